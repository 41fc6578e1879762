// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/costbreakdown.h"
#include "core/engine.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace collviz::core {

/**
 * The message sizes a sweep visits: `points` sizes from `min` to `max`, log-spaced by default
 * (equal ratios: 1:4096 with 13 points is 1, 2, 4, ..., 4096) or evenly spaced. One size
 * when min == max.
 */
struct SizeRange
{
    static constexpr int kDefaultPoints = 13;
    static constexpr int kMaxPoints = 1000;

    double min = 1.0;
    double max = 4096.0;
    int points = kDefaultPoints;
    bool logSpaced = true;

    std::vector<double> sizes() const;
    /// Reads "MIN:MAX" or one size "M" (decimals without sign, userinput.h; 0 < MIN <= MAX <=
    /// 1e12). On failure returns false and sets *error to one sentence.
    static bool parse(const QString &text, SizeRange *out, QString *error);
};

/// One algorithm at one size (m, or a network of the family): the engine's numbers.
struct SweepPoint
{
    double m = 0.0;   ///< message size, words
    int p = 0;        ///< processors
    QString topology; ///< the network's spec
    int rounds = 0;
    double time = 0.0; ///< the engine's simulated time (the CostModel's timeline), as `run` reports it
    std::optional<double> formula;    ///< the source's formula, where it gives one
    std::optional<double> lowerBound; ///< the model-following lower bound, where there is one
};

/// One algorithm across a sweep.
struct SweepSeries
{
    QString algorithm;
    CommModel model;
    bool whatIf = false;
    QString formulaText; ///< the formula as the algorithm writes it
    std::vector<SweepPoint> points;
    /// Family sweeps: the networks the algorithm refuses or that were too large, one
    /// "ring:5: why" line each.
    QStringList skipped;
};

/// Where the faster of two algorithms changes, found on the engine's own times.
struct Crossover
{
    QString fasterBelow; ///< the faster algorithm just below m
    QString fasterAbove; ///< the faster algorithm just above m
    double m = 0.0;      ///< where the two times agree (see SizeSweep on how it is refined)
    double time = 0.0;   ///< the two algorithms' time there (their mean)
};

/// What a sweep over m found: the series, in the order the algorithms were given, and the
/// crossovers in increasing m.
struct SizeSweepResult
{
    QString topology;
    QString modelSpec; ///< empty: each algorithm under its natural model
    CostParams cost;   ///< t_s, t_w, t_h of the sweep (m varies)
    SizeRange range;
    std::vector<double> sizes;
    std::vector<SweepSeries> series;
    std::vector<Crossover> crossovers;
    bool cancelled = false;

    /// `algorithm,model,whatIf,topology,p,m,ts,tw,th,rounds,time,formula,lowerBound`, one row
    /// per algorithm and m (an empty field where the source gives no formula or there is no
    /// bound), under a header comment with the costs, the range, the units and the crossovers.
    QString toCsv() const;
    /// That header comment ("# key: value" lines, core/csvtext.h).
    QList<std::pair<QString, QString>> csvAbout() const;
    /// The table per algorithm and the crossovers, for people.
    QString toText() const;
    /// "collviz-sweep/1": parameters, series with their points, crossovers.
    QJsonObject toJson() const;
    /// Where the times of algorithms `a` and `b` (series names) agree: their crossovers, in
    /// increasing m (empty when one is faster, or as fast, throughout the range).
    std::vector<Crossover> crossoversBetween(const QString &a, const QString &b) const;
};

/// One algorithm's time at one size split into its parts (CostBreakdown).
struct BreakdownBar
{
    QString algorithm;
    CommModel model;
    CostBreakdown parts;
    double time = 0.0; ///< the engine's time there (the parts add up to it)
};

/// Every series of a sweep broken down at one size: the bars of the cost chart's breakdown.
struct SizeBreakdownResult
{
    QString topology;
    CostParams cost; ///< m is the size broken down
    std::vector<BreakdownBar> bars;
    bool cancelled = false;
};

/**
 * Time against message size m for a list of algorithms on one network. Each algorithm is
 * built and simulated once (Engine::run); every size is then only a re-costing of that
 * schedule (the CostModel's timeline, what Engine::recost runs), with the source's formula
 * and the lower bound evaluated for it as the engine does. So each time equals what
 * `collviz-cli run` reports at that m, and a change of t_s, t_w or t_h never rebuilds.
 *
 * Crossovers are looked for between every pair on the engine's times: where the sign of
 * their difference changes between two neighbouring sizes, the bracket is narrowed on
 * re-costings (false position, with halving in log m now and then) until the two times agree
 * to 1e-12 or the bracket is narrower than kCrossoverTolerance relative.
 */
class SizeSweep
{
public:
    static constexpr double kCrossoverTolerance = 1e-6;

    SizeSweep() = default;
    /// From runs that succeeded, all on one network (the GUI builds them one by one).
    /// `modelSpec` is the override they ran under (empty = each its natural model).
    explicit SizeSweep(std::vector<std::shared_ptr<const RunResult>> bases, const QString &modelSpec = {});

    /// Builds each algorithm once on `topology` under `modelSpec` (empty = natural). All must
    /// be of one operation, named once, and run on the network; otherwise returns false with
    /// one sentence in *error (the engine's, for a refused run).
    static bool prepare(const QStringList &algorithms, const QString &topology, const QString &modelSpec,
                        SizeSweep *out, QString *error, const std::atomic<bool> *cancel = nullptr);
    /// The run a sweep builds for one algorithm: the defaults of a Scenario (root 0, shift 1)
    /// on `topology` under `modelSpec`.
    static RunRequest request(const QString &algorithm, const QString &topology, const QString &modelSpec);
    /// The refusals of prepare() that need no network: each id known, named once, one operation.
    static bool checkAlgorithms(const QStringList &algorithms, QString *error);

    const std::vector<std::shared_ptr<const RunResult>> &bases() const { return mBases; }
    bool isEmpty() const { return mBases.empty(); }

    /// Every series at every size of `range` under t_s, t_w, t_h of `cost`, and the crossovers.
    SizeSweepResult evaluate(const CostParams &cost, const SizeRange &range,
                             const std::atomic<bool> *cancel = nullptr) const;
    /// Every series' time at cost.m split into start-up, bandwidth, per-hop and waiting
    /// (CostBreakdown::at on the series' run), in the order of the series.
    SizeBreakdownResult breakdownAt(const CostParams &cost, const std::atomic<bool> *cancel = nullptr) const;
    /// One series at cost.m.
    SweepPoint pointAt(std::size_t series, const CostParams &cost, const std::atomic<bool> *cancel = nullptr) const;

private:
    double timeAt(std::size_t series, CostParams cost, double m, const std::atomic<bool> *cancel) const;
    /// Fills r.series: every series at every size of r.sizes under `cost`, the series spread
    /// over the machine's cores (a worker's exception is rethrown here).
    void costSeries(const CostParams &cost, SizeSweepResult &r, const std::atomic<bool> *cancel) const;
    /// Where series a and b cross between the sizes r.sizes[below] and r.sizes[above], t_a - t_b
    /// having sign `belowSign` at `below`, refined on re-costings; nullopt when cancelled.
    std::optional<Crossover> narrowCrossover(std::size_t a, std::size_t b, const SizeSweepResult &r,
                                             std::size_t below, std::size_t above, int belowSign,
                                             const CostParams &cost, const std::atomic<bool> *cancel) const;
    std::vector<std::shared_ptr<const RunResult>> mBases;
    QString mModelSpec;
};

/// The network families a sweep against p runs over ("hypercube", "ring", "torus"): those
/// whose NetworkFamily::sweepNetworks() is not empty, in the registry's order.
QStringList sweptFamilies();
/// The networks of a family's sweep, smallest first (hypercube d = 2..10, ring p = 4..64, torus
/// z x z for z = 2..16); empty for a name no swept family has.
QStringList familyTopologies(const QString &family);

/// What a sweep over a family found: per algorithm the networks it ran on (x = p) and those
/// it refused.
struct FamilySweepResult
{
    QString family; ///< the network family's name: "ring"
    QString modelSpec;
    CostParams cost; ///< m, t_s, t_w, t_h of every point
    std::vector<SweepSeries> series;
    bool cancelled = false;

    /// The columns of SizeSweepResult::toCsv, one row per algorithm and network, under a header
    /// comment with the family, the costs, the units and the networks skipped.
    QString toCsv() const;
    /// Per algorithm the table against p and the networks skipped, for people.
    QString toText() const;
    /// "collviz-sweep-family/1".
    QJsonObject toJson() const;
};

/**
 * Time against the number of processors p for a list of algorithms over a family of
 * networks. Each algorithm is built once on each network it accepts; a network it refuses
 * (Algorithm::supports) or whose run would need more than `memoryLimitBytes` is skipped
 * and listed with the reason. Cost changes re-cost the kept runs.
 */
class FamilySweep
{
public:
    using Progress = std::function<void(int done, int total)>;

    static FamilySweep prepare(const QStringList &algorithms, const QString &family, const QString &modelSpec,
                               double memoryLimitBytes, const std::atomic<bool> *cancel = nullptr,
                               const Progress &progress = {});
    FamilySweepResult evaluate(const CostParams &cost, const std::atomic<bool> *cancel = nullptr) const;
    bool cancelled() const { return mCancelled; }

private:
    struct Entry
    {
        QString algorithm;
        std::vector<std::shared_ptr<const RunResult>> runs;
        QStringList skipped;
    };
    QString mFamily;
    QString mModelSpec;
    std::vector<Entry> mEntries;
    bool mCancelled = false;
};

} // namespace collviz::core
