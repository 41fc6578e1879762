// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/models/sourcetablemodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QFontDatabase>

namespace collviz::views {

SourceTableModel::SourceTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void SourceTableModel::setTable(std::optional<core::ScheduleTable> table, int rounds)
{
    beginResetModel();
    mTable = std::move(table);
    mRoundAxis.reset();
    mCurrentStep = 0;
    // A table follows the rounds along the axis whose headers are 1..R for the schedule's R
    // rounds (seed 000: rows; Johnsson-Ho Algorithm 2: columns). Algorithm 1's steps are
    // not rounds (it runs more steps than rounds), so nothing is highlighted there.
    auto numbered = [rounds](const QStringList &headers) {
        if (rounds <= 0 || headers.size() != rounds)
            return false;
        for (int i = 0; i < rounds; ++i)
            if (headers[i] != QString::number(i + 1))
                return false;
        return true;
    };
    if (mTable && numbered(mTable->rowHeaders))
        mRoundAxis = Qt::Vertical;
    else if (mTable && numbered(mTable->columnHeaders))
        mRoundAxis = Qt::Horizontal;
    endResetModel();
}

void SourceTableModel::setCurrentStep(int step)
{
    if (step == mCurrentStep)
        return;
    mCurrentStep = step;
    if (mRoundAxis && rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::BackgroundRole, Qt::FontRole});
}

int SourceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !mTable ? 0 : int(mTable->cells.size());
}

int SourceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !mTable ? 0 : int(mTable->columnHeaders.size());
}

bool SourceTableModel::isCurrent(const QModelIndex &index) const
{
    if (!mRoundAxis || mCurrentStep < 1)
        return false;
    return (*mRoundAxis == Qt::Vertical ? index.row() : index.column()) + 1 == mCurrentStep;
}

QVariant SourceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QStringList &row = mTable->cells[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: return index.column() < row.size() ? row[index.column()] : QString();
    case Qt::TextAlignmentRole: return QVariant(Qt::AlignCenter);
    case Qt::FontRole: {
        // Bit strings line up in a fixed-width font, as the source prints them.
        QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        f.setBold(isCurrent(index));
        return f;
    }
    case Qt::BackgroundRole: return isCurrent(index) ? QVariant(QBrush(QColor(0xff, 0xf1, 0xb8))) : QVariant();
    default: return {};
    }
}

QVariant SourceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!mTable || role != Qt::DisplayRole)
        return {};
    const QStringList &headers = orientation == Qt::Horizontal ? mTable->columnHeaders : mTable->rowHeaders;
    return section >= 0 && section < headers.size() ? QVariant(headers[section]) : QVariant();
}

QString SourceTableModel::toText() const
{
    if (!mTable)
        return {};
    QStringList lines;
    lines << (QStringList{mTable->corner} + mTable->columnHeaders).join(QLatin1Char('\t'));
    for (int r = 0; r < mTable->cells.size(); ++r)
        lines << (QStringList{r < mTable->rowHeaders.size() ? mTable->rowHeaders[r] : QString()} + mTable->cells[r])
                     .join(QLatin1Char('\t'));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace collviz::views
