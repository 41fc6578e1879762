// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/enginerunner.h"

#include "core/formats/scheduleformat.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRunnable>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <new>

namespace collviz::views {

namespace {
/// Checkpoint spacing for the Replay: at most 64 checkpoints so a step replays only a few
/// rounds, and at most kCheckpointBudget bytes of them. A state holds at most every
/// for-everyone packet on every processor plus every other packet once.
/// 32 MB: an all-to-all on 1,024 nodes (a million packets, 4 MB a state) keeps 8 checkpoints,
/// so a jump replays at most an eighth of the run (tens of ms), and the window stays within
/// about 1.5x the memory of collviz-cli's run. (256 MB made its checkpoints the app's largest
/// allocation, 255 of 441 MB on pairwise hypercube:10, and copying them took longer than the
/// engine's run.)
constexpr double kCheckpointBudget = 32.0 * 1024 * 1024;
int checkpointSpacing(const core::RunResult &r)
{
    const int rounds = int(r.schedule->rounds.size());
    double everyone = 0;
    for (const core::Packet &packet : r.schedule->packets)
        everyone += packet.dest < 0 ? 1 : 0;
    const double others = double(r.schedule->packets.size()) - everyone;
    const double stateBytes =
        (everyone * r.topology->processorCount() + others) * sizeof(int) + r.topology->nodeCount() * 24.0;
    const int byMemory = int(std::ceil(rounds * stateBytes / kCheckpointBudget));
    return std::max({1, int(std::ceil(rounds / 64.0)), byMemory});
}
} // namespace

EngineRunner::EngineRunner(QObject *parent) : QObject(parent)
{
    // Superseded runs may still be inside a non-cancellable build(); extra threads let the
    // newest run start at once instead of queueing behind them.
    mPool.setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
}

EngineRunner::~EngineRunner()
{
    if (mCancel)
        mCancel->store(true);
    mPool.waitForDone();
}

int EngineRunner::nextTicket()
{
    if (mCancel)
        mCancel->store(true);
    mCancel = std::make_shared<std::atomic<bool>>(false);
    const int ticket = ++mTicket;
    mRunning = true;
    emit started(ticket);
    return ticket;
}

int EngineRunner::launch(Work work)
{
    const int ticket = nextTicket();
    auto cancelFlag = mCancel;
    mPool.start(QRunnable::create([this, work = std::move(work), cancelFlag, ticket]() {
        QElapsedTimer timer;
        timer.start();
        RunOutcome outcome;
        try {
            outcome = work(cancelFlag.get());
        } catch (const std::bad_alloc &) {
            auto failed = std::make_shared<core::RunResult>();
            failed->error = QCoreApplication::translate("collviz::core::Engine",
                                                        "the run ran out of memory; choose a smaller topology");
            outcome = RunOutcome{std::move(failed), {}, 0};
        }
        outcome.elapsedMs = timer.elapsed();
        QMetaObject::invokeMethod(this, [this, ticket, outcome]() { deliver(ticket, outcome); }, Qt::QueuedConnection);
    }));
    return ticket;
}

int EngineRunner::recost(const RunOutcome &base, const core::CostParams &cost)
{
    return launch([base, cost](const std::atomic<bool> *cancel) {
        return RunOutcome{std::make_shared<core::RunResult>(core::Engine::recost(*base.result, cost, cancel)),
                          base.replay, 0};
    });
}

int EngineRunner::evaluate(const RunOutcome &base, const core::RunParams &params)
{
    return launch([base, params](const std::atomic<bool> *cancel) {
        const core::RunResult &r = *base.result;
        return RunOutcome{std::make_shared<core::RunResult>(
                              core::Engine::evaluate(r.origin(), r.problem, r.schedule, params, cancel)),
                          base.replay, 0};
    });
}

int EngineRunner::evaluateSchedule(const core::ScheduleOrigin &origin, std::shared_ptr<const core::Problem> problem,
                                   std::shared_ptr<const core::Schedule> schedule, const core::RunParams &params)
{
    return launch([origin, problem, schedule, params](const std::atomic<bool> *cancel) {
        auto result = std::make_shared<core::RunResult>(core::Engine::evaluate(origin, problem, schedule, params, cancel));
        RunOutcome outcome;
        if (result->ok && result->schedule && !cancel->load())
            outcome.replay = std::make_shared<core::Replay>(result->schedule.get(), checkpointSpacing(*result));
        outcome.result = std::move(result);
        return outcome;
    });
}

int EngineRunner::open(const QString &path, const core::ScheduleReadOptions &options)
{
    return launch([path, options](const std::atomic<bool> *cancel) {
        auto result = std::make_shared<core::RunResult>();
        RunOutcome outcome;
        if (core::ScheduleFormats::instance().readFile(path, QString(), options, result.get(), &result->error, cancel))
            outcome.replay = std::make_shared<core::Replay>(result->schedule.get(), checkpointSpacing(*result));
        outcome.result = std::move(result);
        return outcome;
    });
}

int EngineRunner::adopt(std::shared_ptr<const core::RunResult> result)
{
    return launch([result](const std::atomic<bool> *) {
        RunOutcome outcome;
        if (result && result->ok && result->schedule)
            outcome.replay = std::make_shared<core::Replay>(result->schedule.get(), checkpointSpacing(*result));
        outcome.result = result;
        return outcome;
    });
}

int EngineRunner::start(const core::RunRequest &request)
{
    const int ticket = nextTicket();

    core::RunRequest req = request;
    req.memoryLimitBytes = std::min(req.memoryLimitBytes, kGuiMemoryLimitBytes);
    auto cancelFlag = mCancel;
    mPool.start(QRunnable::create([this, req, cancelFlag, ticket]() {
        QElapsedTimer timer;
        timer.start();
        if (cancelFlag->load()) {
            // Superseded while queued: skip the (uncancellable) schedule build altogether.
            auto cancelled = std::make_shared<core::RunResult>();
            cancelled->error = QCoreApplication::translate("collviz::core::Engine", "the run was cancelled");
            RunOutcome outcome{std::move(cancelled), {}, 0};
            QMetaObject::invokeMethod(this, [this, ticket, outcome]() { deliver(ticket, outcome); }, Qt::QueuedConnection);
            return;
        }
        auto lastPercent = std::make_shared<int>(-1);
        auto progress = [this, cancelFlag, ticket, lastPercent](int done, int total) {
            const int percent = total > 0 ? int(100.0 * done / total) : 0;
            if (percent == *lastPercent || cancelFlag->load())
                return;
            *lastPercent = percent;
            // The runner outlives every task (its destructor waits for the pool), so
            // queueing onto it is safe; the functor is dropped if it is being destroyed.
            QMetaObject::invokeMethod(
                this, [this, ticket, done, total]() { emit progressed(ticket, done, total); }, Qt::QueuedConnection);
        };
        RunOutcome outcome;
        try {
            auto result = std::make_shared<core::RunResult>(core::Engine::run(req, cancelFlag.get(), progress));
            if (result->ok && result->schedule && !cancelFlag->load()) {
                QMetaObject::invokeMethod(
                    this, [this, ticket]() { emit progressed(ticket, 0, 0); }, Qt::QueuedConnection);
                outcome.replay = std::make_shared<core::Replay>(result->schedule.get(), checkpointSpacing(*result));
            }
            outcome.result = std::move(result);
        } catch (const std::bad_alloc &) {
            // The estimate let it through but the memory ran out: an error like any refusal.
            outcome.replay.reset();
            auto failed = std::make_shared<core::RunResult>();
            failed->error = QCoreApplication::translate("collviz::core::Engine",
                                                        "the run ran out of memory; choose a smaller topology");
            outcome.result = std::move(failed);
        }
        outcome.elapsedMs = timer.elapsed();
        QMetaObject::invokeMethod(this, [this, ticket, outcome]() { deliver(ticket, outcome); }, Qt::QueuedConnection);
    }));
    return ticket;
}

void EngineRunner::cancel()
{
    if (mCancel)
        mCancel->store(true);
}

void EngineRunner::deliver(int ticket, const RunOutcome &outcome)
{
    if (ticket != mTicket)
        return; // superseded: a newer request owns the GUI now
    mRunning = false;
    emit finished(ticket, outcome);
}

} // namespace collviz::views
