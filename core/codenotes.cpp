// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/codenotes.h"

#include <QCoreApplication>

namespace collviz::core {

namespace {

// Every note the algorithms' pseudo-code and formulas carry today. A new note is one line
// here (tst_tscomplete lists the missing ones); until then it shows in English.
const char *const kNotes[] = {
    // Pseudo-code comments.
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "(a, b) -> (h(a), v(b)), row then column"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "A[a]: the element with relative address a"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "A[a]: the element with relative address a (aligned)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "T_r: the tree of root r (translated or its own)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "a number, not a neighbour"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "all dimensions at once"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "all n links at once"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "along the column"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "along the column, the shorter way"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "along the row"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "along the row, the shorter way"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "anticlockwise"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "clear bit i"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "clockwise"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "compensating column shift"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "d hops away, not a neighbour"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "e-cube route"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "first fit"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "first hop of two"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "lower i bits are 0"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "m(p-k) words"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "micro-AAS with my rectangle's corners"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "one dimension per step"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "one link"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "one packet per message and channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "one phase per quartering"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "one step"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "one worm, e-cube (XY on a mesh) route"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "over the network's route"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p-1 packets"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p/2 packets"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p/2 packets, one message"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p/4 packets"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "pair (u, NOT u)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "processors numbered by cube label"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "r: the schedule table, 2^(n-1) rows, n columns"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "round l: the arcs of level l of every tree"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "set bit i"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "step i: the i-th diagonal of every quarter"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "still m words"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "store-and-forward: numbered along the Gray-code array"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the a messages of my row, as one"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the side of my sub-mesh"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "twice as large as before"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "u_i<->u_i^xy, u_i^x<->u_i^y, half-way round"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "virtual id: the source is 0"),
    // allreduce-rabenseifner and allreduce-ring.
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p a power of two; otherwise p' = 2^floor(log2 p) in place of p, plus 2 (t_s + t_w m) for the extra step; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p a power of two; otherwise p' = 2^floor(log2 p) in place of p, plus 2 (t_s + t_w m) + t_c m for the extra step; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X in p' pieces of m/p' words"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the extra step: fold into the odd neighbour"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the processor of new rank n"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the pieces I am responsible for"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "reduce-scatter by recursive halving"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X[lo] is the total of piece lo"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "allgather by recursive doubling"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the extra step back"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "reduce-scatter round the ring"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X[(j + 1) mod p] is a total"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "allgather round the ring"),
    // allreduce-rabenseifner and allreduce-ring.
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p a power of two; otherwise p' = 2^floor(log2 p) in place of p, plus 2 (t_s + t_w m) for the extra step; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p a power of two; otherwise p' = 2^floor(log2 p) in place of p, plus 2 (t_s + t_w m) + t_c m for the extra step; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X in p' pieces of m/p' words"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the extra step: fold into the odd neighbour"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the processor of new rank n"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the pieces I am responsible for"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "reduce-scatter by recursive halving"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X[lo] is the total of piece lo"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "allgather by recursive doubling"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the extra step back"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "reduce-scatter round the ring"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X[(j + 1) mod p] is a total"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "allgather round the ring"),
    // Formula notes.
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "2^(n-1) rounds, one packet on every arc"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "K = 2^d, d blocks of at most ceil(K/2d)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "K = 2^d, span d"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "K = 2^d, span d + (K/2 mod d)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "K = 2^d, span up to K/2"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "e-cube routing, wormhole"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "log p = sum of ceil(log2 z_i) steps per dimension"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "naive: ignores the congestion"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "seed 000: sum_(i=1..p-1) (t_s + t_w m (p - i)), the same"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "square: 2 t_s (sqrt p - 1) + t_w m (p - 1)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "sum of ceil(log2 z_i) steps per dimension"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the text rounds it to 2 (t_s log p + t_w m)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "k = the node degree; mesh, linear: the largest ceil((N - 1)/deg v); T(z,z), z odd: (z^2 - 1)/4; T(z,z,z), z odd: ceil((z^3 - 1)/6)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "seed 002 Lemma 12 reconstructed: ceil((N - 1)/2)(t_s + mu t_m/2); 3D torus: (t_s + t_w m/3) floor(p/2)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "= (2 t_s + t_w m p)(sqrt(p) - 1) on a sqrt(p) x sqrt(p) mesh"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "odd p: t_s (p - 1)/2 + t_w m (p^2 - 1)/8, the seed's sum, which it rounds to mu t_m p^2/8; even p: t_s p/2 + t_w m p(p + 2)/8"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "hypercube, e-cube; mesh/torus: (t_s + t_w m) sum_j c_j, c_j = the congestion of x -> x XOR j under XY routing"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "square: 2(sqrt(p) - 1)(t_s + t_w m p/2) + 2 t_h (p - 1)/3; the text: sqrt(p) t_s + 2p t_h/3 + p sqrt(p) t_w m"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "up to d worms share a channel: d turns"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "derived: the text gives no cost; sqrt(p) - 1 steps of a 3-round micro-AAS, all contention-free"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "R = the rounds of the first-fit interleaving, measured; the seed gives none; bisection bound z^3/8 rounds"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "store-and-forward, Gray-code array, upper bound"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "second hop"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "2t^2 rounds of one micro-permutation, z = 4t; z = 4: 3 rounds; the seed's Lemma reads 2[z/2]^2"),
    // alltoall-bruck, allgather-bruck, allgather-recursive-doubling and the long-message broadcast
    // for any p (core/algorithms/mpi/).
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "(t_s + t_w m p/2) log2 p for p a power of two; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "t_s log p + t_w m (p - 1) for p a power of two; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "2 t_s log p + 2 t_w m (p - 1)/p for p a power of two; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "M[j]: my block for processor j"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "rotate: place j holds my block for my_id + j"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "B[j] came from my_id - j"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "rotate back: R[i] is i's block for me"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "place t will hold the block of my_id + t"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "rotate into order"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "my group: the 2^i numbers agreeing with my_id above bit i"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p cut my partner's group short"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p not a power of two"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the first nc of my group got its nc blocks"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "pass them on by halving"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X in p pieces of m/p words; piece v for virtual id v"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "phase 1: binomial scatter"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "I hold piece my_vid"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "phase 2: recursive doubling over my_vid"),
    // Pseudo-code comments of the per-network variants (Algorithm::pseudoCodeOn).
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "2^i pieces each way"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "I hold the total of piece my_id"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X in p pieces of m/p words"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X in p pieces of m/p words; piece j for node j"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X in p pieces; piece j's total ends at node j"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X[v]: the message for node v"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X[v]: the message for virtual id v"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X[v]: the message for virtual id v   // d = log p; ids are leaf numbers, messages climb through the switches"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X[v]: the message of virtual id v"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X[v]: the message of virtual id v   // d = log p; ids are leaf numbers, messages climb through the switches"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "all messages of a step share one link"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "along Z, plane to plane"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "ceil(log2 z) splits"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "d = log p; ids are leaf numbers, messages climb through the switches"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "everything of my half"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "forwards, through the nodes between"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "in step (my_id - source) mod p"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "inside [lo, hi]: no link shared"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "keep X[my_vid .. my_vid+2^i-1]"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "my own message"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "my part is done"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "nodes 0 .. half-1 have X"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "one line: the whole array"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "one line: the whole ring"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "one side after the other"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p = a b c processors, my_id = x + a y + a b z"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "phase 1: all-to-all reduction"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "phase 1: scatter (§3.4)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "phase 2: all-to-all broadcast"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "phase 2: all-to-all broadcast (§3.2.3)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "phase 2: gather (§3.4)"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the a b messages of my plane, as one"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the broadcast backwards"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the scatter backwards"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the shorter way; one pair at a time"),
    // allreduce-double-binary-tree, allreduce-swing and allreduce-swing-latency.
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "R = D + 2S - 1 rounds a phase: S = min(8, floor(p/2)) segments a tree, D the round in which a tree's first segment reaches its deepest node; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X in 2S segments of m/(2S) words"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "inner nodes odd"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "reduction"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "a root keeps it"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "the roots hold the totals"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "broadcast"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p a power of two; else (2 log p' + 2) t_s + (2 (p' - 1)/p' + 2) t_w m, p' the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p a power of two; else (2 log p' + 2) t_s + (2 (p' - 1)/p' + 2) t_w m + ((p' - 1)/p' + 1) t_c m, p' the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X in p' pieces of m/p' words, p' = 2^L <= p"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "fold, when p is not a power of two"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "reduce-scatter"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "I hold the total of piece n"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "allgather"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p a power of two; else (t_s + t_w m) log p' + 2 t_s + 2 t_w m, p' the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p a power of two; else (t_s + t_w m + t_c m) log p' + 2 t_s + 2 t_w m + t_c m, p' the largest power of two below p, for the fold and unfold; when no two messages of a round share a channel"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "p' = 2^L <= p"),
    QT_TRANSLATE_NOOP("collviz::core::CodeNotes", "X is the total"),
};

QString translateNote(const QString &note)
{
    const QByteArray utf8 = note.toUtf8();
    return QCoreApplication::translate(kCodeNotesContext, utf8.constData());
}

} // namespace

QString codeLineNote(const QString &line)
{
    const qsizetype at = line.indexOf(QLatin1String("//"));
    return at < 0 ? QString() : line.mid(at + 2).trimmed();
}

namespace {
/// Where the "[" that the formula's final "]" closes is (notes may hold brackets: "2[z/2]^2"), or -1.
qsizetype noteStart(const QString &formula)
{
    if (!formula.endsWith(QLatin1Char(']')))
        return -1;
    int depth = 0;
    for (qsizetype i = formula.size() - 1; i >= 0; --i) {
        if (formula[i] == QLatin1Char(']'))
            ++depth;
        else if (formula[i] == QLatin1Char('[') && --depth == 0)
            return i;
    }
    return -1;
}
} // namespace

QString formulaNote(const QString &formula)
{
    const qsizetype at = noteStart(formula);
    return at < 0 ? QString() : formula.mid(at + 1, formula.size() - at - 2);
}

QString translatedCodeLine(const QString &line)
{
    const QString note = codeLineNote(line);
    if (note.isEmpty())
        return line;
    const qsizetype at = line.indexOf(QLatin1String("//"));
    return line.left(at + 2) + QLatin1Char(' ') + translateNote(note);
}

QString translatedFormula(const QString &formula)
{
    const QString note = formulaNote(formula);
    if (note.isEmpty())
        return formula;
    return formula.left(noteStart(formula) + 1) + translateNote(note) + QLatin1Char(']');
}

QStringList knownCodeNotes()
{
    QStringList list;
    for (const char *note : kNotes)
        list << QString::fromUtf8(note);
    return list;
}

} // namespace collviz::core
