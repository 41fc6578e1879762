// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Circular q-shift (seed 001 section 3.6).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/topologies.h"

namespace collviz::core::algorithms {

namespace {


/// Moves every packet one link further in the round being built: packet k from pos[k] to
/// next(pos[k]).
void neighbourStep(RoundBuilder &rounds, std::vector<int> &pos, const std::function<int(int packet, int at)> &next)
{
    for (int k = 0; k < int(pos.size()); ++k) {
        const int to = next(k, pos[std::size_t(k)]);
        if (to == pos[std::size_t(k)])
            continue;
        rounds.send({pos[std::size_t(k)], to}, {k});
        pos[std::size_t(k)] = to;
    }
}

/// Traces for the round being built: every sender runs `line` with its variables
/// `varsOf(sender)` plus where it sends (as variable `toName`) and which packet (P<k> is node
/// k's packet); the other nodes wait (line -1).
void traceSendersWith(RoundBuilder &rounds, int line, const std::function<TraceVars(int)> &varsOf,
                      const QString &toName = QStringLiteral("to"))
{
    for (const Transfer &t : rounds.round().transfers)
        rounds.trace(t.src, line, [&] {
            TraceVars vars = varsOf(t.src);
            vars.push_back({toName, QString::number(t.dst)});
            vars.push_back({QStringLiteral("msg"), QStringLiteral("P%1").arg(t.packets.front())});
            return vars;
        });
}

/// traceSendersWith for a round in which every sender has the same variables `vars`.
void traceSenders(RoundBuilder &rounds, int line, const TraceVars &vars, const QString &toName = QStringLiteral("to"))
{
    traceSendersWith(rounds, line, [&](int) { return vars; }, toName);
}

/**
 * The cost shared by the three shifts (seed 001 section 3.6): every step moves each packet as
 * one m-word message, between neighbours or (shift-hypercube under wormhole routing) along an
 * e-cube route with t_h = 0, so a step costs t_s + t_w m and the shift (t_s + t_w m) times the
 * source's step count; the lower bound (bounds.h) is taken along the algorithm's ring order.
 */
class ShiftBase : public AlgorithmBase
{
public:
    using AlgorithmBase::AlgorithmBase;

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * *formulaRounds(topology, params);
    }
};

/**
 * shift-ring: seed 001 section 3.6.1. All packets move together, one link per step, the
 * shorter way round: min(q, p - q) steps. A step is one neighbour message of m words per
 * node, t_s + t_w m (every node sends one and receives one), so the cost is
 * (t_s + t_w m) min(q, p - q).
 */
class ShiftRing final : public ShiftBase
{
public:
    ShiftRing()
        : ShiftBase({QStringLiteral("shift-ring"), Operation::Shift,
                     QT_TRANSLATE_NOOP("collviz::core::Algorithm", "Circular shift on a ring"),
                     QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                       "Seed 001 calls it circular q-shift. Node i must send its packet to node (i + q) mod p. All packets travel "
                                       "together the shorter way round the ring: q steps to the right, or p - q "
                                       "steps to the left when that is shorter. In every step each node passes "
                                       "the packet it holds to its neighbour and receives one, so a step costs "
                                       "t_s + t_w m and the shift (t_s + t_w m) min(q, p - q)."),
                     cite(Seed::S001, "§3.6, §3.6.1"),
                     {needs::ring()},
                     model(Switching::StoreAndForward, 1, Duplex::Full, true),
                     QStringLiteral("(t_s + t_w m) min(q, p - q)")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &params) const override
    {
        return std::min(params.shift, topology.processorCount() - params.shift);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("SHIFT_RING(my_id, my_packet, p, q)"),
                {QStringLiteral("if q <= p - q then next := (my_id + 1) mod p; steps := q"),
                 QStringLiteral("else next := (my_id - 1) mod p; steps := p - q"),
                 QStringLiteral("msg := my_packet"),
                 QStringLiteral("for i := 1 to steps do"),
                 QStringLiteral("    send msg to next; receive msg from the other neighbour"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const int q = params.shift;
        const bool right = q <= p - q;
        const int steps = right ? q : p - q;
        std::vector<int> pos(static_cast<std::size_t>(p));
        for (int k = 0; k < p; ++k)
            pos[std::size_t(k)] = k;
        RoundBuilder rounds(s, problem, *this);
        for (int step = 1; step <= steps; ++step) {
            neighbourStep(rounds, pos, [&](int, int at) { return (at + (right ? 1 : p - 1)) % p; });
            traceSenders(rounds, 4, {{QStringLiteral("i"), QString::number(step)}}, QStringLiteral("next"));
            rounds.finish(right ? narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node passes the packet it holds to its right neighbour (q = %3 is the "
                    "shorter way round)."))
                                          .arg(step)
                                          .arg(steps)
                                          .arg(q)
                                    : narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                            "Round %1 of %2: every node passes the packet it holds to its left "
                                            "neighbour (p - q = %3 is shorter than q = %4)."))
                                          .arg(step)
                                          .arg(steps)
                                          .arg(p - q)
                                          .arg(q));
        }
        return s;
    }
};

/**
 * shift-torus: seed 001 section 3.6.1, Fig. 3.6.1. On an a x b torus with row-major labels
 * (node x + a y): a ring shift of every row by r = q mod a, a compensating shift by one row
 * down of the packets that crossed their row's wraparound (they belong one row further), and
 * a ring shift of every column by c = floor(q / a). Every ring shift goes the shorter way.
 * Cost (t_s + t_w m)(min(r, a - r) + [r > 0] + min(c, b - c)) <= (t_s + t_w m)(a/2 + b/2 + 1).
 */
class ShiftTorus final : public ShiftBase
{
public:
    ShiftTorus()
        : ShiftBase({QStringLiteral("shift-torus"), Operation::Shift,
                     QT_TRANSLATE_NOOP("collviz::core::Algorithm", "Circular shift on a 2D torus"),
                     QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                       "Seed 001 calls it circular q-shift. With row-major labels, shifting by q means r = q mod a places along the "
                                       "rows and c = floor(q / a) rows down. First every row shifts its packets "
                                       "by r, the shorter way round. The packets that crossed the end of their "
                                       "row have landed one row too high, so in one compensating step they "
                                       "move one row down; then every column shifts by c, the shorter way "
                                       "round. Each step moves every packet at most one link, so it costs t_s + "
                                       "t_w m, and the shift costs (t_s + t_w m)(min(r, a - r) + 1 + min(c, b - "
                                       "c)), without the 1 when r = 0. The text names the row and column "
                                       "shifts; the compensating step is what its Fig. 3.6.1 shows."),
                     cite(Seed::S001, "§3.6.1 Fig. 3.6.1"),
                     {needs::torus()},
                     model(Switching::StoreAndForward, 1, Duplex::Full, true),
                     QStringLiteral("(t_s + t_w m)(min(r, a - r) + [r > 0] + min(c, b - c)), r = q mod a, c = "
                                    "floor(q / a)")})
    {
    }

    QString topologyLimits() const override { return QStringLiteral("two-dimensional only, torus:AxB"); }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        // The shape is checked first: on a 3D or 4D torus no shift is accepted, so naming the
        // shift range there would send the user looking for a shift that works.
        if (runsOn(topology.family()) && topology.dimensions() != 2) {
            if (why)
                *why = reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "%1 runs on two-dimensional tori (torus:AxB), not on %2"))
                           .arg(id())
                           .arg(topology.name())
                           .translated();
            return false;
        }
        return AlgorithmBase::supports(topology, params, why);
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &params) const override
    {
        const auto shape = topology.shape();
        const int a = shape[0];
        const int b = shape[1];
        const int r = params.shift % a;
        const int c = params.shift / a;
        return std::min(r, a - r) + (r > 0 ? 1 : 0) + std::min(c, b - c);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("SHIFT_TORUS(my_id, my_packet, a, b, q)"),
                {QStringLiteral("r := q mod a; c := floor(q / a); msg := my_packet"),
                 QStringLiteral("for i := 1 to min(r, a - r) do       // along the row, the shorter way"),
                 QStringLiteral("    send msg to the right (left if r > a - r) neighbour; receive msg from the other"),
                 QStringLiteral("end for"),
                 QStringLiteral("if msg crossed the end of its row then  // compensating column shift"),
                 QStringLiteral("    send msg to the node below; receive msg from the node above"),
                 QStringLiteral("for i := 1 to min(c, b - c) do       // along the column, the shorter way"),
                 QStringLiteral("    send msg to the node below (above if c > b - c); receive msg from the other"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const auto &cart = static_cast<const CartesianTopology &>(problem.topology());
        const int a = cart.side(0);
        const int b = cart.side(1);
        const int p = a * b;
        const int q = params.shift;
        const int r = q % a;
        const int c = q / a;
        std::vector<int> pos(static_cast<std::size_t>(p));
        for (int k = 0; k < p; ++k)
            pos[std::size_t(k)] = k;

        RoundBuilder rounds(s, problem, *this);
        const bool right = r <= a - r;
        const int rowSteps = right ? r : a - r;
        for (int step = 1; step <= rowSteps; ++step) {
            neighbourStep(rounds, pos, [&](int, int at) {
                const int x = at % a;
                return at - x + (x + (right ? 1 : a - 1)) % a;
            });
            traceSenders(rounds, 2,
                         {{QStringLiteral("i"), QString::number(step)}, {QStringLiteral("r"), QString::number(r)}});
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Row phase, round %1 of %2: every node passes the packet it holds one place to the %3 along its "
                    "row (r = q mod a = %4)."))
                                  .arg(step)
                                  .arg(rowSteps)
                                  .arg(right ? narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "right"))
                                             : narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "left")))
                                  .arg(r));
        }

        if (r > 0) {
            // Packet k (column k mod a) crossed its row's end iff (k mod a) + r >= a; it now sits
            // in one of the columns 0 .. r-1 and belongs one row further down.
            neighbourStep(rounds, pos, [&](int k, int at) {
                return (k % a) + r >= a ? (at + a) % p : at;
            });
            traceSenders(rounds, 5, {{QStringLiteral("r"), QString::number(r)}});
            rounds.finish(r == 1 ? narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Compensating column shift: the packets that crossed the end of their row (now in column 0) "
                    "move one row down."))
                                       : narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                               "Compensating column shift: the packets that crossed the end of "
                                               "their row (now in columns 0 to %1) move one row down."))
                                             .arg(r - 1));
        }

        const bool down = c <= b - c;
        const int colSteps = down ? c : b - c;
        for (int step = 1; step <= colSteps; ++step) {
            neighbourStep(rounds, pos, [&](int, int at) { return (at + (down ? a : p - a)) % p; });
            traceSenders(rounds, 7,
                         {{QStringLiteral("i"), QString::number(step)}, {QStringLiteral("c"), QString::number(c)}});
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Column phase, round %1 of %2: every node passes the packet it holds one row %3 (c = floor(q / "
                    "a) = %4)."))
                                  .arg(step)
                                  .arg(colSteps)
                                  .arg(down ? narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "down"))
                                            : narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm", "up")))
                                  .arg(c));
        }
        return s;
    }
};

/// The reflected Gray code: array position j of seed 001 Fig. 3.6.2 sits on cube node G(j).
int gray(int j) { return j ^ (j >> 1); }

/// Steps of the text's store-and-forward schedule: two per power of two in q, one for 2^0.
int graySteps(int q) { return 2 * bits::popcount(unsigned(q)) - (q & 1); }

/// "5 = 1 + 4": q as the sum of its powers of two, lowest first as the text writes it.
QString powersOfTwo(int q)
{
    QStringList terms;
    for (int i = 0; (q >> i) != 0; ++i)
        if ((q >> i) & 1)
            terms << QString::number(1 << i);
    return terms.size() > 1 ? QStringLiteral("%1 = %2").arg(q).arg(terms.join(QStringLiteral(" + ")))
                            : QString::number(q);
}

/**
 * shift-hypercube: seed 001 section 3.6.2, Fig. 3.6.2. Under wormhole routing (the natural
 * model) the processors keep their cube labels and every node sends its packet straight to
 * (i + q) mod p along the e-cube route in one step, t_s + t_w m; no two routes share a
 * channel. Under store-and-forward the processors are numbered along a linear array mapped
 * onto the cube by the reflected Gray code (position j on node G(j)); q is written as a sum
 * of powers of two, lowest first, and each 2^i-shift along the array takes one step (i = 0,
 * neighbours on the cube) or two (i >= 1: first every node crosses dimension i - 1, then every
 * packet takes the one remaining link). Cost (t_s + t_w m)(2 popcount(q) - [q odd]), at most
 * the text's (t_s + t_w m)(2 log p - 1).
 */
class ShiftHypercube final : public ShiftBase
{
public:
    ShiftHypercube()
        : ShiftBase({QStringLiteral("shift-hypercube"), Operation::Shift,
                     QT_TRANSLATE_NOOP("collviz::core::Algorithm", "Circular shift on a hypercube"),
                     QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                       "Seed 001 calls it circular q-shift. With wormhole routing the processors are numbered by their cube labels "
                                       "and every node sends its packet straight to node (i + q) mod p along "
                                       "the e-cube route, in one step of t_s + t_w m: the text claims the "
                                       "routes never share a channel, and the engine confirms it for every q on "
                                       "cubes up to 128 nodes. Under store-and-forward (--model sf) the "
                                       "processors are numbered along the text's linear array, mapped onto the "
                                       "cube by the reflected Gray code (array position j on node j XOR "
                                       "floor(j/2): 0, 1, 3, 2, 6, 7, 5, 4 on 8 nodes, Fig. 3.6.2), and the "
                                       "shift moves every packet q places along that array. q is written as a "
                                       "sum of powers of two, lowest first, as the text does (5 = 1 + 4); a "
                                       "1-shift is one step between cube neighbours, a 2^i-shift two steps, "
                                       "since array positions 2^i apart are two links apart: first every node "
                                       "crosses dimension i - 1, then every packet takes the remaining link. "
                                       "That is 2 popcount(q) - (q mod 2) steps, at most the text's 2 log p - 1, "
                                       "reached for q = p - 1; the engine finds no channel used twice in any "
                                       "step, for every q on cubes up to 128 nodes. The text only adds up the "
                                       "powers of two in q, and so does this schedule; shifting back by p - q "
                                       "instead would be shorter for some q (q = p - 1 is a 1-shift back, one "
                                       "step). The one-step "
                                       "e-cube shift is not congestion-free on the Gray-code numbering: the "
                                       "engine finds two messages on one channel for q = 3 and 5 on 8 nodes and "
                                       "for q = 3, 5, 6, 7, 9, 10, 11, 13 on 16 nodes, which is why wormhole "
                                       "runs keep the cube labels."),
                     cite(Seed::S001, "§3.6.2 Fig. 3.6.2"),
                     {needs::binaryCube()},
                     model(Switching::Wormhole, 1, Duplex::Full, true),
                     QStringLiteral("t_s + t_w m   [e-cube, wormhole, cube labels]; (t_s + t_w m)(2 log p - 1)   "
                                    "[store-and-forward, Gray-code array, upper bound]")})
    {
    }

    std::vector<int> ringOrder(const Topology &topology, const RunParams &params) const override
    {
        if (!storeAndForward(params))
            return {};
        std::vector<int> order(std::size_t(topology.processorCount()));
        for (int j = 0; j < int(order.size()); ++j)
            order[std::size_t(j)] = gray(j);
        return order;
    }

    std::optional<Formula> formula(const Topology &topology, const RunParams &params) const override
    {
        const auto v = formulaValue(topology, params);
        if (storeAndForward(params))
            return Formula{QStringLiteral("(t_s + t_w m)(2 log p - 1)   [store-and-forward, Gray-code array, upper "
                                          "bound]"),
                           *v};
        return Formula{QStringLiteral("t_s + t_w m   [e-cube routing, wormhole]"), *v};
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &params) const override
    {
        return storeAndForward(params) ? 2 * topology.dimensions() - 1 : 1;
    }

    std::optional<Text> formulaDeviation(const Topology &topology, const RunParams &params) const override
    {
        if (!storeAndForward(params))
            return std::nullopt;
        const int d = topology.dimensions();
        const int steps = graySteps(params.shift);
        if (steps == 2 * d - 1)
            return std::nullopt;
        return reason(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                          "the text's 2 log p - 1 = %1 steps bounds the worst q (p - 1, every power of two up to "
                          "p/2); q = %2 takes two steps per power of two and one for 2^0: 2 popcount(q) - (q mod 2) = "
                          "%3 steps"))
            .arg(2 * d - 1)
            .arg(powersOfTwo(params.shift))
            .arg(steps);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("SHIFT_HC(d, my_id, my_packet, q)"),
                {QStringLiteral("if wormhole routing then                  // processors numbered by cube label"),
                 QStringLiteral("    send my_packet to (my_id + q) mod 2^d along the e-cube route   // one step"),
                 QStringLiteral("else                        // store-and-forward: numbered along the Gray-code array"),
                 QStringLiteral("    j := my array position (my_id = G(j) = j XOR floor(j/2)); msg := my_packet"),
                 QStringLiteral("    for each i with bit i of q set, from i = 0 upwards do"),
                 QStringLiteral("        if i = 0 then send msg to G((j + 1) mod 2^d); receive msg   // one link"),
                 QStringLiteral("        else send msg to my_id XOR 2^(i-1); receive msg      // first hop of two"),
                 QStringLiteral("             send msg to G((k + 2^i) mod 2^d) with G(k) = my_id XOR 2^(i-1); "
                                "receive msg   // second hop"),
                 QStringLiteral("    end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        const int q = params.shift;
        RoundBuilder rounds(s, problem, *this);
        if (!storeAndForward(params)) {
            int longest = 0;
            for (int k = 0; k < p; ++k) {
                rounds.sendRouted(k, (k + q) % p, {k});
                longest = std::max(longest, int(rounds.round().transfers.back().path.size()) - 1);
            }
            traceSenders(rounds, 1, {{QStringLiteral("q"), QString::number(q)}}, QStringLiteral("dest"));
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Processors numbered by cube label: every node sends its packet straight to node (i + %1) mod "
                    "%2 along its e-cube route, up to %3, all in one step."))
                                  .arg(q)
                                  .arg(p)
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n hop(s)"), longest)));
            return s;
        }

        // Store-and-forward: the text's Gray-code array. order[j] = G(j) is the node at array
        // position j; the problem carries the same order, so the packet of the node at
        // position j is due at G((j + q) mod p). at[j] = the packet at position j between phases.
        const std::vector<int> &order = problem.order();
        std::vector<int> at(static_cast<std::size_t>(p));
        for (int j = 0; j < p; ++j)
            at[std::size_t(j)] = order[std::size_t(j)];

        const int total = graySteps(q);
        const QString sum = powersOfTwo(q);
        int step = 0;
        auto trace = [&](int line, const std::vector<TraceVars> &vars) {
            traceSendersWith(rounds, line, [&](int sender) { return vars[std::size_t(sender)]; });
        };
        for (int i = 0; (q >> i) != 0; ++i) {
            if (!((q >> i) & 1))
                continue;
            const int span = 1 << i;
            const QString iText = QString::number(i);
            if (i == 0) {
                // Array neighbours are cube neighbours (a Gray code changes one bit per step,
                // also across the wraparound from p - 1 to 0).
                std::vector<TraceVars> vars(static_cast<std::size_t>(p));
                for (int j = 0; j < p; ++j) {
                    const int from = order[std::size_t(j)];
                    const int to = order[std::size_t((j + 1) % p)];
                    rounds.send({from, to}, {at[std::size_t(j)]});
                    vars[std::size_t(from)] = {{QStringLiteral("i"), iText}, {QStringLiteral("j"), QString::number(j)}};
                }
                trace(5, vars);
                rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift "
                        "by 1 along the array: every node sends its packet to the next array position, a cube "
                        "neighbour."))
                                      .arg(++step)
                                      .arg(total)
                                      .arg(sum));
            } else {
                // Positions j and j + 2^i always differ in Gray bit i - 1 (adding 2^i flips bit
                // i of j, and G's bit i - 1 is j_i XOR j_(i-1)) and in exactly one more bit. So
                // the first hop is the same dimension for every node, a permutation; the
                // second hop is the one remaining link.
                const int across = 1 << (i - 1);
                std::vector<TraceVars> vars(static_cast<std::size_t>(p));
                for (int j = 0; j < p; ++j) {
                    const int from = order[std::size_t(j)];
                    rounds.send({from, from ^ across}, {at[std::size_t(j)]});
                    vars[std::size_t(from)] = {{QStringLiteral("i"), iText}, {QStringLiteral("j"), QString::number(j)}};
                }
                trace(6, vars);
                rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift "
                        "by %4 along the array: first hop of two: every node sends the packet it holds across "
                        "dimension %5."))
                                  .arg(++step)
                                  .arg(total)
                                  .arg(sum)
                                  .arg(span)
                                  .arg(i - 1));
                for (int j = 0; j < p; ++j) {
                    const int mid = order[std::size_t(j)] ^ across;
                    rounds.send({mid, order[std::size_t((j + span) % p)]}, {at[std::size_t(j)]});
                    vars[std::size_t(mid)] = {{QStringLiteral("i"), iText}, {QStringLiteral("k"), QString::number(j)}};
                }
                trace(7, vars);
                rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                        "Round %1 of %2 (processors numbered along the Gray-code array, Fig. 3.6.2; q = %3): shift "
                        "by %4 along the array: second hop of two: every packet takes the one remaining link to the "
                        "node %4 array positions further on."))
                                  .arg(++step)
                                  .arg(total)
                                  .arg(sum)
                                  .arg(span));
            }
            std::vector<int> next(static_cast<std::size_t>(p));
            for (int j = 0; j < p; ++j)
                next[std::size_t((j + span) % p)] = at[std::size_t(j)];
            at = std::move(next);
        }
        return s;
    }

private:
    static bool storeAndForward(const RunParams &params) { return params.model.switching == Switching::StoreAndForward; }
};

} // namespace

void registerShiftFamily(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<ShiftRing>());
    registry.add(std::make_shared<ShiftTorus>());
    registry.add(std::make_shared<ShiftHypercube>());
}

} // namespace collviz::core::algorithms
