// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/algorithm.h"
#include "core/simulator.h"

#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace collviz::core {

/// What to run: everything a user can choose. An empty modelSpec means the algorithm's
/// natural model; otherwise it overrides items of it ("sf", "ports=all,noncombining").
struct RunRequest
{
    QString algorithm;
    QString topology;
    QString modelSpec;
    RunParams params;
    bool rootGiven = false;  ///< --root was given explicitly (refused where it means nothing)
    bool shiftGiven = false; ///< --shift was given explicitly
    double memoryLimitBytes = 8.0 * 1024 * 1024 * 1024;
};

/// Where a run's schedule came from.
enum class ScheduleSource {
    Algorithm, ///< built by a registered algorithm (Engine::run)
    Document,  ///< read from a collviz-schedule/1 document (scheduledocument::read)
};

/// What a schedule is besides its rounds: where it came from, whose work it is and the model
/// it was made for. Engine::evaluate copies it into the result.
struct ScheduleOrigin
{
    ScheduleSource source = ScheduleSource::Algorithm;
    AlgorithmPtr algorithm; ///< null for a schedule of no registered algorithm
    QString name;           ///< RunResult::name
    CommModel natural;      ///< RunResult::naturalModel
};

/// The outcome of one run: a value the views and the serialisers read, never edit.
struct RunResult
{
    bool ok = false;
    QString error; ///< one sentence when !ok
    ScheduleSource source = ScheduleSource::Algorithm;
    /// The registered algorithm the schedule is (or claims to be) the work of; null for a
    /// document that names none, or one this CollViz does not know. Its title, description,
    /// pseudo-code, natural model, formula and bound exist only where it does.
    AlgorithmPtr algorithm;
    /// The schedule's name: the algorithm's id, or a document's own name for itself (its
    /// "algorithm" member when no registered algorithm has that id); empty when it names none.
    QString name;
    TopologyPtr topology;
    CommModel model;
    /// The model the schedule was made for: the algorithm's natural model, or a document's
    /// own. A run under another model is a what-if.
    CommModel naturalModel;
    bool whatIf = false; ///< model differs from naturalModel
    RunParams params;
    std::shared_ptr<const Problem> problem;
    std::shared_ptr<const Schedule> schedule;
    SimulationResult simulation;
    /// When every message travels: the one source of time (simulation.time and the rounds'
    /// times are copies of it).
    std::shared_ptr<const Timeline> timeline;
    /// A what-if only: the same schedule timed under the algorithm's natural model, made once
    /// here (off the window's thread) for the comparisons of core::WhatIfComparison.
    std::shared_ptr<const Timeline> naturalTimeline;
    std::optional<Formula> formula;
    std::optional<int> formulaRounds;
    std::optional<Text> formulaDeviation; ///< why time and formula may differ here
    std::optional<Formula> lowerBound;

    /// The operation the schedule performs (problem must be set).
    Operation operation() const { return problem->operation(); }
    /// Where the schedule came from, to evaluate it again under another model.
    ScheduleOrigin origin() const { return {source, algorithm, name, naturalModel}; }
};

/// The schedule's name for people: the algorithm's id, a document's own name, or "unnamed
/// schedule" for a document that names none.
QString scheduleName(const RunResult &result);

/// The one pipeline every schedule goes through (DESIGN.md): `evaluate` checks a schedule's
/// rounds against the model, times every message and, where a registered algorithm made it,
/// adds the source's formula and bound; `run` builds an algorithm's schedule first (parse,
/// check support, refuse what would not fit in memory, build, evaluate).
class Engine
{
public:
    using Progress = std::function<void(int done, int total)>;
    static RunResult run(const RunRequest &request, const std::atomic<bool> *cancel = nullptr,
                         const Progress &progress = {});
    /// Checks and times `schedule` (which solves `problem`) under params.model and
    /// params.cost, whatever made it. Not ok only when cancelled.
    static RunResult evaluate(const ScheduleOrigin &origin, std::shared_ptr<const Problem> problem,
                              std::shared_ptr<const Schedule> schedule, const RunParams &params,
                              const std::atomic<bool> *cancel = nullptr, const Progress &progress = {});
    /// The same run under other cost parameters (m, t_s, t_w, t_h): the schedule and the rule
    /// checks do not depend on them, so only the CostModel runs again, with the formula and
    /// the bound. `base` must be ok.
    static RunResult recost(const RunResult &base, const CostParams &cost, const std::atomic<bool> *cancel = nullptr);
    /// The run's schedule timed under `model` and `cost`, given what the run's check found
    /// (its contention-free rounds: CostModel::timeline uses them where the model agrees):
    /// what every re-costing of a finished run calls. `run` must have a schedule.
    static Timeline timeline(const RunResult &run, const CommModel &model, const CostParams &cost,
                             const std::atomic<bool> *cancel = nullptr);
    /// Bytes the run's packet records would need (what the memory refusal compares).
    static double estimatedBytes(const Algorithm &algorithm, const Topology &topology, const RunParams &params);
    /// Bytes this process can still allocate: the address-space and data limits (ulimit -v, -d)
    /// less what it already maps, the machine's MemAvailable, and the cgroup's memory.max.
    static double availableBytes();

private:
    /// For a what-if, the schedule's timeline under the natural model (RunResult::naturalTimeline).
    static void timeNaturally(RunResult &result, const std::atomic<bool> *cancel);
    /// The source's formula, rounds, deviation and bound for the result's parameters.
    static void evaluateFormulas(RunResult &result);
};

} // namespace collviz::core
