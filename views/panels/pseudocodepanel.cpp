// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/pseudocodepanel.h"

#include "views/session.h"
#include "core/codenotes.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace collviz::views {

PseudoCodePanel::PseudoCodePanel(Session *session, QWidget *parent)
    : QWidget(parent), mSession(session), mTitle(new QLabel(this)), mLines(new QListWidget(this)),
      mNode(new QLabel(this)), mVars(new QTableWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mTitle->setFont(mono);
    mTitle->setWordWrap(true);
    mLines->setFont(mono);
    mLines->setSelectionMode(QAbstractItemView::NoSelection);
    mLines->setFocusPolicy(Qt::NoFocus);
    // A pseudo-code line never wraps: a wrapped line would break the indentation that shows
    // the loops and push its comment under the code. Long lines scroll sideways, and each
    // line's tooltip gives it whole.
    mLines->setWordWrap(false);
    mLines->setTextElideMode(Qt::ElideNone);
    mLines->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    mLines->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    mNode->setWordWrap(true);
    mVars->setColumnCount(2);
    mVars->verticalHeader()->hide();
    mVars->horizontalHeader()->setStretchLastSection(true);
    mVars->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mVars->setFocusPolicy(Qt::NoFocus);
    mVars->setFont(mono);

    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(mNode);
    bottomLayout->addWidget(mVars);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(mLines);
    split->addWidget(bottom);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({550, 450}); // proportions: the variables need room for a handful of rows
    layout->addWidget(mTitle);
    layout->addWidget(split, 1);
    layout->addStretch(0);

    retranslateUi();
    connect(mSession, &Session::resultChanged, this, &PseudoCodePanel::rebuildLines);
    connect(mSession, &Session::roundChanged, this, &PseudoCodePanel::refresh);
    connect(mSession, &Session::selectedNodeChanged, this, &PseudoCodePanel::refresh);
    rebuildLines();
}

QString PseudoCodePanel::nodeText() const { return mNode->text(); }

void PseudoCodePanel::rebuildLines()
{
    mLines->clear();
    const auto result = mSession->result();
    const core::PseudoCode code =
        result && result->algorithm ? result->algorithm->pseudoCodeFor(*result->topology) : core::PseudoCode{};
    if (code.isEmpty()) {
        if (!result)
            mTitle->setText(QString());
        else if (!result->algorithm)
            mTitle->setText(tr("This schedule was read from a file and no built-in algorithm made it, so there is "
                               "no pseudo-code; the narration and the schedule table show what each round does."));
        else if (!result->algorithm->pseudoCode().isEmpty())
            mTitle->setText(tr("The source's pseudo-code for this algorithm is written for another network; on "
                               "%1 the schedule follows the rule in the description.")
                                .arg(result->topology->name()));
        else
            mTitle->setText(tr("No pseudo-code for this algorithm."));
    } else {
        mTitle->setText(core::translatedCodeLine(code.title));
        for (int i = 0; i < code.lines.size(); ++i) {
            const QString line = core::translatedCodeLine(code.lines[i]);
            auto *item = new QListWidgetItem(QStringLiteral("%1  %2").arg(i + 1, 2).arg(line), mLines);
            item->setToolTip(line.trimmed());
        }
    }
    refresh();
}

void PseudoCodePanel::refresh()
{
    mCurrentLine = -1;
    for (int i = 0; i < mLines->count(); ++i) {
        QListWidgetItem *item = mLines->item(i);
        item->setBackground(QBrush());
        QFont f = item->font();
        f.setBold(false);
        item->setFont(f);
    }
    mVars->setRowCount(0);
    mVars->setHorizontalHeaderLabels({tr("Variable"), tr("Value")});
    const auto result = mSession->result();
    const int node = mSession->selectedNode();
    const bool hasCode = result && mLines->count() > 0;
    mLines->setVisible(hasCode);
    mVars->setVisible(hasCode);
    if (!hasCode) {
        mNode->setText(QString());
        return;
    }
    if (node < 0 || !result->topology->isProcessor(node)) {
        mNode->setText(tr("Click a processor in the drawing to follow its pseudo-code."));
        return;
    }
    const int k = mSession->round();
    const QString who = tr("Processor %1 (%2)").arg(node).arg(result->topology->label(node));
    if (k == 0) {
        mNode->setText(tr("%1: before the first round.").arg(who));
        return;
    }
    const core::Round &round = result->schedule->rounds[std::size_t(k - 1)];
    if (std::size_t(node) >= round.traces.size()) {
        mNode->setText(tr("%1: no pseudo-code trace was recorded for this run.").arg(who));
        return;
    }
    const core::NodeTrace &trace = round.traces[std::size_t(node)];
    mCurrentLine = trace.line >= 0 && trace.line < mLines->count() ? trace.line : -1;
    if (mCurrentLine >= 0) {
        QListWidgetItem *item = mLines->item(mCurrentLine);
        item->setBackground(QColor(0xff, 0xe0, 0x8a));
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
        mLines->scrollToItem(item);
        mNode->setText(tr("%1 in round %2: line %3.").arg(who).arg(k).arg(mCurrentLine + 1));
    } else {
        mNode->setText(tr("%1 in round %2: idle.").arg(who).arg(k));
    }
    mVars->setRowCount(int(trace.vars.size()));
    for (std::size_t i = 0; i < trace.vars.size(); ++i) {
        mVars->setItem(int(i), 0, new QTableWidgetItem(trace.vars[i].first));
        mVars->setItem(int(i), 1, new QTableWidgetItem(trace.vars[i].second));
    }
    mVars->resizeRowsToContents();
}

void PseudoCodePanel::retranslateUi()
{
    mLines->setAccessibleName(tr("Pseudo-code"));
    mLines->setAccessibleDescription(tr("The algorithm's lines; the selected processor's line in the round on "
                                        "show is marked"));
    mVars->setAccessibleName(tr("Variables of the selected processor"));
}

void PseudoCodePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rebuildLines();
    }
    QWidget::changeEvent(event);
}

} // namespace collviz::views
