// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/schedule.h"

#include "core/bits.h"

#include <QStringList>

#include <algorithm>
#include <cstring>
#include <limits>
#include <stdexcept>

namespace collviz::core {

namespace {

/// The word holding member p (floor(p / 64), for negative p too).
int wordOf(int p) { return p >> 6; }
/// Bits lo..hi (0 <= lo <= hi <= 63) of a word.
std::uint64_t bitRange(int lo, int hi) { return (~std::uint64_t(0) >> (63 - hi)) & (~std::uint64_t(0) << lo); }
/// Sets members first..last in the bitset of words base, base+1, ...
void setRange(std::uint64_t *words, int base, int first, int last)
{
    const int w0 = wordOf(first) - base;
    const int w1 = wordOf(last) - base;
    const int lo = first & 63;
    const int hi = last & 63;
    if (w0 == w1) {
        words[w0] |= bitRange(lo, hi);
        return;
    }
    words[w0] |= bitRange(lo, 63);
    for (int w = w0 + 1; w < w1; ++w)
        words[w] = ~std::uint64_t(0);
    words[w1] |= bitRange(0, hi);
}

} // namespace

std::uint64_t *ProcessorSet::allocWords(std::size_t count, int base)
{
    std::uint64_t *block = new std::uint64_t[count + 1]();
    block[0] = std::uint64_t(std::uint32_t(base)) | (std::uint64_t(count) << 32);
    return block + 1;
}

namespace {

/// The bucket of member m, 0..31 before the fold to 30: the five-bit groups of m xored (a
/// hypercube subcube's members and its partner's differ in one bit and share the rest, so
/// while the free bits are few their buckets stay apart).
std::uint32_t fold5(std::uint32_t u)
{
    u ^= u >> 5;
    u ^= u >> 10;
    u ^= u >> 20;
    return u & 31U;
}
/// Bits b of mask moved to b ^ c (c < 32).
std::uint32_t permuteXor(std::uint32_t mask, std::uint32_t c)
{
    static constexpr std::uint32_t kKeep[5] = {0x55555555U, 0x33333333U, 0x0f0f0f0fU, 0x00ff00ffU, 0x0000ffffU};
    for (unsigned i = 0; i < 5; ++i)
        if ((c >> i) & 1U) {
            const unsigned s = 1U << i;
            mask = ((mask & kKeep[i]) << s) | ((mask >> s) & kKeep[i]);
        }
    return mask;
}
/// 32 buckets folded to the 30 bits a tag has room for.
std::uint32_t fold30(std::uint32_t buckets) { return (buckets & 0x3fffffffU) | (buckets >> 30); }

} // namespace

std::uint32_t ProcessorSet::heapBuckets(std::uint32_t form) const
{
    std::uint32_t buckets = 0;
    const std::size_t count = std::size_t(mData.words[-1] >> 32); // n(), before the tag says heap
    if (form == kBits) {
        const int base = heapBase();
        for (std::size_t i = 0; i < count && buckets != ~0U; ++i) {
            const std::uint64_t w = mData.words[i];
            if (w == 0)
                continue;
            // Members 64 W + b: their bucket is b ^ fold5(u >> 5), u = 64 W as unsigned.
            const std::uint32_t high = std::uint32_t(std::int64_t(base + int(i)) * 64) >> 5;
            buckets |= permuteXor(std::uint32_t(w), fold5(high)) | permuteXor(std::uint32_t(w >> 32), fold5(high | 1U));
        }
        return fold30(buckets);
    }
    for (std::size_t i = 0; i < count && buckets != ~0U; ++i) {
        const Run r = unpack(mData.words[i]);
        if ((long long)r.last - r.first >= 63)
            return 0x3fffffffU;
        for (long long m = r.first; m <= r.last; ++m)
            buckets |= 1U << fold5(std::uint32_t(m));
    }
    return fold30(buckets);
}

void ProcessorSet::setHeapTag(std::uint32_t form, std::uint32_t known)
{
    mTag = ((known != kUnknown ? known : heapBuckets(form)) << 2) | form;
}

std::uint32_t ProcessorSet::buckets() const
{
    switch (form()) {
    case kInline: {
        const Run r = mData.runs[0];
        if ((long long)r.last - r.first >= 63)
            return 0x3fffffffU;
        std::uint32_t b = 0;
        for (long long m = r.first; m <= r.last; ++m)
            b |= 1U << fold5(std::uint32_t(m));
        return fold30(b);
    }
    case kRuns:
    case kBits: return mTag >> 2;
    default: return 0;
    }
}

std::uint64_t *ProcessorSet::copyWords(const std::uint64_t *from, std::size_t count)
{
    std::uint64_t *to = new std::uint64_t[count + 1];
    std::copy(from - 1, from + count, to);
    return to + 1;
}

template<typename Fn>
bool ProcessorSet::forEachRun(Fn &&fn) const
{
    switch (form()) {
    case kInline:
        for (std::size_t i = 0; i < n(); ++i)
            if (fn(mData.runs[i].first, mData.runs[i].last))
                return true;
        return false;
    case kRuns:
        for (std::size_t i = 0; i < n(); ++i) {
            const Run r = unpack(mData.words[i]);
            if (fn(r.first, r.last))
                return true;
        }
        return false;
    case kBits: {
        bool open = false;
        int start = 0;
        const int base = heapBase();
        for (std::size_t i = 0; i < n(); ++i) {
            const std::uint64_t w = mData.words[i];
            const int bit0 = (base + int(i)) * 64;
            int pos = 0;
            while (pos < 64) {
                if (!open) {
                    const std::uint64_t rest = w >> pos;
                    if (rest == 0)
                        break;
                    pos += bits::ctz64(rest);
                    start = bit0 + pos;
                    open = true;
                } else {
                    const std::uint64_t rest = ~w >> pos;
                    if (rest == 0)
                        break; // the run goes on into the next word
                    pos += bits::ctz64(rest);
                    open = false;
                    if (fn(start, bit0 + pos - 1))
                        return true;
                }
            }
        }
        if (open)
            return fn(start, int((long long)(base + int(n())) * 64 - 1));
        return false;
    }
    default: return false;
    }
}

void ProcessorSet::assignRuns(const Run *runs, std::size_t count, std::uint32_t known)
{
    release();
    if (count == 0)
        return;
    if (count <= std::size_t(kInlineRuns)) {
        std::copy(runs, runs + count, mData.runs);
        setTag(kInline, count);
        return;
    }
    const int base = wordOf(runs[0].first);
    const long long span = (long long)wordOf(runs[count - 1].last) - base + 1;
    if (span <= (long long)count) {
        std::uint64_t *words = allocWords(std::size_t(span), base);
        for (std::size_t i = 0; i < count; ++i)
            setRange(words, base, runs[i].first, runs[i].last);
        mData.words = words;
        setHeapTag(kBits, known);
        return;
    }
    std::uint64_t *words = allocWords(count, 0);
    for (std::size_t i = 0; i < count; ++i)
        words[i] = pack(runs[i]);
    mData.words = words;
    setHeapTag(kRuns, known);
}

void ProcessorSet::assignBits(std::uint64_t *words, std::size_t count, std::uint32_t known)
{
    // Runs start where a bit is set and the one below it is not; counted up to the span
    // (enough to decide the form).
    std::size_t runs = 0;
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < count && (runs < count || runs <= std::size_t(kInlineRuns)); ++i) {
        const std::uint64_t w = words[i];
        runs += std::size_t(bits::popcount64(w & ~((w << 1) | carry)));
        carry = w >> 63;
    }
    release();
    mData.words = words;
    mTag = kBits; // n() is in the header; the buckets only for a set that stays a bitset
    if (runs > std::size_t(kInlineRuns) && count <= runs) {
        setHeapTag(kBits, known);
        return;
    }
    // Few runs, or more words than runs: the runs form.
    std::vector<Run> list;
    list.reserve(runs);
    forEachRun([&](int first, int last) {
        list.push_back({first, last});
        return false;
    });
    assignRuns(list.data(), list.size(), known);
}

ProcessorSet ProcessorSet::single(int size, int p)
{
    return range(size, p, p);
}

ProcessorSet ProcessorSet::range(int size, int first, int last)
{
    ProcessorSet s(size);
    if (first <= last) {
        s.mData.runs[0] = {first, last};
        s.setTag(kInline, 1);
    }
    return s;
}

bool ProcessorSet::operator==(const ProcessorSet &o) const
{
    // The tag's summary is exact (a function of the members, as the form is): equal sets have
    // equal tags. A conservative summary would have to be left out here.
    if (mTag != o.mTag || n() != o.n())
        return false;
    switch (form()) {
    case kInline:
        for (std::size_t i = 0; i < n(); ++i)
            if (mData.runs[i].first != o.mData.runs[i].first || mData.runs[i].last != o.mData.runs[i].last)
                return false;
        return true;
    case kRuns: return std::equal(mData.words, mData.words + n(), o.mData.words);
    case kBits:
        return heapBase() == o.heapBase()
               && std::equal(mData.words, mData.words + n(), o.mData.words);
    default: return true;
    }
}

int ProcessorSet::count() const
{
    int c = 0;
    if (form() == kBits) {
        for (std::size_t i = 0; i < n(); ++i)
            c += bits::popcount64(mData.words[i]);
        return c;
    }
    forEachRun([&](int first, int last) {
        c += last - first + 1;
        return false;
    });
    return c;
}

bool ProcessorSet::contains(int p) const
{
    switch (form()) {
    case kInline:
        for (std::size_t i = 0; i < n(); ++i)
            if (mData.runs[i].first <= p && p <= mData.runs[i].last)
                return true;
        return false;
    case kRuns: {
        // The first run whose end is >= p.
        const std::uint64_t *first = mData.words;
        const std::uint64_t *last = first + n();
        const std::uint64_t *it = std::lower_bound(first, last, p, [](std::uint64_t w, int v) { return unpack(w).last < v; });
        return it != last && unpack(*it).first <= p;
    }
    case kBits: {
        const long long w = (long long)wordOf(p) - heapBase();
        return w >= 0 && w < (long long)n() && ((mData.words[std::size_t(w)] >> (p & 63)) & 1U);
    }
    default: return false;
    }
}

void ProcessorSet::insert(int p)
{
    unite(single(0, p));
}

bool ProcessorSet::bitsHit(int first, int last) const
{
    const int base = heapBase();
    const long long lowest = (long long)base * 64;
    const long long highest = (long long)(base + int(n())) * 64 - 1;
    first = int(std::max<long long>(first, lowest));
    last = int(std::min<long long>(last, highest));
    if (first > last)
        return false;
    const std::uint64_t *words = mData.words;
    const int w0 = wordOf(first) - base;
    const int w1 = wordOf(last) - base;
    if (w0 == w1)
        return (words[w0] & bitRange(first & 63, last & 63)) != 0;
    if ((words[w0] & bitRange(first & 63, 63)) != 0)
        return true;
    for (int w = w0 + 1; w < w1; ++w)
        if (words[w] != 0)
            return true;
    return (words[w1] & bitRange(0, last & 63)) != 0;
}

bool ProcessorSet::intersectsSlow(const ProcessorSet &o) const
{
    if (isEmpty() || o.isEmpty())
        return false;
    if (form() == kBits && o.form() == kBits) {
        const int from = std::max(heapBase(), o.heapBase());
        const int to = std::min(heapBase() + int(n()), o.heapBase() + int(o.n()));
        if (to <= from)
            return false; // no word in common (and no pointer past a block to form)
        const std::uint64_t *a = mData.words + (from - heapBase());
        const std::uint64_t *b = o.mData.words + (from - o.heapBase());
        std::uint64_t any = 0;
        for (int i = 0; i < to - from; ++i)
            any |= a[i] & b[i];
        return any != 0;
    }
    if (form() == kBits || o.form() == kBits) {
        const ProcessorSet &bits = form() == kBits ? *this : o;
        const ProcessorSet &runs = form() == kBits ? o : *this;
        const long long highest = (long long)(bits.heapBase() + int(bits.n())) * 64 - 1;
        bool hit = false;
        runs.forEachRun([&](int first, int last) {
            if (first > highest)
                return true;
            hit = bits.bitsHit(first, last);
            return hit;
        });
        return hit;
    }
    // Two run lists: one merge walk.
    const std::size_t na = n();
    const std::size_t nb = o.n();
    std::size_t i = 0;
    std::size_t j = 0;
    Run a = runAt(0);
    Run b = o.runAt(0);
    for (;;) {
        if (a.last < b.first) {
            if (++i == na)
                return false;
            a = runAt(i);
        } else if (b.last < a.first) {
            if (++j == nb)
                return false;
            b = o.runAt(j);
        } else
            return true;
    }
}

void ProcessorSet::unite(const ProcessorSet &o)
{
    mSize = std::max(mSize, o.mSize);
    if (o.isEmpty())
        return;
    if (isEmpty()) {
        const int size = mSize;
        *this = o;
        mSize = size;
        return;
    }
    if (form() != kBits && o.form() != kBits) {
        // Two run lists: merged by first element, adjacent and overlapping runs joined.
        const std::size_t na = n();
        const std::size_t nb = o.n();
        Run inlineOut[2 * kInlineRuns];
        std::vector<Run> heapOut;
        Run *out = inlineOut;
        if (na + nb > 2 * std::size_t(kInlineRuns)) {
            heapOut.resize(na + nb);
            out = heapOut.data();
        }
        std::size_t count = 0;
        std::size_t i = 0;
        std::size_t j = 0;
        while (i < na || j < nb) {
            Run run;
            if (j == nb)
                run = runAt(i++);
            else if (i == na)
                run = o.runAt(j++);
            else {
                const Run a = runAt(i);
                const Run b = o.runAt(j);
                if (b.first < a.first || (b.first == a.first && b.last < a.last)) {
                    run = b;
                    ++j;
                } else {
                    run = a;
                    ++i;
                }
            }
            if (count > 0 && (long long)run.first <= (long long)out[count - 1].last + 1)
                out[count - 1].last = std::max(out[count - 1].last, run.last);
            else
                out[count++] = run;
        }
        assignRuns(out, count, buckets() | o.buckets());
        return;
    }
    // A bitset side: the union as a bitset over both spans, then the form the rule asks for.
    auto span = [](const ProcessorSet &s, int &first, int &last) {
        if (s.form() == kBits) {
            first = s.heapBase();
            last = s.heapBase() + int(s.n()) - 1;
        } else {
            first = wordOf(s.runAt(0).first);
            last = wordOf(s.runAt(s.n() - 1).last);
        }
    };
    int af, al, bf, bl;
    span(*this, af, al);
    span(o, bf, bl);
    const int base = std::min(af, bf);
    const std::size_t count = std::size_t(std::max(al, bl) - base + 1);
    std::uint64_t *words = allocWords(count, base);
    // The words go to each pass as an argument, not captured: clang-tidy 14's analyzer lost
    // track of a captured owner now and then and reported a leak (1 run in 4).
    auto orIn = [base](std::uint64_t *into, const ProcessorSet &s) {
        if (s.form() == kBits) {
            for (std::size_t i = 0; i < s.n(); ++i)
                into[std::size_t(s.heapBase() - base) + i] |= s.mData.words[i];
            return;
        }
        s.forEachRun([into, base](int first, int last) {
            setRange(into, base, first, last);
            return false;
        });
    };
    const std::uint32_t known = buckets() | o.buckets();
    orIn(words, *this);
    orIn(words, o);
    assignBits(words, count, known);
}

std::vector<int> ProcessorSet::members() const
{
    std::vector<int> out;
    forEachRun([&](int first, int last) {
        for (int p = first;; ++p) {
            out.push_back(p);
            if (p == last)
                break;
        }
        return false;
    });
    return out;
}

QString ProcessorSet::toString() const
{
    QStringList parts;
    forEachRun([&](int first, int last) {
        parts << (first == last ? QString::number(first) : QStringLiteral("%1-%2").arg(first).arg(last));
        return false;
    });
    return parts.join(QLatin1Char(','));
}

bool BufferState::holds(int node, int packet) const
{
    const auto &h = held[std::size_t(node)];
    return std::binary_search(h.begin(), h.end(), packet);
}

std::size_t BufferState::totalHeld() const
{
    std::size_t n = 0;
    for (const auto &h : held)
        n += h.size();
    return n;
}

// ------------------------------------------------------------------ HeldLists

HeldLists::HeldLists(const BufferState &state) : mAt(state.held.size() + 1, 0)
{
    std::size_t total = 0;
    for (std::size_t v = 0; v < state.held.size(); ++v) {
        total += state.held[v].size();
        if (total > std::numeric_limits<std::uint32_t>::max())
            throw std::length_error("initial buffers of more than 2^32 packet ids");
        mAt[v + 1] = std::uint32_t(total);
    }
    mIds.reserve(mAt.back());
    for (const std::vector<int> &h : state.held)
        mIds.insert(mIds.end(), h.begin(), h.end());
}

HeldLists HeldLists::ofPackets(int vertices, const std::vector<int> &holderOf)
{
    // A counting sort by holder; ids come in increasing order, so each list is sorted.
    HeldLists h;
    h.mAt.assign(std::size_t(std::max(0, vertices)) + 1, 0);
    if (holderOf.size() > std::numeric_limits<std::uint32_t>::max())
        throw std::length_error("initial buffers of more than 2^32 packet ids");
    for (int v : holderOf)
        if (v >= 0 && v < vertices)
            ++h.mAt[std::size_t(v) + 1];
    for (std::size_t v = 0; v + 1 < h.mAt.size(); ++v)
        h.mAt[v + 1] += h.mAt[v];
    h.mIds.resize(h.mAt.back());
    std::vector<std::uint32_t> next(h.mAt.begin(), h.mAt.end() - 1);
    for (std::size_t id = 0; id < holderOf.size(); ++id)
        if (holderOf[id] >= 0 && holderOf[id] < vertices)
            h.mIds[next[std::size_t(holderOf[id])]++] = int(id);
    return h;
}

bool HeldLists::holds(int node, int packet) const
{
    if (node < 0 || std::size_t(node) >= size())
        return false;
    const IntSpan h = held(std::size_t(node));
    return std::binary_search(h.begin(), h.end(), packet);
}

BufferState HeldLists::toBufferState() const
{
    BufferState state;
    state.held.resize(size());
    for (std::size_t v = 0; v < size(); ++v)
        state.held[v] = held(v).toVector();
    return state;
}

// ------------------------------------------------------------------ PacketTable

void PacketTable::push_back(const Packet &packet)
{
    if (mEnds.empty() && mSizes.empty())
        mUniformSize = packet.size;
    mEnds.push_back(Ends{0, -1});
    if (!mItems.empty())
        mItems.push_back(-1);
    if (!mSizes.empty())
        mSizes.push_back(mUniformSize);
    set(mEnds.size() - 1, packet);
}

void PacketTable::set(std::size_t i, const Packet &packet)
{
    mDestinations -= mEnds[i].dest >= 0 ? 1 : 0;
    mDestinations += packet.dest >= 0 ? 1 : 0;
    mEnds[i] = Ends{packet.origin, packet.dest};
    if (packet.item != -1 && mItems.empty())
        mItems.assign(mEnds.size(), -1);
    if (!mItems.empty())
        mItems[i] = packet.item;
    if (packet.size != mUniformSize && mSizes.empty())
        mSizes.assign(mEnds.size(), mUniformSize);
    if (!mSizes.empty())
        mSizes[i] = packet.size;
}

// ------------------------------------------------------------------ TransferList

namespace {
std::uint32_t offset(std::size_t at, std::size_t limit = std::numeric_limits<std::uint32_t>::max())
{
    if (at > limit)
        throw std::length_error("a round with more than 2^31 path nodes or 2^32 packet ids");
    return std::uint32_t(at);
}
} // namespace

TransferList::TransferList(std::initializer_list<TransferData> transfers)
{
    for (const TransferData &t : transfers)
        push_back(t);
}

TransferList::TransferList(const std::vector<TransferData> &transfers)
{
    for (const TransferData &t : transfers)
        push_back(t);
}

void TransferList::add(int src, int dst, IntSpan path, IntSpan packets, const TransferTag &tag)
{
    const bool oneHop = path.size() == 2 && path[0] == src && path[1] == dst;
    const std::uint32_t at = offset(mNodes.size(), kEnds - 1);
    mRecords.push_back(Record{{src, dst}, oneHop ? at | kEnds : at, offset(mPackets.size())});
    if (oneHop)
        ++mOneHops;
    else
        mNodes.insert(mNodes.end(), path.begin(), path.end());
    mPackets.insert(mPackets.end(), packets.begin(), packets.end());
    if (!mTags.empty())
        mTags.push_back(tag);
    else if (!tag.isEmpty())
        setTag(mRecords.size() - 1, tag);
}

void TransferList::push_back(const TransferData &t)
{
    add(t.src, t.dst, IntSpan(t.path), IntSpan(t.packets), t.tag);
}

void TransferList::setTag(std::size_t i, const TransferTag &tag)
{
    if (mTags.empty()) {
        if (tag.isEmpty())
            return;
        mTags.resize(mRecords.size());
    }
    mTags[i] = tag;
}

void TransferList::clear()
{
    mRecords.clear();
    mNodes.clear();
    mOneHops = 0;
    mPackets.clear();
    mTags.clear();
}

void TransferList::reserve(std::size_t transfers, std::size_t nodes, std::size_t packetIds)
{
    mRecords.reserve(transfers);
    mNodes.reserve(nodes);
    mPackets.reserve(packetIds);
}

bool TransferList::sameShape(const TransferList &other) const
{
    static_assert(sizeof(Record) == 4 * sizeof(std::uint32_t), "Record has no padding");
    // Equal records are equal ends, path offsets (and one-hop marks) and packet offsets, so the
    // packet counts are equal but the last one's, which the id totals decide.
    return mRecords.size() == other.mRecords.size() && mPackets.size() == other.mPackets.size()
           && mNodes == other.mNodes
           && (mRecords.empty()
               || std::memcmp(mRecords.data(), other.mRecords.data(), mRecords.size() * sizeof(Record)) == 0);
}

void TransferList::shrink_to_fit()
{
    mRecords.shrink_to_fit();
    mNodes.shrink_to_fit();
    mPackets.shrink_to_fit();
    mTags.shrink_to_fit();
}

// ------------------------------------------------------------------ CombineList

void CombineList::add(int node, IntSpan inputs, int output, bool keepInputs)
{
    if (mInputs.size() > (std::size_t(1) << 31) - 1)
        throw std::length_error("a round with more than 2^31 combine inputs");
    Record r;
    r.node = node;
    r.output = output;
    r.inputs = std::uint32_t(mInputs.size());
    r.keepInputs = keepInputs ? 1U : 0U;
    // The inputs first: if storing them throws, the list is as it was.
    mInputs.insert(mInputs.end(), inputs.begin(), inputs.end());
    try {
        mRecords.push_back(r);
    } catch (...) {
        mInputs.resize(r.inputs);
        throw;
    }
    if (mRecords.size() >= 2) {
        const int before = mRecords[mRecords.size() - 2].node;
        mNodesNeverDecrease = mNodesNeverDecrease && node >= before;
        mNodesRise = mNodesRise && node > before;
    }
}

void CombineList::clear()
{
    mRecords.clear();
    mInputs.clear();
    mNodesNeverDecrease = true;
    mNodesRise = true;
}

int Schedule::addCombine(Round &round, int node, const std::vector<int> &inputs, int dest, bool keepInputs)
{
    Packet out;
    out.id = int(packets.size());
    out.origin = node;
    out.dest = dest;
    const Packet &first = packets[std::size_t(inputs.front())];
    out.size = first.size;
    out.item = first.item;
    ProcessorSet set = contributors[std::size_t(inputs.front())];
    for (std::size_t i = 1; i < inputs.size(); ++i)
        set.unite(contributors[std::size_t(inputs[i])]);
    packets.push_back(out);
    contributors.push_back(std::move(set));
    round.combines.add(node, IntSpan(inputs), out.id, keepInputs);
    return out.id;
}

} // namespace collviz::core
