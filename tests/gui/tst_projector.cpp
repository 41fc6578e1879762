// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The network drawing from the back row of a lecture hall (issue 13, defects 4 and 8, and the
// drawing side of presentation mode): node labels measured in viewport pixels as drawn at
// projector sizes, Q5 laid out as the textbooks draw it, the 3D floors in reading order, a
// legend that covers little, the presentation style, and one packet notation everywhere.
//
// COLLVIZ_SHOT_DIR=dir makes labelsReadableAtProjectorSize write each view it measures as a
// PNG there, in both styles (how the screenshots of the report were made).

#include "views/network/layout.h"
#include "views/network/networkitems.h"
#include "views/network/networkview.h"

#include "core/engine.h"
#include "core/simulator.h"
#include "guihelpers.h"

#include <QGraphicsScene>
#include <QHelpEvent>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QToolTip>
#include <QtTest>

#include <cmath>
#include <map>
#include <set>

using namespace collviz;
using namespace collviz::tests;

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

/// The presentation mode's drawing on a 1280x720 projector: full width, the status line,
/// narration and playback bar take about 180 pixels of the height.
const QSize kPresentationView(1280, 540);

/// The smallest node label as drawn: its font's pixel size in viewport pixels (0: none drawn).
double smallestLabelPixels(const views::NetworkView &view)
{
    double smallest = 0;
    for (QGraphicsItem *item : view.scene()->items()) {
        auto *node = dynamic_cast<views::NodeItem *>(item);
        if (!node || !node->isLabelShown())
            continue;
        const double pixels = node->labelFontSize() * view.transform().m11();
        smallest = smallest == 0 ? pixels : std::min(smallest, pixels);
    }
    return smallest;
}

bool show(views::NetworkView &view, const QSize &size, std::shared_ptr<const core::RunResult> result)
{
    view.resize(size);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    view.setResult(std::move(result));
    return true;
}

void showRound(views::NetworkView &view, const core::RunResult &result, int round, double progress)
{
    const core::Replay replay(result.schedule.get());
    view.setRound(round, replay.stateAfter(round - 1), replay.stateAfter(round));
    view.setProgress(progress);
}

QString name(const core::RunResult &result, int packet)
{
    const core::Packet &p = result.schedule->packets[std::size_t(packet)];
    const core::Topology &t = *result.topology;
    return p.dest >= 0 ? QStringLiteral("{%1,%2}").arg(t.label(p.origin), t.label(p.dest)) : t.label(p.origin);
}

} // namespace

class TstProjector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void labelsReadableAtProjectorSize_data();
    void labelsReadableAtProjectorSize();
    void q5CubesWithoutTangle();
    void q5HalvesSideBySide();
    void fitEnlargesSmallLabels();
    void floorsInReadingOrder_data();
    void floorsInReadingOrder();
    void legendCoversLittle_data();
    void legendCoversLittle();
    void presentationStyleIsLargerAndBolder();
    void packetsNamedInTheNetworksNaming();
    void combinedMessagesNameTheirDestinations();
    void nodeChipsAndToolTipsAgreeWithTheChips();
    void nodeContentsAsTheSeedsListThem();
};

void TstProjector::initTestCase()
{
    tests::useTestSettings("tst_projector");
    QSettings().clear();
}

void TstProjector::labelsReadableAtProjectorSize_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<double>("least"); // pixels
    const char *broadcast = "broadcast-recursive-doubling";
    QTest::newRow("hypercube d=3") << "hypercube:3" << broadcast << 18.0;
    QTest::newRow("hypercube d=4") << "hypercube:4" << broadcast << 18.0;
    QTest::newRow("hypercube d=5") << "hypercube:5" << "alltoall-hypercube-sex" << 18.0;
    QTest::newRow("ring z=16") << "ring:16" << broadcast << 18.0;
    QTest::newRow("ring z=32") << "ring:32" << broadcast << 18.0;
    QTest::newRow("torus 4x4") << "torus:4x4" << broadcast << 18.0;
    QTest::newRow("torus 3x3x3") << "torus:3x3x3" << broadcast << 18.0;
    QTest::newRow("torus 4x4x4") << "torus:4x4x4" << broadcast << 18.0;
    QTest::newRow("mesh 4x4x4") << "mesh:4x4x4" << broadcast << 18.0;
}

void TstProjector::labelsReadableAtProjectorSize()
{
    // Defect 4: at 1280x720 in presentation mode Q5's labels were about 11 px and the 3D
    // floors' 10 px. Every node label must be at least 18 px from the back row, in every
    // round.
    QFETCH(QString, topology);
    QFETCH(QString, algorithm);
    QFETCH(double, least);
    const auto result = run(algorithm, topology);
    views::NetworkView view;
    view.setPresentationStyle(true);
    QVERIFY(show(view, kPresentationView, result));
    showRound(view, *result, 1, 0.5);
    const double first = smallestLabelPixels(view);
    const QString dir = qEnvironmentVariable("COLLVIZ_SHOT_DIR");
    const QString file = QString(topology).replace(QLatin1Char(':'), QLatin1Char('-'));
    if (!dir.isEmpty()) {
        view.grab().save(dir + QStringLiteral("/%1-presentation.png").arg(file));
        views::NetworkView normal;
        QVERIFY(show(normal, QSize(1280, 720), result));
        showRound(normal, *result, 1, 0.5);
        normal.grab().save(dir + QStringLiteral("/%1-normal.png").arg(file));
    }
    // Every round as the lecturer steps through them: the fit only grows while the result
    // stays, so a round whose messages reach further than round 1's shrinks the rest.
    double pixels = first;
    for (int r = 2; r <= int(result->schedule->rounds.size()); ++r) {
        showRound(view, *result, r, 0.5);
        pixels = std::min(pixels, smallestLabelPixels(view));
        if (!dir.isEmpty())
            view.grab().save(dir + QStringLiteral("/%1-presentation-round%2.png").arg(file).arg(r));
    }
    qInfo("%s: smallest node label %.1f px in round 1, %.1f px in any round", qPrintable(topology), first, pixels);
    QVERIFY2(pixels >= least, qPrintable(QStringLiteral("%1: labels %2 px").arg(topology).arg(pixels, 0, 'f', 1)));
}

void TstProjector::q5CubesWithoutTangle()
{
    // Defect 4: Q5's 32 links between its cubes were curves over the whole drawing. They
    // are drawn whole only while loaded (short ticks otherwise); the cubes' own edges
    // (dimensions 0 to 2) stay whole. Q4's eight links of dimension 3 stay whole too.
    for (const int d : {4, 5}) {
        QString error;
        const core::TopologyPtr t = core::Topology::create(QStringLiteral("hypercube:%1").arg(d), &error);
        QVERIFY2(t, qPrintable(error));
        const auto layout = views::Layout::create(*t);
        const auto links = t->links();
        int compact = 0;
        for (int l = 0; l < layout->linkCount(); ++l) {
            const int bit = links[std::size_t(l)].first ^ links[std::size_t(l)].second;
            const bool between = d == 5 && bit >= (1 << 3);
            QCOMPARE(layout->isCompactLink(l), between);
            compact += between ? 1 : 0;
        }
        QCOMPARE(compact, d == 5 ? 32 : 0);
        QCOMPARE(layout->wrapStub() > 0, d == 5);
    }
}

void TstProjector::q5HalvesSideBySide()
{
    // Defect 4: Q5 as two Q4s one above the other stacked eight rows of names in a
    // projector's wide, low view (12.3 px). The two Q4s (dimension 4) stand side by side,
    // further apart than the two cubes of each (dimension 3, one above the other), so that
    // the halves read as halves; four rows of names in the height. Loaded, the links
    // between the cubes stay inside the frame of the nodes: bent outwards they made the
    // drawing taller.
    QString error;
    const core::TopologyPtr t = core::Topology::create(QStringLiteral("hypercube:5"), &error);
    QVERIFY2(t, qPrintable(error));
    const auto layout = views::Layout::create(*t);
    auto at = [&](int v) { return layout->position(v); };
    double top = at(0).y();
    double bottom = at(0).y();
    std::set<long> rows;
    for (int v = 0; v < t->nodeCount(); ++v) {
        top = std::min(top, at(v).y());
        bottom = std::max(bottom, at(v).y());
        rows.insert(std::lround(at(v).y() * 1000));
    }
    QCOMPARE(int(rows.size()), 8); // four per cube, two cubes one above the other
    // The right edge of the left half and the left edge of the right one; the bottom of the
    // left half's upper cube and the top of its lower one (y grows downwards).
    double leftHalf = -1e9;
    double rightHalf = 1e9;
    double upperCube = -1e9;
    double lowerCube = 1e9;
    for (int v = 0; v < t->nodeCount(); ++v) {
        if (v & (1 << 4))
            rightHalf = std::min(rightHalf, at(v).x());
        else
            leftHalf = std::max(leftHalf, at(v).x());
        if (v < (1 << 3))
            upperCube = std::max(upperCube, at(v).y());
        else if (v < (1 << 4))
            lowerCube = std::min(lowerCube, at(v).y());
    }
    QVERIFY2(rightHalf > leftHalf, "the Q4 of dimension 4's ones stands right of the other");
    QVERIFY2(lowerCube > upperCube, "each Q4's cubes one above the other");
    QVERIFY2(rightHalf - leftHalf > lowerCube - upperCube, "the halves further apart than a half's cubes");
    for (int l = 0; l < layout->linkCount(); ++l)
        for (const Eigen::Vector3d &p : layout->linkPath(l))
            QVERIFY2(p.y() >= top - 1e-9 && p.y() <= bottom + 1e-9,
                     qPrintable(QStringLiteral("link %1 leaves the rows at %2").arg(l).arg(p.y())));
}

void TstProjector::fitEnlargesSmallLabels()
{
    // Defect 4: in a small view the labels stayed small and F (fit) did not enlarge them.
    // Zoomed out and fitted again, the nodes grow into the room between them until the
    // labels read from the back row.
    views::NetworkView view;
    QVERIFY(show(view, QSize(600, 400), run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("torus:4x4"))));
    QTest::keyClick(&view, Qt::Key_Minus);
    QTest::keyClick(&view, Qt::Key_Minus);
    const double zoomedOut = smallestLabelPixels(view);
    view.fitToWindow();
    const double fitted = smallestLabelPixels(view);
    QVERIFY2(fitted >= 16.0, qPrintable(QStringLiteral("%1 px after the fit").arg(fitted, 0, 'f', 1)));
    QVERIFY(fitted > zoomedOut);
    QVERIFY2(view.nodeScale() > 1.2, "the nodes grew into their room");
}

void TstProjector::floorsInReadingOrder_data()
{
    QTest::addColumn<QString>("topology");
    QTest::newRow("torus 3x3x3") << "torus:3x3x3";
    QTest::newRow("torus 4x4x4") << "torus:4x4x4";
    QTest::newRow("mesh 4x4x4") << "mesh:4x4x4";
    QTest::newRow("mesh 2x3x5") << "mesh:2x3x5";
}

void TstProjector::floorsInReadingOrder()
{
    // Defect 4: torus:4x4x4's floors were laid out Z=0, Z=1 above Z=3, Z=2. They read like
    // text: left to right, then the next row from the left.
    QFETCH(QString, topology);
    QString error;
    const core::TopologyPtr t = core::Topology::create(topology, &error);
    QVERIFY2(t, qPrintable(error));
    const auto layout = views::Layout::create(*t, true);
    const auto &planes = layout->planes();
    QCOMPARE(int(planes.size()), t->shape().at(2));
    for (std::size_t z = 1; z < planes.size(); ++z) {
        const Eigen::Vector3d before = planes[z - 1].front();
        const Eigen::Vector3d here = planes[z].front();
        const bool sameRow = std::abs(here.y() - before.y()) < 1e-9;
        QVERIFY2(sameRow ? here.x() > before.x() : here.y() > before.y() && here.x() <= planes.front().front().x() + 1e-9,
                 qPrintable(QStringLiteral("Z=%1 is not after Z=%2 in reading order").arg(z).arg(z - 1)));
        QCOMPARE(layout->planeCaptions()[z], QStringLiteral("Z=%1").arg(z));
    }
}

void TstProjector::legendCoversLittle_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<bool>("presentation");
    for (const char *spec : {"hypercube:3", "hypercube:4", "hypercube:5", "ring:16", "torus:4x4", "torus:3x3x3"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 presentation").arg(QLatin1String(spec)))) << spec << true;
        QTest::newRow(qPrintable(QStringLiteral("%1 window").arg(QLatin1String(spec)))) << spec << false;
    }
}

void TstProjector::legendCoversLittle()
{
    // Defect 4: the legend took a third of the view's width and pushed the drawing aside. It
    // takes at most a fifth of the view and costs the drawing at most 15% of its scale.
    QFETCH(QString, topology);
    QFETCH(bool, presentation);
    views::NetworkView view;
    view.setPresentationStyle(presentation);
    QVERIFY(show(view, presentation ? kPresentationView : QSize(860, 560),
                 run(QStringLiteral("broadcast-recursive-doubling"), topology)));
    const QRectF legend = view.legendRect();
    QVERIFY(!legend.isEmpty());
    const double area = legend.width() * legend.height();
    const double viewport = view.viewport()->width() * view.viewport()->height();
    QVERIFY2(area <= 0.2 * viewport, qPrintable(QStringLiteral("legend %1 of the view").arg(area / viewport)));
    QVERIFY2(legend.width() <= 0.5 * view.viewport()->width() || legend.height() <= 0.15 * view.viewport()->height(),
             "the legend is a compact strip or a corner box");
    // Not pushed aside: the drawing stays in the middle of the view's width.
    const double middle = view.mapFromScene(view.contentRect().center()).x();
    QVERIFY2(std::abs(middle - 0.5 * view.viewport()->width()) <= 0.05 * view.viewport()->width(),
             qPrintable(QStringLiteral("the drawing's middle at %1 of %2").arg(middle).arg(view.viewport()->width())));
    const double with = view.transform().m11();
    view.setLegendVisible(false);
    const double without = view.transform().m11();
    QVERIFY2(with >= 0.85 * without, qPrintable(QStringLiteral("the legend costs %1 of the scale").arg(1 - with / without)));
}

void TstProjector::presentationStyleIsLargerAndBolder()
{
    // Presentation style at the same size: larger labels, thicker links, larger packets.
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    views::NetworkView normal;
    views::NetworkView large;
    large.setPresentationStyle(true);
    QVERIFY(show(normal, QSize(900, 600), result));
    QVERIFY(show(large, QSize(900, 600), result));
    showRound(normal, *result, 3, 0.5);
    showRound(large, *result, 3, 0.5);
    QVERIFY2(smallestLabelPixels(large) > 1.15 * smallestLabelPixels(normal),
             qPrintable(QStringLiteral("%1 vs %2").arg(smallestLabelPixels(large)).arg(smallestLabelPixels(normal))));
    const int arc = result->topology->arcBetween(3, 4);
    QVERIFY(normal.channelLoad(arc) >= 2);
    QVERIFY2(large.channelWidth(arc) * large.transform().m11() > 1.3 * normal.channelWidth(arc) * normal.transform().m11(),
             "loaded links are thicker on the screen");
    QVERIFY(normal.packetItemCount() > 0);
    double normalChip = 0;
    double largeChip = 0;
    for (QGraphicsItem *item : normal.scene()->items())
        if (auto *label = dynamic_cast<views::PacketLabelItem *>(item))
            normalChip = std::max(normalChip, label->size().height() * normal.transform().m11());
    for (QGraphicsItem *item : large.scene()->items())
        if (auto *label = dynamic_cast<views::PacketLabelItem *>(item))
            largeChip = std::max(largeChip, label->size().height() * large.transform().m11());
    QVERIFY2(largeChip > 1.2 * normalChip, qPrintable(QStringLiteral("%1 vs %2").arg(largeChip).arg(normalChip)));
    // Switching back restores the window's drawing.
    large.setPresentationStyle(false);
    QVERIFY(std::abs(smallestLabelPixels(large) - smallestLabelPixels(normal)) < 0.5);
}

void TstProjector::packetsNamedInTheNetworksNaming()
{
    // Defect 8: in-flight chips said {5,1} beside nodes named 101 and 001. The seeds'
    // {i,j} is written with the network's node names: binary on a hypercube.
    const auto result = run(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:3"));
    views::NetworkView view;
    view.setResult(result);
    showRound(view, *result, 1, 0.5);
    const core::Round &round = result->schedule->rounds.front();
    QCOMPARE(view.packetItemCount(), int(round.transfers.size()));
    for (int t = 0; t < view.packetItemCount(); ++t) {
        const int packet = round.transfers[std::size_t(t)].packets.front();
        QCOMPARE(view.packetLabel(t), name(*result, packet));
        QVERIFY(view.packetLabel(t).contains(result->topology->label(result->schedule->packets[std::size_t(packet)].dest)));
    }
    // A torus names its nodes by number: so do the chips.
    const auto torus = run(QStringLiteral("alltoall-direct-exchange"), QStringLiteral("torus:4x4"));
    view.setResult(torus);
    showRound(view, *torus, 1, 0.5);
    const int packet = torus->schedule->rounds.front().transfers.front().packets.front();
    QCOMPARE(view.packetLabel(0), name(*torus, packet));
}

void TstProjector::combinedMessagesNameTheirDestinations()
{
    // Defect 8: all-to-all chips read "x4" and hid the destinations. Standard exchange sends
    // every packet of some origins for some destinations; on a hypercube both are subcubes,
    // and the chip writes them with their free address bits starred: {000,**1} is 000's
    // packets for the four nodes whose bit 0 is 1. Its tooltip lists every packet.
    for (const char *spec : {"hypercube:3", "hypercube:5"}) {
        const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QLatin1String(spec));
        const core::Topology &topology = *result->topology;
        views::NetworkView view;
        view.resize(900, 700);
        view.setResult(result);
        for (int r = 1; r <= int(result->schedule->rounds.size()); ++r) {
            showRound(view, *result, r, 0.5);
            const core::Round &round = result->schedule->rounds[std::size_t(r - 1)];
            for (int m = 0; m < view.packetItemCount(); ++m) {
                const QString chip = view.packetLabel(m);
                const core::Transfer &sent = round.transfers[std::size_t(view.frame().messages[std::size_t(m)].transfer)];
                for (int id : sent.packets)
                    QVERIFY2(view.packetToolTip(m).contains(name(*result, id)), qPrintable(view.packetToolTip(m)));
                // A chip too long for the hop it passes (Q3's short depth links beyond round 1)
                // gives the count; round 1 runs along the longest links and names them.
                if (r > 1 && chip == QStringLiteral("\u00D7%1").arg(sent.packets.size()))
                    continue;
                const QStringList parts = chip.mid(1, chip.size() - 2).split(QLatin1Char(','));
                QVERIFY2(chip.startsWith(QLatin1Char('{')) && parts.size() == 2, qPrintable(chip));
                auto matches = [](const QString &pattern, const QString &name) {
                    if (pattern.size() != name.size())
                        return false;
                    for (int i = 0; i < name.size(); ++i)
                        if (pattern[i] != QLatin1Char('*') && pattern[i] != name[i])
                            return false;
                    return true;
                };
                const core::Transfer &transfer = round.transfers[std::size_t(view.frame().messages[std::size_t(m)].transfer)];
                std::set<int> origins;
                std::set<int> dests;
                for (int id : transfer.packets) {
                    origins.insert(result->schedule->packets[std::size_t(id)].origin);
                    dests.insert(result->schedule->packets[std::size_t(id)].dest);
                }
                int matchingOrigins = 0;
                int matchingDests = 0;
                for (int v = 0; v < topology.nodeCount(); ++v) {
                    matchingOrigins += matches(parts[0], topology.label(v)) ? 1 : 0;
                    matchingDests += matches(parts[1], topology.label(v)) ? 1 : 0;
                }
                for (int v : dests)
                    QVERIFY2(matches(parts[1], topology.label(v)), qPrintable(chip));
                for (int v : origins)
                    QVERIFY2(matches(parts[0], topology.label(v)), qPrintable(chip));
                QCOMPARE(matchingOrigins, int(origins.size()));
                QCOMPARE(matchingDests, int(dests.size()));
                const QString tip = view.packetToolTip(m);
                for (int id : transfer.packets)
                    QVERIFY2(tip.contains(name(*result, id)), qPrintable(tip));
            }
        }
    }
    // Elsewhere a message too long for a chip between two nodes says how many; its tooltip
    // lists them, by node number as the torus names its nodes.
    const auto torus = run(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"));
    views::NetworkView view;
    view.setResult(torus);
    showRound(view, *torus, 1, 0.5);
    QVERIFY(view.packetItemCount() > 0);
    for (int m = 0; m < view.packetItemCount(); ++m) {
        const core::Transfer &transfer = torus->schedule->rounds[0].transfers[std::size_t(view.frame().messages[std::size_t(m)].transfer)];
        const QString chip = view.packetLabel(m);
        QVERIFY2(chip.contains(QString::number(transfer.packets.size())), qPrintable(chip));
        for (int id : transfer.packets)
            QVERIFY2(view.packetToolTip(m).contains(name(*torus, id)), qPrintable(view.packetToolTip(m)));
    }
}

void TstProjector::nodeChipsAndToolTipsAgreeWithTheChips()
{
    // Defect 8: node chips showed counts and tooltips decimal pairs beside binary names. A
    // node's chip and tooltip use the in-flight chips' notation.
    const auto broadcast = run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("hypercube:3"));
    views::NetworkView view;
    view.setResult(broadcast);
    showRound(view, *broadcast, 1, 0.5);
    QCOMPARE(view.packetLabel(0), QStringLiteral("000"));
    showRound(view, *broadcast, 1, 1.0);
    QCOMPARE(view.nodeSummary(0), QStringLiteral("000"));
    QVERIFY2(view.nodeToolTip(0).endsWith(QStringLiteral(":\n000")), qPrintable(view.nodeToolTip(0)));

    const auto sex = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    view.setResult(sex);
    const QString tip = view.nodeToolTip(5);
    QVERIFY2(tip.contains(QStringLiteral("{101,000}")) && tip.contains(QStringLiteral("{101,111}")), qPrintable(tip));
    QVERIFY2(!tip.contains(QStringLiteral("{5,")), qPrintable(tip));
    // Seven packets do not fit a chip: the count, with its glyph, as before.
    QVERIFY(sex->schedule->initial.held(5).size() > 2);
    QCOMPARE(view.nodeSummary(5), QString::number(sex->schedule->initial.held(5).size()));

    // Partial sums name their contributors by node name too.
    const auto reduce = run(QStringLiteral("reduce-recursive-halving"), QStringLiteral("hypercube:3"));
    view.setResult(reduce);
    const int last = int(reduce->schedule->rounds.size());
    showRound(view, *reduce, last, 1.0);
    QCOMPARE(view.nodeSummary(reduce->params.root), QStringLiteral("\u03A3000-111"));
}

void TstProjector::nodeContentsAsTheSeedsListThem()
{
    // Defect 8: an option shows what every node holds as the seeds' figures do, "(0,1,2,3)"
    // (seed 001, Fig. 3.2.5), in the view's context menu and remembered in the settings.
    const auto result = run(QStringLiteral("allgather-hypercube"), QStringLiteral("hypercube:3"));
    {
        views::NetworkView view;
        view.setResult(result);
        showRound(view, *result, 2, 1.0);
        QCOMPARE(view.nodeSummary(0), QStringLiteral("4"));
        QVERIFY(!view.nodeContentsListed());
        QAction *option = view.nodeContentsAction();
        QVERIFY(option && option->isCheckable());
        option->trigger();
        QVERIFY(view.nodeContentsListed());
        QCOMPARE(view.nodeSummary(0), QStringLiteral("(000,001,010,011)"));
        QCOMPARE(view.nodeSummary(6), QStringLiteral("(100,101,110,111)"));
    }
    views::NetworkView again;
    QVERIFY2(again.nodeContentsListed(), "the choice is remembered");
    again.setResult(result);
    showRound(again, *result, 3, 1.0);
    QCOMPARE(again.nodeSummary(3), QStringLiteral("(000,001,010,011,100,101,110,111)"));
    again.setNodeContentsListed(false);
    QSettings().clear();
}

QTEST_MAIN(TstProjector)
#include "tst_projector.moc"
