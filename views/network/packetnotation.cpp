// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/network/packetnotation.h"

#include "core/networks/networkfamily.h"

#include <QCoreApplication>

#include <QStringList>

#include <algorithm>
#include <set>

namespace collviz::views::notation {

QString packetName(const core::Schedule &schedule, const core::Topology &topology, int id)
{
    if (id < 0 || std::size_t(id) >= schedule.packets.size())
        return QStringLiteral("?");
    const core::Packet &p = schedule.packets[std::size_t(id)];
    if (schedule.isReduction() && std::size_t(id) < schedule.contributors.size()
        && !schedule.contributors[std::size_t(id)].isEmpty()) {
        // The contributors' runs of processor numbers, each written with its ends' names.
        const std::vector<int> members = schedule.contributors[std::size_t(id)].members();
        QStringList runs;
        for (std::size_t i = 0; i < members.size();) {
            std::size_t j = i;
            while (j + 1 < members.size() && members[j + 1] == members[j] + 1)
                ++j;
            runs << (i == j ? topology.label(members[i])
                            : QStringLiteral("%1-%2").arg(topology.label(members[i]), topology.label(members[j])));
            i = j + 1;
        }
        return QStringLiteral("\u03A3") + runs.join(QLatin1Char(','));
    }
    if (p.dest >= 0)
        return QStringLiteral("{%1,%2}").arg(topology.label(p.origin), topology.label(p.dest));
    return topology.label(p.origin);
}

namespace {

/// The names of a sorted set of nodes joined by `separator`.
QString nodes(const core::Topology &topology, const std::set<int> &set, QChar separator)
{
    QStringList names;
    for (int v : set)
        names << topology.label(v);
    return names.join(separator);
}

/// A set of nodes in its family's notation (a hypercube's subcube as its address with the free
/// bits starred, "**1"); empty where the family has none for it.
QString subcube(const core::Topology &topology, const std::set<int> &set)
{
    return topology.family().nodeSetName(topology, std::vector<int>(set.begin(), set.end()));
}

} // namespace

QString chipText(const core::Schedule &schedule, const core::Topology &topology, const std::vector<int> &ids,
                 int maxChars)
{
    if (ids.empty())
        return {};
    if (ids.size() == 1)
        return packetName(schedule, topology, ids.front());
    const int count = int(ids.size());
    QStringList names;
    for (int id : ids)
        names << packetName(schedule, topology, id);
    if (std::all_of(names.begin(), names.end(), [&](const QString &n) { return n == names.front(); }))
        return names.front() + QStringLiteral(" \u00D7%1").arg(count);
    const bool personalized = !schedule.isReduction() && std::all_of(ids.begin(), ids.end(), [&](int id) {
        return id >= 0 && std::size_t(id) < schedule.packets.size() && schedule.packets[std::size_t(id)].dest >= 0;
    });
    std::set<int> origins;
    std::set<int> dests;
    for (int id : ids) {
        if (id < 0 || std::size_t(id) >= schedule.packets.size())
            continue;
        origins.insert(schedule.packets[std::size_t(id)].origin);
        dests.insert(schedule.packets[std::size_t(id)].dest);
    }
    if (personalized) {
        // Standard exchange sends every packet of some origins for some destinations: the
        // pairs are a product, written once as {origins,destinations}; on a hypercube both
        // are subcubes, written as addresses with their free bits starred: {000,**1} is
        // node 000's packets for the four nodes whose bit 0 is 1 (as long as one name).
        if (origins.size() * dests.size() == std::size_t(count)) {
            const QString from = subcube(topology, origins);
            const QString to = subcube(topology, dests);
            if (!from.isEmpty() && !to.isEmpty())
                return QStringLiteral("{%1,%2}").arg(from, to);
            const QString product = QStringLiteral("{%1,%2}").arg(nodes(topology, origins, QLatin1Char('|')),
                                                                 nodes(topology, dests, QLatin1Char('|')));
            if (product.size() <= maxChars)
                return product;
        }
        const QString list = names.join(QLatin1Char(' '));
        if (list.size() <= maxChars)
            return list;
        // Too many to name on a chip between two nodes: how many, and for (or from) whom
        // when that is one node and still short; else the count (the tooltip lists them).
        QString summary;
        if (dests.size() == 1)
            summary = QStringLiteral("%1\u00D7{\u2026,%2}").arg(count).arg(topology.label(*dests.begin()));
        else if (origins.size() == 1)
            summary = QStringLiteral("%1\u00D7{%2,\u2026}").arg(count).arg(topology.label(*origins.begin()));
        return !summary.isEmpty() && summary.size() <= maxChars / 2 ? summary : QStringLiteral("\u00D7%1").arg(count);
    }
    if (!schedule.isReduction()) {
        const QString list = QLatin1Char('(') + names.join(QLatin1Char(',')) + QLatin1Char(')');
        if (list.size() <= maxChars)
            return list;
        return QStringLiteral("%1\u00D7(%2,\u2026,%3)").arg(count).arg(names.front(), names.back());
    }
    const QString list = names.join(QLatin1Char(' '));
    return list.size() <= maxChars ? list : QStringLiteral("%1\u00D7%2\u2026").arg(count).arg(names.front());
}

QString contentsList(const core::Schedule &schedule, const core::Topology &topology, const std::vector<int> &ids,
                     int maxItems)
{
    QStringList names;
    for (int id : ids)
        names << packetName(schedule, topology, id);
    if (names.size() > maxItems)
        names = QStringList{names[0], names[1], names[2], QStringLiteral("\u2026"), names.back()};
    return QLatin1Char('(') + names.join(QLatin1Char(',')) + QLatin1Char(')');
}

QString nameList(const core::Schedule &schedule, const core::Topology &topology, const std::vector<int> &ids,
                 int perLine, int maxItems)
{
    QStringList lines;
    QStringList line;
    for (std::size_t i = 0; i < ids.size() && int(i) < maxItems; ++i) {
        line << packetName(schedule, topology, ids[i]);
        if (line.size() == perLine) {
            lines << line.join(QStringLiteral(", "));
            line.clear();
        }
    }
    if (int(ids.size()) > maxItems)
        line << QStringLiteral("\u2026");
    if (!line.isEmpty())
        lines << line.join(QStringLiteral(", "));
    return lines.join(QStringLiteral(",\n"));
}

QString roundVerdict(const core::RunResult &result, int round)
{
    if (round < 1)
        return {};
    QString first;
    int count = 0;
    for (const core::Violation &v : result.simulation.violations)
        if (v.round == round - 1 && count++ == 0)
            first = v.message;
    if (count == 0)
        return {};
    // Filed with the drawing's other sentences (a literal context, so lupdate finds them).
    const QString text =
        QCoreApplication::translate("collviz::views::NetworkView", "Round %1 breaks a rule: %2").arg(round).arg(first);
    return count == 1 ? text
                      : QCoreApplication::translate("collviz::views::NetworkView", "%1 (and %n more in this round)",
                                                    nullptr, count - 1)
                            .arg(text);
}

} // namespace collviz::views::notation
