// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/render/tadtrenderer.h"

#include "views/network/layout.h"
#include "views/network/networkstyle.h"
#include "views/render/layoutpicture.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <set>

namespace collviz::views {

// --- The data -----------------------------------------------------------------------------------

TadtData TadtData::of(std::shared_ptr<const core::Topology> topology, const core::Schedule *schedule)
{
    TadtData d;
    d.topology = std::move(topology);
    if (!d.topology)
        return d;
    d.layout = Layout::create(*d.topology);
    d.tree = core::tadt::build(*d.topology, &d.why);
    if (d.tree) {
        d.rootTree = d.tree->treeOf(*d.topology, 0);
        d.spanning = core::tadt::checkSpanning(*d.topology, *d.tree);
        d.lemma11 = core::tadt::checkLemma11(*d.topology, *d.tree);
        d.corollary10 = core::tadt::checkCorollary10(*d.topology, *d.tree);
    }
    if (schedule)
        d.cycleArcs = cycleArcsOf(*d.topology, *schedule);
    return d;
}

std::vector<std::vector<int>> TadtData::cycleArcsOf(const core::Topology &topology, const core::Schedule &schedule)
{
    std::vector<std::set<int>> cycles;
    std::vector<int> arcs;
    for (const core::Round &round : schedule.rounds)
        for (const core::Transfer &t : round.transfers) {
            if (t.tag.cycle < 0)
                continue;
            if (int(cycles.size()) <= t.tag.cycle)
                cycles.resize(std::size_t(t.tag.cycle) + 1);
            topology.pathArcs(t.path, arcs);
            cycles[std::size_t(t.tag.cycle)].insert(arcs.begin(), arcs.end());
        }
    std::vector<std::vector<int>> out;
    for (const auto &c : cycles)
        if (!c.empty()) // tags may count cycles from 1
            out.emplace_back(c.begin(), c.end());
    return out;
}

int TadtData::levelCount() const { return tree ? tree->height() : 0; }

int TadtData::levelOfRound(const core::Schedule &schedule, int round)
{
    if (round < 1 || round > int(schedule.rounds.size()))
        return 0;
    const auto &transfers = schedule.rounds[std::size_t(round - 1)].transfers;
    return transfers.empty() ? 0 : std::max(0, transfers.front().tag.level);
}

std::vector<core::tadt::Arc> TadtData::treeArcs(int level) const
{
    std::vector<core::tadt::Arc> arcs;
    for (const core::tadt::Arc &a : rootTree)
        if (a.level == level)
            arcs.push_back(a);
    return arcs;
}

std::vector<int> TadtData::overlayUse(int level) const
{
    std::vector<int> use;
    if (!tree || !topology || topology->processorCount() > kMaxOverlayNodes)
        return use;
    use.assign(topology->arcs().size(), 0);
    for (int root = 0; root < topology->processorCount(); ++root)
        for (const core::tadt::Arc &a : tree->treeOf(*topology, root)) {
            if (a.level != level)
                continue;
            const int arc = topology->arcBetween(a.parent, a.child);
            if (arc >= 0)
                ++use[std::size_t(arc)];
        }
    return use;
}

QString TadtData::checksText() const
{
    if (!tree)
        return why.isEmpty() ? tr("No network yet.") : tr("No time-arc-disjoint tree here: %1").arg(why);
    const auto verdict = [](const core::tadt::Check &c) { return c.ok ? tr("holds") : tr("fails: %1").arg(c.detail); };
    // Translated trees (tori, rings, hypercubes) are one tree moved to every node; a mesh's
    // or a linear array's are each node's own, and Lemma 11 is not what makes them work.
    if (!tree->translated())
        return tr("Spanning trees, one per node: %1.\nLemma 11 (the arcs of one level have distinct directions): %2.\n"
                  "Corollary 10 (the %3 per-node trees never use a channel twice in a round): %4.\n"
                  "Height %5 levels; Lemma 8's bound: %6 rounds.")
            .arg(verdict(spanning), lemma11.ok ? lemma11.detail : verdict(lemma11))
            .arg(topology->processorCount())
            .arg(verdict(corollary10))
            .arg(levelCount())
            .arg(core::tadt::boundRounds(*topology));
    return tr("Spanning tree from node 0: %1.\nLemma 11 (the arcs of one level have distinct directions): %2.\n"
              "Corollary 10 (the %3 translated trees never use a channel twice in a round): %4.\n"
              "Height %5 levels; Lemma 8's bound: %6 rounds.")
        .arg(verdict(spanning), verdict(lemma11))
        .arg(topology->processorCount())
        .arg(verdict(corollary10))
        .arg(levelCount())
        .arg(core::tadt::boundRounds(*topology));
}

// --- The renderer -------------------------------------------------------------------------------

TadtRenderer::TadtRenderer(const TadtData &data, const TadtState &state, const std::vector<int> &overlay,
                           const QFont &font, const QColor &text)
    : mData(data), mState(state), mOverlay(overlay), mFont(font), mText(text)
{
}

QColor TadtRenderer::levelColor(int level, int levels)
{
    // Viridis-like anchors: level 1 dark blue ... the last level yellow-green; every step
    // differs in lightness, so the order reads in grey too.
    static const QColor anchors[] = {QColor(0x44, 0x01, 0x54), QColor(0x3B, 0x52, 0x8B), QColor(0x21, 0x90, 0x8C),
                                     QColor(0x5D, 0xC8, 0x63), QColor(0xC8, 0xD8, 0x1E)};
    constexpr int n = int(std::size(anchors));
    const double t = levels <= 1 ? 0.0 : std::clamp(double(level - 1) / (levels - 1), 0.0, 1.0);
    const double x = t * (n - 1);
    const int i = std::min(n - 2, int(x));
    const double f = x - i;
    const QColor &a = anchors[i];
    const QColor &b = anchors[i + 1];
    return QColor::fromRgbF(float(a.redF() + f * (b.redF() - a.redF())), float(a.greenF() + f * (b.greenF() - a.greenF())),
                            float(a.blueF() + f * (b.blueF() - a.blueF())));
}

QColor TadtRenderer::cycleColor(int cycle)
{
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                                    QColor(0xCC, 0x79, 0xA7)};
    return colors[std::size_t(std::max(0, cycle)) % std::size(colors)];
}

Qt::PenStyle TadtRenderer::cycleStyle(int cycle)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[std::size_t(std::max(0, cycle)) % std::size(styles)];
}

bool TadtRenderer::cyclesShown() const { return mState.cycles && !mData.cycleArcs.empty(); }

QColor TadtRenderer::ink(const QColor &color) const
{
    if (!mState.monochrome)
        return color;
    // Print style: the colour's lightness as grey (the level ramp is ordered by lightness).
    const int g = qGray(color.rgb());
    return QColor(g, g, g, color.alpha());
}

void TadtRenderer::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(mFont);
    painter.setPen(mText);
    const QRectF all = rect.adjusted(6, 6, -6, -6);
    if (!mData.topology || !mData.layout)
        painter.drawText(all, Qt::AlignCenter | Qt::TextWordWrap, mData.checksText());
    else if (cyclesShown())
        paintCycles(painter, all);
    else if (!mData.tree)
        painter.drawText(all, Qt::AlignCenter | Qt::TextWordWrap, mData.checksText());
    else
        paintTrees(painter, all);
    painter.restore();
}

void TadtRenderer::paintCycles(QPainter &painter, const QRectF &all) const
{
    std::vector<DrawnArc> arcs;
    QStringList names;
    for (std::size_t c = 0; c < mData.cycleArcs.size(); ++c) {
        for (int arc : mData.cycleArcs[c])
            arcs.push_back({arc, cycleColor(int(c)), cycleStyle(int(c)), 3.0, QString()});
        names << tr("cycle %1 (%2 channels)").arg(c + 1).arg(mData.cycleArcs[c].size());
    }
    paintNetwork(painter, all, tr("The schedule's cycles: %1").arg(names.join(QStringLiteral(", "))), arcs);
}

void TadtRenderer::paintTrees(QPainter &painter, const QRectF &all) const
{
    // Side by side on a wide drawing, one above the other on a tall one.
    const bool sideBySide = all.width() >= all.height() * 1.2;
    const QRectF left = sideBySide ? QRectF(all.left(), all.top(), all.width() / 2 - 4, all.height())
                                   : QRectF(all.left(), all.top(), all.width(), all.height() / 2 - 4);
    const QRectF right = sideBySide ? QRectF(all.center().x() + 4, all.top(), all.width() / 2 - 4, all.height())
                                    : QRectF(all.left(), all.center().y() + 4, all.width(), all.height() / 2 - 4);
    paintTree(painter, left);
    paintOverlay(painter, right);
}

void TadtRenderer::paintTree(QPainter &painter, const QRectF &area) const
{
    const int levels = mData.levelCount();
    const int level = mState.level;
    std::vector<DrawnArc> tree;
    for (const core::tadt::Arc &a : mData.rootTree) {
        const int arc = mData.topology->arcBetween(a.parent, a.child);
        if (arc < 0)
            continue;
        const bool chosen = a.level == level;
        QColor c = levelColor(a.level, levels);
        if (!chosen)
            c.setAlpha(190);
        tree.push_back({arc, c, Qt::SolidLine, chosen ? 4.0 : 2.0,
                        chosen ? core::tadt::directionName(*mData.topology, a) : QString()});
    }
    // The chosen level last, over the others.
    std::stable_partition(tree.begin(), tree.end(), [](const DrawnArc &d) { return d.label.isEmpty(); });
    const QFontMetrics fm = painter.fontMetrics();
    paintNetwork(painter, area.adjusted(0, 0, 0, -(fm.height() + 6)),
                 (mData.tree->translated() ? tr("Generic tree from node 0: %1 levels (level %2 thick)")
                                           : tr("Node 0's own tree (each node has its own): %1 levels (level %2 thick)"))
                     .arg(levels)
                     .arg(level),
                 tree);
    paintLevelKey(painter, area);
}

void TadtRenderer::paintLevelKey(QPainter &painter, const QRectF &area) const
{
    // The level colours, in order, under the picture.
    const int levels = mData.levelCount();
    const QFontMetrics fm = painter.fontMetrics();
    const int swatch = std::max(fm.horizontalAdvance(QStringLiteral("00")) + 8, 22);
    double x = area.center().x() - swatch * levels / 2.0;
    const double y = area.bottom() - fm.height() - 2;
    for (int l = 1; l <= levels; ++l, x += swatch) {
        const QRectF cell(x, y, swatch - 2, fm.height());
        const QColor c = ink(levelColor(l, levels));
        painter.fillRect(cell, c);
        painter.setPen(c.lightnessF() > 0.55 ? Qt::black : Qt::white);
        painter.drawText(cell, Qt::AlignCenter, QString::number(l));
    }
}

void TadtRenderer::paintOverlay(QPainter &painter, const QRectF &area) const
{
    const int levels = mData.levelCount();
    const int level = mState.level;
    std::vector<DrawnArc> overlay;
    for (std::size_t arc = 0; arc < mOverlay.size(); ++arc) {
        const int n = mOverlay[arc];
        if (n == 0)
            continue;
        overlay.push_back({int(arc), n > 1 ? networkstyle::violationColor() : levelColor(level, levels),
                           n > 1 && mState.monochrome ? Qt::DashLine : Qt::SolidLine, n > 1 ? 5.0 : 3.0,
                           n > 1 ? QString::number(n) : QString()});
    }
    paintNetwork(painter, area, overlayCaption(), overlay);
}

QString TadtRenderer::overlayCaption() const
{
    if (!mData.tree || !mData.topology)
        return QString();
    const int used = int(std::count_if(mOverlay.begin(), mOverlay.end(), [](int n) { return n > 0; }));
    const int twice = int(std::count_if(mOverlay.begin(), mOverlay.end(), [](int n) { return n > 1; }));
    const int p = mData.topology->processorCount();
    const int level = mState.level;
    // A mesh's or a linear array's trees are each node's own, not one tree translated.
    if (mData.tree->translated())
        return mOverlay.empty() ? tr("Too many nodes to overlay the translated trees")
               : twice == 0     ? tr("All %1 translated trees at level %2: %3 channels, each used once")
                                  .arg(p)
                                  .arg(level)
                                  .arg(used)
                                : tr("All %1 translated trees at level %2: %3 channels, %4 used more than once")
                                  .arg(p)
                                  .arg(level)
                                  .arg(used)
                                  .arg(twice);
    return mOverlay.empty() ? tr("Too many nodes to overlay the per-node trees")
           : twice == 0     ? tr("All %1 per-node trees at level %2: %3 channels, each used once")
                              .arg(p)
                              .arg(level)
                              .arg(used)
                            : tr("All %1 per-node trees at level %2: %3 channels, %4 used more than once")
                              .arg(p)
                              .arg(level)
                              .arg(used)
                              .arg(twice);
}

void TadtRenderer::paintNetwork(QPainter &painter, const QRectF &area, const QString &caption,
                                const std::vector<DrawnArc> &arcs) const
{
    const QFontMetrics fm = painter.fontMetrics();
    painter.setPen(mText);
    const QRectF captionRect(area.left(), area.top(), area.width(), fm.height() * 2.2);
    painter.drawText(captionRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, caption);
    const LayoutPicture picture(*mData.topology, *mData.layout, area.adjusted(10, captionRect.height() + 6, -10, -10),
                                mState.monochrome);
    picture.paintLinks(painter);
    for (const DrawnArc &d : arcs)
        picture.paintArc(painter, d);
    picture.paintNodes(painter,
                       [](int v) { return v == 0 ? networkstyle::selectionColor() : QColor(0xF4, 0xF4, 0xF4); });
}

} // namespace collviz::views
