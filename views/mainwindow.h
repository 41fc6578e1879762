#pragma once

#include "core/engine.h"
#include "views/i18n.h" // installTranslators, for app/main.cpp

#include <QMainWindow>

#include <optional>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QSlider;
class QToolBar;
class QToolButton;

namespace collviz::views {

class NarrationPanel;
class NetworkView;
class Player;
class PseudoCodePanel;
class ResultsPanel;
class Session;
class SetupPanel;

/// How a MainWindow starts.
struct MainWindowOptions
{
    /// Read the last setup, geometry and dock layout from QSettings and write them back.
    bool useSettings = true;
    /// Start on this setup instead of the stored or default one (command line, screenshots).
    std::optional<core::RunRequest> request;
    /// The first size, which also picks the dock layout; empty means "most of the screen".
    QSize initialSize;
};

/**
 * The application window: the NetworkView in the middle, docks for the setup, narration,
 * results and pseudo-code, and a playback bar whose keys suit presentation clickers
 * (Space, Left/Right, PageUp/PageDown, Home/End). It wires the Session to the views and
 * the Player's clock to the drawing; it computes nothing itself.
 */
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    explicit MainWindow(const MainWindowOptions &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    Session *session() const { return mSession; }
    Player *player() const { return mPlayer; }
    SetupPanel *setupPanel() const { return mSetup; }
    NarrationPanel *narrationPanel() const { return mNarration; }
    ResultsPanel *resultsPanel() const { return mResults; }
    PseudoCodePanel *pseudoCodePanel() const { return mPseudo; }
    NetworkView *networkView() const { return mNetwork; }
    QSlider *roundSlider() const { return mSlider; }
    QLabel *errorBanner() const { return mBanner; }

signals:
    /// The drawing was painted for the first time with a result on it (start-up timing).
    void firstFrameDrawn();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildUi();
    void buildActions();
    void retranslateUi();
    void onResultChanged();
    void onRoundChanged();
    void updateTitle();
    void updatePlaybackWidgets();
    void saveSettings();
    void savePicture();
    void exportSchedule();
    void setPresentationMode(bool on);

    MainWindowOptions mOptions;
    Session *mSession = nullptr;
    Player *mPlayer = nullptr;
    NetworkView *mNetwork = nullptr;
    QLabel *mBanner = nullptr;
    SetupPanel *mSetup = nullptr;
    NarrationPanel *mNarration = nullptr;
    ResultsPanel *mResults = nullptr;
    PseudoCodePanel *mPseudo = nullptr;
    QDockWidget *mSetupDock = nullptr;
    QDockWidget *mNarrationDock = nullptr;
    QDockWidget *mResultsDock = nullptr;
    QDockWidget *mPseudoDock = nullptr;

    QToolBar *mPlaybackBar = nullptr;
    QAction *mFirstAction = nullptr;
    QAction *mBackAction = nullptr;
    QAction *mPlayAction = nullptr;
    QAction *mForwardAction = nullptr;
    QAction *mLastAction = nullptr;
    QAction *mFitAction = nullptr;
    QAction *mFloorsAction = nullptr;
    QAction *mResetLayoutAction = nullptr;
    QAction *mQuitAction = nullptr;
    QAction *mSavePictureAction = nullptr;
    QAction *mExportAction = nullptr;
    QAction *mPresentationAction = nullptr;
    QByteArray mStateBeforePresentation;
    QMenu *mFileMenu = nullptr;
    QMenu *mViewMenu = nullptr;
    QSlider *mSlider = nullptr;
    QLabel *mStepLabel = nullptr;
    QLabel *mSpeedLabel = nullptr;
    QComboBox *mSpeed = nullptr;
    QProgressBar *mRunProgress = nullptr;
    QToolButton *mCancel = nullptr;
    QByteArray mDefaultState;
    bool mFirstFrameSeen = false;
};

} // namespace collviz::views
