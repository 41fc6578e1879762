// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/render/tadtrenderer.h"
#include "views/state/tadtstate.h"

#include "core/schedule.h"
#include "core/tadt.h"
#include "core/topology.h"

#include <QJsonObject>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QLabel;
class QSlider;

namespace collviz::views {

class Player;
class Session;

/**
 * Seed 002's time-arc-disjoint trees on the Session's network, as the engine builds them
 * (core/tadt.h): on the left the generic tree rooted at node 0, every arc coloured by its
 * level and drawn as an arrow in its direction (the chosen level thick and named "+x", "-y",
 * ...); on the right the overlay of all N translated trees at the chosen level, drawn on the
 * network's own layout (views/network/layout.h): each channel a translated arc uses is drawn
 * once, and a channel used twice would be marked in the violation colour with its count.
 * Below: the engine's checks (spanning, Lemma 11, Corollary 10) and Lemma 8's bound.
 *
 * The level slider follows the Session's round when the schedule tags its transfers with tree
 * levels (allgather-tadt: round k is level k), and moving it jumps the Player there.
 *
 * For schedules whose transfers carry cycle tags (TransferTag::cycle, a Hamiltonian
 * all-gather), "Cycles" draws the channels each cycle uses, one colour and line style per
 * cycle, whether or not the network has a tree.
 */
class TadtPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit TadtPanel(Session *session, Player *player, QWidget *parent = nullptr);
    ~TadtPanel() override;

    /// Whether the engine built a generic tree for the Session's network.
    bool hasTree() const { return mData.tree.has_value(); }
    /// Why there is none (the engine's sentence), empty when there is.
    QString unavailableReason() const { return mData.why; }
    /// The tree's height: its number of levels (0 without a tree).
    int levelCount() const { return mData.levelCount(); }
    int level() const { return mState.level; }
    void setLevel(int level);
    /// The generic tree's arcs of one level (what the left picture draws thick).
    std::vector<core::tadt::Arc> treeArcs(int level) const { return mData.treeArcs(level); }
    /// Per arc id of the network: how many translated trees use it at the chosen level (what
    /// the right picture draws). Empty when the network is too large for the overlay.
    const std::vector<int> &overlayChannelUse() const { return mOverlayUse; }
    /// The engine's checks, as shown.
    const core::tadt::Check &spanningCheck() const { return mData.spanning; }
    const core::tadt::Check &lemma11Check() const { return mData.lemma11; }
    const core::tadt::Check &corollary10Check() const { return mData.corollary10; }
    QString checksText() const { return mData.checksText(); }
    /// The cycles of the schedule's transfer tags: per cycle, the arc ids it uses (sorted).
    const std::vector<std::vector<int>> &cycleArcs() const { return mData.cycleArcs; }
    bool cyclesShown() const;
    void setCyclesShown(bool shown);
    /// What the panel draws (TadtRenderer paints its canvas from these), for export.
    const TadtData &data() const { return mData; }
    const TadtState &state() const { return mState; }
    /// Shows `state` (the level clamped to the trees' height).
    void setState(const TadtState &state);
    /// The panel's options as a scenario file's "views.tadt" holds them: level, cycles, style.
    QJsonObject options() const { return mState.toJson(); }
    /// Checks every member first (errors name it as `path`.member), then applies them.
    /// With apply = false only checks (a scenario file is read completely before anything changes).
    bool setOptions(const QJsonObject &options, const QString &path, QString *error, bool apply = true);
    /// Black and white (handouts): levels as greys of their lightness, violations dashed.
    void setMonochrome(bool on);
    bool isMonochrome() const { return mState.monochrome; }
    /// The drawing (two pictures side by side), for screenshots.
    QWidget *canvas() const { return mCanvas; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void onResultChanged();
    void onRoundChanged();
    void onSliderMoved(int level);
    void updateOverlay();
    void retranslateUi();

    Session *mSession = nullptr;
    Player *mPlayer = nullptr;
    TadtData mData;
    TadtState mState;
    std::vector<int> mOverlayUse; ///< mData.overlayUse(mState.level)
    bool mFollowing = false;
    bool mResultPending = false; ///< the Session's result waits for the panel to be shown

    QLabel *mLevelLabel = nullptr;
    QSlider *mSlider = nullptr;
    QCheckBox *mCycles = nullptr;
    QWidget *mCanvas = nullptr;
    QLabel *mChecks = nullptr;
};

} // namespace collviz::views
