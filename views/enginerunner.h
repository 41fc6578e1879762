#pragma once

#include "core/engine.h"
#include "core/simulator.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>

namespace collviz::views {

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
    void deliver(int ticket, const RunOutcome &outcome);
    int nextTicket();

    QThreadPool mPool;
    int mTicket = 0;
    bool mRunning = false;
    std::shared_ptr<std::atomic<bool>> mCancel;
};

} // namespace collviz::views
