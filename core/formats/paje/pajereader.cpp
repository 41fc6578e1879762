// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// An SMPI Paje trace as a schedule (paje.h, docs/formats.md "Paje traces"): libpaje reads the
// trace (pajetrace.cpp); here its messages become rounds and packets, which Engine::evaluate
// checks and times like any other schedule.

#include "core/formats/paje/paje.h"
#include "core/formats/paje/pajetrace.h"

#include "core/operation.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <set>

namespace collviz::core::paje {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::paje", text); }

/// The MPI collectives read (their names after MPI_), and the operation each performs.
const std::pair<const char *, Operation> kReadCollectives[] = {
    {"Alltoall", Operation::Alltoall}, {"Allgather", Operation::Allgather}, {"Bcast", Operation::Broadcast},
    {"Scatter", Operation::Scatter},   {"Gather", Operation::Gather},
};

/// The other MPI collectives: recognised, to be refused by name (a reduction's partial sums
/// and a vector collective's counts do not show in a trace's messages).
const char *const kOtherCollectives[] = {"Reduce",    "Allreduce", "Reduce_scatter", "Reduce_scatter_block",
                                         "Scan",      "Exscan",    "Barrier",        "Alltoallv",
                                         "Alltoallw", "Allgatherv", "Gatherv",       "Scatterv"};

/// "Alltoall" for PMPI_Alltoall, MPI_Alltoall and their nonblocking forms (PMPI_Ialltoall); empty
/// for a call that is no collective (PMPI_Init, PMPI_Send).
QString collectiveOf(const QString &call)
{
    QString base = call;
    if (base.startsWith(QLatin1Char('P')))
        base.remove(0, 1);
    if (!base.startsWith(QLatin1String("MPI_")))
        return {};
    base.remove(0, 4);
    auto known = [](const QString &name) {
        for (const auto &[read, op] : kReadCollectives)
            if (name == QLatin1String(read))
                return true;
        for (const char *other : kOtherCollectives)
            if (name == QLatin1String(other))
                return true;
        return false;
    };
    if (known(base))
        return base;
    if (base.startsWith(QLatin1Char('I')) && known(base.mid(1)))
        return base;
    return {};
}

QString readNames()
{
    QStringList names;
    for (const auto &[name, op] : kReadCollectives)
        names << QStringLiteral("PMPI_") + QLatin1String(name);
    return names.join(QStringLiteral(", "));
}

QString rankName(int rank) { return QStringLiteral("rank-%1").arg(rank); }

/// The trace's one collective call: its operation, and each rank's span in it.
struct Collective
{
    QString name; ///< as the trace names it ("PMPI_Alltoall")
    Operation op = Operation::Alltoall;
    std::vector<std::pair<double, double>> spans; ///< per rank, [start, end] of its call
};

bool findCollective(const TraceContent &trace, Collective *out, QString *error)
{
    std::map<QString, std::vector<const MpiCall *>> byName;
    for (const MpiCall &call : trace.calls)
        if (!collectiveOf(call.name).isEmpty())
            byName[call.name].push_back(&call);
    if (byName.empty()) {
        *error = tr("it records no MPI collective: no rank is ever in %1 (smpirun -trace records each MPI call "
                    "as a state of its rank)")
                     .arg(readNames());
        return false;
    }
    if (byName.size() > 1) {
        QStringList names;
        for (const auto &[name, calls] : byName)
            names << name;
        *error = tr("it records %1 collectives (%2); CollViz reads a trace of one collective call")
                     .arg(byName.size())
                     .arg(names.join(QStringLiteral(", ")));
        return false;
    }
    const auto &[name, calls] = *byName.begin();
    const QString base = collectiveOf(name);
    const auto read = std::find_if(std::begin(kReadCollectives), std::end(kReadCollectives),
                                   [&](const auto &c) { return base == QLatin1String(c.first); });
    if (read == std::end(kReadCollectives)) {
        *error = tr("its collective is %1, which CollViz does not read from traces; it reads %2, whose messages "
                    "carry whole blocks (a reduction's partial sums do not show in a trace)")
                     .arg(name, readNames());
        return false;
    }
    std::vector<int> count(std::size_t(trace.ranks), 0);
    out->spans.assign(std::size_t(trace.ranks), {0.0, 0.0});
    for (const MpiCall *call : calls) {
        ++count[std::size_t(call->rank)];
        out->spans[std::size_t(call->rank)] = {call->start, call->end};
    }
    for (int r = 0; r < trace.ranks; ++r) {
        if (count[std::size_t(r)] != 1) {
            *error = count[std::size_t(r)] == 0
                         ? tr("%1 never calls %2; every rank takes part in a collective").arg(rankName(r), name)
                         : tr("%1 calls %2 %3 times; CollViz reads a trace of one collective call")
                               .arg(rankName(r), name)
                               .arg(count[std::size_t(r)]);
            return false;
        }
    }
    out->name = name;
    out->op = read->second;
    return true;
}

QString messageName(const TraceMessage &m)
{
    return tr("link %1 from %2 to %3").arg(m.key, rankName(m.src), rankName(m.dst));
}

/// The messages the ranks send while in the collective (a program's other messages are not
/// its), in the trace's order.
bool collectiveMessages(const TraceContent &trace, const Collective &collective, std::vector<TraceMessage> *out,
                        QString *error)
{
    for (const TraceMessage &m : trace.messages) {
        const auto &[from, to] = collective.spans[std::size_t(m.src)];
        if (m.start < from || m.start > to)
            continue;
        if (m.src == m.dst) {
            *error = tr("%1 goes from a rank to itself; a message goes from one rank to another").arg(messageName(m));
            return false;
        }
        out->push_back(m);
    }
    if (out->empty()) {
        *error = tr("no rank sends a message during %1 (record the collective's own messages with "
                    "--cfg=tracing/smpi/internals:yes)")
                     .arg(collective.name);
        return false;
    }
    return true;
}

/// The root of a broadcast or a scatter (the one rank that receives nothing) or of a gather
/// (the one that sends nothing).
bool findRoot(Operation op, int ranks, const std::vector<TraceMessage> &messages, int *root, QString *error)
{
    *root = 0;
    if (!usesRoot(op))
        return true;
    std::vector<char> sends(std::size_t(ranks), 0);
    std::vector<char> receives(std::size_t(ranks), 0);
    for (const TraceMessage &m : messages) {
        sends[std::size_t(m.src)] = 1;
        receives[std::size_t(m.dst)] = 1;
    }
    const std::vector<char> &active = op == Operation::Gather ? receives : sends;
    const std::vector<char> &passive = op == Operation::Gather ? sends : receives;
    std::vector<int> roots;
    for (int r = 0; r < ranks; ++r)
        if (!passive[std::size_t(r)] && (active[std::size_t(r)] || ranks == 1))
            roots.push_back(r);
    if (roots.size() != 1) {
        *error = op == Operation::Gather
                     ? tr("%1 ranks receive and send nothing; a gather's root is the one rank that only receives")
                           .arg(roots.size())
                     : tr("%1 ranks send and receive nothing; the root of a %2 is the one rank that only sends")
                           .arg(roots.size())
                           .arg(operationName(op));
        return false;
    }
    *root = roots.front();
    return true;
}

/// Calls onEnd(i) and onStart(i) for the messages' ends and starts in time order: at one
/// instant the ends first (a message that ends as another starts was received before it),
/// then the starts by sender and trace order.
template<typename OnEnd, typename OnStart>
bool forEachEvent(const std::vector<TraceMessage> &messages, OnEnd &&onEnd, OnStart &&onStart)
{
    struct Event
    {
        double time;
        int kind; ///< 0 end, 1 start
        int rank;
        std::size_t index;
    };
    std::vector<Event> events;
    events.reserve(messages.size() * 2);
    for (std::size_t i = 0; i < messages.size(); ++i) {
        events.push_back({messages[i].end, 0, messages[i].dst, i});
        events.push_back({messages[i].start, 1, messages[i].src, i});
    }
    std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
        if (a.time != b.time)
            return a.time < b.time;
        if (a.kind != b.kind)
            return a.kind < b.kind;
        if (a.rank != b.rank)
            return a.rank < b.rank;
        return a.index < b.index;
    });
    for (const Event &e : events)
        if (!(e.kind == 0 ? onEnd(e.index) : onStart(e.index)))
            return false;
    return true;
}

/// Where the packets are while a trace's messages are replayed: for personalized data, which
/// moves, the one rank that holds each packet and the one it is being sent to (p^2 packets of
/// an all-to-all: two ints each, not a flag per rank); for broadcast data, which is copied (at
/// most p packets), a flag per (rank, packet).
class Places
{
public:
    Places(int ranks, std::size_t packets, bool personalized)
        : mPackets(packets), mPersonalized(personalized), mHolder(personalized ? packets : 0, -1),
          mArriving(personalized ? packets : 0, -1), mState(personalized ? 0 : std::size_t(ranks) * packets, kLacks)
    {
    }
    bool holds(int rank, int id) const
    {
        return mPersonalized ? mHolder[std::size_t(id)] == rank : flag(rank, id) == kHolds;
    }
    /// Neither holds it nor is being sent it.
    bool lacks(int rank, int id) const
    {
        return mPersonalized ? mHolder[std::size_t(id)] != rank && mArriving[std::size_t(id)] != rank
                             : flag(rank, id) == kLacks;
    }
    void arriving(int rank, int id)
    {
        if (mPersonalized)
            mArriving[std::size_t(id)] = rank;
        else
            flag(rank, id) = kArriving;
    }
    void arrived(int rank, int id)
    {
        if (!mPersonalized) {
            flag(rank, id) = kHolds;
            return;
        }
        mHolder[std::size_t(id)] = rank;
        if (mArriving[std::size_t(id)] == rank)
            mArriving[std::size_t(id)] = -1;
    }
    void left(int rank, int id)
    {
        if (mPersonalized && mHolder[std::size_t(id)] == rank)
            mHolder[std::size_t(id)] = -1;
    }

private:
    enum : std::uint8_t { kLacks = 0, kArriving = 1, kHolds = 2 };
    std::uint8_t &flag(int rank, int id) { return mState[std::size_t(rank) * mPackets + std::size_t(id)]; }
    std::uint8_t flag(int rank, int id) const { return mState[std::size_t(rank) * mPackets + std::size_t(id)]; }

    std::size_t mPackets;
    bool mPersonalized;
    std::vector<int> mHolder;
    std::vector<int> mArriving;
    std::vector<std::uint8_t> mState;
};

/// Which packets each message carries (paje.h, read()), as the messages start.
class PacketChooser
{
public:
    PacketChooser(const Schedule &schedule, int ranks, bool personalized, std::optional<double> block)
        : mSchedule(schedule), mRanks(ranks), mPersonalized(personalized), mBlock(block),
          mPlaces(ranks, schedule.packets.size(), personalized), mHeld(std::size_t(ranks))
    {
        for (int r = 0; r < ranks; ++r)
            for (int id : schedule.initial.held(std::size_t(r)))
                receive(r, id);
    }

    /// The packets message `m` carries, taken from its sender; empty when it has nothing to carry.
    std::vector<int> send(const TraceMessage &m)
    {
        std::vector<int> candidates;
        for (int id : mHeld[std::size_t(m.src)])
            if (mPlaces.lacks(m.dst, id) && mSchedule.packets.dest(std::size_t(id)) != m.src)
                candidates.push_back(id);
        // The receiver's own first, then the ranks after it (personalized data); then the
        // sender's own, then in the order it got them (a stable sort keeps that order).
        auto rankOf = [&](int id) {
            const int dest = mSchedule.packets.dest(std::size_t(id));
            const int distance = dest < 0 ? 0 : (dest - m.dst + mRanks) % mRanks;
            return std::make_pair(distance, mSchedule.packets.origin(std::size_t(id)) == m.src ? 0 : 1);
        };
        std::stable_sort(candidates.begin(), candidates.end(), [&](int a, int b) { return rankOf(a) < rankOf(b); });
        std::size_t count = candidates.size();
        if (mBlock) {
            count = std::size_t(std::max<long long>(1, std::llround(m.size / *mBlock)));
        } else if (mPersonalized) {
            const auto forReceiver = std::count_if(candidates.begin(), candidates.end(), [&](int id) {
                return mSchedule.packets.dest(std::size_t(id)) == m.dst;
            });
            if (forReceiver > 0)
                count = std::size_t(forReceiver);
        }
        candidates.resize(std::min(count, candidates.size()));
        for (int id : candidates) {
            mPlaces.arriving(m.dst, id);
            if (mSchedule.packets.dest(std::size_t(id)) >= 0) { // personalized data moves
                mPlaces.left(m.src, id);
                auto &held = mHeld[std::size_t(m.src)];
                held.erase(std::find(held.begin(), held.end(), id));
            }
        }
        return candidates;
    }

    void receive(int rank, int id)
    {
        if (mPlaces.holds(rank, id))
            return;
        mPlaces.arrived(rank, id);
        mHeld[std::size_t(rank)].push_back(id);
    }

private:
    const Schedule &mSchedule;
    int mRanks;
    bool mPersonalized;
    std::optional<double> mBlock;
    Places mPlaces;
    std::vector<std::vector<int>> mHeld; ///< per rank, what it holds in the order it got it
};

/// The block size in the messages' Size unit: the smallest message, where every message has a
/// size; none otherwise.
std::optional<double> blockSize(const std::vector<TraceMessage> &messages)
{
    double smallest = -1;
    for (const TraceMessage &m : messages) {
        if (m.size <= 0)
            return std::nullopt;
        smallest = smallest < 0 ? m.size : std::min(smallest, m.size);
    }
    return smallest;
}

/// The rounds of `messages` (assignRounds) with their packets, into `schedule`.
bool buildRounds(const std::vector<TraceMessage> &messages, const Collective &collective, const Topology &topology,
                 Schedule *schedule, QString *error)
{
    const int ranks = topology.processorCount();
    PacketChooser chooser(*schedule, ranks, collective.op != Operation::Allgather && collective.op != Operation::Broadcast,
                          blockSize(messages));
    const std::vector<int> rounds = assignRounds(messages, ranks);
    std::vector<std::vector<int>> carried(messages.size());
    std::vector<std::vector<std::size_t>> inRound(std::size_t(*std::max_element(rounds.begin(), rounds.end())));
    const bool ok = forEachEvent(
        messages,
        [&](std::size_t i) {
            for (int id : carried[i])
                chooser.receive(messages[i].dst, id);
            return true;
        },
        [&](std::size_t i) {
            carried[i] = chooser.send(messages[i]);
            inRound[std::size_t(rounds[i] - 1)].push_back(i);
            if (carried[i].empty())
                *error = tr("%1 (at %2 s) carries nothing: %3 holds nothing that %4 lacks; CollViz reads "
                            "collectives whose messages carry blocks their receivers lack")
                             .arg(messageName(messages[i]))
                             .arg(messages[i].start)
                             .arg(rankName(messages[i].src), rankName(messages[i].dst));
            return !carried[i].empty();
        });
    if (!ok)
        return false;
    schedule->rounds.resize(inRound.size());
    for (std::size_t r = 0; r < inRound.size(); ++r) {
        Round &round = schedule->rounds[r];
        for (std::size_t i : inRound[r]) {
            const TraceMessage &m = messages[i];
            round.transfers.push_back(TransferData{m.src, m.dst, topology.route(m.src, m.dst), carried[i], {}});
        }
        round.narration = Text::plain(tr("Round %1 of %2 in the trace: %3 message(s).")
                                          .arg(r + 1)
                                          .arg(collective.name)
                                          .arg(inRound[r].size()));
    }
    return true;
}

/// The network, model and cost the user chose (ScheduleReadOptions), for `ranks` processors.
bool runSetup(const ScheduleReadOptions &options, int ranks, TopologyPtr *topology, RunParams *params,
              CommModel *natural, QString *error)
{
    const QString spec = options.topology.isEmpty() ? ScheduleReadOptions::defaultNetwork(ranks) : options.topology;
    *topology = Topology::create(spec, error);
    if (!*topology)
        return false;
    if ((*topology)->processorCount() != ranks) {
        *error = tr("it has %1 ranks, but %2 has %3 processors; choose a network of %1 processors (such as "
                    "complete:%1 or switch:%1)")
                     .arg(ranks)
                     .arg((*topology)->name())
                     .arg((*topology)->processorCount());
        return false;
    }
    // An MPI library's messages: each a flow over its whole route (SMPI's, as wormhole), one
    // send and one receive at a time per rank, blocks sent together as one message.
    *natural = CommModel{Switching::Wormhole, 1, Duplex::Full, true};
    params->model = *natural;
    if (!options.modelSpec.isEmpty() && !CommModel::parse(options.modelSpec, *natural, &params->model, error))
        return false;
    params->cost = options.cost.value_or(CostParams());
    return true;
}

} // namespace

std::vector<int> assignRounds(const std::vector<TraceMessage> &messages, int ranks)
{
    std::vector<int> round(messages.size(), 0);
    std::vector<int> lastIn(std::size_t(ranks), 0);  // the latest round received, per rank
    std::vector<int> lastOut(std::size_t(ranks), 0); // the latest round sent, per rank
    forEachEvent(
        messages,
        [&](std::size_t i) {
            int &in = lastIn[std::size_t(messages[i].dst)];
            in = std::max(in, round[i]);
            return true;
        },
        [&](std::size_t i) {
            const std::size_t src = std::size_t(messages[i].src);
            round[i] = std::max(lastIn[src], lastOut[src]) + 1;
            lastOut[src] = round[i];
            return true;
        });
    return round;
}

bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
          const std::atomic<bool> *cancel)
{
    TraceContent trace;
    Collective collective;
    std::vector<TraceMessage> messages;
    int root = 0;
    if (!loadTrace(bytes, &trace, error) || !findCollective(trace, &collective, error)
        || !collectiveMessages(trace, collective, &messages, error)
        || !findRoot(collective.op, trace.ranks, messages, &root, error))
        return false;
    TopologyPtr topology;
    RunParams params;
    CommModel natural;
    if (!runSetup(options, trace.ranks, &topology, &params, &natural, error))
        return false;
    params.root = root;
    auto problem = std::make_shared<Problem>(collective.op, topology, root, 0);
    auto schedule = std::make_shared<Schedule>(problem->emptySchedule());
    if (!buildRounds(messages, collective, *topology, schedule.get(), error))
        return false;
    const ScheduleOrigin origin{ScheduleSource::Document, nullptr,
                                QStringLiteral("paje-") + operationName(collective.op), natural};
    RunResult evaluated = Engine::evaluate(origin, problem, schedule, params, cancel);
    if (!evaluated.ok) {
        *error = tr("reading was cancelled");
        return false;
    }
    *out = std::move(evaluated);
    return true;
}

} // namespace collviz::core::paje
