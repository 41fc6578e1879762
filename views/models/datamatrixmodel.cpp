// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/models/datamatrixmodel.h"

#include "views/network/packetnotation.h"

#include <algorithm>
#include <unordered_set>

namespace collviz::views {

namespace {
using State = DataMatrixModel::CellState;

/// Which of a cell's packets it shows: a travelling one first (what moves now), then the
/// least finished.
int rank(State s)
{
    switch (s) {
    case State::None: return 0;
    case State::Delivered: return 1;
    case State::Relayed: return 2;
    case State::Pending: return 3;
    case State::AtOrigin: return 4;
    case State::Travelling: return 5;
    }
    return 0;
}

bool sortedContains(const std::vector<int> &v, int x) { return std::binary_search(v.begin(), v.end(), x); }
} // namespace

DataMatrixModel::DataMatrixModel(QObject *parent) : QAbstractTableModel(parent) {}

void DataMatrixModel::setResult(std::shared_ptr<const core::RunResult> result)
{
    beginResetModel();
    mResult = std::move(result);
    mRouteCell = QPoint(-1, -1);
    mSize = mResult && mResult->topology ? mResult->topology->processorCount() : 0;
    if (mSize > kMaxSize)
        mSize = 0;
    mMode = Mode::Transposition;
    mPiecesOf.assign(std::size_t(mSize), 0);
    if (mResult && mResult->schedule) {
        const core::Schedule &s = *mResult->schedule;
        if (s.isReduction()) {
            mMode = Mode::Contributions;
        } else {
            const bool personal = std::any_of(s.packets.begin(), s.packets.end(), [](const core::Packet &p) { return p.dest >= 0; });
            mMode = personal ? Mode::Transposition : Mode::Holdings;
            if (!personal)
                for (const core::Packet &p : s.packets)
                    if (p.origin >= 0 && p.origin < mSize)
                        ++mPiecesOf[std::size_t(p.origin)];
        }
        mBefore = mAfter = s.initial.toBufferState();
    } else {
        mBefore = mAfter = {};
    }
    mStep = 0;
    mProgress = 1.0;
    mHolderBase = -1;
    recompute();
    endResetModel();
}

void DataMatrixModel::setMoment(int step, const core::BufferState &before, const core::BufferState &after, double progress)
{
    if (step != mStep || &before != &mBefore || &after != &mAfter)
        mHolderBase = -1; // another round or other states: where packets rest is read anew
    mStep = step;
    if (&before != &mBefore)
        mBefore = before;
    if (&after != &mAfter)
        mAfter = after;
    mProgress = std::clamp(progress, 0.0, 1.0);
    recompute();
    if (mSize > 0)
        emit dataChanged(index(0, 0), index(mSize - 1, mSize - 1), {Qt::DisplayRole, StateRole, Qt::ToolTipRole});
}

void DataMatrixModel::setProgress(double progress)
{
    setMoment(mStep, mBefore, mAfter, progress);
}

void DataMatrixModel::setCell(int row, int column, State state)
{
    std::uint8_t &cell = mStates[std::size_t(row) * std::size_t(mSize) + std::size_t(column)];
    if (rank(state) > rank(State(cell)))
        cell = std::uint8_t(state);
}

void DataMatrixModel::recompute()
{
    mStates.assign(std::size_t(mSize) * std::size_t(mSize), std::uint8_t(State::None));
    std::fill(std::begin(mCounts), std::end(mCounts), 0);
    mFrame = core::Frame();
    if (!mResult || !mResult->schedule || mSize == 0)
        return;
    const int rounds = int(mResult->schedule->rounds.size());
    // Inside a round the base is the state before it and the frame says what moves; at its
    // end (progress 1) the state after it, combines included.
    const bool inFlight = mStep >= 1 && mStep <= rounds && mProgress < 1.0;
    if (inFlight)
        mFrame = core::Frame::atProgress(*mResult, mStep - 1, mProgress);
    const core::BufferState &base = inFlight ? mBefore : mAfter;
    switch (mMode) {
    case Mode::Transposition: computeTransposition(base); break;
    case Mode::Holdings: computeHoldings(base); break;
    case Mode::Contributions: computeContributions(base); break;
    }
    for (std::uint8_t s : mStates)
        ++mCounts[s];
}

void DataMatrixModel::computeTransposition(const core::BufferState &base)
{
    const core::Schedule &s = *mResult->schedule;
    const std::size_t packets = s.packets.size();
    // Where each packet rests in the base state, kept while only the in-round time moves
    // (the animation's ticks): a million packets at 1,024 processors.
    const int baseKey = &base == &mBefore ? 0 : 1;
    if (mHolderBase != baseKey) {
        mHolder.assign(packets, -1);
        for (int v = 0; v < int(base.held.size()); ++v)
            for (int id : base.held[std::size_t(v)])
                if (id >= 0 && std::size_t(id) < packets && mHolder[std::size_t(id)] != s.packets[std::size_t(id)].dest)
                    mHolder[std::size_t(id)] = v;
        mHolderBase = baseKey;
    }
    std::vector<int> arrivedAt; // (packet, receiver) pairs of the frame's arrived messages

    std::vector<std::uint8_t> moving(packets, 0); // 1 travelling, 2 resting on the way
    if (!mFrame.messages.empty()) {
        const core::Round &round = s.rounds[std::size_t(mFrame.round)];
        for (const core::FrameMessage &m : mFrame.messages) {
            const core::Transfer &t = round.transfers[std::size_t(m.transfer)];
            for (int k = m.firstPacket; k < m.firstPacket + m.packetCount; ++k) {
                const std::size_t id = std::size_t(t.packets[std::size_t(k)]);
                if (id >= packets)
                    continue;
                // A store-and-forward message resting at hop 0 is in its start-up at the
                // sender: the packet is still where it was.
                if (m.phase == core::FramePhase::Arrived) {
                    arrivedAt.push_back(int(id));
                    arrivedAt.push_back(t.dst);
                }
                else if (m.phase == core::FramePhase::Travelling && !(m.resting && m.head <= 0.0))
                    moving[id] = m.resting ? 2 : 1;
            }
        }
    }
    std::vector<std::pair<int, int>> restore;
    for (std::size_t k = 0; k < arrivedAt.size(); k += 2) {
        restore.emplace_back(arrivedAt[k], mHolder[std::size_t(arrivedAt[k])]);
        mHolder[std::size_t(arrivedAt[k])] = arrivedAt[k + 1];
    }
    const std::vector<int> &holder = mHolder;
    for (std::size_t id = 0; id < packets; ++id) {
        const core::Packet &p = s.packets[id];
        if (p.origin < 0 || p.origin >= mSize || p.dest < 0 || p.dest >= mSize)
            continue;
        State state = State::Relayed;
        if (moving[id] == 1)
            state = State::Travelling;
        else if (moving[id] == 2)
            state = State::Relayed;
        else if (holder[id] == p.dest)
            state = State::Delivered;
        else if (holder[id] == p.origin)
            state = State::AtOrigin;
        else if (holder[id] < 0)
            continue; // consumed: nowhere to show it
        setCell(p.origin, p.dest, state);
    }
    for (auto it = restore.rbegin(); it != restore.rend(); ++it)
        mHolder[std::size_t(it->first)] = it->second;
}

void DataMatrixModel::computeHoldings(const core::BufferState &base)
{
    const core::Schedule &s = *mResult->schedule;
    const std::size_t cells = std::size_t(mSize) * std::size_t(mSize);
    std::vector<int> held(cells, 0);
    std::vector<std::uint8_t> arriving(cells, 0);
    for (int v = 0; v < mSize && v < int(base.held.size()); ++v)
        for (int id : base.held[std::size_t(v)]) {
            // The player's states can still be the previous run's for one event after a new
            // result arrives (found by ASan in tst_gui-panelexport): skip ids this run lacks.
            if (id < 0 || std::size_t(id) >= s.packets.size())
                continue;
            const int origin = s.packets[std::size_t(id)].origin;
            if (origin >= 0 && origin < mSize)
                ++held[std::size_t(v) * std::size_t(mSize) + std::size_t(origin)];
        }
    if (!mFrame.messages.empty()) {
        const core::Round &round = s.rounds[std::size_t(mFrame.round)];
        for (const core::FrameMessage &m : mFrame.messages) {
            if (m.phase == core::FramePhase::Waiting)
                continue;
            const core::Transfer &t = round.transfers[std::size_t(m.transfer)];
            if (t.dst < 0 || t.dst >= mSize)
                continue;
            for (int k = m.firstPacket; k < m.firstPacket + m.packetCount; ++k) {
                const int id = t.packets[std::size_t(k)];
                const int origin = s.packets[std::size_t(id)].origin;
                if (origin < 0 || origin >= mSize || sortedContains(base.held[std::size_t(t.dst)], id))
                    continue;
                const std::size_t cell = std::size_t(t.dst) * std::size_t(mSize) + std::size_t(origin);
                if (m.phase == core::FramePhase::Arrived)
                    ++held[cell];
                else
                    arriving[cell] = 1;
            }
        }
    }
    for (int i = 0; i < mSize; ++i)
        for (int j = 0; j < mSize; ++j) {
            const int pieces = mPiecesOf[std::size_t(j)];
            if (pieces == 0)
                continue;
            const std::size_t cell = std::size_t(i) * std::size_t(mSize) + std::size_t(j);
            State state = State::Pending;
            if (held[cell] >= pieces)
                state = i == j ? State::AtOrigin : State::Delivered;
            else if (arriving[cell])
                state = State::Travelling;
            else if (held[cell] > 0)
                state = State::Relayed;
            mStates[cell] = std::uint8_t(state);
        }
}

void DataMatrixModel::computeContributions(const core::BufferState &base)
{
    const core::Schedule &s = *mResult->schedule;
    // What the frame changes: partial sums that left their sender (a sum with a destination
    // moves), arrived at their receiver, or travel towards it.
    std::unordered_set<long long> departed;
    std::vector<std::vector<int>> arrived(static_cast<std::size_t>(mSize));
    std::vector<std::vector<int>> arriving(static_cast<std::size_t>(mSize));
    const long long packets = (long long)s.packets.size();
    if (!mFrame.messages.empty()) {
        const core::Round &round = s.rounds[std::size_t(mFrame.round)];
        for (const core::FrameMessage &m : mFrame.messages) {
            if (m.phase == core::FramePhase::Waiting)
                continue;
            const core::Transfer &t = round.transfers[std::size_t(m.transfer)];
            for (int k = m.firstPacket; k < m.firstPacket + m.packetCount; ++k) {
                const int id = t.packets[std::size_t(k)];
                const int dest = s.packets[std::size_t(id)].dest;
                if (dest >= 0 && dest != t.src)
                    departed.insert((long long)t.src * packets + id);
                if (t.dst >= 0 && t.dst < mSize)
                    (m.phase == core::FramePhase::Arrived ? arrived : arriving)[std::size_t(t.dst)].push_back(id);
            }
        }
    }
    std::vector<std::uint8_t> held(static_cast<std::size_t>(mSize));
    std::vector<std::uint8_t> coming(static_cast<std::size_t>(mSize));
    auto mark = [&](std::vector<std::uint8_t> &row, int id) {
        if (std::size_t(id) < s.contributors.size())
            for (int j : s.contributors[std::size_t(id)].members())
                if (j >= 0 && j < mSize)
                    row[std::size_t(j)] = 1;
    };
    for (int i = 0; i < mSize; ++i) {
        std::fill(held.begin(), held.end(), 0);
        std::fill(coming.begin(), coming.end(), 0);
        if (std::size_t(i) < base.held.size())
            for (int id : base.held[std::size_t(i)])
                if (!departed.count((long long)i * packets + id))
                    mark(held, id);
        for (int id : arrived[std::size_t(i)])
            mark(held, id);
        for (int id : arriving[std::size_t(i)])
            mark(coming, id);
        for (int j = 0; j < mSize; ++j) {
            State state = State::Pending;
            if (held[std::size_t(j)])
                state = i == j ? State::AtOrigin : State::Delivered;
            else if (coming[std::size_t(j)])
                state = State::Travelling;
            mStates[std::size_t(i) * std::size_t(mSize) + std::size_t(j)] = std::uint8_t(state);
        }
    }
}

QString DataMatrixModel::stateName(CellState state) const
{
    switch (mMode) {
    case Mode::Transposition:
        switch (state) {
        case State::None: return tr("no packet");
        case State::Pending: return tr("not yet");
        case State::AtOrigin: return tr("at its origin");
        case State::Relayed: return tr("on its way, at a node between");
        case State::Travelling: return tr("travelling");
        case State::Delivered: return tr("delivered");
        }
        break;
    case Mode::Holdings:
        switch (state) {
        case State::None: return tr("no packet");
        case State::Pending: return tr("not yet");
        case State::AtOrigin: return tr("its own");
        case State::Relayed: return tr("some pieces");
        case State::Travelling: return tr("arriving");
        case State::Delivered: return tr("held");
        }
        break;
    case Mode::Contributions:
        switch (state) {
        case State::None: return tr("none");
        case State::Pending: return tr("not included yet");
        case State::AtOrigin: return tr("its own value");
        case State::Relayed: return tr("partly");
        case State::Travelling: return tr("arriving in a partial sum");
        case State::Delivered: return tr("included");
        }
        break;
    }
    return {};
}

QString DataMatrixModel::rowTitle() const
{
    switch (mMode) {
    case Mode::Transposition: return tr("from node i");
    case Mode::Holdings: return tr("node i");
    case Mode::Contributions: return tr("partial sums at node i");
    }
    return {};
}

QString DataMatrixModel::columnTitle() const
{
    switch (mMode) {
    case Mode::Transposition: return tr("for node j");
    case Mode::Holdings: return tr("holds the packet of node j");
    case Mode::Contributions: return tr("include the contribution of node j");
    }
    return {};
}

QString DataMatrixModel::cellToolTip(int row, int column) const
{
    if (!mResult || row < 0 || column < 0 || row >= mSize || column >= mSize)
        return {};
    const core::Topology &topo = *mResult->topology;
    const QString what = stateName(state(row, column));
    switch (mMode) {
    case Mode::Transposition:
        return tr("Packet {%1,%2} from %1 for %2: %3").arg(topo.label(row), topo.label(column), what);
    case Mode::Holdings:
        return tr("Node %1 and the packet of node %2: %3").arg(topo.label(row), topo.label(column), what);
    case Mode::Contributions:
        return tr("Node %1 and the contribution of node %2: %3").arg(topo.label(row), topo.label(column), what);
    }
    return {};
}

std::vector<int> DataMatrixModel::cellPackets(int row, int column) const
{
    std::vector<int> ids;
    if (!mResult || !mResult->schedule || row < 0 || column < 0 || row >= mSize || column >= mSize
        || mMode == Mode::Contributions)
        return ids;
    const core::PacketTable &packets = mResult->schedule->packets;
    for (std::size_t id = 0; id < packets.size(); ++id)
        if (mMode == Mode::Transposition ? packets.origin(id) == row && packets.dest(id) == column
                                         : packets.origin(id) == column)
            ids.push_back(int(id));
    return ids;
}

std::vector<core::PacketHop> DataMatrixModel::cellRoute(int row, int column) const
{
    // Kept for the last cell asked: the panel asks again at every tick of the clock while the
    // pointer rests there (a pass over the schedule each time at 1,024 processors).
    if (mRouteCell != QPoint(row, column)) {
        mRouteCell = QPoint(row, column);
        mRouteIds = cellPackets(row, column);
        mRoute = mRouteIds.empty() ? std::vector<core::PacketHop>()
                                   : core::packetRouteTo(*mResult->schedule, mRouteIds.front(),
                                                         mMode == Mode::Transposition ? column : row);
    }
    return mRoute;
}

QString DataMatrixModel::cellRouteText(int row, int column) const
{
    if (!mResult || row < 0 || column < 0 || row >= mSize || column >= mSize)
        return {};
    if (mMode == Mode::Contributions)
        return tr("A contribution travels inside partial sums, combined on the way: no one packet to follow.");
    const std::vector<core::PacketHop> route = cellRoute(row, column);
    const std::vector<int> &ids = mRouteIds;
    if (ids.empty())
        return {};
    const core::Schedule &s = *mResult->schedule;
    const core::Topology &topo = *mResult->topology;
    QString name = notation::packetName(s, topo, ids.front());
    if (ids.size() > 1)
        name = tr("%1 (piece 1 of %2)").arg(name).arg(ids.size());
    if (route.empty())
        return mMode == Mode::Holdings && row == column ? tr("%1: node %2's own, held from the start.").arg(name, topo.label(row))
                                                        : tr("%1: never moves.").arg(name);
    // Each hop's nodes after its sender, the last with its round; then where it is now.
    QString text = name + QStringLiteral(": ") + topo.label(route.front().src);
    int done = 0;
    const core::PacketHop *moving = nullptr;
    for (const core::PacketHop &hop : route) {
        for (std::size_t k = 1; k < hop.path.size(); ++k)
            text += QStringLiteral(" → ") + topo.label(hop.path[k]);
        text += QLatin1Char(' ') + tr("(round %1)").arg(hop.round + 1);
        if (hop.round + 1 < mStep || (hop.round + 1 == mStep && mProgress >= 1.0))
            ++done;
        else if (hop.round + 1 == mStep)
            moving = &hop;
    }
    text += QStringLiteral("; ");
    if (moving)
        text += tr("now on its way from %1 to %2").arg(topo.label(moving->src), topo.label(moving->dst));
    else
        text += tr("now at %1").arg(topo.label(done == 0 ? route.front().src : route[std::size_t(done - 1)].dst));
    return text;
}

int DataMatrixModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : mSize; }

int DataMatrixModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : mSize; }

QVariant DataMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole: return stateName(state(index.row(), index.column()));
    case Qt::ToolTipRole: return cellToolTip(index.row(), index.column());
    case StateRole: return int(state(index.row(), index.column()));
    default: return {};
    }
}

QVariant DataMatrixModel::headerData(int section, Qt::Orientation, int role) const
{
    if (role != Qt::DisplayRole || !mResult || section < 0 || section >= mSize)
        return {};
    return mResult->topology->label(section);
}

} // namespace collviz::views
