// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/drawingmarks.h"

#include <QThreadPool>
#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QToolButton;
class QTimer;

namespace collviz::core {
class Problem;
struct RunResult;
struct Schedule;
}

namespace collviz::views {

class DesignDocument;
class Player;
class Session;

/**
 * The schedule designer (issue 35): build a schedule round by round on the drawing. A click on
 * a node picks the sender, the next click the receiver (Shift-clicks before it add nodes the
 * path passes; without them the path is the network's route) and the transfer carries what
 * the operation needs next. Rounds can be inserted, deleted and moved; every edit is undoable.
 * After each edit the engine's reference checker judges the design (core/designer/): each
 * transfer is green or red with the rule's sentence, the round's time, the progress toward
 * the postcondition, and the comparison with the registered algorithms and the bound. The
 * design is shown through Session::showResult, so it plays, tabulates, exports and charts
 * like any schedule, with its transfers marked Accepted or Broken on the drawing.
 * The panel computes nothing itself: verdicts, times, paths and arcs are the engine's.
 */
class DesignerPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit DesignerPanel(Session *session, QWidget *parent = nullptr);
    ~DesignerPanel() override;

    DesignDocument *document() const { return mDocument; }
    /// The round being edited (0-based design round), -1 without rounds.
    int currentRound() const;
    void setCurrentRound(int round);
    /// What the transfers list shows for the current round, one line per transfer.
    QStringList transferLines() const;
    /// The sender picked on the drawing (-1: none yet) and the path's nodes after it so far.
    int pendingSender() const { return mSender; }

    /// A new empty design of the problem on show (its operation, network, root, model, costs).
    void newEmpty();
    /// A copy of the schedule on show.
    void editCopy();
    /// An empty design of challenge `index` of core::designer::challenges().
    void startChallenge(int index);
    /// Sets the packets of the selected transfer from the packets field ("3, 7"; empty: what
    /// the operation needs next); false, with one sentence in the hint, when it is refused.
    bool applyPackets();
    QLineEdit *packetsField() const { return mPackets; }
    /// Selects transfer `index` of the current round in the list.
    void setCurrentTransfer(int index);
    /// The sentence under the lists: what to click next, or why the last action was refused.
    QString hint() const;
    /// "your schedule: …; alltoall-hypercube-pairwise: …; bound 14", or that it is being made.
    QString comparisonText() const;
    /// A challenge's target, whether it is met, and which algorithms already meet it.
    QString targetText() const;
    /// Reads the schedule file `path` as the design to edit (what Open… does after its dialog),
    /// off the GUI thread; fileRead says when it is done.
    void openFile(const QString &path);

signals:
    /// A file asked for by openFile() has been read: it is the design now (ok), or the hint
    /// says why it was refused.
    void fileRead(bool ok);

protected:
    void changeEvent(QEvent *event) override;

private:
    void connectControls();
    void retranslate();
    void onChanged();
    /// Inserts an empty round at `at` if the design still fits with it (else the hint says why).
    bool insertRound(int at);
    void onDrawingClicked(int node, int arc, Qt::KeyboardModifiers modifiers);
    void showInDrawing();
    DrawingMarks marksOf(int round) const;
    void fillRounds();
    void fillTransfers();
    void updateTexts();
    void save();
    void open();
    QString nodeName(int node) const;

    Session *mSession = nullptr;
    DesignDocument *mDocument = nullptr;
    int mSender = -1;
    /// The problem mSender and mWaypoints were picked on.
    std::shared_ptr<const core::Problem> mPickedOn;
    std::vector<int> mWaypoints;
    /// The design's schedule as last handed to the session (to tell its result from others).
    std::shared_ptr<const core::Schedule> mShown;
    /// Reads files for Open off the GUI thread; the flag drops a read a newer one replaces.
    QThreadPool mOpenPool;
    std::shared_ptr<std::atomic<bool>> mCancelOpen;
    QTimer *mShowTimer = nullptr;

    QComboBox *mChallenges = nullptr;
    QLabel *mGoal = nullptr;
    QPushButton *mNewEmpty = nullptr;
    QPushButton *mEditCopy = nullptr;
    QPushButton *mOpen = nullptr;
    QPushButton *mSave = nullptr;
    QToolButton *mUndo = nullptr;
    QToolButton *mRedo = nullptr;
    QListWidget *mRounds = nullptr;
    QPushButton *mInsertRound = nullptr;
    QPushButton *mDeleteRound = nullptr;
    QPushButton *mRoundUp = nullptr;
    QPushButton *mRoundDown = nullptr;
    QListWidget *mTransfers = nullptr;
    QPushButton *mRemoveTransfer = nullptr;
    QLineEdit *mPackets = nullptr;
    QPushButton *mSetPackets = nullptr;
    QLabel *mHint = nullptr;
    QLabel *mVerdict = nullptr;
    QLabel *mProgress = nullptr;
    QLabel *mComparison = nullptr;
    QLabel *mTarget = nullptr;
};

} // namespace collviz::views
