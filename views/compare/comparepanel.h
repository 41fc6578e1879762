// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/simulator.h"

#include <QWidget>

#include <memory>

class QBoxLayout;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItemModel;

namespace collviz::views {

class EngineRunner;
class NetworkView;
class Player;
class RaceBar;
class Session;
struct RunOutcome;

/**
 * Compare mode: the Session's run (A) and a second run (B) for the same operation and
 * network, side by side, driven by the one Player. B is another algorithm, or the same one
 * under another model (a what-if: the natural model against, say, "sf,noncombining"); it
 * runs through its own EngineRunner, off the GUI thread, whenever the Session's setup or
 * B's choice changes (while the panel is hidden, once it is shown).
 *
 * Lockstep: both show the Session's round k (a run with fewer rounds shows its last round
 * finished). Within round k both share one time axis, the longer of the two round times: at
 * the Player's progress p the engine time is T = p * max(t_A(k), t_B(k)) and each view shows
 * its own timeline at T (clamped to its round), so the faster round is over while the slower
 * one is still under way. Each side states its rounds, its time at T, its total time and its
 * contention (heaviest channel load, messages that waited).
 *
 * The drawings get the room: no legend each (the main drawing's explains the colours), one
 * line under each with who it is and where it is now (the whole summary in its tooltip), and
 * the race (RaceBar: both runs' times on one scale, filled up to where the clock has taken
 * them) beside B's choice. Side by side in a wide panel, stacked in a tall one.
 */
class ComparePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePanel(Session *session, Player *player, QWidget *parent = nullptr);
    ~ComparePanel() override;

    /// B's algorithm id and model overrides (empty = its natural model); runs B at once.
    void setSecond(const QString &algorithm, const QString &modelSpec);
    QString secondAlgorithm() const;
    QString secondModel() const;
    /// B's result; null while its first run is under way or after a failure (secondError()).
    std::shared_ptr<const core::RunResult> secondResult() const { return mSecond; }
    QString secondError() const { return mSecondError; }
    bool isSecondRunning() const;

    /// Whether A's last result waits for the panel to be shown (it was behind another tab).
    bool waitsToBeShown() const { return mFirstPending; }
    NetworkView *firstView() const { return mFirstView; }
    NetworkView *secondView() const { return mSecondView; }
    QString firstSummary() const;
    QString secondSummary() const;
    /// Makes B the Session's run and A the one compared with it (the clock steps through
    /// A's rounds, so the longer run belongs there).
    void swapRuns();
    /// The shared in-round engine time T of the current round (see the class comment).
    double commonTime() const { return mCommonTime; }
    /// The one line under each drawing (who, and where it is now).
    QLabel *firstStatus() const { return mFirstInfo; }
    QLabel *secondStatus() const { return mSecondInfo; }
    RaceBar *raceBar() const { return mRace; }
    /// The lecture hall's style (the main window's presentation mode): large labels and packets
    /// in both drawings, larger type in the lines under them.
    void setPresentationStyle(bool on);
    bool presentationStyle() const;

signals:
    /// B's result was replaced (or cleared by a failure).
    void secondResultChanged();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void onSessionResult();
    void onSecondFinished(int ticket, const RunOutcome &outcome);
    void runSecond();
    void fillAlgorithms();
    void chooseDefaultSecond();
    void sync();
    void updateStatus();
    void retranslateUi();

    Session *mSession = nullptr;
    Player *mPlayer = nullptr;
    EngineRunner *mRunner = nullptr;
    std::shared_ptr<const core::RunResult> mSecond;
    std::shared_ptr<const core::Replay> mSecondReplay;
    QString mSecondError;
    int mFirstShownRound = -1;
    int mSecondShownRound = -1;
    double mCommonTime = 0.0;
    bool mSecondPending = false; ///< B waits for the panel to be shown
    /// A's result came while the panel was behind another tab of a window on screen: its
    /// drawing (on Q10, a thousand nodes' scene) is made once the panel is shown.
    bool mFirstPending = false;
    QString mOperationShown; ///< the operation and topology the choice list was made for

    QLabel *mWithLabel = nullptr;
    QComboBox *mAlgorithm = nullptr;
    QStandardItemModel *mAlgorithmModel = nullptr;
    QLabel *mModelLabel = nullptr;
    QLineEdit *mModel = nullptr;
    QPushButton *mSwap = nullptr;
    RaceBar *mRace = nullptr;
    QBoxLayout *mSides = nullptr;
    NetworkView *mFirstView = nullptr;
    NetworkView *mSecondView = nullptr;
    QLabel *mFirstInfo = nullptr;
    QLabel *mSecondInfo = nullptr;
    bool mPresentation = false;
};

} // namespace collviz::views
