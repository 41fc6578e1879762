// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <QAbstractTableModel>
#include <QString>

#include <memory>
#include <vector>

namespace collviz::views {

/**
 * The figures of one run as a two-column table (quantity, value): rounds, time, the
 * source's formula and lower bound with the ratios to them, verified, violations,
 * the formula deviation the algorithm declares, and the maximal link load. After a failed
 * run it holds one row with the engine's sentence.
 *
 * KeyRole gives a stable key per row ("rounds", "time", "verified", "violation", ...) so
 * code and tests never depend on the translated labels.
 */
class ResultsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { QuantityColumn, ValueColumn, ColumnCount };
    enum Role { KeyRole = Qt::UserRole, ProblemRole };

    explicit ResultsModel(QObject *parent = nullptr);

    void setResult(std::shared_ptr<const core::RunResult> result, const QString &error = {});
    /// Row of the first row with `key`, or -1.
    int rowOf(const QString &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Rebuilds the rows in the current language.
    void retranslate();

private:
    struct Row
    {
        QString key;
        QString quantity;
        QString value;
        QString toolTip;
        bool problem = false; ///< drawn as a warning: unverified, violations, deviation
    };
    void rebuild();

    std::shared_ptr<const core::RunResult> mResult;
    QString mError;
    std::vector<Row> mRows;
};

} // namespace collviz::views
