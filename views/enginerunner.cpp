#include "views/enginerunner.h"

#include <QElapsedTimer>
#include <QRunnable>

#include <algorithm>
#include <cmath>

namespace collviz::views {

namespace {
/// Keeps every step reachable in a few replayed rounds while bounding the memory the
/// checkpoints take on runs with many rounds.
int checkpointSpacing(int rounds) { return std::max(1, int(std::ceil(rounds / 64.0))); }

/// The GUI refuses runs above this estimate; a lecture machine should stay responsive.
constexpr double kGuiMemoryLimitBytes = 2.0 * 1024 * 1024 * 1024;
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

int EngineRunner::start(const core::RunRequest &request)
{
    if (mCancel)
        mCancel->store(true);
    mCancel = std::make_shared<std::atomic<bool>>(false);
    const int ticket = ++mTicket;
    mRunning = true;
    emit started(ticket);

    core::RunRequest req = request;
    req.memoryLimitBytes = std::min(req.memoryLimitBytes, kGuiMemoryLimitBytes);
    auto cancelFlag = mCancel;
    mPool.start(QRunnable::create([this, req, cancelFlag, ticket]() {
        QElapsedTimer timer;
        timer.start();
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
        auto result = std::make_shared<core::RunResult>(core::Engine::run(req, cancelFlag.get(), progress));
        RunOutcome outcome;
        if (result->ok && result->schedule && !cancelFlag->load())
            outcome.replay = std::make_shared<core::Replay>(
                result->schedule.get(), checkpointSpacing(int(result->schedule->rounds.size())));
        outcome.result = std::move(result);
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
