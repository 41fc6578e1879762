#include "views/resultspanel.h"

#include "views/resultsmodel.h"
#include "views/session.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>
#include <QVBoxLayout>

namespace collviz::views {

ResultsPanel::ResultsPanel(Session *session, QWidget *parent)
    : QWidget(parent), mSession(session), mModel(new ResultsModel(this)), mView(new QTableView(this))
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
    layout->addWidget(mView);
    connect(mSession, &Session::resultChanged, this, &ResultsPanel::refresh);
    refresh();
}

void ResultsPanel::refresh()
{
    mModel->setResult(mSession->result(), mSession->error());
    mView->resizeRowsToContents();
}

void ResultsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        mModel->retranslate();
    QWidget::changeEvent(event);
}

} // namespace collviz::views
