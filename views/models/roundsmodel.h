// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <QAbstractTableModel>

#include <memory>

namespace collviz::views {

/**
 * The simulator's per-round figures as a table, one row per step: transfers, messages,
 * packets moved, maximal link load and the round's time. The row of the step on show is
 * highlighted; moving it emits dataChanged for the two rows concerned only.
 *
 * ValueRole gives the raw number behind each cell.
 */
class RoundsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StepColumn, TransfersColumn, MessagesColumn, PacketsColumn, LoadColumn, TimeColumn, ColumnCount };
    enum Role { ValueRole = Qt::UserRole };

    explicit RoundsModel(QObject *parent = nullptr);

    void setResult(std::shared_ptr<const core::RunResult> result);
    /// The step on show (1-based as in the narration; 0 highlights nothing).
    void setCurrentStep(int step);
    int currentStep() const { return mCurrentStep; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const core::RunResult> mResult;
    int mCurrentStep = 0;
};

} // namespace collviz::views
