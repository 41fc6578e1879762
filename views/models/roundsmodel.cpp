// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/models/roundsmodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

namespace collviz::views {

RoundsModel::RoundsModel(QObject *parent) : QAbstractTableModel(parent) {}

void RoundsModel::setResult(std::shared_ptr<const core::RunResult> result)
{
    beginResetModel();
    mResult = std::move(result);
    mCurrentStep = 0;
    endResetModel();
}

void RoundsModel::setCurrentStep(int step)
{
    if (step == mCurrentStep)
        return;
    const int old = mCurrentStep;
    mCurrentStep = step;
    for (int s : {old, step})
        if (s >= 1 && s <= rowCount())
            emit dataChanged(index(s - 1, 0), index(s - 1, ColumnCount - 1),
                             {Qt::BackgroundRole, Qt::FontRole});
}

int RoundsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !mResult ? 0 : int(mResult->simulation.rounds.size());
}

int RoundsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant RoundsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::RoundStats &r = mResult->simulation.rounds[std::size_t(index.row())];
    QVariant value;
    switch (index.column()) {
    case StepColumn: value = index.row() + 1; break;
    case TransfersColumn: value = r.transfers; break;
    case MessagesColumn: value = r.messages; break;
    case PacketsColumn: value = r.packetsMoved; break;
    case LoadColumn: value = r.maxLinkLoad; break;
    case TimeColumn: value = r.time; break;
    default: break;
    }
    const bool current = index.row() + 1 == mCurrentStep;
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == TimeColumn ? QVariant(QLocale().toString(r.time, 'g', 6)) : value;
    case ValueRole: return value;
    case Qt::TextAlignmentRole: return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::BackgroundRole: return current ? QVariant(QBrush(QColor(0xff, 0xe0, 0x8a))) : QVariant();
    case Qt::ForegroundRole:
        // Contention (more than one message on a channel) is what a student should spot.
        return index.column() == LoadColumn && r.maxLinkLoad > 1 ? QVariant(QBrush(QColor(0xb0, 0x40, 0x00)))
                                                                  : QVariant();
    case Qt::FontRole:
        if (current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default: return {};
    }
}

QVariant RoundsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StepColumn: return tr("Step");
    case TransfersColumn: return tr("Transfers");
    case MessagesColumn: return tr("Messages");
    case PacketsColumn: return tr("Packets");
    case LoadColumn: return tr("Max load");
    case TimeColumn: return tr("Time");
    default: return {};
    }
}

} // namespace collviz::views
