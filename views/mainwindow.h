// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/scenario.h"

#include "core/engine.h"
#include "core/formats/scheduleformat.h"
#include "views/i18n.h" // installTranslators, for app/main.cpp

#include <QMainWindow>

#include <optional>
#include <vector>

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
class ScenarioFiles;
class StatusLine;

/**
 * One entry of the window's panel list (MainWindow::panels()): everything the window needs
 * to build, place, name, toggle and hide a panel. A new panel is its own file under
 * views/panels/ and one line in that list; the View menu, presentation mode, the dock layout
 * and retranslation all follow from it.
 */
struct PanelSpec
{
    /// The dock's object name: the key of its place in the saved window state.
    const char *objectName;
    /// Title for the dock and the View menu, translated in the context "collviz::views::MainWindow"
    /// (mark it with QT_TRANSLATE_NOOP).
    const char *title;
    /// What the panel shows, in one sentence: its accessible description (a screen reader
    /// says it with the title), translated in the same context.
    const char *description;
    /// Makes the panel's widget (the window puts it in a dock and owns it).
    QWidget *(*create)(Session *session, Player *player);
    /// Where the dock starts on a wide screen.
    Qt::DockWidgetArea area;
    /// Object name of a panel whose dock this one shares as a tab, or nullptr for its own place.
    const char *tabWith;
    /// Shown in presentation mode (the others are hidden while it lasts).
    bool inPresentation;
    /// Starting width (side areas) and height, 0 = the panel's own size hint.
    int width;
    int height;
};

/// How a MainWindow starts.
struct MainWindowOptions
{
    /// Read the last setup, geometry and dock layout from QSettings and write them back.
    bool useSettings = true;
    /// With useSettings: also write them back (false for timing runs, which must leave the
    /// user's stored setup, round and layout as they were).
    bool writeSettings = true;
    /// Start on this setup instead of the stored or default one (command line, screenshots).
    std::optional<core::RunRequest> request;
    /// The first size, which also picks the dock layout; empty means "most of the screen".
    QSize initialSize;
    /// The round to show once the first run (or the schedule file) is done (0 = the initial state).
    int round = 0;
    /// A schedule file to open instead of a setup (collviz --schedule FILE).
    QString schedule;
    /// The network, model and costs of a schedule file that names none (collviz --schedule
    /// FILE --topology SPEC ...).
    core::ScheduleReadOptions scheduleOptions;
    /// The lecturer's marked rounds to start with (a scenario file's "bookmarks").
    QVector<int> bookmarks;
    /// The lecturer's exercise questions to start with (a scenario file's "exercises").
    core::exercise::ExerciseSheet exercises;
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

    /// The panel list, in View-menu order.
    static const std::vector<PanelSpec> &panels();

    Session *session() const { return mSession; }
    /// Writes `result`'s schedule to `path` in `writer`'s format (File > Export schedule):
    /// the format's refusal first, then the file whole or not at all. Empty, or the sentence.
    static QString writeScheduleFile(const core::RunResult &result, const core::ScheduleFormat &writer,
                                     const QString &path);
    /// File > Open/Save scenario, recent files and drops (views/window/scenariofiles.h).
    ScenarioFiles *scenarioFiles() const { return mScenarioFiles; }
    /// Shows a scenario (already validated): its setup runs and its round is shown once the
    /// result is there.
    void showScenario(const core::Scenario &scenario);
    Player *player() const { return mPlayer; }
    /// The dock of the panel with this object name (see panels()), or null.
    QDockWidget *panelDock(const QString &objectName) const;
    QMenu *viewMenu() const { return mViewMenu; }
    /// Language menu: "System default" (LANG) and one checkable action per translation, whose
    /// data is the locale name ("" for the system's, "en", "cs", "zh_CN").
    QMenu *languageMenu() const { return mLanguageMenu; }
    QAction *presentationAction() const { return mPresentationAction; }
    /// View > Exercise mode: the Exercise panel in front (checked while it is seen).
    QAction *exerciseModeAction() const { return mExerciseModeAction; }
    SetupPanel *setupPanel() const;
    NarrationPanel *narrationPanel() const;
    ResultsPanel *resultsPanel() const;
    PseudoCodePanel *pseudoCodePanel() const;
    NetworkView *networkView() const { return mNetwork; }
    QSlider *roundSlider() const { return mSlider; }
    QLabel *errorBanner() const { return mBanner; }
    /// The compact large line over the drawing (issue 13): algorithm, network, model, round,
    /// time vs formula vs bound. S shows or hides it, in and out of presentation mode.
    StatusLine *statusLine() const { return mStatusLine; }
    QAction *statusLineAction() const { return mStatusLineAction; }
    /// Presentation mode: B (or .) blanks the screen to black and back.
    QAction *blankAction() const { return mBlankAction; }
    /// C: the Compare panel's race (A and B on one clock) in the drawing's place, with the
    /// status line and the narration as they are; again: the drawing back. Also in
    /// presentation mode, where the Compare tab is otherwise not shown.
    QAction *raceAction() const { return mRaceAction; }
    bool isRaceShown() const { return mRacePanel != nullptr; }
    bool isBlanked() const;
    /// Bookmarks: M marks the round on show; Ctrl+PageDown / Ctrl+PageUp (or ] and [) jump.
    QAction *bookmarkAction() const { return mBookmarkAction; }
    QAction *nextBookmarkAction() const { return mNextBookmarkAction; }
    QAction *previousBookmarkAction() const { return mPreviousBookmarkAction; }
    /// Help > Keyboard (F1).
    QAction *keyboardHelpAction() const { return mKeyboardHelpAction; }
    /// Help > About CollViz (views/window/about.h) and Help > About Qt.
    QAction *aboutAction() const { return mAboutAction; }
    QAction *aboutQtAction() const { return mAboutQtAction; }

signals:
    /// The drawing was painted for the first time with a result on it (start-up timing).
    void firstFrameDrawn();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildUi();
    /// The dock's panel is visible only while the dock is seen (not a tab behind another).
    void showPanelOnlyWhileSeen(QDockWidget *dock);
    void buildActions();
    void buildPlaybackBar(); ///< the round slider, the step buttons, the speed
    void buildViewActions(); ///< fit, floors, presentation, node stepping, quit
    void buildMenus();       ///< File and View
    void buildLanguageMenu();
    void retranslateUi();
    void onResultChanged();
    void onRoundChanged();
    void updateTitle();
    void updatePlaybackWidgets();
    void saveSettings();
    void savePicture();
    void exportSchedule();
    void setPresentationMode(bool on);
    void setRaceShown(bool on);
    void selectNodeBy(int step);
    void updateNodeText();
    void buildLectureActions();
    void retranslateLectureActions();
    void updateStatusLineVisibility();
    void applyPresentationStyle(bool on);
    /// Presentation mode's share of the screen: the narration dock gets a fifth of the
    /// height, the drawing the rest (at least 70 % of the screen's area with the status line).
    void fitPresentationLayout();
    void applyPresentationLayout();
    void setBlanked(bool on);
    void jumpToBookmark(int direction);
    void useNarrowLayout();

    MainWindowOptions mOptions;
    Session *mSession = nullptr;
    Player *mPlayer = nullptr;
    NetworkView *mNetwork = nullptr;
    QLabel *mBanner = nullptr;
    /// One dock per entry of panels(), in the same order.
    std::vector<QDockWidget *> mDocks;
    /// The panel each dock was made with (the race takes the Compare panel out of its dock).
    std::vector<QWidget *> mPanels;

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
    QAction *mExportAnimationAction = nullptr; ///< views/export: GIF, PNG frames, MP4, WebM
    QAction *mExportLatexAction = nullptr;     ///< TikZ / Beamer
    QAction *mExportTableAction = nullptr;     ///< CSV, LaTeX, Markdown
    QAction *mPresentationAction = nullptr;
    QAction *mExerciseModeAction = nullptr;
    QAction *mNextNodeAction = nullptr;
    QAction *mPreviousNodeAction = nullptr;
    QByteArray mStateBeforePresentation;
    QByteArray mGeometryBeforePresentation;
    QRect mNormalGeometryBeforePresentation;
    Qt::WindowStates mWindowStateBeforePresentation;
    bool mStatusBarBeforePresentation = true;
    bool mLegendBeforePresentation = true; ///< the legend is off in presentation mode until L
    bool mPresentationFitPending = false;
    StatusLine *mStatusLine = nullptr;
    QWidget *mBlank = nullptr; ///< black cover over the whole window (B in presentation mode)
    /// The status line's visibility, remembered apart for presentation mode and the window.
    bool mStatusLineInPresentation = true;
    bool mStatusLineInWindow = false;
    QAction *mStatusLineAction = nullptr;
    QAction *mBlankAction = nullptr;
    QAction *mLeavePresentationAction = nullptr;
    QAction *mRaceAction = nullptr;
    QWidget *mRacePanel = nullptr; ///< the Compare dock's widget while it is in the drawing's place
    QMetaObject::Connection mRaceDockWatch; ///< ends the race when the Compare dock is shown
    QAction *mBookmarkAction = nullptr;
    QAction *mNextBookmarkAction = nullptr;
    QAction *mPreviousBookmarkAction = nullptr;
    QAction *mClearBookmarksAction = nullptr;
    QAction *mZoomInAction = nullptr;
    QAction *mZoomOutAction = nullptr;
    QAction *mLegendAction = nullptr;
    QAction *mResetRotationAction = nullptr;
    QAction *mKeyboardHelpAction = nullptr;
    QAction *mAboutAction = nullptr;
    QAction *mAboutQtAction = nullptr;
    QList<QAction *> mSpeedActions;
    QMenu *mPlaybackMenu = nullptr;
    QMenu *mSpeedMenu = nullptr;
    QMenu *mHelpMenu = nullptr;
    QMenu *mFileMenu = nullptr;
    QMenu *mViewMenu = nullptr;
    QMenu *mLanguageMenu = nullptr;
    QAction *mSystemLanguageAction = nullptr;
    QSlider *mSlider = nullptr;
    QLabel *mStepLabel = nullptr;
    QAction *mStepLabelAction = nullptr; ///< mStepLabel in the playback bar (hidden while presenting)
    QLabel *mSpeedLabel = nullptr;
    QComboBox *mSpeed = nullptr;
    QProgressBar *mRunProgress = nullptr;
    QToolButton *mCancel = nullptr;
    QByteArray mDefaultState;
    bool mFirstFrameSeen = false;
    int mPendingRound = 0; ///< round to show when the first result arrives
    ScenarioFiles *mScenarioFiles = nullptr;
};

} // namespace collviz::views
