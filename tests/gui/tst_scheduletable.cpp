// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The schedule table shows who sends which packets to whom in every round, from the engine's
// schedule, timeline and simulation: the standard exchange on Q2 cell by cell (partners,
// dimensions, packets in the drawing's notation, times), the near-first broadcast's shared
// ring links marked, a what-if's port violations marked, the all-port table of seed 000
// (000_f11f6c01ea91da91.txt, "Allport fullduplex hypercube", the table for n = 4) in the
// source tab, copying as text, and a click that moves the round and highlights the transfers
// in the network view.

#include "views/mainwindow.h"
#include "views/models/scheduletablemodel.h"
#include "views/models/sourcetablemodel.h"
#include "views/network/networkview.h"
#include "views/network/packetnotation.h"
#include "views/panels/scheduletablepanel.h"
#include "views/session.h"

#include "core/engine.h"
#include "guihelpers.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QMenu>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;
using views::ScheduleTableModel;

namespace {

std::shared_ptr<const core::RunResult> run(const QString &algorithm, const QString &topology, const QString &model = {})
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

core::RunRequest requestFor(const QString &algorithm, const QString &topology)
{
    core::RunRequest r;
    r.algorithm = algorithm;
    r.topology = topology;
    return r;
}

/// The table seed 000 prints for n = 4 (000_f11f6c01ea91da91.txt, "Table shows a schedule
/// table for n=4"): rounds 1..8, columns j = 0..3.
const QList<QStringList> kSeedTable4{
    {QStringLiteral("0011"), QStringLiteral("0110"), QStringLiteral("1100"), QStringLiteral("1000")},
    {QStringLiteral("0001"), QStringLiteral("0111"), QStringLiteral("1110"), QStringLiteral("1010")},
    {QStringLiteral("0111"), QStringLiteral("0010"), QStringLiteral("1101"), QStringLiteral("1100")},
    {QStringLiteral("0101"), QStringLiteral("0011"), QStringLiteral("1111"), QStringLiteral("1110")},
    {QStringLiteral("1011"), QStringLiteral("1110"), QStringLiteral("0100"), QStringLiteral("1001")},
    {QStringLiteral("1001"), QStringLiteral("1111"), QStringLiteral("0110"), QStringLiteral("1011")},
    {QStringLiteral("1111"), QStringLiteral("1010"), QStringLiteral("0101"), QStringLiteral("1101")},
    {QStringLiteral("1101"), QStringLiteral("1011"), QStringLiteral("0111"), QStringLiteral("1111")},
};

} // namespace

class TestScheduleTable : public QObject
{
    Q_OBJECT
private slots:
    void modelIsConsistent_data();
    void modelIsConsistent();
    void standardExchangeOnQ2();
    void contentionIsMarked();
    void violationsAreMarked();
    void allPortSourceTableIsTheSeeds();
    void copiesAsTabSeparatedText();
    void clickMovesRoundAndHighlights();
    void recostKeepsTheTableAndShowsNewTimes();
    void cellsWrapAndTellTheWholeText();
};

void TestScheduleTable::modelIsConsistent_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("topology");
    QTest::newRow("alltoall-hypercube-allport Q4") << "alltoall-hypercube-allport" << "hypercube:4";
    QTest::newRow("alltoall-cartesian torus:4x4") << "alltoall-cartesian" << "torus:4x4";
    QTest::newRow("allreduce-hypercube Q3") << "allreduce-hypercube" << "hypercube:3";
    QTest::newRow("broadcast-tree tree:8") << "broadcast-tree" << "tree:8";
}

void TestScheduleTable::modelIsConsistent()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, topology);
    ScheduleTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto result = run(algorithm, topology);
    model.setResult(result);
    QCOMPARE(model.rowCount(), int(result->schedule->rounds.size()));
    QCOMPARE(model.columnCount(), result->topology->processorCount());
    // Every transfer appears exactly once at its sender, and once at its receiver.
    for (auto direction : {ScheduleTableModel::Direction::Sends, ScheduleTableModel::Direction::Receives}) {
        model.setDirection(direction);
        for (int r = 0; r < model.rowCount(); ++r) {
            std::vector<int> seen(result->schedule->rounds[std::size_t(r)].transfers.size(), 0);
            for (int c = 0; c < model.columnCount(); ++c)
                for (const auto &e : model.entries(r, c))
                    ++seen[std::size_t(e.transfer)];
            QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        }
    }
    model.setCurrentStep(2);
    QVERIFY(model.data(model.index(1, 0), Qt::BackgroundRole).isValid());
    QVERIFY(!model.data(model.index(0, 0), Qt::BackgroundRole).isValid());
}

void TestScheduleTable::standardExchangeOnQ2()
{
    // Q2, m = t_s = t_w = 1: every message carries p/2 = 2 packets, t_s + 2 t_w m = 3.
    // Round 1 along dimension 1: node 00 sends {00,10} {00,11} to 10 and receives {10,00} {10,01};
    // round 2 along dimension 0: it forwards {2,1} with its own {0,1} to 01.
    ScheduleTableModel model;
    const auto result = run(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:2"));
    model.setResult(result);
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("10"));
    QCOMPARE(model.data(model.index(0, 0)).toString(), QStringLiteral("\u2192 10 d1 t 0\u20133 {00,10} {00,11}"));
    QCOMPARE(model.data(model.index(1, 0)).toString(), QStringLiteral("\u2192 01 d0 t 0\u20133 {00,01} {10,01}"));
    QCOMPARE(model.data(model.index(0, 0), ScheduleTableModel::PartnersRole).value<QList<int>>(), QList<int>{2});
    QCOMPARE(model.data(model.index(1, 3), ScheduleTableModel::PartnersRole).value<QList<int>>(), QList<int>{2});
    QCOMPARE(model.data(model.index(1, 0), ScheduleTableModel::PacketsRole).toStringList(),
             QStringList{QStringLiteral("{00,01} {10,01}")});
    QCOMPARE(model.data(model.index(0, 0), ScheduleTableModel::StartRole).toDouble(), 0.0);
    QCOMPARE(model.data(model.index(0, 0), ScheduleTableModel::FinishRole).toDouble(), 3.0);
    QCOMPARE(model.data(model.index(0, 0), ScheduleTableModel::ContentionRole).toInt(), 1);
    QVERIFY(model.data(model.index(0, 0), ScheduleTableModel::ViolationRole).toStringList().isEmpty());

    model.setDirection(ScheduleTableModel::Direction::Receives);
    QCOMPARE(model.data(model.index(0, 0)).toString(), QStringLiteral("\u2190 10 d1 t 0\u20133 {10,00} {10,01}"));
    model.setDirection(ScheduleTableModel::Direction::Both);
    QCOMPARE(model.data(model.index(0, 0)).toString(),
             QStringLiteral("\u2192 10 d1 t 0\u20133 {00,10} {00,11}\n\u2190 10 d1 t 0\u20133 {10,00} {10,01}"));
    QCOMPARE(model.data(model.index(0, 0), ScheduleTableModel::PartnersRole).value<QList<int>>(), (QList<int>{2, 2}));
}

void TestScheduleTable::contentionIsMarked()
{
    // ring:8, near-first broadcast, round 3: four messages of four hops share the ring's
    // links; the timeline serialises them (starts 0, 2, 4, 6) and every cell says so.
    ScheduleTableModel model;
    const auto result = run(QStringLiteral("broadcast-ring-near-first"), QStringLiteral("ring:8"));
    model.setResult(result);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.data(model.index(2, 3)).toString(), QStringLiteral("\u2192 7 +\u00D74 t 6\u20138 \u26A04 0"));
    QCOMPARE(model.data(model.index(2, 1), ScheduleTableModel::StartRole).toDouble(), 2.0);
    QCOMPARE(model.data(model.index(2, 1), ScheduleTableModel::ContentionRole).toInt(),
             result->simulation.rounds[2].maxLinkLoad);
    QVERIFY(model.data(model.index(2, 1), Qt::ToolTipRole).toString().contains(QStringLiteral("4 messages")));
    // Round 1 carries one message: nothing to mark.
    QCOMPARE(model.data(model.index(0, 0), ScheduleTableModel::ContentionRole).toInt(), 1);
    QVERIFY(model.data(model.index(0, 0), Qt::BackgroundRole) != model.data(model.index(2, 1), Qt::BackgroundRole));
}

void TestScheduleTable::violationsAreMarked()
{
    // The all-port table under a one-port what-if: every node sends four messages per round
    // where the model allows one. The simulator's port-limit violations land in the cells.
    ScheduleTableModel model;
    const auto result = run(QStringLiteral("alltoall-hypercube-allport"), QStringLiteral("hypercube:3"),
                            QStringLiteral("ports=1"));
    QVERIFY(result->simulation.violationCount > 0);
    model.setResult(result);
    int marked = 0;
    for (const core::Violation &v : result->simulation.violations) {
        const QStringList cell =
            model.data(model.index(v.round, v.node), ScheduleTableModel::ViolationRole).toStringList();
        QVERIFY2(cell.contains(v.message), qPrintable(v.message));
        ++marked;
    }
    QVERIFY(marked > 0);
    const core::Violation &first = result->simulation.violations.front();
    QVERIFY(model.data(model.index(first.round, first.node), Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("port limit")));
}

void TestScheduleTable::allPortSourceTableIsTheSeeds()
{
    views::Session session;
    views::ScheduleTablePanel panel(&session);
    session.setRequest(requestFor(QStringLiteral("alltoall-hypercube-allport"), QStringLiteral("hypercube:4")));
    QVERIFY(waitForResult(session));
    views::SourceTableModel *source = panel.sourceModel();
    QAbstractItemModelTester tester(source, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(panel.tabs()->isTabEnabled(1));
    QCOMPARE(source->rowCount(), 8);
    QCOMPARE(source->columnCount(), 4);
    for (int j = 0; j < 4; ++j)
        QCOMPARE(source->headerData(j, Qt::Horizontal).toString(), QStringLiteral("j=%1").arg(j));
    for (int r = 0; r < 8; ++r) {
        QCOMPARE(source->headerData(r, Qt::Vertical).toString(), QString::number(r + 1));
        QStringList row;
        for (int j = 0; j < 4; ++j)
            row << source->data(source->index(r, j)).toString();
        QCOMPARE(row, kSeedTable4[r]);
    }
    // The table's rows are the rounds: the round on show is highlighted.
    QCOMPARE(source->roundAxis(), std::optional<Qt::Orientation>(Qt::Vertical));
    session.setRound(3);
    QVERIFY(source->data(source->index(2, 1), Qt::BackgroundRole).isValid());
    QVERIFY(!source->data(source->index(1, 1), Qt::BackgroundRole).isValid());
    // The per-node table agrees with the source's row: in round 1 node 0000 sends along every
    // dimension j the packet for 0000 XOR r[1,j] (r[1,0] = 0011: {0000,0011} over d0).
    QCOMPARE(panel.model()->data(panel.model()->index(0, 0)).toString().section(QLatin1Char('\n'), 0, 0),
             QStringLiteral("\u2192 0001 d0 t 0\u20132 {0000,0011}"));
    // An algorithm without a table of its source: the tab is off.
    session.setRequest(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:3")));
    QVERIFY(waitForResult(session));
    QVERIFY(!panel.tabs()->isTabEnabled(1));
    // Johnsson & Ho's Algorithm 2: steps are rounds, its columns follow them.
    session.setRequest(requestFor(QStringLiteral("alltoall-jh-alg2"), QStringLiteral("hypercube:3")));
    QVERIFY(waitForResult(session));
    QVERIFY(panel.tabs()->isTabEnabled(1));
    QCOMPARE(source->roundAxis(), std::optional<Qt::Orientation>(Qt::Horizontal));
    QCOMPARE(source->data(source->index(0, 0)).toString(), QStringLiteral("0"));
}

void TestScheduleTable::copiesAsTabSeparatedText()
{
    views::Session session;
    views::ScheduleTablePanel panel(&session);
    session.setRequest(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:2")));
    QVERIFY(waitForResult(session));
    QTableView *view = panel.view();
    view->selectionModel()->select(QItemSelection(panel.model()->index(0, 0), panel.model()->index(1, 1)),
                                   QItemSelectionModel::ClearAndSelect);
    QCOMPARE(panel.copiedText(),
             QStringLiteral("Round\t00\t01\n"
                            "1\t\u2192 10 d1 t 0\u20133 {00,10} {00,11}\t\u2192 11 d1 t 0\u20133 {01,10} {01,11}\n"
                            "2\t\u2192 01 d0 t 0\u20133 {00,01} {10,01}\t\u2192 00 d0 t 0\u20133 {01,00} {11,00}\n"));
    panel.copy();
    QCOMPARE(QApplication::clipboard()->text(), panel.copiedText());
    // Nothing selected: the whole table, one line per round under the header.
    view->clearSelection();
    QCOMPARE(panel.copiedText().count(QLatin1Char('\n')), 3);
    QCOMPARE(panel.copiedText().section(QLatin1Char('\n'), 0, 0), QStringLiteral("Round\t00\t01\t10\t11"));
}

void TestScheduleTable::clickMovesRoundAndHighlights()
{
    views::MainWindowOptions options;
    options.useSettings = false;
    options.initialSize = QSize(1600, 1000);
    options.request = requestFor(QStringLiteral("alltoall-cartesian"), QStringLiteral("torus:4x4"));
    views::MainWindow window(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(waitForResult(*window.session()));
    auto *panel = window.findChild<views::ScheduleTablePanel *>();
    QVERIFY(panel);
    window.panelDock(QStringLiteral("scheduleTableDock"))->raise();
    QVERIFY(window.viewMenu()->actions().contains(window.panelDock(QStringLiteral("scheduleTableDock"))->toggleViewAction()));
    QTableView *view = panel->view();
    const QModelIndex cell = panel->model()->index(2, 5);
    view->scrollTo(cell);
    QSignalSpy highlighted(window.session(), &views::Session::highlightedTransfersChanged);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(cell).center());
    QCOMPARE(window.session()->round(), 3);
    QCOMPARE(highlighted.count(), 1);
    QList<int> expected = panel->model()->data(cell, ScheduleTableModel::TransfersRole).value<QList<int>>();
    QVERIFY(!expected.isEmpty());
    QCOMPARE(QList<int>(window.session()->highlightedTransfers().begin(), window.session()->highlightedTransfers().end()),
             expected);
    // The network view draws those transfers' channels highlighted, and only while round 3 shows.
    const auto result = window.session()->result();
    std::vector<int> arcs;
    for (int t : expected)
        for (int a : result->topology->pathArcs(result->schedule->rounds[2].transfers[std::size_t(t)].path))
            arcs.push_back(a);
    QCOMPARE(window.networkView()->highlightedArcs(), arcs);
    QVERIFY(panel->model()->data(cell, Qt::FontRole).value<QFont>().bold());
    window.session()->setRound(1);
    QVERIFY(window.networkView()->highlightedArcs().empty());
    window.session()->setRound(3);
    QCOMPARE(window.networkView()->highlightedArcs(), arcs);

    // Screenshot under Xvfb (COLLVIZ_SCREENSHOT_DIR) or into a temporary folder: the window
    // with the table on show is drawn, and the current round's row is the highlighted one.
    QTemporaryDir tmp;
    const QString dir = qEnvironmentVariableIsSet("COLLVIZ_SCREENSHOT_DIR")
                            ? qEnvironmentVariable("COLLVIZ_SCREENSHOT_DIR")
                            : tmp.path();
    QTest::qWait(50);
    const QImage shot = window.grab().toImage();
    QVERIFY(shot.save(dir + QStringLiteral("/scheduletable-torus4x4-round3.png")));
    QVERIFY(panel->model()->data(panel->model()->index(2, 0), Qt::BackgroundRole).isValid());
}

void TestScheduleTable::recostKeepsTheTableAndShowsNewTimes()
{
    views::Session session;
    views::ScheduleTablePanel panel(&session);
    core::RunRequest r = requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:2"));
    session.setRequest(r);
    QVERIFY(waitForResult(session));
    QSignalSpy reset(panel.model(), &QAbstractItemModel::modelReset);
    r.params.cost.tw = 3; // t_s + 2 t_w m = 7
    session.setRequest(r);
    QVERIFY(waitForResult(session));
    QVERIFY(session.lastRunWasRecost());
    QCOMPARE(reset.count(), 0);
    QCOMPARE(panel.model()->data(panel.model()->index(0, 0), ScheduleTableModel::FinishRole).toDouble(), 7.0);
}

void TestScheduleTable::cellsWrapAndTellTheWholeText()
{
    // Q5's standard exchange (the lecture hall's report: "→ 10000 d4 t 0–17 {0,1…" cut, in
    // decimal): a cell's line is "→ partner dim times" and 16 packets, longer than its column.
    // It wraps onto up to four lines, its packets written as the drawing writes them, and its
    // tooltip holds the whole line.
    views::Session session;
    views::ScheduleTablePanel panel(&session);
    panel.resize(900, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    session.setRequest(requestFor(QStringLiteral("alltoall-hypercube-sex"), QStringLiteral("hypercube:5")));
    QVERIFY(waitForResult(session));
    const auto result = session.result();
    ScheduleTableModel *model = panel.model();
    QTableView *view = panel.view();
    const QModelIndex cell = model->index(0, 0);
    const std::vector<ScheduleTableModel::Entry> entries = model->entries(0, 0);
    QCOMPARE(entries.size(), std::size_t(1));
    const core::Transfer t = result->schedule->rounds[0].transfers[std::size_t(entries[0].transfer)];
    QCOMPARE(t.packets.size(), std::size_t(16));
    QStringList names;
    for (int id : t.packets)
        names << views::notation::packetName(*result->schedule, *result->topology, id);
    QVERIFY(names.front().startsWith(QStringLiteral("{00000,")));
    const QString shown = model->data(cell).toString();
    QVERIFY2(shown.contains(names.front()), qPrintable(shown));
    // The tooltip: every packet, in the same notation.
    const QString tip = model->data(cell, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(model->entryText(entries[0], true)), qPrintable(tip));
    for (const QString &name : names)
        QVERIFY2(tip.contains(name), qPrintable(name));
    // On screen: the line is wider than its column, so the row is as tall as the wrapped text.
    const int needed = view->fontMetrics().horizontalAdvance(shown);
    QVERIFY(view->columnWidth(0) < needed);
    QVERIFY(view->wordWrap());
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.font = view->font();
    option.rect = QRect(0, 0, view->columnWidth(0), 10000);
    option.features |= QStyleOptionViewItem::WrapText;
    const int wrapped = view->itemDelegateForIndex(cell)->sizeHint(option, cell).height();
    QVERIFY(wrapped > 2 * view->fontMetrics().height());
    // As tall as the wrapped text, up to four lines (the rest ends in "…", whole in the tooltip).
    const int fourLines = 4 * view->fontMetrics().lineSpacing();
    QVERIFY2(view->rowHeight(0) >= std::min(wrapped, fourLines),
             qPrintable(QStringLiteral("row %1 px, text %2 px").arg(view->rowHeight(0)).arg(wrapped)));
    QVERIFY(view->rowHeight(0) <= fourLines + 6);
}

QTEST_MAIN(TestScheduleTable)
#include "tst_scheduletable.moc"
