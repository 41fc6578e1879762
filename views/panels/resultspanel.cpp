// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/resultspanel.h"

#include "views/models/resultsmodel.h"
#include "views/models/roundsmodel.h"
#include "views/session.h"

#include <QEvent>
#include <QHeaderView>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace collviz::views {

ResultsPanel::ResultsPanel(Session *session, QWidget *parent)
    : QWidget(parent), mSession(session), mModel(new ResultsModel(this)), mView(new QTableView),
      mRoundsModel(new RoundsModel(this)), mRoundsView(new QTableView), mTabs(new QTabWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mView->setModel(mModel);
    mView->verticalHeader()->hide();
    mView->horizontalHeader()->setSectionResizeMode(ResultsModel::QuantityColumn, QHeaderView::ResizeToContents);
    mView->horizontalHeader()->setStretchLastSection(true);
    mView->setWordWrap(true);
    mView->setSelectionBehavior(QAbstractItemView::SelectRows);
    mView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mView->setAlternatingRowColors(true);
    mRoundsView->setModel(mRoundsModel);
    mRoundsView->verticalHeader()->hide();
    mRoundsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mRoundsView->setSelectionMode(QAbstractItemView::NoSelection);
    mRoundsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mRoundsView->setFocusPolicy(Qt::NoFocus);
    connect(mRoundsView, &QTableView::clicked, this,
            [this](const QModelIndex &index) { mSession->setRound(index.row() + 1); });
    mTabs->addTab(mView, QString());
    mTabs->addTab(mRoundsView, QString());
    layout->addWidget(mTabs);
    connect(mSession, &Session::resultChanged, this, &ResultsPanel::refresh);
    connect(mSession, &Session::roundChanged, this, [this](int round) {
        mRoundsModel->setCurrentStep(round);
        if (round > 0)
            mRoundsView->scrollTo(mRoundsModel->index(round - 1, 0));
    });
    retranslateUi();
    refresh();
}

void ResultsPanel::refresh()
{
    mModel->setResult(mSession->result(), mSession->error());
    mRoundsModel->setResult(mSession->result());
    mRoundsModel->setCurrentStep(mSession->round());
    mView->resizeRowsToContents();
}

void ResultsPanel::retranslateUi()
{
    mTabs->setTabText(0, tr("Summary"));
    mTabs->setTabText(1, tr("Per round"));
    mView->setAccessibleName(tr("Results summary"));
    mView->setAccessibleDescription(tr("The run's rounds, time, the source's formula and lower bound, and the "
                                       "engine's checks, one quantity a row"));
    mRoundsView->setAccessibleName(tr("Results per round"));
    mRoundsView->setAccessibleDescription(tr("One row per round; clicking a row shows that round"));
}

void ResultsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        mModel->retranslate();
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

} // namespace collviz::views
