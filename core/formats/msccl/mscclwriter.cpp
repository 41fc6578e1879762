// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A run written as an MSCCL algorithm, in the elements and attributes msccl-tools' ir_to_xml
// writes (old format: <step s type srcbuf srcoff dstbuf dstoff cnt depid deps hasdep>), within
// the limits the MSCCL runtime's parser (msccl src/graph/topo.cc) accepts. docs/formats.md,
// "Writing MSCCL files", says what is written and why.

#include "core/formats/msccl/msccl.h"

#include "core/networks/networkfamily.h"
#include "core/operation.h"
#include "core/schedule.h"
#include "core/topology.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QIODevice>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace collviz::core::msccl {

namespace {

QString translated(const char *text) { return QCoreApplication::translate("collviz::core::msccl", text); }

// The MSCCL runtime's limits (msccl src/include/msccl.h, src/graph/xml.h, NCCL's MAXCHANNELS).
constexpr int kMaxCount = 71;              ///< MSCCL_MAX_COUNT is 72 and a step's cnt must stay below it
constexpr int kMaxSteps = 256;             ///< MSCCL_MAX_NUM_STEPS, per thread block
constexpr int kMaxThreadBlocks = 216;      ///< MSCCL_MAX_NUM_THREAD_BLOCKS, per GPU
constexpr int kMaxPeersPerChannel = 32;    ///< MSCCL_MAX_NUM_THREAD_BLOCKS_PER_CHANNEL
constexpr int kMaxChannels = 32;           ///< NCCL's MAXCHANNELS
constexpr int kMaxElements = 1 << 12;      ///< MAX_NODES of the runtime's XML parser, for one GPU's part

enum class Buffer : char { Input, Output, Scratch };

QString bufferName(Buffer b)
{
    switch (b) {
    case Buffer::Input: return QStringLiteral("i");
    case Buffer::Output: return QStringLiteral("o");
    case Buffer::Scratch: return QStringLiteral("s");
    }
    return {};
}

/// A chunk slot of one GPU's buffers.
struct Slot
{
    Buffer buffer = Buffer::Input;
    int index = -1;
    bool valid() const { return index >= 0; }
    bool operator<(const Slot &o) const { return std::tie(buffer, index) < std::tie(o.buffer, o.index); }
    Slot plus(int k) const { return {buffer, index + k}; }
    bool follows(const Slot &o) const { return buffer == o.buffer && index == o.index + 1; }
};

/// A step of a GPU: thread block and index there (before nops are added for extra dependencies).
struct StepId
{
    int tb = -1;
    int step = -1;
    bool valid() const { return tb >= 0; }
};

struct Step
{
    QString type; ///< s, r, rrc, cpy, re (nop only when written)
    Slot src;     ///< s: local; r: the sender's; rrc, cpy, re: the local operand
    Slot dst;     ///< s: the receiver's; r, rrc, cpy, re: local
    int count = 1;
    std::vector<StepId> deps; ///< steps of the same GPU it waits for
    /// As the reader counts rounds (docs/formats.md, "Rounds"): the latest round of a transfer
    /// this step receives or waits for, and the latest round a send step it waits for (or it
    /// itself) hands its data on in (-1: none). A send hands its data on in the round after
    /// both; a receive is in that round of its send, or later if it waits for a transfer of
    /// that round (the round after) or for a send of a later round (that round).
    int reach = -1;
    int sent = -1;
};

struct ThreadBlock
{
    int send = -1;
    int recv = -1;
    int channel = 0;
    std::vector<Step> steps;
};

struct Gpu
{
    std::vector<ThreadBlock> tbs;
    std::map<std::tuple<int, int, int>, int> tbIndex; ///< (send, recv, channel) -> tbs index
    std::unordered_map<int, Slot> slotOf;              ///< packet -> the slot this GPU keeps it in
    std::map<Slot, StepId> writer;                     ///< slot -> the step whose write readers wait for
    /// The first step placed here with a given max(reach, sent): a send step waiting for it
    /// hands its data on in the round after that.
    std::map<int, StepId> holdsSend;
    /// The first step placed here with a given reach: a receive step waiting for it is in the
    /// round after that.
    std::map<int, StepId> holdsReceive;
    /// The first send step placed here that hands its data on in a given round: a receive
    /// step waiting for it is in that round (a GPU receives while it sends).
    std::map<int, StepId> sendsIn;
    std::map<int, std::set<int>> sendPeers;            ///< channel -> the GPUs it sends to there
    std::map<int, std::set<int>> recvPeers;            ///< channel -> the GPUs it receives from there
    int scratch = 0;
};

/// A step as written: nops added, its one dependency numbered as written.
struct Lowered
{
    QString type;
    Slot src;
    Slot dst;
    int count = 0;
    StepId dep;
    bool hasDep = false;
    bool original = false; ///< not a nop added for an extra dependency
};

struct LoweredTb
{
    int send = -1;
    int recv = -1;
    int channel = 0;
    std::vector<Lowered> steps;
};

/// The run laid out as MSCCL thread blocks and steps, or the sentence why it cannot be.
class Plan
{
public:
    explicit Plan(const RunResult &run);
    QString error;
    /// The transfers nothing in the file can hold back to their round (linkToPreviousRound):
    /// how many, and the first as (round, sender, receiver), rounds from 0.
    int unheld = 0;
    std::tuple<int, int, int> firstUnheld{-1, -1, -1};

    bool write(QIODevice &out) const;

private:
    /// Where a transfer's chunks land at the receiver.
    struct Landing
    {
        std::vector<int> packets;          ///< the transfer's packets in the order sent
        std::vector<std::size_t> combines; ///< fused: the combine each packet goes into
        std::vector<Slot> dests;           ///< where each packet (fused: each sum) is kept
        Slot operand;                      ///< fused: the first local chunk added
        Slot at;                           ///< the first chunk the receive step writes
        bool fused = false;                ///< one rrc step does the combines
        bool copyAfter = false;            ///< copied on from `at` to dests
    };

    void placeRound(int r);
    std::vector<std::size_t> fusedCombines(int r, int v, const std::vector<int> &packets,
                                           const std::map<std::pair<int, int>, std::size_t> &combineOf,
                                           const std::vector<std::vector<int>> &arriving) const;
    Landing fusedLanding(int r, int v, const std::vector<int> &packets,
                         const std::map<std::pair<int, int>, std::size_t> &combineOf,
                         const std::vector<std::vector<int>> &arriving);
    Landing plainLanding(int u, int v, const std::vector<int> &packets);
    void placeTransfer(int r, std::size_t t, int channel, const std::map<std::pair<int, int>, std::size_t> &combineOf,
                       const std::vector<std::vector<int>> &arriving);
    void landReceived(int r, int v, int recvTb, const Landing &landing);
    void linkToPreviousRound(int r, int u, int v, Step &send, Step &recv, int sendTb, int recvTb);
    void placeCombine(int r, std::size_t c);
    void placeOwnOutputs();
    std::vector<Lowered> withNops(int gpu, int tb) const;
    void lower();
    void checkLimits();

    int channelFor(int u, int v, int j);
    int tbFor(int gpu, int send, int recv, int channel);
    StepId append(int gpu, int tb, Step step);
    const Step *stepAt(int gpu, const StepId &id) const
    {
        return id.valid() ? &mGpus[std::size_t(gpu)].tbs[std::size_t(id.tb)].steps[std::size_t(id.step)] : nullptr;
    }
    int reachOf(int gpu, const StepId &id) const
    {
        const Step *step = stepAt(gpu, id);
        return step ? step->reach : -1;
    }
    /// What `step`, appended to thread block `tb` of `gpu`, waits for: (reach, sent) of the
    /// step before it and of its dependencies.
    std::pair<int, int> waitsOf(int gpu, int tb, const Step &step) const;
    /// The steps that wrote slots from..from+count-1 of `gpu` (none for untouched input chunks).
    std::vector<StepId> writersOf(int gpu, Slot from, int count) const;
    void wrote(int gpu, Slot from, int count, const StepId &by);
    Slot scratchBlock(int gpu, int count);
    Slot inputSlot(int packet) const;
    int outputIndex(int gpu, int packet) const;
    Slot wantedSlot(int gpu, int packet) const;
    /// cpy steps taking chunk from[k] to to[k], consecutive ones as one step.
    void copyRuns(int gpu, int tb, const std::vector<Slot> &from, const std::vector<Slot> &to);

    const Problem &mProblem;
    const Schedule &mSchedule;
    const QString mName;
    const int mP;
    const int mPieces;
    std::vector<Gpu> mGpus;
    std::vector<char> mFused; ///< per combine of the round being placed: done by an rrc step
    std::map<std::pair<int, int>, std::vector<int>> mPairChannels; ///< (u, v) -> channels of its transfers in a round
    std::vector<std::vector<LoweredTb>> mLowered;
};

bool sameRun(const std::vector<Slot> &chunks)
{
    for (std::size_t k = 1; k < chunks.size(); ++k)
        if (!chunks[k].follows(chunks[k - 1]))
            return false;
    return true;
}

QString collName(Operation op)
{
    switch (op) {
    case Operation::Allreduce: return QStringLiteral("allreduce");
    case Operation::Allgather: return QStringLiteral("allgather");
    case Operation::ReduceScatter: return QStringLiteral("reduce_scatter");
    case Operation::Alltoall: return QStringLiteral("alltoall");
    default: return {};
    }
}

int inputChunks(Operation op, int p, int pieces)
{
    return op == Operation::Allreduce || op == Operation::Allgather ? pieces : p * pieces;
}

int outputChunks(Operation op, int p, int pieces)
{
    return op == Operation::Allreduce || op == Operation::ReduceScatter ? pieces : p * pieces;
}

Plan::Plan(const RunResult &run)
    : mProblem(*run.problem), mSchedule(*run.schedule), mName(scheduleName(run)),
      mP(run.problem->processors()), mPieces(run.problem->pieces()), mGpus(std::size_t(run.problem->processors()))
{
    // Every input chunk starts in its slot of the input buffer.
    const std::size_t initial = std::size_t(mSchedule.initial.size());
    for (std::size_t v = 0; v < initial && v < std::size_t(mP); ++v)
        for (int packet : mSchedule.initial.held(v))
            mGpus[v].slotOf[packet] = inputSlot(packet);
    for (int r = 0; r < int(mSchedule.rounds.size()) && error.isEmpty(); ++r)
        placeRound(r);
    if (!error.isEmpty())
        return;
    placeOwnOutputs();
    lower();
    checkLimits();
}

Slot Plan::inputSlot(int packet) const
{
    const int origin = mSchedule.packets.origin(std::size_t(packet));
    switch (mProblem.operation()) {
    case Operation::Allreduce:
    case Operation::Allgather: return {Buffer::Input, packet % mPieces};
    case Operation::ReduceScatter: return {Buffer::Input, packet - origin * mP * mPieces};
    case Operation::Alltoall: {
        const int dest = mSchedule.packets.dest(std::size_t(packet));
        return {Buffer::Input, dest * mPieces + packet % mPieces};
    }
    default: return {};
    }
}

int Plan::outputIndex(int gpu, int packet) const
{
    const Packet pk = mSchedule.packets[std::size_t(packet)];
    switch (mProblem.operation()) {
    case Operation::Allgather: return packet;
    case Operation::Alltoall: return pk.dest == gpu ? pk.origin * mPieces + packet % mPieces : -1;
    case Operation::Allreduce:
    case Operation::ReduceScatter: {
        if (pk.item < 0 || mSchedule.contributors[std::size_t(packet)].count() != mP)
            return -1;
        if (mProblem.operation() == Operation::Allreduce)
            return pk.item;
        return pk.item / mPieces == gpu ? pk.item % mPieces : -1;
    }
    default: return -1;
    }
}

/// Where `gpu` keeps `packet` when it gets it: where it already has it, its output chunk if the
/// collective wants it there, else nowhere yet (a new scratch chunk is the caller's choice).
Slot Plan::wantedSlot(int gpu, int packet) const
{
    const Gpu &g = mGpus[std::size_t(gpu)];
    const auto it = g.slotOf.find(packet);
    if (it != g.slotOf.end())
        return it->second;
    const int out = outputIndex(gpu, packet);
    return out >= 0 ? Slot{Buffer::Output, out} : Slot{};
}

Slot Plan::scratchBlock(int gpu, int count)
{
    Gpu &g = mGpus[std::size_t(gpu)];
    const Slot first{Buffer::Scratch, g.scratch};
    g.scratch += count;
    return first;
}

/// The channel of the j-th transfer from u to v in a round: a thread block runs its steps one
/// after another, so two in one thread block would be two rounds, and a second transfer between
/// the same two GPUs in a round takes another channel; and the runtime takes at most 32 send
/// (and 32 receive) peers of a GPU on one channel, so a GPU with more peers spreads them over
/// channels. The first that fits, kept for the pair.
int Plan::channelFor(int u, int v, int j)
{
    std::vector<int> &used = mPairChannels[{u, v}];
    if (j < int(used.size()))
        return used[std::size_t(j)];
    auto fits = [](std::set<int> &peers, int peer) {
        return peers.count(peer) || int(peers.size()) < kMaxPeersPerChannel;
    };
    int c = 0;
    while (c < kMaxChannels
           && (std::find(used.begin(), used.end(), c) != used.end() || !fits(mGpus[std::size_t(u)].sendPeers[c], v)
               || !fits(mGpus[std::size_t(v)].recvPeers[c], u)))
        ++c;
    mGpus[std::size_t(u)].sendPeers[c].insert(v);
    mGpus[std::size_t(v)].recvPeers[c].insert(u);
    used.push_back(c);
    return c;
}

int Plan::tbFor(int gpu, int send, int recv, int channel)
{
    Gpu &g = mGpus[std::size_t(gpu)];
    const auto key = std::make_tuple(send, recv, channel);
    const auto it = g.tbIndex.find(key);
    if (it != g.tbIndex.end())
        return it->second;
    g.tbs.push_back(ThreadBlock{send, recv, channel, {}});
    g.tbIndex[key] = int(g.tbs.size()) - 1;
    return int(g.tbs.size()) - 1;
}

std::pair<int, int> Plan::waitsOf(int gpu, int tb, const Step &step) const
{
    const ThreadBlock &block = mGpus[std::size_t(gpu)].tbs[std::size_t(tb)];
    int reach = block.steps.empty() ? -1 : block.steps.back().reach;
    int sent = block.steps.empty() ? -1 : block.steps.back().sent;
    for (const StepId &d : step.deps) {
        reach = std::max(reach, reachOf(gpu, d));
        sent = std::max(sent, stepAt(gpu, d)->sent);
    }
    return {reach, sent};
}

/// Appends `step` to thread block `tb` of `gpu`, with its reach and sent as the reader counts
/// them: a receive's reach is given (its round); a send hands its data on in the round after
/// all it waits for; a local step reaches as far as what it waits for.
StepId Plan::append(int gpu, int tb, Step step)
{
    const auto [reach, sent] = waitsOf(gpu, tb, step);
    const bool receives = step.type == QLatin1String("r") || step.type == QLatin1String("rrc");
    step.reach = receives ? step.reach : reach;
    step.sent = step.type == QLatin1String("s") ? 1 + std::max(reach, sent) : sent;
    Gpu &g = mGpus[std::size_t(gpu)];
    ThreadBlock &block = g.tbs[std::size_t(tb)];
    block.steps.push_back(std::move(step));
    const StepId id{tb, int(block.steps.size()) - 1};
    const Step &placed = block.steps.back();
    g.holdsSend.try_emplace(std::max(placed.reach, placed.sent), id);
    g.holdsReceive.try_emplace(placed.reach, id);
    if (placed.type == QLatin1String("s"))
        g.sendsIn.try_emplace(placed.sent, id);
    return id;
}

std::vector<StepId> Plan::writersOf(int gpu, Slot from, int count) const
{
    std::vector<StepId> ids;
    const Gpu &g = mGpus[std::size_t(gpu)];
    for (int k = 0; k < count; ++k) {
        const auto it = g.writer.find(from.plus(k));
        if (it != g.writer.end())
            ids.push_back(it->second);
    }
    return ids;
}

void Plan::wrote(int gpu, Slot from, int count, const StepId &by)
{
    Gpu &g = mGpus[std::size_t(gpu)];
    for (int k = 0; k < count; ++k)
        g.writer.try_emplace(from.plus(k), by); // the first write of a value is the one to wait for
}

void Plan::copyRuns(int gpu, int tb, const std::vector<Slot> &from, const std::vector<Slot> &to)
{
    std::size_t k = 0;
    while (k < from.size()) {
        std::size_t n = 1;
        while (k + n < from.size() && from[k + n].follows(from[k + n - 1]) && to[k + n].follows(to[k + n - 1]))
            ++n;
        Step copy;
        copy.type = QStringLiteral("cpy");
        copy.src = from[k];
        copy.dst = to[k];
        copy.count = int(n);
        copy.deps = writersOf(gpu, from[k], int(n));
        const StepId id = append(gpu, tb, std::move(copy));
        wrote(gpu, to[k], int(n), id);
        k += n;
    }
}

void Plan::placeRound(int r)
{
    const Round &round = mSchedule.rounds[std::size_t(r)];
    // Which combine each (GPU, packet) goes into this round, and what reaches each GPU.
    std::map<std::pair<int, int>, std::size_t> combineOf;
    for (std::size_t c = 0; c < round.combines.size(); ++c)
        for (int input : round.combines.inputs(c))
            combineOf[{round.combines.node(c), input}] = c;
    std::vector<std::vector<int>> arriving(static_cast<std::size_t>(mP));
    for (std::size_t t = 0; t < round.transfers.size(); ++t) {
        const int u = round.transfers.src(t);
        const int v = round.transfers.dst(t);
        if (!mProblem.topology().isProcessor(u) || !mProblem.topology().isProcessor(v) || u == v) {
            error = translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                 "round %1 has a transfer from vertex %2 to vertex %3, but an MSCCL "
                                                 "step goes from one GPU to another, both processors"))
                        .arg(r + 1)
                        .arg(u)
                        .arg(v);
            return;
        }
        for (int packet : round.transfers.packets(t))
            arriving[std::size_t(v)].push_back(packet);
    }
    for (auto &a : arriving)
        std::sort(a.begin(), a.end());
    mFused.assign(round.combines.size(), 0);
    std::map<std::pair<int, int>, int> concurrent; // transfers between two GPUs in this round so far
    std::vector<int> channels(round.transfers.size());
    for (std::size_t t = 0; t < round.transfers.size(); ++t)
        channels[t] = channelFor(round.transfers.src(t), round.transfers.dst(t),
                                 concurrent[{round.transfers.src(t), round.transfers.dst(t)}]++);
    // First the transfers a step of round r - 1 at the sender or the receiver can hold back,
    // then those a send the receiver makes in this round can (linkToPreviousRound), as far as
    // such sends are placed, then the rest.
    std::vector<std::size_t> later;
    for (std::size_t t = 0; t < round.transfers.size() && error.isEmpty(); ++t) {
        const int u = round.transfers.src(t);
        const int v = round.transfers.dst(t);
        if (r == 0 || mGpus[std::size_t(u)].holdsSend.count(r - 1) || mGpus[std::size_t(v)].holdsReceive.count(r - 1))
            placeTransfer(r, t, channels[t], combineOf, arriving);
        else
            later.push_back(t);
    }
    while (!later.empty() && error.isEmpty()) {
        std::vector<std::size_t> still;
        for (const std::size_t t : later) {
            if (mGpus[std::size_t(round.transfers.dst(t))].sendsIn.count(r))
                placeTransfer(r, t, channels[t], combineOf, arriving);
            else
                still.push_back(t);
        }
        if (still.size() == later.size()) {
            for (std::size_t i = 0; i < still.size() && error.isEmpty(); ++i)
                placeTransfer(r, still[i], channels[still[i]], combineOf, arriving);
            break;
        }
        later = std::move(still);
    }
    for (std::size_t c = 0; c < round.combines.size() && error.isEmpty(); ++c)
        if (!mFused[c])
            placeCombine(r, c);
}

/// The combines a transfer's packets go into at the receiver when the receive can do them as
/// one rrc step: each packet added to one chunk the receiver held before the round, into new
/// consecutive chunks. Empty when it cannot.
std::vector<std::size_t> Plan::fusedCombines(int r, int v, const std::vector<int> &packets,
                                             const std::map<std::pair<int, int>, std::size_t> &combineOf,
                                             const std::vector<std::vector<int>> &arriving) const
{
    if (!mSchedule.isReduction())
        return {};
    const CombineList &combines = mSchedule.rounds[std::size_t(r)].combines;
    const Gpu &g = mGpus[std::size_t(v)];
    const std::vector<int> &here = arriving[std::size_t(v)];
    std::vector<std::size_t> fused;
    for (int x : packets) {
        const auto it = combineOf.find({v, x});
        if (it == combineOf.end())
            return {};
        const std::size_t c = it->second;
        const IntSpan inputs = combines.inputs(c);
        if (inputs.size() != 2 || combines.keepsInputs(c) || std::find(fused.begin(), fused.end(), c) != fused.end())
            return {};
        const int y = inputs[0] == x ? inputs[1] : inputs[0];
        if (y == x || !g.slotOf.count(y) || std::binary_search(here.begin(), here.end(), y))
            return {};
        fused.push_back(c);
    }
    return fused;
}

Plan::Landing Plan::fusedLanding(int r, int v, const std::vector<int> &packets,
                                 const std::map<std::pair<int, int>, std::size_t> &combineOf,
                                 const std::vector<std::vector<int>> &arriving)
{
    const std::vector<std::size_t> combines = fusedCombines(r, v, packets, combineOf, arriving);
    if (combines.empty())
        return {};
    const CombineList &list = mSchedule.rounds[std::size_t(r)].combines;
    const Gpu &g = mGpus[std::size_t(v)];
    const std::size_t k = packets.size();
    auto operandOf = [&](std::size_t i) {
        const IntSpan inputs = list.inputs(combines[i]);
        return g.slotOf.at(inputs[0] == packets[i] ? inputs[1] : inputs[0]);
    };
    std::vector<std::size_t> order(k);
    for (std::size_t i = 0; i < k; ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return operandOf(a) < operandOf(b); });
    Landing landing;
    std::vector<Slot> operands;
    int wanted = 0;
    for (std::size_t i : order) {
        landing.packets.push_back(packets[i]);
        landing.combines.push_back(combines[i]);
        operands.push_back(operandOf(i));
        const int out = outputIndex(v, list.output(combines[i]));
        if (out >= 0 && !g.writer.count(Slot{Buffer::Output, out})) {
            landing.dests.push_back(Slot{Buffer::Output, out});
            ++wanted;
        }
    }
    if (!sameRun(operands) || (wanted > 0 && (wanted < int(k) || !sameRun(landing.dests))))
        return {};
    if (wanted == 0) {
        const Slot first = scratchBlock(v, int(k));
        for (std::size_t i = 0; i < k; ++i)
            landing.dests.push_back(first.plus(int(i)));
    }
    landing.fused = true;
    landing.operand = operands.front();
    landing.at = landing.dests.front();
    return landing;
}

/// Where a transfer's packets land when they are stored as they are: where the receiver keeps
/// them already or the output chunks the collective wants them in, in one run if they make
/// one; else a new run of scratch chunks, copied on to those places.
Plan::Landing Plan::plainLanding(int u, int v, const std::vector<int> &packets)
{
    const std::size_t k = packets.size();
    std::vector<Slot> wanted(k);
    bool all = true;
    bool none = true;
    for (std::size_t i = 0; i < k; ++i) {
        wanted[i] = wantedSlot(v, packets[i]);
        all = all && wanted[i].valid();
        none = none && !wanted[i].valid();
    }
    std::vector<std::size_t> order(k);
    for (std::size_t i = 0; i < k; ++i)
        order[i] = i;
    const Gpu &sender = mGpus[std::size_t(u)];
    if (all)
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return wanted[a] < wanted[b]; });
    else
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return sender.slotOf.at(packets[a]) < sender.slotOf.at(packets[b]);
        });
    Landing landing;
    for (std::size_t i : order) {
        landing.packets.push_back(packets[i]);
        landing.dests.push_back(wanted[i]);
    }
    if (all && sameRun(landing.dests)) {
        landing.at = landing.dests.front();
        return landing;
    }
    landing.at = scratchBlock(v, int(k));
    landing.copyAfter = !none;
    for (std::size_t i = 0; i < k; ++i)
        if (!landing.dests[i].valid())
            landing.dests[i] = landing.at.plus(int(i));
    return landing;
}

void Plan::placeTransfer(int r, std::size_t t, int channel,
                         const std::map<std::pair<int, int>, std::size_t> &combineOf,
                         const std::vector<std::vector<int>> &arriving)
{
    const TransferList &transfers = mSchedule.rounds[std::size_t(r)].transfers;
    const int u = transfers.src(t);
    const int v = transfers.dst(t);
    const std::vector<int> packets(transfers.packets(t).begin(), transfers.packets(t).end());
    const int k = int(packets.size());
    if (k == 0 || k > kMaxCount) {
        error = k == 0 ? translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                      "round %1 has a transfer from GPU %2 to GPU %3 that carries no "
                                                      "data, which no MSCCL step can say"))
                             .arg(r + 1)
                             .arg(u)
                             .arg(v)
                       : translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                      "round %1 sends %2 chunks from GPU %3 to GPU %4 in one message, "
                                                      "but the MSCCL runtime takes at most %5 chunks in a step"))
                             .arg(r + 1)
                             .arg(k)
                             .arg(u)
                             .arg(v)
                             .arg(kMaxCount);
        return;
    }
    for (int x : packets)
        if (!mGpus[std::size_t(u)].slotOf.count(x)) {
            error = translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                 "in round %1 GPU %2 sends packet %3, which it does not hold"))
                        .arg(r + 1)
                        .arg(u)
                        .arg(x);
            return;
        }
    Landing landing = fusedLanding(r, v, packets, combineOf, arriving);
    if (!landing.fused)
        landing = plainLanding(u, v, packets);

    // The sender sends one run of chunks: its own if they make one, else a copy of them.
    const int sendTb = tbFor(u, v, -1, channel);
    std::vector<Slot> sources;
    sources.reserve(landing.packets.size());
    for (int x : landing.packets)
        sources.push_back(mGpus[std::size_t(u)].slotOf.at(x));
    Step send;
    send.type = QStringLiteral("s");
    send.src = sources.front();
    if (sameRun(sources)) {
        send.deps = writersOf(u, send.src, k);
    } else {
        send.src = scratchBlock(u, k);
        std::vector<Slot> staged;
        staged.reserve(std::size_t(k));
        for (int i = 0; i < k; ++i)
            staged.push_back(send.src.plus(i));
        copyRuns(u, sendTb, sources, staged);
    }
    send.dst = landing.at;
    send.count = k;

    const int recvTb = tbFor(v, -1, u, channel);
    Step recv;
    recv.type = landing.fused ? QStringLiteral("rrc") : QStringLiteral("r");
    recv.src = landing.fused ? landing.operand : send.src;
    recv.dst = landing.at;
    recv.count = k;
    recv.reach = r;
    if (landing.fused)
        recv.deps = writersOf(v, landing.operand, k);
    linkToPreviousRound(r, u, v, send, recv, sendTb, recvTb);
    append(u, sendTb, std::move(send));
    const StepId received = append(v, recvTb, std::move(recv));
    wrote(v, landing.at, k, received);
    landReceived(r, v, recvTb, landing);
}

/// What the receiver keeps after a transfer's receive step: the combines' sums, or the packets
/// (copied from the landing run to where they are wanted).
void Plan::landReceived(int r, int v, int recvTb, const Landing &landing)
{
    Gpu &g = mGpus[std::size_t(v)];
    const CombineList &combines = mSchedule.rounds[std::size_t(r)].combines;
    const std::size_t k = landing.packets.size();
    if (landing.fused) {
        for (std::size_t i = 0; i < k; ++i) {
            g.slotOf[combines.output(landing.combines[i])] = landing.dests[i];
            mFused[landing.combines[i]] = 1;
        }
        return;
    }
    if (landing.copyAfter) {
        std::vector<Slot> from;
        std::vector<Slot> to;
        for (std::size_t i = 0; i < k; ++i)
            if (landing.dests[i].index != landing.at.index + int(i) || landing.dests[i].buffer != Buffer::Scratch) {
                from.push_back(landing.at.plus(int(i)));
                to.push_back(landing.dests[i]);
            }
        copyRuns(v, recvTb, from, to);
    }
    for (std::size_t i = 0; i < k; ++i)
        g.slotOf.try_emplace(landing.packets[i], landing.dests[i]);
}

/// A transfer of round r > 0 that neither the data nor its thread blocks hold back to round r
/// is made to: its send step waits for a step of round r - 1 at the sender (a receive, or a send
/// that hands its data on then), or its receive step for a receive of round r - 1 at the
/// receiver, or for a send the receiver makes in round r (a receive may share the round of a
/// send it waits for: a GPU receives while it sends; placeRound places such transfers after
/// the others of their round). So a receiver that only sends in round r - 1 cannot hold it
/// back; nor can anything when the sender does nothing in round r - 1 (an MSCCL step waits
/// only for steps of its own GPU): such a transfer reads back earlier, and is counted in
/// `unheld`.
void Plan::linkToPreviousRound(int r, int u, int v, Step &send, Step &recv, int sendTb, int recvTb)
{
    if (r == 0)
        return;
    const auto [sendReach, sendSent] = waitsOf(u, sendTb, send);
    const auto [recvReach, recvSent] = waitsOf(v, recvTb, recv);
    const int round = std::max({1 + std::max(sendReach, sendSent), 1 + recvReach, recvSent});
    if (round >= r)
        return;
    const std::map<int, StepId> &atSender = mGpus[std::size_t(u)].holdsSend;
    const std::map<int, StepId> &atReceiver = mGpus[std::size_t(v)].holdsReceive;
    const std::map<int, StepId> &sendsNow = mGpus[std::size_t(v)].sendsIn;
    if (const auto it = atSender.find(r - 1); it != atSender.end())
        send.deps.push_back(it->second);
    else if (const auto at = atReceiver.find(r - 1); at != atReceiver.end())
        recv.deps.push_back(at->second);
    else if (const auto now = sendsNow.find(r); now != sendsNow.end())
        recv.deps.push_back(now->second);
    else if (unheld++ == 0)
        firstUnheld = {r, u, v};
}

void Plan::placeCombine(int r, std::size_t c)
{
    const CombineList &combines = mSchedule.rounds[std::size_t(r)].combines;
    const int v = combines.node(c);
    if (!mProblem.topology().isProcessor(v)) {
        error = translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                             "round %1 adds partial sums at vertex %2, which is no GPU"))
                    .arg(r + 1)
                    .arg(v);
        return;
    }
    Gpu &g = mGpus[std::size_t(v)];
    std::vector<Slot> inputs;
    int tb = -1;
    int latest = -2;
    for (int input : combines.inputs(c)) {
        const auto it = g.slotOf.find(input);
        if (it == g.slotOf.end()) {
            error = translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                 "in round %1 GPU %2 adds packet %3, which it does not hold"))
                        .arg(r + 1)
                        .arg(v)
                        .arg(input);
            return;
        }
        inputs.push_back(it->second);
        // The steps go where the input that came last was written.
        const auto w = g.writer.find(it->second);
        if (w != g.writer.end() && reachOf(v, w->second) > latest) {
            latest = reachOf(v, w->second);
            tb = w->second.tb;
        }
    }
    if (tb < 0)
        tb = g.tbs.empty() ? tbFor(v, -1, -1, 0) : 0;
    const int out = outputIndex(v, combines.output(c));
    const Slot sum = out >= 0 && !g.writer.count(Slot{Buffer::Output, out}) ? Slot{Buffer::Output, out}
                                                                            : scratchBlock(v, 1);
    // sum := first input; sum += each other input (MSCCL's re adds src into dst).
    StepId last;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        Step step;
        step.type = i == 0 ? QStringLiteral("cpy") : QStringLiteral("re");
        step.src = inputs[i];
        step.dst = sum;
        step.deps = writersOf(v, inputs[i], 1);
        last = append(v, tb, std::move(step));
    }
    g.writer[sum] = last;
    g.slotOf[combines.output(c)] = sum;
}

/// An allgather's or alltoall's own chunks go from the input to the output buffer by a local
/// copy (CollViz's problem has no packet for them to travel as).
void Plan::placeOwnOutputs()
{
    const Operation op = mProblem.operation();
    if (op != Operation::Allgather && op != Operation::Alltoall)
        return;
    for (int v = 0; v < mP; ++v) {
        const Slot to{Buffer::Output, v * mPieces};
        if (int(writersOf(v, to, mPieces).size()) == mPieces)
            continue;
        std::vector<Slot> from;
        std::vector<Slot> into;
        for (int k = 0; k < mPieces; ++k) {
            from.push_back(Slot{Buffer::Input, (op == Operation::Alltoall ? v * mPieces : 0) + k});
            into.push_back(to.plus(k));
        }
        Gpu &g = mGpus[std::size_t(v)];
        copyRuns(v, g.tbs.empty() ? tbFor(v, -1, -1, 0) : 0, from, into);
    }
}

/// Thread block `tb`'s steps as written: dependencies on its own earlier steps dropped (a
/// thread block runs in order), and those an earlier step already waited for; one dependency a
/// step, the others as nop steps before it (as ir_to_xml does). Targets are (tb, step) before
/// nops; lower() renumbers them.
std::vector<Lowered> Plan::withNops(int gpu, int tb) const
{
    std::vector<Lowered> out;
    std::map<int, int> waited; // thread block -> the latest step of it waited for so far
    for (const Step &step : mGpus[std::size_t(gpu)].tbs[std::size_t(tb)].steps) {
        std::map<int, int> latest; // per thread block, the latest step waited for
        for (const StepId &d : step.deps) {
            if (d.tb == tb)
                continue;
            const auto w = waited.find(d.tb);
            if (w != waited.end() && w->second >= d.step)
                continue;
            int &l = latest.try_emplace(d.tb, -1).first->second;
            l = std::max(l, d.step);
        }
        std::vector<StepId> deps;
        for (auto [dtb, dstep] : latest) {
            deps.push_back({dtb, dstep});
            waited[dtb] = dstep;
        }
        for (std::size_t i = 1; i < deps.size(); ++i) {
            Lowered nop;
            nop.type = QStringLiteral("nop");
            nop.dep = deps[i];
            out.push_back(nop);
        }
        Lowered op;
        op.type = step.type;
        op.src = step.src;
        op.dst = step.dst;
        op.count = step.count;
        op.original = true;
        if (!deps.empty())
            op.dep = deps.front();
        out.push_back(op);
    }
    return out;
}

/// Every GPU's thread blocks as written: ordered by (send, recv, chan) as ir_to_xml orders
/// them, numbered from 0, with nop steps, dependencies renumbered and hasdep marked.
void Plan::lower()
{
    mLowered.assign(std::size_t(mP), {});
    for (int v = 0; v < mP; ++v) {
        const Gpu &g = mGpus[std::size_t(v)];
        std::vector<int> order(g.tbs.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = int(i);
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            const ThreadBlock &x = g.tbs[std::size_t(a)];
            const ThreadBlock &y = g.tbs[std::size_t(b)];
            return std::tie(x.send, x.recv, x.channel) < std::tie(y.send, y.recv, y.channel);
        });
        std::vector<int> idOf(g.tbs.size());
        std::vector<std::vector<int>> indexOf(g.tbs.size()); // step before nops -> step written
        std::vector<LoweredTb> &tbs = mLowered[std::size_t(v)];
        for (std::size_t i = 0; i < order.size(); ++i) {
            const int old = order[i];
            idOf[std::size_t(old)] = int(i);
            const ThreadBlock &block = g.tbs[std::size_t(old)];
            LoweredTb lowered{block.send, block.recv, block.channel, withNops(v, old)};
            for (std::size_t s = 0; s < lowered.steps.size(); ++s)
                if (lowered.steps[s].original)
                    indexOf[std::size_t(old)].push_back(int(s));
            tbs.push_back(std::move(lowered));
        }
        for (LoweredTb &block : tbs)
            for (Lowered &step : block.steps)
                if (step.dep.valid()) {
                    const int tb = idOf[std::size_t(step.dep.tb)];
                    const int at = indexOf[std::size_t(step.dep.tb)][std::size_t(step.dep.step)];
                    step.dep = {tb, at};
                    tbs[std::size_t(tb)].steps[std::size_t(at)].hasDep = true;
                }
    }
}

/// The runtime's limits (msccl src/graph/topo.cc refuses a file beyond them; its XML parser
/// keeps the algo, every gpu element and one GPU's thread blocks and steps, at most
/// kMaxElements of them).
void Plan::checkLimits()
{
    auto refuse = [this](const char *text, int gpu, int value, int limit) {
        error = translated(text).arg(gpu).arg(value).arg(limit);
    };
    for (int v = 0; v < mP && error.isEmpty(); ++v) {
        const std::vector<LoweredTb> &tbs = mLowered[std::size_t(v)];
        if (int(tbs.size()) > kMaxThreadBlocks)
            return refuse(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                            "GPU %1 needs %2 thread blocks, but the MSCCL runtime runs at most %3"),
                          v, int(tbs.size()), kMaxThreadBlocks);
        std::map<int, int> sends;
        std::map<int, int> receives;
        int elements = 1 + mP + int(tbs.size());
        for (const LoweredTb &tb : tbs) {
            elements += int(tb.steps.size());
            if (int(tb.steps.size()) > kMaxSteps)
                return refuse(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                "a thread block of GPU %1 needs %2 steps, but the MSCCL runtime runs "
                                                "at most %3 in one"),
                              v, int(tb.steps.size()), kMaxSteps);
            if (tb.channel >= kMaxChannels)
                return refuse(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                "GPU %1 needs channel %2, but the MSCCL runtime has channels 0 to %3"),
                              v, tb.channel, kMaxChannels - 1);
            const int most = std::max(tb.send >= 0 ? ++sends[tb.channel] : 0, tb.recv >= 0 ? ++receives[tb.channel] : 0);
            if (most > kMaxPeersPerChannel)
                return refuse(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                "GPU %1 sends to or receives from %2 GPUs on one channel, but the MSCCL "
                                                "runtime takes at most %3 a channel"),
                              v, most, kMaxPeersPerChannel);
        }
        if (elements > kMaxElements)
            return refuse(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                            "GPU %1 needs %2 XML elements (the algo, the gpus, its thread blocks and "
                                            "steps), but the MSCCL runtime reads at most %3 for one GPU"),
                          v, elements, kMaxElements);
    }
}

void writeStep(QXmlStreamWriter &xml, int index, const Lowered &step)
{
    const bool nop = step.type == QLatin1String("nop");
    xml.writeEmptyElement(QStringLiteral("step"));
    xml.writeAttribute(QStringLiteral("s"), QString::number(index));
    xml.writeAttribute(QStringLiteral("type"), step.type);
    xml.writeAttribute(QStringLiteral("srcbuf"), nop ? QStringLiteral("i") : bufferName(step.src.buffer));
    xml.writeAttribute(QStringLiteral("srcoff"), QString::number(nop ? -1 : step.src.index));
    xml.writeAttribute(QStringLiteral("dstbuf"), nop ? QStringLiteral("o") : bufferName(step.dst.buffer));
    xml.writeAttribute(QStringLiteral("dstoff"), QString::number(nop ? -1 : step.dst.index));
    xml.writeAttribute(QStringLiteral("cnt"), QString::number(nop ? 0 : step.count));
    xml.writeAttribute(QStringLiteral("depid"), QString::number(step.dep.tb));
    xml.writeAttribute(QStringLiteral("deps"), QString::number(step.dep.step));
    xml.writeAttribute(QStringLiteral("hasdep"), step.hasDep ? QStringLiteral("1") : QStringLiteral("0"));
}

bool Plan::write(QIODevice &out) const
{
    const Operation op = mProblem.operation();
    int channels = 0;
    int scratch = 0;
    for (int v = 0; v < mP; ++v) {
        scratch = std::max(scratch, mGpus[std::size_t(v)].scratch);
        for (const LoweredTb &tb : mLowered[std::size_t(v)])
            channels = std::max(channels, tb.channel + 1);
    }
    // No XML declaration: ir_to_xml writes none, and the runtime's parser reads elements only.
    QByteArray text;
    QXmlStreamWriter xml(&text);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartElement(QStringLiteral("algo"));
    xml.writeAttribute(QStringLiteral("name"), mName);
    xml.writeAttribute(QStringLiteral("proto"), QStringLiteral("Simple"));
    xml.writeAttribute(QStringLiteral("nchannels"), QString::number(channels));
    xml.writeAttribute(QStringLiteral("nchunksperloop"), QString::number(std::max(inputChunks(op, mP, mPieces),
                                                                                  outputChunks(op, mP, mPieces))));
    xml.writeAttribute(QStringLiteral("ngpus"), QString::number(mP));
    xml.writeAttribute(QStringLiteral("coll"), collName(op));
    xml.writeAttribute(QStringLiteral("inplace"), QStringLiteral("0"));
    for (int v = 0; v < mP; ++v) {
        xml.writeStartElement(QStringLiteral("gpu"));
        xml.writeAttribute(QStringLiteral("id"), QString::number(v));
        xml.writeAttribute(QStringLiteral("i_chunks"), QString::number(inputChunks(op, mP, mPieces)));
        xml.writeAttribute(QStringLiteral("o_chunks"), QString::number(outputChunks(op, mP, mPieces)));
        // One scratch size for all: a send names the receiver's chunk, in the receiver's bounds.
        xml.writeAttribute(QStringLiteral("s_chunks"), QString::number(scratch));
        const std::vector<LoweredTb> &tbs = mLowered[std::size_t(v)];
        for (std::size_t id = 0; id < tbs.size(); ++id) {
            xml.writeStartElement(QStringLiteral("tb"));
            xml.writeAttribute(QStringLiteral("id"), QString::number(id));
            xml.writeAttribute(QStringLiteral("send"), QString::number(tbs[id].send));
            xml.writeAttribute(QStringLiteral("recv"), QString::number(tbs[id].recv));
            xml.writeAttribute(QStringLiteral("chan"), QString::number(tbs[id].channel));
            for (std::size_t s = 0; s < tbs[id].steps.size(); ++s)
                writeStep(xml, int(s), tbs[id].steps[s]);
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
    // The writer starts an element that follows nothing with a line break; the file starts with <algo.
    const QByteArray body = text.trimmed() + '\n';
    return !xml.hasError() && out.write(body) == body.size();
}

/// Why a run cannot be written, from what it is (not from its steps): empty when it may be.
QString refusalOfKind(const RunResult &run)
{
    if (!run.ok || !run.schedule || !run.problem)
        return run.error.isEmpty() ? translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                                  "there is no run to write as an MSCCL algorithm"))
                                   : run.error;
    if (collName(run.operation()).isEmpty())
        return translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                            "MSCCL has no collective for %1: it runs allreduce, allgather, "
                                            "reduce-scatter and alltoall"))
            .arg(operationName(run.operation()));
    return {};
}

} // namespace

QString writeRefusal(const RunResult &run)
{
    const QString kind = refusalOfKind(run);
    return kind.isEmpty() ? Plan(run).error : kind;
}

QString writeCaveat(const RunResult &run)
{
    if (!refusalOfKind(run).isEmpty())
        return {};
    const Plan plan(run);
    if (!plan.error.isEmpty() || plan.unheld == 0)
        return {};
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!plan.write(buffer))
        return {};
    // Read back as the user would: on the run's network, model and cost.
    const TopologySpec &spec = run.topology->spec();
    ScheduleReadOptions options;
    options.topology = spec.file().isEmpty() ? spec.toString() : spec.family->id() + QLatin1Char(':') + spec.file();
    options.modelSpec = run.model.toString();
    options.cost = run.params.cost;
    RunResult back;
    QString error;
    if (!read(buffer.data(), options, &back, &error, nullptr) || !back.ok)
        return {};
    const auto [round, from, to] = plan.firstUnheld;
    const QString held =
        QCoreApplication::translate("collviz::core::msccl",
                                    "MSCCL has no barrier between rounds: %n transfer(s) of this run wait for nothing "
                                    "in the round before (the first in round %1, GPU %2 to GPU %3), and the MSCCL "
                                    "runtime starts them as soon as their data is there",
                                    nullptr, plan.unheld)
            .arg(round + 1)
            .arg(from)
            .arg(to);
    const int rounds = int(run.schedule->rounds.size());
    const int roundsBack = int(back.schedule->rounds.size());
    const bool sameTime = std::abs(back.simulation.time - run.simulation.time)
                          <= 1e-9 * std::max(1.0, std::abs(run.simulation.time));
    if (roundsBack == rounds && sameTime && back.simulation.verified == run.simulation.verified)
        return translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                            "%1; read back, the file keeps the run's %2 rounds and time %3 (some "
                                            "transfers in earlier rounds)"))
            .arg(held)
            .arg(rounds)
            .arg(run.simulation.time);
    QString said = translated(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                                "%1; read back, the file takes %2 rounds and time %3 (the run: %4 "
                                                "rounds, time %5)"))
                       .arg(held)
                       .arg(roundsBack)
                       .arg(back.simulation.time)
                       .arg(rounds)
                       .arg(run.simulation.time);
    if (run.simulation.verified && !back.simulation.verified && !back.simulation.violations.empty()) {
        const Violation &broken = back.simulation.violations.front();
        said = translated(QT_TRANSLATE_NOOP("collviz::core::msccl", "%1, and breaks the model %2 in round %3: %4"))
                   .arg(said, run.model.toString())
                   .arg(broken.round + 1)
                   .arg(broken.message);
    }
    return said;
}

bool write(const RunResult &run, QIODevice &out)
{
    if (!refusalOfKind(run).isEmpty())
        return false;
    const Plan plan(run);
    return plan.error.isEmpty() && plan.write(out);
}

} // namespace collviz::core::msccl
