// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/state/hamiltonianstate.h"

#include "core/hamiltonian.h"
#include "core/schedule.h"
#include "core/topology.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QRectF>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace collviz::views {

class Layout;

/**
 * What the engine gives the Hamiltonian-cycles view for a run, as a plain value
 * (core/hamiltonian.h): the cycles the schedule runs on (read from its transfers' tags), the
 * engine's checks of them, and seed 002's step 4.3 claim measured on them - over all ordered
 * pairs and round by round. A run without cycles has none, and `why` says so.
 */
struct HamiltonianData
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::HamiltonianData)
public:
    std::shared_ptr<const core::Topology> topology;
    std::shared_ptr<const Layout> layout;
    std::shared_ptr<const core::Schedule> schedule;
    std::optional<core::hamiltonian::Decomposition> cycles;
    std::vector<std::vector<int>> position; ///< core::hamiltonian::positions(*cycles)
    QString why;                            ///< why there are no cycles
    core::hamiltonian::Check hamiltonian;
    core::hamiltonian::Check linkDisjoint;
    bool measured = false; ///< the claim is measured up to core::hamiltonian::kMeasuredNodes
    core::hamiltonian::PieceArrival arrival;
    core::hamiltonian::RoundArrivals byRound;

    /// The cycles of `schedule` (may be null) on `topology`, as the engine reads and checks them.
    static HamiltonianData of(std::shared_ptr<const core::Topology> topology,
                              std::shared_ptr<const core::Schedule> schedule);

    bool hasCycles() const { return cycles.has_value(); }
    int cycleCount() const { return cycles ? int(cycles->cycles.size()) : 0; }
    int roundCount() const { return schedule ? int(schedule->rounds.size()) : 0; }
    int processorCount() const { return topology ? topology->processorCount() : 0; }

    /// One hop of a piece in a round, as the schedule has it.
    struct Crossing
    {
        int arc = -1;
        int cycle = 0;     ///< 1-based, as H_1, H_2, H_3 (the piece's number too)
        int direction = 0; ///< +1 forward along the cycle, -1 backward
    };
    /// The transfers of `round` (1-based) that carry a piece of `origin`'s packet.
    std::vector<Crossing> crossings(int round, int origin) const;
    /// How many pieces of `origin`'s packet `node` holds after `round` (the engine's arrival rounds).
    int piecesHeld(int origin, int node, int round) const;
    /// Whether two pieces of `origin`'s packet reach `node` in `round` (seed 002 says never).
    bool piecesMeet(int origin, int node, int round) const;

    /// Seed 002's step 4.3 claim and what the engine measured, one paragraph.
    QString claimText() const;
    /// What happens in `round` (0: before the first), one sentence.
    QString roundText(int round, int origin) const;
    /// The engine's checks of the cycles, one sentence; or why there are none.
    QString checksText() const;
};

/**
 * Paints the Hamiltonian-cycles view into any QPainter: the network with every link in the
 * colour and line style of its cycle (H_1 solid, H_2 dashed, H_3 dotted), the hops that the
 * pieces of the followed packet make in the round on show as thick labelled arrows, every
 * node filled by how many of those pieces it holds after the round (a node where two pieces
 * meet in the round ringed in the violation colour), and a key below. The panel's canvas is
 * one client, the exported figure another.
 */
class HamiltonianRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::HamiltonianRenderer)
public:
    HamiltonianRenderer(const HamiltonianData &data, const HamiltonianState &state, int round, const QFont &font,
                        const QColor &text);
    /// Paints the whole drawing into `rect` (its background is the caller's).
    void paint(QPainter &painter, const QRectF &rect) const;

    /// The colour and pen style of cycle H_(c+1).
    static QColor cycleColor(int c);
    static Qt::PenStyle cycleStyle(int c);
    /// A node's fill: the followed packet's origin, all pieces held, some, none.
    static QColor holdingColor(int held, int pieces, bool origin);

private:
    void paintKey(QPainter &painter, const QRectF &area) const;

    const HamiltonianData &mData;
    HamiltonianState mState;
    int mRound = 0;
    QFont mFont;
    QColor mText;
};

} // namespace collviz::views
