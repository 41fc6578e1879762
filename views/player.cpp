// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/player.h"

#include "views/session.h"

#include <algorithm>
#include <cmath>

namespace collviz::views {

namespace {
constexpr int kBaseMsPerRound = 1500;
}

Player::Player(Session *session, QObject *parent) : QObject(parent), mSession(session)
{
    mClock.setStartValue(0.0);
    mClock.setEndValue(1.0);
    mClock.setEasingCurve(QEasingCurve::InOutSine);
    connect(&mClock, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &v) { setProgressValue(v.toDouble()); });
    connect(&mClock, &QVariantAnimation::finished, this, &Player::onClockFinished);
    connect(mSession, &Session::resultChanged, this, [this]() {
        mClock.stop();
        setPlaying(false);
        setProgressValue(1.0);
    });
    connect(mSession, &Session::roundChanged, this, [this]() {
        if (mDriving)
            return;
        mClock.stop();
        setProgressValue(1.0);
    });
}

void Player::setSpeed(double factor)
{
    mSpeed = std::clamp(factor, 0.05, 20.0);
    if (mClock.state() == QAbstractAnimation::Running) {
        const double at = mProgress;
        animateFrom(at);
    }
}

int Player::msPerRound() const { return std::max(1, int(std::lround(kBaseMsPerRound / mSpeed))); }

void Player::setProgressValue(double progress)
{
    mProgress = progress;
    emit progressChanged(progress);
}

void Player::setPlaying(bool playing)
{
    if (mPlaying == playing)
        return;
    mPlaying = playing;
    emit playingChanged(playing);
}

void Player::drive(int round)
{
    mDriving = true;
    mSession->setRound(round);
    mDriving = false;
}

void Player::animateFrom(double start)
{
    mClock.stop();
    start = std::clamp(start, 0.0, 1.0);
    mClock.setStartValue(start);
    mClock.setDuration(std::max(1, int(std::lround(msPerRound() * (1.0 - start)))));
    setProgressValue(start);
    mClock.start();
}

void Player::play()
{
    if (mSession->roundCount() == 0)
        return;
    if (mSession->round() >= mSession->roundCount() && mProgress >= 1.0)
        drive(0); // at the end, play means "play again"
    setPlaying(true);
    if (mSession->round() > 0 && mProgress < 1.0) {
        animateFrom(mProgress);
        return;
    }
    drive(mSession->round() + 1);
    animateFrom(0.0);
}

void Player::pause()
{
    mClock.stop();
    setPlaying(false);
}

void Player::togglePlay()
{
    if (mPlaying)
        pause();
    else
        play();
}

void Player::stepForward()
{
    setPlaying(false);
    if (mSession->round() >= mSession->roundCount()) {
        mClock.stop();
        setProgressValue(1.0);
        return;
    }
    drive(mSession->round() + 1);
    animateFrom(0.0);
}

void Player::stepBack()
{
    pause();
    // The previous finished picture: the state after round k-1, indexed from the Replay.
    drive(mSession->round() - 1);
    setProgressValue(1.0);
}

void Player::first() { jumpTo(0); }

void Player::last() { jumpTo(mSession->roundCount()); }

void Player::jumpTo(int round)
{
    pause();
    drive(round);
    setProgressValue(1.0);
}

void Player::freezeAt(double progress)
{
    pause();
    setProgressValue(std::clamp(progress, 0.0, 1.0));
}

void Player::seek(int round, double progress)
{
    jumpTo(round);
    setProgressValue(std::clamp(progress, 0.0, 1.0));
}

void Player::onClockFinished()
{
    if (!mPlaying)
        return;
    if (mSession->round() < mSession->roundCount()) {
        drive(mSession->round() + 1);
        animateFrom(0.0);
    } else {
        setPlaying(false);
    }
}

} // namespace collviz::views
