#include "core/schedule.h"

#include "core/bits.h"

#include <QStringList>

#include <algorithm>

namespace collviz::core {

ProcessorSet ProcessorSet::single(int size, int p)
{
    ProcessorSet s(size);
    s.mRuns.push_back({p, p});
    return s;
}

ProcessorSet ProcessorSet::range(int size, int first, int last)
{
    ProcessorSet s(size);
    if (first <= last)
        s.mRuns.push_back({first, last});
    return s;
}

int ProcessorSet::count() const
{
    int c = 0;
    for (const auto &[a, b] : mRuns)
        c += b - a + 1;
    return c;
}

bool ProcessorSet::contains(int p) const
{
    // The first run whose end is >= p.
    auto it = std::lower_bound(mRuns.begin(), mRuns.end(), p,
                               [](const std::pair<int, int> &run, int v) { return run.second < v; });
    return it != mRuns.end() && it->first <= p;
}

void ProcessorSet::insert(int p)
{
    ProcessorSet one;
    one.mRuns.push_back({p, p});
    unite(one);
}

bool ProcessorSet::intersects(const ProcessorSet &o) const
{
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < mRuns.size() && j < o.mRuns.size()) {
        const auto &a = mRuns[i];
        const auto &b = o.mRuns[j];
        if (a.second < b.first)
            ++i;
        else if (b.second < a.first)
            ++j;
        else
            return true;
    }
    return false;
}

void ProcessorSet::unite(const ProcessorSet &o)
{
    mSize = std::max(mSize, o.mSize);
    std::vector<std::pair<int, int>> all;
    all.reserve(mRuns.size() + o.mRuns.size());
    std::merge(mRuns.begin(), mRuns.end(), o.mRuns.begin(), o.mRuns.end(), std::back_inserter(all));
    std::vector<std::pair<int, int>> merged;
    merged.reserve(all.size());
    for (const auto &run : all) {
        if (!merged.empty() && run.first <= merged.back().second + 1)
            merged.back().second = std::max(merged.back().second, run.second);
        else
            merged.push_back(run);
    }
    mRuns.swap(merged);
}

std::vector<int> ProcessorSet::members() const
{
    std::vector<int> out;
    for (const auto &[a, b] : mRuns)
        for (int p = a; p <= b; ++p)
            out.push_back(p);
    return out;
}

QString ProcessorSet::toString() const
{
    QStringList parts;
    for (const auto &[a, b] : mRuns)
        parts << (a == b ? QString::number(a) : QStringLiteral("%1-%2").arg(a).arg(b));
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
