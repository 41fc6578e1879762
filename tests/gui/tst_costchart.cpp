// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The cost chart (views/panels/costchartpanel.h): all-to-all on hypercube:5, the series it
// draws against the core sweep and against `collviz-cli sweep`, the crossover seed 000 speaks
// of, live re-costing when t_s changes, and the chart against p over a family.

#include "core/costbreakdown.h"
#include "core/sweep.h"
#include "views/export/panelfigures.h"
#include "views/panels/costchartpanel.h"
#include "views/session.h"

#include "../programrun.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontMetricsF>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTabWidget>
#include <QtCharts/QChart>
#include <QtCharts/QBarSet>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtTest>

#include <cmath>

using namespace collviz;

namespace {
const QString kSex = QStringLiteral("alltoall-hypercube-sex");
const QString kDex = QStringLiteral("alltoall-direct-exchange");

core::RunRequest alltoallQ5(double ts, double tw)
{
    core::RunRequest r;
    r.algorithm = kSex;
    r.topology = QStringLiteral("hypercube:5");
    r.params.cost.ts = ts;
    r.params.cost.tw = tw;
    return r;
}

/// Waits for the next redraw of the size chart.
bool waitForSizeChart(views::CostChartPanel &panel)
{
    QSignalSpy spy(&panel, &views::CostChartPanel::sizeChartUpdated);
    return spy.wait(60000);
}

void setChecked(QListWidget *list, const QStringList &ids)
{
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        if (item->flags() & Qt::ItemIsEnabled)
            item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList enabledIds(QListWidget *list)
{
    QStringList ids;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->flags() & Qt::ItemIsEnabled)
            ids << list->item(i)->data(Qt::UserRole).toString();
    return ids;
}
} // namespace

class TestCostChart : public QObject
{
    Q_OBJECT
private slots:
    void alltoallQ5ListsEveryAlgorithmThatRuns();
    void seriesEqualCoreSweepAndCrossoverIsListed();
    void seriesEqualCliSweep();
    void editingTsRecostsLive();
    void hiddenPanelComputesNothing();
    void modelRebuildsAsAWhatIf();
    void timeAgainstP();
    void legendNamesEverySeriesInItsOwnStyle();
    void crossoverLabelsDoNotOverlap();
    void differentModelsAreMarked_data();
    void differentModelsAreMarked();
    void whereEqualInOneClick();
    void breakdownAddsUpToTheTime();
    void breakdownExports();
    void breakdownShowsCombiningOnlyWithIt();
};

void TestCostChart::alltoallQ5ListsEveryAlgorithmThatRuns()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    session.setRequest(alltoallQ5(100, 1));
    panel.resize(1400, 800);
    panel.show();
    QVERIFY(waitForSizeChart(panel));
    // Every all-to-all algorithm of the registry is listed; those that run on Q5 can be picked.
    const QStringList enabled = enabledIds(panel.algorithmList());
    QCOMPARE(panel.algorithmList()->count(),
             int(core::AlgorithmRegistry::instance().forOperation(core::Operation::Alltoall).size()));
    for (const QString &id : {kSex, kDex, QStringLiteral("alltoall-hypercube-pairwise"),
                              QStringLiteral("alltoall-hypercube-allport"), QStringLiteral("alltoall-jh-alg1"),
                              QStringLiteral("alltoall-jh-alg2")})
        QVERIFY2(enabled.contains(id), qPrintable(id));
    QVERIFY(!enabled.contains(QStringLiteral("alltoall-ring-pipeline")));
    QCOMPARE(int(panel.sizeResult().series.size()), int(enabled.size()));
    for (const QString &id : enabled) {
        QVERIFY2(panel.timeSeries(id), qPrintable(id));
        QCOMPARE(panel.timeSeries(id)->count(), 25);
    }
}

void TestCostChart::seriesEqualCoreSweepAndCrossoverIsListed()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    session.setRequest(alltoallQ5(100, 1));
    panel.resize(1400, 800);
    panel.show();
    QVERIFY(waitForSizeChart(panel));
    setChecked(panel.algorithmList(), {kSex, kDex});
    QVERIFY(waitForSizeChart(panel));
    QCOMPARE(int(panel.sizeResult().series.size()), 2);
    QVERIFY(!panel.timeSeries(QStringLiteral("alltoall-jh-alg1"))); // unchecked: not drawn

    // The same sweep from the core.
    core::SizeSweep sweep;
    QString error;
    QVERIFY2(core::SizeSweep::prepare({kSex, kDex}, QStringLiteral("hypercube:5"), QString(), &sweep, &error),
             qPrintable(error));
    core::CostParams cost;
    cost.ts = 100;
    cost.tw = 1;
    core::SizeRange range;
    range.points = 25;
    const core::SizeSweepResult expected = sweep.evaluate(cost, range);
    for (const core::SweepSeries &s : expected.series) {
        const QList<QPointF> time = panel.timeSeries(s.algorithm)->points();
        const QList<QPointF> formula = panel.formulaSeries(s.algorithm)->points();
        const QList<QPointF> bound = panel.boundSeries(s.algorithm)->points();
        QCOMPARE(time.size(), int(s.points.size()));
        QCOMPARE(formula.size(), int(s.points.size()));
        QCOMPARE(bound.size(), int(s.points.size()));
        for (int i = 0; i < time.size(); ++i) {
            const core::SweepPoint &pt = s.points[std::size_t(i)];
            QCOMPARE(time[i], QPointF(pt.m, pt.time));
            QCOMPARE(formula[i], QPointF(pt.m, *pt.formula));
            QCOMPARE(bound[i], QPointF(pt.m, *pt.lowerBound));
        }
    }

    // Seed 000: standard exchange while t_s dominates, direct exchange once t_w does; the
    // crossover at 500 + 80 m = 3100 + 31 m is marked and listed.
    QCOMPARE(int(expected.crossovers.size()), 1);
    QCOMPARE(panel.crossoverList()->count(), 1);
    QListWidgetItem *item = panel.crossoverList()->item(0);
    QVERIFY(std::abs(item->data(Qt::UserRole + 1).toDouble() - 2600.0 / 49) < 1e-4);
    QCOMPARE(item->data(Qt::UserRole).toStringList(), (QStringList{kSex, kDex}));
    QVERIFY2(item->text() == QStringLiteral("m = 53.0612: standard exchange is faster below, direct exchange (DEX) above"),
             qPrintable(item->text()));
    QCOMPARE(panel.crossoverSeries()->count(), 1);
    QVERIFY(std::abs(panel.crossoverSeries()->at(0).x() - 2600.0 / 49) < 1e-4);
    QVERIFY(std::abs(panel.crossoverSeries()->at(0).y() - (500 + 80 * 2600.0 / 49)) < 1e-2);
    QVERIFY(panel.isLogLog());

    // COLLVIZ_SCREENSHOT_DIR=dir (e.g. under xvfb-run with QT_QPA_PLATFORM=xcb) keeps a picture
    // of the panel for the documentation (docs/screenshots/).
    if (const QString dir = qEnvironmentVariable("COLLVIZ_SCREENSHOT_DIR"); !dir.isEmpty()) {
        QVERIFY(panel.grab().save(dir + QStringLiteral("/costchart-q5-alltoall.png")));
        setChecked(panel.algorithmList(), enabledIds(panel.algorithmList()));
        QVERIFY(waitForSizeChart(panel));
        QVERIFY(panel.grab().save(dir + QStringLiteral("/costchart-q5-alltoall-all.png")));
        QSignalSpy family(&panel, &views::CostChartPanel::familyChartUpdated);
        panel.tabs()->setCurrentIndex(1);
        QVERIFY(family.wait(120000));
        QVERIFY(panel.grab().save(dir + QStringLiteral("/costchart-hypercube-family.png")));
    }
}

void TestCostChart::seriesEqualCliSweep()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    session.setRequest(alltoallQ5(100, 1));
    panel.resize(1400, 800);
    panel.show();
    QVERIFY(waitForSizeChart(panel));
    const QStringList ids = enabledIds(panel.algorithmList());
    const auto cli = tests::cli({QStringLiteral("sweep"), QStringLiteral("--algorithms"), ids.join(QLatin1Char(',')),
                                 QStringLiteral("--topology"), QStringLiteral("hypercube:5"), QStringLiteral("--ts"),
                                 QStringLiteral("100"), QStringLiteral("--tw"), QStringLiteral("1"),
                                 QStringLiteral("--points"), QStringLiteral("25"), QStringLiteral("--format"),
                                 QStringLiteral("csv")});
    QCOMPARE(cli.exitCode, 0);
    QStringList lines = QString::fromUtf8(cli.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    while (!lines.isEmpty() && lines.first().startsWith(QLatin1String("# ")))
        lines.removeFirst(); // the header comment: costs, units, crossovers
    QCOMPARE(lines.takeFirst(),
             QStringLiteral("algorithm,model,whatIf,topology,p,m,ts,tw,th,rounds,time,formula,lowerBound"));
    QCOMPARE(lines.size(), 25 * ids.size());
    QHash<QString, int> seen;
    for (const QString &line : lines) {
        // The model is quoted (it holds commas): the fields after it are counted from the end.
        const QStringList all = line.split(QLatin1Char(','));
        const QStringList f = QStringList{all.first()} + all.mid(all.size() - 8);
        const int i = seen[f[0]]++;
        QScatterSeries *time = panel.timeSeries(f[0]);
        QVERIFY2(time, qPrintable(f[0]));
        // The CSV prints numbers that read back exactly: algorithm, m (1), time (6), formula (7), bound (8).
        QCOMPARE(time->at(i), QPointF(f[1].toDouble(), f[6].toDouble()));
        if (!f[7].isEmpty())
            QCOMPARE(panel.formulaSeries(f[0])->at(i), QPointF(f[1].toDouble(), f[7].toDouble()));
        if (!f[8].isEmpty())
            QCOMPARE(panel.boundSeries(f[0])->at(i), QPointF(f[1].toDouble(), f[8].toDouble()));
    }
    QCOMPARE(seen.size(), ids.size());
}

void TestCostChart::editingTsRecostsLive()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    session.setRequest(alltoallQ5(100, 1));
    panel.resize(1400, 800);
    panel.show();
    QVERIFY(waitForSizeChart(panel));
    setChecked(panel.algorithmList(), {kSex, kDex});
    QVERIFY(waitForSizeChart(panel));
    QCOMPARE(panel.crossoverList()->item(0)->data(Qt::UserRole).toStringList(), (QStringList{kSex, kDex}));

    // t_s = 1: the direct exchange is faster at every m of 1..4096; the session is untouched.
    panel.tsSpin()->setValue(1);
    QVERIFY(waitForSizeChart(panel));
    QCOMPARE(session.request().params.cost.ts, 100.0);
    QCOMPARE(panel.sizeResult().cost.ts, 1.0);
    QVERIFY(panel.sizeResult().crossovers.empty());
    QCOMPARE(panel.crossoverList()->count(), 1);
    QCOMPARE(panel.crossoverList()->item(0)->text(), QStringLiteral("none between m = 1 and 4096"));
    QCOMPARE(panel.timeSeries(kSex)->at(0).y(), 5 * (1 + 16.0));

    // Linear axes: the same numbers.
    panel.setLogLog(false);
    QVERIFY(waitForSizeChart(panel));
    QCOMPARE(panel.timeSeries(kDex)->at(panel.timeSeries(kDex)->count() - 1), QPointF(4096, 31 * (1 + 4096.0)));

    // The setup's costs are followed.
    session.setRequest(alltoallQ5(1000, 1));
    QVERIFY(waitForSizeChart(panel));
    QCOMPARE(panel.tsSpin()->value(), 1000.0);
    QCOMPARE(int(panel.sizeResult().crossovers.size()), 1);
}

void TestCostChart::hiddenPanelComputesNothing()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    session.setRequest(alltoallQ5(100, 1));
    QSignalSpy spy(&panel, &views::CostChartPanel::sizeChartUpdated);
    QVERIFY(!spy.wait(1000)); // never shown: nothing built, nothing drawn
    QVERIFY(panel.sizeResult().series.empty());
    panel.resize(1400, 800);
    panel.show();
    QVERIFY(spy.wait(60000));
    QCOMPARE(panel.sizeResult().topology, QStringLiteral("hypercube:5"));
}

void TestCostChart::modelRebuildsAsAWhatIf()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    session.setRequest(alltoallQ5(100, 1));
    panel.resize(1400, 800);
    panel.show();
    QVERIFY(waitForSizeChart(panel));
    setChecked(panel.algorithmList(), {kSex, kDex});
    QVERIFY(waitForSizeChart(panel));
    // Every algorithm under wormhole, 1-port, combining: a what-if for the direct exchange
    // (natural: noncombining), whose e-cube messages stay the same.
    panel.modelCombo()->setCurrentText(QStringLiteral("wh,combining"));
    emit panel.modelCombo()->activated(panel.modelCombo()->currentIndex());
    QVERIFY(waitForSizeChart(panel));
    QCOMPARE(panel.sizeResult().modelSpec, QStringLiteral("wh,combining"));
    for (const core::SweepSeries &s : panel.sizeResult().series) {
        QCOMPARE(s.model.switching, core::Switching::Wormhole);
        QVERIFY(s.model.combining);
        QCOMPARE(s.whatIf, true); // SEX is sf by nature, DEX noncombining
        core::RunRequest request;
        request.algorithm = s.algorithm;
        request.topology = QStringLiteral("hypercube:5");
        request.modelSpec = QStringLiteral("wh,combining");
        request.params.cost.ts = 100;
        request.params.cost.m = s.points.back().m;
        const core::RunResult run = core::Engine::run(request);
        QVERIFY2(run.ok, qPrintable(run.error));
        QCOMPARE(s.points.back().time, run.simulation.time);
    }
}

void TestCostChart::timeAgainstP()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    core::RunRequest request;
    request.algorithm = QStringLiteral("alltoall-ring-pipeline");
    request.topology = QStringLiteral("ring:8");
    session.setRequest(request);
    panel.resize(1400, 800);
    panel.show();
    QCOMPARE(panel.familyCombo()->currentData().toString(), QStringLiteral("ring"));
    QSignalSpy spy(&panel, &views::CostChartPanel::familyChartUpdated);
    panel.tabs()->setCurrentIndex(1);
    QVERIFY(spy.wait(120000));
    const core::FamilySweep sweep = core::FamilySweep::prepare(
        {QStringLiteral("alltoall-ring-pipeline"), QStringLiteral("alltoall-ring-bidirectional"),
         QStringLiteral("alltoall-cycle-micro")},
        QStringLiteral("ring"), QString(), views::SweepRunner::kFamilyMemoryLimitBytes);
    core::CostParams cost;
    const core::FamilySweepResult expected = sweep.evaluate(cost);
    for (const core::SweepSeries &s : expected.series) {
        QScatterSeries *series = panel.familyTimeSeries(s.algorithm);
        QVERIFY2(series, qPrintable(s.algorithm));
        QCOMPARE(series->count(), int(s.points.size()));
        for (int i = 0; i < series->count(); ++i)
            QCOMPARE(series->at(i), QPointF(s.points[std::size_t(i)].p, s.points[std::size_t(i)].time));
    }
    QCOMPARE(panel.familyTimeSeries(QStringLiteral("alltoall-cycle-micro"))->count(), 16); // z = 4t only
}

namespace {
/// The panel on all-to-all on Q5 with every algorithm that runs on it drawn.
void showAllOnQ5(views::Session &session, views::CostChartPanel &panel, int width = 1400)
{
    session.setRequest(alltoallQ5(100, 1));
    panel.resize(width, 800);
    panel.show();
    QVERIFY(waitForSizeChart(panel));
}
} // namespace

void TestCostChart::legendNamesEverySeriesInItsOwnStyle()
{
    for (const int width : {1400, 700}) {
        views::Session session;
        views::CostChartPanel panel(&session);
        showAllOnQ5(session, panel, width);
        const views::CostChartRenderer *renderer = panel.sizeRenderer();
        const QStringList lines = renderer->legendLines();
        const QStringList ids = enabledIds(panel.algorithmList());
        QVERIFY(ids.size() >= 8);
        QSet<QRgb> colours;
        QSet<int> styles;
        for (const QString &id : ids) {
            // On the plot, by its whole name.
            const QString title = views::CostChartRenderer::algorithmTitle(id);
            QVERIFY2(lines.contains(title), qPrintable(title + QLatin1Char('|') + lines.join(u'|')));
            // The line's colour; the markers have it too (as their border where they are hollow).
            const QColor colour = panel.formulaSeries(id)->pen().color();
            colours.insert(colour.rgb());
            QVERIFY(panel.timeSeries(id)->color() == colour
                    || (panel.timeSeries(id)->color() == QColor(Qt::white)
                        && panel.timeSeries(id)->borderColor() == colour));
            styles.insert(renderer->styleOf(id));
        }
        QCOMPARE(colours.size(), int(ids.size())); // no two series share a colour
        QCOMPARE(styles.size(), int(ids.size()));
        QVERIFY(lines.contains(QStringLiteral("crossover: equal times")));
        // The legend is whole, inside the chart, beside or under the plot, and wide enough for every line.
        const QRectF legend = renderer->legendRect();
        const QRectF chart(QPointF(0, 0), panel.sizeChart()->size());
        const QString where = QStringLiteral("panel width %1: legend %2,%3 %4x%5 in a chart of %6x%7")
                                  .arg(width)
                                  .arg(legend.x())
                                  .arg(legend.y())
                                  .arg(legend.width())
                                  .arg(legend.height())
                                  .arg(chart.width())
                                  .arg(chart.height());
        QVERIFY2(chart.contains(legend), qPrintable(where));
        QVERIFY(!legend.intersects(panel.sizeChart()->plotArea()));
        // And the plot keeps most of the width: a narrow chart has its legend under the plot.
        QVERIFY2(panel.sizeChart()->plotArea().width() > 0.45 * chart.width(), qPrintable(where));
        const QFontMetricsF metrics{QFont()};
        // Every name whole: on one line, or wrapped where the chart is narrower than the name
        // (then each of its words fits).
        for (const QString &line : lines) {
            bool fits = metrics.horizontalAdvance(line) + 34 < legend.width();
            if (!fits && legend.width() + 2 * 10 < chart.width() - 1) // the legend is as wide as the chart allows
                QFAIL(qPrintable(QStringLiteral("wrapped though there was room: ") + line + QLatin1Char(' ') + where));
            for (const QString &word : line.split(QLatin1Char(' ')))
                QVERIFY2(metrics.horizontalAdvance(word) + 34 < legend.width(), qPrintable(line + QLatin1Char(' ') + where));
        }
    }
}

void TestCostChart::crossoverLabelsDoNotOverlap()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    showAllOnQ5(session, panel);
    const QList<QRectF> labels = panel.sizeRenderer()->crossoverLabelRects();
    // Six pairs cross at m = 17.1875 at one point (five algorithms of equal times crossing standard
    // exchange), one at m = 25, three at m = 53.06: one label a point.
    QCOMPARE(labels.size(), 3);
    for (int i = 0; i < labels.size(); ++i) {
        QVERIFY(panel.sizeChart()->plotArea().adjusted(0, -labels[i].height(), 0, 0).contains(labels[i]));
        for (int j = i + 1; j < labels.size(); ++j)
            QVERIFY2(!labels[i].intersects(labels[j]), qPrintable(QStringLiteral("labels %1 and %2").arg(i).arg(j)));
        // Nor does a label cover a star.
        for (const QPointF &star : panel.crossoverSeries()->points())
            QVERIFY(!labels[i].contains(panel.sizeChart()->mapToPosition(star, panel.crossoverSeries())));
    }
    // Still apart once the chart is smaller.
    panel.resize(1000, 450);
    QTRY_VERIFY(panel.sizeChart()->size().height() < 420);
    const QList<QRectF> smaller = panel.sizeRenderer()->crossoverLabelRects();
    for (int i = 0; i < smaller.size(); ++i)
        for (int j = i + 1; j < smaller.size(); ++j)
            QVERIFY(!smaller[i].intersects(smaller[j]));
}

void TestCostChart::differentModelsAreMarked_data()
{
    QTest::addColumn<QStringList>("algorithms");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QStringList>("marked");
    const QString jh = QStringLiteral("alltoall-jh-alg1");
    const QString allPort = QStringLiteral("alltoall-hypercube-allport");
    // Natural models: standard exchange is SF 1-port combining; Johnsson-Ho's algorithm 1 and
    // the all-port exchange are SF all-port noncombining, the most common model here.
    QTest::newRow("natural: sf 1-port, sf all-port twice") << QStringList{kSex, jh, allPort} << QString()
                                                          << QStringList{kSex};
    QTest::newRow("natural: sf all-port twice") << QStringList{jh, allPort} << QString() << QStringList{};
    QTest::newRow("one model for all") << QStringList{kSex, jh, allPort}
                                       << QStringLiteral("wh,ports=all,noncombining") << QStringList{};
}

void TestCostChart::differentModelsAreMarked()
{
    QFETCH(QStringList, algorithms);
    QFETCH(QString, model);
    QFETCH(QStringList, marked);
    views::Session session;
    views::CostChartPanel panel(&session);
    showAllOnQ5(session, panel);
    views::CostChartState state = panel.state();
    state.algorithms = algorithms;
    state.model = model;
    panel.setState(state);
    QTRY_VERIFY_WITH_TIMEOUT(int(panel.sizeResult().series.size()) == algorithms.size()
                                 && panel.sizeResult().modelSpec == model,
                             60000);
    const views::CostChartRenderer *renderer = panel.sizeRenderer();
    QCOMPARE(renderer->modelsDiffer(), !marked.isEmpty());
    const QStringList lines = renderer->legendLines();
    for (const QString &id : algorithms) {
        QCOMPARE(renderer->markedAsOtherModel(id), marked.contains(id));
        // Hollow markers exactly when the models differ.
        QCOMPARE(panel.timeSeries(id)->color() == QColor(Qt::white), marked.contains(id));
        QVERIFY(lines.contains(views::CostChartRenderer::algorithmTitle(id)));
    }
    // The legend groups the series under their models when these differ, and says which are hollow.
    QCOMPARE(lines.contains(QStringLiteral("SF, all-port, noncombining:")), !marked.isEmpty());
    QCOMPARE(lines.contains(QStringLiteral("SF, 1-port:")), !marked.isEmpty());
    QCOMPARE(lines.last().startsWith(QLatin1String("hollow")), !marked.isEmpty());
    if (!marked.isEmpty()) {
        QCOMPARE(lines.first(), QStringLiteral("SF, all-port, noncombining:"));
        QCOMPARE(lines.last(), QStringLiteral("hollow: not under SF, all-port, noncombining"));
    }
}

void TestCostChart::whereEqualInOneClick()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    showAllOnQ5(session, panel);
    QListWidget *list = panel.algorithmList();
    list->clearSelection();
    for (int i = 0; i < list->count(); ++i)
        if (QStringList{kSex, kDex}.contains(list->item(i)->data(Qt::UserRole).toString()))
            list->item(i)->setSelected(true);
    panel.equalButton()->click();
    // Seed 000: 500 + 80 m = 3100 + 31 m at m = 2600/49.
    QCOMPARE(panel.equalAnswer()->text(), QStringLiteral("standard exchange = direct exchange (DEX) at m = 53.0612 "
                                                         "(time 4744.9)."));
    list->clearSelection();
    panel.equalButton()->click();
    QVERIFY(panel.equalAnswer()->text().startsWith(QLatin1String("Select two")));
}

void TestCostChart::breakdownAddsUpToTheTime()
{
    views::Session session;
    views::CostChartPanel panel(&session);
    showAllOnQ5(session, panel);
    QSignalSpy spy(&panel, &views::CostChartPanel::breakdownUpdated);
    panel.breakdownMSpin()->setValue(64);
    panel.tabs()->setCurrentIndex(2);
    QVERIFY(spy.wait(60000));
    const core::SizeBreakdownResult &result = panel.breakdownResult();
    const QStringList ids = enabledIds(panel.algorithmList());
    QCOMPARE(int(result.bars.size()), int(ids.size()));
    const views::BreakdownChartRenderer *renderer = panel.breakdownRenderer();
    QCOMPARE(renderer->categories().size(), int(ids.size()));
    for (int i = 0; i < int(result.bars.size()); ++i) {
        const core::BreakdownBar &bar = result.bars[std::size_t(i)];
        core::RunRequest request = alltoallQ5(100, 1);
        request.algorithm = bar.algorithm;
        request.params.cost.m = 64;
        const core::RunResult run = core::Engine::run(request);
        QVERIFY2(run.ok, qPrintable(run.error));
        // The bar drawn (its parts top to bottom on the axis; the chart lists them reversed).
        const int at = int(result.bars.size()) - 1 - i;
        double drawn = 0;
        for (int part = 0; part < views::BreakdownChartRenderer::PartCount; ++part)
            drawn += renderer->barSet(views::BreakdownChartRenderer::Part(part))->at(at);
        QVERIFY2(std::abs(drawn - run.simulation.time) <= 1e-9 * run.simulation.time, qPrintable(bar.algorithm));
        QCOMPARE(renderer->barSet(views::BreakdownChartRenderer::StartUp)->at(at),
                 core::CostBreakdown::of(run).startUp);
        QCOMPARE(renderer->categories()[i], views::CostChartRenderer::algorithmTitle(bar.algorithm));
        // Its total at its end, and its model: the models differ (each algorithm's natural one).
        QCOMPARE(renderer->endLabels()[i],
                 QStringLiteral("%1 (%2)").arg(QString::number(run.simulation.time, 'g', 6),
                                               views::CostChartRenderer::modelName(run.model)));
    }
    // Standard exchange on Q5 under its sf 1-port: 5 rounds, nothing waits.
    const auto sex = std::find_if(result.bars.cbegin(), result.bars.cend(),
                                  [](const core::BreakdownBar &b) { return b.algorithm == kSex; });
    QCOMPARE(sex->parts.startUp, 500.0);
    QCOMPARE(sex->parts.bandwidth, 5 * 64 * 16.0);
    QCOMPARE(sex->parts.waiting, 0.0);
    // Another m: the bars follow.
    panel.breakdownMSpin()->setValue(8);
    QVERIFY(spy.wait(60000));
    QCOMPARE(panel.breakdownResult().cost.m, 8.0);
    QCOMPARE(panel.state().toJson().value(QStringLiteral("tab")).toString(), QStringLiteral("breakdown"));
    QCOMPARE(panel.state().toJson().value(QStringLiteral("breakdownM")).toDouble(), 8.0);
}

void TestCostChart::breakdownExports()
{
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("breakdown.json"));
    {
        QFile f(scenario);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "collviz-scenario/1", "algorithm": "alltoall-hypercube-sex", "topology": "hypercube:5",
                    "params": {"ts": 100, "tw": 1},
                    "views": {"costChart": {"tab": "breakdown", "breakdownM": 64}}})");
    }
    const QString out = dir.filePath(QStringLiteral("breakdown.svg"));
    const auto cli = tests::cli({QStringLiteral("export"), QStringLiteral("--scenario"), scenario,
                                 QStringLiteral("--what"), QStringLiteral("chart"), QStringLiteral("--out"), out});
    QVERIFY2(cli.exitCode == 0, cli.err.constData());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    for (const char *text : {"Cost breakdown at m = 64 words", "start-up (t_s)", "waiting for channels or ports",
                             "time (in the units of t_s, t_w and t_h)", "standard exchange"})
        QVERIFY2(svg.contains(QLatin1String(text)), text);
    // A tab the chart has not: one sentence, exit 2.
    {
        QFile g(scenario);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(R"({"format": "collviz-scenario/1", "algorithm": "alltoall-hypercube-sex", "topology": "hypercube:5",
                    "views": {"costChart": {"tab": "bars"}}})");
    }
    const auto bad = tests::cli({QStringLiteral("export"), QStringLiteral("--scenario"), scenario,
                                 QStringLiteral("--what"), QStringLiteral("chart"), QStringLiteral("--out"), out});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("breakdown"), bad.err.constData());
}

void TestCostChart::breakdownShowsCombiningOnlyWithIt()
{
    // The combining part (t_c > 0) is drawn and in the legend only where a bar has it: a chart
    // without t_c keeps its four parts.
    auto *chart = new QChart;
    QChartView view(chart);
    view.resize(800, 400);
    views::BreakdownChartRenderer renderer(chart);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto legendLabels = [chart]() {
        QStringList labels;
        for (QLegendMarker *marker : chart->legend()->markers())
            if (marker->isVisible())
                labels << marker->label();
        return labels;
    };
    core::SizeBreakdownResult result;
    result.cost.m = 4;
    core::BreakdownBar bar;
    bar.algorithm = QStringLiteral("reduce-recursive-halving");
    bar.parts.startUp = 3;
    bar.parts.bandwidth = 12;
    bar.time = 15;
    result.bars.push_back(bar);
    renderer.show(result);
    QCOMPARE(legendLabels().size(), 4);
    QVERIFY(!legendLabels().join(QLatin1Char(' ')).contains(QLatin1String("t_c")));
    result.bars.front().parts.combining = 6;
    result.bars.front().time = 21;
    renderer.show(result);
    QCOMPARE(legendLabels().size(), 5);
    QVERIFY(legendLabels().contains(QStringLiteral("combining (t_c)")));
    QCOMPARE(renderer.barSet(views::BreakdownChartRenderer::Combining)->at(0), 6.0);
}

QTEST_MAIN(TestCostChart)
#include "tst_costchart.moc"
