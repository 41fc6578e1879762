// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/timespacepanel.h"

#include "views/export/formats/exportformat.h"
#include "views/export/panelfigures.h"
#include "views/export/timespacetikz.h"
#include "views/player.h"
#include "views/session.h"
#include "views/timespace/timespaceview.h"
#include "views/panels/panelfront.h"

#include "core/userfiles.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace collviz::views {

TimeSpacePanel::TimeSpacePanel(Session *session, Player *player, QWidget *parent)
    : QWidget(parent), mSession(session), mPlayer(player), mView(new TimeSpaceView(this)), mHint(new QLabel(this)),
      mSave(new QToolButton(this))
{
    mView->setObjectName(QStringLiteral("timeSpaceView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    QFont small = mHint->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    mHint->setFont(small);
    mHint->setMinimumWidth(0);
    mHint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(mView, 1);
    auto *row = new QHBoxLayout;
    row->addWidget(mHint, 1);
    row->addWidget(mSave);
    layout->addLayout(row);
    connect(mSave, &QToolButton::clicked, this, &TimeSpacePanel::save);

    const auto follow = [this]() { mView->setCurrentTime(mSession->round(), mPlayer ? mPlayer->progress() : 1.0); };
    connect(mSession, &Session::resultChanged, this, [this, follow]() {
        // Behind another tab of a window on screen, the diagram (a path per message: 31 MB
        // and 50 ms on a 1,024-node all-to-all) is drawn once the panel is shown.
        mResultPending = panelfront::waitsBehindTab(this);
        mView->setResult(mResultPending ? nullptr : mSession->result());
        follow();
    });
    connect(mSession, &Session::roundChanged, this, follow);
    if (mPlayer) {
        connect(mPlayer, &Player::progressChanged, this, follow);
        connect(mView, &TimeSpaceView::messageClicked, mPlayer, &Player::seek);
    }
    // The clicked message's transfer is highlighted in every view that shows transfers.
    connect(mView, &TimeSpaceView::transferClicked, mSession,
            [this](int round, int transfer) { mSession->setHighlightedTransfers(round, {transfer}); });
    mView->setResult(mSession->result());
    follow();
    retranslateUi();
}

void TimeSpacePanel::retranslateUi()
{
    mHint->setText(tr("Wheel, +/- zoom the time · Ctrl+wheel zooms the nodes · 0 fits · drag pans · "
                      "click a message to go to it"));
    mHint->setToolTip(tr("Rows: processors; left to right: engine time. Store-and-forward: a thick start-up at the "
                         "sender, then one line per hop, coloured by its channel's load in the round. Where messages "
                         "would be drawn on top of each other, each row shows its node's lane instead: how many "
                         "messages are at the node at once; zoom in (wheel for time, Ctrl+wheel for rows) to see "
                         "each message again. Drag to pan."));
    mSave->setText(tr("Save…"));
    mSave->setToolTip(tr("Save the diagram as shown: PNG, SVG, PDF or LaTeX/TikZ"));
    mView->setToolTip(QString());
    // The view's tooltips name what is under the pointer; a screen reader gets what it draws.
    mView->setAccessibleName(tr("Time-space diagram"));
    mView->setAccessibleDescription(mHint->toolTip());
}

bool TimeSpacePanel::saveTo(const QString &path, QString *error) const
{
    if (!mView->data()->result || !mView->data()->result->ok) {
        if (error)
            *error = tr("there is no run to save yet");
        return false;
    }
    if (QFileInfo(path).suffix().compare(QLatin1String("tex"), Qt::CaseInsensitive) == 0)
        return core::userfiles::write(path, tikz::timeSpaceDocument(*mView->data(), mView->state()).toUtf8(), error);
    // The view's picture: its renderer, state and size, without the figure's title.
    const std::unique_ptr<PanelFigure> figure = PanelFigure::timeSpace(mView->data(), mView->state());
    figure->setTitled(false);
    FigureFileOptions options;
    options.size = mView->size();
    return writeFigure(*figure, path, options, error);
}

void TimeSpacePanel::save()
{
    const QString title = tr("Save time-space diagram");
    std::vector<const ExportFormat *> formats = ExportFormats::instance().pictures();
    if (const ExportFormat *tikzFormat = ExportFormats::instance().find(QStringLiteral("tikz")))
        formats.push_back(tikzFormat);
    QStringList filters;
    for (const ExportFormat *f : formats)
        filters << f->filter();
    QString selected = filters.value(0);
    QString path = QFileDialog::getSaveFileName(this, title, QString(), filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty()) {
        const qsizetype i = filters.indexOf(selected);
        path += QLatin1Char('.') + formats[std::size_t(i >= 0 ? i : 0)]->suffixes().value(0);
    }
    QString error;
    if (!saveTo(path, &error))
        QMessageBox::warning(this, title, error);
}

void TimeSpacePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(mResultPending, false)) {
        mView->setResult(mSession->result());
        mView->setCurrentTime(mSession->round(), mPlayer ? mPlayer->progress() : 1.0);
    }
}

void TimeSpacePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace collviz::views
