// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/algorithm.h"

#include "core/algorithms/algorithms.h"
#include "core/bits.h"
#include "core/networks/networkfamily.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace collviz::core {

namespace {
thread_local const std::atomic<bool> *tBuildCancel = nullptr;
} // namespace

BuildCancellation::BuildCancellation(const std::atomic<bool> *cancel) : mOuter(tBuildCancel) { tBuildCancel = cancel; }

BuildCancellation::~BuildCancellation() { tBuildCancel = mOuter; }

void BuildCancellation::check()
{
    if (tBuildCancel && tBuildCancel->load(std::memory_order_relaxed))
        throw BuildCancelled();
}

namespace {

/// Why an algorithm refuses a network of a family it runs on: its number of dimensions (a 4D
/// torus for an algorithm of 2D and 3D tori). The dimensions its needs admit in that family.
QString dimensionsRefusal(const Algorithm &algorithm, const Topology &topology)
{
    const NetworkTraits family = topology.family().traits();
    int fewest = 1 << 20;
    int most = 0;
    for (const NetworkNeed &need : algorithm.networkNeeds()) {
        if (!need.admits(family))
            continue;
        fewest = std::min(fewest, std::max(need.minDimensions, family.minDimensions));
        most = std::max(most, std::min(need.maxDimensions, family.maxDimensions));
    }
    const char *sentence = fewest == most
        ? QT_TRANSLATE_NOOP("collviz::core::Algorithm", "%1 runs on %2 networks of %3 dimensions only, not on %4, "
                                                        "which has %5")
        : QT_TRANSLATE_NOOP("collviz::core::Algorithm", "%1 runs on %2 networks of %3 to %6 dimensions only, not on "
                                                        "%4, which has %5");
    QString text = QCoreApplication::translate("collviz::core::Algorithm", sentence)
                       .arg(algorithm.id(), topology.family().id(), QString::number(fewest), topology.name(),
                            QString::number(topology.dimensions()));
    return fewest == most ? text : text.arg(most);
}

} // namespace

QString Algorithm::tr(const char *text) { return QCoreApplication::translate("collviz::core::Algorithm", text); }

bool Algorithm::runsOn(const NetworkFamily &family) const
{
    const NetworkTraits traits = family.traits();
    const auto needs = networkNeeds();
    return std::any_of(needs.begin(), needs.end(), [&](const NetworkNeed &n) { return n.admits(traits); });
}

bool Algorithm::runsOn(const Topology &topology) const
{
    const auto needs = networkNeeds();
    return std::any_of(needs.begin(), needs.end(), [&](const NetworkNeed &n) { return n.admits(topology); });
}

QStringList Algorithm::networkFamilies() const
{
    QStringList names;
    for (const auto &family : NetworkRegistry::instance().families())
        if (runsOn(*family))
            names << family->id();
    return names;
}

bool Algorithm::supports(const Topology &topology, const RunParams &params, QString *why) const
{
    if (!runsOn(topology)) {
        if (why)
            *why = runsOn(topology.family()) ? dimensionsRefusal(*this, topology)
                                             : tr("%1 runs on %2, not on %3")
                                                   .arg(id(), networkFamilies().join(QStringLiteral(", ")), topology.name());
        return false;
    }
    const int p = topology.processorCount();
    if (usesRoot(operation()) && (params.root < 0 || params.root >= p)) {
        if (why)
            *why = tr("root %1 is not a processor of %2 (accepted: 0..%3)").arg(params.root).arg(topology.name()).arg(p - 1);
        return false;
    }
    if (params.repeat != 1 && !acceptsRepeat()) {
        if (why)
            *why = tr("--repeat %1 means nothing for %2; it applies to the alltoall-jh algorithms").arg(params.repeat).arg(id());
        return false;
    }
    if (usesShift(operation()) && (params.shift <= 0 || params.shift >= p)) {
        if (why)
            *why = tr("shift %1 is out of range for %2 (accepted: 1..%3)").arg(params.shift).arg(topology.name()).arg(p - 1);
        return false;
    }
    return true;
}

std::optional<ScheduleTable> Algorithm::scheduleTable(const Topology &, QString *why) const
{
    if (why)
        *why = tr("%1 has no schedule table").arg(id());
    return std::nullopt;
}

std::optional<ScheduleTable> Algorithm::repeatTable(const Topology &, const RunParams &, RepeatTable, QString *why) const
{
    if (why)
        *why = tr("%1 has no memory or multiple-AAPC table; --memory and --repeat apply to the alltoall-jh "
                  "algorithms").arg(id());
    return std::nullopt;
}

double Algorithm::estimatedPacketRefs(const Topology &topology, int pieces) const
{
    const int p = topology.processorCount();
    return Problem::packetCount(operation(), p, pieces) * (bits::ceilLog2(std::uint64_t(p)) + 1);
}

const AlgorithmRegistry &AlgorithmRegistry::instance()
{
    static const AlgorithmRegistry registry;
    return registry;
}

AlgorithmRegistry::AlgorithmRegistry()
{
    algorithms::registerBroadcastFamily(*this);
    algorithms::registerAllgatherFamily(*this);
    algorithms::registerAlltoallFamily(*this);
    algorithms::registerShiftFamily(*this);
    algorithms::registerLargeMessageFamily(*this);
    algorithms::registerAnyNetworkFamily(*this);
    algorithms::registerMpiFamily(*this);
    algorithms::registerAllreduceFamily(*this);
}

namespace {

/// An id an algorithm had before it was renamed, and its id now.
struct IdAlias
{
    const char *old;
    const char *current;
};

/// Former ids, still read wherever an id is read (the command line, scenarios and schedule
/// documents saved with them); lists and outputs give the current id only.
constexpr IdAlias kIdAliases[] = {
    {"broadcast-binomial-routed", "broadcast-binomial"}, // renamed to the name (issue 36)
};

} // namespace

AlgorithmPtr AlgorithmRegistry::find(const QString &id) const
{
    for (const auto &a : mAlgorithms)
        if (a->id() == id)
            return a;
    for (const IdAlias &alias : kIdAliases)
        if (id == QLatin1String(alias.old))
            return find(QLatin1String(alias.current));
    return {};
}

std::vector<AlgorithmPtr> AlgorithmRegistry::forOperation(Operation op) const
{
    std::vector<AlgorithmPtr> out;
    for (const auto &a : mAlgorithms)
        if (a->operation() == op)
            out.push_back(a);
    return out;
}

QStringList AlgorithmRegistry::ids() const
{
    QStringList out;
    for (const auto &a : mAlgorithms)
        out << a->id();
    return out;
}

} // namespace collviz::core
