// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/sweep.h"

#include "core/networks/networkfamily.h"

#include "core/csvtext.h"
#include "core/scenario.h"
#include "core/userinput.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QSet>
#include <QTextStream>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <exception>
#include <mutex>
#include <thread>

namespace collviz::core {

namespace {

bool failWith(QString *error, const QString &sentence)
{
    if (error)
        *error = sentence;
    return false;
}

/// Numbers that read back exactly (a CSV's m fed to `run --m` is the same m).
QString exact(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 9007199254740992.0)
        return QString::number(v, 'f', 0);
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString optional(const std::optional<double> &v) { return v ? exact(*v) : QString(); }

/// For people: six significant digits.
QString brief(double v) { return QString::number(v, 'g', 6); }

/// For people in tables: whole numbers in full, others with ten significant digits.
QString forPeople(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 9007199254740992.0)
        return QString::number(v, 'f', 0);
    return QString::number(v, 'g', 10);
}

QJsonValue jsonOptional(const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); }

/// The columns of both sweeps' CSV, named as their JSON names them: the series (algorithm,
/// model, whatIf), the point's network (topology, p) and costs (m, ts, tw, th), then what the
/// engine found there.
const char *const kSweepCsvHeader = "algorithm,model,whatIf,topology,p,m,ts,tw,th,rounds,time,formula,lowerBound\n";

/// t_c in a CSV's comment lines, only where it is not 0 (a sweep without it writes what it
/// always wrote); the rows have no column for it, as it is the same in every row.
void appendCombineCost(csv::About *about, const CostParams &cost)
{
    if (cost.tc != 0)
        about->append({QStringLiteral("tc"), exact(cost.tc)});
}

/// ", t_c = X" for a text header, only where t_c is not 0.
QString combineCostText(const CostParams &cost)
{
    return cost.tc != 0 ? QStringLiteral(", t_c = ") + exact(cost.tc) : QString();
}

/// One row of kSweepCsvHeader.
QString sweepCsvRow(const SweepSeries &s, const SweepPoint &pt, const CostParams &cost)
{
    return csv::line({s.algorithm, s.model.toString(), csv::boolean(s.whatIf), pt.topology, QString::number(pt.p),
                      exact(pt.m), exact(cost.ts), exact(cost.tw), exact(cost.th), QString::number(pt.rounds),
                      exact(pt.time), optional(pt.formula), optional(pt.lowerBound)},
                     QStringLiteral("\n"));
}

QJsonObject pointJson(const SweepPoint &pt, bool withTopology)
{
    QJsonObject o;
    if (withTopology) {
        o.insert(QStringLiteral("topology"), pt.topology);
        o.insert(QStringLiteral("p"), pt.p);
    } else {
        o.insert(QStringLiteral("m"), pt.m);
    }
    o.insert(QStringLiteral("rounds"), pt.rounds);
    o.insert(QStringLiteral("time"), pt.time);
    o.insert(QStringLiteral("formula"), jsonOptional(pt.formula));
    o.insert(QStringLiteral("lowerBound"), jsonOptional(pt.lowerBound));
    return o;
}

/// The engine's numbers of a finished run re-costed under `cost`: the CostModel's total time
/// and the formula and bound as Engine::evaluateFormulas evaluates them.
SweepPoint pointFor(const RunResult &base, const CostParams &cost, const std::atomic<bool> *cancel)
{
    SweepPoint pt;
    pt.m = cost.m;
    pt.p = base.topology->processorCount();
    pt.topology = base.topology->name();
    pt.rounds = int(base.simulation.rounds.size());
    pt.time = Engine::timeline(base, base.model, cost, cancel).totalTime();
    RunParams params = base.params;
    params.cost = cost;
    if (!base.algorithm)
        return pt; // a schedule of no registered algorithm: no source's formula or bound
    if (const auto f = base.algorithm->formula(*base.topology, params))
        pt.formula = f->value;
    if (const auto b = base.algorithm->lowerBound(*base.topology, params))
        pt.lowerBound = b->value;
    return pt;
}

/// A series' name, model and formula text (as a run at `cost` states it).
SweepSeries seriesHead(const RunResult &base, const CostParams &cost)
{
    SweepSeries s;
    s.algorithm = base.name.isEmpty() ? QStringLiteral("schedule") : base.name;
    s.model = base.model;
    s.whatIf = base.whatIf;
    if (base.algorithm)
        s.formulaText = base.algorithm->formulaTextFor(cost);
    return s;
}

/// The order of two times at one size: -1 (t_a below t_b), 0 (equal within 1e-12 of the
/// larger) or 1.
int timeOrder(double ta, double tb)
{
    const double tol = 1e-12 * std::max(std::abs(ta), std::abs(tb));
    return ta < tb - tol ? -1 : ta > tb + tol ? 1 : 0;
}

} // namespace

// --- SizeRange ---------------------------------------------------------------------------------

std::vector<double> SizeRange::sizes() const
{
    const int n = min == max ? 1 : std::max(2, points);
    std::vector<double> out;
    out.reserve(std::size_t(n));
    if (n == 1) {
        out.push_back(min);
        return out;
    }
    // log2 and exp2: a range between powers of two gives the powers exactly.
    const double a = logSpaced ? std::log2(min) : min;
    const double b = logSpaced ? std::log2(max) : max;
    for (int i = 0; i < n; ++i) {
        const double t = i == n - 1 ? b : a + (b - a) * i / (n - 1);
        out.push_back(i == 0 ? min : i == n - 1 ? max : logSpaced ? std::exp2(t) : t);
    }
    return out;
}

bool SizeRange::parse(const QString &text, SizeRange *out, QString *error)
{
    auto refuse = [&]() {
        return failWith(error, QCoreApplication::translate(
                                   "collviz::core::Sweep",
                                   "--m '%1' is not a size range; accepted: MIN:MAX or one size M, decimals "
                                   "without sign with 0 < MIN <= MAX <= 1e12, e.g. 1:4096")
                                   .arg(userinput::echo(text)));
    };
    const QStringList parts = text.split(QLatin1Char(':'));
    if (parts.size() > 2)
        return refuse();
    double lo = 0;
    double hi = 0;
    if (!userinput::parseRealNumber(parts.first(), &lo) || !userinput::parseRealNumber(parts.last(), &hi))
        return refuse();
    if (!(lo > 0) || hi < lo || hi > Scenario::kMaxCost)
        return refuse();
    out->min = lo;
    out->max = hi;
    return true;
}

// --- SizeSweep ---------------------------------------------------------------------------------

SizeSweep::SizeSweep(std::vector<std::shared_ptr<const RunResult>> bases, const QString &modelSpec)
    : mBases(std::move(bases)), mModelSpec(modelSpec)
{
}

RunRequest SizeSweep::request(const QString &algorithm, const QString &topology, const QString &modelSpec)
{
    Scenario scenario;
    scenario.algorithm = algorithm;
    scenario.topology = topology;
    scenario.model = modelSpec;
    return scenario.toRunRequest();
}

bool SizeSweep::checkAlgorithms(const QStringList &algorithms, QString *error)
{
    const auto &registry = AlgorithmRegistry::instance();
    if (algorithms.isEmpty())
        return failWith(error, QCoreApplication::translate("collviz::core::Sweep",
                                                           "--algorithms names no algorithm; give ids separated by "
                                                           "commas (see 'collviz-cli list')"));
    AlgorithmPtr first;
    for (int i = 0; i < algorithms.size(); ++i) {
        const QString &id = algorithms[i];
        const AlgorithmPtr alg = registry.find(id);
        if (!alg)
            return failWith(error, QCoreApplication::translate("collviz::core::Sweep",
                                                               "unknown algorithm '%1'; accepted: %2 (see "
                                                               "'collviz-cli list')")
                                       .arg(userinput::echo(id), registry.ids().join(QStringLiteral(", "))));
        if (algorithms.indexOf(id) != i)
            return failWith(error, QCoreApplication::translate("collviz::core::Sweep",
                                                               "--algorithms names %1 twice; name each once")
                                       .arg(id));
        if (first && alg->operation() != first->operation())
            return failWith(error, QCoreApplication::translate("collviz::core::Sweep",
                                                               "a sweep compares algorithms of one operation: %1 is "
                                                               "%2, %3 is %4")
                                       .arg(first->id(), operationName(first->operation()), alg->id(),
                                            operationName(alg->operation())));
        if (!first)
            first = alg;
    }
    return true;
}

bool SizeSweep::prepare(const QStringList &algorithms, const QString &topology, const QString &modelSpec,
                        SizeSweep *out, QString *error, const std::atomic<bool> *cancel)
{
    if (!checkAlgorithms(algorithms, error))
        return false;
    std::vector<std::shared_ptr<const RunResult>> bases;
    for (const QString &id : algorithms) {
        auto result = std::make_shared<RunResult>(Engine::run(request(id, topology, modelSpec), cancel));
        if (!result->ok)
            return failWith(error, result->error);
        bases.push_back(std::move(result));
    }
    *out = SizeSweep(std::move(bases), modelSpec);
    return true;
}

double SizeSweep::timeAt(std::size_t series, CostParams cost, double m, const std::atomic<bool> *cancel) const
{
    const RunResult &base = *mBases[series];
    cost.m = m;
    return Engine::timeline(base, base.model, cost, cancel).totalTime();
}

SweepPoint SizeSweep::pointAt(std::size_t series, const CostParams &cost, const std::atomic<bool> *cancel) const
{
    return pointFor(*mBases[series], cost, cancel);
}

void SizeSweep::costSeries(const CostParams &cost, SizeSweepResult &r, const std::atomic<bool> *cancel) const
{
    auto cancelled = [&]() { return cancel && cancel->load(); };
    // The series are independent re-costings of shared, immutable runs: they are spread over
    // the machine's cores (the chart's latency is what a user drags t_s against).
    r.series.resize(mBases.size());
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    auto work = [&]() {
        try {
            for (std::size_t i; (i = next++) < mBases.size() && !cancelled();) {
                const RunResult &base = *mBases[i];
                SweepSeries s = seriesHead(base, cost);
                s.points.reserve(r.sizes.size());
                for (double m : r.sizes) {
                    CostParams c = cost;
                    c.m = m;
                    s.points.push_back(pointFor(base, c, cancel));
                }
                r.series[i] = std::move(s);
            }
        } catch (...) {
            const std::lock_guard<std::mutex> lock(failureMutex);
            failure = std::current_exception();
            next = mBases.size();
        }
    };
    const std::size_t workers =
        std::min<std::size_t>(mBases.size(), std::max(1u, std::thread::hardware_concurrency()));
    std::vector<std::thread> threads;
    for (std::size_t k = 1; k < workers; ++k)
        threads.emplace_back(work);
    work();
    for (std::thread &t : threads)
        t.join();
    if (failure)
        std::rethrow_exception(failure); // e.g. bad_alloc: the caller's refusal
}

std::optional<Crossover> SizeSweep::narrowCrossover(std::size_t a, std::size_t b, const SizeSweepResult &r,
                                                    std::size_t below, std::size_t above, int belowSign,
                                                    const CostParams &cost, const std::atomic<bool> *cancel) const
{
    // The bracket is narrowed on re-costings by false position with the Illinois rule, falling
    // back to halving: d = t_a - t_b is piecewise linear in m (every message time is affine in
    // m), so where it is linear across the bracket the first step lands on the root and the
    // refinement costs two re-costings, not forty.
    const std::vector<SweepPoint> &pa = r.series[a].points;
    const std::vector<SweepPoint> &pb = r.series[b].points;
    const bool logSpaced = r.range.logSpaced;
    double lo = r.sizes[below];
    double hi = r.sizes[above];
    double dlo = pa[below].time - pb[below].time;
    double dhi = pa[above].time - pb[above].time;
    double ta = 0.5 * (pa[above].time + pb[above].time);
    double tb = ta;
    bool exact = false;
    int side = 0;
    for (int iter = 0; iter < 200 && hi - lo > kCrossoverTolerance * hi; ++iter) {
        double mid = (lo * dhi - hi * dlo) / (dhi - dlo);
        if (!(mid > lo && mid < hi) || iter % 8 == 7) // halve now and then: a sure pace
            mid = logSpaced ? std::sqrt(lo * hi) : 0.5 * (lo + hi);
        ta = timeAt(a, cost, mid, cancel);
        tb = timeAt(b, cost, mid, cancel);
        if (cancel && cancel->load())
            return std::nullopt;
        const int sm = timeOrder(ta, tb);
        if (sm == 0) {
            lo = hi = mid;
            exact = true;
            break;
        }
        if (sm == belowSign) {
            lo = mid;
            dlo = ta - tb;
            if (side < 0)
                dhi /= 2;
            side = -1;
        } else {
            hi = mid;
            dhi = ta - tb;
            if (side > 0)
                dlo /= 2;
            side = 1;
        }
    }
    Crossover x;
    x.m = exact ? lo : logSpaced ? std::sqrt(lo * hi) : 0.5 * (lo + hi);
    if (!exact) {
        ta = timeAt(a, cost, x.m, cancel);
        tb = timeAt(b, cost, x.m, cancel);
    }
    x.time = 0.5 * (ta + tb);
    x.fasterBelow = belowSign < 0 ? r.series[a].algorithm : r.series[b].algorithm;
    x.fasterAbove = belowSign < 0 ? r.series[b].algorithm : r.series[a].algorithm;
    return x;
}

SizeSweepResult SizeSweep::evaluate(const CostParams &cost, const SizeRange &range,
                                    const std::atomic<bool> *cancel) const
{
    SizeSweepResult r;
    r.cost = cost;
    r.range = range;
    r.sizes = range.sizes();
    r.modelSpec = mModelSpec;
    if (!mBases.empty())
        r.topology = mBases.front()->topology->name();
    costSeries(cost, r, cancel);
    if (cancel && cancel->load()) {
        r.cancelled = true;
        return r;
    }

    // Crossovers: a change of sign of d = t_a - t_b between neighbouring sizes (sizes where
    // the two are equal are stepped over), each narrowed by narrowCrossover.
    const std::size_t n = r.sizes.size();
    for (std::size_t a = 0; a < r.series.size(); ++a)
        for (std::size_t b = a + 1; b < r.series.size(); ++b) {
            const std::vector<SweepPoint> &pa = r.series[a].points;
            const std::vector<SweepPoint> &pb = r.series[b].points;
            int lastSign = 0;
            std::size_t lastIndex = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const int s = timeOrder(pa[i].time, pb[i].time);
                if (s == 0)
                    continue;
                if (lastSign != 0 && s != lastSign) {
                    // Equal over the sizes in between: the change is where they first meet.
                    const std::size_t j = i - lastIndex > 1 ? lastIndex + 1 : i;
                    const std::optional<Crossover> x = narrowCrossover(a, b, r, lastIndex, j, lastSign, cost, cancel);
                    if (!x) {
                        r.cancelled = true;
                        return r;
                    }
                    r.crossovers.push_back(*x);
                }
                lastSign = s;
                lastIndex = i;
            }
        }
    std::stable_sort(r.crossovers.begin(), r.crossovers.end(),
                     [](const Crossover &x, const Crossover &y) { return x.m < y.m; });
    return r;
}

SizeBreakdownResult SizeSweep::breakdownAt(const CostParams &cost, const std::atomic<bool> *cancel) const
{
    SizeBreakdownResult r;
    r.cost = cost;
    if (!mBases.empty())
        r.topology = mBases.front()->topology->name();
    for (const auto &base : mBases) {
        BreakdownBar bar;
        bar.algorithm = seriesHead(*base, cost).algorithm;
        bar.model = base->model;
        const Timeline timeline = Engine::timeline(*base, base->model, cost, cancel);
        if (cancel && cancel->load()) {
            r.cancelled = true;
            return r;
        }
        bar.parts = CostBreakdown::of(*base->schedule, timeline, base->model, cost);
        bar.time = timeline.totalTime();
        r.bars.push_back(std::move(bar));
    }
    return r;
}

std::vector<Crossover> SizeSweepResult::crossoversBetween(const QString &a, const QString &b) const
{
    std::vector<Crossover> out;
    for (const Crossover &x : crossovers)
        if ((x.fasterBelow == a && x.fasterAbove == b) || (x.fasterBelow == b && x.fasterAbove == a))
            out.push_back(x);
    return out;
}

// --- SizeSweepResult output --------------------------------------------------------------------

QList<std::pair<QString, QString>> SizeSweepResult::csvAbout() const
{
    csv::About about{{QStringLiteral("rows"), QStringLiteral("one per algorithm and m")},
                     {QStringLiteral("topology"), topology},
                     {QStringLiteral("ts"), exact(cost.ts)},
                     {QStringLiteral("tw"), exact(cost.tw)},
                     {QStringLiteral("th"), exact(cost.th)}};
    appendCombineCost(&about, cost);
    about.append({QStringLiteral("m"), QStringLiteral("%1 to %2, %3 sizes, %4")
                                           .arg(exact(range.min), exact(range.max))
                                           .arg(sizes.size())
                                           .arg(range.logSpaced ? QStringLiteral("log-spaced")
                                                                : QStringLiteral("evenly spaced"))});
    about.append({QStringLiteral("units"), csv::timeUnits()});
    // Where the faster algorithm changes: found between the rows' sizes, so not in them.
    for (const Crossover &x : crossovers)
        about.append({QStringLiteral("crossover"), QStringLiteral("m = %1, time = %2, fasterBelow = %3, fasterAbove = %4")
                                                       .arg(exact(x.m), exact(x.time), x.fasterBelow, x.fasterAbove)});
    return about;
}

QString SizeSweepResult::toCsv() const
{
    QString out = csv::comment(csvAbout(), QStringLiteral("\n"));
    out += QLatin1String(kSweepCsvHeader);
    for (const SweepSeries &s : series)
        for (const SweepPoint &pt : s.points)
            out += sweepCsvRow(s, pt, cost);
    return out;
}

QString SizeSweepResult::toText() const
{
    QString out;
    QTextStream ts(&out);
    ts << "Sweep on " << topology << ": t_s = " << exact(cost.ts) << ", t_w = " << exact(cost.tw)
       << ", t_h = " << exact(cost.th) << combineCostText(cost) << ", m from " << exact(range.min) << " to " << exact(range.max) << " ("
       << sizes.size() << (sizes.size() == 1 ? " size" : " sizes")
       << (sizes.size() > 1 ? (range.logSpaced ? ", log-spaced)" : ", evenly spaced)") : ")") << "\n";
    ts << (modelSpec.isEmpty() ? QStringLiteral("Each algorithm under its natural model.")
                               : QStringLiteral("Every algorithm under the model %1 (a what-if where it is not "
                                                "the natural one).")
                                     .arg(modelSpec))
       << "\n";
    for (const SweepSeries &s : series) {
        ts << "\n" << s.algorithm << "  (" << s.model.toString() << (s.whatIf ? ", what-if" : "") << ")\n";
        ts << "  formula: " << s.formulaText << "\n";
        ts << QStringLiteral("  %1 %2 %3 %4 %5\n")
                  .arg(QStringLiteral("m"), 12)
                  .arg(QStringLiteral("rounds"), 7)
                  .arg(QStringLiteral("time"), 16)
                  .arg(QStringLiteral("formula"), 16)
                  .arg(QStringLiteral("lower bound"), 16);
        for (const SweepPoint &pt : s.points)
            ts << QStringLiteral("  %1 %2 %3 %4 %5\n")
                      .arg(brief(pt.m), 12)
                      .arg(pt.rounds, 7)
                      .arg(forPeople(pt.time), 16)
                      .arg(pt.formula ? forPeople(*pt.formula) : QStringLiteral("-"), 16)
                      .arg(pt.lowerBound ? forPeople(*pt.lowerBound) : QStringLiteral("-"), 16);
    }
    ts << "\nCrossovers (where the faster algorithm changes, on the engine's times):\n";
    if (crossovers.empty()) {
        if (series.size() < 2)
            ts << "  none: one algorithm\n";
        else
            ts << "  none between m = " << exact(range.min) << " and " << exact(range.max) << "\n";
    }
    for (const Crossover &x : crossovers)
        ts << "  m = " << brief(x.m) << ": " << x.fasterBelow << " is faster below, " << x.fasterAbove
           << " above (time " << brief(x.time) << ")\n";
    return out;
}

QJsonObject SizeSweepResult::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("collviz-sweep/1"));
    o.insert(QStringLiteral("topology"), topology);
    o.insert(QStringLiteral("model"), modelSpec.isEmpty() ? QJsonValue() : QJsonValue(modelSpec));
    QJsonObject params;
    params.insert(QStringLiteral("ts"), cost.ts);
    params.insert(QStringLiteral("tw"), cost.tw);
    params.insert(QStringLiteral("th"), cost.th);
    if (cost.tc != 0)
        params.insert(QStringLiteral("tc"), cost.tc);
    o.insert(QStringLiteral("params"), params);
    QJsonObject m;
    m.insert(QStringLiteral("min"), range.min);
    m.insert(QStringLiteral("max"), range.max);
    m.insert(QStringLiteral("points"), int(sizes.size()));
    m.insert(QStringLiteral("spacing"), range.logSpaced ? QStringLiteral("log") : QStringLiteral("linear"));
    o.insert(QStringLiteral("m"), m);
    QJsonArray seriesArray;
    for (const SweepSeries &s : series) {
        QJsonObject so;
        so.insert(QStringLiteral("algorithm"), s.algorithm);
        so.insert(QStringLiteral("model"), s.model.toString());
        so.insert(QStringLiteral("whatIf"), s.whatIf);
        so.insert(QStringLiteral("formula"), s.formulaText);
        QJsonArray points;
        for (const SweepPoint &pt : s.points)
            points.append(pointJson(pt, false));
        so.insert(QStringLiteral("points"), points);
        seriesArray.append(so);
    }
    o.insert(QStringLiteral("series"), seriesArray);
    QJsonArray crossings;
    for (const Crossover &x : crossovers) {
        QJsonObject xo;
        xo.insert(QStringLiteral("m"), x.m);
        xo.insert(QStringLiteral("time"), x.time);
        xo.insert(QStringLiteral("fasterBelow"), x.fasterBelow);
        xo.insert(QStringLiteral("fasterAbove"), x.fasterAbove);
        crossings.append(xo);
    }
    o.insert(QStringLiteral("crossovers"), crossings);
    return o;
}

// --- Families ----------------------------------------------------------------------------------

QStringList sweptFamilies()
{
    QStringList out;
    for (const NetworkFamily *family : NetworkRegistry::instance().swept())
        out << family->id();
    return out;
}

QStringList familyTopologies(const QString &family)
{
    const NetworkFamily *f = NetworkRegistry::instance().find(family);
    return f ? f->sweepNetworks() : QStringList();
}

FamilySweep FamilySweep::prepare(const QStringList &algorithms, const QString &family, const QString &modelSpec,
                                 double memoryLimitBytes, const std::atomic<bool> *cancel, const Progress &progress)
{
    FamilySweep sweep;
    sweep.mFamily = family;
    sweep.mModelSpec = modelSpec;
    const QStringList networks = familyTopologies(family);
    const int total = int(algorithms.size() * networks.size());
    int done = 0;
    for (const QString &id : algorithms) {
        Entry entry;
        entry.algorithm = id;
        const AlgorithmPtr alg = AlgorithmRegistry::instance().find(id);
        for (const QString &spec : networks) {
            if (cancel && cancel->load()) {
                sweep.mCancelled = true;
                return sweep;
            }
            if (progress)
                progress(done, total);
            ++done;
            QString why;
            const TopologyPtr topo = Topology::create(spec, &why);
            RunRequest request = SizeSweep::request(id, spec, modelSpec);
            request.memoryLimitBytes = memoryLimitBytes;
            RunParams params = request.params;
            if (alg && topo) {
                params.model = alg->naturalModel();
                if (!modelSpec.isEmpty())
                    CommModel::parse(modelSpec, alg->naturalModel(), &params.model, nullptr);
            }
            // Refusals are asked for first: building is what costs.
            if (!alg || !topo || !alg->supports(*topo, params, &why)) {
                entry.skipped << QStringLiteral("%1: %2").arg(spec, why);
                continue;
            }
            auto result = std::make_shared<RunResult>(Engine::run(request, cancel));
            if (!result->ok) {
                if (cancel && cancel->load()) {
                    sweep.mCancelled = true;
                    return sweep;
                }
                entry.skipped << QStringLiteral("%1: %2").arg(spec, result->error);
                continue;
            }
            entry.runs.push_back(std::move(result));
        }
        sweep.mEntries.push_back(std::move(entry));
    }
    if (progress)
        progress(total, total);
    return sweep;
}

FamilySweepResult FamilySweep::evaluate(const CostParams &cost, const std::atomic<bool> *cancel) const
{
    FamilySweepResult r;
    r.family = mFamily;
    r.modelSpec = mModelSpec;
    r.cost = cost;
    r.cancelled = mCancelled;
    for (const Entry &entry : mEntries) {
        SweepSeries s;
        s.algorithm = entry.algorithm;
        if (!entry.runs.empty())
            s = seriesHead(*entry.runs.front(), cost);
        else if (const AlgorithmPtr alg = AlgorithmRegistry::instance().find(entry.algorithm)) {
            s.model = alg->naturalModel();
            s.formulaText = alg->formulaTextFor(cost);
        }
        s.skipped = entry.skipped;
        for (const auto &run : entry.runs) {
            s.points.push_back(pointFor(*run, cost, cancel));
            if (cancel && cancel->load()) {
                r.cancelled = true;
                return r;
            }
        }
        r.series.push_back(std::move(s));
    }
    return r;
}

QString FamilySweepResult::toCsv() const
{
    csv::About about{{QStringLiteral("rows"), QStringLiteral("one per algorithm and network of the family")},
                     {QStringLiteral("family"), family},
                     {QStringLiteral("m"), exact(cost.m)},
                     {QStringLiteral("ts"), exact(cost.ts)},
                     {QStringLiteral("tw"), exact(cost.tw)},
                     {QStringLiteral("th"), exact(cost.th)}};
    appendCombineCost(&about, cost);
    about.append({QStringLiteral("units"), csv::timeUnits()});
    for (const SweepSeries &s : series)
        for (const QString &skipped : s.skipped)
            about.append({QStringLiteral("skipped"), QStringLiteral("%1 on %2").arg(s.algorithm, skipped)});
    QString out = csv::comment(about, QStringLiteral("\n"));
    out += QLatin1String(kSweepCsvHeader);
    for (const SweepSeries &s : series)
        for (const SweepPoint &pt : s.points)
            out += sweepCsvRow(s, pt, cost);
    return out;
}

QString FamilySweepResult::toText() const
{
    QString out;
    QTextStream ts(&out);
    ts << "Sweep over the " << family << " family: m = " << exact(cost.m) << ", t_s = " << exact(cost.ts)
       << ", t_w = " << exact(cost.tw) << ", t_h = " << exact(cost.th) << combineCostText(cost) << "\n";
    ts << (modelSpec.isEmpty() ? QStringLiteral("Each algorithm under its natural model.")
                               : QStringLiteral("Every algorithm under the model %1.").arg(modelSpec))
       << "\n";
    for (const SweepSeries &s : series) {
        ts << "\n" << s.algorithm << "  (" << s.model.toString() << (s.whatIf ? ", what-if" : "") << ")\n";
        ts << "  formula: " << s.formulaText << "\n";
        ts << QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
                  .arg(QStringLiteral("network"), -14)
                  .arg(QStringLiteral("p"), 6)
                  .arg(QStringLiteral("rounds"), 7)
                  .arg(QStringLiteral("time"), 16)
                  .arg(QStringLiteral("formula"), 16)
                  .arg(QStringLiteral("lower bound"), 16);
        for (const SweepPoint &pt : s.points)
            ts << QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
                      .arg(pt.topology, -14)
                      .arg(pt.p, 6)
                      .arg(pt.rounds, 7)
                      .arg(forPeople(pt.time), 16)
                      .arg(pt.formula ? forPeople(*pt.formula) : QStringLiteral("-"), 16)
                      .arg(pt.lowerBound ? forPeople(*pt.lowerBound) : QStringLiteral("-"), 16);
        if (!s.skipped.isEmpty())
            ts << "  skipped:\n    " << s.skipped.join(QStringLiteral("\n    ")) << "\n";
    }
    return out;
}

QJsonObject FamilySweepResult::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("collviz-sweep-family/1"));
    o.insert(QStringLiteral("family"), family);
    o.insert(QStringLiteral("model"), modelSpec.isEmpty() ? QJsonValue() : QJsonValue(modelSpec));
    QJsonObject params;
    params.insert(QStringLiteral("m"), cost.m);
    params.insert(QStringLiteral("ts"), cost.ts);
    params.insert(QStringLiteral("tw"), cost.tw);
    params.insert(QStringLiteral("th"), cost.th);
    if (cost.tc != 0)
        params.insert(QStringLiteral("tc"), cost.tc);
    o.insert(QStringLiteral("params"), params);
    QJsonArray seriesArray;
    for (const SweepSeries &s : series) {
        QJsonObject so;
        so.insert(QStringLiteral("algorithm"), s.algorithm);
        so.insert(QStringLiteral("model"), s.model.toString());
        so.insert(QStringLiteral("whatIf"), s.whatIf);
        so.insert(QStringLiteral("formula"), s.formulaText);
        QJsonArray points;
        for (const SweepPoint &pt : s.points)
            points.append(pointJson(pt, true));
        so.insert(QStringLiteral("points"), points);
        so.insert(QStringLiteral("skipped"), QJsonArray::fromStringList(s.skipped));
        seriesArray.append(so);
    }
    o.insert(QStringLiteral("series"), seriesArray);
    return o;
}

} // namespace collviz::core
