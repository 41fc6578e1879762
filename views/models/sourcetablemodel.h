// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/scheduletable.h"

#include <QAbstractTableModel>

#include <optional>

namespace collviz::views {

/**
 * The schedule table a table-driven algorithm's source prints (core::ScheduleTable, from
 * Algorithm::scheduleTable): seed 000's all-port hypercube table of relative addresses
 * (rounds x dimensions, binary strings), Johnsson & Ho's tables (address pairs x steps ->
 * dimension). Cells are the engine's strings as they are; the round on show is highlighted
 * where the table has one row (or one column) per round of the schedule.
 */
class SourceTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit SourceTableModel(QObject *parent = nullptr);

    /// The table, or nullopt (the algorithm has none here). `rounds` is the schedule's round
    /// count, which decides whether the table's rows or columns are its rounds.
    void setTable(std::optional<core::ScheduleTable> table, int rounds);
    const std::optional<core::ScheduleTable> &table() const { return mTable; }
    void setCurrentStep(int step);
    /// Whether rows (Qt::Vertical) or columns (Qt::Horizontal) follow the rounds; unset: neither.
    std::optional<Qt::Orientation> roundAxis() const { return mRoundAxis; }
    /// The whole table as tab-separated text, its corner and headers included.
    QString toText() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool isCurrent(const QModelIndex &index) const;

    std::optional<core::ScheduleTable> mTable;
    std::optional<Qt::Orientation> mRoundAxis;
    int mCurrentStep = 0;
};

} // namespace collviz::views
