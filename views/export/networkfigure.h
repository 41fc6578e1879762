// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/export/figure.h"
#include "views/network/networkrenderer.h"

#include "core/engine.h"

#include <QCoreApplication>
#include <QRectF>

#include <memory>

namespace collviz::views {

/// What a network figure shows besides the network.
struct NetworkFigureOptions
{
    bool packets = true;     ///< the round's messages where the frame puts them
    bool legend = true;      ///< load styles and switching under the drawing (no key hints)
    bool title = true;       ///< algorithm and network above, model and round as caption
    bool monochrome = false; ///< print style: line styles instead of colours
    bool contentsListed = false; ///< node chips list their packets as the textbook does
    int floors = -1;         ///< 3D lattices: 1 floors side by side, 0 projection, -1 as the view would choose
    core::Focus focus;       ///< the part singled out, the rest greyed (NetworkViewState::focus)
};

/**
 * The network of one run at a round and in-round time, as a Figure: drawn by the
 * NetworkRenderer that paints the window's drawing (so the figure and the screen cannot
 * disagree), under a title naming the algorithm and the network and a caption naming the
 * model, the parameters, the round and the engine time. By default it has the legend
 * without the window's key hints, and its extent is the union over all rounds, so that the
 * frames of an animation keep the nodes in place; setViewState() draws it as a window
 * shows it instead (its framing, orientation and style). No widget is involved.
 */
class NetworkFigure final : public TimedFigure
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::NetworkFigure)
public:
    /// `result` must be ok.
    explicit NetworkFigure(std::shared_ptr<const core::RunResult> result, const NetworkFigureOptions &options = {});
    ~NetworkFigure() override;

    QSize defaultSize() const override { return kSlideSize; }
    void paint(QPainter &painter, const QRectF &rect) override;
    QString title() const override;
    int roundCount() const override;
    void setMoment(int round, double progress) override;

    int round() const { return mRound; }
    double progress() const { return mProgress; }
    /// The caption under the title: model, parameters, round and engine time.
    QString caption() const;
    /// The legend's entries, as drawn.
    QStringList legendTexts() const;
    /// Draws with this view state (a window's: its framing, orientation, style) instead of
    /// the figure's own fit over all rounds. The options' packets, legend and print style
    /// still apply.
    void setViewState(const NetworkViewState &state);
    const NetworkRenderer &renderer() const { return *mRenderer; }

private:
    void fitExtent(const QSizeF &size);

    std::shared_ptr<const core::RunResult> mResult;
    NetworkFigureOptions mOptions;
    std::unique_ptr<NetworkRenderer> mRenderer;
    std::unique_ptr<core::Replay> mReplay;
    bool mOwnFraming = true; ///< the union over all rounds (false: a given view state's)
    bool mRoundSet = false;
    QSizeF mExtentSize; ///< the drawing's size the extent was made for  ///< the renderer shows mRound's states (not only the result's start)
    int mRound = 0;
    double mProgress = 1.0;
};

} // namespace collviz::views
