// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/models/resultsmodel.h"

#include "core/codenotes.h"
#include "core/whatif.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

namespace collviz::views {

namespace {
QString number(double v) { return QLocale().toString(v, 'g', 6); }
} // namespace

ResultsModel::ResultsModel(QObject *parent) : QAbstractTableModel(parent) {}

void ResultsModel::setResult(std::shared_ptr<const core::RunResult> result, const QString &error)
{
    beginResetModel();
    mResult = std::move(result);
    mError = error;
    rebuild();
    endResetModel();
}

void ResultsModel::retranslate()
{
    beginResetModel();
    rebuild();
    endResetModel();
}

void ResultsModel::rebuild()
{
    mRows.clear();
    auto add = [this](const QString &key, const QString &quantity, const QString &value, bool problem = false,
                      const QString &tip = {}) { mRows.push_back({key, quantity, value, tip.isEmpty() ? value : tip, problem}); };
    if (!mError.isEmpty()) {
        add(QStringLiteral("error"), tr("Error"), mError, true);
        return;
    }
    if (!mResult)
        return;
    const core::RunResult &r = *mResult;
    const core::SimulationResult &sim = r.simulation;
    const int rounds = r.schedule ? int(r.schedule->rounds.size()) : 0;

    // The figures a student compares first come first; the identity of the run last.
    add(QStringLiteral("rounds"), tr("Rounds"),
        r.formulaRounds ? tr("%1 (source: %2)").arg(rounds).arg(*r.formulaRounds) : QString::number(rounds),
        r.formulaRounds && *r.formulaRounds != rounds && !r.formulaDeviation);
    add(QStringLiteral("time"), tr("Time"), number(sim.time));
    // A schedule no registered algorithm made has no source: no formula and no bound rows.
    if (r.formula)
        add(QStringLiteral("formula"), tr("Formula"), tr("%1 = %2").arg(core::translatedFormula(r.formula->text), number(r.formula->value)));
    else if (r.algorithm)
        add(QStringLiteral("formula"), tr("Formula"), tr("the source gives none"));
    if (r.formula && r.formula->value > 0)
        add(QStringLiteral("time-formula"), tr("Time / formula"), number(sim.time / r.formula->value));
    if (r.lowerBound) {
        // The bound's expression and value in the table; how it was derived for the model in
        // force (the bracket, a few lines long) in the tooltip.
        const QString &text = r.lowerBound->text;
        const int bracket = text.indexOf(QStringLiteral("   ["));
        const QString expression = bracket > 0 ? text.left(bracket) : text;
        add(QStringLiteral("bound"), tr("Lower bound"), tr("%1 = %2").arg(expression, number(r.lowerBound->value)),
            false, bracket > 0 ? text.mid(bracket + 3) : QString());
    }
    else if (r.algorithm)
        add(QStringLiteral("bound"), tr("Lower bound"), tr("none stated"));
    if (r.lowerBound && r.lowerBound->value > 0)
        add(QStringLiteral("time-bound"), tr("Time / bound"), number(sim.time / r.lowerBound->value));
    add(QStringLiteral("verified"), tr("Verified"), sim.verified ? tr("yes") : tr("no"), !sim.verified,
        sim.verified ? tr("The postcondition holds and no rule was broken.")
                     : tr("The postcondition fails or a rule was broken; see below."));
    add(QStringLiteral("violations"), tr("Violations"), QString::number(sim.violationCount), sim.violationCount > 0);
    add(QStringLiteral("max-link-load"), tr("Max link load"), QString::number(sim.maxLinkLoad), false,
        tr("The most messages one channel carried in one round (contention serialises them)."));
    add(QStringLiteral("model"), tr("Model"),
        r.whatIf ? tr("%1 (what-if; natural: %2)").arg(r.model.toString(), r.naturalModel.toString())
                 : r.model.toString(),
        r.whatIf);
    if (r.whatIf) // the engine's comparison with the natural model (core/whatif.h)
        add(QStringLiteral("what-if"), tr("What-if effect"), core::WhatIfComparison(r).runText().translated(), true);
    if (r.formulaDeviation)
        add(QStringLiteral("deviation"), tr("Formula deviation"), r.formulaDeviation->translated(), true);
    if (r.algorithm)
        add(QStringLiteral("algorithm"), tr("Algorithm"), r.algorithm->id());
    else
        add(QStringLiteral("algorithm"), tr("Schedule"),
            tr("%1 (%2; no built-in algorithm)").arg(core::scheduleName(r), core::operationName(r.operation())));
    if (r.source == core::ScheduleSource::Document)
        add(QStringLiteral("source"), tr("Source"), tr("a schedule file, checked and timed here"));
    add(QStringLiteral("network"), tr("Network"),
        tr("%1, p = %2").arg(r.topology->name()).arg(r.topology->processorCount()));
    for (const core::Violation &v : sim.violations)
        add(QStringLiteral("violation"), tr("Round %1, %2").arg(v.round + 1).arg(core::violationKindName(v.kind)),
            v.message, true);
    for (const QString &f : sim.postconditionFailures)
        add(QStringLiteral("postcondition"), tr("Postcondition"), f, true);
}

int ResultsModel::rowOf(const QString &key) const
{
    for (std::size_t i = 0; i < mRows.size(); ++i)
        if (mRows[i].key == key)
            return int(i);
    return -1;
}

int ResultsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(mRows.size()); }

int ResultsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = mRows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: return index.column() == QuantityColumn ? row.quantity : row.value;
    case Qt::ToolTipRole: return row.toolTip;
    case Qt::ForegroundRole:
        return row.problem && index.column() == ValueColumn ? QVariant(QBrush(QColor(0xa0, 0x1c, 0x1c))) : QVariant();
    case Qt::FontRole:
        if (index.column() == QuantityColumn) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case KeyRole: return row.key;
    case ProblemRole: return row.problem;
    default: return {};
    }
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == QuantityColumn ? tr("Quantity") : tr("Value");
}

} // namespace collviz::views
