// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/exercise/exercise.h"

#include "core/simulator.h"
#include "core/topology.h"
#include "core/userinput.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace collviz::core::exercise {

namespace {

// The context lupdate files these sentences under (the namespace of this free tr()).
QString tr(const char *text) { return QCoreApplication::translate("collviz::core::exercise::ExerciseSheet", text); }

bool failWith(QString *error, const QString &sentence)
{
    if (error)
        *error = sentence;
    return false;
}

void sortDistinct(std::vector<int> &ids)
{
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

bool wholeInRange(const QJsonValue &v, double low, double high)
{
    const double d = v.toDouble();
    return v.isDouble() && d == std::floor(d) && d >= low && d <= high;
}

} // namespace

QString kindId(Kind kind)
{
    switch (kind) {
    case Kind::Channels: return QStringLiteral("channels");
    case Kind::Holdings: return QStringLiteral("holdings");
    case Kind::Time: return QStringLiteral("time");
    }
    return {};
}

bool parseKind(const QString &id, Kind *out)
{
    for (const Kind k : {Kind::Channels, Kind::Holdings, Kind::Time}) {
        if (id == kindId(k)) {
            *out = k;
            return true;
        }
    }
    return false;
}

std::vector<int> channelsOfRound(const RunResult &run, int round)
{
    std::vector<int> arcs;
    if (round < 1 || round > int(run.simulation.rounds.size()))
        return arcs;
    // The simulator's loads, as the drawing shows them: under half duplex both arcs of a used
    // link, and nothing for a transfer the engine could not route.
    for (const ChannelLoad &c : run.simulation.rounds[std::size_t(round - 1)].channelLoads)
        if (c.load > 0)
            arcs.push_back(c.arc);
    sortDistinct(arcs);
    return arcs;
}

std::vector<int> holdingsIn(const BufferState &state, int node)
{
    if (node < 0 || std::size_t(node) >= state.held.size())
        return {};
    return state.held[std::size_t(node)];
}

std::vector<int> holdingsAfterRound(const RunResult &run, int round, int node)
{
    if (!run.schedule)
        return {};
    // One checkpoint (the initial state): a question asks about one round, once.
    const Replay replay(run.schedule.get(), int(run.schedule->rounds.size()) + 1);
    return holdingsIn(replay.stateAfter(round), node);
}

double timeOfRound(const RunResult &run, int round)
{
    if (round < 1)
        return 0.0;
    if (run.timeline && round <= run.timeline->roundCount())
        return run.timeline->roundTime(round - 1);
    if (round <= int(run.simulation.rounds.size()))
        return run.simulation.rounds[std::size_t(round - 1)].time;
    return 0.0;
}

Score scoreSet(std::vector<int> truth, std::vector<int> answer)
{
    sortDistinct(truth);
    sortDistinct(answer);
    Score s;
    std::set_intersection(truth.begin(), truth.end(), answer.begin(), answer.end(), std::back_inserter(s.right));
    std::set_difference(truth.begin(), truth.end(), answer.begin(), answer.end(), std::back_inserter(s.missed));
    std::set_difference(answer.begin(), answer.end(), truth.begin(), truth.end(), std::back_inserter(s.wrong));
    s.allRight = s.missed.empty() && s.wrong.empty();
    return s;
}

bool timeIsRight(double truth, double answer)
{
    if (!std::isfinite(answer))
        return false;
    // The 1e-12 forgives the last bit of a decimal answer exactly 1 % off (1.01 * 3.3).
    return std::abs(answer - truth) <= kTimeTolerance * std::abs(truth) * (1.0 + 1e-12);
}

QVector<int> ExerciseSheet::rounds() const
{
    QVector<int> r;
    for (const Question &q : questions)
        r << q.round;
    std::sort(r.begin(), r.end());
    r.erase(std::unique(r.begin(), r.end()), r.end());
    return r;
}

QVector<Question> ExerciseSheet::questionsOf(int round) const
{
    QVector<Question> r;
    for (const Question &q : questions)
        if (q.round == round)
            r << q;
    return r;
}

QJsonValue ExerciseSheet::toJson() const
{
    QJsonArray list;
    for (const Question &q : questions) {
        QJsonObject o{{QStringLiteral("round"), q.round}, {QStringLiteral("kind"), kindId(q.kind)}};
        if (q.kind == Kind::Holdings)
            o.insert(QStringLiteral("node"), q.node);
        list.append(o);
    }
    return list;
}

bool ExerciseSheet::fromJson(const QJsonValue &value, ExerciseSheet *out, QString *error)
{
    using userinput::jsonText;
    if (!value.isArray())
        return failWith(error, tr("exercises %1 is not accepted; it takes a list of questions such as "
                                  "[{\"round\": 2, \"kind\": \"channels\"}]")
                                   .arg(jsonText(value)));
    const QJsonArray list = value.toArray();
    if (list.size() > kMaxQuestions)
        return failWith(error, tr("exercises has %1 questions; it takes at most %2").arg(list.size()).arg(kMaxQuestions));
    ExerciseSheet sheet;
    const QStringList keys{QStringLiteral("round"), QStringLiteral("kind"), QStringLiteral("node")};
    for (int i = 0; i < list.size(); ++i) {
        const QJsonValue item = list.at(i);
        if (!item.isObject())
            return failWith(error, tr("exercises[%1] %2 is not accepted; it takes an object such as "
                                      "{\"round\": 2, \"kind\": \"channels\"}")
                                       .arg(i)
                                       .arg(jsonText(item)));
        const QJsonObject o = item.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!keys.contains(it.key()))
                return failWith(error, tr("member 'exercises[%1].%2' is not part of a question; accepted: %3")
                                           .arg(i)
                                           .arg(userinput::echo(it.key()), keys.join(QStringLiteral(", "))));
        Question q;
        const QJsonValue round = o.value(QStringLiteral("round"));
        if (!wholeInRange(round, 1, kMaxRound))
            return failWith(error, tr("exercises[%1].round %2 is not accepted; it takes a round from 1 to %3 "
                                      "(round 0 is the initial state, nothing to predict)")
                                       .arg(i)
                                       .arg(round.isUndefined() ? tr("(missing)") : jsonText(round))
                                       .arg(kMaxRound));
        q.round = round.toInt();
        const QJsonValue kind = o.value(QStringLiteral("kind"));
        if (!kind.isString() || !parseKind(kind.toString(), &q.kind))
            return failWith(error, tr("exercises[%1].kind %2 is not accepted; it takes \"channels\", \"holdings\" "
                                      "or \"time\"")
                                       .arg(i)
                                       .arg(kind.isUndefined() ? tr("(missing)") : jsonText(kind)));
        const QJsonValue node = o.value(QStringLiteral("node"));
        if (q.kind == Kind::Holdings) {
            if (!wholeInRange(node, 0, TopologyLimits::maxVertices - 1))
                return failWith(error, tr("exercises[%1].node %2 is not accepted; a \"holdings\" question takes the "
                                          "processor it asks about, a whole number from 0")
                                           .arg(i)
                                           .arg(node.isUndefined() ? tr("(missing)") : jsonText(node)));
            q.node = node.toInt();
        } else if (!node.isUndefined()) {
            return failWith(error, tr("exercises[%1].node means nothing for a \"%2\" question; give it for "
                                      "\"holdings\" only")
                                       .arg(i)
                                       .arg(kindId(q.kind)));
        }
        sheet.questions << q;
    }
    *out = sheet;
    return true;
}

bool ExerciseSheet::validateFor(const Topology &topology, QString *error) const
{
    for (int i = 0; i < questions.size(); ++i) {
        const Question &q = questions.at(i);
        if (q.kind == Kind::Holdings && !topology.isProcessor(q.node))
            return failWith(error, tr("exercises[%1].node %2 is not a processor of %3; it takes 0 to %4")
                                       .arg(i)
                                       .arg(q.node)
                                       .arg(topology.name())
                                       .arg(topology.processorCount() - 1));
    }
    return true;
}

} // namespace collviz::core::exercise
