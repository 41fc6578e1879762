// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/models/scheduletablemodel.h"

#include "views/network/packetnotation.h"

#include "core/networks/networkfamily.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QItemSelection>
#include <QLocale>

#include <algorithm>

namespace collviz::views {

namespace {
/// Packets listed in a cell before "…": the tooltip and the copied text list them all.
constexpr int kPacketsShown = 6;
/// Packets a tooltip lists in each line before "…" (a tooltip taller than the screen helps no one).
constexpr int kToolTipPackets = 64;
QString number(double x) { return QLocale().toString(x, 'g', 6); }
} // namespace

ScheduleTableModel::ScheduleTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ScheduleTableModel::setResult(std::shared_ptr<const core::RunResult> result)
{
    if (result && mResult && result->schedule == mResult->schedule && result->topology == mResult->topology) {
        // Re-costed (new m or t_*): the same schedule, new times; the view keeps its place.
        mResult = std::move(result);
        if (rowCount() > 0 && columnCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    mResult = std::move(result);
    mIndex.clear();
    if (mResult && mResult->schedule)
        mIndex.resize(mResult->schedule->rounds.size());
    mCurrentStep = 0;
    mHighlightStep = 0;
    mHighlighted.clear();
    endResetModel();
}

void ScheduleTableModel::setCurrentStep(int step)
{
    if (step == mCurrentStep)
        return;
    const int old = mCurrentStep;
    mCurrentStep = step;
    for (int s : {old, step})
        if (s >= 1 && s <= rowCount())
            emit dataChanged(index(s - 1, 0), index(s - 1, columnCount() - 1), {Qt::BackgroundRole});
}

void ScheduleTableModel::setDirection(Direction direction)
{
    if (direction == mDirection)
        return;
    mDirection = direction;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void ScheduleTableModel::setHighlightedTransfers(int step, const QVector<int> &transfers)
{
    const int old = mHighlightStep;
    mHighlightStep = transfers.isEmpty() ? 0 : step;
    mHighlighted = transfers;
    for (int s : {old, mHighlightStep})
        if (s >= 1 && s <= rowCount() && columnCount() > 0)
            emit dataChanged(index(s - 1, 0), index(s - 1, columnCount() - 1), {Qt::FontRole});
}

const ScheduleTableModel::RoundIndex &ScheduleTableModel::roundIndex(int round) const
{
    std::unique_ptr<RoundIndex> &slot = mIndex[std::size_t(round)];
    if (slot)
        return *slot;
    slot = std::make_unique<RoundIndex>();
    const int p = mResult->topology->processorCount();
    const auto &transfers = mResult->schedule->rounds[std::size_t(round)].transfers;
    // Counting sort by node: the transfers keep the schedule's order within a cell.
    auto build = [&](bool bySender, std::vector<int> &start, std::vector<int> &list) {
        start.assign(std::size_t(p) + 1, 0);
        for (const core::Transfer &t : transfers) {
            const int v = bySender ? t.src : t.dst;
            if (v >= 0 && v < p)
                ++start[std::size_t(v) + 1];
        }
        for (int v = 0; v < p; ++v)
            start[std::size_t(v) + 1] += start[std::size_t(v)];
        list.assign(std::size_t(start.back()), -1);
        std::vector<int> fill(start.begin(), start.end() - 1);
        for (int i = 0; i < int(transfers.size()); ++i) {
            const int v = bySender ? transfers[std::size_t(i)].src : transfers[std::size_t(i)].dst;
            if (v >= 0 && v < p)
                list[std::size_t(fill[std::size_t(v)]++)] = i;
        }
    };
    build(true, slot->sendStart, slot->sends);
    build(false, slot->receiveStart, slot->receives);
    return *slot;
}

QString ScheduleTableModel::viaText(core::IntSpan path) const
{
    const core::Topology &topo = *mResult->topology;
    const std::vector<int> arcs = topo.pathArcs(path);
    if (arcs.empty())
        return {};
    // Consecutive hops the same way are one step "+x×3" (where the family merges them: a
    // hypercube names each dimension); the family names the hops.
    const core::NetworkFamily &family = topo.family();
    QStringList steps;
    QString last;
    int run = 0;
    auto flush = [&]() {
        if (run > 0)
            steps << (run > 1 ? last + QStringLiteral("\u00D7%1").arg(run) : last);
    };
    for (int a : arcs) {
        const QString step = family.hopName(topo.arc(a));
        if (step == last && family.mergeHops()) {
            ++run;
            continue;
        }
        flush();
        last = step;
        run = 1;
    }
    flush();
    return steps.join(QString());
}

int ScheduleTableModel::loadOn(int round, int arc) const
{
    return mResult->simulation.rounds[std::size_t(round)].channelLoads.loadOn(arc);
}

std::vector<ScheduleTableModel::Entry> ScheduleTableModel::entries(int round, int node) const
{
    std::vector<Entry> out;
    if (!mResult || !mResult->schedule || round < 0 || round >= int(mResult->schedule->rounds.size()) || node < 0
        || node >= mResult->topology->processorCount())
        return out;
    const core::Round &r = mResult->schedule->rounds[std::size_t(round)];
    const RoundIndex &ri = roundIndex(round);
    const core::Topology &topo = *mResult->topology;
    auto add = [&](int t, bool sends) {
        const core::Transfer &transfer = r.transfers[std::size_t(t)];
        Entry e;
        e.transfer = t;
        e.sends = sends;
        e.partner = sends ? transfer.dst : transfer.src;
        e.via = viaText(transfer.path);
        for (int id : transfer.packets)
            e.packets << notation::packetName(*mResult->schedule, topo, id);
        if (mResult->timeline) {
            const auto messages = mResult->timeline->messagesOf(round, t);
            if (!messages.empty()) {
                e.start = messages[0].start;
                e.finish = messages[0].finish;
                for (const core::Timeline::Message &m : messages) {
                    e.start = std::min(e.start, m.start);
                    e.finish = std::max(e.finish, m.finish);
                }
            }
        }
        if (std::size_t(round) < mResult->simulation.rounds.size())
            for (int a : topo.pathArcs(transfer.path))
                e.maxLoad = std::max(e.maxLoad, loadOn(round, a));
        for (const core::Violation &v : mResult->simulation.violations)
            if (v.round == round && v.transfer == t)
                e.violations << v.message;
        out.push_back(std::move(e));
    };
    if (mDirection != Direction::Receives)
        for (int i = ri.sendStart[std::size_t(node)]; i < ri.sendStart[std::size_t(node) + 1]; ++i)
            add(ri.sends[std::size_t(i)], true);
    if (mDirection != Direction::Sends)
        for (int i = ri.receiveStart[std::size_t(node)]; i < ri.receiveStart[std::size_t(node) + 1]; ++i)
            add(ri.receives[std::size_t(i)], false);
    return out;
}

QString ScheduleTableModel::entryText(const Entry &e, bool allPackets) const
{
    return entryLine(e, allPackets ? int(e.packets.size()) : kPacketsShown);
}

QString ScheduleTableModel::entryLine(const Entry &e, int maxPackets) const
{
    QString packets;
    if (e.packets.size() > maxPackets)
        packets = QStringList(e.packets.mid(0, std::max(1, maxPackets - 2))).join(QLatin1Char(' '))
                  + tr(" \u2026 (%1 packets)").arg(e.packets.size());
    else
        packets = e.packets.join(QLatin1Char(' '));
    QString text = QStringLiteral("%1 %2").arg(e.sends ? QStringLiteral("\u2192") : QStringLiteral("\u2190"),
                                               mResult->topology->label(e.partner));
    if (!e.via.isEmpty())
        text += QLatin1Char(' ') + e.via;
    // The short fixed parts first, the packet list last: a narrow column cuts only packets.
    text += QStringLiteral(" t %1\u2013%2").arg(number(e.start), number(e.finish));
    if (e.maxLoad > 1)
        text += QStringLiteral(" \u26A0%1").arg(e.maxLoad);
    if (!e.violations.isEmpty())
        text += QStringLiteral(" \u2716");
    text += QLatin1Char(' ') + packets;
    return text;
}

QString ScheduleTableModel::cellText(int round, int node) const
{
    QStringList lines;
    for (const Entry &e : entries(round, node))
        lines << entryText(e);
    return lines.join(QLatin1Char('\n'));
}

int ScheduleTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !mResult || !mResult->schedule ? 0 : int(mResult->schedule->rounds.size());
}

int ScheduleTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !mResult || !mResult->topology ? 0 : mResult->topology->processorCount();
}

QVariant ScheduleTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int round = index.row();
    const int node = index.column();
    switch (role) {
    case Qt::DisplayRole: return cellText(round, node);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: {
        // The cell's lines uncut (up to kToolTipPackets packets each), then what they say in words.
        // A screen reader gets the words alone, with the packets, instead of the symbols.
        const bool spoken = role == Qt::AccessibleTextRole;
        QStringList lines;
        for (const Entry &e : entries(round, node)) {
            if (!spoken)
                lines << entryLine(e, kToolTipPackets);
            lines << (e.sends ? tr("Round %1: %2 sends to %3, %n packet(s), from %4 to %5", nullptr, int(e.packets.size()))
                              : tr("Round %1: %2 receives from %3, %n packet(s), from %4 to %5", nullptr,
                                   int(e.packets.size())))
                         .arg(round + 1)
                         .arg(mResult->topology->label(node), mResult->topology->label(e.partner), number(e.start),
                              number(e.finish));
            if (spoken)
                lines.last() += QStringLiteral(": ") + e.packets.mid(0, kToolTipPackets).join(QStringLiteral(", "));
            if (e.maxLoad > 1)
                lines << tr("Contention: a channel of its path carries %1 messages in this round").arg(e.maxLoad);
            lines << e.violations;
        }
        const auto &overload = mResult->simulation.rounds[std::size_t(round)].portOverload;
        if (std::find(overload.begin(), overload.end(), node) != overload.end())
            lines << tr("Exceeds its port limit in this round");
        if (spoken && lines.isEmpty())
            return {}; // an empty cell: nothing to say
        return lines.join(QLatin1Char('\n'));
    }
    case TransfersRole:
    case PartnersRole:
    case PacketsRole: {
        QList<int> values;
        QStringList packets;
        for (const Entry &e : entries(round, node)) {
            values << (role == TransfersRole ? e.transfer : e.partner);
            packets << e.packets.join(QLatin1Char(' '));
        }
        return role == PacketsRole ? QVariant(packets) : QVariant::fromValue(values);
    }
    case StartRole:
    case FinishRole: {
        const auto list = entries(round, node);
        if (list.empty())
            return {};
        double value = role == StartRole ? list.front().start : list.front().finish;
        for (const Entry &e : list)
            value = role == StartRole ? std::min(value, e.start) : std::max(value, e.finish);
        return value;
    }
    case ContentionRole: {
        int load = 0;
        for (const Entry &e : entries(round, node))
            load = std::max(load, e.maxLoad);
        return load;
    }
    case ViolationRole: {
        QStringList v;
        for (const Entry &e : entries(round, node))
            v << e.violations;
        // Port overloads name the node, not a transfer.
        for (const core::Violation &x : mResult->simulation.violations)
            if (x.round == round && x.transfer < 0 && x.node == node)
                v << x.message;
        return v;
    }
    case Qt::BackgroundRole: {
        const auto list = entries(round, node);
        const auto &overload = mResult->simulation.rounds[std::size_t(round)].portOverload;
        const bool violated = std::any_of(list.begin(), list.end(), [](const Entry &e) { return !e.violations.isEmpty(); })
                              || std::find(overload.begin(), overload.end(), node) != overload.end();
        if (violated)
            return QBrush(QColor(0xf6, 0xc8, 0xb8)); // vermillion, light: a broken rule
        if (std::any_of(list.begin(), list.end(), [](const Entry &e) { return e.maxLoad > 1; }))
            return QBrush(QColor(0xfb, 0xe3, 0xb0)); // orange, light: channels shared
        if (round + 1 == mCurrentStep)
            return QBrush(QColor(0xff, 0xf1, 0xb8));
        return {};
    }
    case Qt::FontRole: {
        if (round + 1 != mHighlightStep)
            return {};
        for (const Entry &e : entries(round, node))
            if (mHighlighted.contains(e.transfer)) {
                QFont f;
                f.setBold(true);
                return f;
            }
        return {};
    }
    case Qt::TextAlignmentRole: return QVariant(Qt::AlignLeft | Qt::AlignTop);
    default: return {};
    }
}

QVariant ScheduleTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!mResult || !mResult->topology)
        return {};
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount())
            return {};
        if (role == Qt::DisplayRole)
            return mResult->topology->label(section);
        if (role == Qt::ToolTipRole)
            return tr("Processor %1").arg(section);
        return {};
    }
    if (section < 0 || section >= rowCount())
        return {};
    if (role == Qt::DisplayRole)
        return QString::number(section + 1);
    if (role == Qt::FontRole && section + 1 == mCurrentStep) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ToolTipRole)
        return tr("Round %1").arg(section + 1);
    return {};
}

QString ScheduleTableModel::toText(const QItemSelection &selection) const
{
    int top = 0, left = 0, bottom = rowCount() - 1, right = columnCount() - 1;
    if (!selection.isEmpty()) {
        top = bottom = selection.first().top();
        left = right = selection.first().left();
        for (const QItemSelectionRange &r : selection) {
            top = std::min(top, r.top());
            bottom = std::max(bottom, r.bottom());
            left = std::min(left, r.left());
            right = std::max(right, r.right());
        }
    }
    if (bottom < top || right < left)
        return {};
    QStringList lines;
    QStringList header{tr("Round")};
    for (int c = left; c <= right; ++c)
        header << headerData(c, Qt::Horizontal).toString();
    lines << header.join(QLatin1Char('\t'));
    for (int r = top; r <= bottom; ++r) {
        QStringList row{QString::number(r + 1)};
        for (int c = left; c <= right; ++c) {
            const bool chosen = selection.isEmpty() || selection.contains(index(r, c));
            QStringList cell;
            if (chosen)
                for (const Entry &e : entries(r, c))
                    cell << entryText(e, true);
            row << cell.join(QStringLiteral("; "));
        }
        lines << row.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace collviz::views
