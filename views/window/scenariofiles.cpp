// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/window/scenariofiles.h"

#include "core/formats/scheduleformat.h"
#include "core/userfiles.h"

#include "views/export/figure.h"
#include "views/mainwindow.h"
#include "views/network/networkview.h"
#include "views/state/viewoptions.h"
#include "views/panels/costchartpanel.h"
#include "views/panels/datamatrixpanel.h"
#include "views/panels/hamiltonianpanel.h"
#include "views/panels/tadtpanel.h"
#include "views/session.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>

namespace collviz::views {

namespace {

constexpr int kRecent = 8;
const char *const kRecentKey = "scenario/recent";

/// A panel's name in a scenario file: its dock's object name without "Dock" ("costChart").
QString panelName(const PanelSpec &spec)
{
    QString name = QLatin1String(spec.objectName);
    if (name.endsWith(QLatin1String("Dock")))
        name.chop(4);
    return name;
}

/// The one local file a drag carries, or empty.
QString droppedFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1 || !mime->urls().first().isLocalFile())
        return {};
    return mime->urls().first().toLocalFile();
}

} // namespace

ScenarioFiles::ScenarioFiles(MainWindow *window, bool useSettings)
    : QObject(window), mWindow(window), mUseSettings(useSettings)
{
    mOpen = new QAction(this);
    mOpen->setShortcut(QKeySequence::Open);
    connect(mOpen, &QAction::triggered, this, [this]() { openInteractively(QString()); });
    mSave = new QAction(this);
    mSave->setShortcut(QKeySequence::Save);
    connect(mSave, &QAction::triggered, this, [this]() { saveInteractively(false); });
    mSaveAs = new QAction(this);
    // The platform's Save As keys, and Ctrl+Shift+S (as docs/user-guide.md says) where the
    // platform has none: a desktop without KDE or GNOME binds nothing to QKeySequence::SaveAs.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)))
        saveAsKeys << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    mSaveAs->setShortcuts(saveAsKeys);
    connect(mSaveAs, &QAction::triggered, this, [this]() { saveInteractively(true); });
    mRecent = new QMenu;
    connect(mRecent, &QMenu::aboutToShow, this, &ScenarioFiles::updateRecentMenu);
    connect(this, &QObject::destroyed, mRecent, &QObject::deleteLater);
    mExamples = new QMenu;
    connect(this, &QObject::destroyed, mExamples, &QObject::deleteLater);
    for (const QString &path : examples()) {
        // Named by what it runs: the algorithm's title, the network and the round.
        core::Scenario scenario;
        QString label = QFileInfo(path).completeBaseName();
        if (core::Scenario::readFile(path, &scenario, nullptr)) {
            const auto algorithm = core::AlgorithmRegistry::instance().find(scenario.algorithm);
            label = tr("%1 \u2014 %2, round %3")
                        .arg(algorithm ? algorithm->title().translated() : scenario.algorithm, scenario.topology)
                        .arg(scenario.round);
            const QJsonObject views = scenario.views;
            const QJsonArray compared = views.value(QStringLiteral("costChart")).toObject().value(QStringLiteral("algorithms")).toArray();
            if (views.value(QStringLiteral("front")).toArray().contains(QStringLiteral("costChart")) && !compared.isEmpty()) {
                QStringList ids;
                for (const QJsonValue &id : compared)
                    ids << id.toString();
                label = tr("Cost chart \u2014 %1 on %2").arg(ids.join(QStringLiteral(" vs ")), scenario.topology);
            }
        }
        QAction *action = mExamples->addAction(label);
        connect(action, &QAction::triggered, this, [this, path]() {
            openInteractively(path);
            mPath.clear(); // an example is read-only: Save asks for a name
        });
    }
    window->setAcceptDrops(true);
    window->installEventFilter(this);
    retranslate();
}

void ScenarioFiles::addActions(QMenu *menu, QAction *before)
{
    menu->insertAction(before, mOpen);
    menu->insertMenu(before, mRecent);
    menu->insertMenu(before, mExamples);
    menu->insertAction(before, mSave);
    menu->insertAction(before, mSaveAs);
    menu->insertSeparator(before);
}

void ScenarioFiles::retranslate()
{
    mOpen->setText(tr("&Open scenario or schedule…"));
    mRecent->setTitle(tr("Open &recent"));
    mExamples->setTitle(tr("E&xamples"));
    mSave->setText(tr("Save &scenario"));
    mSaveAs->setText(tr("Sa&ve scenario as…"));
}

bool ScenarioFiles::open(const QString &path, QString *error, bool asDocument)
{
    // Read and check everything first, the views too: a refused file changes nothing on show.
    core::Scenario scenario;
    if (!core::Scenario::readFile(path, &scenario, error))
        return false;
    QString why;
    if (!setViews(scenario.views, &why, false)) {
        if (error)
            *error = tr("scenario file '%1': %2").arg(path, why);
        return false;
    }
    mWindow->showScenario(scenario);
    setViews(scenario.views, nullptr, true);
    // Options that depend on the result (the TADT level) once more when it is there.
    if (!scenario.views.isEmpty())
        connect(mWindow->session(), &Session::resultChanged, this,
                [this, views = scenario.views]() { setViews(views, nullptr, true); }, Qt::SingleShotConnection);
    if (!asDocument)
        return true;
    mPath = path;
    remember(path);
    return true;
}

core::Scenario ScenarioFiles::currentScenario() const
{
    core::Scenario scenario =
        core::Scenario::fromRunRequest(mWindow->session()->request(), mWindow->session()->round());
    scenario.views = views();
    scenario.bookmarks = mWindow->session()->bookmarks();
    scenario.exercises = mWindow->session()->exercises();
    return scenario;
}

QJsonObject ScenarioFiles::views() const
{
    QJsonArray open;
    QJsonArray front;
    for (const PanelSpec &spec : MainWindow::panels()) {
        const QDockWidget *dock = mWindow->panelDock(QLatin1String(spec.objectName));
        if (!dock || dock->isHidden())
            continue;
        open.append(panelName(spec));
        if (mWindow->isVisible() && !dock->visibleRegion().isEmpty())
            front.append(panelName(spec));
    }
    QJsonObject o{{QStringLiteral("panels"), open}};
    if (mWindow->isVisible())
        o.insert(QStringLiteral("front"), front);
    o.insert(QStringLiteral("network"), mWindow->networkView()->viewState().toJson());
    if (const auto *chart = mWindow->findChild<CostChartPanel *>())
        o.insert(QStringLiteral("costChart"), chart->options());
    if (const auto *tadt = mWindow->findChild<TadtPanel *>())
        o.insert(QStringLiteral("tadt"), tadt->options());
    if (const auto *cycles = mWindow->findChild<HamiltonianPanel *>())
        o.insert(QStringLiteral("hamiltonian"), cycles->options());
    if (const auto *matrix = mWindow->findChild<DataMatrixPanel *>())
        o.insert(QStringLiteral("dataMatrix"), matrix->options());
    return o;
}

bool ScenarioFiles::setViews(const QJsonObject &views, QString *error, bool apply)
{
    QStringList names;
    for (const PanelSpec &spec : MainWindow::panels())
        names << panelName(spec);
    viewoptions::Reader r(views, QStringLiteral("views"),
                          {QStringLiteral("panels"), QStringLiteral("front"), QStringLiteral("network"),
                           QStringLiteral("costChart"), QStringLiteral("tadt"), QStringLiteral("hamiltonian"),
                           QStringLiteral("dataMatrix")});
    const auto open = r.texts(QStringLiteral("panels"));
    const auto front = r.texts(QStringLiteral("front"));
    const QJsonObject networkOptions = r.object(QStringLiteral("network"));
    const QJsonObject chartOptions = r.object(QStringLiteral("costChart"));
    const QJsonObject tadtOptions = r.object(QStringLiteral("tadt"));
    const QJsonObject cyclesOptions = r.object(QStringLiteral("hamiltonian"));
    const QJsonObject matrixOptions = r.object(QStringLiteral("dataMatrix"));
    for (const auto &list : {open, front})
        for (const QString &name : list.value_or(QStringList()))
            if (r.ok() && !names.contains(name)) {
                if (error)
                    *error = tr("views: there is no panel '%1'; accepted: %2")
                                 .arg(name, names.join(QStringLiteral(", ")));
                return false;
            }
    auto *chart = mWindow->findChild<CostChartPanel *>();
    auto *tadt = mWindow->findChild<TadtPanel *>();
    auto *cycles = mWindow->findChild<HamiltonianPanel *>();
    auto *matrix = mWindow->findChild<DataMatrixPanel *>();
    QString why = r.error();
    NetworkViewState network = mWindow->networkView()->viewState();
    const bool ok = r.ok() && NetworkViewState::read(networkOptions, QStringLiteral("views.network"), &network, &why)
                    && (!chart || chart->setOptions(chartOptions, QStringLiteral("views.costChart"), &why, false))
                    && (!tadt || tadt->setOptions(tadtOptions, QStringLiteral("views.tadt"), &why, false))
                    && (!cycles || cycles->setOptions(cyclesOptions, QStringLiteral("views.hamiltonian"), &why, false))
                    && (!matrix || matrix->setOptions(matrixOptions, QStringLiteral("views.dataMatrix"), &why, false));
    if (!ok) {
        if (error)
            *error = why;
        return false;
    }
    if (!apply)
        return true;
    if (open)
        for (const PanelSpec &spec : MainWindow::panels())
            if (QDockWidget *dock = mWindow->panelDock(QLatin1String(spec.objectName)))
                dock->setVisible(open->contains(panelName(spec)));
    if (front)
        for (const PanelSpec &spec : MainWindow::panels())
            if (QDockWidget *dock = mWindow->panelDock(QLatin1String(spec.objectName));
                dock && front->contains(panelName(spec))) {
                dock->setVisible(true);
                dock->raise();
            }
    NetworkView *view = mWindow->networkView();
    view->setLegendVisible(network.legend);
    view->setNodeContentsListed(network.contentsListed);
    if (network.floors >= 0)
        view->setFloorsShown(network.floors == 1);
    view->setNetworkFocus(network.focus);
    if (chart)
        chart->setOptions(chartOptions, QStringLiteral("views.costChart"), nullptr);
    if (tadt)
        tadt->setOptions(tadtOptions, QStringLiteral("views.tadt"), nullptr);
    if (cycles)
        cycles->setOptions(cyclesOptions, QStringLiteral("views.hamiltonian"), nullptr);
    if (matrix)
        matrix->setOptions(matrixOptions, QStringLiteral("views.dataMatrix"), nullptr);
    return true;
}

bool ScenarioFiles::save(const QString &path, QString *error)
{
    if (mWindow->session()->document() && mWindow->session()->documentPath().isEmpty()) {
        if (error)
            *error = tr("the window shows a designed schedule, and a scenario keeps the setup of a built-in "
                        "algorithm; nothing was written (save the design as a schedule file from the designer)");
        return false;
    }
    if (mWindow->session()->document()) {
        if (error)
            *error = tr("the window shows the schedule file '%1', and a scenario keeps the setup of a built-in "
                        "algorithm; nothing was written (open the schedule file again to come back to it)")
                         .arg(QDir::toNativeSeparators(mWindow->session()->documentPath()));
        return false;
    }
    const core::Scenario scenario = currentScenario();
    if (!scenario.writeFile(path, error))
        return false;
    mPath = path;
    remember(path);
    return true;
}

QStringList ScenarioFiles::examples()
{
    QStringList paths;
    const QDir dir(QStringLiteral(":/examples"));
    for (const QString &name : dir.entryList({QStringLiteral("*.collviz")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    return paths;
}

QStringList ScenarioFiles::recentFiles() const
{
    if (!mUseSettings)
        return {};
    return QSettings().value(QLatin1String(kRecentKey)).toStringList();
}

void ScenarioFiles::remember(const QString &path)
{
    if (!mUseSettings || path.startsWith(QLatin1Char(':')))
        return;
    QStringList recent = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kRecent)
        recent.removeLast();
    QSettings().setValue(QLatin1String(kRecentKey), recent);
}

void ScenarioFiles::updateRecentMenu()
{
    mRecent->clear();
    const QStringList recent = recentFiles();
    for (const QString &path : recent) {
        QAction *action = mRecent->addAction(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path]() { openInteractively(path); });
    }
    if (recent.isEmpty())
        mRecent->addAction(tr("(none yet)"))->setEnabled(false);
}

void ScenarioFiles::openInteractively(const QString &given)
{
    // Scenarios, and schedule files of every format read (core/formats/scheduleformat.h).
    QStringList patterns{QStringLiteral("*.") + suffix()};
    for (const auto &format : core::ScheduleFormats::instance().all())
        if (format->canRead())
            for (const QString &s : format->suffixes())
                patterns << QStringLiteral("*.") + s;
    patterns.removeDuplicates();
    const QString path = given.isEmpty()
                             ? QFileDialog::getOpenFileName(mWindow, tr("Open scenario or schedule"), QString(),
                                                            tr("CollViz scenarios and schedules (%1)")
                                                                .arg(patterns.join(QLatin1Char(' '))))
                             : given;
    if (path.isEmpty())
        return;
    // A schedule (a collviz-schedule/1 document, or another format CollViz reads) is shown as
    // it is; the session reads and checks it off the window's thread and says if it refuses it.
    if (core::ScheduleFormats::instance().recognises(path)) {
        mWindow->session()->openSchedule(path);
        remember(path);
        return;
    }
    QString error;
    if (!open(path, &error))
        QMessageBox::warning(mWindow, tr("Open scenario"), error);
}

void ScenarioFiles::saveInteractively(bool askName)
{
    QString path = mPath;
    if (askName || path.isEmpty()) {
        // A new scenario is offered the run's name: "<algorithm>-<network>.collviz".
        const auto result = mWindow->session()->result();
        const QString offered = !mPath.isEmpty() || !result ? mPath
                                                             : suggestedFileName(*result, QString()) + QLatin1Char('.') + suffix();
        path = QFileDialog::getSaveFileName(mWindow, tr("Save scenario"), offered, tr("CollViz scenarios (*.collviz)"));
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QLatin1Char('.') + suffix();
    }
    QString error;
    if (!save(path, &error))
        QMessageBox::warning(mWindow, tr("Save scenario"), error);
}

bool ScenarioFiles::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mWindow && event->type() == QEvent::DragEnter) {
        auto *drag = static_cast<QDragEnterEvent *>(event);
        if (!droppedFile(drag->mimeData()).isEmpty()) {
            drag->acceptProposedAction();
            return true;
        }
    } else if (watched == mWindow && event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString path = droppedFile(drop->mimeData());
        if (!path.isEmpty()) {
            drop->acceptProposedAction();
            openInteractively(path);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace collviz::views
