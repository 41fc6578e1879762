// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/designer/challenges.h"

#include "core/designer/comparison.h"

#include <QCoreApplication>

namespace collviz::core::designer {

namespace {

/// A challenge's title or goal: a string literal marked for translation where it is written.
Text text(const char *source) { return Text("collviz::core::designer", source); }

/// Times are sums of round times: a target is met up to rounding.
bool within(double value, double target) { return value <= target * (1.0 + 1e-9) + 1e-12; }

std::vector<Challenge> makeChallenges()
{
    std::vector<Challenge> list;
    {
        Challenge c;
        c.id = QStringLiteral("broadcast-hypercube3");
        c.title = text(QT_TRANSLATE_NOOP("collviz::core::designer", "Broadcast on Q3 in three rounds"));
        c.goal = text(QT_TRANSLATE_NOOP("collviz::core::designer", "Broadcast from node 0 of hypercube:3 under 1-port wormhole. Holders can at most "
                                "double a round under 1-port, so 8 nodes need log2 8 = 3 rounds."));
        c.operation = Operation::Broadcast;
        c.topology = QStringLiteral("hypercube:3");
        c.model = QStringLiteral("wh,ports=1,combining");
        c.targetRounds = 3;
        c.targetTime = 6;
        list.push_back(c);
    }
    {
        Challenge c;
        c.id = QStringLiteral("allgather-ring6");
        c.title = text(QT_TRANSLATE_NOOP("collviz::core::designer", "All-to-all broadcast around a ring of six"));
        c.goal = text(QT_TRANSLATE_NOOP("collviz::core::designer", "Every node of ring:6 must end with all six packets, one packet a message "
                                "(noncombining) and one send and one receive a node and round (1-port): each node "
                                "receives 5 packets, one a round, so 5 rounds of time t_s + t_w m."));
        c.operation = Operation::Allgather;
        c.topology = QStringLiteral("ring:6");
        c.model = QStringLiteral("wh,ports=1,noncombining");
        c.targetRounds = 5;
        c.targetTime = 10;
        list.push_back(c);
    }
    {
        Challenge c;
        c.id = QStringLiteral("allreduce-hypercube3");
        c.title = text(QT_TRANSLATE_NOOP("collviz::core::designer", "All-reduce on Q3 in three rounds"));
        c.goal = text(QT_TRANSLATE_NOOP("collviz::core::designer",
                                        "Every node of hypercube:3 must end with the sum over all eight nodes. Under "
                                        "1-port a node hears from one other node a round, so what it knows at most "
                                        "doubles: log2 8 = 3 rounds of exchanges, each followed by a combine "
                                        "(Ctrl-click a node)."));
        c.operation = Operation::Allreduce;
        c.topology = QStringLiteral("hypercube:3");
        c.model = QStringLiteral("wh,ports=1,combining");
        c.targetRounds = 3;
        c.targetTime = 6;
        list.push_back(c);
    }
    {
        Challenge c;
        c.id = QStringLiteral("allgather-torus3x3-lemma8");
        c.title = text(QT_TRANSLATE_NOOP("collviz::core::designer", "Noncombining all-to-all broadcast on torus:3x3 at the Lemma 8 bound"));
        c.goal = text(QT_TRANSLATE_NOOP("collviz::core::designer", "Seed 002, Lemma 8: a node receives its p - 1 = 8 packets as 8 messages over its "
                                "4 channels, so at least ceil(8/4) = 2 rounds and time 2 (t_s + t_w m) under "
                                "all-port store-and-forward, noncombining. Reach both."));
        c.operation = Operation::Allgather;
        c.topology = QStringLiteral("torus:3x3");
        c.model = QStringLiteral("sf,ports=all,noncombining");
        c.targetRounds = 2;
        c.targetTime = 4;
        list.push_back(c);
    }
    {
        Challenge c;
        c.id = QStringLiteral("alltoall-torus2x4-bisection");
        c.title = text(QT_TRANSLATE_NOOP("collviz::core::designer", "All-to-all personalized on torus:2x4 at its bisection bound"));
        c.goal = text(QT_TRANSLATE_NOOP("collviz::core::designer", "With free start-ups (t_s = 0) the bound of an all-to-all on torus:2x4 is the cut: "
                                "16 packets cross the middle each way over 4 channels, time 4 t_w m; the pairs' "
                                "distances load every one of the 24 channels with 4 packet-hops too. Every channel "
                                "must be busy all the time."));
        c.operation = Operation::Alltoall;
        c.topology = QStringLiteral("torus:2x4");
        c.model = QStringLiteral("sf,ports=all,noncombining");
        c.cost.ts = 0.0;
        c.targetTime = 4;
        list.push_back(c);
    }
    return list;
}

} // namespace

std::unique_ptr<Design> Challenge::start(QString *error) const
{
    return Design::create(operation, topology, model, cost, root, shift, error);
}

bool Challenge::metBy(const DesignVerdict &verdict) const
{
    return verdict.verified && (targetRounds <= 0 || verdict.roundCount() <= targetRounds)
           && (targetTime <= 0 || within(verdict.time, targetTime));
}

QString Challenge::targetText() const
{
    const QString time = QString::number(targetTime, 'g', 6);
    QString rounds =
        Text::count("collviz::core::designer", QT_TRANSLATE_N_NOOP("collviz::core::designer", "%n round(s)"), targetRounds)
            .translated();
    if (targetRounds > 0 && targetTime > 0)
        return QCoreApplication::translate("collviz::core::designer", "%1 and time %2").arg(rounds, time);
    if (targetRounds > 0)
        return rounds;
    return QCoreApplication::translate("collviz::core::designer", "time %1").arg(time);
}

QStringList Challenge::algorithmsMeeting() const
{
    QString error;
    const std::unique_ptr<Design> design = start(&error);
    return design ? algorithmsMeeting(compare(*design)) : QStringList();
}

QStringList Challenge::algorithmsMeeting(const Comparison &comparison) const
{
    QStringList meeting;
    for (const AlgorithmRun &run : comparison.runs)
        if (run.verified && (targetRounds <= 0 || run.rounds <= targetRounds)
            && (targetTime <= 0 || within(run.time, targetTime)))
            meeting << run.id;
    return meeting;
}

const std::vector<Challenge> &challenges()
{
    static const std::vector<Challenge> list = makeChallenges();
    return list;
}

} // namespace collviz::core::designer
