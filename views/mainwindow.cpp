#include "views/mainwindow.h"

#include "views/narrationpanel.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/pseudocodepanel.h"
#include "views/resultspanel.h"
#include "views/session.h"
#include "views/setuppanel.h"

#include "core/report.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace collviz::views {

namespace {
const double kSpeeds[] = {0.25, 0.5, 1.0, 2.0, 4.0};
QString geometryKey() { return QStringLiteral("window/geometry"); }
QString stateKey() { return QStringLiteral("window/state"); }
} // namespace

MainWindow::MainWindow(QWidget *parent) : MainWindow(MainWindowOptions{}, parent) {}

MainWindow::MainWindow(const MainWindowOptions &options, QWidget *parent)
    : QMainWindow(parent), mOptions(options), mSession(new Session(this)), mPlayer(new Player(mSession, this))
{
    buildUi();
    buildActions();
    retranslateUi();
    // First start: most of the screen, which on a 1024x768 projector is less than 1440x900.
    const QSize available = mOptions.initialSize.isValid()
                                ? mOptions.initialSize
                                : (screen() ? screen()->availableGeometry().size() : QSize(1440, 900));
    resize(mOptions.initialSize.isValid() ? available : QSize(1440, 900).boundedTo(available * 0.92));
    if (available.width() < 1300) {
        // Narrow screens (a 1024-pixel projector): one side column with the panels as tabs
        // leaves the drawing most of the width.
        addDockWidget(Qt::RightDockWidgetArea, mSetupDock);
        tabifyDockWidget(mSetupDock, mResultsDock);
        tabifyDockWidget(mResultsDock, mPseudoDock);
        mSetupDock->raise();
        resize(available);
        resizeDocks({mSetupDock}, {std::max(320, mSetupDock->minimumSizeHint().width())}, Qt::Horizontal);
    }
    mDefaultState = saveState();

    core::RunRequest request = Session::defaultRequest();
    if (mOptions.useSettings) {
        QSettings settings;
        restoreGeometry(settings.value(geometryKey()).toByteArray());
        restoreState(settings.value(stateKey()).toByteArray());
        Session::restoreSetup(settings, &request);
    }
    if (mOptions.request)
        request = *mOptions.request;

    connect(mSession, &Session::setupChanged, this, [this]() {
        updateTitle();
        if (mOptions.useSettings) {
            QSettings settings;
            Session::saveSetup(settings, mSession->request());
        }
    });
    connect(mSession, &Session::runStarted, this, [this]() {
        mRunProgress->setRange(0, 100);
        mRunProgress->setValue(0);
        // Most runs take milliseconds: show progress only for those a user would wait on.
        QTimer::singleShot(250, this, [this]() {
            if (mSession->isRunning()) {
                mRunProgress->setVisible(true);
                mCancel->setVisible(true);
                statusBar()->showMessage(tr("Running %1 on %2…").arg(mSession->request().algorithm,
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
    connect(mPlayer, &Player::progressChanged, mNetwork, &NetworkView::setProgress);
    connect(mPlayer, &Player::playingChanged, this, &MainWindow::updatePlaybackWidgets);

    mSession->setRequest(request);
    mNetwork->setFocus();
}

MainWindow::~MainWindow() = default;

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
    mNetwork = new NetworkView(centre);
    mNetwork->setObjectName(QStringLiteral("networkView"));
    mNetwork->viewport()->installEventFilter(this);
    centreLayout->addWidget(mBanner);
    centreLayout->addWidget(mNetwork, 1);
    setCentralWidget(centre);

    mSetup = new SetupPanel(mSession);
    auto *setupScroll = new QScrollArea;
    setupScroll->setWidget(mSetup);
    setupScroll->setWidgetResizable(true);
    setupScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setupScroll->setMinimumWidth(mSetup->sizeHint().width() + setupScroll->verticalScrollBar()->sizeHint().width() + 4);
    mSetupDock = new QDockWidget(this);
    mSetupDock->setObjectName(QStringLiteral("setupDock"));
    mSetupDock->setWidget(setupScroll);
    addDockWidget(Qt::LeftDockWidgetArea, mSetupDock);

    mNarration = new NarrationPanel(mSession);
    mNarrationDock = new QDockWidget(this);
    mNarrationDock->setObjectName(QStringLiteral("narrationDock"));
    mNarrationDock->setWidget(mNarration);
    addDockWidget(Qt::BottomDockWidgetArea, mNarrationDock);

    mResults = new ResultsPanel(mSession);
    mResultsDock = new QDockWidget(this);
    mResultsDock->setObjectName(QStringLiteral("resultsDock"));
    mResultsDock->setWidget(mResults);
    addDockWidget(Qt::RightDockWidgetArea, mResultsDock);

    mPseudo = new PseudoCodePanel(mSession);
    mPseudoDock = new QDockWidget(this);
    mPseudoDock->setObjectName(QStringLiteral("pseudoCodeDock"));
    mPseudoDock->setWidget(mPseudo);
    addDockWidget(Qt::RightDockWidgetArea, mPseudoDock);
    // The bottom dock spans only the centre so the side panels keep their full height.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks({mResultsDock, mPseudoDock}, {390, 360}, Qt::Vertical);
    resizeDocks({mResultsDock}, {470}, Qt::Horizontal);
    resizeDocks({mNarrationDock}, {120}, Qt::Vertical);

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

void MainWindow::buildActions()
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
    mSlider = new QSlider(Qt::Horizontal, this);
    mSlider->setMinimumWidth(240);
    mSlider->setPageStep(1);
    mSlider->setTickPosition(QSlider::TicksBelow);
    mSlider->setFocusPolicy(Qt::NoFocus); // the window's shortcuts own the arrow keys
    connect(mSlider, &QSlider::valueChanged, mPlayer, &Player::jumpTo);
    mPlaybackBar->addWidget(mSlider);
    mStepLabel = new QLabel(this);
    mStepLabel->setMinimumWidth(mStepLabel->fontMetrics().horizontalAdvance(QStringLiteral("Step 0000 of 0000")));
    mStepLabel->setContentsMargins(8, 0, 8, 0);
    mPlaybackBar->addWidget(mStepLabel);
    mPlaybackBar->addSeparator();
    mSpeedLabel = new QLabel(this);
    mSpeedLabel->setContentsMargins(8, 0, 4, 0);
    mPlaybackBar->addWidget(mSpeedLabel);
    mSpeed = new QComboBox(this);
    mSpeed->setFocusPolicy(Qt::NoFocus);
    for (double s : kSpeeds)
        mSpeed->addItem(QStringLiteral("%1×").arg(s), s);
    mSpeed->setCurrentIndex(2);
    connect(mSpeed, &QComboBox::currentIndexChanged, this,
            [this]() { mPlayer->setSpeed(mSpeed->currentData().toDouble()); });
    mPlaybackBar->addWidget(mSpeed);

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
    mQuitAction = new QAction(this);
    mQuitAction->setShortcut(QKeySequence::Quit);
    connect(mQuitAction, &QAction::triggered, this, &QWidget::close);

    mSavePictureAction = new QAction(this);
    mSavePictureAction->setShortcut(QKeySequence::Save);
    connect(mSavePictureAction, &QAction::triggered, this, &MainWindow::savePicture);
    mExportAction = new QAction(this);
    connect(mExportAction, &QAction::triggered, this, &MainWindow::exportSchedule);

    mFileMenu = menuBar()->addMenu(QString());
    mFileMenu->addAction(mSavePictureAction);
    mFileMenu->addAction(mExportAction);
    mFileMenu->addSeparator();
    mFileMenu->addAction(mQuitAction);
    mViewMenu = menuBar()->addMenu(QString());
    mViewMenu->addAction(mPresentationAction);
    mViewMenu->addAction(mFitAction);
    mViewMenu->addAction(mFloorsAction);
    connect(mViewMenu, &QMenu::aboutToShow, this, [this]() { mFloorsAction->setChecked(mNetwork->floorsShown()); });
    mViewMenu->addAction(mResetLayoutAction);
    mViewMenu->addSeparator();
    for (QDockWidget *dock : {mSetupDock, mNarrationDock, mResultsDock, mPseudoDock})
        mViewMenu->addAction(dock->toggleViewAction());
    mViewMenu->addAction(mPlaybackBar->toggleViewAction());
}

void MainWindow::retranslateUi()
{
    mSetupDock->setWindowTitle(tr("Setup"));
    mNarrationDock->setWindowTitle(tr("Narration"));
    mResultsDock->setWindowTitle(tr("Results"));
    mPseudoDock->setWindowTitle(tr("Pseudo-code"));
    mPlaybackBar->setWindowTitle(tr("Playback"));
    mFirstAction->setText(tr("First step (Home)"));
    mBackAction->setText(tr("Step back (←, Page Up)"));
    mForwardAction->setText(tr("Step forward (→, Page Down)"));
    mLastAction->setText(tr("Last step (End)"));
    mSpeedLabel->setText(tr("Speed:"));
    mSlider->setToolTip(tr("Round shown: 0 is the initial state"));
    mCancel->setText(tr("Cancel"));
    mCancel->setToolTip(tr("Stop the engine run under way"));
    mFitAction->setText(tr("&Fit network to window"));
    mFloorsAction->setText(tr("3D networks as &floors side by side"));
    mPresentationAction->setText(tr("&Presentation mode (drawing, narration and playback only)"));
    mResetLayoutAction->setText(tr("&Reset panel layout"));
    mQuitAction->setText(tr("&Quit"));
    mSavePictureAction->setText(tr("Save &picture of the network…"));
    mExportAction->setText(tr("&Export schedule (collviz-schedule/1 JSON)…"));
    mFileMenu->setTitle(tr("&File"));
    mViewMenu->setTitle(tr("&View"));
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
    if (result) {
        mBanner->hide();
        mNetwork->setRound(mSession->round(), mSession->stateBefore(), mSession->stateAfter());
        mNetwork->setSelectedNode(mSession->selectedNode());
        mNetwork->fitToWindow();
        statusBar()->showMessage(tr("%1 on %2: rounds %3, computed in %4 ms")
                                     .arg(result->algorithm->id(), result->topology->name())
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
    updatePlaybackWidgets();
}

void MainWindow::updateTitle()
{
    const core::RunRequest &r = mSession->request();
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
    mStepLabel->setText(total > 0 ? tr("Step %1 of %2").arg(k).arg(total) : QString());
    const bool playing = mPlayer->isPlaying();
    mPlayAction->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    mPlayAction->setText(playing ? tr("Pause (Space)") : tr("Play (Space)"));
    mPlayAction->setEnabled(total > 0);
    mFirstAction->setEnabled(total > 0 && k > 0);
    mBackAction->setEnabled(total > 0 && k > 0);
    mForwardAction->setEnabled(total > 0 && k < total);
    mLastAction->setEnabled(total > 0 && k < total);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (!mFirstFrameSeen && watched == mNetwork->viewport() && event->type() == QEvent::Paint && mSession->result()) {
        mFirstFrameSeen = true;
        // After the paint itself has finished, so the figure includes drawing the network.
        QMetaObject::invokeMethod(this, &MainWindow::firstFrameDrawn, Qt::QueuedConnection);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::saveSettings()
{
    if (!mOptions.useSettings)
        return;
    QSettings settings;
    settings.setValue(geometryKey(), saveGeometry());
    // Presentation mode is for the lecture, not the layout to come back to.
    settings.setValue(stateKey(), mPresentationAction->isChecked() ? mStateBeforePresentation : saveState());
    Session::saveSetup(settings, mSession->request());
}

void MainWindow::setPresentationMode(bool on)
{
    if (on) {
        mStateBeforePresentation = saveState();
        for (QDockWidget *dock : {mSetupDock, mResultsDock, mPseudoDock})
            dock->hide();
        mNarrationDock->show();
        menuBar()->hide();
        showFullScreen();
    } else {
        restoreState(mStateBeforePresentation);
        menuBar()->show();
        showNormal();
    }
    QTimer::singleShot(0, mNetwork, &NetworkView::fitToWindow);
}

void MainWindow::savePicture()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save picture"), QString(), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (!mNetwork->grab().save(path, "PNG"))
        QMessageBox::warning(this, tr("Save picture"), tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::exportSchedule()
{
    const auto result = mSession->result();
    if (!result) {
        QMessageBox::information(this, tr("Export schedule"), tr("There is no result to export: %1").arg(mSession->error()));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export schedule"), QString(), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !core::report::writeScheduleJson(*result, file) || !file.commit())
        QMessageBox::warning(this, tr("Export schedule"), tr("Cannot write %1.").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace collviz::views
