// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/exercise/exercise.h"

#include <QString>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace collviz::views {

class Session;

/// How a student is doing in exercise mode over one run: questions revealed, and how many of
/// them were right. A new result starts it again.
struct RunningScore
{
    int asked = 0;
    int right = 0;
};

/**
 * Exercise mode (issue 35; docs/exercises.md): the student predicts the next round (the round
 * on show + 1) before it is shown, then Reveal shows it and scores the prediction. While the
 * panel is on show it is the mode: a click on a channel of the drawing (Session::drawingClicked)
 * adds that direction to a channel prediction or takes it away, drawn as
 * DrawingMark::Predicted over the round on show.
 *
 * Every truth comes from the engine's result through core/exercise/exercise.h; the panel only
 * collects the answer and says the score. Reveal marks the channels right, missed and wrong
 * (Session::setMarks over the revealed round), the narration panel explains the round, and
 * the running score says how many were right. Next question goes to the next round the
 * lecturer asks about: the sheet's (Session::exercises), else the bookmarks, else the next one.
 */
class ExercisePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ExercisePanel(Session *session, QWidget *parent = nullptr);

    /// The round the question is about (the round on show + 1, or the round revealed).
    int questionRound() const { return mQuestionRound; }
    bool revealed() const { return mRevealed; }
    core::exercise::Kind kind() const;
    void setKind(core::exercise::Kind kind);
    /// The channels predicted so far (sorted arc ids).
    const std::vector<int> &predictedChannels() const { return mPredictedArcs; }
    QString promptText() const;
    /// The last revealed set question's score (channels or holdings).
    const core::exercise::Score &lastScore() const { return mLastScore; }
    /// Whether the last revealed question was right.
    bool lastRight() const { return mLastRight; }
    const RunningScore &runningScore() const { return mScore; }

    /// Shows the question's round and scores the prediction.
    void reveal();
    /// The selected processor's pseudo-code line and variables in the question's round.
    void showHint();
    /// Goes to the next question round (the round before it is shown).
    void nextQuestion();
    /// Writes the setup as a scenario file whose "exercises" ask, of the kind chosen, about
    /// every bookmarked round (holdings: of the selected processor), opening on the round before
    /// the first question. False with one sentence.
    bool saveSheet(const QString &path, QString *error);

    QComboBox *kindBox() const { return mKind; }
    QLineEdit *timeEdit() const { return mTime; }
    QListWidget *packetList() const { return mPackets; }
    QPushButton *revealButton() const { return mReveal; }
    QPushButton *hintButton() const { return mHint; }
    QPushButton *nextButton() const { return mNext; }
    QPushButton *saveButton() const { return mSave; }
    /// The verdict of the last reveal ("Right channels: 3; missed: 1 (2→3); wrong: 1 (0→4)."),
    /// or a refusal of the answer.
    QString verdictText() const;
    /// The revealed round's narration (empty before a reveal).
    QString whyText() const;
    QString scoreText() const;
    QString hintText() const;
    QString questionText() const;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void onResultChanged();
    void onRoundChanged();
    void onDrawingClicked(int node, int arc);
    void onKindChanged();
    /// Asks about the round after the round on show, with an empty prediction.
    void askNext();
    /// Lists the problem's packets for a holdings answer where the list is out of date.
    void listPackets();
    void uncheckPackets();
    void showPrediction();
    void refresh();
    void revealChannels();
    void revealHoldings();
    void revealTime();
    void saveInteractively();
    /// Sets the question kind (and for holdings the node) the sheet gives for `round`.
    void followSheet(int round);
    /// Whether the schedule has more packets than the holdings list offers: then no holdings
    /// question is asked.
    bool tooManyPackets() const;
    /// The one sentence that says so, and which kinds remain.
    QString tooManyPacketsText() const;
    QString arcName(int arc) const;
    QString packetNames(const std::vector<int> &ids) const;
    QString arcNames(const std::vector<int> &arcs) const;

    Session *mSession = nullptr;
    QLabel *mQuestion = nullptr;
    QComboBox *mKind = nullptr;
    QLabel *mKindLabel = nullptr;
    QLabel *mPrompt = nullptr;
    QLineEdit *mTime = nullptr;
    QListWidget *mPackets = nullptr;
    QPushButton *mReveal = nullptr;
    QPushButton *mHint = nullptr;
    QPushButton *mNext = nullptr;
    QPushButton *mSave = nullptr;
    QLabel *mVerdict = nullptr;
    QLabel *mWhy = nullptr; ///< the revealed round's narration: beside the verdict where the narration panel is a tab behind
    QLabel *mHintText = nullptr;
    QLabel *mScoreLabel = nullptr;

    int mQuestionRound = 1;
    bool mRevealed = false;
    bool mRevealing = false; ///< reveal()'s own round change, not the student stepping
    bool mPacketsStale = true; ///< the packet list is not the result's (listPackets)
    std::vector<int> mPredictedArcs;
    core::exercise::Score mLastScore;
    bool mLastRight = false;
    RunningScore mScore;
};

} // namespace collviz::views
