// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// allgather-hamiltonian: noncombining all-to-all broadcast around link-disjoint Hamiltonian
// cycles (seed 002, Algorithm ParallelHamilCycleAAB and Lemma 12).

#include "core/algorithms/algorithms.h"
#include "core/algorithms/bounds.h"
#include "core/algorithms/common.h"
#include "core/hamiltonian.h"

namespace collviz::core::algorithms {

namespace {

/**
 * allgather-hamiltonian: seed 002, "An alternative AAB algorithm for 2D tori uses link-disjoint
 * Hamiltonian cycles", Algorithm ParallelHamilCycleAAB, Lemma 12 and the comparison with TADTs;
 * on 3D tori its "multi-dimensional generalization". The torus T(z_1, .., z_d) is decomposed into
 * d link-disjoint Hamiltonian cycles H_1 .. H_d (core/hamiltonian.h); every packet is split into
 * d pieces of m/d words, piece c travels both ways round H_c. In round r every node sends, on
 * every cycle, the piece that started r - 1 hops behind it to its successor (forward) and the
 * piece that started r - 1 hops ahead of it to its predecessor (backward): 2d messages of m/d
 * words over 2d distinct channels, one per channel. Rounds floor(N/2), time
 * floor(N/2)(t_s + t_w m/d).
 */
class AllgatherHamiltonian final : public AlgorithmBase
{
public:
    AllgatherHamiltonian()
        : AlgorithmBase(
            {QStringLiteral("allgather-hamiltonian"), Operation::Allgather,
             QT_TRANSLATE_NOOP("collviz::core::Algorithm", "All-to-all broadcast around link-disjoint Hamiltonian cycles"),
             QT_TRANSLATE_NOOP(
                 "collviz::core::Algorithm",
                 "The torus is split into link-disjoint Hamiltonian cycles H_1 and H_2 (on a 3D torus three, H_1 .. "
                 "H_3: seed 002's multi-dimensional generalization), which together use every link; the engine finds "
                 "them by a search (square switches from the rings of each dimension, with a fixed pseudo-random "
                 "tie-break and a work limit) and checks them. Every node splits its packet into halves (thirds) of m/2 "
                 "(m/3) words; half c travels both ways round H_c. Of the four directed rings of a 2D torus, forward "
                 "and backward on H_1 carry the first halves and forward and backward on H_2 the second: in round r "
                 "every node sends forward on H_c the piece that started r - 1 hops behind it and backward the one that "
                 "started r - 1 hops ahead, so each channel carries one piece a round and a node receives 2d pieces a "
                 "round; a packet is merged where its last piece arrives. A piece reaches the farthest node, N/2 hops "
                 "round its cycle, in round floor(N/2) = ceil((N - 1)/2); with an even N the last round only goes "
                 "forward. Lemma 12 (reconstructed, its symbols were lost): t = ceil((N - 1)/2)(t_s + t_w m/2), the "
                 "seed's mu = m and t_m = t_w, about (N/2) t_s + (N/4) t_w m. TADTs (allgather-tadt) need "
                 "ceil((N - 1)/4)(t_s + t_w m): the same data volume, about (N/4) t_w m, in half the rounds, so "
                 "TADTs win by a factor of 2 when start-ups dominate and the two tie when t_w m dominates (torus:5x5: "
                 "12 rounds against 6, time 18 against 12 with t_s = t_w = m = 1, 6 against 6 with t_s = 0). The "
                 "seed's claim in step 4.3 that the two halves of a packet reach a node in different rounds, \"since "
                 "the distance of i and j along H_1 differs from their distance along H_2\", does not follow from "
                 "link-disjointness; the engine measures it for the cycles of every run (each round's narration, "
                 "collviz-cli cycles). It holds on torus:5x5 (all 600 ordered pairs apart) and fails on torus:3x3 (20 "
                 "of 72 pairs get both halves in one round), 3x4 (20 of 132), 4x4 (52 of 240), 4x6 (78 of 552), 6x6 "
                 "(112 of 1260), 7x5 (62 of 1190) and 7x7 (130 of 2352); on 3x3, 3x4 and 4x4 no decomposition at "
                 "all keeps every pair apart (the tests enumerate them all). Nothing depends on it: a node merges a "
                 "packet in the round its last piece arrives. Refused: meshes (a boundary node's odd or lower degree "
                 "leaves no decomposition), rings, and tori with a side below 3 or more than three dimensions."),
             cite(Seed::S002, "Algorithm ParallelHamilCycleAAB, Lemma 12, TADTs vs Hamiltonian cycles"),
             {needs::torus()}, model(Switching::StoreAndForward, 0, Duplex::Full, false),
             QStringLiteral("(t_s + t_w m/2) floor(p/2)   [seed 002 Lemma 12 reconstructed: ceil((N - 1)/2)(t_s + "
                            "mu t_m/2); 3D torus: (t_s + t_w m/3) floor(p/2)]")})
    {
    }

    QString topologyLimits() const override
    {
        return QStringLiteral("2D and 3D tori with every side >= 3");
    }

    bool supports(const Topology &topology, const RunParams &params, QString *why) const override
    {
        // The shape first, so that a mesh or ring is told which tori are accepted.
        QString reason;
        if (!hamiltonian::decompose(topology, &reason)) {
            if (why)
                *why = tr("%1: %2").arg(id(), reason);
            return false;
        }
        return AlgorithmBase::supports(topology, params, why);
    }

    int pieces(const Topology &topology) const override { return std::max(1, topology.dimensions()); }

    std::optional<int> formulaRounds(const Topology &topology, const RunParams &) const override
    {
        return hamiltonian::rounds(topology.processorCount());
    }

    double estimatedPacketRefs(const Topology &topology, int pieces) const override
    {
        // Every piece reaches every other node once, as one transfer, and is held there.
        const double p = topology.processorCount();
        return 3.0 * pieces * p * p;
    }

    PseudoCode pseudoCode() const override
    {
        PseudoCode code;
        code.title = QStringLiteral("PARALLEL_HAMIL_CYCLE_AAB(G, my_id, p)");
        code.lines = {
            QStringLiteral("construct link-disjoint Hamiltonian cycles H_1, ..., H_d of G   (d = 2 on a 2D torus, 3 on a 3D)"),
            QStringLiteral("split p = p_my_id into pieces p_1, ..., p_d of m/d words"),
            QStringLiteral("round 1: for c = 1..d: send p_c to my successor and to my predecessor on H_c"),
            QStringLiteral("round r > 1: receive 2d pieces; forward each on its cycle the way it travels"),
            QStringLiteral("if all d pieces of some p_j have arrived: merge them into p_j"),
        };
        return code;
    }

    Schedule build(const Problem &problem, const RunParams &) const override
    {
        Schedule s = problem.emptySchedule();
        const Topology &topology = problem.topology();
        const std::optional<hamiltonian::Decomposition> dec = hamiltonian::decompose(topology, nullptr);
        if (!dec)
            return s;
        const int n = problem.processors();
        const int d = int(dec->cycles.size());
        const int total = hamiltonian::rounds(n);
        const int backwardRounds = (n - 1) / 2;

        // When each receiver completes each packet (its last piece) and whether two pieces came
        // together: seed 002's step 4.3, per round and node.
        const hamiltonian::RoundArrivals arrivals = hamiltonian::arrivalsByRound(*dec);
        const auto &merges = arrivals.completedAt;
        const auto &mergedIn = arrivals.completed;
        const auto &togetherIn = arrivals.together;

        RoundBuilder rounds(s, problem, *this);
        for (int r = 1; r <= total; ++r) {
            for (int c = 0; c < d; ++c) {
                const std::vector<int> &cyc = dec->cycles[std::size_t(c)];
                for (int k = 0; k < n; ++k) {
                    const int v = cyc[std::size_t(k)];
                    const int ahead = cyc[std::size_t((k + 1) % n)];
                    const int behind = cyc[std::size_t((k + n - 1) % n)];
                    const int fromBehind = cyc[std::size_t(((k - (r - 1)) % n + n) % n)];
                    rounds.send({v, ahead}, {fromBehind * d + c}, tag(c, +1));
                    if (r <= backwardRounds) {
                        const int fromAhead = cyc[std::size_t((k + r - 1) % n)];
                        rounds.send({v, behind}, {fromAhead * d + c}, tag(c, -1));
                    }
                }
            }
            for (int v = 0; v < n; ++v) {
                const int merged = merges[std::size_t(r)][std::size_t(v)];
                const int line = merged > 0 ? 4 : (r == 1 ? 2 : 3);
                rounds.trace(v, line, [&] {
                    return TraceVars{{QStringLiteral("r"), QString::number(r)},
                                     {QStringLiteral("d"), QString::number(d)},
                                     {QStringLiteral("received"), QString::number(r <= backwardRounds ? 2 * d : d)},
                                     {QStringLiteral("merged"), QString::number(merged)}};
                });
            }
            const Text said = r <= backwardRounds
                                  ? narration(QT_TRANSLATE_NOOP(
                                        "collviz::core::Algorithm",
                                        "Round %1 of %2: on each of the %3 Hamiltonian cycles every node passes one piece "
                                        "of m/%3 words forward and one backward; %4 packets are complete at a receiver "
                                        "this round, and %5 times two pieces of one packet reached a node together "
                                        "(seed 002 says they never do)."))
                                  : narration(QT_TRANSLATE_NOOP(
                                        "collviz::core::Algorithm",
                                        "Round %1 of %2: on each of the %3 Hamiltonian cycles every node passes one piece "
                                        "of m/%3 words forward only, to the node half way round; %4 packets are complete "
                                        "at a receiver this round, and %5 times two pieces of one packet reached a node "
                                        "together (seed 002 says they never do)."));
            rounds.finish(said.arg(r).arg(total).arg(d).arg(mergedIn[std::size_t(r)]).arg(togetherIn[std::size_t(r)]));
        }
        return s;
    }

protected:
    std::optional<double> formulaValue(const Topology &topology, const RunParams &params) const override
    {
        const int d = std::max(1, topology.dimensions());
        return (params.cost.ts + params.cost.tw * params.cost.m / d) * hamiltonian::rounds(topology.processorCount());
    }

private:
    /// The transfer's cycle (1-based, as H_1, H_2, H_3) and direction along it.
    static TransferTag tag(int cycle, int direction)
    {
        TransferTag t;
        t.cycle = cycle + 1;
        t.direction = direction;
        return t;
    }
};

} // namespace

void registerAllgatherHamiltonian(AlgorithmRegistry &registry)
{
    registry.add(std::make_shared<AllgatherHamiltonian>());
}

} // namespace collviz::core::algorithms
