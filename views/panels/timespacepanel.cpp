#include "views/panels/timespacepanel.h"

#include "views/player.h"
#include "views/session.h"
#include "views/timespace/timespaceview.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace collviz::views {

TimeSpacePanel::TimeSpacePanel(Session *session, Player *player, QWidget *parent)
    : QWidget(parent), mSession(session), mPlayer(player), mView(new TimeSpaceView(this)), mHint(new QLabel(this))
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
    layout->addWidget(mHint);

    const auto follow = [this]() { mView->setCurrentTime(mSession->round(), mPlayer ? mPlayer->progress() : 1.0); };
    connect(mSession, &Session::resultChanged, this, [this, follow]() {
        mView->setResult(mSession->result());
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
    if (mPlayer) {
    }
    mView->setResult(mSession->result());
    follow();
    retranslateUi();
}

void TimeSpacePanel::retranslateUi()
{
    mHint->setText(tr("Solid: travelling · dotted: waiting for a port or channel · dashed: resting at a node · "
                      "wheel, +/- zoom · 0 fits · click a message to go to it"));
    mHint->setToolTip(tr("Rows: processors; left to right: engine time. Store-and-forward: a thick start-up at the "
                         "sender, then one line per hop, coloured by its channel's load in the round. Ctrl+wheel "
                         "zooms the rows; drag to pan."));
    mView->setToolTip(QString());
}

void TimeSpacePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace collviz::views
