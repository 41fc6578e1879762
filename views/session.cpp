// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/session.h"

#include "views/enginerunner.h"

#include "core/scenario.h"

#include <QJsonDocument>
#include <QSettings>

#include <algorithm>

namespace collviz::views {

namespace {
QString scenarioKey() { return QStringLiteral("setup/scenario"); }
} // namespace

Session::Session(QObject *parent) : QObject(parent), mRunner(new EngineRunner(this))
{
    mRequest = defaultRequest();
    connect(mRunner, &EngineRunner::progressed, this, [this](int ticket, int done, int total) {
        if (ticket == mRunner->currentTicket())
            emit runProgressed(done, total);
    });
    connect(mRunner, &EngineRunner::finished, this, &Session::onFinished);
}

Session::~Session() = default;

core::RunRequest Session::defaultRequest()
{
    core::RunRequest r;
    r.topology = QStringLiteral("hypercube:3");
    r.algorithm = QStringLiteral("broadcast-recursive-doubling");
    r.params.root = 0;
    r.rootGiven = true;
    return r;
}

namespace {
/// Whether two requests differ at most in the cost parameters (m, t_s, t_w, t_h).
bool sameButCosts(const core::RunRequest &a, const core::RunRequest &b)
{
    return a.algorithm == b.algorithm && a.topology == b.topology && a.modelSpec == b.modelSpec
           && a.params.root == b.params.root && a.params.shift == b.params.shift && a.rootGiven == b.rootGiven
           && a.shiftGiven == b.shiftGiven && a.memoryLimitBytes == b.memoryLimitBytes
           && a.params.repeat == b.params.repeat;
}

bool sameRequest(const core::RunRequest &a, const core::RunRequest &b)
{
    const core::CostParams &x = a.params.cost;
    const core::CostParams &y = b.params.cost;
    return sameButCosts(a, b) && x.m == y.m && x.ts == y.ts && x.tw == y.tw && x.th == y.th && x.tc == y.tc;
}
} // namespace

void Session::prestart(const core::RunRequest &request)
{
    if (mResult || mRunner->isRunning())
        return;
    mRunner->start(request);
    mPrestarted = request;
}

void Session::setRequest(const core::RunRequest &request)
{
    mOpenTicket = 0;
    if (mDocument) {
        mDocument.reset();
        mDocumentPath.clear();
        mDocumentOptions = {};
        mShownRequest = {}; // the document's run is no base to re-cost from
    }
    mRequest = request;
    mSetupTopology = request.topology;
    emit setupChanged();
    // prestart()'s run of this request: under way, or finished and its outcome kept.
    const bool prestarted = mPrestarted && sameRequest(*mPrestarted, request);
    mPrestarted.reset();
    const std::function<void()> early = prestarted ? mEarlyOutcome : nullptr;
    mEarlyOutcome = nullptr;
    if (!prestarted) {
        if (mResult && mReplay && !mRunner->isRunning() && !mShownRequest.algorithm.isEmpty()
            && sameButCosts(request, mShownRequest))
            mRunner->recost(RunOutcome{mResult, mReplay, 0}, request.params.cost);
        else
            mRunner->start(mRequest);
    }
    emit runStarted();
    if (early)
        early(); // its result, now that the request it answers is set
}

namespace {
/// The setup a document's result stands for: what the window's title, the status bar and the
/// panels that follow the setup read while a document is on show.
core::RunRequest documentRequest(const core::RunResult &r)
{
    core::RunRequest request;
    request.algorithm = r.name;
    request.topology = r.topology->name();
    request.modelSpec = r.whatIf ? r.model.toString() : QString();
    request.params = r.params;
    request.rootGiven = core::usesRoot(r.operation());
    request.shiftGiven = core::usesShift(r.operation());
    return request;
}
} // namespace

void Session::openSchedule(const QString &path, const core::ScheduleReadOptions &options)
{
    mOpeningPath = path;
    mOpeningOptions = options;
    mOpenTicket = mRunner->open(path, options);
    emit runStarted();
}

bool Session::documentTakesNetwork() const
{
    if (!mDocument || mDocumentPath.isEmpty())
        return false;
    const core::ScheduleFormat *format = core::ScheduleFormats::instance().formatOfFile(mDocumentPath, {}, nullptr);
    return format && !format->namesNetwork();
}

void Session::reopenScheduleOn(const QString &topology)
{
    if (mDocumentPath.isEmpty())
        return;
    core::ScheduleReadOptions options = mDocumentOptions;
    options.topology = topology;
    openSchedule(mDocumentPath, options);
}

void Session::showResult(std::shared_ptr<const core::RunResult> result, int round, const DrawingMarks &marks)
{
    if (!result || !result->ok || !result->schedule)
        return;
    mOpeningPath.clear();
    mOpeningOptions = {};
    mRoundAfterShow = std::max(0, round);
    mMarksAfterShow = marks;
    mOpenTicket = mRunner->adopt(std::move(result));
    emit runStarted();
}

void Session::showSchedule(const core::ScheduleOrigin &origin, std::shared_ptr<const core::Problem> problem,
                           std::shared_ptr<const core::Schedule> schedule, const core::RunParams &params, int round,
                           const DrawingMarks &marks)
{
    if (!problem || !schedule)
        return;
    mOpeningPath.clear();
    mOpeningOptions = {};
    mRoundAfterShow = std::max(0, round);
    mMarksAfterShow = marks;
    mOpenTicket = mRunner->evaluateSchedule(origin, std::move(problem), std::move(schedule), params);
    emit runStarted();
}

void Session::setMarks(int round, const DrawingMarks &marks)
{
    if (marks.isEmpty() && mMarks.isEmpty())
        return;
    mMarksRound = marks.isEmpty() ? 0 : round;
    mMarks = marks;
    emit marksChanged();
}

void Session::clickDrawing(int node, int arc, Qt::KeyboardModifiers modifiers)
{
    emit drawingClicked(node, arc, modifiers);
}

void Session::setDocumentModel(const core::CommModel &model, const core::CostParams &cost)
{
    if (!mDocument)
        return;
    mOpenTicket = 0;
    core::RunParams params = mDocument->params;
    params.model = model;
    params.cost = cost;
    mRequest = documentRequest(*mDocument);
    mRequest.modelSpec = model != mDocument->naturalModel ? model.toString() : QString();
    mRequest.params = params;
    emit setupChanged();
    if (mResult && mReplay && !mRunner->isRunning() && mResult->model == model)
        mRunner->recost(RunOutcome{mResult, mReplay, 0}, cost);
    else
        mRunner->evaluate(RunOutcome{mDocument, mReplay, 0}, params);
    emit runStarted();
}

void Session::cancelRun() { mRunner->cancel(); }

bool Session::isRunning() const { return mRunner->isRunning(); }

int Session::roundCount() const { return mReplay ? mReplay->rounds() : 0; }

void Session::onFinished(int ticket, const RunOutcome &outcome)
{
    if (mPrestarted) { // before its request is set: kept for setRequest()
        mEarlyOutcome = [this, ticket, outcome]() { onFinished(ticket, outcome); };
        return;
    }
    const bool opened = ticket == mOpenTicket;
    mOpenTicket = 0;
    if (opened && !(outcome.result && outcome.result->ok)) {
        // A refused file changes nothing on show.
        emit scheduleRefused(outcome.result ? outcome.result->error : tr("the engine returned nothing"));
        emit resultChanged();
        return;
    }
    if (opened) {
        mDocument = outcome.result;
        mDocumentPath = mOpeningPath;
        mDocumentOptions = mOpeningOptions;
        mRequest = documentRequest(*mDocument);
        mShownRequest = {};
        mResult.reset(); // another story: it starts at its beginning
        emit setupChanged();
    }
    mLastRunMs = outcome.elapsedMs;
    // Re-costing keeps the schedule, so the class stays on the step it is looking at.
    mLastRecost = outcome.result && outcome.result->ok && mResult && outcome.result->schedule == mResult->schedule;
    // A what-if (another model) or new parameters on the same algorithm and network: the
    // class stays at the round it is looking at, clamped to the new run's rounds. Another
    // algorithm or network is another story and starts at its beginning.
    const bool sameStory = mResult && outcome.result && outcome.result->ok && outcome.replay
                           && mRequest.algorithm == mShownRequest.algorithm
                           && mRequest.topology == mShownRequest.topology;
    if (!mLastRecost)
        mRound = sameStory ? std::min(mRound, outcome.replay->rounds()) : 0;
    // showResult()'s round and marks (a designer's edit keeps the round it was made on).
    const bool shown = opened && mRoundAfterShow >= 0 && outcome.replay;
    if (shown)
        mRound = std::min(mRoundAfterShow, outcome.replay->rounds());
    if (opened)
        mRoundAfterShow = -1;
    if (outcome.result && outcome.result->ok) {
        mResult = outcome.result;
        mReplay = outcome.replay;
        mShownRequest = mRequest;
        mError.clear();
    } else {
        mResult.reset();
        mReplay.reset();
        mError = outcome.result ? outcome.result->error : tr("the engine returned nothing");
    }
    const int p = mResult ? mResult->topology->processorCount() : 0;
    if (p == 0 && mSelectedNode >= 0) {
        mSelectedNode = -1;
        emit selectedNodeChanged(mSelectedNode);
    } else if (p > 0 && (mSelectedNode < 0 || mSelectedNode >= p)) {
        // The root is where a rooted operation starts: the natural node to watch first.
        const bool rooted = core::usesRoot(mResult->operation());
        mSelectedNode = std::clamp(rooted ? mResult->params.root : 0, 0, p - 1);
        emit selectedNodeChanged(mSelectedNode);
    }
    updateStates();
    const bool dropHighlight = !mLastRecost && !mHighlighted.isEmpty();
    if (dropHighlight) {
        mHighlightRound = 0;
        mHighlighted.clear();
    }
    const bool marksChange = shown ? true : !mLastRecost && !mMarks.isEmpty();
    if (marksChange) {
        mMarks = shown ? mMarksAfterShow : DrawingMarks();
        mMarksRound = mMarks.isEmpty() ? 0 : mRound;
        mMarksAfterShow.clear();
    }
    emit resultChanged();
    emit roundChanged(mRound);
    if (dropHighlight)
        emit highlightedTransfersChanged();
    if (marksChange)
        emit marksChanged();
    if (!mError.isEmpty())
        emit runFailed(mError);
}

void Session::setRound(int round)
{
    round = std::clamp(round, 0, roundCount());
    if (round == mRound)
        return;
    if (mReplay && round == mRound + 1 && mRound > 0) {
        // One step forward: the old "after" is the new "before", and one applied round
        // gives the new "after" (what the Replay would compute, without its checkpoint walk).
        mBefore = std::move(mAfter);
        mAfter = mBefore;
        core::Simulator::applyRound(*mResult->schedule, mResult->schedule->rounds[std::size_t(round - 1)], mAfter);
        mRound = round;
    } else {
        mRound = round;
        updateStates();
    }
    emit roundChanged(mRound);
}

void Session::updateStates()
{
    if (!mReplay) {
        mBefore = {};
        mAfter = {};
        return;
    }
    mAfter = mReplay->stateAfter(mRound);
    mBefore = mRound > 0 ? mReplay->stateAfter(mRound - 1) : mAfter;
}

void Session::setSelectedNode(int node)
{
    if (node == mSelectedNode)
        return;
    mSelectedNode = node;
    emit selectedNodeChanged(node);
}

void Session::setHighlightedTransfers(int round, const QVector<int> &transfers)
{
    const int r = transfers.isEmpty() ? 0 : round;
    if (r == mHighlightRound && transfers == mHighlighted)
        return;
    mHighlightRound = r;
    mHighlighted = transfers;
    emit highlightedTransfersChanged();
}

// The setup is stored as one collviz-scenario/1 object, read back through the same checks
// as a scenario file: a stored setup the engine would refuse is never restored.
void Session::setBookmarks(const QVector<int> &rounds)
{
    QVector<int> sorted;
    for (int r : rounds)
        if (r >= 1 && !sorted.contains(r))
            sorted << r;
    std::sort(sorted.begin(), sorted.end());
    if (sorted == mBookmarks)
        return;
    mBookmarks = sorted;
    emit bookmarksChanged();
}

void Session::setExercises(const core::exercise::ExerciseSheet &sheet)
{
    if (sheet == mExercises)
        return;
    mExercises = sheet;
    emit exercisesChanged();
}

void Session::toggleBookmark()
{
    if (mRound < 1)
        return;
    QVector<int> rounds = mBookmarks;
    if (!rounds.removeOne(mRound))
        rounds << mRound;
    setBookmarks(rounds);
}

int Session::bookmarkFrom(int direction) const
{
    const int last = roundCount();
    int found = -1;
    for (int r : mBookmarks)
        if (r <= last && ((direction > 0 && r > mRound && (found < 0 || r < found))
                          || (direction < 0 && r < mRound && r > found)))
            found = r;
    return found;
}

void Session::saveSetup(QSettings &s, const core::RunRequest &r, int round)
{
    const core::Scenario scenario = core::Scenario::fromRunRequest(r, round);
    s.setValue(scenarioKey(), QString::fromUtf8(QJsonDocument(scenario.toJson()).toJson(QJsonDocument::Compact)));
}

bool Session::restoreSetup(QSettings &s, core::RunRequest *out, int *round)
{
    const QJsonDocument doc = QJsonDocument::fromJson(s.value(scenarioKey()).toString().toUtf8());
    core::Scenario scenario;
    // An algorithm that left the registry, or a garbled topology, means nothing to restore.
    if (!doc.isObject() || !core::Scenario::fromJson(doc.object(), &scenario, nullptr)
        || !scenario.validate(core::Scenario::Naming::File, nullptr))
        return false;
    *out = scenario.toRunRequest();
    if (round)
        *round = scenario.round;
    return true;
}

} // namespace collviz::views
