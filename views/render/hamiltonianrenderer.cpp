// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/render/hamiltonianrenderer.h"

#include "views/network/layout.h"
#include "views/network/networkstyle.h"
#include "views/render/layoutpicture.h"

#include <QPainter>

#include <algorithm>
#include <functional>

namespace collviz::views {

// --- The data -----------------------------------------------------------------------------------

HamiltonianData HamiltonianData::of(std::shared_ptr<const core::Topology> topology,
                                    std::shared_ptr<const core::Schedule> schedule)
{
    namespace ham = core::hamiltonian;
    HamiltonianData d;
    d.topology = std::move(topology);
    d.schedule = std::move(schedule);
    if (!d.topology)
        return d;
    if (d.schedule)
        d.cycles = ham::cyclesOf(*d.topology, *d.schedule);
    if (!d.cycles) {
        d.why = tr("its schedule has no transfers tagged with cycles through every node (allgather-hamiltonian, "
                   "the all-to-all broadcast around link-disjoint Hamiltonian cycles of a 2D or 3D torus, has them)");
        return d;
    }
    d.layout = Layout::create(*d.topology);
    d.position = ham::positions(*d.cycles);
    d.hamiltonian = ham::checkHamiltonian(*d.topology, *d.cycles);
    d.linkDisjoint = ham::checkLinkDisjoint(*d.topology, *d.cycles);
    d.measured = d.topology->processorCount() <= ham::kMeasuredNodes;
    if (d.measured) {
        d.arrival = ham::measurePieceArrival(*d.cycles);
        d.byRound = ham::arrivalsByRound(*d.cycles);
    }
    return d;
}

std::vector<HamiltonianData::Crossing> HamiltonianData::crossings(int round, int origin) const
{
    std::vector<Crossing> out;
    if (!cycles || !schedule || round < 1 || round > roundCount())
        return out;
    std::vector<int> arcs;
    for (const core::Transfer &t : schedule->rounds[std::size_t(round - 1)].transfers) {
        if (t.tag.cycle < 1)
            continue;
        const bool carries = std::any_of(t.packets.begin(), t.packets.end(), [&](int packet) {
            return packet >= 0 && std::size_t(packet) < schedule->packets.size()
                   && schedule->packets[std::size_t(packet)].origin == origin;
        });
        if (!carries || !topology->pathArcs(t.path, arcs))
            continue;
        for (int arc : arcs)
            out.push_back({arc, t.tag.cycle, t.tag.direction});
    }
    return out;
}

int HamiltonianData::piecesHeld(int origin, int node, int round) const
{
    if (!cycles)
        return 0;
    if (node == origin)
        return cycleCount();
    int held = 0;
    for (int c = 0; c < cycleCount(); ++c)
        if (core::hamiltonian::arrivalRound(position, c, origin, node) <= round)
            ++held;
    return held;
}

bool HamiltonianData::piecesMeet(int origin, int node, int round) const
{
    if (!cycles || node == origin || round < 1)
        return false;
    int arriving = 0;
    for (int c = 0; c < cycleCount(); ++c)
        if (core::hamiltonian::arrivalRound(position, c, origin, node) == round)
            ++arriving;
    return arriving > 1;
}

QString HamiltonianData::claimText() const
{
    if (!cycles)
        return checksText();
    const QString claim = tr("Seed 002, step 4.3, claims that the pieces of a packet reach every node in different "
                             "rounds (\"the distance of i and j along H_1 differs from their distance along H_2\"): "
                             "claimed, 0 of the %1 ordered pairs (j, i) get two pieces in one round.")
                              .arg(qlonglong(processorCount()) * (processorCount() - 1));
    if (!measured)
        return claim + QLatin1Char(' ')
               + tr("Measured: not beyond %1 nodes (this network has %2).")
                     .arg(core::hamiltonian::kMeasuredNodes)
                     .arg(processorCount());
    if (arrival.claimHolds())
        return claim + QLatin1Char(' ')
               + tr("Measured on these cycles: 0 of %1, the claim holds here.").arg(arrival.pairs);
    return claim + QLatin1Char(' ')
           + tr("Measured on these cycles: %1 of %2, the claim fails here (e.g. node %3 gets two pieces of node %4's "
                "packet in round %5); nothing depends on it, a node merges a packet when its last piece arrives.")
                 .arg(arrival.sameRound)
                 .arg(arrival.pairs)
                 .arg(arrival.exampleReceiver)
                 .arg(arrival.exampleOrigin)
                 .arg(arrival.exampleRound);
}

QString HamiltonianData::roundText(int round, int origin) const
{
    if (!cycles)
        return QString();
    const int d = cycleCount();
    if (round < 1)
        return tr("Before round 1: every node holds its own packet as %1 pieces of m/%1 words; piece c travels both "
                  "ways round H_c.")
            .arg(d);
    int complete = 0;
    for (int v = 0; v < processorCount(); ++v)
        if (piecesHeld(origin, v, round) == d)
            ++complete;
    const QString own = tr("Round %1 of %2: the pieces of node %3's packet cross %4 links; %5 of the %6 nodes hold "
                           "all of it.")
                            .arg(round)
                            .arg(roundCount())
                            .arg(origin)
                            .arg(crossings(round, origin).size())
                            .arg(complete)
                            .arg(processorCount());
    if (!measured || std::size_t(round) >= byRound.completed.size())
        return own;
    return own + QLatin1Char(' ')
           + tr("Over all packets: %1 completed at a receiver this round, %2 times two pieces of one packet reached a "
                "node together.")
                 .arg(byRound.completed[std::size_t(round)])
                 .arg(byRound.together[std::size_t(round)]);
}

QString HamiltonianData::checksText() const
{
    if (!topology)
        return why.isEmpty() ? tr("No network yet.") : why;
    if (!cycles)
        return tr("No Hamiltonian cycles in this run: %1.").arg(why);
    const auto verdict = [](const core::hamiltonian::Check &c) {
        return c.ok ? tr("holds (%1)").arg(c.detail) : tr("fails: %1").arg(c.detail);
    };
    return tr("The engine's checks: Hamiltonian %1; link-disjoint %2.").arg(verdict(hamiltonian), verdict(linkDisjoint));
}

// --- The renderer -------------------------------------------------------------------------------

HamiltonianRenderer::HamiltonianRenderer(const HamiltonianData &data, const HamiltonianState &state, int round,
                                         const QFont &font, const QColor &text)
    : mData(data), mState(state), mRound(round), mFont(font), mText(text)
{
}

QColor HamiltonianRenderer::cycleColor(int c)
{
    // Okabe-Ito blue, bluish green and reddish purple: apart from the selection yellow and the
    // violation vermilion the nodes use.
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2), QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7)};
    return colors[std::size_t(std::max(0, c)) % std::size(colors)];
}

Qt::PenStyle HamiltonianRenderer::cycleStyle(int c)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine};
    return styles[std::size_t(std::max(0, c)) % std::size(styles)];
}

QColor HamiltonianRenderer::holdingColor(int held, int pieces, bool origin)
{
    if (origin)
        return networkstyle::selectionColor();
    if (held >= pieces)
        return QColor(0x8F, 0xD1, 0xAE);
    if (held > 0)
        return QColor(0xD6, 0xEC, 0xE0);
    return QColor(0xF4, 0xF4, 0xF4);
}

void HamiltonianRenderer::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(mFont);
    painter.setPen(mText);
    const QRectF all = rect.adjusted(6, 6, -6, -6);
    if (!mData.hasCycles() || !mData.layout) {
        painter.drawText(all, Qt::AlignCenter | Qt::TextWordWrap, mData.checksText());
        painter.restore();
        return;
    }
    const int d = mData.cycleCount();
    const int n = mData.processorCount();
    const int origin = std::clamp(mState.origin, 0, n - 1);
    const int round = std::clamp(mRound, 0, mData.roundCount());
    const QFontMetrics fm = painter.fontMetrics();
    const QString caption =
        round == 0 ? tr("%1 link-disjoint Hamiltonian cycles of %2; node %3's packet before round 1")
                         .arg(d)
                         .arg(mData.topology->name())
                         .arg(origin)
                   : tr("%1 link-disjoint Hamiltonian cycles of %2; round %3 of %4: where the pieces of node %5's "
                        "packet go")
                         .arg(d)
                         .arg(mData.topology->name())
                         .arg(round)
                         .arg(mData.roundCount())
                         .arg(origin);
    const QRectF captionRect(all.left(), all.top(), all.width(), fm.height() * 2.2);
    painter.drawText(captionRect, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, caption);
    const double keyHeight = fm.height() * 2 + 10;
    const QRectF keyRect(all.left(), all.bottom() - keyHeight, all.width(), keyHeight);
    const LayoutPicture picture(*mData.topology, *mData.layout,
                                all.adjusted(10, captionRect.height() + 6, -10, -(keyHeight + 8)), mState.monochrome);
    picture.paintLinks(painter);
    for (int c = 0; c < d; ++c) {
        const std::vector<int> &cycle = mData.cycles->cycles[std::size_t(c)];
        for (std::size_t i = 0; i < cycle.size(); ++i) {
            const int arc = mData.topology->arcBetween(cycle[i], cycle[(i + 1) % cycle.size()]);
            if (arc >= 0)
                picture.paintArc(painter, {arc, cycleColor(c), cycleStyle(c), 2.5, QString(), false});
        }
    }
    for (const HamiltonianData::Crossing &x : mData.crossings(round, origin))
        picture.paintArc(painter, {x.arc, cycleColor(x.cycle - 1).darker(120), Qt::SolidLine, 5.0,
                                   QStringLiteral("p%1,%2").arg(origin).arg(x.cycle), true});
    picture.paintNodes(
        painter,
        [&](int v) { return holdingColor(mData.piecesHeld(origin, v, round), d, v == origin); },
        [&](int v) { return mData.piecesMeet(origin, v, round) ? networkstyle::violationColor() : QColor(); });
    paintKey(painter, keyRect);
    painter.restore();
}

void HamiltonianRenderer::paintKey(QPainter &painter, const QRectF &area) const
{
    // One entry a sample and a few words, laid out left to right and wrapped.
    const QFontMetrics fm = painter.fontMetrics();
    const double sample = fm.height() * 1.8;
    const double gap = fm.horizontalAdvance(QStringLiteral("MM"));
    double x = area.left();
    double y = area.top();
    const int d = mData.cycleCount();
    const auto ink = [&](const QColor &c) {
        if (!mState.monochrome)
            return c;
        const int g = qGray(c.rgb());
        return QColor(g, g, g);
    };
    const auto entry = [&](const QString &text, const std::function<void(const QRectF &)> &draw) {
        const double width = sample + 4 + fm.horizontalAdvance(text);
        if (x > area.left() && x + width > area.right()) {
            x = area.left();
            y += fm.height() + 6;
        }
        draw(QRectF(x, y, sample, fm.height()));
        painter.setPen(mText);
        painter.drawText(QRectF(x + sample + 4, y, width, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
        x += width + gap;
    };
    const auto line = [&](const QColor &color, Qt::PenStyle style, double width) {
        return [&painter, color, style, width, ink](const QRectF &r) {
            QPen pen(ink(color));
            pen.setWidthF(width);
            pen.setStyle(style);
            painter.setPen(pen);
            painter.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
        };
    };
    const auto node = [&](const QColor &fill, const QColor &outline) {
        return [&painter, fill, outline, ink](const QRectF &r) {
            QPen pen(ink(outline.isValid() ? outline : QColor(0x40, 0x40, 0x40)));
            pen.setWidthF(outline.isValid() ? 3.0 : 1.0);
            painter.setPen(pen);
            painter.setBrush(ink(fill));
            const double radius = r.height() / 2 - 1;
            painter.drawEllipse(r.center(), radius, radius);
        };
    };
    for (int c = 0; c < d; ++c)
        entry(tr("H_%1").arg(c + 1), line(cycleColor(c), cycleStyle(c), 2.5));
    entry(tr("a piece's hop this round"), line(cycleColor(0).darker(120), Qt::SolidLine, 5.0));
    entry(tr("origin"), node(holdingColor(d, d, true), QColor()));
    entry(tr("all %1 pieces").arg(d), node(holdingColor(d, d, false), QColor()));
    entry(tr("some"), node(holdingColor(1, d, false), QColor()));
    entry(tr("none yet"), node(holdingColor(0, d, false), QColor()));
    entry(tr("two pieces arrive together"), node(holdingColor(0, d, false), networkstyle::violationColor()));
}

} // namespace collviz::views
