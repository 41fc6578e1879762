// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/mainwindow.h"

#include "core/userfiles.h"

#include "views/panels/costchartpanel.h"
#include "views/export/figure.h"
#include "views/panels/datamatrixpanel.h"
#include "views/panels/exercisepanel.h"
#include "views/compare/comparepanel.h"
#include "views/designer/designerpanel.h"
#include "views/window/exportdialogs.h"
#include "views/window/scenariofiles.h"

#include "views/panels/narrationpanel.h"
#include "views/panels/hamiltonianpanel.h"
#include "views/panels/tadtpanel.h"
#include "views/panels/timespacepanel.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/panels/pseudocodepanel.h"
#include "views/panels/resultspanel.h"
#include "views/panels/scheduletablepanel.h"
#include "views/session.h"
#include "views/panels/setuppanel.h"
#include "views/keyboardhelp.h"
#include "views/window/about.h"
#include "views/statusline.h"

#include "core/report.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QMenu>
#include <QMenuBar>
#include <QFileInfo>
#include <QMessageBox>
#include <QPainter>
#include <QStyleOptionSlider>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QTextEdit>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace collviz::views {

namespace {
const double kSpeeds[] = {0.25, 0.5, 1.0, 2.0, 4.0};
QString geometryKey() { return QStringLiteral("window/geometry"); }
QString stateKey() { return QStringLiteral("window/state"); }

template <typename Panel>
QWidget *makePanel(Session *session, Player *)
{
    return new Panel(session);
}

/// A tool panel (the exercise, the designer) scrolls when its dock is smaller than it, so
/// that it never makes the window larger than the screen (or an 800x600 screenshot).
template <typename Panel>
QWidget *makeScrolledPanel(Session *session, Player *)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(new Panel(session));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

/// A panel that follows the Player's in-round time as well as the Session's round.
template <typename Panel>
QWidget *makeTimedPanel(Session *session, Player *player)
{
    return new Panel(session, player);
}

/// The same, scrolling when its dock is shorter than the panel (tabbed with the narration it
/// starts short; the user drags it taller).
template <typename Panel>
QWidget *makeScrolledTimedPanel(Session *session, Player *player)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(new Panel(session, player));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

/// The setup form is taller than a projector's screen: it scrolls, vertically only.
QWidget *makeSetupPanel(Session *session, Player *)
{
    auto *setup = new SetupPanel(session);
    auto *scroll = new QScrollArea;
    scroll->setWidget(setup);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(setup->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width() + 4);
    return scroll;
}

/// The round slider with the lecturer's bookmarks drawn over it: a small triangle, in
/// Okabe-Ito blue with a dark outline, above each marked round (a shape, not only a colour).
class BookmarkSlider final : public QSlider
{
public:
    using QSlider::QSlider;
    void setBookmarks(const QVector<int> &rounds)
    {
        mMarks = rounds;
        update();
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QSlider::paintEvent(event);
        if (mMarks.isEmpty() || maximum() <= minimum())
            return;
        QStyleOptionSlider opt;
        initStyleOption(&opt);
        const QRect groove = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
        const QRect handle = style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this);
        const int span = groove.width() - handle.width();
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(QColor(0x20, 0x20, 0x20), 1));
        painter.setBrush(QColor(0x00, 0x72, 0xb2));
        for (int r : mMarks) {
            if (r < minimum() || r > maximum())
                continue;
            const int x = groove.x() + handle.width() / 2
                          + QStyle::sliderPositionFromValue(minimum(), maximum(), r, span);
            const int tip = groove.center().y();
            const int base = std::max(0, tip - 9);
            painter.drawPolygon(QPolygon({QPoint(x - 5, base), QPoint(x + 5, base), QPoint(x, tip)}));
        }
    }

private:
    QVector<int> mMarks;
};

} // namespace

const std::vector<PanelSpec> &MainWindow::panels()
{
    // objectName, title, description, factory, area, tab with, in presentation mode, width, height
    static const std::vector<PanelSpec> list{
        {"setupDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Setup"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "Choose the network, the collective and its algorithm, the communication model and the "
                           "costs; every change runs the engine again."),
         &makeSetupPanel, Qt::LeftDockWidgetArea, nullptr, false, 0, 0},
        {"narrationDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Narration"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "What happens in the round on show, in one sentence, and what the selected node holds."),
         &makePanel<NarrationPanel>, Qt::BottomDockWidgetArea, nullptr, true, 0, 120},
        {"resultsDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Results"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "The run's rounds and time beside the source's formula and lower bound, and whether the "
                           "schedule was verified; the second tab has them per round."),
         &makePanel<ResultsPanel>, Qt::RightDockWidgetArea, nullptr, false, 470, 390},
        {"pseudoCodeDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Pseudo-code"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "The algorithm's pseudo-code with the selected processor's line and variables in the "
                           "round on show."),
         &makePanel<PseudoCodePanel>, Qt::RightDockWidgetArea, nullptr, false, 0, 360},
        // Builds its algorithms only while shown: a tab behind the narration costs nothing.
        {"costChartDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Cost chart"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "Time against the message size m and against the number of processors for every "
                           "algorithm of the operation, their crossovers, and each algorithm's time broken down "
                           "into its parts."),
         &makePanel<CostChartPanel>, Qt::BottomDockWidgetArea, "narrationDock", false, 0, 0},
        {"scheduleTableDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Schedule table"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "Rounds by processors: each cell lists the node's transfers in that round; the second "
                           "tab has the source's own table."),
         &makePanel<ScheduleTablePanel>, Qt::RightDockWidgetArea, "resultsDock", false, 0, 0},
        {"dataMatrixDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Data matrix"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "Where the data is: cell (i, j) is node i's packet for node j, or whether node i holds "
                           "node j's data."),
         &makeTimedPanel<DataMatrixPanel>, Qt::RightDockWidgetArea, "pseudoCodeDock", false, 0, 0},
        {"timeSpaceDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Time-space diagram"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "Every message as a line from its sender to its receiver against the engine's time, "
                           "one row per processor."),
         &makeTimedPanel<TimeSpacePanel>, Qt::BottomDockWidgetArea, "narrationDock", false, 0, 0},
        {"compareDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Compare"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "A second algorithm or model beside the run on show, on the same clock, and a race of "
                           "their times."),
         &makeScrolledTimedPanel<ComparePanel>, Qt::BottomDockWidgetArea, "narrationDock", false, 0, 0},
        {"tadtDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "TADT levels"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "The time-arc-disjoint trees of the all-to-all broadcast, level by level, and the "
                           "engine's checks of them."),
         &makeScrolledTimedPanel<TadtPanel>, Qt::RightDockWidgetArea, "pseudoCodeDock", false, 0, 0},
        {"hamiltonianDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Hamiltonian cycles"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "The link-disjoint Hamiltonian cycles of the all-to-all broadcast, and where the pieces "
                           "of one node's packet are in the round on show."),
         &makeScrolledTimedPanel<HamiltonianPanel>, Qt::RightDockWidgetArea, "pseudoCodeDock", false, 0, 0},
        // Behind the results, whose per-round times would give the answers away.
        {"exerciseDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Exercise"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "Predict the next round before it is shown: the channels that carry data, what a node "
                           "holds after it, or its time; then reveal it and see what was right, missed and wrong."),
         &makeScrolledPanel<ExercisePanel>, Qt::RightDockWidgetArea, "resultsDock", false, 0, 0},
        {"designerDock", QT_TRANSLATE_NOOP("collviz::views::MainWindow", "Schedule designer"),
         QT_TRANSLATE_NOOP("collviz::views::MainWindow",
                           "Build a schedule round by round on the drawing: each transfer judged by the engine's "
                           "rules as you make it, its time, what is still missing, and the registered algorithms "
                           "and the bound beside it."),
         &makeScrolledPanel<DesignerPanel>, Qt::RightDockWidgetArea, "resultsDock", false, 0, 0},
    };
    return list;
}

MainWindow::MainWindow(QWidget *parent) : MainWindow(MainWindowOptions{}, parent) {}

MainWindow::MainWindow(const MainWindowOptions &options, QWidget *parent)
    : QMainWindow(parent), mOptions(options), mSession(new Session(this)), mPlayer(new Player(mSession, this))
{
    // The setup to show: the options', else the last one saved, else the default.
    core::RunRequest request = Session::defaultRequest();
    if (mOptions.useSettings) {
        QSettings settings;
        Session::restoreSetup(settings, &request, &mPendingRound);
    }
    if (mOptions.request) {
        request = *mOptions.request;
        mPendingRound = mOptions.round;
    } else if (!mOptions.schedule.isEmpty()) {
        mPendingRound = mOptions.round; // collviz --schedule FILE --round K
    }
    // Its run starts now, on the engine's thread, while this one builds the window (on 1,024
    // nodes the two take about as long); the setRequest() below takes it over.
    if (mOptions.schedule.isEmpty())
        mSession->prestart(request);
    buildUi();
    buildActions();
    retranslateUi();
    // First start: most of the screen, which on a 1024x768 projector is less than 1440x900.
    const QSize available = mOptions.initialSize.isValid()
                                ? mOptions.initialSize
                                : (screen() ? screen()->availableGeometry().size() : QSize(1440, 900));
    resize(mOptions.initialSize.isValid() ? available : QSize(1440, 900).boundedTo(available * 0.92));
    if (available.width() < 1300) {
        resize(available);
        useNarrowLayout();
    }
    mDefaultState = saveState();

    if (mOptions.useSettings) {
        QSettings settings;
        restoreGeometry(settings.value(geometryKey()).toByteArray());
        restoreState(settings.value(stateKey()).toByteArray());
    }
    mSession->setBookmarks(mOptions.bookmarks);
    mSession->setExercises(mOptions.exercises);

    connect(mSession, &Session::setupChanged, this, [this]() {
        updateTitle();
        if (mOptions.useSettings && mOptions.writeSettings && !mSession->document()) {
            QSettings settings;
            Session::saveSetup(settings, mSession->request());
        }
    });
    connect(mSession, &Session::runStarted, this, [this]() {
        mRunProgress->setRange(0, 100);
        mRunProgress->setValue(0);
        // Most runs take milliseconds: show progress (and Cancel) for any run past 100 ms.
        QTimer::singleShot(100, this, [this]() {
            if (mSession->isRunning()) {
                mRunProgress->setVisible(true);
                mCancel->setVisible(true);
                statusBar()->showMessage(mSession->isOpening()
                                             ? tr("Reading and checking the schedule file…")
                                             : tr("Running %1 on %2…").arg(mSession->request().algorithm,
                                                                          mSession->request().topology));
            }
        });
    });
    connect(mSession, &Session::runProgressed, this, [this](int done, int total) {
        if (total == 0) {
            mRunProgress->setRange(0, 0); // busy: the replay pass reports no progress
            if (mRunProgress->isVisible())
                statusBar()->showMessage(tr("Preparing the step-by-step replay…"));
            return;
        }
        mRunProgress->setRange(0, total);
        mRunProgress->setValue(done);
    });
    connect(mSession, &Session::resultChanged, this, &MainWindow::onResultChanged);
    connect(mSession, &Session::roundChanged, this, &MainWindow::onRoundChanged);
    connect(mSession, &Session::selectedNodeChanged, mNetwork, &NetworkView::setSelectedNode);
    connect(mNetwork, &NetworkView::nodeClicked, mSession, &Session::setSelectedNode);
    connect(mNetwork, &NetworkView::drawingClicked, mSession, &Session::clickDrawing);
    connect(mSession, &Session::marksChanged, mNetwork,
            [this]() { mNetwork->setMarks(mSession->marksRound(), mSession->marks()); });
    connect(mSession, &Session::highlightedTransfersChanged, mNetwork, [this]() {
        mNetwork->setHighlightedTransfers(mSession->highlightedRound(), mSession->highlightedTransfers());
    });
    connect(mPlayer, &Player::progressChanged, mNetwork, &NetworkView::setProgress);
    connect(mPlayer, &Player::progressChanged, this, &MainWindow::updateNodeText);
    connect(mSession, &Session::selectedNodeChanged, this, &MainWindow::updateNodeText);
    connect(mPlayer, &Player::playingChanged, this, &MainWindow::updatePlaybackWidgets);

    connect(mSession, &Session::scheduleRefused, this, [this](const QString &error) {
        // Window-modal but not blocking: a drop or a recent file must not stall the event loop.
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Open schedule"), error, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    if (!mOptions.schedule.isEmpty())
        mSession->openSchedule(mOptions.schedule, mOptions.scheduleOptions);
    else
        mSession->setRequest(request);
    mNetwork->setFocus();
}

MainWindow::~MainWindow() = default;

void MainWindow::useNarrowLayout()
{
    // Narrow screens (1280x720, a 1024-pixel projector): one side column leaves the drawing
    // most of the width. The column holds the panels that have a place of their own
    // (setup, results, pseudo-code); the side panels that start as tabs behind another
    // (the analysis views, the exercise, the designer) join the tabs under the drawing,
    // beside the narration, where a wide table has room. Where the titles there would not fit
    // the window's width, the last of those panels whose title fits the column's room join
    // the column instead. So every tab title stays readable (tst_presentation checks it at
    // 1280x720 and 1024x768), with no order of tabs beyond the list's own.
    const int hspace = style()->pixelMetric(QStyle::PM_TabBarTabHSpace);
    const auto titleWidth = [&](std::size_t i) {
        return fontMetrics().size(Qt::TextShowMnemonic, mDocks[i]->windowTitle()).width() + hspace;
    };
    constexpr int kColumnWidth = 320;
    QDockWidget *bottom = nullptr;
    for (std::size_t i = 0; i < mDocks.size(); ++i)
        if (panels()[i].area == Qt::BottomDockWidgetArea && !panels()[i].tabWith && !bottom)
            bottom = mDocks[i];
    int bottomNeeds = 0; // the titles under the drawing
    for (std::size_t i = 0; i < mDocks.size(); ++i)
        if (panels()[i].area == Qt::BottomDockWidgetArea)
            bottomNeeds += titleWidth(i);
    std::vector<std::size_t> tabbed; // side panels that start as tabs: under the drawing
    int columnNeeds = 0;
    for (std::size_t i = 0; i < mDocks.size(); ++i) {
        const PanelSpec &spec = panels()[i];
        if (spec.area != Qt::LeftDockWidgetArea && spec.area != Qt::RightDockWidgetArea)
            continue;
        if (spec.tabWith && bottom) {
            tabbed.push_back(i);
            bottomNeeds += titleWidth(i);
        } else {
            columnNeeds += titleWidth(i);
        }
    }
    std::vector<bool> inColumn(mDocks.size(), false);
    for (auto it = tabbed.rbegin(); it != tabbed.rend() && bottomNeeds > width() - 40; ++it) {
        if (columnNeeds + titleWidth(*it) > kColumnWidth - 8)
            continue;
        inColumn[*it] = true;
        columnNeeds += titleWidth(*it);
        bottomNeeds -= titleWidth(*it);
    }
    QDockWidget *column = nullptr;
    for (std::size_t i = 0; i < mDocks.size(); ++i) {
        const PanelSpec &spec = panels()[i];
        if (spec.area != Qt::LeftDockWidgetArea && spec.area != Qt::RightDockWidgetArea)
            continue;
        if (spec.tabWith && bottom && !inColumn[i]) {
            tabifyDockWidget(bottom, mDocks[i]);
        } else if (!column) {
            column = mDocks[i];
            addDockWidget(Qt::RightDockWidgetArea, column);
        } else {
            tabifyDockWidget(column, mDocks[i]);
        }
    }
    const int columnWidth = column ? std::max(kColumnWidth, column->minimumSizeHint().width()) : 0;
    if (bottom) {
        bottom->raise();
        // The tabs under the drawing share the centre's width. Where their titles need more
        // (a 1024-pixel projector: seven tabs in 660 pixels were cut to "Narrat..."), the
        // bottom dock takes the window's whole width, under the column too.
        if (bottomNeeds > width() - columnWidth - 40)
            setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
    }
    if (column) {
        column->raise();
        resizeDocks({column}, {columnWidth}, Qt::Horizontal);
    }
}

QDockWidget *MainWindow::panelDock(const QString &objectName) const
{
    for (QDockWidget *dock : mDocks)
        if (dock->objectName() == objectName)
            return dock;
    return nullptr;
}

SetupPanel *MainWindow::setupPanel() const { return findChild<SetupPanel *>(); }
NarrationPanel *MainWindow::narrationPanel() const { return findChild<NarrationPanel *>(); }
ResultsPanel *MainWindow::resultsPanel() const { return findChild<ResultsPanel *>(); }
PseudoCodePanel *MainWindow::pseudoCodePanel() const { return findChild<PseudoCodePanel *>(); }

void MainWindow::buildUi()
{
    // Centre: an error banner over the drawing (hidden unless the run failed).
    auto *centre = new QWidget(this);
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    mBanner = new QLabel(centre);
    mBanner->setWordWrap(true);
    mBanner->setObjectName(QStringLiteral("errorBanner"));
    mBanner->setStyleSheet(QStringLiteral("QLabel#errorBanner { background: #fbe3e3; color: #7a1010; padding: 10px;"
                                          " border-bottom: 2px solid #d04040; font-weight: bold; }"));
    mBanner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mBanner->hide();
    mStatusLine = new StatusLine(mSession, centre);
    mStatusLine->hide();
    mNetwork = new NetworkView(centre);
    mNetwork->setObjectName(QStringLiteral("networkView"));
    mNetwork->viewport()->installEventFilter(this);
    centreLayout->addWidget(mBanner);
    centreLayout->addWidget(mStatusLine);
    centreLayout->addWidget(mNetwork, 1);
    setCentralWidget(centre);

    // The panels, from the one list: each in its dock, placed where the list says.
    QList<QDockWidget *> wide;
    QList<int> widths;
    QList<QDockWidget *> tall;
    QList<int> heights;
    for (const PanelSpec &spec : panels()) {
        auto *dock = new QDockWidget(this);
        dock->setObjectName(QLatin1String(spec.objectName));
        dock->setWidget(spec.create(mSession, mPlayer));
        mPanels.push_back(dock->widget());
        showPanelOnlyWhileSeen(dock);
        QDockWidget *tabHost = spec.tabWith ? panelDock(QLatin1String(spec.tabWith)) : nullptr;
        if (tabHost) {
            tabifyDockWidget(tabHost, dock);
            tabHost->raise(); // the host's tab stays in front; the new one waits behind it
        } else
            addDockWidget(spec.area, dock);
        mDocks.push_back(dock);
        if (spec.width > 0) {
            wide << dock;
            widths << spec.width;
        }
        if (spec.height > 0) {
            tall << dock;
            heights << spec.height;
        }
    }
    // Each tab group opens on the panel it was made for (the host, listed first).
    for (const PanelSpec &spec : panels())
        if (!spec.tabWith)
            if (QDockWidget *host = panelDock(QLatin1String(spec.objectName)); host && !tabifiedDockWidgets(host).isEmpty())
                host->raise();
    // The bottom dock spans only the centre so the side panels keep their full height.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks(tall, heights, Qt::Vertical);
    resizeDocks(wide, widths, Qt::Horizontal);

    mRunProgress = new QProgressBar(this);
    mRunProgress->setMaximumWidth(220);
    mRunProgress->setTextVisible(true);
    mRunProgress->hide();
    mCancel = new QToolButton(this);
    mCancel->hide();
    connect(mCancel, &QToolButton::clicked, mSession, &Session::cancelRun);
    statusBar()->addPermanentWidget(mRunProgress);
    statusBar()->addPermanentWidget(mCancel);
}

void MainWindow::showPanelOnlyWhileSeen(QDockWidget *dock)
{
    // Qt keeps a dock whose tab is behind another's "visible" (moved off the window), and its
    // panel gets a show event with the window: the cost chart would build every algorithm
    // and Compare would run its B before the first frame, unseen (on torus:32x32, seconds of
    // CPU and hundreds of MB, and an exit that waited for them). So a panel is shown only
    // while its dock is seen: hidden until the window's first show tells which docks are in
    // front (QDockWidget::visibilityChanged on its show), then following its tab. Its size
    // stays the dock's while it is hidden, so the layout is the same.
    QWidget *panel = dock->widget();
    QSizePolicy policy = panel->sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    panel->setSizePolicy(policy);
    panel->hide();
    connect(dock, &QDockWidget::visibilityChanged, panel, &QWidget::setVisible);
}

void MainWindow::buildActions()
{
    buildPlaybackBar();
    buildViewActions();
    buildMenus();
    buildLectureActions();
}

void MainWindow::buildPlaybackBar()
{
    mPlaybackBar = new QToolBar(this);
    mPlaybackBar->setObjectName(QStringLiteral("playbackBar"));
    mPlaybackBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    mPlaybackBar->setIconSize(QSize(28, 28));
    addToolBar(Qt::BottomToolBarArea, mPlaybackBar);

    auto makeAction = [this](QStyle::StandardPixmap icon, QList<QKeySequence> keys, auto slot) {
        auto *a = new QAction(style()->standardIcon(icon), QString(), this);
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, mPlayer, slot);
        mPlaybackBar->addAction(a);
        return a;
    };
    mFirstAction = makeAction(QStyle::SP_MediaSkipBackward, {QKeySequence(Qt::Key_Home)}, &Player::first);
    mBackAction = makeAction(QStyle::SP_MediaSeekBackward, {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)},
                             &Player::stepBack);
    mPlayAction = makeAction(QStyle::SP_MediaPlay, {QKeySequence(Qt::Key_Space)}, &Player::togglePlay);
    mForwardAction = makeAction(QStyle::SP_MediaSeekForward,
                                {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown)}, &Player::stepForward);
    mLastAction = makeAction(QStyle::SP_MediaSkipForward, {QKeySequence(Qt::Key_End)}, &Player::last);

    mPlaybackBar->addSeparator();
    mSlider = new BookmarkSlider(Qt::Horizontal, this);
    mSlider->setMinimumWidth(240);
    mSlider->setPageStep(1);
    mSlider->setTickPosition(QSlider::TicksBelow);
    mSlider->setFocusPolicy(Qt::NoFocus); // the window's shortcuts own the arrow keys
    connect(mSlider, &QSlider::valueChanged, mPlayer, &Player::jumpTo);
    mPlaybackBar->addWidget(mSlider);
    mStepLabel = new QLabel(this);
    mStepLabel->setMinimumWidth(mStepLabel->fontMetrics().horizontalAdvance(QStringLiteral("Round 0000 of 0000")));
    mStepLabel->setContentsMargins(8, 0, 8, 0);
    mStepLabelAction = mPlaybackBar->addWidget(mStepLabel);
    mPlaybackBar->addSeparator();
    mSpeedLabel = new QLabel(this);
    mSpeedLabel->setContentsMargins(8, 0, 4, 0);
    mPlaybackBar->addWidget(mSpeedLabel);
    mSpeed = new QComboBox(this);
    mSpeed->setFocusPolicy(Qt::NoFocus);
    mSpeedLabel->setBuddy(mSpeed);
    for (double s : kSpeeds)
        mSpeed->addItem(QStringLiteral("%1×").arg(s), s);
    mSpeed->setCurrentIndex(2);
    connect(mSpeed, &QComboBox::currentIndexChanged, this,
            [this]() { mPlayer->setSpeed(mSpeed->currentData().toDouble()); });
    mPlaybackBar->addWidget(mSpeed);
}

void MainWindow::buildViewActions()
{
    mFitAction = new QAction(this);
    mFitAction->setShortcut(QKeySequence(Qt::Key_F));
    connect(mFitAction, &QAction::triggered, mNetwork, &NetworkView::fitToWindow);
    // 3D lattices: floors side by side or the rotatable projection. The window owns the V
    // key so it works wherever the focus is; the menu shows the view's current choice.
    mFloorsAction = new QAction(this);
    mFloorsAction->setCheckable(true);
    mFloorsAction->setShortcut(QKeySequence(Qt::Key_V));
    connect(mFloorsAction, &QAction::triggered, this, [this]() {
        mNetwork->setFloorsShown(!mNetwork->floorsShown());
        mFloorsAction->setChecked(mNetwork->floorsShown());
    });
    mResetLayoutAction = new QAction(this);
    connect(mResetLayoutAction, &QAction::triggered, this, [this]() { restoreState(mDefaultState); });
    mPresentationAction = new QAction(this);
    mPresentationAction->setCheckable(true);
    mPresentationAction->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::Key_F11)});
    connect(mPresentationAction, &QAction::toggled, this, &MainWindow::setPresentationMode);
    addAction(mPresentationAction); // keeps its keys while the menu bar is hidden
    // A node chosen from the keyboard: N and Shift+N walk through the processors.
    mNextNodeAction = new QAction(this);
    mNextNodeAction->setShortcut(QKeySequence(Qt::Key_N));
    connect(mNextNodeAction, &QAction::triggered, this, [this]() { selectNodeBy(1); });
    mPreviousNodeAction = new QAction(this);
    mPreviousNodeAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_N));
    connect(mPreviousNodeAction, &QAction::triggered, this, [this]() { selectNodeBy(-1); });
    addActions({mNextNodeAction, mPreviousNodeAction});
    // The stepping keys are the window's wherever the focus is (see eventFilter).
    qApp->installEventFilter(this);
    mQuitAction = new QAction(this);
    mQuitAction->setShortcut(QKeySequence::Quit);
    connect(mQuitAction, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::buildMenus()
{
    mSavePictureAction = new QAction(this);
    // Ctrl+S saves the scenario (the document); the picture has Ctrl+E (export).
    mSavePictureAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(mSavePictureAction, &QAction::triggered, this, &MainWindow::savePicture);
    mExportAction = new QAction(this);
    connect(mExportAction, &QAction::triggered, this, &MainWindow::exportSchedule);

    mFileMenu = menuBar()->addMenu(QString());
    mFileMenu->addAction(mSavePictureAction);
    // The exporters of views/export draw what the window shows (ExportDialogs).
    const auto shown = [this]() {
        return ExportDialogs::Shown{mSession->result(), mSession->round(), mNetwork->progress(), mNetwork->floorsShown(),
                                    mNetwork->exportState()};
    };
    mExportAnimationAction = new QAction(this);
    connect(mExportAnimationAction, &QAction::triggered, this, [this, shown]() { ExportDialogs::exportAnimation(this, shown()); });
    mExportLatexAction = new QAction(this);
    connect(mExportLatexAction, &QAction::triggered, this, [this, shown]() { ExportDialogs::exportLatex(this, shown()); });
    mExportTableAction = new QAction(this);
    connect(mExportTableAction, &QAction::triggered, this, [this, shown]() { ExportDialogs::exportTable(this, shown()); });
    mFileMenu->addAction(mExportAnimationAction);
    mFileMenu->addAction(mExportLatexAction);
    mFileMenu->addAction(mExportTableAction);
    mFileMenu->addMenu(ExportDialogs::panelExportMenu(this, shown)); // cost chart, sweep, TADT, data matrix
    mFileMenu->addAction(mExportAction);
    mScenarioFiles = new ScenarioFiles(this, mOptions.useSettings);
    mScenarioFiles->addActions(mFileMenu, mSavePictureAction);
    mFileMenu->addSeparator();
    mFileMenu->addAction(mQuitAction);
    mViewMenu = menuBar()->addMenu(QString());
    mViewMenu->addAction(mPresentationAction);
    mViewMenu->addAction(mFitAction);
    mViewMenu->addAction(mFloorsAction);
    mViewMenu->addAction(mNextNodeAction);
    mViewMenu->addAction(mPreviousNodeAction);
    // Exercise mode is the Exercise panel in front (views/panels/exercisepanel.h); off, its tab
    // goes back behind the others of its group (the results, or in the narrow layout the
    // narration), or the panel closes where it has a place of its own.
    mExerciseModeAction = mViewMenu->addAction(QString());
    mExerciseModeAction->setCheckable(true);
    if (QDockWidget *exercise = panelDock(QStringLiteral("exerciseDock"))) {
        connect(mExerciseModeAction, &QAction::triggered, exercise, [this, exercise](bool on) {
            const QList<QDockWidget *> group = tabifiedDockWidgets(exercise);
            if (on) {
                exercise->show();
                exercise->raise();
            } else if (!group.isEmpty()) {
                group.front()->raise();
            } else {
                exercise->hide();
            }
        });
        connect(exercise, &QDockWidget::visibilityChanged, mExerciseModeAction, &QAction::setChecked);
    }
    connect(mViewMenu, &QMenu::aboutToShow, this, [this]() { mFloorsAction->setChecked(mNetwork->floorsShown()); });
    mViewMenu->addAction(mResetLayoutAction);
    mViewMenu->addSeparator();
    for (QDockWidget *dock : mDocks)
        mViewMenu->addAction(dock->toggleViewAction());
    mViewMenu->addAction(mPlaybackBar->toggleViewAction());
}

void MainWindow::buildLanguageMenu()
{
    // Each language is named in itself, so that a user lost in a foreign one finds their own.
    mLanguageMenu = menuBar()->addMenu(QString());
    auto *group = new QActionGroup(mLanguageMenu);
    const auto add = [&](const QString &name, const QString &text) {
        QAction *a = mLanguageMenu->addAction(text);
        a->setData(name);
        a->setCheckable(true);
        a->setChecked(name == currentLanguage());
        group->addAction(a);
        return a;
    };
    mSystemLanguageAction = add(QString(), QString());
    mLanguageMenu->addSeparator();
    add(QStringLiteral("en"), QStringLiteral("English"));
    for (const QString &name : availableTranslations())
        add(name, nativeLanguageName(name));
    connect(group, &QActionGroup::triggered, this, [this](QAction *a) {
        const QString name = a->data().toString();
        if (mOptions.useSettings && mOptions.writeSettings)
            storeLanguage(name);
        switchLanguage(*QCoreApplication::instance(), name);
    });
}

void MainWindow::buildLectureActions()
{
    // Issue 13: the lecture hall. Presentation mode's status line, blanking and leaving;
    // bookmarks; the drawing's own keys as actions; a Playback menu, so every action has a
    // menu entry as well as its keys; Help > Keyboard generated from all of them.
    mStatusLineAction = new QAction(this);
    mStatusLineAction->setCheckable(true);
    mStatusLineAction->setShortcut(QKeySequence(Qt::Key_S));
    connect(mStatusLineAction, &QAction::triggered, this, [this](bool on) {
        (mPresentationAction->isChecked() ? mStatusLineInPresentation : mStatusLineInWindow) = on;
        updateStatusLineVisibility();
    });
    mBlankAction = new QAction(this);
    mBlankAction->setCheckable(true);
    // Clickers send B or "." for "blank the screen".
    mBlankAction->setShortcuts({QKeySequence(Qt::Key_B), QKeySequence(Qt::Key_Period)});
    connect(mBlankAction, &QAction::toggled, this, &MainWindow::setBlanked);
    mBlank = new QWidget(this);
    mBlank->setObjectName(QStringLiteral("blankScreen"));
    mBlank->setAutoFillBackground(true);
    QPalette black = mBlank->palette();
    black.setColor(QPalette::Window, Qt::black);
    mBlank->setPalette(black);
    mBlank->hide();
    mLeavePresentationAction = new QAction(this);
    mLeavePresentationAction->setShortcut(QKeySequence(Qt::Key_Escape));
    mLeavePresentationAction->setEnabled(false); // Esc belongs to the widgets outside presentation
    connect(mLeavePresentationAction, &QAction::triggered, this, [this]() { mPresentationAction->setChecked(false); });
    mRaceAction = new QAction(this);
    mRaceAction->setCheckable(true);
    mRaceAction->setShortcut(QKeySequence(Qt::Key_C));
    connect(mRaceAction, &QAction::toggled, this, &MainWindow::setRaceShown);
    addActions({mStatusLineAction, mBlankAction, mLeavePresentationAction, mRaceAction});

    mBookmarkAction = new QAction(this);
    mBookmarkAction->setShortcuts({QKeySequence(Qt::Key_M), QKeySequence(Qt::CTRL | Qt::Key_M)});
    connect(mBookmarkAction, &QAction::triggered, mSession, &Session::toggleBookmark);
    mNextBookmarkAction = new QAction(this);
    mNextBookmarkAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_PageDown), QKeySequence(Qt::Key_BracketRight)});
    connect(mNextBookmarkAction, &QAction::triggered, this, [this]() { jumpToBookmark(1); });
    mPreviousBookmarkAction = new QAction(this);
    mPreviousBookmarkAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_PageUp), QKeySequence(Qt::Key_BracketLeft)});
    connect(mPreviousBookmarkAction, &QAction::triggered, this, [this]() { jumpToBookmark(-1); });
    mClearBookmarksAction = new QAction(this);
    connect(mClearBookmarksAction, &QAction::triggered, mSession, [this]() { mSession->setBookmarks({}); });
    connect(mSession, &Session::bookmarksChanged, this, &MainWindow::updatePlaybackWidgets);

    mZoomInAction = new QAction(this);
    mZoomInAction->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    connect(mZoomInAction, &QAction::triggered, mNetwork, &NetworkView::zoomIn);
    mZoomOutAction = new QAction(this);
    mZoomOutAction->setShortcut(QKeySequence(Qt::Key_Minus));
    connect(mZoomOutAction, &QAction::triggered, mNetwork, &NetworkView::zoomOut);
    mLegendAction = new QAction(this);
    mLegendAction->setCheckable(true);
    mLegendAction->setShortcut(QKeySequence(Qt::Key_L));
    connect(mLegendAction, &QAction::triggered, this, [this]() {
        mNetwork->setLegendVisible(!mNetwork->isLegendVisible());
        mLegendAction->setChecked(mNetwork->isLegendVisible());
    });
    mResetRotationAction = new QAction(this);
    mResetRotationAction->setShortcut(QKeySequence(Qt::Key_R));
    connect(mResetRotationAction, &QAction::triggered, mNetwork, &NetworkView::resetRotation);
    connect(mViewMenu, &QMenu::aboutToShow, this, [this]() { mLegendAction->setChecked(mNetwork->isLegendVisible()); });
    QAction *firstPanel = mDocks.empty() ? nullptr : mDocks.front()->toggleViewAction();
    mViewMenu->insertActions(mResetLayoutAction, {mZoomInAction, mZoomOutAction, mLegendAction, mResetRotationAction,
                                                  mStatusLineAction});
    // Focus on one node's traffic, a dimension, a subcube, a row or a plane (also on a
    // node's context menu); F frames the focus.
    mViewMenu->insertMenu(mResetLayoutAction, mNetwork->focusMenu());
    mViewMenu->insertAction(firstPanel, mBlankAction);
    mViewMenu->insertAction(firstPanel, mRaceAction);

    mPlaybackMenu = menuBar()->addMenu(QString());
    mPlaybackMenu->addActions({mPlayAction, mFirstAction, mBackAction, mForwardAction, mLastAction});
    mSpeedMenu = mPlaybackMenu->addMenu(QString());
    auto *speeds = new QActionGroup(this);
    for (int i = 0; i < mSpeed->count(); ++i) {
        QAction *a = mSpeedMenu->addAction(mSpeed->itemText(i));
        a->setCheckable(true);
        a->setChecked(i == mSpeed->currentIndex());
        speeds->addAction(a);
        connect(a, &QAction::triggered, mSpeed, [this, i]() { mSpeed->setCurrentIndex(i); });
        mSpeedActions << a;
    }
    connect(mSpeed, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0 && i < mSpeedActions.size())
            mSpeedActions[i]->setChecked(true);
    });
    mPlaybackMenu->addSeparator();
    mPlaybackMenu->addActions({mBookmarkAction, mNextBookmarkAction, mPreviousBookmarkAction, mClearBookmarksAction});

    // Language is a setting, not a lecture control: after Playback, before Help.
    buildLanguageMenu();
    mHelpMenu = menuBar()->addMenu(QString());
    mKeyboardHelpAction = mHelpMenu->addAction(QString());
    mKeyboardHelpAction->setShortcut(QKeySequence(Qt::Key_F1));
    connect(mKeyboardHelpAction, &QAction::triggered, this, [this]() {
        auto *help = new KeyboardHelp(this);
        help->setAttribute(Qt::WA_DeleteOnClose);
        help->show();
    });
    mHelpMenu->addSeparator();
    mAboutAction = mHelpMenu->addAction(QString());
    mAboutAction->setMenuRole(QAction::AboutRole);
    connect(mAboutAction, &QAction::triggered, this, [this]() { About::open(this); });
    mAboutQtAction = mHelpMenu->addAction(QString());
    mAboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(mAboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
    // A hidden menu bar (presentation mode) takes its actions' keys with it: the window
    // holds every action that has a key, so the keys work whatever is shown.
    for (QAction *top : menuBar()->actions())
        if (QMenu *menu = top->menu())
            for (QAction *a : menu->actions())
                if (!a->shortcuts().isEmpty() && !actions().contains(a))
                    addAction(a);
    for (QAction *a : mPlaybackBar->actions())
        if (!a->shortcuts().isEmpty() && !actions().contains(a))
            addAction(a);
}

void MainWindow::retranslateLectureActions()
{
    mStatusLineAction->setText(tr("&Status line (algorithm, model, round, time)"));
    mBlankAction->setText(tr("&Blank the screen (presentation)"));
    mLeavePresentationAction->setText(tr("Leave presentation mode"));
    mRaceAction->setText(tr("&Race: the Compare panel in the drawing's place"));
    mBookmarkAction->setText(tr("&Bookmark this round (again: remove)"));
    mNextBookmarkAction->setText(tr("&Next bookmark"));
    mPreviousBookmarkAction->setText(tr("&Previous bookmark"));
    mClearBookmarksAction->setText(tr("&Clear bookmarks"));
    mZoomInAction->setText(tr("Zoom &in"));
    mZoomOutAction->setText(tr("Zoom &out"));
    mLegendAction->setText(tr("&Legend"));
    mResetRotationAction->setText(tr("Reset the 3D &rotation"));
    mPlaybackMenu->setTitle(tr("&Playback"));
    mSpeedMenu->setTitle(tr("&Speed"));
    mHelpMenu->setTitle(tr("&Help"));
    mKeyboardHelpAction->setText(tr("&Keyboard…"));
    mAboutAction->setText(tr("&About CollViz"));
    mAboutQtAction->setText(tr("About &Qt"));
    mBlank->setAccessibleName(tr("Blank screen"));
    mBlank->setAccessibleDescription(tr("The screen is blanked for the lecture; B or . shows it again."));
    mSpeed->setToolTip(tr("Playback speed"));
    mSpeed->setAccessibleName(mSpeed->toolTip());
    mStepLabel->setToolTip(tr("The round on show and the rounds of the run"));
    mSpeedLabel->setToolTip(mSpeed->toolTip());
}

void MainWindow::updateStatusLineVisibility()
{
    const bool presenting = mPresentationAction->isChecked();
    const bool shown = presenting ? mStatusLineInPresentation : mStatusLineInWindow;
    mStatusLineAction->setChecked(shown);
    mStatusLine->setPresentationStyle(presenting);
    mStatusLine->setVisible(shown);
    // In presentation mode the round is said once, in large type: by the status line while it
    // is shown, otherwise by the narration.
    mStepLabelAction->setVisible(!presenting);
    if (NarrationPanel *narration = narrationPanel())
        narration->setStepShown(!(presenting && shown));
}

void MainWindow::applyPresentationStyle(bool on)
{
    mNetwork->setPresentationStyle(on);
    if (NarrationPanel *narration = narrationPanel())
        narration->setPresentationStyle(on);
    if (auto *compare = findChild<ComparePanel *>())
        compare->setPresentationStyle(on);
    updateStatusLineVisibility();
}

bool MainWindow::isBlanked() const { return mBlank && mBlank->isVisible(); }

void MainWindow::setBlanked(bool on)
{
    // Blanking is for the lecture: outside presentation mode B does nothing.
    if (on && !mPresentationAction->isChecked()) {
        const QSignalBlocker blocker(mBlankAction);
        mBlankAction->setChecked(false);
        return;
    }
    mBlank->setGeometry(rect());
    mBlank->raise();
    mBlank->setVisible(on);
    if (mBlankAction->isChecked() != on) {
        const QSignalBlocker blocker(mBlankAction);
        mBlankAction->setChecked(on);
    }
}

void MainWindow::jumpToBookmark(int direction)
{
    const int round = mSession->bookmarkFrom(direction);
    if (round >= 0)
        mPlayer->jumpTo(round);
}

void MainWindow::retranslateUi()
{
    for (std::size_t i = 0; i < mDocks.size(); ++i) {
        mDocks[i]->setWindowTitle(tr(panels()[i].title));
        // A screen reader names the panel as the dock's tab does and says what it shows.
        mPanels[i]->setAccessibleName(tr(panels()[i].title));
        mPanels[i]->setAccessibleDescription(tr(panels()[i].description));
    }
    mSlider->setAccessibleName(tr("Round shown"));
    // Qt's » buttons, shown when a narrow window cuts the bars short.
    if (auto *more = mPlaybackBar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More playback controls"));
    if (auto *more = menuBar()->findChild<QToolButton *>(QStringLiteral("qt_menubar_ext_button")))
        more->setAccessibleName(tr("More menus"));
    mRunProgress->setAccessibleName(tr("Progress of the engine run"));
    mPlaybackBar->setWindowTitle(tr("Playback"));
    mFirstAction->setText(tr("First step (Home)"));
    mBackAction->setText(tr("Step back (←, Page Up)"));
    mForwardAction->setText(tr("Step forward (→, Page Down)"));
    mLastAction->setText(tr("Last step (End)"));
    mSpeedLabel->setText(tr("Speed:"));
    mCancel->setText(tr("Cancel"));
    mCancel->setToolTip(tr("Stop the engine run under way"));
    mFitAction->setText(tr("&Fit network to window"));
    mFloorsAction->setText(tr("3D networks as &floors side by side"));
    mNextNodeAction->setText(tr("Select the &next node"));
    mPreviousNodeAction->setText(tr("Select the &previous node"));
    mPresentationAction->setText(tr("&Presentation mode (drawing, narration and playback only)"));
    mResetLayoutAction->setText(tr("&Reset panel layout"));
    mExerciseModeAction->setText(tr("E&xercise mode (predict each round before it is shown)"));
    mQuitAction->setText(tr("&Quit"));
    mSavePictureAction->setText(tr("Save &picture of the network (PNG, SVG, PDF)…"));
    mExportAnimationAction->setText(tr("Export &animation (GIF, PNG frames, MP4, WebM)…"));
    mExportLatexAction->setText(tr("Export &LaTeX (TikZ figure, Beamer overlays)…"));
    mExportTableAction->setText(tr("Export &table (CSV, LaTeX, Markdown)…"));
    mExportAction->setText(tr("&Export schedule…"));
    mFileMenu->setTitle(tr("&File"));
    mScenarioFiles->retranslate();
    mViewMenu->setTitle(tr("&View"));
    mLanguageMenu->setTitle(tr("&Language"));
    mSystemLanguageAction->setText(tr("System default (%1)").arg(QLocale::system().name()));
    retranslateLectureActions();
    updatePlaybackWidgets();
    updateTitle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::onResultChanged()
{
    mRunProgress->hide();
    mCancel->hide();
    const auto result = mSession->result();
    mNetwork->setResult(result);
    // The round the command line or the saved setup asked for, once, on the first result.
    const int pendingRound = std::exchange(mPendingRound, 0);
    if (result && pendingRound > 0)
        QTimer::singleShot(0, mPlayer, [this, pendingRound]() { mPlayer->jumpTo(pendingRound); });
    if (result) {
        mBanner->hide();
        mNetwork->setRound(mSession->round(), mSession->stateBefore(), mSession->stateAfter());
        mNetwork->setSelectedNode(mSession->selectedNode());
        mNetwork->fitToWindow();
        statusBar()->showMessage(tr("%1 on %2: rounds %3, computed in %4 ms")
                                     .arg(core::scheduleName(*result), result->topology->name())
                                     .arg(mSession->roundCount())
                                     .arg(mSession->lastRunMs()));
    } else {
        mBanner->setText(tr("Cannot run this setup: %1").arg(mSession->error()));
        mBanner->show();
        statusBar()->clearMessage();
    }
    updatePlaybackWidgets();
    updateTitle();
}

void MainWindow::onRoundChanged()
{
    if (mSession->result())
        mNetwork->setRound(mSession->round(), mSession->stateBefore(), mSession->stateAfter());
    updateNodeText();
    updatePlaybackWidgets();
}

void MainWindow::updateTitle()
{
    const core::RunRequest &r = mSession->request();
    const auto document = mSession->document();
    if (document && mSession->documentPath().isEmpty()) // a designed schedule: no file yet
        setWindowTitle(tr("%1 on %2 — CollViz").arg(core::scheduleName(*document), r.topology));
    else if (document)
        setWindowTitle(tr("%1: %2 on %3 — CollViz")
                           .arg(QFileInfo(mSession->documentPath()).fileName(), core::scheduleName(*document), r.topology));
    else
        setWindowTitle(tr("%1 on %2 — CollViz").arg(r.algorithm, r.topology));
}

void MainWindow::updatePlaybackWidgets()
{
    const int total = mSession->roundCount();
    const int k = mSession->round();
    {
        const QSignalBlocker blocker(mSlider);
        mSlider->setRange(0, total);
        mSlider->setValue(k);
    }
    mSlider->setEnabled(total > 0);
    // One tick per round while they stay apart; beyond that they only blur into a bar.
    mSlider->setTickPosition(total <= 64 ? QSlider::TicksBelow : QSlider::NoTicks);
    mStepLabel->setText(total > 0 ? tr("Round %1 of %2").arg(k).arg(total) : QString());
    static_cast<BookmarkSlider *>(mSlider)->setBookmarks(mSession->bookmarks());
    QStringList marks;
    for (int r : mSession->bookmarks())
        marks << QString::number(r);
    mSlider->setToolTip(marks.isEmpty() ? tr("Round shown: 0 is the initial state")
                                        : tr("Round shown: 0 is the initial state. Bookmarks: %1")
                                              .arg(marks.join(QStringLiteral(", "))));
    if (mNextBookmarkAction) {
        mNextBookmarkAction->setEnabled(mSession->bookmarkFrom(1) >= 0);
        mPreviousBookmarkAction->setEnabled(mSession->bookmarkFrom(-1) >= 0);
        mBookmarkAction->setEnabled(k > 0);
        mClearBookmarksAction->setEnabled(!mSession->bookmarks().isEmpty());
    }
    const bool playing = mPlayer->isPlaying();
    mPlayAction->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    mPlayAction->setText(playing ? tr("Pause (Space)") : tr("Play (Space)"));
    mPlayAction->setEnabled(total > 0);
    mFirstAction->setEnabled(total > 0 && k > 0);
    mBackAction->setEnabled(total > 0 && k > 0);
    mForwardAction->setEnabled(total > 0 && k < total);
    mLastAction->setEnabled(total > 0 && k < total);
}

namespace {
/// The keys a presenter's clicker sends (and N, Shift+N for the nodes): unmodified, since
/// Shift+arrows turn a 3D drawing.
bool isSteppingKey(const QKeyEvent *key)
{
    const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
    switch (key->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_Space:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
        return mods == Qt::NoModifier;
    case Qt::Key_N:
        return mods == Qt::NoModifier || mods == Qt::ShiftModifier;
    case Qt::Key_M: // bookmark, blank, status line: letters no number field takes
    case Qt::Key_B:
    case Qt::Key_S:
        return mods == Qt::NoModifier;
    default:
        return false;
    }
}

/// The spin box a widget is or belongs to (its line edit), or null.
QAbstractSpinBox *spinBoxOf(QWidget *widget)
{
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
        return spin;
    return widget->parentWidget() ? qobject_cast<QAbstractSpinBox *>(widget->parentWidget()) : nullptr;
}

/// Whether the focus widget is a text being edited, which keeps its cursor keys. A spin box
/// is a value control (Up/Down and the wheel step it; its cursor keys are rarely needed), so
/// it counts as edited only while a typed number is not yet entered.
bool isTextBeingEdited(QWidget *widget)
{
    if (QAbstractSpinBox *spin = spinBoxOf(widget)) {
        const auto *edit = spin->findChild<QLineEdit *>();
        return edit && edit->isModified();
    }
    if (auto *edit = qobject_cast<QLineEdit *>(widget))
        return !edit->isReadOnly();
    if (auto *combo = qobject_cast<QComboBox *>(widget))
        return combo->isEditable();
    if (auto *text = qobject_cast<QTextEdit *>(widget))
        return !text->isReadOnly();
    if (auto *text = qobject_cast<QPlainTextEdit *>(widget))
        return !text->isReadOnly();
    return false;
}
} // namespace

void MainWindow::selectNodeBy(int step)
{
    const auto result = mSession->result();
    const int p = result ? result->topology->processorCount() : 0;
    if (p <= 0)
        return;
    const int current = mSession->selectedNode();
    mSession->setSelectedNode(current < 0 ? (step > 0 ? 0 : p - 1) : ((current + step) % p + p) % p);
}

void MainWindow::updateNodeText()
{
    // The drawing's own node text (what hovering shows), on one line in the narration.
    // A line that ends in a colon introduces the next ("Holds 3 packets: 0, 1, 4").
    QString text;
    for (const QString &line : mNetwork->nodeToolTip(mSession->selectedNode()).split(QLatin1Char('\n')))
        text += (text.isEmpty() ? QString() : text.endsWith(QLatin1Char(':')) ? QStringLiteral(" ") : QStringLiteral(" · "))
                + line;
    if (NarrationPanel *narration = narrationPanel())
        narration->setNodeText(text);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // A widget of this window with the focus would keep the clicker's keys for itself (a
    // spin box moves its text cursor on Left/Right/Home/End): unless a text is being
    // edited, they are refused there so the window's shortcuts step the rounds.
    if ((event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress
         || event->type() == QEvent::FocusOut)
        && watched->isWidgetType() && static_cast<QWidget *>(watched)->window() == this) {
        auto *widget = static_cast<QWidget *>(watched);
        if (event->type() == QEvent::ShortcutOverride) {
            if (isSteppingKey(static_cast<QKeyEvent *>(event)) && !isTextBeingEdited(widget)) {
                event->ignore();
                return true;
            }
        } else if (QAbstractSpinBox *spin = spinBoxOf(widget)) {
            // A typed number ends with Enter or when the focus leaves: stepping keys again.
            const int key = event->type() == QEvent::KeyPress ? static_cast<QKeyEvent *>(event)->key() : 0;
            auto *edit = spin->findChild<QLineEdit *>();
            if (edit && (event->type() == QEvent::FocusOut || key == Qt::Key_Return || key == Qt::Key_Enter))
                edit->setModified(false);
        }
    }
    if (watched == this && event->type() == QEvent::Resize && mBlank && mBlank->isVisible())
        mBlank->setGeometry(rect());
    if (watched == mStatusLine && event->type() == QEvent::Resize)
        fitPresentationLayout();
    if (!mFirstFrameSeen && watched == mNetwork->viewport() && event->type() == QEvent::Paint && mSession->result()) {
        mFirstFrameSeen = true;
        // After the paint itself has finished, so the figure includes drawing the network.
        QMetaObject::invokeMethod(this, &MainWindow::firstFrameDrawn, Qt::QueuedConnection);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::saveSettings()
{
    if (!mOptions.useSettings || !mOptions.writeSettings)
        return;
    QSettings settings;
    settings.setValue(geometryKey(), saveGeometry());
    // Presentation mode is for the lecture, not the layout to come back to.
    settings.setValue(stateKey(), mPresentationAction->isChecked() ? mStateBeforePresentation : saveState());
    Session::saveSetup(settings, mSession->request(), mSession->round());
}

void MainWindow::setPresentationMode(bool on)
{
    if (on) {
        mStateBeforePresentation = saveState();
        mGeometryBeforePresentation = saveGeometry();
        mNormalGeometryBeforePresentation = geometry();
        mWindowStateBeforePresentation = windowState();
        mStatusBarBeforePresentation = statusBar()->isVisible();
        for (std::size_t i = 0; i < mDocks.size(); ++i) {
            mDocks[i]->setVisible(panels()[i].inPresentation);
            // No dock title bars on the projector: an empty widget replaces them.
            if (panels()[i].inPresentation)
                mDocks[i]->setTitleBarWidget(new QWidget(mDocks[i]));
        }
        // The legend takes a quarter of a projector's drawing: off until the presenter presses L.
        mLegendBeforePresentation = mNetwork->isLegendVisible();
        mNetwork->setLegendVisible(false);
        menuBar()->hide();
        mPlaybackBar->hide(); // the status line names the round; the clicker steps
        statusBar()->hide();
        showFullScreen();
    } else {
        setBlanked(false);
        // The lecture's large type first goes, so its minimum sizes do not widen the window.
        applyPresentationStyle(false);
        for (QDockWidget *dock : mDocks)
            if (QWidget *empty = dock->titleBarWidget()) {
                dock->setTitleBarWidget(nullptr);
                delete empty;
            }
        if (QDockWidget *narration = panelDock(QStringLiteral("narrationDock")))
            narration->setMaximumHeight(QWIDGETSIZE_MAX);
        restoreState(mStateBeforePresentation);
        mNetwork->setLegendVisible(mLegendBeforePresentation);
        menuBar()->show();
        statusBar()->setVisible(mStatusBarBeforePresentation);
        // Back exactly as it was: maximised, full screen or the same normal geometry.
        setWindowState(mWindowStateBeforePresentation);
        if (!(mWindowStateBeforePresentation & (Qt::WindowMaximized | Qt::WindowFullScreen))) {
            restoreGeometry(mGeometryBeforePresentation);
            // restoreGeometry fits the window to the screen, and a platform may apply the
            // normal state's old geometry after this: the window's own, once more, after it.
            setGeometry(mNormalGeometryBeforePresentation);
            QTimer::singleShot(0, this, [this]() {
                if (!mPresentationAction->isChecked() && !(windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))) {
                    setGeometry(mNormalGeometryBeforePresentation);
                    restoreState(mStateBeforePresentation);
                }
            });
        }
    }
    mLeavePresentationAction->setEnabled(on);
    if (on) {
        applyPresentationStyle(true);
        fitPresentationLayout();
    }
    QTimer::singleShot(0, mNetwork, &NetworkView::fitToWindow);
}

void MainWindow::setRaceShown(bool on)
{
    QDockWidget *dock = panelDock(QStringLiteral("compareDock"));
    if (!dock || on == isRaceShown()) {
        mRaceAction->setChecked(isRaceShown());
        return;
    }
    auto *centre = centralWidget();
    auto *layout = qobject_cast<QBoxLayout *>(centre->layout());
    if (on) {
        // The dock's widget (the panel in its scroll area) moves into the drawing's place:
        // the dock no longer decides whether it is shown (showPanelOnlyWhileSeen).
        mRacePanel = dock->widget();
        disconnect(dock, &QDockWidget::visibilityChanged, mRacePanel, nullptr);
        // The dock keeps its place in the layout (a layout saved meanwhile has the Compare tab
        // where it was) with a placeholder, behind the tab it shares: choosing that tab, or
        // anything else that shows the dock, puts the panel back into it.
        dock->setWidget(new QWidget(dock));
        if (dock->isVisible() && !dock->visibleRegion().isEmpty()) {
            QDockWidget *host = panelDock(QStringLiteral("narrationDock"));
            if (host && tabifiedDockWidgets(dock).contains(host))
                host->raise();
            else
                dock->hide();
        }
        layout->insertWidget(layout->indexOf(mNetwork), mRacePanel, 1);
        mNetwork->hide();
        mRacePanel->show();
        mRaceDockWatch = connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
            if (visible) // after the dock's own handling of its show
                QMetaObject::invokeMethod(this, [this]() { mRaceAction->setChecked(false); }, Qt::QueuedConnection);
        });
    } else {
        disconnect(mRaceDockWatch);
        QWidget *panel = std::exchange(mRacePanel, nullptr);
        layout->removeWidget(panel);
        delete dock->widget();
        dock->setWidget(panel);
        connect(dock, &QDockWidget::visibilityChanged, panel, &QWidget::setVisible);
        mNetwork->show();
        // Back in its tab, in front in the window; not shown while presenting.
        const bool presenting = mPresentationAction->isChecked();
        if (!presenting) {
            dock->show();
            dock->raise();
        }
        panel->setVisible(!presenting);
        QTimer::singleShot(0, mNetwork, &NetworkView::fitToWindow);
    }
    mRaceAction->setChecked(on);
}

void MainWindow::fitPresentationLayout()
{
    // After the layouts have settled at the new size: the status line's height follows how
    // its texts fit the new width.
    if (!mPresentationAction->isChecked() || mPresentationFitPending)
        return;
    mPresentationFitPending = true;
    QTimer::singleShot(0, this, [this]() {
        mPresentationFitPending = false;
        if (mPresentationAction->isChecked())
            applyPresentationLayout();
    });
}

void MainWindow::applyPresentationLayout()
{
    // The drawing's 70 % of the screen leaves 30 % of the height to the status line (its
    // height depends on how its texts fit), the narration and the splitter between them.
    const int status = mStatusLine->isHidden() ? 0 : mStatusLine->height();
    const int narrationHeight = std::clamp(height() * 29 / 100 - status - 8, 60, height() / 5);
    if (QDockWidget *narration = panelDock(QStringLiteral("narrationDock")); narration && narration->isVisible()) {
        // A cap, not a request: the dock layout would hand a grown window's height to it.
        resizeDocks({narration}, {narrationHeight}, Qt::Vertical);
        narration->setMaximumHeight(narrationHeight);
    }
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    fitPresentationLayout();
}

void MainWindow::showScenario(const core::Scenario &scenario)
{
    mPendingRound = scenario.round;
    mSession->setBookmarks(scenario.bookmarks);
    mSession->setExercises(scenario.exercises);
    mSession->setRequest(scenario.toRunRequest());
}

void MainWindow::savePicture()
{
    // The network as a figure (views/export): the file's suffix decides PNG, SVG or PDF.
    ExportDialogs::savePicture(this, {mSession->result(), mSession->round(), mNetwork->progress(), mNetwork->floorsShown(),
                                      mNetwork->exportState()});
}

void MainWindow::exportSchedule()
{
    const auto result = mSession->result();
    if (!result) {
        QMessageBox::information(this, tr("Export schedule"), tr("There is no result to export: %1").arg(mSession->error()));
        return;
    }
    // Every schedule format that writes (core/formats/scheduleformat.h): its title and
    // suffixes as the dialog's filter; the filter chosen, else the name's suffix, decides.
    const auto writers = core::ScheduleFormats::instance().writers();
    QStringList filters;
    for (const core::ScheduleFormat *f : writers) {
        QStringList patterns;
        for (const QString &suffix : f->suffixes())
            patterns << QStringLiteral("*.") + suffix;
        filters << QStringLiteral("%1 (%2)").arg(f->title(), patterns.join(QLatin1Char(' ')));
    }
    QString filter = filters.value(0);
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export schedule"),
        suggestedFileName(*result, QStringLiteral("schedule")) + QLatin1Char('.') + writers.front()->suffixes().value(0),
        filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    const core::ScheduleFormat *writer = writers[std::size_t(std::max<qsizetype>(0, filters.indexOf(filter)))];
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const core::ScheduleFormat *f : writers)
        if (f->suffixes().contains(suffix))
            writer = f;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + writer->suffixes().value(0);
    QString error = writeScheduleFile(*result, *writer, path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export schedule"), error);
    else if (const QString caveat = writer->writeCaveat(*result); !caveat.isEmpty())
        QMessageBox::information(this, tr("Export schedule"),
                                 tr("%1 was written. %2.").arg(QFileInfo(path).fileName(), caveat));
}

QString MainWindow::writeScheduleFile(const core::RunResult &result, const core::ScheduleFormat &writer,
                                      const QString &path)
{
    // The format's own refusal first (an operation it has no name for): nothing is written.
    if (const QString refusal = writer.writeRefusal(result); !refusal.isEmpty())
        return tr("%1 cannot be written as %2: %3").arg(QFileInfo(path).fileName(), writer.title(), refusal);
    core::userfiles::Output file(path);
    QString error;
    if (!file.open(&error))
        return error;
    if (!writer.write(result, *file.device()) && !file.failed()) {
        file.cancel();
        return tr("%1 cannot be written as %2; nothing was written").arg(QFileInfo(path).fileName(), writer.title());
    }
    return file.commit(&error) ? QString() : error;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace collviz::views
