// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/render/layoutpicture.h"
#include "views/state/tadtstate.h"

#include "core/engine.h"
#include "core/tadt.h"
#include "core/topology.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QRectF>

#include <Eigen/Core>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace collviz::views {

class Layout;

/**
 * What the engine gives the TADT view for a run, as a plain value (core/tadt.h): the network
 * and its layout, the time-arc-disjoint trees (or why there are none), the tree drawn from
 * node 0, the engine's checks, and the channels of the schedule's cycles.
 */
struct TadtData
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::TadtData)
public:
    /// Above this many processors the overlay (p translated trees) is not drawn: it would
    /// take p^2 arcs and show only a solid colour.
    static constexpr int kMaxOverlayNodes = 1600;

    std::shared_ptr<const core::Topology> topology;
    std::shared_ptr<const Layout> layout;
    std::optional<core::tadt::Trees> tree;
    std::vector<core::tadt::Arc> rootTree; ///< node 0's tree (the generic tree where translated)
    QString why;                           ///< why there is no tree
    core::tadt::Check spanning;
    core::tadt::Check lemma11;
    core::tadt::Check corollary10;
    std::vector<std::vector<int>> cycleArcs; ///< per cycle of the schedule's tags, its arc ids

    /// The trees of `topology` and the cycles of `schedule` (may be null), as the engine builds them.
    static TadtData of(std::shared_ptr<const core::Topology> topology, const core::Schedule *schedule);
    /// The channels a schedule's cycles use: per TransferTag::cycle value, the arc ids of the
    /// paths of its transfers, sorted (empty when no transfer carries a cycle tag).
    static std::vector<std::vector<int>> cycleArcsOf(const core::Topology &topology, const core::Schedule &schedule);

    /// The trees' height: their number of levels (0 without a tree).
    int levelCount() const;
    /// The level a schedule that tags its transfers with tree levels shows in `round`, or 0.
    static int levelOfRound(const core::Schedule &schedule, int round);
    /// Node 0's tree's arcs of one level.
    std::vector<core::tadt::Arc> treeArcs(int level) const;
    /// Per arc id: how many translated trees use it at `level`; empty above kMaxOverlayNodes.
    std::vector<int> overlayUse(int level) const;
    /// The engine's checks and Lemma 8's bound, four lines; or why there is no tree.
    QString checksText() const;
};

/**
 * Paints the TADT view into any QPainter: on the left node 0's tree, every arc coloured by
 * its level and drawn as an arrow (the chosen level thick and named), with the level colours
 * below; on the right the overlay of all translated trees at the chosen level on the
 * network's layout, a channel used twice in the violation colour with its count. Or, when
 * the state asks for them and the schedule has some, the channels of each cycle. The panel's
 * canvas is one client, the exported figure another.
 */
class TadtRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::TadtRenderer)
public:
    /// `overlay` is data.overlayUse(state.level) (the caller keeps it between paintings).
    TadtRenderer(const TadtData &data, const TadtState &state, const std::vector<int> &overlay, const QFont &font,
                 const QColor &text);
    /// Paints the whole drawing into `rect` (its background is the caller's).
    void paint(QPainter &painter, const QRectF &rect) const;
    /// Whether the cycles are drawn rather than the trees.
    bool cyclesShown() const;
    /// What the overlay picture's caption says: how many trees (translated, or each node's
    /// own) use how many channels at the level, and how many twice.
    QString overlayCaption() const;

    /// The colour of a level among `levels` (a perceptually ordered ramp, dark to light).
    static QColor levelColor(int level, int levels);
    /// The colour and pen style of cycle `c`.
    static QColor cycleColor(int cycle);
    static Qt::PenStyle cycleStyle(int cycle);

private:
    /// One channel as a picture draws it.
    using DrawnArc = LayoutPicture::DrawnArc;
    QColor ink(const QColor &color) const;
    void paintCycles(QPainter &painter, const QRectF &all) const;
    void paintTrees(QPainter &painter, const QRectF &all) const;
    void paintTree(QPainter &painter, const QRectF &area) const;
    void paintLevelKey(QPainter &painter, const QRectF &area) const;
    void paintOverlay(QPainter &painter, const QRectF &area) const;
    void paintNetwork(QPainter &painter, const QRectF &area, const QString &caption,
                      const std::vector<DrawnArc> &arcs) const;

    const TadtData &mData;
    TadtState mState;
    const std::vector<int> &mOverlay;
    QFont mFont;
    QColor mText;
};

} // namespace collviz::views
