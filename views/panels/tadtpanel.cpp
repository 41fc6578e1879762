// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/tadtpanel.h"

#include "views/panels/hamiltonianpanel.h"
#include "views/panels/panelfront.h"
#include "views/player.h"
#include "views/session.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>

namespace collviz::views {

TadtPanel::TadtPanel(Session *session, Player *player, QWidget *parent)
    : QWidget(parent), mSession(session), mPlayer(player)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new QHBoxLayout;
    mLevelLabel = new QLabel(this);
    mLevelLabel->setMinimumWidth(mLevelLabel->fontMetrics().horizontalAdvance(QStringLiteral("Level 000 of 000")));
    mSlider = new QSlider(Qt::Horizontal, this);
    mSlider->setObjectName(QStringLiteral("tadtLevelSlider"));
    mSlider->setPageStep(1);
    mSlider->setTickPosition(QSlider::TicksBelow);
    mSlider->setFocusPolicy(Qt::NoFocus); // the window's shortcuts own the arrow keys
    mCycles = new QCheckBox(this);
    row->addWidget(mLevelLabel);
    row->addWidget(mSlider, 1);
    row->addWidget(mCycles);
    layout->addLayout(row);
    mCanvas = new QWidget(this);
    mCanvas->setObjectName(QStringLiteral("tadtCanvas"));
    mCanvas->setMinimumSize(320, 200);
    mCanvas->installEventFilter(this);
    mCanvas->setAutoFillBackground(true);
    QPalette pal = mCanvas->palette();
    pal.setColor(QPalette::Window, Qt::white);
    mCanvas->setPalette(pal);
    layout->addWidget(mCanvas, 1);
    mChecks = new QLabel(this);
    mChecks->setWordWrap(true);
    mChecks->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mChecks->setMinimumHeight(mChecks->fontMetrics().lineSpacing() * 4 + 4); // the four lines of checksText()
    layout->addWidget(mChecks);

    connect(mSlider, &QSlider::valueChanged, this, &TadtPanel::onSliderMoved);
    connect(mCycles, &QCheckBox::toggled, this, [this](bool on) {
        mState.cycles = on;
        mCanvas->update();
    });
    connect(mSession, &Session::resultChanged, this, &TadtPanel::onResultChanged);
    connect(mSession, &Session::roundChanged, this, &TadtPanel::onRoundChanged);
    onResultChanged();
}

TadtPanel::~TadtPanel() = default;

bool TadtPanel::cyclesShown() const { return mState.cycles && !mData.cycleArcs.empty(); }

void TadtPanel::setCyclesShown(bool shown) { mCycles->setChecked(shown); }

void TadtPanel::setMonochrome(bool on)
{
    mState.monochrome = on;
    mCanvas->update();
}

void TadtPanel::setState(const TadtState &state)
{
    setCyclesShown(state.cycles);
    setMonochrome(state.monochrome);
    setLevel(state.level);
}

bool TadtPanel::setOptions(const QJsonObject &o, const QString &path, QString *error, bool apply)
{
    TadtState s = mState;
    if (!TadtState::read(o, path, &s, error))
        return false;
    if (apply)
        setState(s);
    return true;
}

void TadtPanel::onResultChanged()
{
    const auto result = mSession->result();
    const auto topology = result && result->topology ? result->topology : nullptr;
    const core::Schedule *schedule = result && result->ok && result->schedule ? result->schedule.get() : nullptr;
    // A run on the trees' levels (its rounds carry a level: a cheap test) opens this view where
    // the Hamiltonian cycles were shown; raising the tab shows the panel, which then finds them.
    const bool onLevels = schedule && TadtData::levelOfRound(*schedule, 1) > 0;
    mResultPending = false; // the show that raising may cause finds nothing pending: done below
    if (onLevels)
        panelfront::takeFrontFrom<HamiltonianPanel>(this);
    // Behind another tab of a window on screen, the levels (a search of the schedule's trees:
    // about 50 ms of the GUI thread on pairwise hypercube:10) are found once it is shown.
    mResultPending = panelfront::waitsBehindTab(this);
    if (mResultPending)
        return;
    if (topology != mData.topology) {
        mData = TadtData::of(topology, schedule);
        if (!topology)
            mData.why = mSession->error();
    } else {
        mData.cycleArcs = topology && schedule ? TadtData::cycleArcsOf(*topology, *schedule)
                                               : std::vector<std::vector<int>>();
    }
    // The trees first: a run on Hamiltonian cycles has a view of its own (HamiltonianPanel);
    // here its channels stay a click away, beside the trees the same network would use.
    mCycles->setVisible(!mData.cycleArcs.empty());
    if (mData.cycleArcs.empty())
        mCycles->setChecked(false);
    mState.cycles = mCycles->isChecked();
    {
        const QSignalBlocker blocker(mSlider);
        mSlider->setRange(1, std::max(1, levelCount()));
        mState.level = std::clamp(mState.level, 1, std::max(1, levelCount()));
        mSlider->setValue(mState.level);
    }
    mSlider->setEnabled(levelCount() > 1);
    updateOverlay();
    onRoundChanged();
    retranslateUi();
}

void TadtPanel::onRoundChanged()
{
    if (mResultPending)
        return;
    const auto result = mSession->result();
    if (!mData.tree || !result || !result->ok || !result->schedule)
        return;
    const int level = TadtData::levelOfRound(*result->schedule, mSession->round());
    if (level < 1)
        return;
    mFollowing = true;
    setLevel(level);
    mFollowing = false;
}

void TadtPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (mResultPending)
        onResultChanged();
}

void TadtPanel::setLevel(int level)
{
    level = std::clamp(level, 1, std::max(1, levelCount()));
    if (mSlider->value() != level)
        mSlider->setValue(level); // onSliderMoved does the rest
    else if (level != mState.level)
        onSliderMoved(level);
}

void TadtPanel::onSliderMoved(int level)
{
    mState.level = level;
    updateOverlay();
    retranslateUi();
    if (mFollowing || !mPlayer)
        return;
    // A schedule that tags its rounds with tree levels goes to the round of this level.
    const auto result = mSession->result();
    if (!result || !result->ok || !result->schedule)
        return;
    const auto &rounds = result->schedule->rounds;
    for (std::size_t r = 0; r < rounds.size(); ++r)
        if (!rounds[r].transfers.empty() && rounds[r].transfers.front().tag.level == level) {
            if (mSession->round() != int(r) + 1)
                mPlayer->jumpTo(int(r) + 1);
            return;
        }
}

void TadtPanel::updateOverlay()
{
    mOverlayUse = mData.overlayUse(mState.level);
    mCanvas->update();
}

void TadtPanel::retranslateUi()
{
    mLevelLabel->setText(levelCount() > 0 ? tr("Level %1 of %2").arg(mState.level).arg(levelCount()) : tr("Level"));
    mSlider->setToolTip(tr("The level shown: the round in which the trees' packets cross these arcs"));
    mCycles->setText(tr("Cycles"));
    mCycles->setToolTip(tr("Draw the cycles of the schedule's transfers, one colour and line style each"));
    mChecks->setText(checksText());
    // The picture in words for a screen reader: the level on show and what the engine checked.
    mSlider->setAccessibleName(tr("Level shown"));
    mCanvas->setAccessibleName(tr("Time-arc-disjoint trees"));
    mCanvas->setAccessibleDescription(!mData.tree && !mData.why.isEmpty()
                                          ? mData.why
                                          : QStringList{mLevelLabel->text(), checksText()}.join(QLatin1Char('\n')));
    mCanvas->update();
}

void TadtPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool TadtPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mCanvas && event->type() == QEvent::Paint) {
        QPainter painter(mCanvas);
        TadtRenderer(mData, mState, mOverlayUse, mCanvas->font(), palette().color(QPalette::WindowText))
            .paint(painter, QRectF(mCanvas->rect()));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace collviz::views
