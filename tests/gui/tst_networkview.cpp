// NetworkView shows what the engine computed: channel colours and widths equal the round's
// loads, node badges equal the buffer states, port violations are marked, packets carry the
// textbook labels and travel during the round, and stepping back restores a round exactly.

#include "views/network/layout.h"
#include "views/network/networkview.h"

#include "core/engine.h"
#include "core/simulator.h"

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
    void hoveringShowsWhatIsThere();
    void keysAndWheelZoom();
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
                                              : QColor(0xD5, 0x5E, 0x00);
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
                QCOMPARE(view.nodeGlyphSquares(v), count <= 6 ? count : 3);
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
    QCOMPARE(view.nodeSummary(root),
             QStringLiteral("\u03A3") + result->schedule->contributors[std::size_t(sum)].toString());
    QCOMPARE(view.nodeSummary(root), QStringLiteral("\u03A30-7"));
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
        QCOMPARE(view.packetLabel(t), QStringLiteral("{%1,%2}").arg(p.origin).arg(p.dest));
    }
    // Broadcast data by its origin; a combined message as a count.
    const auto broadcast = run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"));
    const core::Replay broadcastReplay(broadcast->schedule.get());
    view.setResult(broadcast);
    showRound(view, broadcastReplay, 1, 0.5);
    QCOMPARE(view.packetItemCount(), 1);
    QCOMPARE(view.packetLabel(0), QStringLiteral("0"));
    const auto sex = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    const core::Replay sexReplay(sex->schedule.get());
    view.setResult(sex);
    showRound(view, sexReplay, 1, 0.5);
    QCOMPARE(view.packetLabel(0), QStringLiteral("\u00D7%1").arg(sex->schedule->rounds[0].transfers[0].packets.size()));
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
    round.transfers.push_back({0, 1, {0, 1}, {0}});
    round.transfers.push_back({0, 2, {0, 2}, {0}});
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
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
    QSignalSpy clicked(&view, &views::NetworkView::nodeClicked);
    const QPoint at = view.mapFromScene(view.nodePosition(5));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.front().front().toInt(), 5);
    QCOMPARE(view.selectedNode(), 5);
    QVERIFY(view.nodeToolTip(5).contains(QStringLiteral("processor 5")));
}

void TstNetworkView::hoveringShowsWhatIsThere()
{
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    const core::Replay replay(result->schedule.get());
    views::NetworkView view;
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
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
    QCOMPARE(hover(middle), view.channelToolTip(busiest.arc));
    QVERIFY(view.channelToolTip(busiest.arc).contains(QStringLiteral("4")));
    QCOMPARE(hover(view.nodePosition(4)), view.nodeToolTip(4));
}

void TstNetworkView::keysAndWheelZoom()
{
    const auto result = run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("mesh:4x4"));
    views::NetworkView view;
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setResult(result);
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

QTEST_MAIN(TstNetworkView)
#include "tst_networkview.moc"
