// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading an MSCCL algorithm: its steps are run on values (which GPU's which input chunk, or
// which contributions a partial sum holds) in an order their dependencies allow, sends are
// paired with receives, every transfer gets the round after the last transfer it waits for,
// and the output buffers are checked against the collective. Then the transfers and the sums
// become a CollViz schedule that Engine::evaluate checks and times on the user's network.
// docs/formats.md, "MSCCL algorithms".

#include "core/formats/msccl/msccl.h"
#include "core/formats/msccl/mscclalgo.h"

#include "core/operation.h"
#include "core/userinput.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <deque>
#include <map>
#include <unordered_map>
#include <utility>

namespace collviz::core::msccl {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::msccl", text); }

QString stepName(int gpu, int tb, int step) { return tr("gpu %1, tb %2, step %3").arg(gpu).arg(tb).arg(step); }

/// A value a partial sum is added up from, and the first round a combine at its GPU may read it.
struct Part
{
    int value = -1;
    int avail = 0;
};

/// What a chunk holds: an input chunk of one GPU, or (reductions) a partial sum of one item.
struct Value
{
    bool sum = false;
    int origin = -1; ///< data: the GPU whose input chunk it is
    int chunk = -1;  ///< data: that input chunk; sum: the item (the chunk's index in every input)
    ProcessorSet contributors;
    int madeAt = -1;          ///< the GPU that added it up; -1: an input chunk
    std::array<Part, 2> parts; ///< madeAt >= 0: the two values the one step that makes it adds
    int round = -1;            ///< madeAt >= 0: the round both parts are there
    int packet = -1;          ///< the CollViz packet that carries it; made when first needed
};

/// A chunk of a buffer, or a chunk in flight: the value, the round it is there from (-1: from
/// the start) and the step that put it there.
struct Slot
{
    int value = -1;
    int ready = -1;
    int tb = -1;
    int step = -1;
};

/// A step with what pairing and ordering find out about it.
struct Node
{
    int gpu = 0;
    int tb = 0;
    int s = 0;
    int sender = -1;   ///< the matched send (receives)
    int receiver = -1; ///< the matched receive (sends)
    int signal = -1;   ///< the step its dependency waits for
    int recvRound = -1; ///< the round of the transfer it receives
    int ready = -1;     ///< the latest round of a transfer it waits for or receives
    int sent = -1;      ///< the latest round a send it waits for (or it itself) hands its data on
    int sendRound = -1; ///< (sends) the round it hands its data on, by what it waits for alone
    std::vector<Slot> out; ///< what it sends on, a slot per chunk
};

using Key = std::array<int, 3>; ///< sender, receiver, channel

/**
 * Runs an Algo's steps on values and builds the CollViz schedule on the way (see the file's
 * comment). Every refusal is one sentence naming the GPU, thread block, step and chunk.
 */
class Interpreter
{
    /// lupdate files the sentences of the members under the class: so does the program.
    static QString tr(const char *text) { return QCoreApplication::translate("collviz::core::msccl::Interpreter", text); }

public:
    Interpreter(const Algo &algo, const Problem &problem, Schedule &schedule, const std::atomic<bool> *cancel)
        : mAlgo(algo), mProblem(problem), mSchedule(schedule), mCancel(cancel)
    {
    }

    bool run(QString *error)
    {
        initBuffers();
        return index(error) && match(error) && execute(error) && checkOutputs(error);
    }
    /// The most thread blocks that send, or that receive, at one GPU.
    int ports() const;
    /// Narration per round: which steps its transfers are.
    std::vector<QStringList> roundSteps() const { return mRoundSteps; }

private:
    void initBuffers();
    bool index(QString *error);
    bool match(QString *error);
    bool pair(const Key &key, int sendTb, int recvTb, QString *error);
    bool execute(QString *error);
    bool cycle(const std::vector<int> &indegree, QString *error) const;
    bool step(int x, QString *error);
    bool receiveInto(int x, QString *error);
    bool stepChunk(int x, int c, QString *error);
    bool checkOutputs(QString *error);
    bool checkOutput(int gpu, int index, bool emptyPass, QString *error);

    bool range(int x, bool src, QString *error) const;
    Slot &slot(int gpu, Buffer b, int off);
    bool read(int x, Buffer b, int off, Slot *out, QString *error);
    bool write(int x, Buffer b, int off, const Slot &from, int ready, QString *error);
    bool waitsFor(int x, int tb, int step) const;
    bool add(int x, const Slot &a, const Slot &b, int minRound, Slot *out, QString *error);
    Part partAt(int gpu, const Slot &s) const;
    int packetOf(int valueId);
    std::vector<int> combineParts(int valueId) const;
    QString describe(int valueId) const;
    QString writer(const Slot &s) const;
    void expected(int gpu, int index, Value *want) const;
    QString describeWant(const Value &want) const;

    const Step &stepOf(int x) const
    {
        const Node &n = mNodes[std::size_t(x)];
        return mAlgo.gpus[std::size_t(n.gpu)].tbs[std::size_t(n.tb)].steps[std::size_t(n.s)];
    }
    QString name(int x) const
    {
        const Node &n = mNodes[std::size_t(x)];
        return stepName(n.gpu, n.tb, n.s);
    }
    int k() const { return mAlgo.pieces(); }
    bool cancelled() const { return mCancel && mCancel->load(); }

    const Algo &mAlgo;
    const Problem &mProblem;
    Schedule &mSchedule;
    const std::atomic<bool> *mCancel;
    std::vector<Node> mNodes;
    std::vector<std::vector<int>> mFirst; ///< per GPU and tb, the global id of its step 0
    std::vector<Value> mValues;
    std::vector<std::array<std::vector<Slot>, 3>> mBuffers; ///< per GPU: i, o, s
    std::vector<QStringList> mRoundSteps;
    /// Vector clocks: for step x and thread block t (numbered over all GPUs from mTbBase),
    /// mClock[x * mTbCount + t] is the last step of t that x waits for, directly or not (-1:
    /// none). Empty when the file is too large for them (kMaxClockEntries).
    std::vector<int> mTbBase;
    int mTbCount = 0;
    std::vector<int> mClock;
    /// Per chunk of a buffer, the steps (tb, step of its GPU) that read it since it was last
    /// written: a write must wait for them (with vector clocks only).
    std::unordered_map<const Slot *, std::vector<std::pair<int, int>>> mReaders;
};

/// The most vector-clock entries kept (steps times thread blocks): 32 MB.
constexpr std::size_t kMaxClockEntries = std::size_t(8) << 20;

bool Interpreter::index(QString *error)
{
    mFirst.resize(mAlgo.gpus.size());
    for (const Gpu &gpu : mAlgo.gpus) {
        mTbBase.push_back(mTbCount);
        mTbCount += int(gpu.tbs.size());
    }
    for (const Gpu &gpu : mAlgo.gpus)
        for (const ThreadBlock &tb : gpu.tbs) {
            mFirst[std::size_t(gpu.id)].push_back(int(mNodes.size()));
            for (const Step &st : tb.steps) {
                Node n;
                n.gpu = gpu.id;
                n.tb = tb.id;
                n.s = st.s;
                mNodes.push_back(n);
            }
        }
    // A dependency waits for the flag its thread block raises at the first step from `deps` on
    // that has hasdep="1" (the runtime's flags only grow): none means it waits forever.
    for (std::size_t x = 0; x < mNodes.size(); ++x) {
        const Step &st = stepOf(int(x));
        if (cancelled() || st.depid < 0)
            continue;
        const Gpu &gpu = mAlgo.gpus[std::size_t(mNodes[x].gpu)];
        const QString here = name(int(x));
        if (st.depid >= int(gpu.tbs.size())) {
            *error = tr("%1: depid %2 is not accepted; gpu %3 has thread blocks 0..%4")
                         .arg(here)
                         .arg(st.depid)
                         .arg(gpu.id)
                         .arg(int(gpu.tbs.size()) - 1);
            return false;
        }
        const ThreadBlock &on = gpu.tbs[std::size_t(st.depid)];
        if (st.deps >= int(on.steps.size())) {
            *error = tr("%1: deps %2 is not accepted; tb %3 of gpu %4 has steps 0..%5")
                         .arg(here)
                         .arg(st.deps)
                         .arg(on.id)
                         .arg(gpu.id)
                         .arg(int(on.steps.size()) - 1);
            return false;
        }
        int s = st.deps;
        while (s < int(on.steps.size()) && !on.steps[std::size_t(s)].hasdep)
            ++s;
        if (s == int(on.steps.size())) {
            *error = tr("%1 waits for tb %2 step %3, which never signals: no step of tb %2 from %3 on has "
                        "hasdep=\"1\", so the MSCCL runtime would wait for ever")
                         .arg(here)
                         .arg(on.id)
                         .arg(st.deps);
            return false;
        }
        mNodes[x].signal = mFirst[std::size_t(gpu.id)][std::size_t(on.id)] + s;
    }
    if (cancelled()) {
        *error = tr("reading was cancelled");
        return false;
    }
    return true;
}

bool Interpreter::match(QString *error)
{
    std::map<Key, int> sendTbs;
    std::map<Key, int> recvTbs;
    for (const Gpu &gpu : mAlgo.gpus)
        for (const ThreadBlock &tb : gpu.tbs) {
            auto claim = [&](std::map<Key, int> &tbs, const Key &key, int peer, bool sending) {
                const auto [it, fresh] = tbs.emplace(key, tb.id);
                if (fresh)
                    return true;
                *error = (sending ? tr("gpu %1: tbs %2 and %3 both send to gpu %4 on channel %5; MSCCL runs one "
                                       "thread block per peer, direction and channel")
                                  : tr("gpu %1: tbs %2 and %3 both receive from gpu %4 on channel %5; MSCCL runs "
                                       "one thread block per peer, direction and channel"))
                             .arg(gpu.id)
                             .arg(it->second)
                             .arg(tb.id)
                             .arg(peer)
                             .arg(tb.chan);
                return false;
            };
            if (tb.send >= 0 && !claim(sendTbs, Key{gpu.id, tb.send, tb.chan}, tb.send, true))
                return false;
            if (tb.recv >= 0 && !claim(recvTbs, Key{tb.recv, gpu.id, tb.chan}, tb.recv, false))
                return false;
        }
    for (const auto &[key, tb] : sendTbs) {
        const auto r = recvTbs.find(key);
        if (!pair(key, tb, r == recvTbs.end() ? -1 : r->second, error))
            return false;
    }
    for (const auto &[key, tb] : recvTbs)
        if (sendTbs.find(key) == sendTbs.end() && !pair(key, -1, tb, error))
            return false;
    return true;
}

/// Pairs the sends of sender tb `sendTb` with the receives of receiver tb `recvTb` in order.
bool Interpreter::pair(const Key &key, int sendTb, int recvTb, QString *error)
{
    auto listOf = [&](int gpu, int tb, bool sending) {
        std::vector<int> ids;
        if (tb < 0)
            return ids;
        const std::vector<Step> &steps = mAlgo.gpus[std::size_t(gpu)].tbs[std::size_t(tb)].steps;
        for (const Step &st : steps)
            if (sending ? sends(st.type) : receives(st.type))
                ids.push_back(mFirst[std::size_t(gpu)][std::size_t(tb)] + st.s);
        return ids;
    };
    const std::vector<int> sendIds = listOf(key[0], sendTb, true);
    const std::vector<int> recvIds = listOf(key[1], recvTb, false);
    const std::size_t both = std::min(sendIds.size(), recvIds.size());
    for (std::size_t i = 0; i < both; ++i) {
        const int s = sendIds[i];
        const int r = recvIds[i];
        mNodes[std::size_t(s)].receiver = r;
        mNodes[std::size_t(r)].sender = s;
        if (stepOf(s).cnt != stepOf(r).cnt) {
            *error = tr("%1 receives %2 chunks from %3, which sends %4; a send and its receive move as many chunks")
                         .arg(name(r))
                         .arg(stepOf(r).cnt)
                         .arg(name(s))
                         .arg(stepOf(s).cnt);
            return false;
        }
    }
    if (sendIds.size() > both) {
        *error = tr("%1 sends to gpu %2 on channel %3, but no receive matches it: gpu %2 receives %4 message(s) "
                    "from gpu %5 on that channel, and this is send %6")
                     .arg(name(sendIds[both]))
                     .arg(key[1])
                     .arg(key[2])
                     .arg(recvIds.size())
                     .arg(key[0])
                     .arg(both + 1);
        return false;
    }
    if (recvIds.size() > both) {
        *error = tr("%1 receives from gpu %2 on channel %3, but no send matches it: gpu %2 sends %4 message(s) "
                    "to gpu %5 on that channel, and this is receive %6")
                     .arg(name(recvIds[both]))
                     .arg(key[0])
                     .arg(key[2])
                     .arg(sendIds.size())
                     .arg(key[1])
                     .arg(both + 1);
        return false;
    }
    return true;
}

/// Runs every step once its thread block's previous step, its dependency and (a receive) its
/// send have run; a step left over waits in a cycle.
bool Interpreter::execute(QString *error)
{
    const std::size_t n = mNodes.size();
    std::vector<std::vector<int>> next(n);
    std::vector<int> indegree(n, 0);
    for (std::size_t x = 0; x < n; ++x) {
        const Node &node = mNodes[x];
        auto edge = [&](int from) {
            next[std::size_t(from)].push_back(int(x));
            ++indegree[x];
        };
        if (node.s > 0)
            edge(int(x) - 1);
        if (node.signal >= 0)
            edge(node.signal);
        if (node.sender >= 0)
            edge(node.sender);
    }
    if (n * std::size_t(mTbCount) <= kMaxClockEntries)
        mClock.assign(n * std::size_t(mTbCount), -1);
    std::deque<int> queue;
    for (std::size_t x = 0; x < n; ++x)
        if (indegree[x] == 0)
            queue.push_back(int(x));
    std::size_t done = 0;
    while (!queue.empty()) {
        const int x = queue.front();
        queue.pop_front();
        if (!step(x, error))
            return false;
        ++done;
        for (int y : next[std::size_t(x)])
            if (--indegree[std::size_t(y)] == 0)
                queue.push_back(y);
        if ((done & 1023) == 0 && cancelled()) {
            *error = tr("reading was cancelled");
            return false;
        }
    }
    return done == n || cycle(indegree, error);
}

/// Names a step on a cycle of waits: from any step left over, the steps it waits for that are
/// left over too lead back to one already seen.
bool Interpreter::cycle(const std::vector<int> &indegree, QString *error) const
{
    int x = int(std::find_if(indegree.begin(), indegree.end(), [](int d) { return d > 0; }) - indegree.begin());
    std::vector<int> seenAt(mNodes.size(), -1);
    std::vector<int> walk;
    auto waitsFor = [&](int y) {
        const Node &node = mNodes[std::size_t(y)];
        for (int from : {node.s > 0 ? y - 1 : -1, node.signal, node.sender})
            if (from >= 0 && indegree[std::size_t(from)] > 0)
                return from;
        return -1;
    };
    while (x >= 0 && seenAt[std::size_t(x)] < 0) {
        seenAt[std::size_t(x)] = int(walk.size());
        walk.push_back(x);
        x = waitsFor(x);
    }
    const int first = x >= 0 ? seenAt[std::size_t(x)] : 0;
    QString chain;
    for (std::size_t i = std::size_t(first) + 1; i < walk.size(); ++i)
        chain += tr("%1, which waits for ").arg(name(walk[i]));
    *error = tr("%1 waits for itself (a deadlock): it waits for %2it").arg(name(walk[std::size_t(first)]), chain);
    return false;
}

bool Interpreter::range(int x, bool src, QString *error) const
{
    const Step &st = stepOf(x);
    const int gpu = mNodes[std::size_t(x)].gpu;
    const Buffer b = src ? st.srcbuf : st.dstbuf;
    const int off = src ? st.srcoff : st.dstoff;
    const int size = b == Buffer::Input ? mAlgo.inputChunks()
                   : b == Buffer::Output ? mAlgo.outputChunks()
                                         : mAlgo.gpus[std::size_t(gpu)].sChunks;
    if (off >= 0 && off + st.cnt <= size)
        return true;
    const QString what = size == 0 ? tr("the %1 buffer of gpu %2 has no chunks").arg(bufferName(b)).arg(gpu)
                                   : tr("the %1 buffer of gpu %2 has chunks 0..%3").arg(bufferName(b)).arg(gpu).arg(size - 1);
    const QString attr = src ? QStringLiteral("srcoff") : QStringLiteral("dstoff");
    *error = st.cnt > 1 ? tr("%1: %2 %3 with cnt %4 is not accepted; %5").arg(name(x), attr).arg(off).arg(st.cnt).arg(what)
                        : tr("%1: %2 %3 is not accepted; %4").arg(name(x), attr).arg(off).arg(what);
    return false;
}

/// The chunk (b, off) of `gpu` names: o and i are one buffer when inplace, as the runtime
/// runs it (an allgather's input is its slot of the output, a reduce-scatter's output its
/// slot of the input).
Slot &Interpreter::slot(int gpu, Buffer b, int off)
{
    if (mAlgo.inplace) {
        switch (mAlgo.operation) {
        case Operation::Allgather:
            if (b == Buffer::Input) {
                b = Buffer::Output;
                off += gpu * k();
            }
            break;
        case Operation::ReduceScatter:
            if (b == Buffer::Output) {
                b = Buffer::Input;
                off += gpu * k();
            }
            break;
        default:
            if (b == Buffer::Output)
                b = Buffer::Input;
            break;
        }
    }
    return mBuffers[std::size_t(gpu)][std::size_t(b)][std::size_t(off)];
}

bool Interpreter::read(int x, Buffer b, int off, Slot *out, QString *error)
{
    const Node &node = mNodes[std::size_t(x)];
    *out = slot(node.gpu, b, off);
    if (out->value < 0) {
        *error = tr("%1 reads %2 chunk %3 of gpu %4 before any step it waits for writes it").arg(name(x), bufferName(b)).arg(off).arg(node.gpu);
        return false;
    }
    const std::size_t writerTb = std::size_t(mTbBase[std::size_t(node.gpu)] + out->tb);
    if (!mClock.empty() && out->tb >= 0 && mClock[std::size_t(x) * std::size_t(mTbCount) + writerTb] < out->step) {
        *error = tr("%1 reads %2 chunk %3 of gpu %4, which %5 writes, without waiting for that step (a race: the "
                    "MSCCL runtime may run them in either order)")
                     .arg(name(x), bufferName(b))
                     .arg(off)
                     .arg(node.gpu)
                     .arg(stepName(node.gpu, out->tb, out->step));
        return false;
    }
    if (!mClock.empty())
        mReaders[&slot(node.gpu, b, off)].emplace_back(node.tb, node.s);
    if (out->ready > node.ready) {
        *error = tr("%1 reads %2 chunk %3 of gpu %4 before it is there: %5 puts it there in round %6, and step %7 "
                    "does not wait for that")
                     .arg(name(x), bufferName(b))
                     .arg(off)
                     .arg(node.gpu)
                     .arg(stepName(node.gpu, out->tb, out->step))
                     .arg(out->ready + 1)
                     .arg(node.s);
        return false;
    }
    return true;
}

/// Whether step x waits, directly or through other steps, for step `step` of thread block
/// `tb` of its GPU (always true without vector clocks).
bool Interpreter::waitsFor(int x, int tb, int step) const
{
    if (mClock.empty())
        return true;
    const std::size_t t = std::size_t(mTbBase[std::size_t(mNodes[std::size_t(x)].gpu)] + tb);
    return mClock[std::size_t(x) * std::size_t(mTbCount) + t] >= step;
}

/// Writes `from` at (b, off) of x's GPU, once x waits for the steps that read or wrote it
/// before: otherwise the runtime may run them in the other order (a race).
bool Interpreter::write(int x, Buffer b, int off, const Slot &from, int ready, QString *error)
{
    const Node &node = mNodes[std::size_t(x)];
    Slot &s = slot(node.gpu, b, off);
    auto race = [&](const char *text, int tb, int step) {
        *error = tr(text).arg(name(x), bufferName(b)).arg(off).arg(node.gpu).arg(stepName(node.gpu, tb, step));
        return false;
    };
    if (s.tb >= 0 && !waitsFor(x, s.tb, s.step))
        return race(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                      "%1 writes %2 chunk %3 of gpu %4, which %5 writes too, without waiting for "
                                      "that step (a race: the MSCCL runtime may run them in either order)"),
                    s.tb, s.step);
    const auto readers = mReaders.find(&s);
    if (readers != mReaders.end()) {
        for (const auto &[tb, step] : readers->second)
            if (!waitsFor(x, tb, step))
                return race(QT_TRANSLATE_NOOP("collviz::core::msccl",
                                              "%1 overwrites %2 chunk %3 of gpu %4, which %5 reads, without waiting "
                                              "for that step (a race: the MSCCL runtime may run them in either order)"),
                            tb, step);
        mReaders.erase(readers);
    }
    s.value = from.value;
    s.ready = ready;
    s.tb = node.tb;
    s.step = node.s;
    return true;
}

/// What a combine at `gpu` adds when it reads slot `s`: its value, there from the round it was
/// made at `gpu` or arrived.
Part Interpreter::partAt(int gpu, const Slot &s) const
{
    const Value &v = mValues[std::size_t(s.value)];
    return Part{s.value, v.madeAt == gpu ? v.round : std::max(s.ready, 0)};
}

/// a + b at step x's GPU: a partial sum of the same chunk with no contribution in both.
bool Interpreter::add(int x, const Slot &a, const Slot &b, int minRound, Slot *out, QString *error)
{
    const Node &node = mNodes[std::size_t(x)];
    const Value &va = mValues[std::size_t(a.value)];
    const Value &vb = mValues[std::size_t(b.value)];
    if (va.chunk != vb.chunk) {
        *error = tr("%1 adds %2 to %3; a reduction adds up one chunk of every GPU's input")
                     .arg(name(x), describe(a.value), describe(b.value));
        return false;
    }
    if (va.contributors.intersects(vb.contributors)) {
        ProcessorSet both = va.contributors;
        int twice = 0;
        for (int m : vb.contributors.members())
            if (both.contains(m)) {
                twice = m;
                break;
            }
        *error = tr("%1 adds gpu %2's contribution to chunk %3 twice: it adds %4 to %5")
                     .arg(name(x))
                     .arg(twice)
                     .arg(va.chunk)
                     .arg(describe(a.value), describe(b.value));
        return false;
    }
    Value sum;
    sum.sum = true;
    sum.chunk = va.chunk;
    sum.contributors = va.contributors;
    sum.contributors.unite(vb.contributors);
    sum.madeAt = node.gpu;
    sum.parts = {partAt(node.gpu, a), partAt(node.gpu, b)};
    sum.round = std::max({minRound, sum.parts[0].avail, sum.parts[1].avail});
    mValues.push_back(std::move(sum));
    out->value = int(mValues.size()) - 1;
    out->ready = mValues.back().round;
    out->tb = node.tb;
    out->step = node.s;
    return true;
}

/// The CollViz packet of a value: a partial sum's is made the first time it is sent, added or
/// checked, by one combine in the round both its parts are there, after its parts' own (one
/// reduction a step, as the MSCCL runtime does it). Without recursion: a file may add up a
/// chunk in thousands of steps.
int Interpreter::packetOf(int valueId)
{
    std::vector<int> todo{valueId};
    while (!todo.empty()) {
        const int id = todo.back();
        if (mValues[std::size_t(id)].packet >= 0 || mValues[std::size_t(id)].madeAt < 0) {
            todo.pop_back();
            continue;
        }
        const std::vector<int> parts = combineParts(id);
        bool partsMade = true;
        for (int part : parts)
            if (mValues[std::size_t(part)].packet < 0) {
                todo.push_back(part);
                partsMade = false;
            }
        if (!partsMade)
            continue;
        todo.pop_back();
        std::vector<int> inputs;
        inputs.reserve(parts.size());
        for (int part : parts)
            inputs.push_back(mValues[std::size_t(part)].packet);
        Value &v = mValues[std::size_t(id)];
        if (mSchedule.rounds.size() <= std::size_t(v.round))
            mSchedule.rounds.resize(std::size_t(v.round) + 1);
        v.packet = mSchedule.addCombine(mSchedule.rounds[std::size_t(v.round)], v.madeAt, inputs, -1, true);
    }
    return mValues[std::size_t(valueId)].packet;
}

/// The values the combine that makes sum `valueId` adds up: its two parts, but where a part is
/// itself added up at the same GPU in the same round, that part's (a round's combines all read
/// what the GPU holds once its messages are in, so adds that build on each other in one round
/// are one combine of all their inputs: j inputs cost (j - 1) m t_c, as j - 1 adds in a row do).
std::vector<int> Interpreter::combineParts(int valueId) const
{
    const Value &sum = mValues[std::size_t(valueId)];
    std::vector<int> parts;
    std::vector<int> open{valueId};
    while (!open.empty()) {
        const Value &v = mValues[std::size_t(open.back())];
        open.pop_back();
        for (auto part = v.parts.rbegin(); part != v.parts.rend(); ++part) {
            const Value &w = mValues[std::size_t(part->value)];
            if (w.madeAt == sum.madeAt && w.round == sum.round)
                open.push_back(part->value);
            else
                parts.push_back(part->value);
        }
    }
    return parts;
}

QString Interpreter::describe(int valueId) const
{
    const Value &v = mValues[std::size_t(valueId)];
    if (!v.sum)
        return tr("gpu %1's input chunk %2").arg(v.origin).arg(v.chunk);
    if (v.contributors.count() == 1)
        return tr("gpu %1's input chunk %2").arg(v.contributors.members().front()).arg(v.chunk);
    return tr("the sum of chunk %1 over gpus %2").arg(v.chunk).arg(v.contributors.toString());
}

QString Interpreter::writer(const Slot &s) const
{
    if (s.tb < 0)
        return tr("there from the start");
    return tr("written by tb %1 step %2").arg(s.tb).arg(s.step);
}

void Interpreter::initBuffers()
{
    const int p = mAlgo.ngpus;
    mBuffers.resize(std::size_t(p));
    for (int g = 0; g < p; ++g) {
        auto &b = mBuffers[std::size_t(g)];
        b[std::size_t(Buffer::Input)].resize(std::size_t(mAlgo.inputChunks()));
        b[std::size_t(Buffer::Output)].resize(std::size_t(mAlgo.outputChunks()));
        b[std::size_t(Buffer::Scratch)].resize(std::size_t(mAlgo.gpus[std::size_t(g)].sChunks));
        for (int i = 0; i < mAlgo.inputChunks(); ++i) {
            Value v;
            v.chunk = i;
            switch (mAlgo.operation) {
            case Operation::Allreduce:
            case Operation::ReduceScatter:
                // Contribution of g to item i: packet g * (input chunks) + i in both numberings.
                v.sum = true;
                v.contributors = ProcessorSet::single(p, g);
                v.packet = g * mAlgo.inputChunks() + i;
                break;
            case Operation::Allgather:
                v.origin = g;
                v.packet = g * k() + i;
                break;
            default: // alltoall: chunk i is for GPU i / k; its own stays, with no packet
                v.origin = g;
                v.packet = i / k() == g ? -1 : mProblem.alltoallPacket(g, i / k(), i % k());
                break;
            }
            mValues.push_back(std::move(v));
            slot(g, Buffer::Input, i).value = int(mValues.size()) - 1;
        }
    }
}

bool Interpreter::step(int x, QString *error)
{
    Node &node = mNodes[std::size_t(x)];
    const Step &st = stepOf(x);
    // What it waits for: the latest round received, and the latest a send handed its data on in
    // (a send step is done once its data is in the receiver's buffer).
    int wait = -1;
    int sentBefore = -1;
    for (const int from : {node.s > 0 ? x - 1 : -1, node.signal})
        if (from >= 0) {
            wait = std::max(wait, mNodes[std::size_t(from)].ready);
            sentBefore = std::max(sentBefore, mNodes[std::size_t(from)].sent);
        }
    node.ready = wait;
    node.sent = sentBefore;
    if (!mClock.empty()) {
        const std::size_t t = std::size_t(mTbCount);
        int *clock = mClock.data() + std::size_t(x) * t;
        for (const int from : {node.s > 0 ? x - 1 : -1, node.signal, node.sender})
            if (from >= 0)
                std::transform(clock, clock + t, mClock.data() + std::size_t(from) * t, clock,
                               [](int a, int b) { return std::max(a, b); });
        clock[std::size_t(mTbBase[std::size_t(node.gpu)] + node.tb)] = node.s;
    }
    if (st.type == StepType::Nop)
        return true;
    const bool reads = st.type == StepType::Send || st.type == StepType::Copy || st.type == StepType::Reduce
                    || reducesOnReceive(st.type);
    if ((reads && !range(x, true, error)) || (storesAtDst(st.type) && !range(x, false, error)))
        return false;
    if (!isReduction(mAlgo.operation) && (reducesOnReceive(st.type) || st.type == StepType::Reduce)) {
        *error = tr("%1 is a %2 step, which adds chunks up, but %3 adds nothing up")
                     .arg(name(x), typeName(st.type), mAlgo.coll);
        return false;
    }
    if (sends(st.type))
        node.out.resize(std::size_t(st.cnt));
    if (receives(st.type)) {
        // The round the send hands the data on, unless the receive waits for a later one: the
        // round after a transfer it waits for, or the round of a send it waits for (a GPU
        // receives while it sends).
        node.recvRound = std::max({mNodes[std::size_t(node.sender)].sendRound, 1 + wait, sentBefore});
        node.ready = node.recvRound;
        if (!receiveInto(x, error))
            return false;
    }
    if (sends(st.type)) {
        // The round after all it waits for (and, sending on, after what it receives).
        node.sendRound = 1 + std::max(node.ready, node.sent);
        node.sent = node.sendRound;
    }
    for (int c = 0; c < st.cnt; ++c)
        if (!stepChunk(x, c, error))
            return false;
    return true;
}

/// The transfer of what x's send hands on, in x's round, along the network's route.
bool Interpreter::receiveInto(int x, QString *error)
{
    const Node &node = mNodes[std::size_t(x)];
    const Node &from = mNodes[std::size_t(node.sender)];
    TransferData t;
    t.src = from.gpu;
    t.dst = node.gpu;
    t.path = mProblem.topology().route(from.gpu, node.gpu);
    for (const Slot &s : from.out) {
        const Value &v = mValues[std::size_t(s.value)];
        if (!v.sum && v.packet < 0) {
            *error = tr("%1 sends gpu %2's input chunk %3, which alltoall keeps at gpu %2 (it is gpu %2's own)")
                         .arg(name(node.sender))
                         .arg(v.origin)
                         .arg(v.chunk);
            return false;
        }
        t.packets.push_back(packetOf(s.value));
    }
    const std::size_t round = std::size_t(node.recvRound);
    if (mSchedule.rounds.size() <= round)
        mSchedule.rounds.resize(round + 1);
    if (mRoundSteps.size() <= round)
        mRoundSteps.resize(round + 1);
    mSchedule.rounds[round].transfers.push_back(t);
    mRoundSteps[round] << tr("gpu %1 tb %2 step %3 to gpu %4 tb %5 step %6")
                              .arg(from.gpu)
                              .arg(from.tb)
                              .arg(from.s)
                              .arg(node.gpu)
                              .arg(node.tb)
                              .arg(node.s);
    return true;
}

bool Interpreter::stepChunk(int x, int c, QString *error)
{
    Node &node = mNodes[std::size_t(x)];
    const Step &st = stepOf(x);
    Slot in;
    if (receives(st.type)) {
        in = mNodes[std::size_t(node.sender)].out[std::size_t(c)];
        in.ready = node.recvRound;
        in.tb = node.tb;
        in.step = node.s;
    }
    Slot local;
    Slot made;
    switch (st.type) {
    case StepType::Send:
        if (!read(x, st.srcbuf, st.srcoff + c, &local, error))
            return false;
        node.out[std::size_t(c)] = local;
        return true;
    case StepType::Receive:
        return write(x, st.dstbuf, st.dstoff + c, in, in.ready, error);
    case StepType::ReceiveCopySend:
        if (!write(x, st.dstbuf, st.dstoff + c, in, in.ready, error))
            return false;
        node.out[std::size_t(c)] = in;
        return true;
    case StepType::ReceiveReduceSend:
    case StepType::ReceiveReduceCopy:
    case StepType::ReceiveReduceCopySend:
        if (!read(x, st.srcbuf, st.srcoff + c, &local, error) || !add(x, in, local, in.ready, &made, error))
            return false;
        if (storesAtDst(st.type) && !write(x, st.dstbuf, st.dstoff + c, made, made.ready, error))
            return false;
        if (sends(st.type))
            node.out[std::size_t(c)] = made;
        return true;
    case StepType::Copy:
        return read(x, st.srcbuf, st.srcoff + c, &local, error)
            && write(x, st.dstbuf, st.dstoff + c, local, local.ready, error);
    case StepType::Reduce: {
        Slot target;
        if (!read(x, st.dstbuf, st.dstoff + c, &target, error) || !read(x, st.srcbuf, st.srcoff + c, &local, error)
            || !add(x, target, local, -1, &made, error))
            return false;
        return write(x, st.dstbuf, st.dstoff + c, made, made.ready, error);
    }
    case StepType::Nop: return true;
    }
    return true;
}

/// What the collective wants in output chunk `index` of `gpu` (msccl-tools' check()).
void Interpreter::expected(int gpu, int index, Value *want) const
{
    const int p = mAlgo.ngpus;
    switch (mAlgo.operation) {
    case Operation::Allreduce:
    case Operation::ReduceScatter:
        want->sum = true;
        want->chunk = mAlgo.operation == Operation::Allreduce ? index : gpu * k() + index;
        want->contributors = ProcessorSet::all(p);
        break;
    case Operation::Allgather:
        want->origin = index / k();
        want->chunk = index % k();
        break;
    default:
        want->origin = index / k();
        want->chunk = gpu * k() + index % k();
        break;
    }
}

QString Interpreter::describeWant(const Value &want) const
{
    if (want.sum)
        return tr("the sum of chunk %1 over gpus %2").arg(want.chunk).arg(want.contributors.toString());
    return tr("gpu %1's input chunk %2").arg(want.origin).arg(want.chunk);
}

/// Every output chunk against the collective: a wrong value first (its sentence names the
/// step that wrote it), then a chunk nothing was written to.
bool Interpreter::checkOutputs(QString *error)
{
    for (const bool emptyPass : {false, true})
        for (int g = 0; g < mAlgo.ngpus; ++g)
            for (int i = 0; i < mAlgo.outputChunks(); ++i)
                if (!checkOutput(g, i, emptyPass, error))
                    return false;
    return true;
}

bool Interpreter::checkOutput(int g, int i, bool emptyPass, QString *error)
{
    const Slot s = slot(g, Buffer::Output, i);
    Value want;
    expected(g, i, &want);
    if ((s.value < 0) != emptyPass)
        return true;
    if (emptyPass) {
        *error = tr("gpu %1's output chunk %2 holds nothing; %3 wants %4 there")
                     .arg(g)
                     .arg(i)
                     .arg(mAlgo.coll, describeWant(want));
        return false;
    }
    const Value &v = mValues[std::size_t(s.value)];
    const bool sameChunk = v.sum == want.sum && v.chunk == want.chunk && v.origin == want.origin;
    if (sameChunk && (!want.sum || v.contributors == want.contributors)) {
        if (v.sum)
            packetOf(s.value);
        return true;
    }
    if (sameChunk) {
        int missing = 0;
        while (v.contributors.contains(missing))
            ++missing;
        *error = tr("gpu %1's output chunk %2 holds %3, %4; %5 wants %6 there (gpu %7's contribution is missing)")
                     .arg(g)
                     .arg(i)
                     .arg(describe(s.value), writer(s), mAlgo.coll, describeWant(want))
                     .arg(missing);
        return false;
    }
    *error = tr("gpu %1's output chunk %2 holds %3, %4; %5 wants %6 there")
                 .arg(g)
                 .arg(i)
                 .arg(describe(s.value), writer(s), mAlgo.coll, describeWant(want));
    return false;
}

int Interpreter::ports() const
{
    int most = 1;
    for (const Gpu &gpu : mAlgo.gpus) {
        int sending = 0;
        int receiving = 0;
        for (const ThreadBlock &tb : gpu.tbs) {
            sending += tb.send >= 0 ? 1 : 0;
            receiving += tb.recv >= 0 ? 1 : 0;
        }
        most = std::max({most, sending, receiving});
    }
    return most;
}

/// The model an MSCCL algorithm is read under (docs/formats.md): store-and-forward (a GPU
/// passes on what it has whole), full duplex (NVLink), combining (cnt chunks are one message),
/// a port per thread block that sends (or receives); all-port beyond CommModel::kMaxPorts.
CommModel naturalModel(int ports)
{
    CommModel m;
    m.switching = Switching::StoreAndForward;
    m.ports = ports > CommModel::kMaxPorts ? 0 : ports;
    m.duplex = Duplex::Full;
    m.combining = true;
    return m;
}

} // namespace

bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
          const std::atomic<bool> *cancel)
{
    Algo algo;
    if (!parseAlgo(bytes, &algo, error))
        return false;
    const QString spec = options.topology.isEmpty() ? ScheduleReadOptions::defaultNetwork(algo.ngpus) : options.topology;
    QString why;
    TopologyPtr topology = Topology::create(spec, &why);
    if (!topology) {
        *error = why;
        return false;
    }
    if (topology->processorCount() != algo.ngpus) {
        *error = tr("network %1 has %2 processors, but the MSCCL algorithm %3 runs on ngpus=\"%4\"; choose a network "
                    "of %4 processors")
                     .arg(topology->name())
                     .arg(topology->processorCount())
                     .arg(userinput::echo(algo.name))
                     .arg(algo.ngpus);
        return false;
    }
    auto problem = std::make_shared<Problem>(algo.operation, topology, 0, 0, algo.pieces());
    auto schedule = std::make_shared<Schedule>(problem->emptySchedule());
    Interpreter interpreter(algo, *problem, *schedule, cancel);
    if (!interpreter.run(error))
        return false;
    const CommModel natural = naturalModel(interpreter.ports());
    RunParams params;
    params.cost = options.cost.value_or(CostParams());
    params.model = natural;
    if (!options.modelSpec.isEmpty() && !CommModel::parse(options.modelSpec, natural, &params.model, &why)) {
        *error = why;
        return false;
    }
    const std::vector<QStringList> steps = interpreter.roundSteps();
    for (std::size_t r = 0; r < schedule->rounds.size() && r < steps.size(); ++r) {
        QStringList shown = steps[r].mid(0, 4);
        // (Counts as plain variables: lupdate 6.4 loops for ever on a cast among translate's arguments.)
        const int transfers = int(steps[r].size());
        const int more = transfers - int(shown.size());
        if (more > 0)
            shown << QCoreApplication::translate("collviz::core::msccl", "%n more", nullptr, more);
        const QString said = QCoreApplication::translate(
            "collviz::core::msccl", "Round %1 of %2: %n transfer(s) of the MSCCL algorithm's steps: %3.", nullptr,
            transfers);
        schedule->rounds[r].narration =
            Text::plain(said.arg(r + 1).arg(schedule->rounds.size()).arg(shown.join(QStringLiteral("; "))));
    }
    RunResult evaluated = Engine::evaluate({ScheduleSource::Document, nullptr, algo.name, natural}, problem, schedule,
                                           params, cancel);
    if (!evaluated.ok) {
        *error = tr("reading was cancelled");
        return false;
    }
    *out = std::move(evaluated);
    return true;
}

} // namespace collviz::core::msccl
