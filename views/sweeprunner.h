// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/sweep.h"

#include <QObject>
#include <QStringList>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace collviz::views {

/// The runs a cost chart re-costs: one per algorithm asked for, in that order; a run that
/// failed (refused network, too large for the chart) carries the engine's sentence.
struct SweepBuild
{
    QString topology;
    QString modelSpec;
    QStringList algorithms;
    std::vector<std::shared_ptr<const core::RunResult>> runs;

    /// The sweep of the runs that succeeded among those named in `checked`, in build order;
    /// *keys gets their names in that order.
    core::SizeSweep sweepOf(const QStringList &checked, QStringList *keys) const;
    /// Names `result`'s series (and crossovers) by `keys`, the names of the sweep's runs in
    /// order (a schedule file's run is named by the chart's key for it, not its own name).
    static void nameSeries(core::SizeSweepResult *result, const QStringList &keys);
    /// The same for a breakdown's bars.
    static void nameBars(core::SizeBreakdownResult *result, const QStringList &keys);
};

/**
 * Builds and re-costs the cost chart's sweeps (core/sweep.h) off the GUI thread. Each kind of
 * job (build over m, evaluate over m, build over a family, evaluate over a family, break down
 * at one m) has its own ticket: a newer job of a kind cancels the older one, whose outcome is dropped, so the
 * chart only ever receives the newest answer and a user dragging t_s never queues work up.
 */
class SweepRunner final : public QObject
{
    Q_OBJECT
public:
    /// Runs above this estimate are left out of a chart (and say why): a chart builds many.
    static constexpr double kChartMemoryLimitBytes = 512.0 * 1024 * 1024;
    /// The same for each network of a family sweep, which keeps a run per network and
    /// algorithm: the largest networks are skipped (and listed) before memory runs short.
    static constexpr double kFamilyMemoryLimitBytes = 64.0 * 1024 * 1024;

    explicit SweepRunner(QObject *parent = nullptr);

    /// The algorithms of `operation` the chart against m builds on `topology`: those that
    /// accept it under their natural model.
    static QStringList chartAlgorithms(const QString &topology, core::Operation operation);
    /// The algorithms of `operation` that run on the networks of `family`.
    static QStringList familyAlgorithms(const QString &family, core::Operation operation);
    /// What build() delivers, built on the calling thread.
    static SweepBuild buildNow(const QStringList &algorithms, const QString &topology, const QString &modelSpec,
                               const std::atomic<bool> *cancel = nullptr,
                               const std::function<void(int done, int total)> &progress = {});
    /// What buildFamily() and then evaluateFamily() deliver, on the calling thread.
    static core::FamilySweepResult familyNow(const QStringList &algorithms, const QString &family,
                                             const QString &modelSpec, const core::CostParams &cost);
    ~SweepRunner() override;

    /// Builds and simulates each algorithm once on `topology` (Engine::run).
    void build(const QStringList &algorithms, const QString &topology, const QString &modelSpec);
    /// Re-costs `sweep` at every size of `range` under `cost`, with its crossovers.
    void evaluate(const core::SizeSweep &sweep, const core::CostParams &cost, const core::SizeRange &range);
    /// Splits the time of every series of `sweep` at cost.m into its parts (SizeSweep::breakdownAt).
    void breakdown(const core::SizeSweep &sweep, const core::CostParams &cost);
    /// Builds each algorithm on each network of `family` it accepts.
    void buildFamily(const QStringList &algorithms, const QString &family, const QString &modelSpec);
    /// Re-costs the last family build under `cost` (m included).
    void evaluateFamily(const core::CostParams &cost);

    /// Cancels the builds under way (over m and over a family); their outcomes are dropped.
    void cancelBuilds();

    bool isBuilding() const { return mJobs[BuildJob].running; }
    bool isEvaluating() const { return mJobs[EvaluateJob].running; }
    bool isBuildingFamily() const { return mJobs[FamilyBuildJob].running; }

signals:
    void buildProgressed(int done, int total);
    void built(const collviz::views::SweepBuild &build);
    void evaluated(const collviz::core::SizeSweepResult &result);
    void brokenDown(const collviz::core::SizeBreakdownResult &result);
    void familyProgressed(int done, int total);
    void familyBuilt();
    void familyEvaluated(const collviz::core::FamilySweepResult &result);

private:
    enum Job { BuildJob, EvaluateJob, FamilyBuildJob, FamilyEvaluateJob, BreakdownJob, JobCount };
    struct Ticket
    {
        int ticket = 0;
        bool running = false;
        std::shared_ptr<std::atomic<bool>> cancel;
    };
    /// Cancels the job's older run and starts a new ticket.
    std::pair<int, std::shared_ptr<std::atomic<bool>>> next(Job job);
    /// Runs `deliver` on the GUI thread if `ticket` is still the newest of `job`.
    template <typename F>
    void post(Job job, int ticket, F deliver);

    QThreadPool mPool;
    Ticket mJobs[JobCount];
    std::shared_ptr<const core::FamilySweep> mFamily;
};

} // namespace collviz::views
