#include "core/schedule.h"

#include "core/bits.h"

#include <QStringList>

#include <algorithm>
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

template<typename Fn>
bool ProcessorSet::forEachRun(Fn &&fn) const
{
    switch (mForm) {
    case kOne: return fn(mA, mB);
    case kRuns:
        for (std::uint64_t w : mHeap) {
            const Run r = unpack(w);
            if (fn(r.first, r.second))
                return true;
        }
        return false;
    case kBits: {
        bool open = false;
        int start = 0;
        for (std::size_t i = 0; i < mHeap.size(); ++i) {
            const std::uint64_t w = mHeap[i];
            const int bit0 = (mA + int(i)) * 64;
            int pos = 0;
            while (pos < 64) {
                if (!open) {
                    const std::uint64_t rest = w >> pos;
                    if (rest == 0)
                        break;
                    pos += __builtin_ctzll(rest);
                    start = bit0 + pos;
                    open = true;
                } else {
                    const std::uint64_t rest = ~w >> pos;
                    if (rest == 0)
                        break; // the run goes on into the next word
                    pos += __builtin_ctzll(rest);
                    open = false;
                    if (fn(start, bit0 + pos - 1))
                        return true;
                }
            }
        }
        if (open)
            return fn(start, int((long long)(mA + int(mHeap.size())) * 64 - 1));
        return false;
    }
    default: return false;
    }
}

void ProcessorSet::assignRuns(const Run *runs, std::size_t count)
{
    if (count == 0) {
        mForm = kEmpty;
        mA = mB = 0;
        mHeap.clear();
        return;
    }
    if (count == 1) {
        mForm = kOne;
        mA = runs[0].first;
        mB = runs[0].second;
        mHeap.clear();
        return;
    }
    const int base = wordOf(runs[0].first);
    const long long span = (long long)wordOf(runs[count - 1].second) - base + 1;
    mB = 0;
    if (span <= (long long)count) {
        mForm = kBits;
        mA = base;
        mHeap.assign(std::size_t(span), 0);
        for (std::size_t i = 0; i < count; ++i)
            setRange(mHeap.data(), base, runs[i].first, runs[i].second);
        return;
    }
    mForm = kRuns;
    mA = 0;
    mHeap.resize(count);
    for (std::size_t i = 0; i < count; ++i)
        mHeap[i] = pack(runs[i]);
}

void ProcessorSet::assignBits(int base, std::vector<std::uint64_t> &&words)
{
    // Runs start where a bit is set and the one below it is not; counted up to the span
    // (enough to decide the form).
    const std::size_t span = words.size();
    std::size_t runs = 0;
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < span && runs < std::max<std::size_t>(span, 2); ++i) {
        const std::uint64_t w = words[i];
        runs += std::size_t(__builtin_popcountll(w & ~((w << 1) | carry)));
        carry = w >> 63;
    }
    mForm = kBits;
    mA = base;
    mB = 0;
    mHeap = std::move(words);
    if (runs >= 2 && span <= runs)
        return;
    std::vector<Run> list;
    list.reserve(runs);
    forEachRun([&](int first, int last) {
        list.emplace_back(first, last);
        return false;
    });
    assignRuns(list.data(), list.size());
}

ProcessorSet ProcessorSet::single(int size, int p)
{
    ProcessorSet s(size);
    s.mForm = kOne;
    s.mA = p;
    s.mB = p;
    return s;
}

ProcessorSet ProcessorSet::range(int size, int first, int last)
{
    ProcessorSet s(size);
    if (first <= last) {
        s.mForm = kOne;
        s.mA = first;
        s.mB = last;
    }
    return s;
}

int ProcessorSet::count() const
{
    if (mForm == kBits) {
        int c = 0;
        for (std::uint64_t w : mHeap)
            c += __builtin_popcountll(w);
        return c;
    }
    int c = 0;
    forEachRun([&](int first, int last) {
        c += last - first + 1;
        return false;
    });
    return c;
}

bool ProcessorSet::contains(int p) const
{
    switch (mForm) {
    case kOne: return mA <= p && p <= mB;
    case kRuns: {
        // The first run whose end is >= p.
        const auto it = std::lower_bound(mHeap.begin(), mHeap.end(), p,
                                         [](std::uint64_t w, int v) { return unpack(w).second < v; });
        return it != mHeap.end() && unpack(*it).first <= p;
    }
    case kBits: {
        const long long w = (long long)wordOf(p) - mA;
        return w >= 0 && w < (long long)mHeap.size() && ((mHeap[std::size_t(w)] >> (p & 63)) & 1U);
    }
    default: return false;
    }
}

void ProcessorSet::insert(int p)
{
    unite(single(0, p));
}

bool ProcessorSet::bitsIntersect(const ProcessorSet &o) const
{
    const int from = std::max(mA, o.mA);
    const int to = std::min(mA + int(mHeap.size()), o.mA + int(o.mHeap.size()));
    const std::uint64_t *a = mHeap.data() + (from - mA);
    const std::uint64_t *b = o.mHeap.data() + (from - o.mA);
    std::uint64_t any = 0;
    for (int i = 0; i < to - from; ++i)
        any |= a[i] & b[i];
    return any != 0;
}

bool ProcessorSet::bitsHit(int first, int last) const
{
    const long long lowest = (long long)mA * 64;
    const long long highest = (long long)(mA + int(mHeap.size())) * 64 - 1;
    first = int(std::max<long long>(first, lowest));
    last = int(std::min<long long>(last, highest));
    if (first > last)
        return false;
    const int w0 = wordOf(first) - mA;
    const int w1 = wordOf(last) - mA;
    if (w0 == w1)
        return (mHeap[std::size_t(w0)] & bitRange(first & 63, last & 63)) != 0;
    if ((mHeap[std::size_t(w0)] & bitRange(first & 63, 63)) != 0)
        return true;
    for (int w = w0 + 1; w < w1; ++w)
        if (mHeap[std::size_t(w)] != 0)
            return true;
    return (mHeap[std::size_t(w1)] & bitRange(0, last & 63)) != 0;
}

bool ProcessorSet::intersectsSlow(const ProcessorSet &o) const
{
    if (mForm == kEmpty || o.mForm == kEmpty)
        return false;
    if (mForm == kBits && o.mForm == kBits)
        return bitsIntersect(o);
    if (mForm == kBits || o.mForm == kBits) {
        const ProcessorSet &bits = mForm == kBits ? *this : o;
        const ProcessorSet &runs = mForm == kBits ? o : *this;
        const long long highest = (long long)(bits.mA + int(bits.mHeap.size())) * 64 - 1;
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
    auto runAt = [](const ProcessorSet &s, std::size_t i) { return s.mForm == kOne ? Run{s.mA, s.mB} : unpack(s.mHeap[i]); };
    const std::size_t na = mForm == kOne ? 1 : mHeap.size();
    const std::size_t nb = o.mForm == kOne ? 1 : o.mHeap.size();
    std::size_t i = 0;
    std::size_t j = 0;
    Run a = runAt(*this, 0);
    Run b = runAt(o, 0);
    for (;;) {
        if (a.second < b.first) {
            if (++i == na)
                return false;
            a = runAt(*this, i);
        } else if (b.second < a.first) {
            if (++j == nb)
                return false;
            b = runAt(o, j);
        } else
            return true;
    }
}

void ProcessorSet::unite(const ProcessorSet &o)
{
    mSize = std::max(mSize, o.mSize);
    if (o.mForm == kEmpty)
        return;
    if (mForm == kEmpty) {
        mForm = o.mForm;
        mA = o.mA;
        mB = o.mB;
        mHeap = o.mHeap;
        return;
    }
    if (mForm != kBits && o.mForm != kBits) {
        // Two run lists: merged by first element, adjacent and overlapping runs joined.
        auto runAt = [](const ProcessorSet &s, std::size_t i) { return s.mForm == kOne ? Run{s.mA, s.mB} : unpack(s.mHeap[i]); };
        const std::size_t na = mForm == kOne ? 1 : mHeap.size();
        const std::size_t nb = o.mForm == kOne ? 1 : o.mHeap.size();
        Run inlineOut[2];
        std::vector<Run> heapOut;
        Run *out = inlineOut;
        if (na + nb > 2) {
            heapOut.resize(na + nb);
            out = heapOut.data();
        }
        std::size_t n = 0;
        std::size_t i = 0;
        std::size_t j = 0;
        while (i < na || j < nb) {
            Run run;
            if (j == nb)
                run = runAt(*this, i++);
            else if (i == na)
                run = runAt(o, j++);
            else {
                const Run a = runAt(*this, i);
                const Run b = runAt(o, j);
                if (b < a) {
                    run = b;
                    ++j;
                } else {
                    run = a;
                    ++i;
                }
            }
            if (n > 0 && (long long)run.first <= (long long)out[n - 1].second + 1)
                out[n - 1].second = std::max(out[n - 1].second, run.second);
            else
                out[n++] = run;
        }
        assignRuns(out, n);
        return;
    }
    // A bitset side: the union as a bitset over both spans, then the form the rule asks for.
    auto span = [](const ProcessorSet &s, int &first, int &last) {
        if (s.mForm == kBits) {
            first = s.mA;
            last = s.mA + int(s.mHeap.size()) - 1;
        } else if (s.mForm == kOne) {
            first = wordOf(s.mA);
            last = wordOf(s.mB);
        } else {
            first = wordOf(unpack(s.mHeap.front()).first);
            last = wordOf(unpack(s.mHeap.back()).second);
        }
    };
    int af, al, bf, bl;
    span(*this, af, al);
    span(o, bf, bl);
    const int base = std::min(af, bf);
    std::vector<std::uint64_t> words(std::size_t(std::max(al, bl) - base + 1), 0);
    auto orIn = [&](const ProcessorSet &s) {
        if (s.mForm == kBits) {
            for (std::size_t i = 0; i < s.mHeap.size(); ++i)
                words[std::size_t(s.mA - base) + i] |= s.mHeap[i];
            return;
        }
        s.forEachRun([&](int first, int last) {
            setRange(words.data(), base, first, last);
            return false;
        });
    };
    orIn(*this);
    orIn(o);
    assignBits(base, std::move(words));
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

// ------------------------------------------------------------------ PacketTable

void PacketTable::push_back(const Packet &packet)
{
    if (mEnds.empty() && mSizes.empty())
        mUniformSize = packet.size;
    mEnds.push_back(Ends{0, 0});
    if (!mItems.empty())
        mItems.push_back(-1);
    if (!mSizes.empty())
        mSizes.push_back(mUniformSize);
    set(mEnds.size() - 1, packet);
}

void PacketTable::set(std::size_t i, const Packet &packet)
{
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
std::uint32_t offset(std::size_t at)
{
    if (at > std::numeric_limits<std::uint32_t>::max())
        throw std::length_error("a round with more than 2^32 path nodes or packet ids");
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
    mRecords.push_back(Record{src, dst, offset(mNodes.size()), offset(mPackets.size())});
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
    mPackets.clear();
    mTags.clear();
}

void TransferList::reserve(std::size_t transfers, std::size_t nodes, std::size_t packetIds)
{
    mRecords.reserve(transfers);
    mNodes.reserve(nodes);
    mPackets.reserve(packetIds);
}

void TransferList::shrink_to_fit()
{
    mRecords.shrink_to_fit();
    mNodes.shrink_to_fit();
    mPackets.shrink_to_fit();
    mTags.shrink_to_fit();
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
    round.combines.push_back(Combine{node, inputs, out.id, keepInputs});
    return out.id;
}

} // namespace collviz::core
