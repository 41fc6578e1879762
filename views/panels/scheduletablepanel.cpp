// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/scheduletablepanel.h"

#include "views/models/scheduletablemodel.h"
#include "views/models/sourcetablemodel.h"
#include "views/session.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace collviz::views {

namespace {
/// Above this many cells rows and columns keep a fixed size: measuring every cell's text
/// (ResizeToContents) would take seconds for the all-port Q10's 512 x 1024 cells.
constexpr int kMeasuredCells = 4096;
/// The most lines a row of the table takes.
constexpr int kCellLines = 4;
} // namespace

ScheduleTablePanel::ScheduleTablePanel(Session *session, QWidget *parent)
    : QWidget(parent), mSession(session), mModel(new ScheduleTableModel(this)), mView(new QTableView),
      mSourceModel(new SourceTableModel(this)), mSourceView(new QTableView), mSourceTitle(new QLabel),
      mSourceChecks(new QLabel), mDirectionLabel(new QLabel), mDirection(new QComboBox), mCopy(new QToolButton),
      mTabs(new QTabWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // The per-node table with its direction filter and the copy button above it.
    auto *nodes = new QWidget;
    auto *nodesLayout = new QVBoxLayout(nodes);
    nodesLayout->setContentsMargins(2, 2, 2, 2);
    auto *bar = new QHBoxLayout;
    bar->addWidget(mDirectionLabel);
    bar->addWidget(mDirection);
    bar->addStretch(1);
    bar->addWidget(mCopy);
    nodesLayout->addLayout(bar);
    mView->setModel(mModel);
    mView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A cell's lines wrap at its column's width (the packets last, so they are what wraps);
    // rows grow to their text in tables small enough to measure, and a cell still cut
    // (a large table's fixed rows) ends in "…" with the whole text in its tooltip.
    mView->setWordWrap(true);
    mView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    mView->setTextElideMode(Qt::ElideRight);
    nodesLayout->addWidget(mView, 1);
    connect(mView, &QTableView::clicked, this, &ScheduleTablePanel::onClicked);
    connect(mDirection, &QComboBox::currentIndexChanged, this, [this](int i) {
        mModel->setDirection(ScheduleTableModel::Direction(i));
        if (mModel->rowCount() * mModel->columnCount() <= kMeasuredCells)
            fitSections();
    });
    mDirectionLabel->setBuddy(mDirection);
    mCopy->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(mCopy, &QToolButton::clicked, this, &ScheduleTablePanel::copy);

    // The source's table, its caption and its conditions.
    auto *source = new QWidget;
    auto *sourceLayout = new QVBoxLayout(source);
    sourceLayout->setContentsMargins(2, 2, 2, 2);
    mSourceTitle->setWordWrap(true);
    mSourceChecks->setWordWrap(true);
    mSourceChecks->setTextFormat(Qt::PlainText);
    mSourceView->setModel(mSourceModel);
    mSourceView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mSourceView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    sourceLayout->addWidget(mSourceTitle);
    sourceLayout->addWidget(mSourceView, 1);
    sourceLayout->addWidget(mSourceChecks);
    connect(mSourceView, &QTableView::clicked, this, &ScheduleTablePanel::onSourceClicked);

    mTabs->addTab(nodes, QString());
    mTabs->addTab(source, QString());
    layout->addWidget(mTabs);

    auto *copyAction = new QAction(this);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copyAction, &QAction::triggered, this, &ScheduleTablePanel::copy);
    addAction(copyAction);

    connect(mSession, &Session::resultChanged, this, &ScheduleTablePanel::refresh);
    connect(mSession, &Session::roundChanged, this, &ScheduleTablePanel::followRound);
    connect(mSession, &Session::highlightedTransfersChanged, this, [this]() {
        mModel->setHighlightedTransfers(mSession->highlightedRound(), mSession->highlightedTransfers());
    });
    retranslateUi();
    refresh();
}

void ScheduleTablePanel::refresh()
{
    const auto result = mSession->result();
    mModel->setResult(result);
    mModel->setCurrentStep(mSession->round());
    mModel->setHighlightedTransfers(mSession->highlightedRound(), mSession->highlightedTransfers());
    const bool small = mModel->rowCount() * mModel->columnCount() <= kMeasuredCells;
    mView->horizontalHeader()->setDefaultSectionSize(small ? 100 : 170);
    if (small)
        fitSections();

    std::optional<core::ScheduleTable> table;
    mNoTableReason.clear();
    if (result && result->algorithm && result->topology && result->algorithm->hasScheduleTable())
        table = result->algorithm->scheduleTable(*result->topology, &mNoTableReason);
    const int rounds = result && result->schedule ? int(result->schedule->rounds.size()) : 0;
    // Re-costing keeps the schedule, and with it the source's table.
    if (!table || !mSourceModel->table() || table->cells != mSourceModel->table()->cells
        || table->title != mSourceModel->table()->title)
        mSourceModel->setTable(table, rounds);
    mSourceModel->setCurrentStep(mSession->round());
    mSourceView->resizeColumnsToContents();
    mTabs->setTabEnabled(1, table.has_value());
    if (!table && mTabs->currentIndex() == 1)
        mTabs->setCurrentIndex(0);
    retranslateUi();
}

void ScheduleTablePanel::fitSections()
{
    // Columns as wide as their text up to a limit, so that several processors stay in view;
    // a longer cell wraps onto up to kCellLines lines (two or three packets to a line), and a
    // cell longer still ends in "…" (its tooltip and the copied text have it whole), so that
    // a round stays a row one reads at a glance, even in the short dock under the drawing.
    const int widest = 40 * fontMetrics().averageCharWidth();
    mView->resizeColumnsToContents();
    for (int c = 0; c < mModel->columnCount(); ++c)
        mView->setColumnWidth(c, std::min(mView->columnWidth(c), widest));
    mView->resizeRowsToContents();
    const int tallest = kCellLines * fontMetrics().lineSpacing() + 6;
    for (int r = 0; r < mModel->rowCount(); ++r)
        mView->setRowHeight(r, std::min(mView->rowHeight(r), tallest));
}

void ScheduleTablePanel::followRound(int round)
{
    mModel->setCurrentStep(round);
    mSourceModel->setCurrentStep(round);
    if (round > 0 && round <= mModel->rowCount()) {
        const QModelIndex current = mView->currentIndex();
        mView->scrollTo(mModel->index(round - 1, current.isValid() ? current.column() : 0));
    }
}

void ScheduleTablePanel::onClicked(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const int round = index.row() + 1;
    mSession->setRound(round);
    QVector<int> transfers;
    for (const ScheduleTableModel::Entry &e : mModel->entries(index.row(), index.column()))
        transfers << e.transfer;
    mSession->setHighlightedTransfers(round, transfers);
}

void ScheduleTablePanel::onSourceClicked(const QModelIndex &index)
{
    const auto axis = mSourceModel->roundAxis();
    if (!index.isValid() || !axis)
        return;
    mSession->setRound((*axis == Qt::Vertical ? index.row() : index.column()) + 1);
}

QString ScheduleTablePanel::copiedText() const
{
    if (mTabs->currentIndex() == 1)
        return mSourceModel->toText();
    return mModel->toText(mView->selectionModel() ? mView->selectionModel()->selection() : QItemSelection());
}

void ScheduleTablePanel::copy() { QApplication::clipboard()->setText(copiedText()); }

void ScheduleTablePanel::retranslateUi()
{
    mTabs->setTabText(0, tr("Per node"));
    mTabs->setTabText(1, tr("Source's table"));
    mTabs->setTabToolTip(1, mTabs->isTabEnabled(1) ? QString()
                                                   : tr("This algorithm is not driven by a table of its source."));
    mDirectionLabel->setText(tr("Show:"));
    mDirection->setAccessibleName(tr("Transfers listed in each cell"));
    mView->setAccessibleName(tr("Schedule table: rounds by processors"));
    mView->setAccessibleDescription(tr("Each cell lists the transfers of a processor in a round: its partner, "
                                       "the packets and their times."));
    mSourceView->setAccessibleName(tr("The source's table"));
    const int current = std::max(0, mDirection->currentIndex());
    const QStringList items{tr("what each node sends"), tr("what each node receives"), tr("both")};
    if (mDirection->count() != items.size()) {
        const QSignalBlocker blocker(mDirection);
        mDirection->clear();
        mDirection->addItems(items);
        mDirection->setCurrentIndex(current);
    } else {
        for (int i = 0; i < items.size(); ++i)
            mDirection->setItemText(i, items[i]);
    }
    mCopy->setText(tr("Copy"));
    mCopy->setToolTip(tr("Copy the selected cells (or the whole table) as tab-separated text (Ctrl+C)"));
    mView->setToolTip(tr("→ to, ← from; d: hypercube dimension, ±x/±y/±z: mesh direction; t: start–finish in "
                         "the round; ⚠n: a channel carries n messages; ✖: a rule is broken. Click: go to the round "
                         "and highlight these transfers."));
    const auto &table = mSourceModel->table();
    mSourceTitle->setText(table ? table->title : QString());
    QStringList checks;
    if (table)
        for (const core::ScheduleTable::Check &c : table->checks)
            checks << (c.holds ? tr("(%1) holds: %2") : tr("(%1) fails: %2")).arg(c.name, c.rule)
                   + (c.failures.isEmpty() ? QString() : QStringLiteral(" \u2014 ") + c.failures.join(QStringLiteral("; ")));
    mSourceChecks->setText(checks.join(QLatin1Char('\n')));
}

void ScheduleTablePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (mModel->columnCount() > 0)
            emit mModel->headerDataChanged(Qt::Horizontal, 0, mModel->columnCount() - 1);
    }
    QWidget::changeEvent(event);
}

} // namespace collviz::views
