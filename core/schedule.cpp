#include "core/schedule.h"

#include "core/bits.h"

#include <QStringList>

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace collviz::core {

void ProcessorSet::assignRuns(const Run *first, std::size_t count)
{
    if (count <= 1) {
        mMore.clear();
        mInline = int(count);
        if (count == 1)
            mOne = *first;
        return;
    }
    mMore.assign(first, first + count);
    mInline = 0;
}

ProcessorSet ProcessorSet::single(int size, int p)
{
    ProcessorSet s(size);
    s.mOne = {p, p};
    s.mInline = 1;
    return s;
}

ProcessorSet ProcessorSet::range(int size, int first, int last)
{
    ProcessorSet s(size);
    if (first <= last) {
        s.mOne = {first, last};
        s.mInline = 1;
    }
    return s;
}

int ProcessorSet::count() const
{
    int c = 0;
    const Run *r = runs();
    for (std::size_t i = 0, n = runCount(); i < n; ++i)
        c += r[i].second - r[i].first + 1;
    return c;
}

bool ProcessorSet::contains(int p) const
{
    // The first run whose end is >= p.
    const Run *first = runs();
    const Run *last = first + runCount();
    const Run *it = std::lower_bound(first, last, p, [](const Run &run, int v) { return run.second < v; });
    return it != last && it->first <= p;
}

void ProcessorSet::insert(int p)
{
    unite(single(0, p));
}

bool ProcessorSet::intersects(const ProcessorSet &o) const
{
    const Run *a = runs();
    const Run *b = o.runs();
    const std::size_t na = runCount();
    const std::size_t nb = o.runCount();
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < na && j < nb) {
        if (a[i].second < b[j].first)
            ++i;
        else if (b[j].second < a[i].first)
            ++j;
        else
            return true;
    }
    return false;
}

void ProcessorSet::unite(const ProcessorSet &o)
{
    mSize = std::max(mSize, o.mSize);
    const Run *a = runs();
    const Run *b = o.runs();
    const std::size_t na = runCount();
    const std::size_t nb = o.runCount();
    // Merged by first element (ties: ours first, as std::merge), adjacent and overlapping runs
    // joined.
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
        const Run run = (j == nb || (i < na && !(b[j] < a[i]))) ? a[i++] : b[j++];
        if (n > 0 && run.first <= out[n - 1].second + 1)
            out[n - 1].second = std::max(out[n - 1].second, run.second);
        else
            out[n++] = run;
    }
    if (n <= 1 || out == inlineOut)
        assignRuns(out, n);
    else {
        heapOut.resize(n);
        mMore.swap(heapOut);
        mInline = 0;
    }
}

std::vector<int> ProcessorSet::members() const
{
    std::vector<int> out;
    const Run *r = runs();
    for (std::size_t i = 0, n = runCount(); i < n; ++i)
        for (int p = r[i].first; p <= r[i].second; ++p)
            out.push_back(p);
    return out;
}

QString ProcessorSet::toString() const
{
    QStringList parts;
    const Run *r = runs();
    for (std::size_t i = 0, n = runCount(); i < n; ++i)
        parts << (r[i].first == r[i].second ? QString::number(r[i].first) : QStringLiteral("%1-%2").arg(r[i].first).arg(r[i].second));
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
    mRecords.push_back(r);
    mInputs.insert(mInputs.end(), inputs.begin(), inputs.end());
}

void CombineList::clear()
{
    mRecords.clear();
    mInputs.clear();
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
