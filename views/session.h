// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/network/drawingmarks.h"

#include "core/engine.h"
#include "core/exercise/exercise.h"
#include "core/formats/scheduleformat.h"
#include "core/simulator.h"

#include <QObject>
#include <QString>
#include <QVector>

#include <memory>
#include <functional>
#include <optional>

class QSettings;

namespace collviz::views {

class EngineRunner;
struct RunOutcome;

/**
 * The one document of the app (STYLE.md section 4): the current setup, the engine's result
 * for it, a Replay of its schedule and the round on show. Every view reads it through const
 * access and listens to its past-tense signals; nothing edits state behind its back.
 *
 * Every setRequest() re-runs the engine at once, off the GUI thread; a newer request
 * supersedes an older one. While a run is under way the previous result stays readable,
 * and a failed run clears it so no view shows numbers that belong to another setup.
 *
 * Round convention (shared with NetworkView): 0 is the initial state, k >= 1 shows round k
 * of the schedule, from stateBefore() (after round k-1) to stateAfter() (after round k).
 */
class Session final : public QObject
{
    Q_OBJECT
public:
    explicit Session(QObject *parent = nullptr);
    ~Session() override;

    /// Hypercube Q3, broadcast by recursive doubling from node 0: the first-start setup.
    static core::RunRequest defaultRequest();

    const core::RunRequest &request() const { return mRequest; }
    /// Replaces the setup and re-runs the engine (also when the setup is unchanged); an open
    /// document is closed. When
    /// only m, t_s, t_w or t_h changed from the result on show, only the engine's cost model
    /// runs again (the schedule does not depend on them) and the round on show stays.
    void setRequest(const core::RunRequest &request);
    /// Starts the first run before anything listens (the window starts it before building its
    /// panels, so that the engine works on its thread meanwhile); the setRequest() of the same
    /// request that follows takes it over instead of running it again. Emits nothing.
    void prestart(const core::RunRequest &request);
    /// Opens the schedule file `path` (any format core::ScheduleFormats reads: a student's own
    /// schedule, one exported earlier, one from another tool) off the GUI thread. Once it is
    /// read and checked it is shown from round 0 (setupChanged, resultChanged) and the session
    /// shows a document until the next setRequest(); a refused file changes nothing on show
    /// and ends in scheduleRefused. `options` choose the network, model and costs of a file
    /// whose format names none (MSCCL, Paje; empty: complete:P); a format that names them
    /// refuses any (core::ScheduleFormats::readFile).
    void openSchedule(const QString &path, const core::ScheduleReadOptions &options = {});
    /// Shows `result` (a schedule checked and timed outside the runner: the designer's) as an
    /// open document with no file: it plays, tabulates, exports and charts like an opened one.
    /// Its replay is made off the GUI thread; then round `round` is shown with `marks` over it
    /// (setupChanged, resultChanged, marksChanged). A result that is not ok changes nothing.
    void showResult(std::shared_ptr<const core::RunResult> result, int round = 0, const DrawingMarks &marks = {});
    /// The same for a schedule not yet checked (the designer's, after each edit): the engine
    /// checks and times it (core::Engine::evaluate) off the GUI thread, then it is shown as
    /// showResult() shows a result. A newer call, or any other run, supersedes it.
    void showSchedule(const core::ScheduleOrigin &origin, std::shared_ptr<const core::Problem> problem,
                      std::shared_ptr<const core::Schedule> schedule, const core::RunParams &params, int round = 0,
                      const DrawingMarks &marks = {});
    /// The open document as it was read (under its own model and costs), or null when the
    /// result on show is an algorithm's run.
    std::shared_ptr<const core::RunResult> document() const { return mDocument; }
    /// Whether a schedule file given to openSchedule() is being read.
    bool isOpening() const { return mOpenTicket != 0; }
    QString documentPath() const { return mDocumentPath; }
    /// What the open document was read with (openSchedule()'s options).
    const core::ScheduleReadOptions &documentReadOptions() const { return mDocumentOptions; }
    /// Whether the open document's file names no network (its format's), so that the user
    /// chooses it: reopenScheduleOn() reads it again on another.
    bool documentTakesNetwork() const;
    /// Reads the open document's file again on the network `topology` (its other options
    /// kept); a refusal changes nothing on show and ends in scheduleRefused.
    void reopenScheduleOn(const QString &topology);
    /// The network of the last setup (setRequest()), which a file that names none may be
    /// shown on too.
    QString setupTopology() const { return mSetupTopology; }
    /// Times the open document's schedule under `model` and `cost`: other costs re-cost it,
    /// another model makes a what-if of the same schedule (core::Engine::evaluate). The round
    /// on show stays. Nothing happens without a document.
    void setDocumentModel(const core::CommModel &model, const core::CostParams &cost);
    /// Whether the last result came from re-costing the one before (same schedule).
    bool lastRunWasRecost() const { return mLastRecost; }
    /// Cancels the run under way; it ends in runFailed with the engine's sentence.
    void cancelRun();

    bool isRunning() const;
    /// The result for the current setup, or null (while the first run is under way or
    /// after a failure).
    std::shared_ptr<const core::RunResult> result() const { return mResult; }
    /// The last failure's sentence; empty when the current setup ran fine.
    QString error() const { return mError; }
    qint64 lastRunMs() const { return mLastRunMs; }

    int round() const { return mRound; }
    int roundCount() const;
    /// Shows round `round` (clamped to 0..roundCount()); indexes the Replay, never undoes.
    void setRound(int round);
    const core::BufferState &stateBefore() const { return mBefore; }
    const core::BufferState &stateAfter() const { return mAfter; }

    /// The processor whose pseudo-code and variables are shown (-1 = none).
    int selectedNode() const { return mSelectedNode; }
    void setSelectedNode(int node);

    /// Transfers pointed at in one view and drawn distinctly in the others (the cross-view
    /// highlight): indices into the transfers of round `round` in the round convention above
    /// (k >= 1 is schedule round k). Views draw them while they show that round; a new
    /// schedule clears them (re-costing keeps them). An empty list clears.
    void setHighlightedTransfers(int round, const QVector<int> &transfers);
    void clearHighlightedTransfers() { setHighlightedTransfers(0, {}); }
    int highlightedRound() const { return mHighlightRound; }
    const QVector<int> &highlightedTransfers() const { return mHighlighted; }

    /// Writes / reads the setup and the round on show as a core::Scenario (key
    /// "setup/scenario", a collviz-scenario/1 object). restoreSetup returns false (and leaves
    /// *out alone) when nothing usable is stored, e.g. on the first start, or when the stored
    /// scenario fails Scenario::validate().
    static void saveSetup(QSettings &settings, const core::RunRequest &request, int round = 0);
    static bool restoreSetup(QSettings &settings, core::RunRequest *out, int *round = nullptr);

    /// The lecturer's marked rounds (sorted, distinct, >= 1; Scenario::bookmarks). They
    /// belong to the lecture, not to one result: a new setup keeps them, and rounds beyond
    /// the current run are kept but skipped by the jumps.
    const QVector<int> &bookmarks() const { return mBookmarks; }
    void setBookmarks(const QVector<int> &rounds);
    /// Marks the round on show, or unmarks it when it is marked (round 0 is not marked).
    void toggleBookmark();
    /// The nearest marked round after (direction > 0) or before the round on show, within
    /// 1..roundCount(); -1 when there is none.
    int bookmarkFrom(int direction) const;

    /// The lecturer's exercise sheet (Scenario::exercises): the questions exercise mode asks.
    /// Like the bookmarks they belong to the lecture: a new setup keeps them.
    const core::exercise::ExerciseSheet &exercises() const { return mExercises; }
    void setExercises(const core::exercise::ExerciseSheet &sheet);

    /// A tool's marks over the drawing (an exercise's scored prediction, the designer's
    /// verdicts), drawn while round `round` (the round convention above) is on show. A new
    /// schedule clears them (re-costing keeps them). An empty list clears.
    void setMarks(int round, const DrawingMarks &marks);
    const DrawingMarks &marks() const { return mMarks; }
    int marksRound() const { return mMarksRound; }
    /// A left click on the drawing: the node under the pointer (or -1) and the channel (an
    /// arc of the topology, or -1), with the keys held. Emits drawingClicked for the tools.
    void clickDrawing(int node, int arc, Qt::KeyboardModifiers modifiers);

signals:
    void setupChanged();
    void runStarted();
    /// Simulation progress of the run under way; (0, 0) when it prepares the replay.
    void runProgressed(int done, int total);
    /// A new result (or null after a failure) replaced the old one; the round stays (clamped)
    /// when the algorithm and network are the same, else it is reset to 0.
    void resultChanged();
    void runFailed(const QString &error);
    /// A schedule file given to openSchedule() was refused: one sentence naming the file.
    void scheduleRefused(const QString &error);
    void roundChanged(int round);
    void selectedNodeChanged(int node);
    void highlightedTransfersChanged();
    void bookmarksChanged();
    void exercisesChanged();
    void marksChanged();
    /// The drawing was clicked (clickDrawing): a tool may take it.
    void drawingClicked(int node, int arc, Qt::KeyboardModifiers modifiers);

private:
    void onFinished(int ticket, const RunOutcome &outcome);
    void updateStates();

    EngineRunner *mRunner = nullptr;
    int mOpenTicket = 0; ///< the runner's ticket of the file being opened, or 0
    QString mOpeningPath;
    core::ScheduleReadOptions mOpeningOptions;
    core::ScheduleReadOptions mDocumentOptions;
    QString mSetupTopology;
    std::shared_ptr<const core::RunResult> mDocument;
    QString mDocumentPath;
    core::RunRequest mRequest;
    core::RunRequest mShownRequest; ///< the request mResult answers
    std::optional<core::RunRequest> mPrestarted; ///< prestart()'s request until setRequest() takes it over
    /// prestart()'s outcome when it came before setRequest() (an event loop run while the
    /// window was built): handed on once the request is set.
    std::function<void()> mEarlyOutcome;
    bool mLastRecost = false;
    std::shared_ptr<const core::RunResult> mResult;
    std::shared_ptr<const core::Replay> mReplay;
    core::BufferState mBefore;
    core::BufferState mAfter;
    QString mError;
    qint64 mLastRunMs = 0;
    int mRound = 0;
    int mSelectedNode = -1;
    int mHighlightRound = 0;
    QVector<int> mHighlighted;
    QVector<int> mBookmarks;
    core::exercise::ExerciseSheet mExercises;
    int mMarksRound = 0;
    DrawingMarks mMarks;
    int mRoundAfterShow = -1; ///< showResult()'s round, shown once its replay is made
    DrawingMarks mMarksAfterShow; ///< and its marks
};

} // namespace collviz::views
