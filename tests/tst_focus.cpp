// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A focus singles out part of a network: one node's traffic is read from the schedule (every
// arc of every message the node sends or receives in the round), a dimension is its links,
// a block (subcube, row, plane) its nodes and the links between them.

#include "core/engine.h"
#include "core/focus.h"

#include <QtTest>

using namespace collviz;

namespace {

std::shared_ptr<core::RunResult> run(const QString &algorithm, const QString &topology)
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    auto result = std::make_shared<core::RunResult>(core::Engine::run(request));
    if (!result->ok)
        qFatal("%s", qPrintable(result->error));
    return result;
}

core::Focus parsed(const QString &text)
{
    core::Focus f;
    QString error;
    if (!core::Focus::parse(text, &f, &error))
        qFatal("%s", qPrintable(error));
    return f;
}

} // namespace

class TstFocus : public QObject
{
    Q_OBJECT
private slots:
    void nodeTrafficIsTheArcsOfItsMessages_data();
    void nodeTrafficIsTheArcsOfItsMessages();
    void dimensionKeepsItsLinks();
    void subcubeKeepsItsNodesAndTheLinksBetweenThem();
    void rowOfATorus();
    void writtenFormsReadBack_data();
    void writtenFormsReadBack();
    void badFormsAreRefusedInOneSentence_data();
    void badFormsAreRefusedInOneSentence();
    void aFocusThatDoesNotFitKeepsEverything();
};

void TstFocus::nodeTrafficIsTheArcsOfItsMessages_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("node");
    QTest::newRow("hypercube d=5 standard exchange node 0") << "alltoall-hypercube-sex" << "hypercube:5" << 0;
    QTest::newRow("hypercube d=5 pairwise node 0") << "alltoall-hypercube-pairwise" << "hypercube:5" << 0;
    QTest::newRow("torus 4x4 alltoall node 5") << "alltoall-cartesian" << "torus:4x4" << 5;
}

void TstFocus::nodeTrafficIsTheArcsOfItsMessages()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(int, node);
    const auto result = run(algorithm, topology);
    const core::Topology &t = *result->topology;
    const core::Focus focus = parsed(QStringLiteral("node:%1").arg(node));
    for (int r = 1; r <= int(result->schedule->rounds.size()); ++r) {
        // Expected: walk the round's transfers by hand.
        std::vector<bool> expected(t.arcs().size(), false);
        const core::Round &round = result->schedule->rounds[std::size_t(r - 1)];
        for (const core::Transfer &transfer : round.transfers)
            if (transfer.src == node || transfer.dst == node)
                for (int a : t.pathArcs(transfer.path))
                    expected[std::size_t(a)] = true;
        const core::FocusSelection s = core::selectFocus(*result, focus, r);
        QCOMPARE(s.arcs, expected);
        QVERIFY(s.nodes[std::size_t(node)]);
        QVERIFY2(std::count(expected.begin(), expected.end(), true) > 0, "the node talks in every round");
    }
    // The initial state sends nothing: only the node itself.
    const core::FocusSelection initial = core::selectFocus(*result, focus, 0);
    QCOMPARE(std::count(initial.arcs.begin(), initial.arcs.end(), true), 0);
    QCOMPARE(std::count(initial.nodes.begin(), initial.nodes.end(), true), 1);
}

void TstFocus::dimensionKeepsItsLinks()
{
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:4"));
    const core::FocusSelection s = core::selectFocus(*result, parsed(QStringLiteral("dimension:2")), 1);
    for (const core::Arc &arc : result->topology->arcs())
        QCOMPARE(bool(s.arcs[std::size_t(arc.id)]), (arc.from ^ arc.to) == 4);
    QCOMPARE(std::count(s.nodes.begin(), s.nodes.end(), true), 16);
}

void TstFocus::subcubeKeepsItsNodesAndTheLinksBetweenThem()
{
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:6"));
    // Node 101101's subcube Q3 over bits 0..2: the nodes 101xxx.
    const core::Focus focus = core::Focus::block(*result->topology, 0b101101, {3, 4, 5});
    QCOMPARE(focus.toString(), QStringLiteral("block:*,*,*,1,0,1"));
    const core::FocusSelection s = core::selectFocus(*result, focus, 1);
    for (int v = 0; v < 64; ++v)
        QCOMPARE(bool(s.nodes[std::size_t(v)]), (v >> 3) == 0b101);
    int arcs = 0;
    for (const core::Arc &arc : result->topology->arcs()) {
        const bool in = (arc.from >> 3) == 0b101 && (arc.to >> 3) == 0b101;
        QCOMPARE(bool(s.arcs[std::size_t(arc.id)]), in);
        arcs += in;
    }
    QCOMPARE(arcs, 8 * 3); // Q3: 12 links, 24 arcs
}

void TstFocus::rowOfATorus()
{
    const auto result = run(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"));
    // Node 6 = (2,1): its row fixes axis 1.
    const core::Focus row = core::Focus::block(*result->topology, 6, {1});
    QCOMPARE(row.toString(), QStringLiteral("block:*,1"));
    const core::FocusSelection s = core::selectFocus(*result, row, 1);
    QCOMPARE(s.nodes, std::vector<bool>({false, false, false, false, true, true, true, true, false, false, false,
                                         false, false, false, false, false}));
    // Four links of the ring, wraparound included: eight arcs.
    QCOMPARE(std::count(s.arcs.begin(), s.arcs.end(), true), 8);
}

void TstFocus::writtenFormsReadBack_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("node") << "node:12";
    QTest::newRow("dimension") << "dimension:3";
    QTest::newRow("block") << "block:*,*,1,0";
}

void TstFocus::writtenFormsReadBack()
{
    QFETCH(QString, text);
    QCOMPARE(parsed(text).toString(), text);
    QVERIFY(parsed(QStringLiteral("none")).isNone());
    QVERIFY(parsed(QString()).isNone());
}

void TstFocus::badFormsAreRefusedInOneSentence_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("no kind") << "12";
    QTest::newRow("unknown kind") << "subcube:3";
    QTest::newRow("negative node") << "node:-1";
    QTest::newRow("word for a number") << "dimension:two";
    QTest::newRow("block with a letter") << "block:*,x";
}

void TstFocus::badFormsAreRefusedInOneSentence()
{
    QFETCH(QString, text);
    core::Focus f;
    QString error;
    QVERIFY(!core::Focus::parse(text, &f, &error));
    QVERIFY2(error.contains(text) && error.contains(QStringLiteral("accepted")), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
}

void TstFocus::aFocusThatDoesNotFitKeepsEverything()
{
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    for (const QString &text : {QStringLiteral("node:8"), QStringLiteral("dimension:3"), QStringLiteral("block:*,1")}) {
        const core::Focus f = parsed(text);
        QVERIFY2(!f.check(*result->topology).isEmpty(), qPrintable(text));
        const core::FocusSelection s = core::selectFocus(*result, f, 1);
        QVERIFY(std::all_of(s.arcs.begin(), s.arcs.end(), [](bool b) { return b; }));
    }
}

QTEST_GUILESS_MAIN(TstFocus)
#include "tst_focus.moc"
