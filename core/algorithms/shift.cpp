// Circular q-shift (seed 001 section 3.6).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/topologies.h"

namespace collviz::core::algorithms {

namespace {

const QString kSeed001 = QStringLiteral("001_2106065cb4fc88bb.txt");

const QString kShiftBoundText =
    QStringLiteral("t_s + t_w m h   [h = longest distance a packet must travel under store-and-forward, h = 1 "
                   "under wormhole; derived]");

/// Any shift schedule pays at least one start-up and, under store-and-forward, t_w m on every
/// link of the longest shortest path some packet has to cover (split into several messages it
/// pays more start-ups, not fewer words).
double shiftLowerBound(const Topology &topology, const RunParams &params)
{
    const int p = topology.processorCount();
    int h = 1;
    if (params.model.switching == Switching::StoreAndForward)
        for (int i = 0; i < p; ++i)
            h = std::max(h, topology.distance(i, (i + params.shift) % p));
    return params.cost.ts + params.cost.tw * params.cost.m * h;
}

/// Moves every packet one link further: packet k from pos[k] to next(pos[k]).
Round neighbourStep(std::vector<int> &pos, const std::function<int(int packet, int at)> &next)
{
    Round round;
    for (int k = 0; k < int(pos.size()); ++k) {
        const int to = next(k, pos[std::size_t(k)]);
        if (to == pos[std::size_t(k)])
            continue;
        round.transfers.push_back(pathTransfer({pos[std::size_t(k)], to}, {k}));
        pos[std::size_t(k)] = to;
    }
    return round;
}

/// Traces for a round of a shift: every sender runs `line` with `vars` plus where it sends (as
/// variable `toName`) and which packet (P<k> is node k's packet); the other nodes wait (line -1).
void traceSenders(Round &round, const Problem &problem, int line, const std::vector<std::pair<QString, QString>> &vars,
                  const QString &toName = QStringLiteral("to"))
{
    if (!wantTraces(problem))
        return;
    round.traces.assign(std::size_t(problem.processors()), NodeTrace{});
    for (const Transfer &t : round.transfers) {
        NodeTrace &tr = round.traces[std::size_t(t.src)];
        tr.line = line;
        tr.vars = vars;
        tr.vars.push_back({toName, QString::number(t.dst)});
        tr.vars.push_back({QStringLiteral("msg"), QStringLiteral("P%1").arg(t.packets.front())});
    }
}

/**
 * shift-ring: seed 001 section 3.6.1. All packets move together, one link per step, the
 * shorter way round: min(q, p - q) steps. A step is one neighbour message of m words per
 * node, t_s + t_w m (every node sends one and receives one), so the cost is
 * (t_s + t_w m) min(q, p - q).
 */
class ShiftRing final : public AlgorithmBase
{
public:
    ShiftRing()
        : AlgorithmBase({QStringLiteral("shift-ring"), Operation::Shift,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm", "Circular q-shift on a ring"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "Node i must send its packet to node (i + q) mod p. All packets travel "
                                           "together the shorter way round the ring: q steps to the right, or p - q "
                                           "steps to the left when that is shorter. In every step each node passes "
                                           "the packet it holds to its neighbour and receives one, so a step costs "
                                           "t_s + t_w m and the shift (t_s + t_w m) min(q, p - q)."),
                         kSeed001 + QStringLiteral(" §3.6, §3.6.1"),
                         {TopologyKind::Ring},
                         model(Switching::StoreAndForward, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m) min(q, p - q)"),
                         kShiftBoundText})
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
        for (int step = 1; step <= steps; ++step) {
            Round round = neighbourStep(pos, [&](int, int at) { return (at + (right ? 1 : p - 1)) % p; });
            traceSenders(round, problem, 4, {{QStringLiteral("i"), QString::number(step)}}, QStringLiteral("next"));
            round.narration = right ? narration("Step %1 of %2: every node passes the packet it holds to its right "
                                                "neighbour (q = %3 is the shorter way round).")
                                          .arg(step)
                                          .arg(steps)
                                          .arg(q)
                                    : narration("Step %1 of %2: every node passes the packet it holds to its left "
                                                "neighbour (p - q = %3 is shorter than q = %4).")
                                          .arg(step)
                                          .arg(steps)
                                          .arg(p - q)
                                          .arg(q);
            s.rounds.push_back(std::move(round));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (c.ts + c.tw * c.m) * *formulaRounds(topology, params);
    }
    std::optional<double> lowerBoundValue(const Topology &topology, const RunParams &params) const override
    {
        return shiftLowerBound(topology, params);
    }
};

/**
 * shift-torus: seed 001 section 3.6.1, Fig. 3.6.1. On an a x b torus with row-major labels
 * (node x + a y): a ring shift of every row by r = q mod a, a compensating shift by one row
 * down of the packets that crossed their row's wraparound (they belong one row further), and
 * a ring shift of every column by c = floor(q / a). Every ring shift goes the shorter way.
 * Cost (t_s + t_w m)(min(r, a - r) + [r > 0] + min(c, b - c)) <= (t_s + t_w m)(a/2 + b/2 + 1).
 */
class ShiftTorus final : public AlgorithmBase
{
public:
    ShiftTorus()
        : AlgorithmBase({QStringLiteral("shift-torus"), Operation::Shift,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm", "Circular q-shift on a 2D torus"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "With row-major labels, shifting by q means r = q mod a places along the "
                                           "rows and c = floor(q / a) rows down. First every row shifts its packets "
                                           "by r, the shorter way round. The packets that crossed the end of their "
                                           "row have landed one row too high, so in one compensating step they "
                                           "move one row down; then every column shifts by c, the shorter way "
                                           "round. Each step moves every packet at most one link, so it costs t_s + "
                                           "t_w m, and the shift costs (t_s + t_w m)(min(r, a - r) + 1 + min(c, b - "
                                           "c)), without the 1 when r = 0. The text names the row and column "
                                           "shifts; the compensating step is what its Fig. 3.6.1 shows."),
                         kSeed001 + QStringLiteral(" §3.6.1 Fig. 3.6.1"),
                         {TopologyKind::Torus},
                         model(Switching::StoreAndForward, 1, Duplex::Full, true),
                         QStringLiteral("(t_s + t_w m)(min(r, a - r) + [r > 0] + min(c, b - c)), r = q mod a, c = "
                                        "floor(q / a)"),
                         kShiftBoundText})
    {
    }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        if (!AlgorithmBase::supports(topology, params, why))
            return false;
        if (topology.dimensions() != 2) {
            if (why)
                *why = tr("%1 runs on two-dimensional tori, not on %2").arg(id(), topology.name());
            return false;
        }
        return true;
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

        const bool right = r <= a - r;
        const int rowSteps = right ? r : a - r;
        for (int step = 1; step <= rowSteps; ++step) {
            Round round = neighbourStep(pos, [&](int, int at) {
                const int x = at % a;
                return at - x + (x + (right ? 1 : a - 1)) % a;
            });
            traceSenders(round, problem, 2,
                         {{QStringLiteral("i"), QString::number(step)}, {QStringLiteral("r"), QString::number(r)}});
            round.narration = narration("Row phase, step %1 of %2: every node passes the packet it holds one place "
                                        "to the %3 along its row (r = q mod a = %4).")
                                  .arg(step)
                                  .arg(rowSteps)
                                  .arg(right ? narration("right") : narration("left"))
                                  .arg(r);
            s.rounds.push_back(std::move(round));
        }

        if (r > 0) {
            // Packet k (column k mod a) crossed its row's end iff (k mod a) + r >= a; it now sits
            // in one of the columns 0 .. r-1 and belongs one row further down.
            Round round = neighbourStep(pos, [&](int k, int at) {
                return (k % a) + r >= a ? (at + a) % p : at;
            });
            traceSenders(round, problem, 5, {{QStringLiteral("r"), QString::number(r)}});
            round.narration = narration("Compensating column shift: the packets that crossed the end of their row "
                                        "(now in columns 0 to %1) move one row down.")
                                  .arg(r - 1);
            s.rounds.push_back(std::move(round));
        }

        const bool down = c <= b - c;
        const int colSteps = down ? c : b - c;
        for (int step = 1; step <= colSteps; ++step) {
            Round round = neighbourStep(pos, [&](int, int at) { return (at + (down ? a : p - a)) % p; });
            traceSenders(round, problem, 7,
                         {{QStringLiteral("i"), QString::number(step)}, {QStringLiteral("c"), QString::number(c)}});
            round.narration = narration("Column phase, step %1 of %2: every node passes the packet it holds one row "
                                        "%3 (c = floor(q / a) = %4).")
                                  .arg(step)
                                  .arg(colSteps)
                                  .arg(down ? narration("down") : narration("up"))
                                  .arg(c);
            s.rounds.push_back(std::move(round));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (c.ts + c.tw * c.m) * *formulaRounds(topology, params);
    }
    std::optional<double> lowerBoundValue(const Topology &topology, const RunParams &params) const override
    {
        return shiftLowerBound(topology, params);
    }
};

/// Trailing zero bits of q > 0: the lowest dimension any packet of a q-shift has to cross.
int trailingZeros(int q) { return __builtin_ctz(unsigned(q)); }

/**
 * shift-hypercube: seed 001 section 3.6.2, Fig. 3.6.2. Under wormhole routing (the natural
 * model) every node sends its packet straight to (i + q) mod p along the e-cube route in one
 * step, t_s + t_w m; no two routes share a channel. Under store-and-forward the packets follow
 * the same routes one dimension per step, log p - v steps (v = trailing zero bits of q),
 * within the text's bound (t_s + t_w m)(2 log p - 1).
 */
class ShiftHypercube final : public AlgorithmBase
{
public:
    ShiftHypercube()
        : AlgorithmBase({QStringLiteral("shift-hypercube"), Operation::Shift,
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm", "Circular q-shift on a hypercube"),
                         QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                           "With wormhole routing every node sends its packet straight to node (i + "
                                           "q) mod p along the e-cube route, in one step of t_s + t_w m: the text "
                                           "claims the routes never share a channel, and the engine confirms it for "
                                           "every q on cubes up to 128 nodes. The text's store-and-forward schedule "
                                           "maps a linear array onto the cube by the reflected Gray code and writes "
                                           "q as a sum of powers of two, each taking two steps (one for 2^0), so "
                                           "2 popcount(q) - (q mod 2) steps, at most 2 log p - 1, reached only for "
                                           "q = p - 1. That schedule shifts the positions of the Gray-code array, a "
                                           "different permutation of the cube's labels than node i to node i + q; "
                                           "under store-and-forward (--model sf) this app therefore moves every "
                                           "packet along its e-cube route one dimension per step, from the lowest "
                                           "set bit of q upwards: log p - v steps (v = trailing zero bits of q), "
                                           "never more than the text's bound. Sent whole, the same routes would "
                                           "cost only t_s + (log p - v) t_w m under store-and-forward, the least "
                                           "any schedule can take there; the step-by-step form keeps the text's "
                                           "neighbour-to-neighbour steps."),
                         kSeed001 + QStringLiteral(" §3.6.2 Fig. 3.6.2"),
                         {TopologyKind::Hypercube},
                         model(Switching::Wormhole, 1, Duplex::Full, true),
                         QStringLiteral("t_s + t_w m   [e-cube, wormhole]; (t_s + t_w m)(2 log p - 1)   "
                                        "[store-and-forward, upper bound]"),
                         kShiftBoundText})
    {
    }

    std::optional<Formula> formula(const Topology &topology, const RunParams &params) const override
    {
        const auto v = formulaValue(topology, params);
        if (storeAndForward(params))
            return Formula{QStringLiteral("(t_s + t_w m)(2 log p - 1)   [store-and-forward, upper bound]"), *v};
        return Formula{QStringLiteral("t_s + t_w m   [e-cube routing, wormhole]"), *v};
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &params) const override
    {
        return storeAndForward(params) ? 2 * topology.dimensions() - 1 : 1;
    }

    std::optional<QString> formulaDeviation(const Topology &topology, const RunParams &params) const override
    {
        if (!storeAndForward(params))
            return std::nullopt;
        const int d = topology.dimensions();
        const int steps = d - trailingZeros(params.shift);
        if (steps == 2 * d - 1)
            return std::nullopt;
        return tr("the text's 2 log p - 1 = %1 steps is an upper bound for its Gray-code schedule; routed along "
                  "e-cube paths one dimension per step, the %2-shift takes log p - v = %3 steps (v = trailing zero "
                  "bits of q)")
            .arg(2 * d - 1)
            .arg(params.shift)
            .arg(steps);
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("SHIFT_HC(d, my_id, my_packet, q)"),
                {QStringLiteral("dest := (my_id + q) mod 2^d"),
                 QStringLiteral("if wormhole routing then"),
                 QStringLiteral("    send my_packet to dest along the e-cube route   // one step"),
                 QStringLiteral("else                                       // store-and-forward"),
                 QStringLiteral("    msg := my_packet"),
                 QStringLiteral("    for i := (lowest set bit of q) to d-1 do"),
                 QStringLiteral("        if msg's destination differs from my_id in bit i then"),
                 QStringLiteral("            send msg to my_id XOR 2^i; receive msg from my_id XOR 2^i"),
                 QStringLiteral("    end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &params) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topo = problem.topology();
        const int d = topo.dimensions();
        const int p = problem.processors();
        const int q = params.shift;
        if (!storeAndForward(params)) {
            Round round;
            int longest = 0;
            for (int k = 0; k < p; ++k) {
                round.transfers.push_back(routedTransfer(topo, k, (k + q) % p, {k}));
                longest = std::max(longest, int(round.transfers.back().path.size()) - 1);
            }
            traceSenders(round, problem, 2, {{QStringLiteral("q"), QString::number(q)}}, QStringLiteral("dest"));
            round.narration = narration("Every node sends its packet straight to node (i + %1) mod %2 along its "
                                        "e-cube route, up to %3 hop(s), all in one step.")
                                  .arg(q)
                                  .arg(p)
                                  .arg(longest);
            s.rounds.push_back(std::move(round));
            return s;
        }
        std::vector<int> pos(static_cast<std::size_t>(p));
        for (int k = 0; k < p; ++k)
            pos[std::size_t(k)] = k;
        const int first = trailingZeros(q);
        for (int i = first; i < d; ++i) {
            const int bit = 1 << i;
            // After the dimensions below i every node holds exactly one packet, so each node sends
            // and receives at most one message.
            Round round = neighbourStep(pos, [&](int k, int at) { return ((at ^ ((k + q) % p)) & bit) ? at ^ bit : at; });
            traceSenders(round, problem, 7, {{QStringLiteral("i"), QString::number(i)}});
            round.narration = narration("Step %1 of %2: every packet whose destination differs from its current "
                                        "node in bit %3 crosses dimension %3.")
                                  .arg(i - first + 1)
                                  .arg(d - first)
                                  .arg(i);
            s.rounds.push_back(std::move(round));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (c.ts + c.tw * c.m) * *formulaRounds(topology, params);
    }
    std::optional<double> lowerBoundValue(const Topology &topology, const RunParams &params) const override
    {
        return shiftLowerBound(topology, params);
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
