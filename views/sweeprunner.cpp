// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/sweeprunner.h"

#include "core/algorithm.h"
#include "core/networks/networkfamily.h"

#include <QCoreApplication>
#include <QRunnable>
#include <QThread>

#include <new>

namespace collviz::views {

SweepRunner::SweepRunner(QObject *parent) : QObject(parent)
{
    // A superseded build may still be inside a non-cancellable build(): a spare thread lets
    // the newest job start at once.
    mPool.setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
}

SweepRunner::~SweepRunner()
{
    for (Ticket &t : mJobs)
        if (t.cancel)
            t.cancel->store(true);
    mPool.waitForDone();
}

std::pair<int, std::shared_ptr<std::atomic<bool>>> SweepRunner::next(Job job)
{
    Ticket &t = mJobs[job];
    if (t.cancel)
        t.cancel->store(true);
    t.cancel = std::make_shared<std::atomic<bool>>(false);
    t.running = true;
    return {++t.ticket, t.cancel};
}

template <typename F>
void SweepRunner::post(Job job, int ticket, F deliver)
{
    // The runner outlives every task (its destructor waits for the pool).
    QMetaObject::invokeMethod(
        this,
        [this, job, ticket, deliver]() {
            if (ticket != mJobs[job].ticket)
                return; // superseded
            mJobs[job].running = false;
            deliver();
        },
        Qt::QueuedConnection);
}

void SweepRunner::cancelBuilds()
{
    for (Job job : {BuildJob, FamilyBuildJob}) {
        Ticket &t = mJobs[job];
        if (t.cancel)
            t.cancel->store(true);
        ++t.ticket;
        t.running = false;
    }
}

QStringList SweepRunner::chartAlgorithms(const QString &topology, core::Operation operation)
{
    QStringList ids;
    QString error;
    const core::TopologyPtr topo = core::Topology::create(topology, &error);
    for (const core::AlgorithmPtr &alg : core::AlgorithmRegistry::instance().forOperation(operation)) {
        core::RunParams params = core::SizeSweep::request(alg->id(), topology, QString()).params;
        params.model = alg->naturalModel();
        if (topo && alg->supports(*topo, params, nullptr))
            ids << alg->id();
    }
    return ids;
}

QStringList SweepRunner::familyAlgorithms(const QString &family, core::Operation operation)
{
    QStringList ids;
    const core::NetworkFamily *network = core::NetworkRegistry::instance().find(family);
    for (const core::AlgorithmPtr &alg : core::AlgorithmRegistry::instance().forOperation(operation))
        if (network && alg->runsOn(*network))
            ids << alg->id();
    return ids;
}

SweepBuild SweepRunner::buildNow(const QStringList &algorithms, const QString &topology, const QString &modelSpec,
                                 const std::atomic<bool> *cancel, const std::function<void(int, int)> &progress)
{
    SweepBuild out;
    out.topology = topology;
    out.modelSpec = modelSpec;
    out.algorithms = algorithms;
    for (int i = 0; i < algorithms.size() && !(cancel && cancel->load()); ++i) {
        if (progress)
            progress(i, int(algorithms.size()));
        core::RunRequest request = core::SizeSweep::request(algorithms[i], topology, modelSpec);
        request.memoryLimitBytes = kChartMemoryLimitBytes;
        try {
            out.runs.push_back(std::make_shared<core::RunResult>(core::Engine::run(request, cancel)));
        } catch (const std::bad_alloc &) {
            auto failed = std::make_shared<core::RunResult>();
            failed->error = QCoreApplication::translate("collviz::core::Engine",
                                                        "the run ran out of memory; choose a smaller topology");
            out.runs.push_back(std::move(failed));
        }
    }
    return out;
}

core::FamilySweepResult SweepRunner::familyNow(const QStringList &algorithms, const QString &family,
                                               const QString &modelSpec, const core::CostParams &cost)
{
    try {
        return core::FamilySweep::prepare(algorithms, family, modelSpec, kFamilyMemoryLimitBytes).evaluate(cost);
    } catch (const std::bad_alloc &) {
        return core::FamilySweep().evaluate(cost);
    }
}

core::SizeSweep SweepBuild::sweepOf(const QStringList &checked, QStringList *keys) const
{
    std::vector<std::shared_ptr<const core::RunResult>> bases;
    keys->clear();
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (runs[i]->ok && checked.contains(algorithms[int(i)])) {
            bases.push_back(runs[i]);
            *keys << algorithms[int(i)];
        }
    return core::SizeSweep(std::move(bases), modelSpec);
}

void SweepBuild::nameSeries(core::SizeSweepResult *result, const QStringList &keys)
{
    if (result->series.size() != std::size_t(keys.size()))
        return;
    for (std::size_t i = 0; i < result->series.size(); ++i) {
        QString &name = result->series[i].algorithm;
        const QString &key = keys[int(i)];
        for (core::Crossover &x : result->crossovers) {
            if (x.fasterBelow == name)
                x.fasterBelow = key;
            if (x.fasterAbove == name)
                x.fasterAbove = key;
        }
        name = key;
    }
}

void SweepBuild::nameBars(core::SizeBreakdownResult *result, const QStringList &keys)
{
    if (result->bars.size() != std::size_t(keys.size()))
        return;
    for (std::size_t i = 0; i < result->bars.size(); ++i)
        result->bars[i].algorithm = keys[int(i)];
}

void SweepRunner::build(const QStringList &algorithms, const QString &topology, const QString &modelSpec)
{
    const auto [ticket, cancel] = next(BuildJob);
    mPool.start(QRunnable::create([this, algorithms, topology, modelSpec, ticket = ticket, cancel = cancel]() {
        const auto progress = [this, ticket](int i, int n) {
            QMetaObject::invokeMethod(
                this,
                [this, ticket, i, n]() {
                    if (ticket == mJobs[BuildJob].ticket)
                        emit buildProgressed(i, n);
                },
                Qt::QueuedConnection);
        };
        const SweepBuild out = buildNow(algorithms, topology, modelSpec, cancel.get(), progress);
        if (cancel->load())
            return;
        post(BuildJob, ticket, [this, out]() { emit built(out); });
    }));
}

void SweepRunner::evaluate(const core::SizeSweep &sweep, const core::CostParams &cost, const core::SizeRange &range)
{
    const auto [ticket, cancel] = next(EvaluateJob);
    mPool.start(QRunnable::create([this, sweep, cost, range, ticket = ticket, cancel = cancel]() {
        if (cancel->load())
            return;
        const core::SizeSweepResult result = sweep.evaluate(cost, range, cancel.get());
        if (result.cancelled || cancel->load())
            return;
        post(EvaluateJob, ticket, [this, result]() { emit evaluated(result); });
    }));
}

void SweepRunner::breakdown(const core::SizeSweep &sweep, const core::CostParams &cost)
{
    const auto [ticket, cancel] = next(BreakdownJob);
    mPool.start(QRunnable::create([this, sweep, cost, ticket = ticket, cancel = cancel]() {
        if (cancel->load())
            return;
        const core::SizeBreakdownResult result = sweep.breakdownAt(cost, cancel.get());
        if (result.cancelled || cancel->load())
            return;
        post(BreakdownJob, ticket, [this, result]() { emit brokenDown(result); });
    }));
}

void SweepRunner::buildFamily(const QStringList &algorithms, const QString &family, const QString &modelSpec)
{
    const auto [ticket, cancel] = next(FamilyBuildJob);
    mJobs[FamilyEvaluateJob].ticket++; // an evaluation of the old family is stale
    mPool.start(QRunnable::create([this, algorithms, family, modelSpec, ticket = ticket, cancel = cancel]() {
        auto progress = [this, ticket](int done, int total) {
            QMetaObject::invokeMethod(
                this,
                [this, ticket, done, total]() {
                    if (ticket == mJobs[FamilyBuildJob].ticket)
                        emit familyProgressed(done, total);
                },
                Qt::QueuedConnection);
        };
        std::shared_ptr<const core::FamilySweep> sweep;
        try {
            sweep = std::make_shared<core::FamilySweep>(core::FamilySweep::prepare(
                algorithms, family, modelSpec, kFamilyMemoryLimitBytes, cancel.get(), progress));
        } catch (const std::bad_alloc &) {
            sweep = std::make_shared<core::FamilySweep>();
        }
        if (cancel->load() || sweep->cancelled())
            return;
        post(FamilyBuildJob, ticket, [this, sweep]() {
            mFamily = sweep;
            emit familyBuilt();
        });
    }));
}

void SweepRunner::evaluateFamily(const core::CostParams &cost)
{
    if (!mFamily)
        return;
    const auto [ticket, cancel] = next(FamilyEvaluateJob);
    mPool.start(QRunnable::create([this, sweep = mFamily, cost, ticket = ticket, cancel = cancel]() {
        const core::FamilySweepResult result = sweep->evaluate(cost, cancel.get());
        if (result.cancelled || cancel->load())
            return;
        post(FamilyEvaluateJob, ticket, [this, result]() { emit familyEvaluated(result); });
    }));
}

} // namespace collviz::views
