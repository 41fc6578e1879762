#include "core/schedule.h"

#include "core/bits.h"

#include <QStringList>

#include <algorithm>

namespace collviz::core {

ProcessorSet ProcessorSet::single(int size, int p)
{
    ProcessorSet s(size);
    s.insert(p);
    return s;
}

ProcessorSet ProcessorSet::range(int size, int first, int last)
{
    ProcessorSet s(size);
    for (int p = first; p <= last; ++p)
        s.insert(p);
    return s;
}

bool ProcessorSet::isEmpty() const
{
    return std::all_of(mWords.begin(), mWords.end(), [](std::uint64_t w) { return w == 0; });
}

int ProcessorSet::count() const
{
    int c = 0;
    for (std::uint64_t w : mWords)
        c += __builtin_popcountll(w);
    return c;
}

bool ProcessorSet::intersects(const ProcessorSet &o) const
{
    const std::size_t n = std::min(mWords.size(), o.mWords.size());
    for (std::size_t i = 0; i < n; ++i)
        if (mWords[i] & o.mWords[i])
            return true;
    return false;
}

void ProcessorSet::unite(const ProcessorSet &o)
{
    if (o.mWords.size() > mWords.size()) {
        mWords.resize(o.mWords.size(), 0);
        mSize = o.mSize;
    }
    for (std::size_t i = 0; i < o.mWords.size(); ++i)
        mWords[i] |= o.mWords[i];
}

std::vector<int> ProcessorSet::members() const
{
    std::vector<int> out;
    for (int p = 0; p < mSize; ++p)
        if (contains(p))
            out.push_back(p);
    return out;
}

QString ProcessorSet::toString() const
{
    QStringList parts;
    int p = 0;
    while (p < mSize) {
        if (!contains(p)) {
            ++p;
            continue;
        }
        int q = p;
        while (q + 1 < mSize && contains(q + 1))
            ++q;
        parts << (q == p ? QString::number(p) : QStringLiteral("%1-%2").arg(p).arg(q));
        p = q + 1;
    }
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
