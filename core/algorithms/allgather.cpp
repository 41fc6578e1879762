// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// All-to-all broadcast and reduction, allreduce and prefix sums (seed 001 sections 3.2-3.3).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/common.h"
#include "core/networks/gridaxes.h"
#include "core/topologies.h"

namespace collviz::core::algorithms {

namespace {

/// The base of the all-to-all broadcasts and of their duals, the all-to-all reductions (seed 001
/// section 3.2); their lower bound follows the model (bounds.h, Kind::Allgather).
using AllToAllBase = AlgorithmBase;

/**
 * The cost shared by allgather-ring and its dual reduce-scatter-ring (seed 001 section 3.2.1:
 * the ring reduction is the ring broadcast with the messages running the other way and added
 * instead of collected): p - 1 steps of one m-word message, (t_s + t_w m)(p - 1).
 */
class RingAllToAll : public AllToAllBase
{
public:
    using AllToAllBase::AllToAllBase;

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.processorCount() - 1;
    }

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        // p - 1 rounds of p one-packet messages, and what the nodes hold.
        const double p = topology.processorCount();
        return 2 * p * p;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * (topology.processorCount() - 1);
    }
};

/**
 * The cost shared by allgather-hypercube and its dual reduce-scatter-hypercube (seed 001
 * section 3.2, "all-to-all reduction is the dual of all-to-all broadcast", and section 3.2.3):
 * log p steps whose messages double (halve) from m to m p/2 words, t_s log p + t_w m (p - 1).
 */
class CubeAllToAll : public AllToAllBase
{
public:
    using AllToAllBase::AllToAllBase;

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.dimensions();
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return stepsPlusAllWords(topology.dimensions(), topology.processorCount(), params.cost);
    }
};

/**
 * The cost shared by allreduce-hypercube and prefix-sum-hypercube, which run the same exchange
 * pattern (seed 001 sections 3.3 and 3.3.1): log p steps of one m-word partial sum,
 * (t_s + t_w m) log p. Their lower bound (bounds.h): a result that depends on all p
 * contributions (every node's in the all-reduce, the last node's in a prefix sum) needs them
 * to spread like a broadcast; under 1-port ceil(log2 p) rounds of an m-word partial sum.
 */
class CubeSumExchange : public AlgorithmBase
{
public:
    using AlgorithmBase::AlgorithmBase;

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return topology.dimensions();
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return perStep(params.cost) * topology.dimensions();
    }
};

/// "M3" or "M3..M5": the allgather messages first..last (row-major rows and subcubes are ranges).
QString messageRange(int first, int last)
{
    return first == last ? QStringLiteral("M%1").arg(first) : QStringLiteral("M%1..M%2").arg(first).arg(last);
}

/// A partial sum as a lecturer writes it: "Σ n[0-3]".
QString partialSum(const Schedule &s, int packet)
{
    return QStringLiteral("Σ n[%1]").arg(s.contributors[std::size_t(packet)].toString());
}

/// The vertices of the straight path along one line of a mesh from position `from` to
/// position `to` (positions 0..z-1, vertex = base + position * stride).
std::vector<int> linePath(int base, int stride, int from, int to)
{
    std::vector<int> path;
    const int step = to > from ? 1 : -1;
    for (int x = from;; x += step) {
        path.push_back(base + x * stride);
        if (x == to)
            break;
    }
    return path;
}

/**
 * allgather-ring: seed 001 section 3.2.1, Fig. 3.2.2. In step k every node sends to its
 * right neighbour the message it received in step k-1 (its own in step 1); after p-1
 * steps every node holds all p messages. Cost (t_s + t_w m)(p-1).
 */
class AllgatherRing final : public RingAllToAll
{
public:
    AllgatherRing()
        : RingAllToAll({QStringLiteral("allgather-ring"), Operation::Allgather,
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all broadcast on a ring"),
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                          "Every node sends its own message to its right neighbour; in each of "
                                          "the following steps it forwards the message it has just received. "
                                          "After p-1 steps every node holds all p messages. Only one link "
                                          "direction is used and every link carries one message per step, which "
                                          "is asymptotically optimal because the ring's bisection width is 2."),
                        cite(Seed::S001, "§3.2.1 Fig. 3.2.2-3.2.3"),
                        {needs::ring()},
                        model(Switching::StoreAndForward, 1, Duplex::Full, true),
                        QStringLiteral("(t_s + t_w m)(p - 1)")})
    {
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BC_RING(my_id, my_msg, p, result)"),
                {QStringLiteral("left := (my_id - 1) mod p"),
                 QStringLiteral("right := (my_id + 1) mod p"),
                 QStringLiteral("result := my_msg; msg := result"),
                 QStringLiteral("for i := 1 to p-1 do"),
                 QStringLiteral("    send msg to right"),
                 QStringLiteral("    receive msg from left"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        RoundBuilder rounds(s, problem, *this);
        for (int step = 1; step < p; ++step) {
            for (int i = 0; i < p; ++i) {
                const int origin = ((i - step + 1) % p + p) % p;
                const int right = (i + 1) % p;
                rounds.send({i, right}, {origin});
                rounds.trace(i, 4, [&] {
                    return TraceVars{{QStringLiteral("i"), QString::number(step)},
                                     {QStringLiteral("left"), QString::number((i - 1 + p) % p)},
                                     {QStringLiteral("right"), QString::number(right)},
                                     {QStringLiteral("msg"), QStringLiteral("M%1").arg(origin)}};
                });
            }
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node passes the message it received last (its own in round 1) to its right "
                    "neighbour."))
                                  .arg(step)
                                  .arg(p - 1));
        }
        return s;
    }
};

/**
 * allgather-mesh: seed 001 section 3.2.2, Fig. 3.2.5-3.2.6 (All_to_All_Broadcast_mesh),
 * one phase per dimension. Every row of an a x b (x c) mesh or torus runs the ring
 * algorithm (a-1 steps of m words), then every column runs it on the consolidated row
 * messages (b-1 steps of a m words), then every z-line on the consolidated planes
 * (c-1 steps of a b m words). Cost t_s sum(z_k - 1) + t_w m (p - 1); for a square,
 * 2 t_s (sqrt p - 1) + t_w m (p - 1).
 * On a mesh without wraparound the "wrap" message of each ring goes back along the line
 * over the opposite-direction channels, which no other message uses: free under wormhole
 * routing with t_h = 0, dearer under store-and-forward.
 */
class AllgatherMesh final : public AllToAllBase
{
public:
    AllgatherMesh()
        : AllToAllBase({QStringLiteral("allgather-mesh"), Operation::Allgather,
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all broadcast on a mesh or torus"),
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                          "First every row performs the ring all-to-all broadcast: in a-1 steps "
                                          "each node passes the message it received last to its right neighbour, "
                                          "so every node ends up with the a messages of its row. Each node then "
                                          "consolidates them into one message of a m words, and every column "
                                          "performs the same ring algorithm on these in b-1 steps; on a 3D mesh "
                                          "or torus the z-lines follow with the consolidated planes. The time is "
                                          "t_s (a + b - 2) + t_w m (p - 1) in 2D (2 t_s (sqrt p - 1) + t_w m (p - "
                                          "1) on a square; plus c - 1 start-ups in 3D), and each node must "
                                          "receive m (p - 1) words anyway. The text treats every row and column "
                                          "as a ring; on a mesh without wraparound the message from the last node "
                                          "travels back along the line over channels no other message uses, which "
                                          "costs nothing extra under wormhole routing when t_h = 0 but a - 1 hops "
                                          "of t_w m under store-and-forward."),
                        cite(Seed::S001, "§3.2.2 Fig. 3.2.5-3.2.6, All_to_All_Broadcast_mesh"),
                        {needs::grid().dimensions(2, 1 << 20)},
                        model(Switching::Wormhole, 1, Duplex::Full, true),
                        QStringLiteral("t_s sum_k (z_k - 1) + t_w m (p - 1)   [square: 2 t_s (sqrt p - 1) + t_w m (p - 1)]")})
    {
    }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        int rounds = 0;
        for (int z : topology.shape())
            rounds += z - 1;
        return rounds;
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BC_MESH(my_id, my_msg, a, b, result)"),
                {QStringLiteral("left := my_id - (my_id mod a) + (my_id - 1) mod a"),
                 QStringLiteral("right := my_id - (my_id mod a) + (my_id + 1) mod a"),
                 QStringLiteral("result := my_msg; msg := result"),
                 QStringLiteral("for i := 1 to a-1 do                  // along the row"),
                 QStringLiteral("    send msg to right; receive msg from left"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for"),
                 QStringLiteral("up := (my_id - a) mod p; down := (my_id + a) mod p"),
                 QStringLiteral("msg := result                         // the a messages of my row, as one"),
                 QStringLiteral("for i := 1 to b-1 do                  // along the column"),
                 QStringLiteral("    send msg to down; receive msg from up"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for")}};
    }

    /// The text's pseudo-code is the 2D one; in 3D the planes follow along Z in the same way,
    /// and from four axes on one loop runs over the axes (the send is its line 4, as in 2D).
    PseudoCode pseudoCodeOn(const Topology &topology) const override
    {
        if (topology.dimensions() >= 4)
            return {QStringLiteral("ALL_TO_ALL_BC_MESH_D(my_id, my_msg, d, z_1..z_d, result)"),
                    {QStringLiteral("result := my_msg; msg := result"),
                     QStringLiteral("for k := 1 to d do                    // x, y, z, w, d5, ..."),
                     QStringLiteral("    prev, next := my neighbours along axis k, wrapping round"),
                     QStringLiteral("    for i := 1 to z_k - 1 do"),
                     QStringLiteral("        send msg to next; receive msg from prev"),
                     QStringLiteral("        result := result ∪ msg"),
                     QStringLiteral("    end for"),
                     QStringLiteral("    msg := result                     // the messages of my block, as one"),
                     QStringLiteral("end for")}};
        if (topology.dimensions() != 3)
            return pseudoCode();
        return {QStringLiteral("ALL_TO_ALL_BC_MESH_3D(my_id, my_msg, a, b, c, result)"),
                {QStringLiteral("left, right := my neighbours in my row (X), wrapping round"),
                 QStringLiteral("// p = a b c processors, my_id = x + a y + a b z"),
                 QStringLiteral("result := my_msg; msg := result"),
                 QStringLiteral("for i := 1 to a-1 do                  // along the row"),
                 QStringLiteral("    send msg to right; receive msg from left"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for"),
                 QStringLiteral("up, down := my neighbours in my column (Y), wrapping round"),
                 QStringLiteral("msg := result                         // the a messages of my row, as one"),
                 QStringLiteral("for i := 1 to b-1 do                  // along the column"),
                 QStringLiteral("    send msg to down; receive msg from up"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for"),
                 QStringLiteral("above, below := my neighbours along Z, wrapping round"),
                 QStringLiteral("msg := result                         // the a b messages of my plane, as one"),
                 QStringLiteral("for i := 1 to c-1 do                  // along Z, plane to plane"),
                 QStringLiteral("    send msg to below; receive msg from above"),
                 QStringLiteral("    result := result ∪ msg"),
                 QStringLiteral("end for")}};
    }
    bool pseudoCodeApplies(const Topology &) const override { return true; }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const auto &cart = static_cast<const CartesianTopology &>(problem.topology());
        const int p = cart.processorCount();
        const int dims = cart.dimensions();
        const bool wrap = cart.wraps();
        RoundBuilder rounds(s, problem, *this);
        const int a = cart.side(0);

        int block = 1; // processors whose messages a node forwards as one in this phase
        for (int dim = 0; dim < dims; ++dim) {
            const int z = cart.side(dim);
            const int stride = cart.stride(dim);
            for (int step = 1; step < z; ++step) {
                for (int v = 0; v < p; ++v) {
                    const int c = cart.coords(v)[std::size_t(dim)];
                    const int lineBase = v - c * stride;
                    // The block received last: the processors of the sub-block (dimensions
                    // below `dim`) at coordinate c - step + 1 of this line.
                    const int originC = ((c - step + 1) % z + z) % z;
                    const int blockBase = (lineBase + originC * stride) - (v % stride);
                    std::vector<int> packets;
                    packets.reserve(std::size_t(block));
                    for (int k = 0; k < block; ++k)
                        packets.push_back(blockBase + k);
                    const int next = lineBase + ((c + 1) % z) * stride;
                    // The last node of a mesh line reaches the first one back along the line.
                    auto path = (c + 1 < z || wrap) ? std::vector<int>{v, next} : linePath(lineBase, stride, c, 0);
                    rounds.send(path, packets);
                    rounds.trace(v, dims >= 4 ? 4 : 4 + 6 * dim, [&] {
                        const QString msg = messageRange(blockBase, blockBase + block - 1);
                        if (dims >= 4)
                            return TraceVars{{QStringLiteral("k"), QString::number(dim + 1)},
                                             {QStringLiteral("i"), QString::number(step)},
                                             {QStringLiteral("prev"), QString::number(lineBase + ((c - 1 + z) % z) * stride)},
                                             {QStringLiteral("next"), QString::number(next)},
                                             {QStringLiteral("msg"), msg}};
                        if (dim == 0) {
                            const int x = v % a;
                            const int y = v / a;
                            return TraceVars{{QStringLiteral("i"), QString::number(step)},
                                             {QStringLiteral("left"), QString::number(y * a + (x - 1 + a) % a)},
                                             {QStringLiteral("right"), QString::number(next)},
                                             {QStringLiteral("msg"), msg}};
                        }
                        const bool z3 = dim == 2;
                        return TraceVars{{QStringLiteral("i"), QString::number(step)},
                                         {z3 ? QStringLiteral("above") : QStringLiteral("up"),
                                          QString::number(lineBase + ((c - 1 + z) % z) * stride)},
                                         {z3 ? QStringLiteral("below") : QStringLiteral("down"), QString::number(next)},
                                         {QStringLiteral("msg"), msg}};
                    });
                }
                rounds.finish(narrationFor(dim, step, z - 1, block, wrap));
            }
            block *= z;
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        return stepsPlusAllWords(*formulaRounds(topology, params), topology.processorCount(), params.cost);
    }

private:
    static Text narrationFor(int dim, int step, int steps, int block, bool wrap)
    {
        if (dim == 0)
            return wrap ? narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Row phase, round %1 of %2: every node passes the message it received last (its own in round 1) "
                    "to its right neighbour; the last node of each row uses the wraparound link."))
                              .arg(step)
                              .arg(steps)
                        : narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                "Row phase, round %1 of %2: every node passes the message it received last (its own "
                                "in round 1) to its right neighbour; the last node of each row sends back along the "
                                "row to the first, over the otherwise idle leftward channels."))
                              .arg(step)
                              .arg(steps);
        if (dim == 1)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Column phase, round %1 of %2: every node passes the %3 messages of one row that it received "
                    "last (its own row's in round 1) as one message to the node below it."))
                .arg(step)
                .arg(steps)
                .arg(block);
        if (dim == 2)
            return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Z phase, round %1 of %2: every node passes the %3 messages of one plane that it received last "
                    "(its own plane's in round 1) as one message to the next plane."))
                .arg(step)
                .arg(steps)
                .arg(block);
        return narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                "%1 phase, round %2 of %3: every node passes the %4 messages of its block of the axes before %1 "
                "that it received last (its own block's in round 1) as one message to the next node along %1."))
            .arg(networks::gridAxisName(dim).toUpper())
            .arg(step)
            .arg(steps)
            .arg(block);
    }
};

/**
 * allgather-hypercube: seed 001 section 3.2.3, Fig. 3.2.7-3.2.8 (All_to_All_Broadcast_HC).
 * In step i = 0..d-1 every node exchanges everything it holds with its partner across
 * dimension i, so the message doubles every step: 2^i m words in step i.
 * Cost t_s log p + t_w m (p - 1), which meets the 1-port lower bound.
 */
class AllgatherHypercube final : public CubeAllToAll
{
public:
    AllgatherHypercube()
        : CubeAllToAll({QStringLiteral("allgather-hypercube"), Operation::Allgather,
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all broadcast on a hypercube"),
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                          "In step i (i = 0 .. d-1) every node exchanges everything it holds with "
                                          "its neighbour across dimension i and adds what it receives. After step "
                                          "i every node holds the messages of its subcube of 2^(i+1) nodes, so the "
                                          "message doubles every step: m, 2m, 4m, ... words. The time is t_s log p "
                                          "+ t_w m (p - 1), which no 1-port algorithm can beat: it needs log p "
                                          "start-ups to hear from everyone and must receive m (p - 1) words."),
                        cite(Seed::S001, "§3.2.3 Fig. 3.2.7-3.2.8, All_to_All_Broadcast_HC"),
                        {needs::binaryCube()},
                        model(Switching::StoreAndForward, 1, Duplex::Full, true),
                        QStringLiteral("t_s log p + t_w m (p - 1)")})
    {
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_BC_HC(d, my_id, my_msg, result)"),
                {QStringLiteral("result := my_msg"),
                 QStringLiteral("for i := 0 to d-1 do                  // one dimension per step"),
                 QStringLiteral("    partner := my_id XOR 2^i"),
                 QStringLiteral("    send result to partner; receive msg from partner"),
                 QStringLiteral("    result := result ∪ msg            // twice as large as before"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int d = problem.topology().dimensions();
        const int p = problem.processors();
        RoundBuilder rounds(s, problem, *this);
        for (int i = 0; i < d; ++i) {
            const int bit = 1 << i;
            for (int v = 0; v < p; ++v) {
                const int partner = v ^ bit;
                // What v holds: the messages of its subcube of the dimensions below i.
                const int first = v & ~(bit - 1);
                std::vector<int> packets;
                for (int k = first; k < first + bit; ++k)
                    packets.push_back(k);
                rounds.send({v, partner}, packets);
                rounds.trace(v, 3, [&] {
                    return TraceVars{{QStringLiteral("i"), QString::number(i)},
                                     {QStringLiteral("partner"), binaryDigits(partner, d)},
                                     {QStringLiteral("result"), messageRange(first, first + bit - 1)}};
                });
            }
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node exchanges %3 it holds with its neighbour across "
                    "dimension %4; afterwards it holds %5."))
                                  .arg(i + 1)
                                  .arg(d)
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "all %n message(s)"), bit))
                                  .arg(i)
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n message(s)"), 2 * bit)));
        }
        return s;
    }
};

/**
 * reduce-scatter-ring: seed 001 section 3.2.1, Fig. 3.2.4 (All_to_All_Reduction_Ring), the
 * dual of allgather-ring. In step i node k sends to its left neighbour the partial sum for
 * item (k + i) mod p: its own contribution plus what it received in step i-1. After p-1
 * steps it adds its own contribution to the sum it received for itself. Cost (t_s + t_w m)(p-1),
 * and t_c m a step for the one sum each node adds.
 */
class ReduceScatterRing final : public RingAllToAll
{
public:
    ReduceScatterRing()
        : RingAllToAll({QStringLiteral("reduce-scatter-ring"), Operation::ReduceScatter,
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all reduction on a ring"),
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                          "The dual of the ring all-to-all broadcast: the messages run the other "
                                          "way round and are added up instead of collected. In step i every node "
                                          "sends to its left neighbour the partial sum for the node i places to "
                                          "its right: its own contribution plus the partial sum it received in "
                                          "the step before. After p-1 steps every node receives the sum of all "
                                          "other contributions for itself and adds its own. Every message is m "
                                          "words, so the time is (t_s + t_w m)(p - 1), as for the broadcast."),
                        cite(Seed::S001, "§3.2.1 Fig. 3.2.4, All_to_All_Reduction_Ring"),
                        {needs::ring()},
                        model(Switching::StoreAndForward, 1, Duplex::Full, true),
                        QStringLiteral("(t_s + t_w m)(p - 1)")})
    {
        setCombineFormulaText(QStringLiteral("(t_s + t_w m + t_c m)(p - 1)"));
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (perStep(c) + c.tc * c.m) * (topology.processorCount() - 1);
    }

public:

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_RED_RING(my_id, my_msg[0..p-1], p, result)"),
                {QStringLiteral("left := (my_id - 1) mod p; right := (my_id + 1) mod p"),
                 QStringLiteral("recv := 0"),
                 QStringLiteral("for i := 1 to p-1 do"),
                 QStringLiteral("    j := (my_id + i) mod p"),
                 QStringLiteral("    temp := my_msg[j] + recv"),
                 QStringLiteral("    send temp to left; receive recv from right"),
                 QStringLiteral("end for"),
                 QStringLiteral("result := my_msg[my_id] + recv")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int p = problem.processors();
        RoundBuilder rounds(s, problem, *this);
        // temp[k]: the partial sum node k sends next (item (k + i) mod p in step i).
        std::vector<int> temp(static_cast<std::size_t>(p));
        for (int k = 0; k < p; ++k)
            temp[std::size_t(k)] = problem.reduceScatterPacket(k, (k + 1) % p);
        for (int i = 1; i < p; ++i) {
            for (int k = 0; k < p; ++k) {
                const int left = (k - 1 + p) % p;
                rounds.send({k, left}, {temp[std::size_t(k)]});
                rounds.trace(k, 5, [&] {
                    return TraceVars{{QStringLiteral("i"), QString::number(i)},
                                     {QStringLiteral("j"), QString::number((k + i) % p)},
                                     {QStringLiteral("left"), QString::number(left)},
                                     {QStringLiteral("temp"), partialSum(s, temp[std::size_t(k)])}};
                });
            }
            // Node k received its right neighbour's partial sum for item (k + i + 1) mod p and adds
            // its own contribution: that is next step's temp, or in the last step the result.
            std::vector<int> next(static_cast<std::size_t>(p));
            for (int k = 0; k < p; ++k) {
                const int item = (k + i + 1) % p;
                const int received = temp[std::size_t((k + 1) % p)];
                next[std::size_t(k)] =
                    s.addCombine(rounds.round(), k, {received, problem.reduceScatterPacket(k, item)}, item);
            }
            temp.swap(next);
            rounds.finish(i < p - 1 ? narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node sends its partial sum for the node %3 to its right to its "
                    "left neighbour, then adds its own contribution to the partial sum it received."))
                                              .arg(i)
                                              .arg(p - 1)
                                              .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n place(s)"), i))
                                        : narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                                "Round %1 of %2: every node sends its last partial sum to its left "
                                                "neighbour and receives the sum of all other contributions for "
                                                "itself, to which it adds its own."))
                                              .arg(i)
                                              .arg(p - 1));
        }
        return s;
    }
};

/**
 * reduce-scatter-hypercube: the dual of allgather-hypercube (seed 001 section 3.2, "all-to-all
 * reduction is the dual of all-to-all broadcast"; section 3.2.3). The steps run in reverse:
 * dimension i = d-1 .. 0; every node sends the partial sums of the 2^i items in its partner's
 * half of the current subcube and adds the partner's sums for its own half, so the message
 * halves every step. Cost t_s log p + t_w m (p - 1); a node adds p/2 + p/4 + ... + 1 = p - 1
 * sums of m words, one after another: t_c m (p - 1).
 */
class ReduceScatterHypercube final : public CubeAllToAll
{
public:
    ReduceScatterHypercube()
        : CubeAllToAll({QStringLiteral("reduce-scatter-hypercube"), Operation::ReduceScatter,
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all reduction on a hypercube"),
                        QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                          "The hypercube all-to-all broadcast run backwards, with sums instead of "
                                          "unions. Every node starts with a contribution for every node. In the "
                                          "first step it sends the p/2 partial sums meant for the other half of "
                                          "the cube (highest dimension) to its partner there and adds the "
                                          "partner's sums for its own half; then the same within the half, with "
                                          "p/4 sums, and so on down to dimension 0. The messages halve every step, "
                                          "so the time is t_s log p + t_w m (p - 1), the same as the broadcast."),
                        cite(Seed::S001, "§3.2 (duality), §3.2.3 Fig. 3.2.8 reversed"),
                        {needs::binaryCube()},
                        model(Switching::StoreAndForward, 1, Duplex::Full, true),
                        QStringLiteral("t_s log p + t_w m (p - 1)")})
    {
        setCombineFormulaText(QStringLiteral("t_s log p + (t_w + t_c) m (p - 1)"));
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return stepsPlusAllWords(topology.dimensions(), topology.processorCount(), c)
               + c.tc * c.m * (topology.processorCount() - 1);
    }

public:

    double estimatedPacketRefs(const Topology &topology, int) const override
    {
        // The messages halve every step: p (p - 1) partial sums sent and as many made.
        const double p = topology.processorCount();
        return 2 * p * p;
    }

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_TO_ALL_RED_HC(d, my_id, msg[0..p-1], result)"),
                {QStringLiteral("for i := d-1 downto 0 do"),
                 QStringLiteral("    partner := my_id XOR 2^i"),
                 QStringLiteral("    send msg[j] for the 2^i items j of the partner's half to partner"),
                 QStringLiteral("    receive sum[j] for the 2^i items j of my half from partner"),
                 QStringLiteral("    msg[j] := msg[j] + sum[j] for every j of my half"),
                 QStringLiteral("end for"),
                 QStringLiteral("result := msg[my_id]")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int d = problem.topology().dimensions();
        const int p = problem.processors();
        RoundBuilder rounds(s, problem, *this);
        // sum[v][j]: the partial sum of item j that node v holds.
        std::vector<std::vector<int>> sum(static_cast<std::size_t>(p), std::vector<int>(static_cast<std::size_t>(p)));
        for (int v = 0; v < p; ++v)
            for (int j = 0; j < p; ++j)
                sum[std::size_t(v)][std::size_t(j)] = problem.reduceScatterPacket(v, j);
        for (int i = d - 1; i >= 0; --i) {
            const int bit = 1 << i;
            for (int v = 0; v < p; ++v) {
                const int partner = v ^ bit;
                // The items of the partner's half of v's current subcube: a range of 2^i labels.
                const int first = partner & ~(bit - 1);
                std::vector<int> packets;
                for (int j = first; j < first + bit; ++j)
                    packets.push_back(sum[std::size_t(v)][std::size_t(j)]);
                rounds.send({v, partner}, packets);
                rounds.trace(v, 2, [&] {
                    return TraceVars{{QStringLiteral("i"), QString::number(i)},
                                     {QStringLiteral("partner"), binaryDigits(partner, d)},
                                     {QStringLiteral("j"), bit == 1 ? QString::number(first)
                                                                    : QStringLiteral("%1..%2").arg(first).arg(first + bit - 1)}};
                });
            }
            for (int v = 0; v < p; ++v) {
                const int partner = v ^ bit;
                const int first = v & ~(bit - 1);
                for (int j = first; j < first + bit; ++j)
                    sum[std::size_t(v)][std::size_t(j)] = s.addCombine(
                        rounds.round(), v,
                        {sum[std::size_t(v)][std::size_t(j)], sum[std::size_t(partner)][std::size_t(j)]}, j);
            }
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node sends its %3 for the other half of its subcube to its "
                    "neighbour across dimension %4 and adds the %3 it receives for its own half."))
                                  .arg(d - i)
                                  .arg(d)
                                  .arg(counted(QT_TRANSLATE_N_NOOP("collviz::core::Algorithm", "%n partial sum(s)"), bit))
                                  .arg(i));
        }
        return s;
    }
};

/**
 * allreduce-hypercube: seed 001 section 3.3. The exchange pattern of allgather-hypercube,
 * but partners add what they receive, so the message stays m words: (t_s + t_w m + t_c m) log p.
 */
class AllreduceHypercube final : public CubeSumExchange
{
public:
    AllreduceHypercube()
        : CubeSumExchange({QStringLiteral("allreduce-hypercube"), Operation::Allreduce,
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-reduce on a hypercube"),
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                             "The communication pattern of the hypercube all-to-all broadcast: in "
                                             "step i every node exchanges its partial sum with its neighbour across "
                                             "dimension i. Instead of concatenating, both add the two sums, so after "
                                             "step i every node holds the sum over its subcube of 2^(i+1) nodes and "
                                             "the message never grows. The time is (t_s + t_w m) log p, half of a "
                                             "reduction followed by a broadcast."),
                           cite(Seed::S001, "§3.3 Fig. 3.3.1"),
                           {needs::binaryCube()},
                           model(Switching::StoreAndForward, 1, Duplex::Full, true),
                           QStringLiteral("(t_s + t_w m) log p")})
    {
        setCombineFormulaText(QStringLiteral("(t_s + t_w m + t_c m) log p"));
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (perStep(c) + c.tc * c.m) * topology.dimensions();
    }

public:

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("ALL_REDUCE_HC(d, my_id, my_msg, result)"),
                {QStringLiteral("result := my_msg"),
                 QStringLiteral("for i := 0 to d-1 do"),
                 QStringLiteral("    partner := my_id XOR 2^i"),
                 QStringLiteral("    send result to partner; receive msg from partner"),
                 QStringLiteral("    result := result + msg            // still m words"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int d = problem.topology().dimensions();
        const int p = problem.processors();
        RoundBuilder rounds(s, problem, *this);
        std::vector<int> result(static_cast<std::size_t>(p));
        for (int v = 0; v < p; ++v)
            result[std::size_t(v)] = v;
        for (int i = 0; i < d; ++i) {
            const int bit = 1 << i;
            for (int v = 0; v < p; ++v) {
                rounds.send({v, v ^ bit}, {result[std::size_t(v)]});
                rounds.trace(v, 3, [&] {
                    return TraceVars{{QStringLiteral("i"), QString::number(i)},
                                     {QStringLiteral("partner"), binaryDigits(v ^ bit, d)},
                                     {QStringLiteral("result"), partialSum(s, result[std::size_t(v)])}};
                });
            }
            std::vector<int> next(static_cast<std::size_t>(p));
            for (int v = 0; v < p; ++v)
                next[std::size_t(v)] =
                    s.addCombine(rounds.round(), v, {result[std::size_t(v)], result[std::size_t(v ^ bit)]}, -1);
            result.swap(next);
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node exchanges its partial sum with its neighbour across dimension %3 and "
                    "adds the two; it now holds the sum over %4 nodes."))
                                  .arg(i + 1)
                                  .arg(d)
                                  .arg(i)
                                  .arg(2 * bit));
        }
        return s;
    }
};

/**
 * prefix-sum-hypercube: seed 001 section 3.3.1, Fig. 3.3.2 (Prefix_sums_HC). Each node keeps
 * two partial sums: `msg`, the sum over its current subcube (the all-reduce pattern), and
 * `result`, which only takes a received number when the partner's label is smaller.
 * Cost (t_s + t_w m) log p, and 2 t_c m a step: node p - 1 adds the partner's number to both
 * sums in every step, one after the other.
 */
class PrefixSumHypercube final : public CubeSumExchange
{
public:
    PrefixSumHypercube()
        : CubeSumExchange({QStringLiteral("prefix-sum-hypercube"), Operation::PrefixSum,
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm", "Prefix sums on a hypercube"),
                           QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                                             "Node k must end with n_0 + ... + n_k. Every node keeps two sums: msg, "
                                             "the sum over its current subcube, which it exchanges with its neighbour "
                                             "across dimension i in step i exactly as in the all-reduce, and result, "
                                             "its own prefix sum. A node adds the number it receives to msg always, "
                                             "and to result only when the partner's label is smaller than its own, "
                                             "because only then are the partner's numbers in its prefix. The time is "
                                             "(t_s + t_w m) log p. The seed's listing closes the loop before the "
                                             "'if partner < my_id' test; the test belongs inside the loop, as the "
                                             "sums of Fig. 3.3.2 show, and that is what runs here."),
                           cite(Seed::S001, "§3.3.1 Fig. 3.3.2, Prefix_sums_HC"),
                           {needs::binaryCube()},
                           model(Switching::StoreAndForward, 1, Duplex::Full, true),
                           QStringLiteral("(t_s + t_w m) log p")})
    {
        setCombineFormulaText(QStringLiteral("(t_s + t_w m + 2 t_c m) log p"));
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const CostParams &c = params.cost;
        return (perStep(c) + 2 * c.tc * c.m) * topology.dimensions();
    }

public:

    PseudoCode pseudoCode() const override
    {
        return {QStringLiteral("PREFIX_SUMS_HC(d, my_id, my_number, result)"),
                {QStringLiteral("result := my_number; msg := result"),
                 QStringLiteral("for i := 0 to d-1 do"),
                 QStringLiteral("    partner := my_id XOR 2^i"),
                 QStringLiteral("    send msg to partner; receive number from partner"),
                 QStringLiteral("    msg := msg + number"),
                 QStringLiteral("    if partner < my_id then result := result + number"),
                 QStringLiteral("end for")}};
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const int d = problem.topology().dimensions();
        const int p = problem.processors();
        RoundBuilder rounds(s, problem, *this);
        // Until a node first adds to result, result and msg are the same partial sum.
        std::vector<int> result(static_cast<std::size_t>(p));
        std::vector<int> msg(static_cast<std::size_t>(p));
        for (int v = 0; v < p; ++v)
            result[std::size_t(v)] = msg[std::size_t(v)] = v;
        for (int i = 0; i < d; ++i) {
            const int bit = 1 << i;
            Round &round = rounds.round();
            for (int v = 0; v < p; ++v)
                rounds.send({v, v ^ bit}, {msg[std::size_t(v)]});
            std::vector<int> nextResult = result;
            std::vector<int> nextMsg(static_cast<std::size_t>(p));
            for (int v = 0; v < p; ++v) {
                const int partner = v ^ bit;
                const int number = msg[std::size_t(partner)];
                const int r = result[std::size_t(v)];
                const int m = msg[std::size_t(v)];
                // Combines read the buffers as they are after the receive, so both may use `number`.
                nextMsg[std::size_t(v)] = s.addCombine(round, v, {m, number}, -1);
                if (partner < v)
                    nextResult[std::size_t(v)] = s.addCombine(round, v, {r, number}, -1);
                else if (r == m)
                    // msg is consumed by its own sum: result keeps its value in a buffer of its own.
                    nextResult[std::size_t(v)] = s.addCombine(round, v, {r}, -1);
            }
            for (int v = 0; v < p; ++v) {
                const int partner = v ^ bit;
                rounds.trace(v, partner < v ? 5 : 4, [&] {
                    return TraceVars{{QStringLiteral("i"), QString::number(i)},
                                     {QStringLiteral("partner"), binaryDigits(partner, d)},
                                     {QStringLiteral("number"), partialSum(s, msg[std::size_t(partner)])},
                                     {QStringLiteral("msg"), partialSum(s, nextMsg[std::size_t(v)])},
                                     {QStringLiteral("result"), partialSum(s, nextResult[std::size_t(v)])}};
                });
            }
            result.swap(nextResult);
            msg.swap(nextMsg);
            rounds.finish(narration(QT_TRANSLATE_NOOP("collviz::core::Algorithm",
                    "Round %1 of %2: every node exchanges msg with its neighbour across dimension %3 and adds the "
                    "number it receives to msg; the nodes whose partner has the smaller label (bit %3 set) also add "
                    "it to result."))
                                  .arg(i + 1)
                                  .arg(d)
                                  .arg(i));
        }
        return s;
    }
};

} // namespace

void registerAllgatherFamily(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AllgatherRing>());
    registry.add(std::make_shared<AllgatherMesh>());
    registry.add(std::make_shared<AllgatherHypercube>());
    registry.add(std::make_shared<ReduceScatterRing>());
    registry.add(std::make_shared<ReduceScatterHypercube>());
    registry.add(std::make_shared<AllreduceHypercube>());
    registry.add(std::make_shared<PrefixSumHypercube>());
    registerAllgatherTadt(registry);
    registerAllgatherHamiltonian(registry);
}

} // namespace collviz::core::algorithms
