// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The data matrix shows where every packet is at the Session's round and in-round time, from
// the engine's Replay and Frame: all-to-all personalised exchange on torus:4x4 as a matrix
// transposition (seeds 000, 001 §3.5.2 and 003 §4.5.2): every off-diagonal packet at its
// origin at the start, delivered at the end, and in between the cells travelling and
// delivered as many as the engine's frame and states say; all-gather as "node i holds the
// packet of node j"; reductions as contributions; 1,024 processors as an image.

#include "views/mainwindow.h"
#include "views/models/datamatrixmodel.h"
#include "views/panels/datamatrixpanel.h"
#include "views/player.h"
#include "views/session.h"

#include "views/render/matrixrenderer.h"

#include "core/engine.h"
#include "core/frame.h"
#include "core/packettrail.h"
#include "core/simulator.h"
#include "guihelpers.h"

#include <QAbstractItemModelTester>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace collviz;
using namespace collviz::tests;
using views::DataMatrixModel;
using State = DataMatrixModel::CellState;

namespace {

std::shared_ptr<const core::RunResult> run(const QString &algorithm, const QString &topology)
{
    core::RunRequest request;
    request.algorithm = algorithm;
    request.topology = topology;
    auto result = std::make_shared<core::RunResult>(core::Engine::run(request));
    if (!result->ok)
        qFatal("%s", qPrintable(result->error));
    return result;
}

/// The model at step k (Session convention) and in-round progress, states from the engine's Replay.
void showMoment(DataMatrixModel &model, const core::Replay &replay, int step, double progress)
{
    const core::BufferState after = replay.stateAfter(step);
    const core::BufferState before = step > 0 ? replay.stateAfter(step - 1) : after;
    model.setMoment(step, before, after, progress);
}

} // namespace

class TestDataMatrix : public QObject
{
    Q_OBJECT
private slots:
    void transpositionStartAndEnd();
    void midRunCountsAreTheEngines_data();
    void midRunCountsAreTheEngines();
    void allgatherHoldings();
    void reductionContributions();
    void modelIsConsistent();
    void thousandProcessors();
    void panelFollowsTheClockAndHighlights();
    void matrixFillsThePanel_data();
    void matrixFillsThePanel();
    void zoomAndPan();
    void hoverFollowsAPacketsWay();
};

void TestDataMatrix::transpositionStartAndEnd()
{
    const auto result = run(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"));
    core::Replay replay(result->schedule.get());
    DataMatrixModel model;
    model.setResult(result);
    QCOMPARE(model.mode(), DataMatrixModel::Mode::Transposition);
    QCOMPARE(model.size(), 16);
    // Round 0: the 240 packets {i,j}, i != j, all at their origins; the diagonal has none.
    showMoment(model, replay, 0, 1.0);
    for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 16; ++j)
            QCOMPARE(model.state(i, j), i == j ? State::None : State::AtOrigin);
    QCOMPARE(model.count(State::AtOrigin), 240);
    // The end: all 240 delivered, the matrix transposed.
    const int rounds = replay.rounds();
    showMoment(model, replay, rounds, 1.0);
    QCOMPARE(model.count(State::Delivered), 240);
    QCOMPARE(model.count(State::None), 16);
    // Between: after round 1 (along x) some packets rest at the node between.
    showMoment(model, replay, 1, 1.0);
    QVERIFY(model.count(State::Relayed) > 0);
    QCOMPARE(model.count(State::Travelling), 0);
    QVERIFY(model.cellToolTip(0, 5).contains(QStringLiteral("{0,5}")));
}

const std::shared_ptr<const core::RunResult> &torusAlltoall()
{
    static const auto result = run(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"));
    return result;
}

void TestDataMatrix::midRunCountsAreTheEngines_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<double>("progress");
    const int rounds = int(torusAlltoall()->schedule->rounds.size());
    for (int step = 1; step <= rounds; ++step)
        for (double progress : {0.0, 0.3, 0.5, 0.8})
            QTest::addRow("round %d at %.1f", step, progress) << step << progress;
}

void TestDataMatrix::midRunCountsAreTheEngines()
{
    // Counted here from the engine's values alone: the packets in travelling messages of the
    // Frame, and those at their destination in the state before the round or arrived with it.
    QFETCH(int, step);
    QFETCH(double, progress);
    const auto &result = torusAlltoall();
    core::Replay replay(result->schedule.get());
    DataMatrixModel model;
    model.setResult(result);
    showMoment(model, replay, step, progress);

    const core::Schedule &s = *result->schedule;
    const core::Frame frame = core::Frame::atProgress(*result, step - 1, progress);
    const core::BufferState before = replay.stateAfter(step - 1);
    const core::Round &round = s.rounds[std::size_t(step - 1)];
    int travelling = 0;
    int delivered = 0;
    for (const core::FrameMessage &m : frame.messages) {
        const core::Transfer &t = round.transfers[std::size_t(m.transfer)];
        for (int k = m.firstPacket; k < m.firstPacket + m.packetCount; ++k) {
            const core::Packet &p = s.packets[std::size_t(t.packets[std::size_t(k)])];
            if (m.phase == core::FramePhase::Travelling && !m.resting)
                ++travelling;
            if (m.phase == core::FramePhase::Arrived && t.dst == p.dest)
                ++delivered;
        }
    }
    for (const core::Packet &p : s.packets)
        if (before.holds(p.dest, p.id))
            ++delivered;
    QCOMPARE(model.count(State::Travelling), travelling);
    QCOMPARE(model.count(State::Delivered), delivered);
    QCOMPARE(model.count(State::AtOrigin) + model.count(State::Relayed) + model.count(State::Travelling)
                 + model.count(State::Delivered),
             240);
    if (progress > 0.0 && progress < 1.0 && !frame.messages.empty() && frame.arrived() < int(frame.messages.size()))
        QVERIFY(travelling > 0);
}

void TestDataMatrix::allgatherHoldings()
{
    const auto result = run(QStringLiteral("allgather-hypercube"), QStringLiteral("hypercube:3"));
    core::Replay replay(result->schedule.get());
    DataMatrixModel model;
    model.setResult(result);
    QCOMPARE(model.mode(), DataMatrixModel::Mode::Holdings);
    showMoment(model, replay, 0, 1.0);
    QCOMPARE(model.count(State::AtOrigin), 8); // each node its own
    QCOMPARE(model.count(State::Pending), 56);
    // After round 1 (dimension exchange) every node holds two packets: its own and its partner's.
    showMoment(model, replay, 1, 1.0);
    QCOMPARE(model.count(State::Delivered), 8);
    // Halfway through round 1 those eight are arriving.
    showMoment(model, replay, 1, 0.5);
    QCOMPARE(model.count(State::Travelling), 8);
    showMoment(model, replay, replay.rounds(), 1.0);
    QCOMPARE(model.count(State::Delivered), 56);
    QCOMPARE(model.count(State::AtOrigin), 8);
}

void TestDataMatrix::reductionContributions()
{
    // Allreduce on Q3: after round k every partial sum covers a 2^k-subcube.
    const auto result = run(QStringLiteral("allreduce-hypercube"), QStringLiteral("hypercube:3"));
    core::Replay replay(result->schedule.get());
    DataMatrixModel model;
    model.setResult(result);
    QCOMPARE(model.mode(), DataMatrixModel::Mode::Contributions);
    for (int k = 0; k <= 3; ++k) {
        showMoment(model, replay, k, 1.0);
        QCOMPARE(model.count(State::AtOrigin) + model.count(State::Delivered), 8 * (1 << k));
    }
    // Reduce to the root: at the end only the root's row is full.
    const auto reduce = run(QStringLiteral("reduce-recursive-halving"), QStringLiteral("hypercube:3"));
    core::Replay reduceReplay(reduce->schedule.get());
    model.setResult(reduce);
    showMoment(model, reduceReplay, reduceReplay.rounds(), 1.0);
    for (int j = 0; j < 8; ++j)
        QVERIFY(model.state(0, j) == State::AtOrigin || model.state(0, j) == State::Delivered);
    QCOMPARE(model.count(State::AtOrigin) + model.count(State::Delivered), 8);
}

void TestDataMatrix::modelIsConsistent()
{
    DataMatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3"));
    core::Replay replay(result->schedule.get());
    model.setResult(result);
    showMoment(model, replay, 2, 0.5);
    QCOMPARE(model.data(model.index(1, 2), DataMatrixModel::StateRole).toInt(), int(model.state(1, 2)));
    QCOMPARE(model.headerData(5, Qt::Horizontal).toString(), result->topology->label(5));
    model.setResult(run(QStringLiteral("broadcast-recursive-doubling"), QStringLiteral("mesh:3x3")));
    QCOMPARE(model.rowCount(), 9);
}

void TestDataMatrix::thousandProcessors()
{
    // 1,024 processors: 1,048,576 cells, one pixel each; a frame of the animation must stay
    // well inside the clock's budget.
    const auto result = run(QStringLiteral("alltoall-hypercube-pairwise"), QStringLiteral("hypercube:10"));
    core::Replay replay(result->schedule.get(), 16);
    DataMatrixModel model;
    model.setResult(result);
    showMoment(model, replay, 0, 1.0);
    QCOMPARE(model.count(State::AtOrigin), 1024 * 1023);
    showMoment(model, replay, 512, 1.0);
    QElapsedTimer timer;
    timer.start();
    constexpr int kFrames = 10;
    for (int i = 0; i < kFrames; ++i)
        model.setProgress(0.1 * i);
    const double ms = double(timer.elapsed()) / kFrames;
    qInfo("data matrix, 1,024 processors: %.1f ms per frame", ms);
    QVERIFY2(ms < 100, qPrintable(QStringLiteral("%1 ms per frame").arg(ms)));
    showMoment(model, replay, replay.rounds(), 1.0);
    QCOMPARE(model.count(State::Delivered), 1024 * 1023);

    // The panel draws it as one image with thinned-out labels (looked at under Xvfb).
    views::Session session;
    views::DataMatrixPanel panel(&session);
    core::RunRequest request;
    request.algorithm = QStringLiteral("alltoall-hypercube-pairwise");
    request.topology = QStringLiteral("hypercube:10");
    session.setRequest(request);
    QVERIFY(waitForResult(session));
    session.setRound(300);
    panel.resize(760, 860);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCOMPARE(panel.image().size(), QSize(1024, 1024));
    QCOMPARE(panel.model()->count(State::Delivered), 300 * 1024);
    QTemporaryDir tmp;
    const QString dir = qEnvironmentVariableIsSet("COLLVIZ_SCREENSHOT_DIR") ? qEnvironmentVariable("COLLVIZ_SCREENSHOT_DIR")
                                                                           : tmp.path();
    QVERIFY(panel.grab().toImage().save(dir + QStringLiteral("/datamatrix-q10-pairwise-round300.png")));
}

void TestDataMatrix::panelFollowsTheClockAndHighlights()
{
    views::MainWindowOptions options;
    options.useSettings = false;
    options.initialSize = QSize(1600, 1000);
    core::RunRequest request;
    request.algorithm = QStringLiteral("alltoall-cartesian");
    request.topology = QStringLiteral("torus:4x4");
    options.request = request;
    views::MainWindow window(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(waitForResult(*window.session()));
    auto *panel = window.findChild<views::DataMatrixPanel *>();
    QVERIFY(panel);
    QDockWidget *dock = window.panelDock(QStringLiteral("dataMatrixDock"));
    QVERIFY(dock);
    QVERIFY(window.viewMenu()->actions().contains(dock->toggleViewAction()));
    dock->raise();

    window.session()->setRound(2);
    window.player()->freezeAt(0.5);
    QCOMPARE(panel->model()->step(), 2);
    QCOMPARE(panel->model()->progress(), 0.5);
    QVERIFY(panel->model()->count(State::Travelling) > 0);
    // The image is the model: one pixel per cell, delivered blue, at origin grey.
    const QImage img = panel->image();
    QCOMPARE(img.size(), QSize(16, 16));
    for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 16; ++j)
            if (panel->model()->state(i, j) == State::Delivered)
                QCOMPARE(img.pixel(j, i), qRgb(0x00, 0x72, 0xb2));

    // A travelling cell: clicking it highlights the transfers that carry its packet.
    int row = -1;
    int column = -1;
    for (int i = 0; i < 16 && row < 0; ++i)
        for (int j = 0; j < 16; ++j)
            if (panel->model()->state(i, j) == State::Travelling) {
                row = i;
                column = j;
                break;
            }
    QVERIFY(row >= 0);
    panel->activateCell(row, column);
    QCOMPARE(window.session()->highlightedRound(), 2);
    const auto &transfers = window.session()->highlightedTransfers();
    QCOMPARE(transfers.size(), 1);
    const auto result = window.session()->result();
    const core::Transfer &t = result->schedule->rounds[1].transfers[std::size_t(transfers.front())];
    QVERIFY(std::any_of(t.packets.begin(), t.packets.end(), [&](int id) {
        return result->schedule->packets[std::size_t(id)].origin == row
               && result->schedule->packets[std::size_t(id)].dest == column;
    }));
    // The matrix outlines every packet of that message: the clicked cell among them.
    const std::vector<QPoint> marked = panel->markedCells();
    QCOMPARE(marked.size(), t.packets.size());
    QVERIFY(std::find(marked.begin(), marked.end(), QPoint(row, column)) != marked.end());

    QTemporaryDir tmp;
    const QString dir = qEnvironmentVariableIsSet("COLLVIZ_SCREENSHOT_DIR") ? qEnvironmentVariable("COLLVIZ_SCREENSHOT_DIR")
                                                                           : tmp.path();
    QTest::qWait(50);
    QVERIFY(window.grab().toImage().save(dir + QStringLiteral("/datamatrix-torus4x4-round2.png")));
}

namespace {

/// A panel on Q5's standard exchange (seed 003 §4.5.2: 32 x 32 cells) at round `round`.
struct Q5Panel
{
    views::Session session;
    views::DataMatrixPanel panel{&session};
    bool start(const QSize &size, int round = 2)
    {
        core::RunRequest request;
        request.algorithm = QStringLiteral("alltoall-hypercube-sex");
        request.topology = QStringLiteral("hypercube:5");
        session.setRequest(request);
        if (!waitForResult(session))
            return false;
        session.setRound(round);
        panel.resize(size);
        panel.show();
        QApplication::setActiveWindow(&panel); // the zoom keys are the panel's shortcuts
        return QTest::qWaitForWindowActive(&panel);
    }
    QWidget *canvas() const { return panel.canvas(); }
    /// The centre of cell (row, column) on screen.
    QPoint cellCentre(int row, int column) const
    {
        const QRect v = panel.matrixViewport();
        const double cell = panel.cellSize();
        return QPoint(int(v.left() + (column + 0.5) * cell), int(v.top() + (row + 0.5) * cell));
    }
    /// The panel as drawn, into COLLVIZ_SCREENSHOT_DIR when set (to be looked at).
    void shoot(const QString &name)
    {
        if (qEnvironmentVariableIsSet("COLLVIZ_SCREENSHOT_DIR"))
            panel.grab().save(qEnvironmentVariable("COLLVIZ_SCREENSHOT_DIR") + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
    void move(const QPoint &at, Qt::MouseButtons buttons = Qt::NoButton)
    {
        QMouseEvent e(QEvent::MouseMove, at, canvas()->mapToGlobal(at), Qt::NoButton, buttons, Qt::NoModifier);
        QApplication::sendEvent(canvas(), &e);
    }
};

} // namespace

void TestDataMatrix::matrixFillsThePanel_data()
{
    QTest::addColumn<QSize>("size");
    // A dock under the drawing (what the lecture hall reported: 50 pixels of 1,550), the side
    // column of a 1440x900 window, and a square.
    QTest::addRow("wide dock 1550x260") << QSize(1550, 260);
    QTest::addRow("short dock of a 1280x720 window 1240x160") << QSize(1240, 160);
    QTest::addRow("side column 420x700") << QSize(420, 700);
    QTest::addRow("square 700x700") << QSize(700, 700);
}

void TestDataMatrix::matrixFillsThePanel()
{
    // Fitted, the matrix is as large as the canvas's shorter side allows, less the node names
    // along its edges: the legend goes beside it or under it, wherever it takes less.
    QFETCH(QSize, size);
    Q5Panel q5;
    QVERIFY(q5.start(size));
    const QSize canvas = q5.canvas()->size();
    const QRect square = q5.panel.matrixViewport();
    const int shorter = std::min(canvas.width(), canvas.height());
    QVERIFY2(square.width() >= 0.7 * shorter,
             qPrintable(QStringLiteral("matrix %1 px in a canvas of %2x%3").arg(square.width()).arg(canvas.width()).arg(canvas.height())));
    QVERIFY(QRect(QPoint(0, 0), canvas).contains(square));
    QVERIFY(qAbs(32 * q5.panel.cellSize() - square.width()) <= 1.0); // 32 cells across the square
    q5.shoot(QStringLiteral("datamatrix-q5-%1x%2").arg(size.width()).arg(size.height()));
}

void TestDataMatrix::zoomAndPan()
{
    Q5Panel q5;
    QVERIFY(q5.start(QSize(700, 700)));
    const double fitted = q5.panel.cellSize();
    // A notch of the wheel over the matrix: cells a quarter larger, the cell under the pointer stays.
    const QPoint at = q5.cellCentre(8, 20);
    QWheelEvent wheel(at, q5.canvas()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(q5.canvas(), &wheel);
    QVERIFY(qAbs(q5.panel.cellSize() - 1.25 * fitted) < 1e-6);
    const views::MatrixPicture picture = views::MatrixPicture::of(*q5.panel.model());
    const views::MatrixRenderer zoomed(picture, {}, q5.canvas()->font(), Qt::black, q5.panel.framing());
    QCOMPARE(zoomed.cellAt(q5.canvas()->rect(), at), QPoint(20, 8));
    // Ctrl+plus zooms further, Ctrl+0 fits again, Ctrl+minus never shrinks below the fit.
    q5.canvas()->setFocus();
    QTest::keyClick(q5.canvas(), Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(q5.panel.cellSize() > 1.5 * fitted);
    // Dragging pans: the matrix moves with the pointer.
    const QPointF centre = q5.panel.framing().centre;
    QTest::mousePress(q5.canvas(), Qt::LeftButton, {}, QPoint(300, 300));
    q5.move(QPoint(340, 300), Qt::LeftButton);
    QTest::mouseRelease(q5.canvas(), Qt::LeftButton, {}, QPoint(340, 300));
    QVERIFY(q5.panel.framing().centre.x() < centre.x());
    QCOMPARE(q5.panel.framing().centre.y(), centre.y());
    QTest::keyClick(q5.canvas(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(q5.panel.cellSize(), fitted);
    QTest::keyClick(q5.canvas(), Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(q5.panel.cellSize(), fitted);
}

void TestDataMatrix::hoverFollowsAPacketsWay()
{
    // Pointing at cell (00000, 11111) spells out its packet's way as the engine's schedule has
    // it: five hops, one dimension a round, ending at 11111; at round 2 it is at its second stop.
    Q5Panel q5;
    QVERIFY(q5.start(QSize(700, 700), 2));
    q5.move(q5.cellCentre(0, 31));
    QCOMPARE(q5.panel.hoveredCell(), QPoint(0, 31));
    const auto result = q5.session.result();
    const std::vector<int> ids = q5.panel.model()->cellPackets(0, 31);
    QCOMPARE(ids.size(), std::size_t(1));
    const std::vector<core::PacketHop> route = core::packetRouteTo(*result->schedule, ids.front(), 31);
    QCOMPARE(route.size(), std::size_t(5));
    const QString text = q5.panel.routeText();
    QVERIFY2(text.startsWith(QStringLiteral("{00000,11111}: 00000")), qPrintable(text));
    int from = 0;
    for (const core::PacketHop &hop : route) {
        const QString step = QStringLiteral("%1 (round %2)").arg(result->topology->label(hop.dst)).arg(hop.round + 1);
        const int at = text.indexOf(step, from);
        QVERIFY2(at > from, qPrintable(step + QStringLiteral(" in ") + text));
        from = at;
    }
    QVERIFY2(text.endsWith(QStringLiteral("now at %1").arg(result->topology->label(route[1].dst))), qPrintable(text));
    q5.shoot(QStringLiteral("datamatrix-q5-hover"));
    QTest::keyClick(q5.canvas(), Qt::Key_Plus, Qt::ControlModifier);
    QTest::keyClick(q5.canvas(), Qt::Key_Plus, Qt::ControlModifier);
    q5.shoot(QStringLiteral("datamatrix-q5-zoomed"));
    QTest::keyClick(q5.canvas(), Qt::Key_0, Qt::ControlModifier);
    // Leaving the matrix clears it.
    q5.move(QPoint(2, 2));
    QCOMPARE(q5.panel.hoveredCell(), QPoint(-1, -1));
    QVERIFY(q5.panel.routeText().isEmpty());
}

QTEST_MAIN(TestDataMatrix)
#include "tst_datamatrix.moc"
