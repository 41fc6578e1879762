// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The TADT level view shows the engine's generic tree of seed 002 and, level by level, the
// overlay of all N translated trees: every channel used at most once (Corollary 10), the arcs
// of one level in distinct directions (Lemma 11); its level follows the session's round.

#include "views/panels/tadtpanel.h"
#include "views/player.h"
#include "views/session.h"
#include "guihelpers.h"

#include "core/tadt.h"

#include "../handmade.h"

#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QtTest>

using namespace collviz;

using collviz::tests::shoot;

namespace {

bool runSession(views::Session &session, const QString &algorithm, const QString &topology)
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    QSignalSpy done(&session, &views::Session::resultChanged);
    session.setRequest(request);
    return done.wait(30000) && session.result() && session.result()->ok;
}

} // namespace

class TstTadtView : public QObject
{
    Q_OBJECT
private slots:
    void levelsAndOverlay_data();
    void levelsAndOverlay();
    void levelFollowsTheRoundAndMovesIt();
    void explainsWhereThereIsNoTree();
    void cyclesFromTransferTags();
    void treesNamedAsBuilt_data();
    void treesNamedAsBuilt();
};

void TstTadtView::levelsAndOverlay_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("levels");
    // Seed 002: height (z^2 - 1)/4 on T(z,z), z odd.
    QTest::newRow("torus:3x3") << "torus:3x3" << 2;
    QTest::newRow("torus:5x5") << "torus:5x5" << 6;
    QTest::newRow("torus:7x7") << "torus:7x7" << 12;
    // Searched trees: a generic tree on an even torus and a hypercube, one tree per node on a mesh.
    QTest::newRow("torus:4x4") << "torus:4x4" << 4;
    QTest::newRow("hypercube:4") << "hypercube:4" << 4;
    QTest::newRow("mesh:4x4") << "mesh:4x4" << 8;
}

void TstTadtView::levelsAndOverlay()
{
    QFETCH(QString, topology);
    QFETCH(int, levels);
    views::Session session;
    views::Player player(&session);
    views::TadtPanel panel(&session, &player);
    panel.resize(1100, 620);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(runSession(session, QStringLiteral("allgather-tadt"), topology));

    QVERIFY(panel.hasTree());
    QCOMPARE(panel.levelCount(), levels);
    QVERIFY(panel.spanningCheck().ok);
    QVERIFY(panel.lemma11Check().ok);
    QVERIFY(panel.corollary10Check().ok);
    QVERIFY(panel.checksText().contains(QStringLiteral("Lemma 11")));
    QVERIFY(panel.checksText().contains(QStringLiteral("Corollary 10")));
    QVERIFY(!panel.checksText().contains(QStringLiteral("fails")));

    const core::Topology &net = *session.result()->topology;
    const int p = net.processorCount();
    int treeArcs = 0;
    for (int level = 1; level <= levels; ++level) {
        panel.setLevel(level);
        QCOMPARE(panel.level(), level);
        const auto arcs = panel.treeArcs(level);
        const bool translated = !topology.startsWith(QLatin1String("mesh"));
        QVERIFY(!translated || !arcs.empty());
        treeArcs += int(arcs.size());
        // Lemma 11 as drawn: the level's arcs are labelled with distinct directions.
        QSet<QString> directions;
        for (const auto &a : arcs)
            directions.insert(core::tadt::directionName(net, a));
        if (translated)
            QCOMPARE(directions.size(), qsizetype(arcs.size()));
        // The overlay: p translated copies of the level, each channel used at most once.
        const std::vector<int> &use = panel.overlayChannelUse();
        QCOMPARE(use.size(), net.arcs().size());
        int used = 0;
        for (int n : use) {
            QVERIFY2(n <= 1, qPrintable(QStringLiteral("level %1: a channel used %2 times").arg(level).arg(n)));
            used += n;
        }
        if (translated)
            QCOMPARE(used, p * int(arcs.size()));
        else
            QVERIFY(used >= int(arcs.size()));
        if (topology == QLatin1String("torus:5x5") && (level == 1 || level == 3))
            shoot(panel, QStringLiteral("tadt-torus5x5-level%1").arg(level));
    }
    // Every other node is reached exactly once.
    QCOMPARE(treeArcs, p - 1);
}

void TstTadtView::levelFollowsTheRoundAndMovesIt()
{
    views::Session session;
    views::Player player(&session);
    views::TadtPanel panel(&session, &player);
    QVERIFY(runSession(session, QStringLiteral("allgather-tadt"), QStringLiteral("torus:5x5")));
    // allgather-tadt: round k moves every tree's packets across the arcs of level k.
    player.jumpTo(4);
    QCOMPARE(panel.level(), 4);
    player.seek(2, 0.5);
    QCOMPARE(panel.level(), 2);
    auto *slider = panel.findChild<QSlider *>(QStringLiteral("tadtLevelSlider"));
    QVERIFY(slider);
    slider->setValue(5);
    QCOMPARE(session.round(), 5);
    QCOMPARE(panel.level(), 5);
}

void TstTadtView::explainsWhereThereIsNoTree()
{
    views::Session session;
    views::Player player(&session);
    views::TadtPanel panel(&session, &player);
    // A tree network has no time-arc-disjoint trees (seed 002 covers tori, meshes, hypercubes).
    QVERIFY(runSession(session, QStringLiteral("broadcast-tree"), QStringLiteral("tree:8")));
    QVERIFY(!panel.hasTree());
    QCOMPARE(panel.levelCount(), 0);
    QVERIFY(!panel.unavailableReason().isEmpty());
    QVERIFY(panel.checksText().contains(panel.unavailableReason()));
    QVERIFY(panel.overlayChannelUse().empty());
}

void TstTadtView::cyclesFromTransferTags()
{
    // A Hamiltonian all-gather on ring:6 in the shape the tags describe: cycle 0 clockwise,
    // cycle 1 counter-clockwise; untagged transfers belong to neither.
    const auto ring = tests::topo("ring:6");
    core::Schedule schedule;
    core::Round round;
    for (int v = 0; v < 6; ++v) {
        core::TransferData cw = tests::xfer({v, (v + 1) % 6}, {v});
        cw.tag.cycle = 0;
        core::TransferData ccw = tests::xfer({v, (v + 5) % 6}, {v});
        ccw.tag.cycle = 1;
        round.transfers.push_back(cw);
        round.transfers.push_back(ccw);
    }
    round.transfers.push_back(tests::xfer({0, 1, 2}, {0}));
    schedule.rounds.push_back(round);
    const auto cycles = views::TadtData::cycleArcsOf(*ring, schedule);
    QCOMPARE(cycles.size(), std::size_t(2));
    for (int c = 0; c < 2; ++c) {
        QCOMPARE(cycles[std::size_t(c)].size(), std::size_t(6));
        for (int v = 0; v < 6; ++v) {
            const int arc = ring->arcBetween(v, c == 0 ? (v + 1) % 6 : (v + 5) % 6);
            QVERIFY(std::binary_search(cycles[std::size_t(c)].begin(), cycles[std::size_t(c)].end(), arc));
        }
    }
    // Two cycles, two colours and two line styles.
    QVERIFY(views::TadtRenderer::cycleColor(0) != views::TadtRenderer::cycleColor(1));
    QVERIFY(views::TadtRenderer::cycleStyle(0) != views::TadtRenderer::cycleStyle(1));
}

// A mesh is not vertex-symmetric: every node has its own tree, and the view says so (not "16
// translated trees"); a torus's trees are one tree translated, and the view says that.
void TstTadtView::treesNamedAsBuilt_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<bool>("translated");
    QTest::newRow("mesh:4x4") << "mesh:4x4" << false;
    QTest::newRow("mesh:3x5") << "mesh:3x5" << false;
    QTest::newRow("torus:5x5") << "torus:5x5" << true;
    QTest::newRow("hypercube:4") << "hypercube:4" << true;
}

void TstTadtView::treesNamedAsBuilt()
{
    QFETCH(QString, topology);
    QFETCH(bool, translated);
    views::Session session;
    views::Player player(&session);
    views::TadtPanel panel(&session, &player);
    QVERIFY(runSession(session, QStringLiteral("allgather-tadt"), topology));
    QVERIFY(panel.hasTree());
    QCOMPARE(panel.data().tree->translated(), translated);
    const int p = session.result()->topology->processorCount();
    const QString checks = panel.checksText();
    QCOMPARE(checks.contains(QStringLiteral("%1 translated trees").arg(p)), translated);
    QCOMPARE(checks.contains(QStringLiteral("%1 per-node trees").arg(p)), !translated);
    QCOMPARE(checks.contains(QStringLiteral("Spanning trees, one per node")), !translated);
    // The overlay's caption as drawn.
    const views::TadtRenderer renderer(panel.data(), panel.state(), panel.overlayChannelUse(), QFont(), Qt::black);
    const QString caption = renderer.overlayCaption();
    QCOMPARE(caption.contains(QStringLiteral("All %1 translated trees").arg(p)), translated);
    QCOMPARE(caption.contains(QStringLiteral("All %1 per-node trees").arg(p)), !translated);
}

QTEST_MAIN(TstTadtView)
#include "tst_tadtview.moc"
