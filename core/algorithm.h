// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/model.h"
#include "core/operation.h"
#include "core/schedule.h"
#include "core/scheduletable.h"
#include "core/text.h"
#include "core/topology.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace collviz::core {

/// Thrown out of Algorithm::build when the run building it is cancelled.
struct BuildCancelled
{
};

/**
 * Lets a long schedule build stop between rounds: Engine::run installs its cancel flag for
 * the building thread, and the builders call check() as they finish each round (RoundBuilder
 * does it for most), which throws BuildCancelled once the flag is set. Nested scopes restore
 * the outer flag.
 */
class BuildCancellation
{
public:
    explicit BuildCancellation(const std::atomic<bool> *cancel);
    ~BuildCancellation();
    BuildCancellation(const BuildCancellation &) = delete;
    BuildCancellation &operator=(const BuildCancellation &) = delete;
    static void check();

private:
    const std::atomic<bool> *mOuter;
};

/// The translation context of the algorithms' titles, descriptions, narration and deviations.
inline constexpr char kAlgorithmContext[] = "collviz::core::Algorithm";

/// Pseudo-code in the project's own words; NodeTrace::line indexes `lines`.
struct PseudoCode
{
    QString title;    ///< e.g. "ONE_TO_ALL_BC(d, my_id, X)"
    QStringList lines;
    bool isEmpty() const { return lines.isEmpty(); }
};

/// A closed-form cost or bound evaluated for one run.
struct Formula
{
    QString text;  ///< "(t_s + t_w m) log p"
    double value = 0.0;
};

/**
 * One collective algorithm: the rule that builds its schedule, where it applies, and what
 * its source says it costs. Implementations live in core/algorithms/, one file per family,
 * and are listed in AlgorithmRegistry; nothing outside core/ knows them by name.
 *
 * title(), description(), formulaDeviation() and the rounds' narration are Text: English
 * source strings marked for translation (context kAlgorithmContext) with their arguments.
 * Views translate them where they are shown; JSON and the CLI print them in English.
 */
class Algorithm
{
public:
    virtual ~Algorithm() = default;

    virtual QString id() const = 0;
    virtual Operation operation() const = 0;
    virtual Text title() const = 0;       ///< short human name
    virtual Text description() const = 0; ///< 2-6 plain sentences, incl. where the source is wrong
    virtual QString source() const = 0;      ///< seed file name and section
    /// The shapes of network it runs on: it runs on a network one of them admits (NetworkNeed).
    virtual std::vector<NetworkNeed> networkNeeds() const = 0;
    /// The families of those networks, by SPEC name in the registry's order (for listings).
    QStringList networkFamilies() const;
    /// Whether one of networkNeeds() admits some network of `family`.
    bool runsOn(const NetworkFamily &family) const;
    /// Whether one of networkNeeds() admits `topology`.
    bool runsOn(const Topology &topology) const;
    /// What supports() narrows within those networks, for listings ("two-dimensional only,
    /// torus:AxB"); empty when every network they admit is accepted.
    virtual QString topologyLimits() const { return {}; }
    virtual CommModel naturalModel() const = 0;

    /// Whether the algorithm runs on this topology with these parameters. The default checks
    /// networkNeeds(), the root range for rooted operations, and the shift range for shifts.
    virtual bool supports(const Topology &topology, const RunParams &params, QString *why) const;

    /// How many pieces each datum is split into (seed 001 section 3.7 splits by p).
    virtual int pieces(const Topology &) const { return 1; }

    /// The ring order a shift counts along (position -> processor; see Problem), for this
    /// topology and model; empty means identity. The hypercube shift numbers its processors
    /// along a Gray-code array under store-and-forward (seed 001 section 3.6.2).
    virtual std::vector<int> ringOrder(const Topology &, const RunParams &) const { return {}; }

    /// Builds the schedule. Only called when supports() said yes.
    virtual Schedule build(const Problem &problem, const RunParams &params) const = 0;

    /// The source's closed-form time under the natural model (nullopt when it gives none).
    virtual std::optional<Formula> formula(const Topology &topology, const RunParams &params) const = 0;
    /// The source's round count, when it states one.
    virtual std::optional<int> formulaRounds(const Topology &topology, const RunParams &params) const = 0;
    /// Why the simulated time legitimately differs from formula() for this run (e.g. "the
    /// text's formula assumes p is a power of two"), or nullopt when they must agree. The
    /// reason is shown to the user beside the numbers, and the tests hold the algorithm to it.
    virtual std::optional<Text> formulaDeviation(const Topology &, const RunParams &) const { return std::nullopt; }
    /// Whether formula() charges the per-hop time t_h itself; the sources' formulas mostly
    /// leave it out, and then the engine says so when t_h > 0 is why time and formula differ.
    virtual bool formulaChargesPerHop() const { return false; }
    /// A lower bound on the time under the model in force (params.model), derived for that model:
    /// it holds for every schedule that keeps the model's port rule, and its text says for which
    /// model and how it was derived.
    virtual std::optional<Formula> lowerBound(const Topology &, const RunParams &) const { return std::nullopt; }

    /// The formula and, for a model, the bound as text, without a topology (for listings).
    virtual QString formulaText() const = 0;
    /// The formula's text as a run at `cost` states it (formula()'s text): a reduction's lists
    /// its t_c term, which a run shows only where t_c > 0 (so that outputs without t_c read
    /// as before).
    virtual QString formulaTextFor(const CostParams &) const { return formulaText(); }
    virtual QString lowerBoundText(const CommModel &) const { return {}; }

    /// The pseudo-code of the algorithm's first network (listings, `explain`).
    virtual PseudoCode pseudoCode() const { return {}; }
    /// The pseudo-code written for `topology`'s network (an algorithm whose rule reads
    /// differently on a ring, a mesh or a 3D torus gives each its own); pseudoCode() by default.
    virtual PseudoCode pseudoCodeOn(const Topology &) const { return pseudoCode(); }
    /// Whether pseudoCodeOn() describes what the schedule does on this topology (and its rounds
    /// carry traces into it).
    virtual bool pseudoCodeApplies(const Topology &) const { return !pseudoCode().isEmpty(); }
    /// pseudoCodeOn(topology) where it applies, else empty.
    PseudoCode pseudoCodeFor(const Topology &topology) const
    {
        return pseudoCodeApplies(topology) ? pseudoCodeOn(topology) : PseudoCode{};
    }

    /// Whether the algorithm is driven by a schedule table its source prints (scheduleTable()).
    virtual bool hasScheduleTable() const { return false; }
    /// The source's schedule table for this topology, with the source's conditions checked by the
    /// engine; nullopt when the algorithm has none or does not run on `topology` (then `why`
    /// says so in one sentence).
    virtual std::optional<ScheduleTable> scheduleTable(const Topology &topology, QString *why) const;

    /// Seed 004's views of s = params.repeat AAPCs in succession (§2.3, §4): the global memory
    /// state after each phase (Table 3), the pipelined schedule (Corollary 2), Algorithm 5's
    /// concurrent plan (Figure 4, Theorem 2).
    enum class RepeatTable
    {
        Memory,
        Pipelined,
        Concurrent,
    };
    /// Whether params.repeat > 1 means something (s AAPCs in succession); supports() refuses it
    /// elsewhere.
    virtual bool acceptsRepeat() const { return false; }
    /// One of those views, or nullopt with one sentence in `why`.
    virtual std::optional<ScheduleTable> repeatTable(const Topology &topology, const RunParams &params,
                                                     RepeatTable what, QString *why) const;

    /// Packet references the schedule will hold (for refusing runs that would not fit in
    /// memory). The default assumes every packet moves ceil(log2 p) + 1 times.
    virtual double estimatedPacketRefs(const Topology &topology, int pieces) const;
    /// Hops of long paths the schedule will hold beyond one per transfer (each costs a path node
    /// and a busy interval in the timeline). The default: transfers between neighbours, none.
    virtual double estimatedExtraHops(const Topology &) const { return 0.0; }

protected:
    static QString tr(const char *text);
};

using AlgorithmPtr = std::shared_ptr<const Algorithm>;

/// The list of every algorithm the engine knows, in display order.
class AlgorithmRegistry
{
public:
    static const AlgorithmRegistry &instance();

    const std::vector<AlgorithmPtr> &all() const { return mAlgorithms; }
    AlgorithmPtr find(const QString &id) const;
    std::vector<AlgorithmPtr> forOperation(Operation op) const;
    QStringList ids() const;

    void add(AlgorithmPtr algorithm) { mAlgorithms.push_back(std::move(algorithm)); }

private:
    AlgorithmRegistry();
    std::vector<AlgorithmPtr> mAlgorithms;
};

} // namespace collviz::core
