// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// NetworkView shows what the engine computed: channel colours and widths equal the round's
// loads, node badges equal the buffer states, port violations are marked, packets carry the
// textbook labels and travel during the round, and stepping back restores a round exactly.

#include "views/network/layout.h"
#include "views/network/networkitems.h"
#include "views/network/networkview.h"

#include "core/engine.h"
#include "core/simulator.h"

#include <QAction>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QMenu>
#include <QSignalSpy>
#include <QToolTip>
#include <QtTest>

#include <cmath>

using namespace collviz;

namespace {

std::shared_ptr<core::RunResult> run(const QString &algorithm, const QString &topology, const QString &model = {})
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    auto result = std::make_shared<core::RunResult>(core::Engine::run(request));
    if (!result->ok)
        qFatal("%s", qPrintable(result->error));
    return result;
}

/// Everything the view shows about a round at one progress, to compare two visits.
struct Snapshot
{
    std::vector<int> loads;
    QStringList colours;
    std::vector<int> held;
    std::vector<int> squares;
    QStringList summaries;
    std::vector<bool> overloaded;
    QStringList packets;
    QStringList tips;
    bool operator==(const Snapshot &o) const
    {
        return loads == o.loads && colours == o.colours && held == o.held && squares == o.squares
               && summaries == o.summaries && overloaded == o.overloaded && packets == o.packets && tips == o.tips;
    }
};

Snapshot snapshot(const views::NetworkView &view, const core::Topology &topology)
{
    Snapshot s;
    for (const core::Arc &arc : topology.arcs()) {
        s.loads.push_back(view.channelLoad(arc.id));
        s.colours << view.channelColor(arc.id).name();
        s.tips << view.channelToolTip(arc.id);
    }
    for (int v = 0; v < topology.nodeCount(); ++v) {
        s.held.push_back(view.nodeHeldCount(v));
        s.squares.push_back(view.nodeGlyphSquares(v));
        s.summaries << view.nodeSummary(v);
        s.overloaded.push_back(view.nodeOverloaded(v));
        s.tips << view.nodeToolTip(v);
    }
    for (int t = 0; t < view.packetItemCount(); ++t) {
        const QPointF p = view.packetPosition(t);
        s.packets << QStringLiteral("%1 @ %2,%3 %4")
                         .arg(view.packetLabel(t))
                         .arg(p.x(), 0, 'f', 3)
                         .arg(p.y(), 0, 'f', 3)
                         .arg(view.packetVisible(t));
    }
    return s;
}

/// Shows the view in a real (offscreen) window of w x h with `result` on it.
bool showOnScreen(views::NetworkView &view, int w, int h, std::shared_ptr<const core::RunResult> result)
{
    view.resize(w, h);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    view.setResult(std::move(result));
    return true;
}

void showRound(views::NetworkView &view, const core::Replay &replay, int round, double progress)
{
    view.setRound(round, replay.stateAfter(round - 1), replay.stateAfter(round));
    view.setProgress(progress);
}

} // namespace

class TstNetworkView : public QObject
{
    Q_OBJECT

private slots:
    void channelsShowTheEnginesLoads_data();
    void channelsShowTheEnginesLoads();
    void loadClassesAreDistinguishable();
    void nodeBadgesShowTheBufferState_data();
    void nodeBadgesShowTheBufferState();
    void reductionsShowPartialSums();
    void packetsCarryTextbookLabels();
    void packetsTravelDuringTheRound_data();
    void packetsTravelDuringTheRound();
    void progressNeverRebuildsTheScene();
    void steppingBackRestoresTheRound();
    void portViolationIsMarkedAtItsNode();
    void channelToolTipListsItsTransfers();
    void clickingANodeSelectsIt();
    void clickingAChannelNamesItsDirection();
    void marksShowOnTheirRoundWithTheirKinds();
    void nodeToolTipsNameProcessorsAndSwitches();
    void messagesTakeTurnsAsTheTimelineSays();
    void hoveringShowsWhatIsThere();
    void keysAndWheelZoom();
    void everythingDrawnIsInsideTheView_data();
    void everythingDrawnIsInsideTheView();
    void fitDoesNotJumpBackBetweenRounds();
    void travellingLabelsLeaveNodesFree_data();
    void travellingLabelsLeaveNodesFree();
    void legendNeverCoversANode_data();
    void legendNeverCoversANode();
    void legendTogglesWithL();
    void clickerKeysDoNotRotate();
    void labelsAreDrawnOnTheirPacketsInAScreenshot();
    void tinyNodeLabelsAreHiddenUntilZoomed();
    void largeNetworksGetAnOverview();
    void packetsTravelBetweenFloors_data();
    void packetsTravelBetweenFloors();
    void switchingFloorsKeepsTheRound();
    void ringOrderTagsFollowTheProblem_data();
    void ringOrderTagsFollowTheProblem();
    void clickingTheOverviewSelectsANode();
    void labelsNeverCoverALoadedLink_data();
    void labelsNeverCoverALoadedLink();
    void focusOnANodeGreysWhatItDoesNotSend_data();
    void focusOnANodeGreysWhatItDoesNotSend();
    void focusOnASubcubeOrRowGreysTheRest_data();
    void focusOnASubcubeOrRowGreysTheRest();
    void fitFramesTheFocusThenEverything();
    void focusIsPartOfTheViewState();
    void focusMenuOffersWhatTheNetworkHas_data();
    void focusMenuOffersWhatTheNetworkHas();
    void chipsAppearWhenZoomedCloseEnough();
    void legendExplainsEveryChannelColour_data();
    void legendExplainsEveryChannelColour();
};

void TstNetworkView::channelsShowTheEnginesLoads_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("expectedMaxLoad");
    // The near-first ring broadcast congests the link into the first uninformed node.
    QTest::newRow("ring z=8 broadcast-ring-near-first") << "broadcast-ring-near-first" << "ring:8" << 4;
    QTest::newRow("hypercube d=4 alltoall-hypercube-sex") << "alltoall-hypercube-sex" << "hypercube:4" << 1;
    QTest::newRow("hypercube d=4 alltoall-hypercube-pairwise") << "alltoall-hypercube-pairwise" << "hypercube:4" << 1;
}

void TstNetworkView::channelsShowTheEnginesLoads()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(int, expectedMaxLoad);
    const auto result = run(algorithm, topology);
    QCOMPARE(result->simulation.maxLinkLoad, expectedMaxLoad);
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.resize(1000, 700);
    view.setResult(result);
    int maxShown = 0;
    for (int r = 1; r <= replay.rounds(); ++r) {
        showRound(view, replay, r, 0.5);
        std::vector<int> expected(result->topology->arcs().size(), 0);
        for (const core::ChannelLoad &c : result->simulation.rounds[std::size_t(r - 1)].channelLoads)
            expected[std::size_t(c.arc)] = c.load;
        for (const core::Arc &arc : result->topology->arcs()) {
            const int load = expected[std::size_t(arc.id)];
            QCOMPARE(view.channelLoad(arc.id), load);
            const QColor colour = load == 0 ? QColor(0xB4, 0xB4, 0xB4)
                                  : load == 1 ? QColor(0x00, 0x72, 0xB2)
                                  : load == 2 ? QColor(0xE6, 0x9F, 0x00)
                                  : load == 3 ? QColor(0xD5, 0x5E, 0x00)
                                  : load == 4 ? QColor(0xA8, 0x44, 0x00)
                                  : load == 5 ? QColor(0x7E, 0x30, 0x00)
                                              : QColor(0x55, 0x20, 0x00); // the scale continues past 3
            QCOMPARE(view.channelColor(arc.id), colour);
            maxShown = std::max(maxShown, view.channelLoad(arc.id));
        }
    }
    QCOMPARE(maxShown, expectedMaxLoad);
    // Round 0 is the initial state: nothing is sent.
    view.setRound(0, replay.stateAfter(0), replay.stateAfter(0));
    for (const core::Arc &arc : result->topology->arcs())
        QCOMPARE(view.channelLoad(arc.id), 0);
}

void TstNetworkView::loadClassesAreDistinguishable()
{
    // Colour AND width: a grey-scale projector or a colour-blind student still sees the load.
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.setResult(result);
    showRound(view, replay, 3, 0.5);
    std::map<int, double> width;
    std::map<int, QString> colour;
    for (const core::Arc &arc : result->topology->arcs()) {
        const int cls = std::min(3, view.channelLoad(arc.id));
        width[cls] = view.channelWidth(arc.id);
        colour[cls] = view.channelColor(arc.id).name();
    }
    QVERIFY(width.count(0) && width.count(1) && width.count(3));
    QVERIFY(width[0] < width[1]);
    QVERIFY(width[1] < width[3]);
    QVERIFY(colour[0] != colour[1] && colour[1] != colour[3] && colour[0] != colour[3]);
}

void TstNetworkView::nodeBadgesShowTheBufferState_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::newRow("hypercube d=4 alltoall-hypercube-sex") << "alltoall-hypercube-sex" << "hypercube:4";
    QTest::newRow("hypercube d=3 broadcast-recursive-doubling") << "broadcast-recursive-doubling" << "hypercube:3";
    QTest::newRow("ring z=8 allgather-ring") << "allgather-ring" << "ring:8";
}

void TstNetworkView::nodeBadgesShowTheBufferState()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    const auto result = run(algorithm, topology);
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.setResult(result);
    for (int r = 1; r <= replay.rounds(); ++r) {
        const core::BufferState before = replay.stateAfter(r - 1);
        const core::BufferState after = replay.stateAfter(r);
        view.setRound(r, before, after);
        for (double progress : {0.0, 0.5, 1.0}) {
            view.setProgress(progress);
            const core::BufferState &shown = progress < 1.0 ? before : after;
            for (int v = 0; v < result->topology->nodeCount(); ++v) {
                const int count = int(shown.held[std::size_t(v)].size());
                QCOMPARE(view.nodeHeldCount(v), count);
                QCOMPARE(view.nodeGlyphSquares(v), count <= 1 ? count : 3);
            }
        }
    }
}

void TstNetworkView::reductionsShowPartialSums()
{
    const auto result = run(QStringLiteral("reduce-recursive-halving"), QStringLiteral("hypercube:3"));
    QVERIFY(result->schedule->isReduction());
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.setResult(result);
    const int last = replay.rounds();
    showRound(view, replay, last, 1.0);
    const core::BufferState after = replay.stateAfter(last);
    const int root = result->params.root;
    QCOMPARE(after.held[std::size_t(root)].size(), std::size_t(1));
    const int sum = after.held[std::size_t(root)].front();
    QCOMPARE(result->schedule->contributors[std::size_t(sum)].toString(), QStringLiteral("0-7"));
    QCOMPARE(view.nodeSummary(root), QStringLiteral("\u03A3000-111")); // issue 13: in the node names
}

void TstNetworkView::packetsCarryTextbookLabels()
{
    // Personalized data {origin,dest}: pairwise exchange sends one packet per message.
    const auto alltoall = run(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:3"));
    const core::Replay replay(alltoall->schedule.get());
    views::NetworkView view;
    view.setResult(alltoall);
    showRound(view, replay, 1, 0.5);
    const core::Round &round = alltoall->schedule->rounds.front();
    QCOMPARE(view.packetItemCount(), int(round.transfers.size()));
    for (int t = 0; t < view.packetItemCount(); ++t) {
        const auto &transfer = round.transfers[std::size_t(t)];
        QCOMPARE(transfer.packets.size(), std::size_t(1));
        const core::Packet &p = alltoall->schedule->packets[std::size_t(transfer.packets.front())];
        // Issue 13 (defect 8): in the network's node names, binary on a hypercube.
        QCOMPARE(view.packetLabel(t),
                 QStringLiteral("{%1,%2}").arg(alltoall->topology->label(p.origin), alltoall->topology->label(p.dest)));
    }
    // Broadcast data by its origin; a combined message by its origins and destinations.
    const auto broadcast = run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"));
    const core::Replay broadcastReplay(broadcast->schedule.get());
    view.setResult(broadcast);
    showRound(view, broadcastReplay, 1, 0.5);
    QCOMPARE(view.packetItemCount(), 1);
    QCOMPARE(view.packetLabel(0), QStringLiteral("000"));
    const auto sex = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    const core::Replay sexReplay(sex->schedule.get());
    view.setResult(sex);
    showRound(view, sexReplay, 1, 0.5);
    // Node 000 sends its packets for the other half along dimension 2, the four nodes 1**
    // (issue 13, defect 8: the chip read "x4" and hid the destinations).
    QCOMPARE(sex->schedule->rounds[0].transfers[std::size_t(view.frame().messages[0].transfer)].src, 0);
    QCOMPARE(view.packetLabel(0), QStringLiteral("{000,1**}"));
}

void TstNetworkView::packetsTravelDuringTheRound_data()
{
    QTest::addColumn<QString>("model");
    QTest::newRow("wormhole") << "wh";
    QTest::newRow("store-and-forward") << "sf";
}

void TstNetworkView::packetsTravelDuringTheRound()
{
    QFETCH(QString, model);
    const auto result = run(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:3"), model);
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.setResult(result);
    // The last round of pairwise exchange sends across all three dimensions.
    const int r = replay.rounds();
    view.setRound(r, replay.stateAfter(r - 1), replay.stateAfter(r));
    const auto &transfer = result->schedule->rounds[std::size_t(r - 1)].transfers.front();
    QCOMPARE(int(transfer.path.size()), 4);
    const QPointF src = view.nodePosition(transfer.src);
    const QPointF dst = view.nodePosition(transfer.dst);
    auto distanceTo = [](const QPointF &a, const QPointF &b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); };
    double previous = 1e300;
    for (double progress : {0.0, 0.3, 0.6, 0.9}) {
        view.setProgress(progress);
        QVERIFY(view.packetVisible(0));
        const double left = distanceTo(view.packetPosition(0), dst);
        QVERIFY2(left < previous, "the packet moves towards its destination");
        previous = left;
    }
    view.setProgress(0.0);
    QVERIFY(distanceTo(view.packetPosition(0), src) < distanceTo(view.packetPosition(0), dst));
    view.setProgress(1.0);
    QVERIFY2(!view.packetVisible(0), "delivered packets are shown in the destination's badge");
}

void TstNetworkView::progressNeverRebuildsTheScene()
{
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:4"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.setResult(result);
    const int rebuilds = view.sceneRebuilds();
    showRound(view, replay, 2, 0.0);
    const int items = view.scene()->items().size();
    const QPointF start = view.packetPosition(0);
    for (int f = 1; f < 50; ++f)
        view.setProgress(f / 50.0);
    QCOMPARE(view.scene()->items().size(), items);
    QVERIFY(view.packetPosition(0) != start);
    // Another result on the same topology keeps the scene; another topology rebuilds it.
    view.setResult(run(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:4")));
    QCOMPARE(view.sceneRebuilds(), rebuilds);
    view.setResult(run(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:3")));
    QCOMPARE(view.sceneRebuilds(), rebuilds + 1);
}

void TstNetworkView::steppingBackRestoresTheRound()
{
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.resize(1000, 700);
    view.setResult(result);
    showRound(view, replay, 2, 0.4);
    const Snapshot second = snapshot(view, *result->topology);
    showRound(view, replay, 3, 0.7);
    const Snapshot third = snapshot(view, *result->topology);
    QVERIFY(!(third == second));
    showRound(view, replay, 2, 0.4);
    QVERIFY(snapshot(view, *result->topology) == second);
    // And forwards again.
    showRound(view, replay, 3, 0.7);
    QVERIFY(snapshot(view, *result->topology) == third);
}

void TstNetworkView::portViolationIsMarkedAtItsNode()
{
    // Node 0 sends to both neighbours in one round under a 1-port model: the simulator
    // reports a port overload at node 0 and the view marks it there and nowhere else.
    QString error;
    const core::TopologyPtr topology = core::Topology::create(QStringLiteral("hypercube:2"), &error);
    auto problem = std::make_shared<core::Problem>(core::Operation::Broadcast, topology, 0, 0);
    auto schedule = std::make_shared<core::Schedule>(problem->emptySchedule());
    core::Round round;
    round.transfers.push_back({0, 1, {0, 1}, {0}, {}});
    round.transfers.push_back({0, 2, {0, 2}, {0}, {}});
    schedule->rounds.push_back(round);
    auto result = std::make_shared<core::RunResult>();
    result->ok = true;
    result->topology = topology;
    result->model.ports = 1;
    result->problem = problem;
    result->schedule = schedule;
    result->simulation = core::Simulator::run(*problem, *schedule, result->model, core::CostParams());
    QCOMPARE(result->simulation.rounds.front().portOverload, std::vector<int>{0});

    const core::Replay replay(schedule.get());
    views::NetworkView view;
    view.setResult(result);
    showRound(view, replay, 1, 0.5);
    for (int v = 0; v < topology->nodeCount(); ++v)
        QCOMPARE(view.nodeOverloaded(v), v == 0);
    QVERIFY(view.nodeToolTip(0).contains(QStringLiteral("port limit")));
    view.setRound(0, replay.stateAfter(0), replay.stateAfter(0));
    QVERIFY(!view.nodeOverloaded(0));
}

void TstNetworkView::channelToolTipListsItsTransfers()
{
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.setResult(result);
    showRound(view, replay, 3, 0.5);
    const core::Round &round = result->schedule->rounds[2];
    for (const core::ChannelLoad &c : result->simulation.rounds[2].channelLoads) {
        const QString tip = view.channelToolTip(c.arc);
        int listed = 0;
        for (const core::Transfer &t : round.transfers) {
            bool uses = false;
            for (std::size_t i = 1; i < t.path.size(); ++i)
                uses = uses || result->topology->arcBetween(t.path[i - 1], t.path[i]) == c.arc;
            if (uses) {
                ++listed;
                QVERIFY2(tip.contains(QStringLiteral("%1 -> %2").arg(t.src).arg(t.dst)), qPrintable(tip));
            }
        }
        QCOMPARE(listed, c.load);
    }
}

void TstNetworkView::clickingANodeSelectsIt()
{
    const auto result = run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("mesh:4x4"));
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 800, 600, result));
    QSignalSpy clicked(&view, &views::NetworkView::nodeClicked);
    const QPoint at = view.mapFromScene(view.nodePosition(5));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.front().front().toInt(), 5);
    QCOMPARE(view.selectedNode(), 5);
    // Broadcast from 0 on mesh:4x4, initial state: node 5 is a processor and holds nothing.
    QCOMPARE(view.nodeToolTip(5), QStringLiteral("Node 5 (processor 5)\nHolds nothing"));
}

void TstNetworkView::clickingAChannelNamesItsDirection()
{
    // ring:8 under its natural full-duplex model: each link is drawn as two lanes, one per
    // direction; a click on a lane is a click on that direction (what an exercise asks).
    const auto result = run(QStringLiteral("allgather-ring"), QStringLiteral("ring:8"));
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 800, 600, result));
    QSignalSpy clicked(&view, &views::NetworkView::drawingClicked);
    const core::Topology &topology = *result->topology;
    for (const auto &[from, to] : std::vector<std::pair<int, int>>{{0, 1}, {1, 0}, {5, 4}}) {
        const int arc = topology.arcBetween(from, to);
        const QPolygonF line = view.channelPolyline(arc);
        QVERIFY(line.size() >= 2);
        const QPoint at = view.mapFromScene(0.5 * (line.front() + line.back()));
        QCOMPARE(view.arcAt(at), arc);
        clicked.clear();
        QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::ShiftModifier, at);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.front().at(0).toInt(), -1);
        QCOMPARE(clicked.front().at(1).toInt(), arc);
        QCOMPARE(clicked.front().at(2).value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers(Qt::ShiftModifier));
    }
    // A node click says the node, and no channel.
    clicked.clear();
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.mapFromScene(view.nodePosition(3)));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.front().at(0).toInt(), 3);
    QCOMPARE(clicked.front().at(1).toInt(), -1);
    // Far from every channel and node: nothing.
    clicked.clear();
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(clicked.count(), 0);
}

void TstNetworkView::marksShowOnTheirRoundWithTheirKinds()
{
    const auto result = run(QStringLiteral("allgather-ring"), QStringLiteral("ring:8"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 800, 600, result));
    showRound(view, replay, 1, 1.0);
    const core::Topology &topology = *result->topology;
    views::DrawingMarks marks;
    marks.push_back({views::DrawingMark::Right, topology.arcBetween(0, 1), -1, {}});
    marks.push_back({views::DrawingMark::Missed, topology.arcBetween(1, 2), -1, {}});
    marks.push_back({views::DrawingMark::Wrong, topology.arcBetween(2, 1), -1, {}});
    marks.push_back({views::DrawingMark::Right, -1, 4, {}});
    view.setMarks(1, marks);
    QCOMPARE(view.marksDrawn(), 4);
    const QStringList legend = view.renderer().legendTexts();
    QVERIFY2(legend.contains(QStringLiteral("✓ right")), qPrintable(legend.join(u'|')));
    QVERIFY(legend.contains(QStringLiteral("○ missed")));
    QVERIFY(legend.contains(QStringLiteral("✗ wrong")));
    QVERIFY(!legend.contains(QStringLiteral("✗ breaks a rule")));
    // The marks are pixels on the drawing: the middle of the wrong lane is red-ish now.
    const QPolygonF wrong = view.channelPolyline(topology.arcBetween(2, 1));
    const QImage image = view.grab().toImage();
    const QColor at = image.pixelColor(view.mapFromScene(0.5 * (wrong.front() + wrong.back())) * image.devicePixelRatio());
    QVERIFY2(at.red() > 150 && at.green() < 120, qPrintable(at.name()));
    // Another round on show: none drawn, none in the legend.
    showRound(view, replay, 2, 1.0);
    QCOMPARE(view.marksDrawn(), 0);
    QVERIFY(!view.renderer().legendTexts().contains(QStringLiteral("✓ right")));
    showRound(view, replay, 1, 1.0);
    QCOMPARE(view.marksDrawn(), 4);
    view.setMarks(1, {});
    QCOMPARE(view.marksDrawn(), 0);
}

void TstNetworkView::nodeToolTipsNameProcessorsAndSwitches()
{
    // tree:4: processors 0..3 are leaves, the inner vertices 4..6 are switches. At the end
    // of the broadcast every processor holds the message; a switch holds nothing.
    const auto result = run(QStringLiteral("broadcast-tree"), QStringLiteral("tree:4"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.setResult(result);
    const int rounds = int(result->schedule->rounds.size());
    showRound(view, replay, rounds, 1.0);
    for (int v = 0; v < 4; ++v)
        QCOMPARE(view.nodeToolTip(v), QStringLiteral("Node %1 (processor %1)\nHolds 1 packet(s):\n0").arg(v));
    for (int v = 4; v < result->topology->nodeCount(); ++v)
        QCOMPARE(view.nodeToolTip(v),
                 QStringLiteral("Switch %1\nHolds nothing").arg(result->topology->label(v)));
}

void TstNetworkView::messagesTakeTurnsAsTheTimelineSays()
{
    // hypercube:3, standard exchange under sf,noncombining: in round 1 every node sends its 4
    // packets for the other half as 4 messages over one channel (load 4); each holds the
    // sender's one port for t_s + t_w m = 2, so they take turns and the round lasts 8.
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"),
                            QStringLiteral("sf,noncombining"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 900, 700, result));
    QCOMPARE(result->simulation.rounds[0].maxLinkLoad, 4);
    QCOMPARE(result->simulation.rounds[0].time, 8.0);
    showRound(view, replay, 1, 0.5);
    // Half-way through the round (engine time 4 of 8) half of the messages have arrived.
    const core::Frame &frame = view.frame();
    QCOMPARE(frame.time, 4.0);
    QCOMPARE(int(frame.messages.size()), 32);
    QCOMPARE(view.packetItemCount(), 32);
    QCOMPARE(frame.arrived(), 16);
    // The four messages of node 0 on its loaded channel: at 0.625 (engine time 5) two have
    // arrived at node 1, one crosses the channel, one waits at node 0, drawn faded there.
    showRound(view, replay, 1, 0.625);
    const core::Round &round = result->schedule->rounds[0];
    int arrived = 0, moving = 0, waiting = 0;
    for (int i = 0; i < int(view.frame().messages.size()); ++i) {
        const core::FrameMessage &m = view.frame().messages[std::size_t(i)];
        if (round.transfers[std::size_t(m.transfer)].src != 0)
            continue;
        const QPointF at = view.packetPosition(i);
        const QPointF from = view.nodePosition(0);
        const QPointF to = view.nodePosition(round.transfers[std::size_t(m.transfer)].dst);
        switch (m.phase) {
        case core::FramePhase::Arrived:
            ++arrived;
            QVERIFY(std::hypot(at.x() - to.x(), at.y() - to.y()) < std::hypot(at.x() - from.x(), at.y() - from.y()));
            QVERIFY(!view.packetWaiting(i));
            break;
        case core::FramePhase::Travelling:
            ++moving;
            QVERIFY(!view.packetWaiting(i));
            break;
        case core::FramePhase::Waiting:
            ++waiting;
            QVERIFY(view.packetWaiting(i));
            QVERIFY(std::hypot(at.x() - from.x(), at.y() - from.y()) < std::hypot(at.x() - to.x(), at.y() - to.y()));
            break;
        }
    }
    QCOMPARE(arrived, 2);
    QCOMPARE(moving, 1);
    QCOMPARE(waiting, 1);
    // Under the natural model (sf, combining) the same round is one message a node, all at once.
    const auto natural = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    const core::Replay naturalReplay(natural->schedule.get());
    view.setResult(natural);
    showRound(view, naturalReplay, 1, 0.5);
    QCOMPARE(view.packetItemCount(), 8);
    QCOMPARE(view.frame().waiting(), 0);
    QCOMPARE(view.frame().arrived(), 0);
}

void TstNetworkView::hoveringShowsWhatIsThere()
{
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 900, 700, result));
    showRound(view, replay, 3, 0.05);
    auto hover = [&](const QPointF &scenePos) {
        const QPoint at = view.mapFromScene(scenePos);
        QHelpEvent help(QEvent::ToolTip, at, view.viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(view.viewport(), &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    // The busiest channel of round 3, hovered half way along its drawing.
    const core::ChannelLoad busiest = *std::max_element(
        result->simulation.rounds[2].channelLoads.begin(), result->simulation.rounds[2].channelLoads.end(),
        [](const core::ChannelLoad &a, const core::ChannelLoad &b) { return a.load < b.load; });
    const QPolygonF line = view.channelPolyline(busiest.arc);
    const QPointF middle = 0.5 * (line.front() + line.back());
    // Round 3 sends 0->4, 1->5, 2->6 and 3->7 forwards round the ring: all four cross 3 -> 4
    // and take turns of t_s + t_w m = 2 there, in the engine's timeline.
    QCOMPARE(busiest.arc, result->topology->arcBetween(3, 4));
    const QString channelTip = QStringLiteral("Channel 3 \u2192 4\nRound 3: 4 message(s)\n"
                                              "0 -> 4, 1 packet(s), on this channel 0 to 2\n"
                                              "1 -> 5, 1 packet(s), on this channel 2 to 4\n"
                                              "2 -> 6, 1 packet(s), on this channel 4 to 6\n"
                                              "3 -> 7, 1 packet(s), on this channel 6 to 8");
    QCOMPARE(view.channelToolTip(busiest.arc), channelTip);
    QCOMPARE(hover(middle), channelTip);
    // Node 4 before round 3 has delivered: a processor (not a switch) that holds nothing yet.
    const QString nodeTip = QStringLiteral("Node 4 (processor 4)\nHolds nothing");
    QCOMPARE(view.nodeToolTip(4), nodeTip);
    QCOMPARE(hover(view.nodePosition(4)), nodeTip);
}

void TstNetworkView::keysAndWheelZoom()
{
    const auto result = run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("mesh:4x4"));
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 800, 600, result));
    const double fitted = view.transform().m11();
    QTest::keyClick(&view, Qt::Key_Plus);
    QVERIFY(view.transform().m11() > fitted * 1.1);
    QTest::keyClick(&view, Qt::Key_0);
    QCOMPARE(view.transform().m11(), fitted);
    QTest::keyClick(&view, Qt::Key_Minus);
    QVERIFY(view.transform().m11() < fitted * 0.9);
    QTest::keyClick(&view, Qt::Key_0);
    const QPoint centre = view.viewport()->rect().center();
    QWheelEvent wheel(centre, view.viewport()->mapToGlobal(centre), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view.viewport(), &wheel);
    QVERIFY(view.transform().m11() > fitted * 1.1);
}

namespace {

/// Viewport rectangles of everything visible on the scene, with the node items apart.
void drawnRects(const views::NetworkView &view, QList<QRect> *all, QList<QRect> *nodes)
{
    for (QGraphicsItem *item : view.scene()->items()) {
        if (!item->isVisible() || item->boundingRect().isEmpty())
            continue;
        const QRect r = view.mapFromScene(item->sceneBoundingRect()).boundingRect();
        all->append(r);
        if (nodes && dynamic_cast<views::NodeItem *>(item))
            nodes->append(r);
    }
}

QString describe(const QRect &r)
{
    return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace

void TstNetworkView::everythingDrawnIsInsideTheView_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("round");
    QTest::addColumn<QSize>("size");
    // The rounds of the documentation screenshots, at the size the main window gives the
    // view, and a projector's 4:3 window.
    QTest::newRow("hypercube d=4 sex round 2") << "alltoall-hypercube-sex" << "hypercube:4" << 2 << QSize(580, 660);
    QTest::newRow("hypercube d=4 sex round 3 4:3") << "alltoall-hypercube-sex" << "hypercube:4" << 3 << QSize(1024, 768);
    QTest::newRow("hypercube d=5 sex round 1") << "alltoall-hypercube-sex" << "hypercube:5" << 1 << QSize(580, 660);
    QTest::newRow("torus 3x3x3 broadcast round 5") << "broadcast-recursive-doubling" << "torus:3x3x3" << 5
                                                   << QSize(580, 660);
    QTest::newRow("torus 5x5 alltoall round 2") << "alltoall-cartesian" << "torus:5x5" << 2 << QSize(580, 660);
    QTest::newRow("ring z=8 near-first round 3") << "broadcast-ring-near-first" << "ring:8" << 3 << QSize(580, 660);
}

void TstNetworkView::everythingDrawnIsInsideTheView()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(int, round);
    QFETCH(QSize, size);
    const auto result = run(algorithm, topology);
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
    showRound(view, replay, round, 0.0);
    const QRect viewport = view.viewport()->rect();
    // Every packet label, at every moment of the round, and every node and channel.
    for (double progress : {0.0, 0.2, 0.4, 0.5, 0.6, 0.8, 0.95}) {
        view.setProgress(progress);
        QList<QRect> all;
        drawnRects(view, &all, nullptr);
        QVERIFY(!all.isEmpty());
        for (const QRect &r : all)
            QVERIFY2(viewport.contains(r),
                     qPrintable(QStringLiteral("%1 is cut at progress %2").arg(describe(r)).arg(progress)));
    }
}

void TstNetworkView::fitDoesNotJumpBackBetweenRounds()
{
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:4"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 580, 660, result));
    double previous = view.transform().m11();
    for (int r = 1; r <= replay.rounds(); ++r) {
        showRound(view, replay, r, 0.5);
        QVERIFY2(view.transform().m11() <= previous, "the fit only widens while stepping");
        previous = view.transform().m11();
    }
    const QPointF node = view.mapFromScene(view.nodePosition(5));
    showRound(view, replay, 1, 0.5);
    QCOMPARE(view.transform().m11(), previous);
    QCOMPARE(view.mapFromScene(view.nodePosition(5)), node.toPoint());
}

void TstNetworkView::travellingLabelsLeaveNodesFree_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("round");
    QTest::addColumn<int>("allowed"); // labels on a node, summed over the sampled moments
    QTest::newRow("hypercube d=3 sex round 1") << "alltoall-hypercube-sex" << "hypercube:3" << 1 << 0;
    // Dimension 3 of Q4: the links are curves bent just clear of the nodes they pass, and at
    // some moments both sides of the lane are taken (8 of the 80 placements while labels
    // only chose a side); a label then slides along its hop to a free place.
    QTest::newRow("hypercube d=4 sex round 1") << "alltoall-hypercube-sex" << "hypercube:4" << 1 << 0;
    QTest::newRow("hypercube d=4 sex round 2") << "alltoall-hypercube-sex" << "hypercube:4" << 2 << 0;
    QTest::newRow("hypercube d=5 sex round 1") << "alltoall-hypercube-sex" << "hypercube:5" << 1 << 0;
    QTest::newRow("torus 5x5 alltoall round 2") << "alltoall-cartesian" << "torus:5x5" << 2 << 0;
    QTest::newRow("mesh 4x4 broadcast round 3") << "broadcast-recursive-doubling" << "mesh:4x4" << 3 << 0;
}

void TstNetworkView::travellingLabelsLeaveNodesFree()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(int, round);
    QFETCH(int, allowed);
    const auto result = run(algorithm, topology);
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.resize(580, 660);
    view.setResult(result);
    showRound(view, replay, round, 0.0);
    std::vector<QRectF> nodes;
    for (QGraphicsItem *item : view.scene()->items())
        if (auto *node = dynamic_cast<views::NodeItem *>(item))
            nodes.push_back(node->mapRectToScene(node->shape().boundingRect()));
    int covered = 0;
    QStringList where;
    // While messages are between their nodes (not at the very start or end of the round).
    for (double progress : {0.3, 0.4, 0.5, 0.6, 0.7}) {
        view.setProgress(progress);
        for (QGraphicsItem *item : view.scene()->items()) {
            auto *label = dynamic_cast<views::PacketLabelItem *>(item);
            if (!label || !label->isVisible())
                continue;
            const QSizeF size = label->size();
            const QRectF pill(label->scenePos() - QPointF(size.width() / 2, size.height() / 2), size);
            for (const QRectF &node : nodes)
                if (node.intersects(pill)) {
                    ++covered;
                    where << QStringLiteral("%1 @%2").arg(describe(pill.toRect())).arg(progress);
                }
        }
    }
    QVERIFY2(covered <= allowed, qPrintable(where.join(QStringLiteral("; "))));
}

void TstNetworkView::legendNeverCoversANode_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QSize>("size");
    for (const QSize &size : {QSize(580, 660), QSize(800, 600), QSize(1200, 500), QSize(420, 700)}) {
        const QString at = QStringLiteral(" %1x%2").arg(size.width()).arg(size.height());
        QTest::newRow(qPrintable(QStringLiteral("hypercube d=3") + at)) << "broadcast-recursive-doubling"
                                                                        << "hypercube:3" << size;
        QTest::newRow(qPrintable(QStringLiteral("ring z=8") + at)) << "broadcast-ring-near-first" << "ring:8" << size;
        QTest::newRow(qPrintable(QStringLiteral("mesh 4x4") + at)) << "broadcast-recursive-doubling" << "mesh:4x4"
                                                                   << size;
        QTest::newRow(qPrintable(QStringLiteral("torus 3x3x3") + at)) << "broadcast-recursive-doubling"
                                                                      << "torus:3x3x3" << size;
    }
}

void TstNetworkView::legendNeverCoversANode()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QSize, size);
    views::NetworkView view;
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(run(algorithm, topology));
    QVERIFY(view.isLegendVisible());
    const QRect legend = view.legendRect().toAlignedRect();
    QVERIFY(!legend.isEmpty());
    QVERIFY(view.viewport()->rect().contains(legend));
    QList<QRect> all;
    QList<QRect> nodes;
    drawnRects(view, &all, &nodes);
    QCOMPARE(nodes.size(), view.layout()->nodeCount());
    for (const QRect &node : nodes)
        QVERIFY2(!node.intersects(legend), qPrintable(describe(node) + QStringLiteral(" under the legend ")
                                                      + describe(legend)));
}

void TstNetworkView::legendTogglesWithL()
{
    views::NetworkView view;
    // A round drawing in a square window: wherever the legend goes, it costs the drawing room.
    view.resize(600, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8")));
    const double withLegend = view.transform().m11();
    QTest::keyClick(&view, Qt::Key_L);
    QVERIFY(!view.isLegendVisible());
    QVERIFY(view.legendRect().isEmpty());
    QVERIFY2(view.transform().m11() > withLegend, "the drawing takes the legend's room");
    QTest::keyClick(&view, Qt::Key_L);
    QVERIFY(view.isLegendVisible());
    QCOMPARE(view.transform().m11(), withLegend);
}

void TstNetworkView::clickerKeysDoNotRotate()
{
    views::NetworkView view;
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("torus:3x3x3")));
    QVERIFY2(view.floorsShown(), "a small lattice starts as floors side by side");
    QTest::keyClick(&view, Qt::Key_V);
    QVERIFY(view.layout()->is3D());
    const QPointF start = view.nodePosition(1);
    const QTransform fitted = view.transform();
    // A presenter's clicker sends these; the window steps the rounds with them.
    for (Qt::Key key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_PageUp, Qt::Key_PageDown,
                        Qt::Key_Space, Qt::Key_Home, Qt::Key_End}) {
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier);
        QCoreApplication::sendEvent(&view, &press);
        QVERIFY2(!press.isAccepted(), "left to the window");
        QCOMPARE(view.nodePosition(1), start);
        QCOMPARE(view.transform(), fitted);
    }
    QTest::keyClick(&view, Qt::Key_Left, Qt::ShiftModifier);
    QVERIFY2(view.nodePosition(1) != start, "Shift+Left rotates");
    QTest::keyClick(&view, Qt::Key_R);
    QCOMPARE(view.nodePosition(1), start);
}

void TstNetworkView::labelsAreDrawnOnTheirPacketsInAScreenshot()
{
    // The screenshot renders the whole window, with the view at an offset inside it.
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    layout->setContentsMargins(300, 40, 0, 0);
    auto *view = new views::NetworkView;
    layout->addWidget(view);
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    const core::Replay replay(result->schedule.get());
    view->setResult(result);
    showRound(*view, replay, 1, 0.5);
    const QImage image = window.grab().toImage();
    int checked = 0;
    for (QGraphicsItem *item : view->scene()->items()) {
        if (!dynamic_cast<views::PacketLabelItem *>(item) || !item->isVisible())
            continue;
        const QRect label = view->mapFromScene(item->sceneBoundingRect()).boundingRect().translated(
            view->viewport()->mapTo(&window, QPoint(0, 0)));
        // The pill is packetColor(): most of its pixels are dark.
        int dark = 0;
        int total = 0;
        for (int y = label.top() + 3; y < label.bottom() - 3; ++y)
            for (int x = label.left() + 3; x < label.right() - 3; ++x, ++total)
                dark += qGray(image.pixel(x, y)) < 90;
        QVERIFY2(total > 0 && dark > total / 3,
                 qPrintable(QStringLiteral("no label drawn at %1 (%2 of %3 dark)").arg(describe(label)).arg(dark).arg(total)));
        ++checked;
    }
    QCOMPARE(checked, view->packetItemCount());
}

void TstNetworkView::tinyNodeLabelsAreHiddenUntilZoomed()
{
    views::NetworkView view;
    view.resize(580, 660);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("torus:8x8x8")));
    QVERIFY2(!view.nodeLabelsShown(), "512 names at a few pixels each are unreadable");
    QVERIFY(view.nodeToolTip(100).startsWith(QStringLiteral("Node 100 (processor 100)\n"))); // hovering still names it
    QVERIFY(!view.nodeToolTip(100).contains(QStringLiteral("Switch")));
    for (int i = 0; i < 12 && !view.nodeLabelsShown(); ++i)
        view.zoomIn();
    QVERIFY2(view.nodeLabelsShown(), "zooming in brings the names back");
    view.setResult(run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3")));
    QVERIFY(view.nodeLabelsShown());
}

void TstNetworkView::largeNetworksGetAnOverview()
{
    const auto result = run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:11"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.resize(800, 600);
    view.setResult(result);
    QVERIFY(view.isOverview());
    QCOMPARE(view.packetItemCount(), 0);
    // It still shows what the engine computed.
    const int r = 5;
    showRound(view, replay, r, 1.0);
    const core::BufferState after = replay.stateAfter(r);
    for (int v = 0; v < result->topology->nodeCount(); ++v)
        QCOMPARE(view.nodeHeldCount(v), int(after.held[std::size_t(v)].size()));
    for (const core::ChannelLoad &c : result->simulation.rounds[std::size_t(r - 1)].channelLoads)
        QCOMPARE(view.channelLoad(c.arc), c.load);
    QVERIFY(view.nodeToolTip(7).startsWith(QStringLiteral("Node %1 (processor 7)\n").arg(result->topology->label(7))));
    QVERIFY(!view.nodeToolTip(7).contains(QStringLiteral("Switch")));
    // Small networks keep the detailed drawing.
    view.setResult(run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:10")));
    QVERIFY(!view.isOverview());
}

void TstNetworkView::packetsTravelBetweenFloors_data()
{
    QTest::addColumn<QString>("topology");
    QTest::newRow("torus 3x3x3") << "torus:3x3x3";
    QTest::newRow("torus 4x4x4") << "torus:4x4x4";
    QTest::newRow("mesh 4x4x4") << "mesh:4x4x4";
}

void TstNetworkView::packetsTravelBetweenFloors()
{
    QFETCH(QString, topology);
    const auto result = run(QStringLiteral("broadcast-recursive-doubling"), topology);
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.resize(1200, 800);
    view.setResult(result);
    QVERIFY(view.floorsShown());
    const double radius = view.layout()->nodeRadius() * 100.0;
    int seen = 0;
    for (int r = 1; r <= int(result->schedule->rounds.size()); ++r) {
        showRound(view, replay, r, 0.3);
        const core::Round &round = result->schedule->rounds[std::size_t(r - 1)];
        for (std::size_t t = 0; t < round.transfers.size(); ++t) {
            const auto &path = round.transfers[t].path;
            if (path.size() != 2)
                continue;
            const core::Arc &arc = result->topology->arc(result->topology->arcBetween(path[0], path[1]));
            if (arc.dim != 2)
                continue;
            ++seen;
            // On its way along the link between the floors, in the gap, not on a node.
            const QPointF head = view.packetPosition(int(t));
            QVERIFY(view.packetVisible(int(t)));
            QVERIFY(view.channelLoad(arc.id) > 0);
            const QPolygonF channel = view.channelPolyline(arc.id);
            double best = 1e300;
            for (int i = 1; i < channel.size(); ++i) {
                const QLineF seg(channel[i - 1], channel[i]);
                const QPointF ab = seg.p2() - seg.p1();
                const double len2 = QPointF::dotProduct(ab, ab);
                const double f = len2 > 0 ? std::clamp(QPointF::dotProduct(head - seg.p1(), ab) / len2, 0.0, 1.0) : 0.0;
                const QPointF q = seg.p1() + f * ab;
                best = std::min(best, std::hypot(head.x() - q.x(), head.y() - q.y()));
            }
            QVERIFY2(best < 2.0, "the packet is on its inter-floor channel");
            for (int v = 0; v < result->topology->nodeCount(); ++v) {
                const QPointF d = head - view.nodePosition(v);
                QVERIFY2(std::hypot(d.x(), d.y()) > radius, "the packet is seen between the nodes");
            }
        }
    }
    QVERIFY2(seen > 0, "some round sends between floors");
}

void TstNetworkView::switchingFloorsKeepsTheRound()
{
    const auto result = run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("torus:3x3x3"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.resize(1200, 800);
    view.setResult(result);
    view.setSelectedNode(13);
    showRound(view, replay, 5, 0.5);
    const Snapshot floors = snapshot(view, *result->topology);
    const int messages = view.packetItemCount();
    QVERIFY(messages > 0);
    QTest::keyClick(&view, Qt::Key_V);
    QVERIFY(!view.floorsShown());
    QVERIFY(view.layout()->is3D());
    // The same round, state, loads and messages in the other drawing; only places differ.
    QCOMPARE(view.round(), 5);
    QCOMPARE(view.progress(), 0.5);
    QCOMPARE(view.selectedNode(), 13);
    QCOMPARE(view.packetItemCount(), messages);
    const Snapshot projected = snapshot(view, *result->topology);
    QCOMPARE(projected.loads, floors.loads);
    QCOMPARE(projected.held, floors.held);
    QCOMPARE(projected.tips, floors.tips);
    for (int t = 0; t < messages; ++t)
        QVERIFY(view.packetVisible(t));
    QTest::keyClick(&view, Qt::Key_V);
    QVERIFY(view.floorsShown());
    QCOMPARE(snapshot(view, *result->topology), floors);
}

void TstNetworkView::ringOrderTagsFollowTheProblem_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("shift");
    QTest::addColumn<bool>("tagged");
    QTest::newRow("hypercube d=3 sf q=3 (Gray code)") << "shift-hypercube" << "hypercube:3" << "sf" << 3 << true;
    QTest::newRow("hypercube d=4 sf q=5 (Gray code)") << "shift-hypercube" << "hypercube:4" << "sf" << 5 << true;
    QTest::newRow("hypercube d=3 wh q=3 (cube labels)") << "shift-hypercube" << "hypercube:3" << "" << 3 << false;
    QTest::newRow("broadcast, no order") << "broadcast-recursive-doubling" << "hypercube:3" << "" << 0 << false;
}

void TstNetworkView::ringOrderTagsFollowTheProblem()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    QFETCH(int, shift);
    QFETCH(bool, tagged);
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    request.modelSpec = model;
    if (shift > 0) {
        request.params.shift = shift;
        request.shiftGiven = true;
    }
    const auto result = std::make_shared<core::RunResult>(core::Engine::run(request));
    QVERIFY2(result->ok, qPrintable(result->error));
    QCOMPARE(!result->problem->orderIsIdentity(), tagged);
    views::NetworkView view;
    view.resize(1200, 800);
    view.setResult(result);
    const std::vector<int> &order = result->problem->order();
    for (int v = 0; v < result->topology->nodeCount(); ++v) {
        if (!tagged) {
            QVERIFY(view.nodeOrderTag(v).isEmpty());
            continue;
        }
        const auto j = std::find(order.begin(), order.end(), v) - order.begin();
        QCOMPARE(view.nodeOrderTag(v), QStringLiteral("#%1").arg(j));
        QVERIFY(view.nodeToolTip(v).startsWith(
            QStringLiteral("Node %1 (processor %2)\nPosition %3 in the shift's ring order\n")
                .arg(result->topology->label(v)).arg(v).arg(j)));
        QVERIFY(!view.nodeToolTip(v).contains(QStringLiteral("Switch")));
    }
    // The tags go with the result, not with the network drawn.
    view.setResult(run(QStringLiteral("broadcast-recursive-doubling"), topology));
    for (int v = 0; v < result->topology->nodeCount(); ++v)
        QVERIFY(view.nodeOrderTag(v).isEmpty());
}

void TstNetworkView::clickingTheOverviewSelectsANode()
{
    const auto result = run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:11"));
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 800, 600, result));
    QVERIFY(view.isOverview());
    QSignalSpy clicked(&view, &views::NetworkView::nodeClicked);
    // Zoomed in far enough that the dots are apart, as a user would before picking one.
    for (int i = 0; i < 12; ++i)
        view.zoomIn();
    const int node = 1234;
    view.centerOn(view.nodePosition(node));
    const QPoint at = view.mapFromScene(view.nodePosition(node));
    QVERIFY(view.viewport()->rect().contains(at));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.front().front().toInt(), node);
    QCOMPARE(view.selectedNode(), node);
    // A press on a node that ends as a drag elsewhere selects nothing.
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, at);
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, at + QPoint(200, 0));
    QCOMPARE(clicked.count(), 1);
}

namespace {

/// Whether segment ab passes within `grow` of rectangle r.
bool segmentMeetsRect(const QPointF &a, const QPointF &b, const QRectF &r, double grow)
{
    const QRectF box = r.adjusted(-grow, -grow, grow, grow);
    // Sample finely: the test's own, simpler rule than the view's.
    const int steps = 64;
    for (int k = 0; k <= steps; ++k)
        if (box.contains(a + (b - a) * (double(k) / steps)))
            return true;
    return false;
}

/// The arcs of links that carry a message in the round on show (either direction).
std::vector<int> loadedLinkArcs(const views::NetworkView &view, const core::Topology &topology)
{
    std::vector<int> arcs;
    for (const core::Arc &arc : topology.arcs())
        if (view.channelLoad(arc.id) > 0 || view.channelLoad(arc.id ^ 1) > 0)
            arcs.push_back(arc.id);
    return arcs;
}

/// Whether some transfer of round r that node sends or receives crosses arc.
std::vector<bool> arcsOfNode(const core::RunResult &result, int round, int node)
{
    std::vector<bool> carried(result.topology->arcs().size(), false);
    for (const core::Transfer &t : result.schedule->rounds[std::size_t(round - 1)].transfers)
        if (t.src == node || t.dst == node)
            for (int a : result.topology->pathArcs(t.path))
                carried[std::size_t(a)] = true;
    return carried;
}

bool looksGrey(QRgb c) { return std::max({qRed(c), qGreen(c), qBlue(c)}) - std::min({qRed(c), qGreen(c), qBlue(c)}) < 24; }

} // namespace

void TstNetworkView::labelsNeverCoverALoadedLink_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<bool>("presentation");
    QTest::addColumn<QSize>("size");
    // The lecture hall's complaint: Q3 standard exchange, presentation mode, round 3.
    QTest::newRow("hypercube d=3 sex presentation 1280x560") << "alltoall-hypercube-sex" << "hypercube:3" << true << QSize(1280, 560);
    QTest::newRow("hypercube d=3 sex presentation 1024x700") << "alltoall-hypercube-sex" << "hypercube:3" << true << QSize(1024, 700);
    QTest::newRow("hypercube d=3 sex 580x660") << "alltoall-hypercube-sex" << "hypercube:3" << false << QSize(580, 660);
    QTest::newRow("hypercube d=3 pairwise presentation 1280x560") << "alltoall-hypercube-pairwise" << "hypercube:3" << true << QSize(1280, 560);
}

void TstNetworkView::labelsNeverCoverALoadedLink()
{
    // A chip over a link that carries a message hides which way that message goes: in every
    // round, at every moment sampled, no chip covers the drawn line of a loaded link.
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(bool, presentation);
    QFETCH(QSize, size);
    const auto result = run(algorithm, topology);
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.setPresentationStyle(presentation);
    QVERIFY(showOnScreen(view, size.width(), size.height(), result));
    QStringList covered;
    int labels = 0;
    for (int r = 1; r <= replay.rounds(); ++r) {
        showRound(view, replay, r, 0.0);
        const std::vector<int> loaded = loadedLinkArcs(view, *result->topology);
        for (double progress = 0.05; progress < 1.0; progress += 0.1) {
            view.setProgress(progress);
            for (QGraphicsItem *item : view.scene()->items()) {
                auto *label = dynamic_cast<views::PacketLabelItem *>(item);
                if (!label || !label->isVisible())
                    continue;
                ++labels;
                const QSizeF pill = label->size();
                const QRectF rect(label->scenePos() - QPointF(pill.width() / 2, pill.height() / 2), pill);
                for (int arc : loaded) {
                    const QPolygonF line = view.channelPolyline(arc);
                    const double half = 0.5 * view.channelWidth(arc);
                    for (int i = 1; i < line.size(); ++i)
                        if (segmentMeetsRect(line[i - 1], line[i], rect, half)) {
                            covered << QStringLiteral("round %1 @%2: a chip at %3 covers arc %4")
                                           .arg(r)
                                           .arg(progress, 0, 'f', 2)
                                           .arg(describe(rect.toRect()))
                                           .arg(arc);
                            break;
                        }
                }
            }
        }
    }
    QVERIFY(labels > 0);
    QVERIFY2(covered.isEmpty(), qPrintable(covered.mid(0, 6).join(QStringLiteral("; "))));
}

void TstNetworkView::focusOnANodeGreysWhatItDoesNotSend_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<int>("node");
    QTest::newRow("hypercube d=5 sex node 0") << "alltoall-hypercube-sex" << "hypercube:5" << 0;
    QTest::newRow("hypercube d=5 pairwise node 0") << "alltoall-hypercube-pairwise" << "hypercube:5" << 0;
    QTest::newRow("torus 4x4 alltoall node 5") << "alltoall-cartesian" << "torus:4x4" << 5;
}

void TstNetworkView::focusOnANodeGreysWhatItDoesNotSend()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(int, node);
    const auto result = run(algorithm, topology);
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 1280, 720, result));
    core::Focus focus;
    focus.kind = core::Focus::Kind::Node;
    focus.node = node;
    view.setNetworkFocus(focus);
    view.setLegendVisible(false);
    for (int r = 1; r <= replay.rounds(); ++r) {
        showRound(view, replay, r, 1.0);
        const std::vector<bool> carried = arcsOfNode(*result, r, node);
        const QImage image = view.grab().toImage();
        int greyedLoaded = 0;
        int greyedLoadedLookGrey = 0;
        for (const core::Arc &arc : result->topology->arcs()) {
            QCOMPARE(view.channelGreyed(arc.id), !carried[std::size_t(arc.id)]);
            const QPolygonF line = view.channelPolyline(arc.id);
            const QPoint middle = view.mapFromScene(views::Route(line).pointAt(views::Route(line).length() / 2));
            const QRgb pixel = image.pixel(middle);
            if (carried[std::size_t(arc.id)]) {
                // What node sends or receives keeps its load colour, on screen.
                QVERIFY2(!looksGrey(pixel), qPrintable(QStringLiteral("round %1 arc %2").arg(r).arg(arc.id)));
            } else if (view.channelLoad(arc.id) > 0) {
                ++greyedLoaded;
                greyedLoadedLookGrey += looksGrey(pixel);
            }
        }
        // A greyed channel may cross a coloured one at its middle (Q5's curves); nearly all
        // of them look grey where they are drawn.
        QVERIFY2(greyedLoadedLookGrey >= greyedLoaded * 9 / 10,
                 qPrintable(QStringLiteral("round %1: %2 of %3").arg(r).arg(greyedLoadedLookGrey).arg(greyedLoaded)));
        QVERIFY(!view.nodeGreyed(node));
    }
}

void TstNetworkView::focusOnASubcubeOrRowGreysTheRest_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("focus");
    QTest::addColumn<int>("nodesInFocus");
    QTest::addColumn<int>("arcsInFocus");
    QTest::newRow("hypercube d=6 subcube 101***") << "hypercube:6" << "block:*,*,*,1,0,1" << 8 << 24;
    QTest::newRow("hypercube d=7 dimension 5") << "hypercube:7" << "dimension:5" << 128 << 128;
    QTest::newRow("torus 16x16 row y=3") << "torus:16x16" << "block:*,3" << 16 << 32;
    QTest::newRow("torus 4x4x4 plane z=1") << "torus:4x4x4" << "block:*,*,1" << 16 << 64;
}

void TstNetworkView::focusOnASubcubeOrRowGreysTheRest()
{
    QFETCH(QString, topology);
    QFETCH(QString, focus);
    QFETCH(int, nodesInFocus);
    QFETCH(int, arcsInFocus);
    const auto result = run(QStringLiteral("broadcast-recursive-doubling"), topology);
    views::NetworkView view;
    view.resize(800, 600);
    view.setResult(result);
    core::Focus f;
    QString error;
    QVERIFY2(core::Focus::parse(focus, &f, &error), qPrintable(error));
    view.setNetworkFocus(f);
    int nodes = 0;
    for (int v = 0; v < result->topology->nodeCount(); ++v)
        nodes += !view.nodeGreyed(v);
    int arcs = 0;
    for (const core::Arc &arc : result->topology->arcs())
        arcs += !view.channelGreyed(arc.id);
    QCOMPARE(nodes, nodesInFocus);
    QCOMPARE(arcs, arcsInFocus);
    QVERIFY2(view.renderer().legendTexts().join(QLatin1Char('|')).contains(QStringLiteral("outside the focus")),
             "the legend says what grey means");
    view.setNetworkFocus(core::Focus());
    for (const core::Arc &arc : result->topology->arcs())
        QVERIFY(!view.channelGreyed(arc.id));
}

void TstNetworkView::fitFramesTheFocusThenEverything()
{
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:6"));
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 1280, 720, result));
    const double whole = view.transform().m11();
    view.setNetworkFocus(core::Focus::block(*result->topology, 0b110000, {3, 4, 5}));
    view.fitToWindow(); // F
    QVERIFY2(view.transform().m11() > 2 * whole, "a Q3 of Q6 is framed larger");
    for (int v = 0b110000; v < 0b111000; ++v)
        QVERIFY(view.rect().contains(view.mapFromScene(view.nodePosition(v))));
    view.fitToWindow(); // F again: everything
    QCOMPARE(view.transform().m11(), whole);
}

void TstNetworkView::focusIsPartOfTheViewState()
{
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:5"));
    views::NetworkView view;
    view.resize(800, 600);
    view.setResult(result);
    core::Focus f;
    f.kind = core::Focus::Kind::Node;
    f.node = 3;
    view.setNetworkFocus(f);
    const views::NetworkViewState state = view.viewState();
    QCOMPARE(state.focus, f);
    QCOMPARE(state.toJson().value(QStringLiteral("focus")).toString(), QStringLiteral("node:3"));
    views::NetworkViewState read;
    QString error;
    QVERIFY2(views::NetworkViewState::read(state.toJson(), QStringLiteral("views.network"), &read, &error),
             qPrintable(error));
    QCOMPARE(read.focus, f);
    QVERIFY(!views::NetworkViewState::read(QJsonObject{{QStringLiteral("focus"), QStringLiteral("cube:3")}},
                                           QStringLiteral("views.network"), &read, &error));
    QVERIFY2(error.startsWith(QStringLiteral("views.network.focus")) && error.contains(QStringLiteral("cube:3")),
             qPrintable(error));
    // A renderer given the state (an exporter's) greys what the window greys.
    views::NetworkRenderer renderer;
    renderer.setResult(result);
    renderer.setState(state);
    for (const core::Arc &arc : result->topology->arcs())
        QCOMPARE(renderer.channelGreyed(arc.id), view.channelGreyed(arc.id));
}

void TstNetworkView::focusMenuOffersWhatTheNetworkHas_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("offeredText"); // entries, | between them
    QTest::newRow("hypercube d=5") << "hypercube:5"
                                   << "No focus|The messages of node 00000|Subcube 0**** (a Q4)|Subcube 00*** (a Q3)|"
                                      "Subcube 000** (a Q2)|The links of dimension 0|The links of dimension 4";
    QTest::newRow("torus 4x4") << "torus:4x4"
                               << "The messages of node 0|The line y = 0|The line x = 0|The links along x|The links along y";
    QTest::newRow("torus 3x3x3") << "torus:3x3x3" << "The line y = 0, z = 0|The plane z = 0|The links along z";
    QTest::newRow("ring 8") << "ring:8" << "No focus|The messages of node 0";
}

void TstNetworkView::focusMenuOffersWhatTheNetworkHas()
{
    QFETCH(QString, topology);
    QFETCH(QString, offeredText);
    const QStringList offered = offeredText.split(QLatin1Char('|'));
    views::NetworkView view;
    view.resize(800, 600);
    view.setResult(run(QStringLiteral("broadcast-recursive-doubling"), topology));
    QMenu *menu = view.focusMenu();
    QVERIFY(menu);
    emit menu->aboutToShow();
    QStringList texts;
    for (QAction *a : menu->actions())
        if (!a->isSeparator())
            texts << a->text();
    for (const QString &t : offered)
        QVERIFY2(texts.contains(t), qPrintable(t + QStringLiteral(" not in ") + texts.join(QStringLiteral(" | "))));
    // Choosing an entry focuses.
    for (QAction *a : menu->actions())
        if (a->text() == offered.back())
            a->trigger();
    QVERIFY(!view.networkFocus().isNone());
}

void TstNetworkView::chipsAppearWhenZoomedCloseEnough()
{
    // Q8's 256 chips at the fit are specks: they are left out until the zoom makes them
    // readable, then drawn.
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:8"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    QVERIFY(showOnScreen(view, 800, 600, result));
    showRound(view, replay, 1, 0.5);
    auto shownChips = [&]() {
        int n = 0;
        for (QGraphicsItem *item : view.scene()->items())
            if (dynamic_cast<views::PacketLabelItem *>(item) && item->isVisible())
                ++n;
        return n;
    };
    QCOMPARE(shownChips(), 0);
    for (int i = 0; i < 12 && shownChips() == 0; ++i)
        view.zoomIn();
    QCOMPARE(shownChips(), view.packetItemCount());
    // Q3's chips are read at the fit.
    const auto small = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    const core::Replay smallReplay(small->schedule.get());
    view.setResult(small);
    showRound(view, smallReplay, 1, 0.5);
    QCOMPARE(shownChips(), view.packetItemCount());
}

void TstNetworkView::legendExplainsEveryChannelColour_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("model");
    // Without combining, standard exchange puts 2^(n-1) messages on every channel of a round.
    QTest::newRow("hypercube d=3 sex noncombining (4 a channel)") << "alltoall-hypercube-sex" << "hypercube:3" << "sf,noncombining";
    QTest::newRow("hypercube d=4 sex noncombining (8 a channel)") << "alltoall-hypercube-sex" << "hypercube:4" << "sf,noncombining";
    QTest::newRow("hypercube d=5 sex noncombining (16 a channel)") << "alltoall-hypercube-sex" << "hypercube:5" << "sf,noncombining";
    QTest::newRow("mesh 4x4 direct exchange") << "alltoall-direct-exchange" << "mesh:4x4" << "";
}

void TstNetworkView::legendExplainsEveryChannelColour()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    QFETCH(QString, model);
    const auto result = run(algorithm, topology, model);
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.resize(800, 600);
    view.setResult(result);
    const QList<QColor> explained = view.renderer().legendChannelColors();
    int most = 0;
    for (int r = 1; r <= replay.rounds(); ++r) {
        showRound(view, replay, r, 1.0);
        for (const core::Arc &arc : result->topology->arcs()) {
            most = std::max(most, view.channelLoad(arc.id));
            QVERIFY2(explained.contains(view.channelColor(arc.id)),
                     qPrintable(QStringLiteral("round %1: a channel of %2 messages is %3, which the legend does not show")
                                    .arg(r)
                                    .arg(view.channelLoad(arc.id))
                                    .arg(view.channelColor(arc.id).name())));
        }
    }
    QVERIFY(most >= 2);
}

QTEST_MAIN(TstNetworkView)
#include "tst_networkview.moc"
