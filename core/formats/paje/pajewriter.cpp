// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A run's timeline as a Paje trace (paje.h, write()) in SMPI's conventions (containers rank-K,
// the collective as each rank's MPI state, messages as links with a Size), so that paje::read
// reads CollViz's own exports as it reads SMPI's.

#include "core/formats/paje/paje.h"

#include "core/operation.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QTextStream>

#include <algorithm>
#include <limits>

namespace collviz::core::paje {

namespace {

/// The event definitions: every event the trace uses, with Paje's field names and the
/// identifiers the lines below start with.
const char kHeader[] = R"(%EventDef PajeDefineContainerType 0
%       Alias string
%       Type string
%       Name string
%EndEventDef
%EventDef PajeDefineStateType 1
%       Alias string
%       Type string
%       Name string
%EndEventDef
%EventDef PajeDefineLinkType 2
%       Alias string
%       Type string
%       StartContainerType string
%       EndContainerType string
%       Name string
%EndEventDef
%EventDef PajeDefineEntityValue 3
%       Alias string
%       Type string
%       Name string
%       Color color
%EndEventDef
%EventDef PajeCreateContainer 4
%       Time date
%       Alias string
%       Type string
%       Container string
%       Name string
%EndEventDef
%EventDef PajeDestroyContainer 5
%       Time date
%       Type string
%       Name string
%EndEventDef
%EventDef PajePushState 6
%       Time date
%       Type string
%       Container string
%       Value string
%EndEventDef
%EventDef PajePopState 7
%       Time date
%       Type string
%       Container string
%EndEventDef
%EventDef PajeStartLink 8
%       Time date
%       Type string
%       Container string
%       Value string
%       StartContainer string
%       Key string
%       Size int
%EndEventDef
%EventDef PajeEndLink 9
%       Time date
%       Type string
%       Container string
%       Value string
%       EndContainer string
%       Key string
%EndEventDef
)";

/// The MPI function that performs `op`, as SMPI names its state (what paje::read looks for).
QString mpiName(Operation op)
{
    switch (op) {
    case Operation::Broadcast: return QStringLiteral("PMPI_Bcast");
    case Operation::Reduce: return QStringLiteral("PMPI_Reduce");
    case Operation::Allgather: return QStringLiteral("PMPI_Allgather");
    case Operation::ReduceScatter: return QStringLiteral("PMPI_Reduce_scatter");
    case Operation::Allreduce: return QStringLiteral("PMPI_Allreduce");
    case Operation::PrefixSum: return QStringLiteral("PMPI_Scan");
    case Operation::Scatter: return QStringLiteral("PMPI_Scatter");
    case Operation::Gather: return QStringLiteral("PMPI_Gather");
    case Operation::Alltoall: return QStringLiteral("PMPI_Alltoall");
    case Operation::Shift: break;
    }
    return operationName(op); // no MPI collective shifts
}

QString number(double t) { return QString::number(t, 'g', 17); }

/// A packet's name in a link's value: origin->destination for personalized data, the origin
/// for broadcast data, the item and contributors for a partial sum.
QString packetName(const Schedule &schedule, int id)
{
    const Packet p = schedule.packets[std::size_t(id)];
    if (p.item >= 0 && schedule.isReduction())
        return QStringLiteral("item%1:%2").arg(p.item).arg(schedule.contributors[std::size_t(id)].toString());
    if (p.dest >= 0)
        return QStringLiteral("%1->%2").arg(p.origin).arg(p.dest);
    return QString::number(p.origin);
}

/// A timed line of the trace; lines of one time keep the order they were made in.
struct Line
{
    double time;
    QString text;
};

/// What a processor does in a round: from its first message's start to its last's finish.
struct Activity
{
    double first = std::numeric_limits<double>::max();
    double last = -std::numeric_limits<double>::max();
    void add(double start, double finish)
    {
        first = std::min(first, start);
        last = std::max(last, finish);
    }
    bool active() const { return first <= last; }
};

/// One round's links and round states.
void addRound(const RunResult &run, int r, std::size_t *key, std::vector<Line> *lines)
{
    const Timeline &timeline = *run.timeline;
    const Round &round = run.schedule->rounds[std::size_t(r)];
    const double base = timeline.roundStart(r);
    std::vector<Activity> activity(std::size_t(run.topology->processorCount()));
    std::vector<Line> links;
    for (const Timeline::Message &m : timeline.messages(r)) {
        const Transfer t = round.transfers[std::size_t(m.transfer)];
        QStringList packets;
        for (int i = 0; i < m.packetCount; ++i)
            packets << packetName(*run.schedule, t.packets[std::size_t(m.firstPacket + i)]);
        const QString value = packets.join(QLatin1Char(' '));
        const QString name = QStringLiteral("m%1").arg((*key)++);
        const double start = base + m.start;
        const double finish = base + m.finish;
        links.push_back({start, QStringLiteral("8 %1 MSG net \"%2\" p%3 %4 %5")
                                    .arg(number(start), value)
                                    .arg(t.src)
                                    .arg(name)
                                    .arg(m.packetCount)});
        links.push_back({finish, QStringLiteral("9 %1 MSG net \"%2\" p%3 %4").arg(number(finish), value).arg(t.dst).arg(name)});
        for (int node : {t.src, t.dst})
            if (node < int(activity.size()))
                activity[std::size_t(node)].add(start, finish);
    }
    for (std::size_t p = 0; p < activity.size(); ++p) {
        if (!activity[p].active())
            continue;
        lines->push_back({activity[p].first, QStringLiteral("6 %1 ROUND p%2 r%3").arg(number(activity[p].first)).arg(p).arg(r + 1)});
        lines->push_back({activity[p].last, QStringLiteral("7 %1 ROUND p%2").arg(number(activity[p].last)).arg(p)});
    }
    lines->insert(lines->end(), links.begin(), links.end());
}

/// The type hierarchy, the values, and the containers at time 0.
void writeHead(QTextStream &ts, const RunResult &run)
{
    const Topology &topology = *run.topology;
    const CostParams &c = run.params.cost;
    ts << "# CollViz: " << scheduleName(run) << " on " << topology.name() << ", model " << run.model.toString()
       << ", m = " << c.m << ", t_s = " << c.ts << ", t_w = " << c.tw << ", t_h = " << c.th << ", t_c = " << c.tc
       << "\n# Times are CollViz's, in the units of t_s, t_w and t_h (with t_w = 1, one word's transfer time).\n"
       << "# Processor K is container rank-K; a message is a link whose value names its packets "
          "(origin->destination, or the origin of broadcast data) and whose Size is their count.\n";
    ts << kHeader;
    ts << "0 NET 0 \"Network\"\n0 RANK NET \"Processor\"\n1 MPI RANK \"MPI_STATE\"\n1 ROUND RANK \"Round\"\n"
       << "2 MSG NET RANK RANK \"Message\"\n";
    ts << "3 coll MPI \"" << mpiName(run.operation()) << "\" \"0.52 0 1\"\n";
    const int rounds = run.timeline->roundCount();
    for (int r = 0; r < rounds; ++r) {
        // Colours round a wheel of six, so neighbouring rounds differ.
        static const char *const kColours[] = {"1 0.6 0", "0 0.6 1", "0.3 0.8 0.3", "0.9 0.3 0.5", "0.6 0.4 1", "0.8 0.8 0.2"};
        ts << "3 r" << (r + 1) << " ROUND \"round " << (r + 1) << "\" \"" << kColours[r % 6] << "\"\n";
    }
    ts << "4 0 net NET 0 \"" << topology.name() << "\"\n";
    for (int p = 0; p < topology.processorCount(); ++p)
        ts << "4 0 p" << p << " RANK net \"rank-" << p << "\"\n";
    for (int p = 0; p < topology.processorCount(); ++p)
        ts << "6 0 MPI p" << p << " coll\n";
}

} // namespace

bool write(const RunResult &run, QIODevice &out)
{
    if (!run.ok || !run.schedule || !run.timeline || !run.topology)
        return false;
    QTextStream ts(&out);
    writeHead(ts, run);
    std::vector<Line> lines;
    std::size_t key = 0;
    for (int r = 0; r < run.timeline->roundCount(); ++r)
        addRound(run, r, &key, &lines);
    std::stable_sort(lines.begin(), lines.end(), [](const Line &a, const Line &b) { return a.time < b.time; });
    for (const Line &line : lines)
        ts << line.text << '\n';
    const QString end = number(run.timeline->totalTime());
    const int processors = run.topology->processorCount();
    for (int p = 0; p < processors; ++p)
        ts << "7 " << end << " MPI p" << p << '\n';
    for (int p = 0; p < processors; ++p)
        ts << "5 " << end << " RANK p" << p << '\n';
    ts << "5 " << end << " NET net\n";
    ts.flush();
    return ts.status() == QTextStream::Ok;
}

} // namespace collviz::core::paje
