// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/bits.h"
#include "core/indexiterator.h"
#include "core/intspan.h"
#include "core/text.h"

#include <QString>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <utility>
#include <vector>

namespace collviz::core {

/// A set of processors: who contributed to a partial sum. Stored as sorted, disjoint,
/// non-adjacent intervals, because the sets reductions build are subcubes, ring segments and
/// mesh rectangles: a few intervals each, where a bitset would cost p bits per partial sum.
/// One interval lives in the object itself (no allocation, no pointer to follow: most sets a
/// reduction's combines read are one subcube or segment), more on the heap: 16 bytes a set,
/// one per partial sum. A set of many short intervals (a hypercube
/// reduce-scatter's contributors after a few dimensions: every 2^k-th processor) is a bitset
/// over the words it spans instead, once that is no more words than it has intervals: smaller,
/// and tested for overlap a word at a time. The form is a function of the members (so equal
/// sets are stored alike).
class ProcessorSet
{
public:
    ProcessorSet() = default;
    explicit ProcessorSet(int size) : mSize(size) {}
    ProcessorSet(const ProcessorSet &o) : mSize(o.mSize), mTag(o.mTag), mData(o.mData)
    {
        if (onHeap())
            mData.words = copyWords(o.mData.words, n());
    }
    ProcessorSet &operator=(const ProcessorSet &o)
    {
        if (this != &o) {
            ProcessorSet copy(o);
            swap(copy);
        }
        return *this;
    }
    /// A moved-from set is empty (as one whose runs were a moved vector).
    ProcessorSet(ProcessorSet &&o) noexcept : mSize(o.mSize), mTag(o.mTag), mData(o.mData) { o.mTag = 0; }
    ProcessorSet &operator=(ProcessorSet &&o) noexcept
    {
        if (this != &o) {
            release();
            mSize = o.mSize;
            mTag = o.mTag;
            mData = o.mData;
            o.mTag = 0;
        }
        return *this;
    }
    ~ProcessorSet() { release(); }
    static ProcessorSet single(int size, int p);
    static ProcessorSet range(int size, int first, int last); ///< first..last inclusive
    static ProcessorSet all(int size) { return range(size, 0, size - 1); }

    int size() const { return mSize; }
    bool isEmpty() const { return mTag == 0; }
    int count() const;
    bool contains(int p) const;
    void insert(int p);
    /// Inline everywhere (the simulator asks it for every combine of two partial sums).
    COLLVIZ_ALWAYS_INLINE bool intersects(const ProcessorSet &o) const
    {
        // One interval each (subcubes, segments: what most reductions add): one comparison.
        if (mTag == kOneRun && o.mTag == kOneRun)
            return !(mData.runs[0].last < o.mData.runs[0].first || o.mData.runs[0].last < mData.runs[0].first);
        // Two heap sets with no bucket of members in common: disjoint, and neither is read
        // (a hypercube reduction's partners: the first log p / 2 or so dimensions).
        if (onHeap() && o.onHeap() && ((mTag & o.mTag) >> 2) == 0)
            return false;
        return intersectsSlow(o);
    }
    /// *this == range(size(), first, last), without making that set.
    bool isRange(int first, int last) const
    {
        if (first > last)
            return mTag == 0;
        return mTag == kOneRun && mData.runs[0].first == first && mData.runs[0].last == last;
    }
    void unite(const ProcessorSet &o);
    bool operator==(const ProcessorSet &o) const;
    bool operator!=(const ProcessorSet &o) const { return !(*this == o); }
    std::vector<int> members() const;
    /// Compact text: "0-3,6" (what a lecturer writes on the board).
    QString toString() const;

private:
    struct Run
    {
        int first; ///< inclusive
        int last;  ///< inclusive
    };
    static constexpr int kInlineRuns = 1;
    /// kEmpty: no members. kInline: one run in mData.runs. kRuns: n() (> 1) runs
    /// on the heap (sorted, gaps >= 1, one packed run a word: first in the low half, last in the
    /// high half). kBits: a bitset of n() words on the heap, of the words base, base+1, ...
    /// (member p is bit p & 63 of word p >> 6; first and last words not 0). A set of more than
    /// one run is kBits exactly when it spans no more words than it has runs. A heap block
    /// starts with a word of its own before mData.words: base (kBits; 0 for kRuns) in the low
    /// half, n() in the high half. A heap set's tag holds, above the form, its buckets: bit b
    /// set when a member m has bucket(m) = b (a function of the member alone), so two heap sets
    /// whose buckets do not meet are disjoint without a look at their words.
    /// 16 bytes a set: a reduction's schedule keeps one per partial sum.
    enum Form : std::uint32_t { kEmpty = 0, kInline = 1, kRuns = 2, kBits = 3 };
    union Data {
        Run runs[kInlineRuns];
        std::uint64_t *words;
    };
    /// The tag of a set of one run.
    static constexpr std::uint32_t kOneRun = (1U << 2) | kInline;
    std::uint32_t form() const { return mTag & 3U; }
    /// Runs (kInline, kRuns) or words (kBits).
    std::size_t n() const
    {
        if (onHeap())
            return std::size_t(mData.words[-1] >> 32);
        return std::size_t(mTag >> 2);
    }
    /// The tag of an in-place set (kEmpty, kInline) of `count` runs.
    void setTag(std::uint32_t form, std::size_t count) { mTag = (std::uint32_t(count) << 2) | form; }
    /// The tag of a heap set (kRuns, kBits) whose words are in place: the form and the buckets
    /// (`known` when not kUnknown: a union's are its parts' buckets together).
    void setHeapTag(std::uint32_t form, std::uint32_t known);
    static constexpr std::uint32_t kUnknown = ~0U;
    /// The buckets of the members of any set (30 bits).
    std::uint32_t buckets() const;
    /// The buckets of the members of a heap set (30 bits).
    std::uint32_t heapBuckets(std::uint32_t form) const;
    bool onHeap() const { return form() >= kRuns; }
    void release()
    {
        if (onHeap())
            freeWords(mData.words);
        mTag = 0;
    }
    void swap(ProcessorSet &o) noexcept
    {
        std::swap(mSize, o.mSize);
        std::swap(mTag, o.mTag);
        std::swap(mData, o.mData);
    }
    /// A heap block of `count` words (zeroed) after its header word, which holds `base` and
    /// `count`.
    static std::uint64_t *allocWords(std::size_t count, int base);
    static void freeWords(const std::uint64_t *words) { delete[] (words - 1); }
    static std::uint64_t *copyWords(const std::uint64_t *from, std::size_t count);
    /// kBits: the index of the first word.
    int heapBase() const { return int(std::int32_t(std::uint32_t(mData.words[-1]))); }
    static std::uint64_t pack(Run r) { return std::uint64_t(std::uint32_t(r.first)) | (std::uint64_t(std::uint32_t(r.last)) << 32); }
    static Run unpack(std::uint64_t w) { return {int(std::uint32_t(w)), int(std::uint32_t(w >> 32))}; }
    /// Run i of a run form (kInline or kRuns).
    Run runAt(std::size_t i) const { return form() == kInline ? mData.runs[i] : unpack(mData.words[i]); }
    /// Calls fn(first, last) for every run in order; stops early when fn returns true, and
    /// returns whether it did.
    template<typename Fn>
    bool forEachRun(Fn &&fn) const;
    bool intersectsSlow(const ProcessorSet &o) const;
    /// Whether a bitset set has a member in first..last.
    bool bitsHit(int first, int last) const;
    /// Takes `count` runs (sorted, gaps >= 1) in the form the rule asks for.
    void assignRuns(const Run *runs, std::size_t count, std::uint32_t known = kUnknown);
    /// Takes a bitset of `count` words (from allocWords, with its base; owned from here on) of
    /// the words base, base+1, ... (first and last not 0) in the form the rule asks for.
    void assignBits(std::uint64_t *words, std::size_t count, std::uint32_t known = kUnknown);

    int mSize = 0;
    std::uint32_t mTag = 0; ///< the form (low two bits), then n() (in place) or the buckets (heap); 0 = empty
    Data mData{};
};
static_assert(sizeof(ProcessorSet) <= 16, "a reduction keeps one ProcessorSet per partial sum");

/**
 * A unit of data. Data-movement operations carry packet identities only; reductions
 * carry partial sums: a packet with item >= 0 is the partial sum of `item` over the
 * processors in Schedule::contributors[id].
 *
 * dest >= 0 names the one processor the packet is for: sending it moves it (the sender
 * drops it unless it is the destination). dest == -1 means every processor must end
 * with it (broadcast data, allreduce results): sending copies it.
 */
struct Packet
{
    int id = -1;
    int origin = -1;
    int dest = -1;
    int item = -1;     ///< reduction item, -1 for plain data
    double size = 1.0; ///< in units of m words
};

/**
 * A schedule's packets in compact storage: origin and destination for every packet (8 bytes),
 * the reduction item only once some packet has one, the size only once sizes differ. The p^2
 * packets of an all-to-all cost 8 bytes each instead of a 24-byte record. Reads return Packet
 * values; a packet's id is its index.
 */
class PacketTable
{
public:
    using const_iterator = IndexIterator<PacketTable, Packet>;
    using iterator = const_iterator;
    using value_type = Packet;

    std::size_t size() const { return mEnds.size(); }
    bool empty() const { return mEnds.empty(); }
    Packet operator[](std::size_t i) const
    {
        Packet p;
        p.id = int(i);
        p.origin = mEnds[i].origin;
        p.dest = mEnds[i].dest;
        p.item = mItems.empty() ? -1 : mItems[i];
        p.size = mSizes.empty() ? mUniformSize : mSizes[i];
        return p;
    }
    Packet front() const { return (*this)[0]; }
    Packet back() const { return (*this)[size() - 1]; }
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }

    int origin(std::size_t i) const { return mEnds[i].origin; }
    int dest(std::size_t i) const { return mEnds[i].dest; }
    /// Whether any packet has a destination (dest >= 0): without one, every packet sent is
    /// copied, and no sender's holding needs a look-up of it.
    bool anyDestination() const { return mDestinations > 0; }
    /// The reduction item of every packet, by id; null while every item is -1.
    const int *itemData() const { return mItems.empty() ? nullptr : mItems.data(); }
    double size(std::size_t i) const { return mSizes.empty() ? mUniformSize : mSizes[i]; }
    /// True, with the size, when every packet has the same size (then no look-up is needed).
    bool uniformSize(double *size) const
    {
        if (!mSizes.empty() || mEnds.empty())
            return false;
        *size = mUniformSize;
        return true;
    }

    /// Appends `packet` (its id is ignored: a packet's id is its index).
    void push_back(const Packet &packet);
    /// Replaces packet i (its id is ignored).
    void set(std::size_t i, const Packet &packet);
    void reserve(std::size_t count) { mEnds.reserve(count); }

private:
    struct Ends
    {
        int origin;
        int dest;
    };
    std::vector<Ends> mEnds;
    std::size_t mDestinations = 0; ///< packets with dest >= 0
    std::vector<int> mItems;    ///< empty while every item is -1
    std::vector<double> mSizes; ///< empty while every size is mUniformSize
    double mUniformSize = 1.0;
};

/// What a transfer belongs to, for views that colour by it: the tree and its level of a
/// tree-based schedule (seed 002's time-arc-disjoint trees), the cycle of a Hamiltonian one,
/// the phase of a multi-phase algorithm. -1 = not tagged.
struct TransferTag
{
    int tree = -1;
    int level = -1;
    int cycle = -1;
    int phase = -1;
    int direction = 0; ///< along the cycle: +1 forward (its listed order), -1 backward, 0 = not tagged
    bool isEmpty() const { return tree < 0 && level < 0 && cycle < 0 && phase < 0 && direction == 0; }
};

/// One transfer of a round: from src to dst along `path` (src first, dst last), carrying
/// `packets` (as one message in a combining model, as one message each otherwise).
/// What a round hands out: a read-only view into its flat storage (see TransferList).
struct Transfer
{
    int src = -1;
    int dst = -1;
    IntSpan path;
    IntSpan packets;
    TransferTag tag;
};

/// A transfer as a builder makes it, owning its path and packets; TransferList::push_back
/// stores it.
struct TransferData
{
    int src = -1;
    int dst = -1;
    std::vector<int> path;
    std::vector<int> packets;
    TransferTag tag;
};

/**
 * A round's transfers in flat storage: one record (endpoints and two offsets, 16 bytes) per
 * transfer, the nodes of every path longer than one hop in one array and every packet id in
 * another, tags only when some transfer has one. p^2 transfers cost a few arrays instead of
 * two heap blocks each. A path that is just [src, dst] (one hop, most transfers of most
 * algorithms) is not stored apart: path() reads it from the record's endpoints, so a one-hop
 * transfer of one packet takes 20 bytes, the packed size of its fields.
 * Reads go through Transfer views (and the per-field accessors for hot loops).
 */
class TransferList
{
public:
    using const_iterator = IndexIterator<TransferList, Transfer>;
    using iterator = const_iterator;
    using value_type = Transfer;

    TransferList() = default;
    TransferList(std::initializer_list<TransferData> transfers);
    explicit TransferList(const std::vector<TransferData> &transfers);

    std::size_t size() const { return mRecords.size(); }
    bool empty() const { return mRecords.empty(); }
    Transfer operator[](std::size_t i) const
    {
        return Transfer{src(i), dst(i), path(i), packets(i), tag(i)};
    }
    Transfer front() const { return (*this)[0]; }
    Transfer back() const { return (*this)[size() - 1]; }
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }

    int src(std::size_t i) const { return mRecords[i].ends[0]; }
    int dst(std::size_t i) const { return mRecords[i].ends[1]; }
    /// Like every span a list hands out, valid until the list changes (a one-hop path is read
    /// from the transfer's record).
    IntSpan path(std::size_t i) const
    {
        const Record &r = mRecords[i];
        if (r.path & kEnds)
            return IntSpan(r.ends, 2);
        const std::size_t at = r.path;
        const std::size_t to = i + 1 < mRecords.size() ? mRecords[i + 1].path & ~kEnds : mNodes.size();
        return IntSpan(mNodes.data() + at, to - at);
    }
    /// Whether the path is [src, dst]: one hop (path(i) reads it from the endpoints).
    bool oneHop(std::size_t i) const { return (mRecords[i].path & kEnds) != 0; }
    IntSpan packets(std::size_t i) const
    {
        const std::size_t at = mRecords[i].packets;
        const std::size_t to = i + 1 < mRecords.size() ? mRecords[i + 1].packets : mPackets.size();
        return IntSpan(mPackets.data() + at, to - at);
    }
    TransferTag tag(std::size_t i) const { return mTags.empty() ? TransferTag() : mTags[i]; }

    void push_back(const TransferData &t);
    /// Appends a transfer without a TransferData in between.
    void add(int src, int dst, IntSpan path, IntSpan packets, const TransferTag &tag = {});
    void clear();
    /// Room for `transfers` transfers with `nodes` nodes of paths longer than one hop (one-hop
    /// paths take no room of their own) and `packetIds` packet ids in all.
    void reserve(std::size_t transfers, std::size_t nodes, std::size_t packetIds);
    /// reserve() for a list the size of `other`.
    void reserveLike(const TransferList &other) { reserve(other.size(), other.mNodes.size(), other.packetIdCount()); }
    std::size_t capacity() const { return mRecords.capacity(); }
    /// Path nodes in all (one-hop paths' two included).
    std::size_t nodeCount() const { return mNodes.size() + 2 * mOneHops; }
    /// Hops in all: a path has one node more than hops (exact when no path is empty; with empty
    /// paths, which have no hop, fewer: a bound from below).
    std::size_t hopCount() const { return nodeCount() - std::min(nodeCount(), size()); }
    std::size_t packetIdCount() const { return mPackets.size(); }
    /// Whether `other` lists the same transfers in the same order: the same ends and paths, each
    /// with as many packets (the packet ids themselves may differ). A round of the same shape as
    /// the one before it uses the same ports and channels the same way (a ring's rounds, a
    /// shift's): what the simulator and the cost model decided of its shape holds again.
    bool sameShape(const TransferList &other) const;
    void shrink_to_fit();

private:
    void setTag(std::size_t i, const TransferTag &tag);

    /// Set in Record::path when the path is `ends`.
    static constexpr std::uint32_t kEnds = std::uint32_t(1) << 31;
    struct Record
    {
        int ends[2];           ///< src, dst; also the path when it is one hop
        std::uint32_t path;    ///< offset of the first path node in mNodes; | kEnds: the path is `ends` (and takes none)
        std::uint32_t packets; ///< offset of the first packet id in mPackets
    };
    std::vector<Record> mRecords;
    std::vector<int> mNodes;
    std::size_t mOneHops = 0; ///< transfers whose path is `ends`
    std::vector<int> mPackets;
    std::vector<TransferTag> mTags; ///< empty while no transfer has a tag
};

/// At the end of a round, `node` adds up the partial sums `inputs` (same item, disjoint
/// contributors) into packet `output`. Inputs are consumed unless keepInputs.
/// What a round hands out: a read-only view into its flat storage (see CombineList).
struct Combine
{
    int node = -1;
    IntSpan inputs;
    int output = -1;
    bool keepInputs = false;
};

/**
 * A round's combines in flat storage: one 12-byte record (node, output, the offset of the
 * first input and the keep flag) per combine and every input id in one array. A reduction
 * makes up to p^2 combines of two inputs each: two arrays instead of a heap block each.
 */
class CombineList
{
public:
    using const_iterator = IndexIterator<CombineList, Combine>;
    using iterator = const_iterator;
    using value_type = Combine;

    std::size_t size() const { return mRecords.size(); }
    bool empty() const { return mRecords.empty(); }
    Combine operator[](std::size_t i) const
    {
        const Record &r = mRecords[i];
        return Combine{r.node, inputs(i), r.output, r.keepInputs != 0};
    }
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }

    /// True while every combine's node is at least the one before's (each node's combines in
    /// a row: what reduction builders make); nodesRise(): greater (one combine a node).
    bool nodesNeverDecrease() const { return mNodesNeverDecrease; }
    bool nodesRise() const { return mNodesRise; }
    int node(std::size_t i) const { return mRecords[i].node; }
    int output(std::size_t i) const { return mRecords[i].output; }
    bool keepsInputs(std::size_t i) const { return mRecords[i].keepInputs != 0; }
    IntSpan inputs(std::size_t i) const
    {
        const std::size_t at = mRecords[i].inputs;
        const std::size_t to = i + 1 < mRecords.size() ? mRecords[i + 1].inputs : mInputs.size();
        return IntSpan(mInputs.data() + at, to - at);
    }

    void add(int node, IntSpan inputs, int output, bool keepInputs = false);
    void clear();

private:
    struct Record
    {
        int node;
        int output;
        std::uint32_t inputs : 31; ///< offset of the first input id in mInputs
        std::uint32_t keepInputs : 1;
    };
    std::vector<Record> mRecords;
    std::vector<int> mInputs;
    bool mNodesNeverDecrease = true; ///< see nodesNeverDecrease(), kept by add()
    bool mNodesRise = true;
};

/// What one node's pseudo-code is doing in a round: the line and its variables.
struct NodeTrace
{
    int line = -1; ///< index into PseudoCode::lines, -1 when idle
    std::vector<std::pair<QString, QString>> vars;
};

struct Round
{
    TransferList transfers;
    CombineList combines;
    Text narration;                 ///< one sentence a lecturer could say
    std::vector<NodeTrace> traces;  ///< empty, or one per processor
};

/// What each vertex holds: sorted packet ids per vertex. A value: copy it to keep a round.
struct BufferState
{
    std::vector<std::vector<int>> held;
    bool holds(int node, int packet) const;
    std::size_t totalHeld() const;
};

/**
 * What each vertex holds, read-only: every vertex's sorted packet ids, one list after another
 * (4 bytes an id and 4 a vertex; a BufferState's list per vertex is a heap block each, 3.5 MB
 * for the reduction of hypercube:16, whose nodes hold one id each). A schedule's initial
 * buffers; toBufferState() gives the working copy a replay changes.
 */
class HeldLists
{
public:
    HeldLists() = default;
    /// `state`'s lists (each sorted, as BufferState keeps them).
    explicit HeldLists(const BufferState &state);
    /// Packet `id` held by vertex holderOf[id] alone (-1: by none), over `vertices` vertices.
    static HeldLists ofPackets(int vertices, const std::vector<int> &holderOf);

    /// Vertices.
    std::size_t size() const { return mAt.empty() ? 0 : mAt.size() - 1; }
    /// The sorted ids vertex `v` holds (v < size()).
    IntSpan held(std::size_t v) const { return IntSpan(mIds.data() + mAt[v], mAt[v + 1] - mAt[v]); }
    bool holds(int node, int packet) const;
    std::size_t totalHeld() const { return mIds.size(); }
    /// Every vertex's ids, one list after another: held(v) is ids() from firsts()[v] to
    /// firsts()[v + 1] (a loop over all of them reads the two arrays, not a span per vertex).
    IntSpan ids() const { return IntSpan(mIds); }
    /// size() + 1 entries (none in a HeldLists made empty by default).
    const std::uint32_t *firsts() const { return mAt.data(); }
    BufferState toBufferState() const;

private:
    std::vector<std::uint32_t> mAt; ///< per vertex, its first id in mIds; then the end
    std::vector<int> mIds;
};

/**
 * A complete, serialisable schedule: the packets (initial and derived partial sums),
 * who holds what at the start, and the rounds.
 */
struct Schedule
{
    PacketTable packets;
    std::vector<ProcessorSet> contributors; ///< per packet; empty for data-movement operations
    HeldLists initial;
    std::vector<Round> rounds;

    /// Adds a combine at `node` in `round` and the derived packet it produces (contributors
    /// are the union of the inputs'; size and item are the first input's). Returns its id.
    int addCombine(Round &round, int node, const std::vector<int> &inputs, int dest, bool keepInputs = false);
    bool isReduction() const { return !contributors.empty(); }
};

} // namespace collviz::core
