// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <QJsonValue>
#include <QString>
#include <QVector>

#include <vector>

namespace collviz::core {

class Topology;

/**
 * Exercise mode (issue 35): before a round is shown a student predicts it, then the round is
 * revealed and the prediction scored. The truth of every question is read from the engine's
 * result, never worked out again: the rounds' transfers and their paths (Schedule), the
 * buffers after a round (Replay) and the round's time (Timeline). Rounds follow the Session's
 * convention: round k >= 1 is schedule round k - 1, round 0 the initial state.
 */
namespace exercise {

/// What a question asks about round k.
enum class Kind {
    Channels, ///< the directed channels (Topology::arcs() ids) that carry a message in round k
    Holdings, ///< the packets a processor holds after round k
    Time,     ///< the round's time under the run's model and costs
};

/// "channels", "holdings", "time": how a sheet spells a kind.
QString kindId(Kind kind);
/// The kind a sheet spells `id`; false when it is none.
bool parseKind(const QString &id, Kind *out);

/// The arcs that carry a message in round `round` (1..rounds), sorted: those the simulator
/// loaded (RoundStats::channelLoads, load > 0), as the drawing shows them. Direction matters
/// under full duplex: 0→1 and 1→0 are two arcs; under half duplex a used link loads both of
/// its arcs. Empty for a round out of range.
std::vector<int> channelsOfRound(const RunResult &run, int round);
/// The sorted packet ids `node` holds in `state` (a Replay::stateAfter of the round); empty
/// for a node the state does not have.
std::vector<int> holdingsIn(const BufferState &state, int node);
/// The sorted packet ids `node` holds after round `round` (0..rounds; clamped), replayed from
/// the run's schedule (core::Replay).
std::vector<int> holdingsAfterRound(const RunResult &run, int round, int node);
/// The time of round `round` (1..rounds) as the run's timeline has it (the simulation's copy
/// where there is no timeline); 0 for a round out of range.
double timeOfRound(const RunResult &run, int round);

/// A set question scored: what the answer got right, what it missed and what it named that is
/// not so (each sorted).
struct Score
{
    std::vector<int> right;
    std::vector<int> missed;
    std::vector<int> wrong;
    bool allRight = false; ///< nothing missed, nothing wrong
};
/// Scores `answer` against `truth` (either in any order, duplicates counting once).
Score scoreSet(std::vector<int> truth, std::vector<int> answer);
/// How far a time answer may be from the truth and still be right: 1 % of it.
constexpr double kTimeTolerance = 0.01;
/// Whether `answer` is within kTimeTolerance of `truth` (for a truth of 0: the answer is 0).
bool timeIsRight(double truth, double answer);

/// One question of a sheet: a round (>= 1), a kind and, for Holdings, the processor asked about.
struct Question
{
    int round = 1;
    Kind kind = Kind::Channels;
    int node = -1; ///< Holdings only: the processor; -1 otherwise
    bool operator==(const Question &o) const { return round == o.round && kind == o.kind && node == o.node; }
    bool operator!=(const Question &o) const { return !(*this == o); }
};

/**
 * A lecturer's exercise sheet: the questions of a scenario file's optional "exercises" member
 * (collviz-scenario/1; absent means none), in the order written:
 *
 *     "exercises": [{"round": 2, "kind": "channels"}, {"round": 3, "kind": "holdings", "node": 5},
 *                   {"round": 4, "kind": "time"}]
 *
 * "node" is given for "holdings" only. Which rounds are questions is rounds().
 */
struct ExerciseSheet
{
    static constexpr int kMaxRound = 999999999; ///< Scenario::kMaxRound
    static constexpr int kMaxQuestions = 10000;

    QVector<Question> questions;

    bool isEmpty() const { return questions.isEmpty(); }
    /// The question rounds, sorted and distinct.
    QVector<int> rounds() const;
    /// The questions about round `round`, in the sheet's order.
    QVector<Question> questionsOf(int round) const;

    QJsonValue toJson() const;
    /// Reads the value of "exercises": each question's form (round a whole number
    /// 1..kMaxRound, kind one of the three, node a whole number for holdings and absent
    /// otherwise, nothing else). On failure false and one sentence naming the question.
    static bool fromJson(const QJsonValue &value, ExerciseSheet *out, QString *error);
    /// What needs the network: every holdings node is one of its processors.
    bool validateFor(const Topology &topology, QString *error) const;

    bool operator==(const ExerciseSheet &o) const { return questions == o.questions; }
    bool operator!=(const ExerciseSheet &o) const { return !(*this == o); }
};

} // namespace exercise
} // namespace collviz::core
