// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/formats/scheduleformat.h"
#include "core/simulator.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>

namespace collviz::views {

/// The GUI refuses runs above this estimate (the engine's and the designer's comparison); a
/// lecture machine should stay responsive.
constexpr double kGuiMemoryLimitBytes = 2.0 * 1024 * 1024 * 1024;

/// What one engine run hands back to the GUI: the result and, when it succeeded, a Replay
/// of its schedule (built off the GUI thread too, since its checkpoints cost a full pass).
struct RunOutcome
{
    std::shared_ptr<const core::RunResult> result;
    std::shared_ptr<const core::Replay> replay;
    qint64 elapsedMs = 0;
};

/**
 * Runs core::Engine::run off the GUI thread. Each start() supersedes the previous run:
 * the older run's cancel flag is raised and its outcome, should it still arrive, is
 * dropped, so only the newest request ever reaches the GUI. Progress is forwarded in
 * whole percent steps so a long simulation cannot flood the event queue.
 */
class EngineRunner final : public QObject
{
    Q_OBJECT
public:
    explicit EngineRunner(QObject *parent = nullptr);
    ~EngineRunner() override;

    /// Starts a run and returns its ticket; every older run is cancelled.
    int start(const core::RunRequest &request);
    /// Re-costs `base` (a finished, successful outcome) under other cost parameters: only
    /// the engine's cost model runs (core::Engine::recost); the schedule and its Replay are
    /// shared with `base`. Returns its ticket; every older run is cancelled.
    int recost(const RunOutcome &base, const core::CostParams &cost);
    /// Reads the schedule file `path` (any format core::ScheduleFormats reads; `options`: the
    /// network, model and costs of a file that names none) and checks and times it as the
    /// engine does its own runs. Returns its ticket; every older run is cancelled. A refused
    /// file finishes with a result whose error names the file.
    int open(const QString &path, const core::ScheduleReadOptions &options = {});
    /// Finishes with `result`, a schedule checked and timed elsewhere (the designer's), and a
    /// Replay made for it. Returns its ticket; every older run is cancelled.
    int adopt(std::shared_ptr<const core::RunResult> result);
    /// Evaluates `base`'s schedule (a finished, successful outcome) again under `params`
    /// (another model, a what-if, or other costs): core::Engine::evaluate. Its Replay is
    /// shared with `base`. Returns its ticket; every older run is cancelled.
    int evaluate(const RunOutcome &base, const core::RunParams &params);
    /// Checks and times `schedule` (a designed one, solving `problem`) under `params`:
    /// core::Engine::evaluate with the cancel flag, and a Replay for it, all in the worker.
    /// Returns its ticket; every older run is cancelled (a newer edit supersedes it).
    int evaluateSchedule(const core::ScheduleOrigin &origin, std::shared_ptr<const core::Problem> problem,
                         std::shared_ptr<const core::Schedule> schedule, const core::RunParams &params);
    /// Cancels the current run; it finishes with the engine's "cancelled" error.
    void cancel();
    bool isRunning() const { return mRunning; }
    int currentTicket() const { return mTicket; }

signals:
    void started(int ticket);
    /// Simulation progress; done == total == 0 announces the replay checkpoints, which
    /// take a second pass without progress of their own.
    void progressed(int ticket, int done, int total);
    void finished(int ticket, const collviz::views::RunOutcome &outcome);

private:
    using Work = std::function<RunOutcome(const std::atomic<bool> *cancel)>;
    /// Runs `work` on the pool under a new ticket, turning a failed allocation into an error.
    int launch(Work work);
    void deliver(int ticket, const RunOutcome &outcome);
    int nextTicket();

    QThreadPool mPool;
    int mTicket = 0;
    bool mRunning = false;
    std::shared_ptr<std::atomic<bool>> mCancel;
};

} // namespace collviz::views
