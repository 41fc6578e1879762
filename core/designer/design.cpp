// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/designer/design.h"

#include "core/formats/scheduleformat.h"
#include "core/userfiles.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace collviz::core::designer {

namespace {

bool sameTag(const TransferTag &a, const TransferTag &b)
{
    return a.tree == b.tree && a.level == b.level && a.cycle == b.cycle && a.phase == b.phase
           && a.direction == b.direction;
}

bool sameTransfer(const TransferData &a, const TransferData &b)
{
    return a.src == b.src && a.dst == b.dst && a.path == b.path && a.packets == b.packets && sameTag(a.tag, b.tag);
}

bool sameCombine(const DesignCombine &a, const DesignCombine &b)
{
    return a.node == b.node && a.inputs == b.inputs && a.output == b.output && a.keepInputs == b.keepInputs
           && a.dest == b.dest;
}

/// `id` in the schedule's numbering (`ids` empty: the same).
int mapped(const std::vector<int> &ids, int id)
{
    if (ids.empty())
        return id;
    return id >= 0 && id < int(ids.size()) ? ids[std::size_t(id)] : -1;
}

/// Schedule id -> design id: the inverse of Design::packetNumbering (-1 where no design id
/// maps to it), built once so mapping back is a look-up per id.
std::vector<int> inverseNumbering(const std::vector<int> &ids)
{
    std::vector<int> back;
    for (std::size_t designId = 0; designId < ids.size(); ++designId) {
        const int id = ids[designId];
        if (id < 0)
            continue;
        if (std::size_t(id) >= back.size())
            back.resize(std::size_t(id) + 1, -1);
        back[std::size_t(id)] = int(designId);
    }
    return back;
}

std::vector<int> mappedAll(const std::vector<int> &ids, const std::vector<int> &list)
{
    if (ids.empty())
        return list;
    std::vector<int> out;
    out.reserve(list.size());
    for (int id : list)
        out.push_back(mapped(ids, id));
    return out;
}

} // namespace

bool sameRound(const DesignRound &a, const DesignRound &b)
{
    return std::equal(a.transfers.begin(), a.transfers.end(), b.transfers.begin(), b.transfers.end(), sameTransfer)
           && std::equal(a.combines.begin(), a.combines.end(), b.combines.begin(), b.combines.end(), sameCombine);
}

Design::Design(std::shared_ptr<const Problem> problem, const CommModel &model, const CostParams &cost)
    : mProblem(std::move(problem)), mModel(model), mCost(cost)
{
    mStart = std::make_shared<const Schedule>(mProblem->emptySchedule());
    mNextPacket = int(mStart->packets.size());
}

std::unique_ptr<Design> Design::create(Operation op, const QString &topology, const QString &modelSpec,
                                       const CostParams &cost, int root, int shift, QString *error)
{
    TopologyPtr topo = Topology::create(topology, error);
    if (!topo)
        return nullptr;
    CommModel model;
    if (!CommModel::parse(modelSpec, CommModel(), &model, error))
        return nullptr;
    const int p = topo->processorCount();
    if (root < 0 || root >= p || (!usesRoot(op) && root != 0)) {
        *error = usesRoot(op) ? QCoreApplication::translate("collviz::core::designer", "root %1 is not accepted; it takes a processor "
                                                                     "0..%2 of %3")
                                    .arg(root)
                                    .arg(p - 1)
                                    .arg(topo->name())
                              : QCoreApplication::translate("collviz::core::designer", "a root means nothing for %1").arg(operationName(op));
        return nullptr;
    }
    if (usesShift(op) ? (shift < 1 || shift >= p) : shift != 0) {
        *error = usesShift(op) ? QCoreApplication::translate("collviz::core::designer", "shift %1 is not accepted; it takes a distance 1..%2")
                                     .arg(shift)
                                     .arg(p - 1)
                               : QCoreApplication::translate("collviz::core::designer", "a shift means nothing for %1").arg(operationName(op));
        return nullptr;
    }
    auto problem = std::make_shared<const Problem>(op, topo, root, shift);
    return std::make_unique<Design>(problem, model, cost);
}

Design Design::copyOf(const RunResult &result)
{
    Design d(result.problem, result.model, result.params.cost);
    // The algorithm stays named only where its problem is not the plain one (pieces, a ring
    // order): a document of the copy must pose the same problem to be read back.
    if (result.algorithm && (result.problem->pieces() > 1 || !result.problem->orderIsIdentity()))
        d.mBasis = result.algorithm;
    const Schedule &s = *result.schedule;
    d.mRounds.resize(s.rounds.size());
    for (std::size_t r = 0; r < s.rounds.size(); ++r) {
        const Round &from = s.rounds[r];
        DesignRound &to = d.mRounds[r];
        to.transfers.reserve(from.transfers.size());
        for (const Transfer &t : from.transfers)
            to.transfers.push_back({t.src, t.dst, t.path.toVector(), t.packets.toVector(), t.tag});
        for (const Combine &c : from.combines) {
            const int dest = c.output >= 0 && c.output < int(s.packets.size()) ? s.packets[std::size_t(c.output)].dest : -2;
            to.combines.push_back({c.node, c.inputs.toVector(), c.output, c.keepInputs, dest});
        }
    }
    d.mNextPacket = std::max(d.mNextPacket, int(s.packets.size()));
    return d;
}

bool Design::fits(const Problem &problem, int rounds, QString *why)
{
    // Held ids a state: every packet once, or on every processor where all of them end with
    // all of it (broadcast, all-to-all broadcast).
    const Operation op = problem.operation();
    const double packets = Problem::packetCount(op, problem.processors(), problem.pieces());
    const bool replicated = op == Operation::Broadcast || op == Operation::Allgather;
    const double held = replicated ? packets * problem.processors() : packets + problem.processors();
    const double bytes = held * 4.0 * std::max(rounds, 1);
    if (bytes <= kMaxStateBytes)
        return true;
    *why = QCoreApplication::translate("collviz::core::designer",
                                       "%1 on %2 with %3 rounds is too large for the designer (about %4 MiB of "
                                       "states, at most %5 MiB); choose a smaller network")
               .arg(operationName(op), problem.topology().name())
               .arg(rounds)
               .arg(bytes / (1024.0 * 1024.0), 0, 'f', 0)
               .arg(kMaxStateBytes / (1024.0 * 1024.0), 0, 'f', 0);
    return false;
}

RunParams Design::params() const
{
    RunParams p;
    p.cost = mCost;
    p.model = mModel;
    p.root = mProblem->root();
    p.shift = mProblem->shift();
    return p;
}

bool Design::hasCombines() const
{
    return std::any_of(mRounds.begin(), mRounds.end(), [](const DesignRound &r) { return !r.combines.empty(); });
}

void Design::insertRound(int at, DesignRound round)
{
    Q_ASSERT(at >= 0 && at <= roundCount());
    mRounds.insert(mRounds.begin() + at, std::move(round));
}

DesignRound Design::takeRound(int at)
{
    Q_ASSERT(at >= 0 && at < roundCount());
    DesignRound taken = std::move(mRounds[std::size_t(at)]);
    mRounds.erase(mRounds.begin() + at);
    return taken;
}

void Design::moveRound(int from, int to)
{
    Q_ASSERT(from >= 0 && from < roundCount() && to >= 0 && to < roundCount());
    DesignRound moving = takeRound(from);
    insertRound(to, std::move(moving));
}

int Design::addTransfer(int round, int src, int dst, std::vector<int> path, std::vector<int> packets)
{
    Q_ASSERT(round >= 0 && round < roundCount());
    const Topology &topo = topology();
    if (path.empty()) {
        const bool vertices = src >= 0 && src < topo.nodeCount() && dst >= 0 && dst < topo.nodeCount();
        path = vertices && src != dst ? topo.route(src, dst) : std::vector<int>{src, dst};
    }
    if (packets.empty())
        packets = defaultPackets(round, src, dst);
    auto &transfers = mRounds[std::size_t(round)].transfers;
    transfers.push_back({src, dst, std::move(path), std::move(packets), {}});
    return int(transfers.size()) - 1;
}

void Design::insertTransfer(int round, int index, TransferData transfer)
{
    auto &transfers = mRounds[std::size_t(round)].transfers;
    Q_ASSERT(index >= 0 && index <= int(transfers.size()));
    transfers.insert(transfers.begin() + index, std::move(transfer));
}

TransferData Design::takeTransfer(int round, int index)
{
    auto &transfers = mRounds[std::size_t(round)].transfers;
    Q_ASSERT(index >= 0 && index < int(transfers.size()));
    TransferData taken = std::move(transfers[std::size_t(index)]);
    transfers.erase(transfers.begin() + index);
    return taken;
}

std::vector<int> Design::setTransferPackets(int round, int index, std::vector<int> packets)
{
    auto &transfers = mRounds[std::size_t(round)].transfers;
    Q_ASSERT(index >= 0 && index < int(transfers.size()));
    std::swap(transfers[std::size_t(index)].packets, packets);
    return packets;
}

int Design::addCombine(int round, int node, std::vector<int> inputs, bool keepInputs)
{
    Q_ASSERT(round >= 0 && round < roundCount());
    const int output = mNextPacket++;
    mRounds[std::size_t(round)].combines.push_back({node, std::move(inputs), output, keepInputs, -2});
    return output;
}

void Design::insertCombine(int round, int index, DesignCombine combine)
{
    auto &combines = mRounds[std::size_t(round)].combines;
    Q_ASSERT(index >= 0 && index <= int(combines.size()));
    mNextPacket = std::max(mNextPacket, combine.output + 1);
    combines.insert(combines.begin() + index, std::move(combine));
}

DesignCombine Design::takeCombine(int round, int index)
{
    auto &combines = mRounds[std::size_t(round)].combines;
    Q_ASSERT(index >= 0 && index < int(combines.size()));
    DesignCombine taken = std::move(combines[std::size_t(index)]);
    combines.erase(combines.begin() + index);
    return taken;
}

std::vector<int> Design::packetNumbering() const
{
    if (!hasCombines())
        return {};
    std::vector<int> ids(std::size_t(mNextPacket), -1);
    const int base = int(mStart->packets.size());
    for (int id = 0; id < base; ++id)
        ids[std::size_t(id)] = id;
    int next = base;
    for (const DesignRound &r : mRounds)
        for (const DesignCombine &c : r.combines)
            if (c.output >= 0 && c.output < int(ids.size()))
                ids[std::size_t(c.output)] = next++;
    return ids;
}

Round Design::buildRound(int r, const std::vector<int> &ids) const
{
    const DesignRound &from = mRounds[std::size_t(r)];
    Round round;
    if (ids.empty()) {
        round.transfers = TransferList(from.transfers);
    } else {
        for (const TransferData &t : from.transfers)
            round.transfers.push_back({t.src, t.dst, t.path, mappedAll(ids, t.packets), t.tag});
    }
    for (const DesignCombine &c : from.combines) {
        const std::vector<int> inputs = mappedAll(ids, c.inputs);
        round.combines.add(c.node, IntSpan(inputs), mapped(ids, c.output), c.keepInputs);
    }
    return round;
}

Schedule Design::schedule() const
{
    Schedule s = *mStart;
    const std::vector<int> ids = packetNumbering();
    s.rounds.reserve(mRounds.size());
    const int processors = mProblem->processors();
    for (int r = 0; r < roundCount(); ++r) {
        s.rounds.push_back(buildRound(r, ids));
        // The partial sums the round's combines make, in order (their ids were numbered so).
        for (const DesignCombine &c : mRounds[std::size_t(r)].combines) {
            Packet out;
            out.origin = c.node;
            ProcessorSet contributors(processors);
            bool first = true;
            for (int input : mappedAll(ids, c.inputs)) {
                if (input < 0 || input >= int(s.packets.size()))
                    continue;
                const Packet in = s.packets[std::size_t(input)];
                if (first) {
                    out.item = in.item;
                    out.size = in.size;
                    out.dest = in.dest;
                    contributors = s.contributors.empty() ? contributors : s.contributors[std::size_t(input)];
                    first = false;
                } else if (!s.contributors.empty()) {
                    contributors.unite(s.contributors[std::size_t(input)]);
                }
            }
            if (c.dest >= -1)
                out.dest = c.dest;
            s.packets.push_back(out);
            if (s.isReduction())
                s.contributors.push_back(std::move(contributors));
        }
    }
    return s;
}

BufferState Design::stateBefore(int r) const
{
    const Schedule s = schedule();
    BufferState state = s.initial.toBufferState();
    for (int i = 0; i < r && i < int(s.rounds.size()); ++i)
        Simulator::applyRound(s, s.rounds[std::size_t(i)], state);
    return state;
}

std::vector<int> Design::defaultPackets(int round, int src, int dst) const
{
    return defaultPackets(stateBefore(round), src, dst);
}

std::vector<int> Design::defaultPackets(const BufferState &before, int src, int dst) const
{
    const int nodes = int(before.held.size());
    if (src < 0 || src >= nodes || dst < 0 || dst >= nodes || src == dst)
        return {};
    const std::vector<int> ids = packetNumbering();
    const Schedule s = ids.empty() ? Schedule() : schedule();
    const Schedule &numbered = ids.empty() ? *mStart : s;
    std::vector<int> chosen;
    const std::vector<int> &sent = before.held[std::size_t(src)];
    const std::vector<int> &there = before.held[std::size_t(dst)];
    if (!isReduction(operation())) {
        const int base = int(mStart->packets.size());
        for (int id : sent) {
            if (id >= base || before.holds(dst, id))
                continue;
            const int dest = numbered.packets.dest(std::size_t(id));
            if (dest == dst || (dest < 0 && topology().isProcessor(dst)))
                chosen.push_back(id);
        }
    } else {
        for (int id : sent) {
            if (id < 0 || id >= int(numbered.packets.size()))
                continue;
            const int item = numbered.packets[std::size_t(id)].item;
            bool addable = false;
            bool overlaps = false;
            for (int own : there) {
                if (numbered.packets[std::size_t(own)].item != item)
                    continue;
                addable = true;
                overlaps = overlaps || numbered.contributors[std::size_t(own)].intersects(numbered.contributors[std::size_t(id)]);
            }
            if (addable && !overlaps)
                chosen.push_back(id);
        }
    }
    // Noncombining: a transfer is one packet (more would break the model's rule), so the
    // default is one, the lowest id the receiver needs.
    if (!mModel.combining && chosen.size() > 1)
        chosen.assign(1, *std::min_element(chosen.begin(), chosen.end()));
    if (ids.empty())
        return chosen;
    // Back to the design's ids.
    const std::vector<int> back = inverseNumbering(ids);
    std::vector<int> designIds;
    for (int id : chosen)
        if (id >= 0 && id < int(back.size()) && back[std::size_t(id)] >= 0)
            designIds.push_back(back[std::size_t(id)]);
    return designIds;
}

std::vector<std::vector<int>> Design::defaultCombines(int round, int node) const
{
    if (!isReduction(operation()) || round < 0 || round >= roundCount() || !topology().isProcessor(node))
        return {};
    return defaultCombines(stateBefore(round), round, node);
}

std::vector<std::vector<int>> Design::defaultCombines(const BufferState &before, int round, int node) const
{
    std::vector<std::vector<int>> combines;
    if (!isReduction(operation()) || round < 0 || round >= roundCount() || !topology().isProcessor(node)
        || node >= int(before.held.size()))
        return combines;
    const std::vector<int> ids = packetNumbering();
    const Schedule s = schedule();
    // The state after the round's receives, before its combines.
    BufferState state = before;
    Round receives;
    receives.transfers = s.rounds[std::size_t(round)].transfers;
    Simulator::applyRound(s, receives, state);
    std::vector<char> taken(s.packets.size(), 0);
    for (const DesignCombine &c : mRounds[std::size_t(round)].combines)
        if (c.node == node)
            for (int input : c.inputs) {
                const int id = mapped(ids, input);
                if (id >= 0 && id < int(taken.size()))
                    taken[std::size_t(id)] = 1;
            }
    std::map<int, std::pair<ProcessorSet, std::vector<int>>> byItem; // item -> (counted, inputs)
    for (int id : state.held[std::size_t(node)]) {
        if (id < 0 || id >= int(s.packets.size()) || taken[std::size_t(id)])
            continue;
        const int item = s.packets[std::size_t(id)].item;
        if (item < 0)
            continue;
        auto &[counted, inputs] = byItem[item];
        const ProcessorSet &contributors = s.contributors[std::size_t(id)];
        if (inputs.empty()) {
            counted = contributors;
        } else {
            if (counted.intersects(contributors))
                continue;
            counted.unite(contributors);
        }
        inputs.push_back(id);
    }
    const std::vector<int> back = inverseNumbering(ids);
    for (auto &entry : byItem) {
        std::vector<int> &inputs = entry.second.second;
        if (inputs.size() < 2)
            continue;
        if (!ids.empty())
            for (int &id : inputs)
                id = id < int(back.size()) ? back[std::size_t(id)] : -1;
        combines.push_back(inputs);
    }
    return combines;
}

ScheduleOrigin Design::origin() const
{
    ScheduleOrigin origin;
    origin.source = ScheduleSource::Document;
    origin.algorithm = mBasis;
    origin.name = mBasis ? mBasis->id() : QStringLiteral("designed");
    origin.natural = mBasis ? mBasis->naturalModel() : mModel;
    return origin;
}

RunResult Design::evaluate() const
{
    return Engine::evaluate(origin(), mProblem, std::make_shared<const Schedule>(schedule()), params());
}

bool save(const Design &design, const QString &path, QString *error)
{
    const RunResult run = design.evaluate();
    const ScheduleFormat *format = ScheduleFormats::instance().find(QStringLiteral("collviz-schedule/1"));
    userfiles::Output out(path);
    if (!out.open(error))
        return false;
    format->write(run, *out.device()); // a failed write is reported by commit()
    return out.commit(error);
}

bool open(const QString &path, Design *out, QString *error, const std::atomic<bool> *cancel)
{
    RunResult run;
    if (!ScheduleFormats::instance().readFile(path, QString(), &run, error, cancel))
        return false;
    if (!Design::fits(*run.problem, int(run.schedule->rounds.size()), error))
        return false;
    *out = Design::copyOf(run);
    return true;
}

} // namespace collviz::core::designer
