// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QVariantAnimation>

namespace collviz::views {

class Session;

/**
 * The one animation clock of the app (STYLE.md section 6). A QVariantAnimation runs the
 * in-round progress 0 -> 1; the engine knows rounds, never milliseconds. In play mode the
 * end of a round advances the Session to the next one. Stepping back or jumping shows the
 * target round finished (progress 1): the state is indexed from the Replay, never undone.
 */
class Player final : public QObject
{
    Q_OBJECT
public:
    explicit Player(Session *session, QObject *parent = nullptr);

    bool isPlaying() const { return mPlaying; }
    double progress() const { return mProgress; }
    /// Playback speed as a factor of the base pace (one round per 1.5 s at 1).
    double speed() const { return mSpeed; }
    void setSpeed(double factor);
    int msPerRound() const;

    void play();
    void pause();
    void togglePlay();
    /// Advances one round and animates it once.
    void stepForward();
    void stepBack();
    void first();
    void last();
    /// Jumps to a round and shows it finished (slider, tests).
    void jumpTo(int round);
    /// Stops the clock and shows the current round at `progress` (screenshots).
    void freezeAt(double progress);
    /// Jumps to a round and shows it, stopped, at in-round `progress` (a click on a message).
    void seek(int round, double progress);

signals:
    void progressChanged(double progress);
    void playingChanged(bool playing);

private:
    void animateFrom(double start);
    void setProgressValue(double progress);
    void setPlaying(bool playing);
    void onClockFinished();
    /// Moves the session without the clock mistaking it for an outside jump.
    void drive(int round);

    Session *mSession = nullptr;
    QVariantAnimation mClock;
    double mProgress = 1.0;
    double mSpeed = 1.0;
    bool mPlaying = false;
    bool mDriving = false;
};

} // namespace collviz::views
