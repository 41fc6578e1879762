// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A schedule no built-in algorithm made, in the window: dropped on it, stepped through,
// re-costed and made a what-if of, closed again; a broken round says why in the results and on
// the drawing, in the reference checker's words; a refused file changes nothing on show.

#include "core/rules/roundcheck.h"
#include "views/export/tikz.h"
#include "views/mainwindow.h"
#include "views/models/resultsmodel.h"
#include "views/network/networkview.h"
#include "views/panels/costchartpanel.h"
#include "views/panels/pseudocodepanel.h"
#include "views/panels/setuppanel.h"
#include "views/session.h"
#include "guihelpers.h"
#include "../handmade.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

using namespace collviz;
using namespace collviz::tests;

namespace {

QString writeDocument(const QTemporaryDir &dir, const QString &name, const QJsonObject &doc)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(doc).toJson()) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

/// The both-ways allgather with round 2's first transfer (0 -> 1) carrying packet 2, which
/// processor 0 does not hold after round 1 (it holds 0, 1 and 4).
QJsonObject brokenDocument()
{
    QJsonObject doc = bothWaysAllgather();
    QJsonArray rounds = doc.value(QStringLiteral("rounds")).toArray();
    QJsonObject second = rounds[1].toObject();
    QJsonArray transfers = second.value(QStringLiteral("transfers")).toArray();
    QJsonObject t = transfers[0].toObject();
    Q_ASSERT(t.value(QStringLiteral("src")).toInt() == 0);
    t.insert(QStringLiteral("packets"), QJsonArray{2});
    transfers[0] = t;
    second.insert(QStringLiteral("transfers"), transfers);
    rounds[1] = second;
    doc.insert(QStringLiteral("rounds"), rounds);
    return doc;
}

/// Drops `path` on the window as a file manager would.
void drop(views::MainWindow &window, const QString &path)
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropEvent(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &dropEvent);
}

bool waitForResult(views::Session *session)
{
    QSignalSpy spy(session, &views::Session::resultChanged);
    return spy.wait(20000);
}

QString resultValue(const views::MainWindow &window, const QString &key)
{
    views::ResultsModel model;
    model.setResult(window.session()->result(), window.session()->error());
    const int row = model.rowOf(key);
    return row < 0 ? QString() : model.index(row, 1).data().toString();
}

views::MainWindowOptions windowOptions()
{
    views::MainWindowOptions o;
    o.useSettings = false;
    o.initialSize = QSize(1280, 720);
    return o;
}

/// A window started on the schedule file `path` (collviz --schedule), shown once it is read;
/// null when it was not read in time.
std::unique_ptr<views::MainWindow> windowOn(const QString &path, int round = 0)
{
    views::MainWindowOptions options = windowOptions();
    options.schedule = path;
    options.round = round;
    auto window = std::make_unique<views::MainWindow>(options);
    window->show();
    if (!waitForResult(window->session()))
        return nullptr;
    return window;
}

} // namespace

class TstScheduleFile : public QObject
{
    Q_OBJECT
    QTemporaryDir mDir;
    /// The hand-made ring:5 allgather (no algorithm member), written once for the tests that
    /// open it unchanged.
    QString bothWaysFile() const
    {
        const QString path = mDir.filePath(QStringLiteral("both-ways.json"));
        return QFile::exists(path) ? path : writeDocument(mDir, QStringLiteral("both-ways.json"), bothWaysAllgather());
    }

private slots:
    void droppedScheduleIsShownAndStepped();
    void costsAndModelTimeTheFilesSchedule();
    void backToTheBuiltInAlgorithms();
    void unknownAlgorithmIsShownByItsName();
    void costChartDrawsTheFileBesideTheBuiltIns();
    void brokenRoundSaysWhyInResultsAndOnTheDrawing();
    void refusedFileChangesNothing();
};

void TstScheduleFile::droppedScheduleIsShownAndStepped()
{
    QTemporaryDir dir;
    const QString path = writeDocument(dir, QStringLiteral("both-ways.json"), bothWaysAllgather());
    views::MainWindow window(windowOptions());
    window.show();
    views::Session *session = window.session();
    if (session->isRunning())
        QVERIFY(waitForResult(session));
    drop(window, path);
    QVERIFY(session->isOpening());
    QVERIFY(waitForResult(session));

    QVERIFY(session->document());
    QCOMPARE(session->documentPath(), path);
    const auto result = session->result();
    QVERIFY(result && result->ok);
    QCOMPARE(result->source, core::ScheduleSource::Document);
    QVERIFY(!result->algorithm);
    QCOMPARE(result->topology->name(), QStringLiteral("ring:5"));
    QCOMPARE(session->roundCount(), 2);
    QCOMPARE(session->round(), 0);
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("both-ways.json: unnamed schedule on ring:5")));

    // What the panels say of a schedule with no source: no pseudo-code, no formula row.
    QCOMPARE(resultValue(window, QStringLiteral("verified")), QStringLiteral("yes"));
    QVERIFY(resultValue(window, QStringLiteral("formula")).isEmpty());
    QVERIFY(resultValue(window, QStringLiteral("algorithm")).startsWith(QStringLiteral("unnamed schedule (allgather")));
    auto *setup = window.findChild<views::SetupPanel *>();
    QVERIFY(setup);
    QVERIFY(setup->scheduleInfo()->isVisibleTo(setup));
    QVERIFY(setup->scheduleInfo()->text().contains(QStringLiteral("ring:5")));
    QVERIFY(!setup->topologyKindBox()->isEnabled());
    QVERIFY(!setup->algorithmBox()->isEnabled());

    // Stepping: after round 1 each processor holds its own packet and its two neighbours'; after
    // round 2 all five.
    session->setRound(1);
    QCOMPARE(session->stateAfter().held[0], (std::vector<int>{0, 1, 4}));
    session->setRound(2);
    for (int v = 0; v < 5; ++v)
        QCOMPARE(session->stateAfter().held[std::size_t(v)], (std::vector<int>{0, 1, 2, 3, 4}));
    QCOMPARE(window.networkView()->verdictText(), QString());
}

void TstScheduleFile::costsAndModelTimeTheFilesSchedule()
{
    const auto shown = windowOn(bothWaysFile());
    QVERIFY(shown);
    views::MainWindow &window = *shown;
    views::Session *session = window.session();
    QVERIFY(session->document());
    // Two rounds of one-word messages to neighbours: 2 (t_s + m t_w) = 4.
    QCOMPARE(session->result()->simulation.time, 4.0);
    session->setRound(1);

    auto *setup = window.findChild<views::SetupPanel *>();
    setup->mSpin()->setValue(3); // 2 (1 + 3) = 8: re-costed, the same schedule, the same round
    QVERIFY(waitForResult(session));
    QVERIFY(session->document());
    QVERIFY(session->lastRunWasRecost());
    QCOMPARE(session->result()->simulation.time, 8.0);
    QCOMPARE(session->round(), 1);

    // One port: each processor sends two messages a round, one after the other: a what-if of
    // the file's own schedule that breaks the port limit.
    setup->portsBox()->setCurrentIndex(setup->portsBox()->findData(1));
    QVERIFY(waitForResult(session));
    const auto whatIf = session->result();
    QVERIFY(session->document());
    QVERIFY(whatIf->whatIf);
    QCOMPARE(whatIf->model.ports, 1);
    QCOMPARE(whatIf->naturalModel.allPort(), true);
    QVERIFY(!whatIf->simulation.verified);
    QCOMPARE(whatIf->schedule, session->document()->schedule);
    QCOMPARE(session->round(), 1);
    QVERIFY(setup->whatIfLabel()->isVisibleTo(setup));
    QVERIFY(setup->whatIfLabel()->text().contains(QStringLiteral("schedule file")));
}

void TstScheduleFile::backToTheBuiltInAlgorithms()
{
    const auto shown = windowOn(bothWaysFile());
    QVERIFY(shown);
    views::MainWindow &window = *shown;
    views::Session *session = window.session();
    auto *setup = window.findChild<views::SetupPanel *>();
    QVERIFY(setup->closeScheduleButton()->isVisibleTo(setup));
    setup->closeScheduleButton()->click();
    QVERIFY(waitForResult(session));
    QVERIFY(!session->document());
    QVERIFY(session->result());
    QCOMPARE(session->result()->source, core::ScheduleSource::Algorithm);
    QCOMPARE(session->result()->topology->name(), QStringLiteral("ring:5"));
    QVERIFY2(!session->result()->whatIf, "the built-in algorithm runs under its own model, not the file's");
    QVERIFY(setup->topologyKindBox()->isEnabled());
    QVERIFY(!setup->scheduleInfo()->isVisibleTo(setup));
}

void TstScheduleFile::unknownAlgorithmIsShownByItsName()
{
    QTemporaryDir dir;
    QJsonObject doc = bothWaysAllgather();
    doc.insert(QStringLiteral("algorithm"), QStringLiteral("allgather-ring-both-ways"));
    const QString path = writeDocument(dir, QStringLiteral("named.json"), doc);
    const auto shown = windowOn(path);
    QVERIFY(shown);
    views::MainWindow &window = *shown;
    const auto result = window.session()->result();
    QVERIFY(result);
    QVERIFY(!result->algorithm);
    QCOMPARE(result->name, QStringLiteral("allgather-ring-both-ways"));
    QVERIFY(resultValue(window, QStringLiteral("algorithm")).startsWith(QStringLiteral("allgather-ring-both-ways (")));
    QVERIFY(window.windowTitle().contains(QStringLiteral("allgather-ring-both-ways on ring:5")));
    auto *code = window.findChild<views::PseudoCodePanel *>();
    QVERIFY(code);
    QVERIFY(code->findChild<QLabel *>()->text().contains(QStringLiteral("no pseudo-code")));
}

void TstScheduleFile::costChartDrawsTheFileBesideTheBuiltIns()
{
    QTemporaryDir dir;
    const QString path = writeDocument(dir, QStringLiteral("both-ways.json"), bothWaysAllgather());
    views::Session session;
    session.openSchedule(path);
    QVERIFY(waitForResult(&session));
    views::CostChartPanel panel(&session);
    QSignalSpy drawn(&panel, &views::CostChartPanel::sizeChartUpdated);
    panel.resize(900, 600);
    panel.show();
    QVERIFY(drawn.wait(60000));
    const core::SizeSweepResult &sweep = panel.sizeResult();
    QVERIFY(sweep.series.size() >= 2);
    // First the file: two rounds of one message to each neighbour, 2 (t_s + m t_w).
    const core::SweepSeries &file = sweep.series.front();
    QCOMPARE(file.algorithm, QStringLiteral("unnamed schedule (schedule file)"));
    QCOMPARE(file.points.front().m, 1.0);
    QCOMPARE(file.points.front().time, 4.0);
    QCOMPARE(file.points.back().m, 4096.0);
    QCOMPARE(file.points.back().time, 8194.0);
    QVERIFY(!file.points.front().formula);
    // Then built-in allgathers on ring:5, the ring's own among them: p - 1 = 4 rounds.
    const auto ring = std::find_if(sweep.series.begin(), sweep.series.end(),
                                   [](const core::SweepSeries &s) { return s.algorithm == QLatin1String("allgather-ring"); });
    QVERIFY(ring != sweep.series.end());
    QCOMPARE(ring->points.front().time, 8.0);
    // The list beside the chart, its legend, names the file first.
    auto *list = panel.findChild<QListWidget *>();
    QVERIFY(list);
    QCOMPARE(list->item(0)->text(), QStringLiteral("unnamed schedule (schedule file)"));
    QCOMPARE(list->item(0)->checkState(), Qt::Checked);
}

void TstScheduleFile::brokenRoundSaysWhyInResultsAndOnTheDrawing()
{
    QTemporaryDir dir;
    const QString path = writeDocument(dir, QStringLiteral("broken.json"), brokenDocument());
    const auto shown = windowOn(path, 2); // collviz --schedule broken.json --round 2
    QVERIFY(shown);
    views::MainWindow &window = *shown;
    views::Session *session = window.session();
    const auto result = session->result();
    QVERIFY(result);
    QVERIFY(!result->simulation.verified);
    QTRY_COMPARE(session->round(), 2);

    // The reference checker's verdict on round 2, judged on the state after round 1.
    const core::BufferState before = core::Replay(result->schedule.get()).stateAfter(1);
    const core::rules::RoundVerdict verdict = core::rules::judgeRound(
        *result->topology, *result->schedule, result->schedule->rounds[1], before, result->model);
    QCOMPARE(verdict.findings.size(), std::size_t(1));
    const core::rules::Finding &finding = verdict.findings.front();
    QCOMPARE(finding.rule, core::ViolationKind::NotHeld);
    QCOMPARE(finding.node, 0);
    QCOMPARE(finding.transfer, 0);
    QCOMPARE(finding.packet, 2);

    // In the results: the violation row carries that sentence.
    views::ResultsModel model;
    model.setResult(result, QString());
    QCOMPARE(resultValue(window, QStringLiteral("violation")), finding.sentence);
    // On the drawing, on round 2 only: the legend's verdict and the mark on processor 0.
    session->setRound(1);
    QCOMPARE(window.networkView()->verdictText(), QString());
    session->setRound(2);
    QCOMPARE(window.networkView()->verdictText(), QStringLiteral("Round 2 breaks a rule: %1").arg(finding.sentence));
    QVERIFY(window.networkView()->nodeOverloaded(0));
    QVERIFY(!window.networkView()->nodeOverloaded(1));
    QVERIFY(window.networkView()->nodeToolTip(0).contains(finding.sentence));
    // And in the TikZ picture and the Beamer frame of that round.
    const QString latex = QStringLiteral("\\textbf{Round 2 breaks a rule: %1}").arg(finding.sentence);
    QVERIFY(views::tikz::standaloneDocument(*result, 2).contains(latex));
    QVERIFY(!views::tikz::standaloneDocument(*result, 1).contains(QStringLiteral("breaks a rule")));
    QVERIFY(views::tikz::beamerDocument(*result).contains(latex + QStringLiteral("}\n")));
}

void TstScheduleFile::refusedFileChangesNothing()
{
    QTemporaryDir dir;
    QJsonObject doc = bothWaysAllgather();
    doc.insert(QStringLiteral("operation"), QStringLiteral("allgatherr"));
    const QString path = writeDocument(dir, QStringLiteral("bad.json"), doc);
    views::MainWindow window(windowOptions());
    window.show();
    views::Session *session = window.session();
    if (session->isRunning())
        QVERIFY(waitForResult(session));
    const auto before = session->result();
    QVERIFY(before);
    QSignalSpy refused(session, &views::Session::scheduleRefused);
    drop(window, path);
    QVERIFY(refused.wait(20000));
    const QString sentence = refused.first().first().toString();
    QVERIFY2(sentence.startsWith(QStringLiteral("schedule file '%1': operation \"allgatherr\" is not accepted").arg(path)),
             qPrintable(sentence));
    QCOMPARE(session->result(), before);
    QVERIFY(!session->document());
    // The sentence is on screen, in a box that does not block the window.
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = window.findChild<QMessageBox *>()) != nullptr);
    QCOMPARE(box->text(), sentence);
    box->close();
}

QTEST_MAIN(TstScheduleFile)
#include "tst_schedulefile.moc"
