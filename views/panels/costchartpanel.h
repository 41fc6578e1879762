// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/render/chartrenderer.h"
#include "views/state/costchartstate.h"
#include "views/sweeprunner.h"

#include "core/sweep.h"

#include <QHash>
#include <QJsonObject>
#include <QWidget>

#include <memory>

class QAbstractAxis;
class QChart;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineSeries;
class QListWidget;
class QProgressBar;
class QPushButton;
class QScatterSeries;
class QSpinBox;
class QTabWidget;
class QXYSeries;

namespace collviz::views {

class Session;

/**
 * Cost charts: time against message size m for every algorithm of the current operation
 * that runs on the current network (a checkable list picks which), and time against p over
 * a family of networks. The source's formula is drawn as a line, the engine's simulated times
 * as markers, the lower bound dashed; the crossovers (where the faster algorithm changes) are
 * marked on the chart and listed beside it; two algorithms selected in the list give the m
 * where their times agree in one click. Linear or log-log axes. A third tab breaks each
 * algorithm's time at one m down into start-up, bandwidth, per-hop and waiting
 * (core::CostBreakdown), as stacked bars.
 *
 * Everything drawn is a core::SizeSweepResult / core::FamilySweepResult, the data
 * `collviz-cli sweep` prints. Each algorithm is built once per network, operation and model
 * (off the GUI thread, only while the panel is visible); editing t_s, t_w, t_h or the range
 * only re-costs (SweepRunner), so the curves follow the fields live. The fields start from,
 * and follow, the setup's costs; editing them here changes only the chart.
 */
class CostChartPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit CostChartPanel(Session *session, QWidget *parent = nullptr);
    ~CostChartPanel() override;

    /// The size chart's data as drawn (empty before the first sweep arrives).
    const core::SizeSweepResult &sizeResult() const { return mSizeResult; }
    const core::FamilySweepResult &familyResult() const { return mFamilyResult; }
    const core::SizeBreakdownResult &breakdownResult() const { return mBreakdownResult; }

    QChart *sizeChart() const { return mSizeChart; }
    QChartView *sizeChartView() const { return mSizeView; }
    QChart *familyChart() const { return mFamilyChart; }
    QChart *breakdownChart() const { return mBreakdownChart; }
    CostChartRenderer *sizeRenderer() const { return mSizeRenderer.get(); }
    BreakdownChartRenderer *breakdownRenderer() const { return mBreakdownRenderer.get(); }
    QDoubleSpinBox *breakdownMSpin() const { return mBreakdownM; }
    /// "Where equal": the m where the two algorithms selected in the list take the same time.
    QPushButton *equalButton() const { return mEqual; }
    QLabel *equalAnswer() const { return mEqualAnswer; }
    QTabWidget *tabs() const { return mTabs; }
    QListWidget *algorithmList() const { return mAlgorithms; }
    QListWidget *crossoverList() const { return mCrossovers; }
    QDoubleSpinBox *tsSpin() const { return mTs; }
    QDoubleSpinBox *twSpin() const { return mTw; }
    QDoubleSpinBox *thSpin() const { return mTh; }
    QDoubleSpinBox *tcSpin() const { return mTc; }
    QComboBox *modelCombo() const { return mModel; }
    QComboBox *axesCombo() const { return mAxes; }
    QDoubleSpinBox *mMinSpin() const { return mMMin; }
    QDoubleSpinBox *mMaxSpin() const { return mMMax; }
    QSpinBox *pointsSpin() const { return mPoints; }
    QComboBox *familyCombo() const { return mFamily; }

    /// The size chart's series of one algorithm: engine times (markers), formula (line),
    /// lower bound (dashed); null when the algorithm is not drawn.
    QScatterSeries *timeSeries(const QString &algorithm) const;
    QLineSeries *formulaSeries(const QString &algorithm) const;
    QLineSeries *boundSeries(const QString &algorithm) const;
    QScatterSeries *crossoverSeries() const;
    /// The family chart's engine times of one algorithm (x = p).
    QScatterSeries *familyTimeSeries(const QString &algorithm) const;

    bool isLogLog() const;
    void setLogLog(bool on);
    /// Draws these runs (one network) instead of the current operation's algorithms, until the
    /// setup's network or operation changes: for comparisons prepared elsewhere, and the
    /// benchmark. The list shows them, all checked.
    void showRuns(const SweepBuild &build);
    /// Sets t_s, t_w, t_h in one go (one re-costing), as the benchmark and tests edit them.
    void setCosts(double ts, double tw, double th);

    /// What the chart shows, as the fields and the list set it (CostChartRenderer draws the
    /// charts from it and the sweeps' results).
    CostChartState state() const;
    /// Sets every field from `state` (the algorithms' ticks only where it names them), then
    /// one build or re-costing for the lot.
    void setState(const CostChartState &state);
    /// The chart's options as a scenario file's "views.costChart" holds them: the tab, the
    /// axes, the m range and points, the ticked algorithms, t_s/t_w/t_h, the model, the family
    /// and the print style.
    QJsonObject options() const;
    /// Checks every member of `options` first (errors name it as `path`.member) and applies
    /// them only when all are accepted; missing members keep their value.
    /// With apply = false only checks (a scenario file is read completely before anything changes).
    bool setOptions(const QJsonObject &options, const QString &path, QString *error, bool apply = true);
    /// Black and white (handouts): black curves told apart by dash pattern and marker shape.
    void setMonochrome(bool on);
    bool isMonochrome() const { return mMonochrome; }
    /// The size chart's key for the schedule file on show (Session::document()): its name and
    /// "(schedule file)", which no algorithm id can be; empty when none is on show.
    QString documentKey() const;

signals:
    /// The size chart was redrawn from a new sweep result.
    void sizeChartUpdated();
    void familyChartUpdated();
    void breakdownUpdated();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void buildCharts();
    QWidget *buildSide();
    void connectFields();
    void retranslateUi();
    void followSession();
    void refillAlgorithms();
    void startBuild();
    void onBuilt(const SweepBuild &build);
    void requestEvaluate();
    void onEvaluated(const core::SizeSweepResult &result);
    void redrawSize();
    void startFamilyBuild();
    void requestFamilyEvaluate();
    void onFamilyEvaluated(const core::FamilySweepResult &result);
    void redrawFamily();
    QWidget *buildBreakdownPage();
    void requestBreakdown();
    void onBrokenDown(const core::SizeBreakdownResult &result);
    void answerWhereEqual();
    core::CostParams costs() const;
    QString modelSpec() const;
    QStringList checkedAlgorithms() const;
    void updateStatus();

    Session *mSession = nullptr;
    SweepRunner *mRunner = nullptr;

    QTabWidget *mTabs = nullptr;
    QChart *mSizeChart = nullptr;
    QChartView *mSizeView = nullptr;
    QChart *mFamilyChart = nullptr;
    QChartView *mFamilyView = nullptr;
    std::unique_ptr<CostChartRenderer> mSizeRenderer;
    std::unique_ptr<CostChartRenderer> mFamilyRenderer;
    QChart *mBreakdownChart = nullptr;
    QChartView *mBreakdownView = nullptr;
    std::unique_ptr<BreakdownChartRenderer> mBreakdownRenderer;
    QDoubleSpinBox *mBreakdownM = nullptr;
    QLabel *mBreakdownMLabel = nullptr;
    QLabel *mBreakdownNote = nullptr;
    QPushButton *mEqual = nullptr;
    QLabel *mEqualAnswer = nullptr;
    QListWidget *mAlgorithms = nullptr;
    QListWidget *mCrossovers = nullptr;
    QDoubleSpinBox *mTs = nullptr;
    QDoubleSpinBox *mTw = nullptr;
    QDoubleSpinBox *mTh = nullptr;
    QDoubleSpinBox *mTc = nullptr; ///< t_c, the time to combine one word
    QLabel *mTcLabel = nullptr;
    QComboBox *mModel = nullptr;
    QComboBox *mAxes = nullptr;
    QDoubleSpinBox *mMMin = nullptr;
    QDoubleSpinBox *mMMax = nullptr;
    QSpinBox *mPoints = nullptr;
    QComboBox *mFamily = nullptr;
    QDoubleSpinBox *mFamilyM = nullptr;
    QLabel *mFamilySkipped = nullptr;
    QLabel *mStatus = nullptr;
    QLabel *mKey = nullptr;
    QProgressBar *mProgress = nullptr;
    QPushButton *mCancel = nullptr;
    QLabel *mLabels[12] = {};

    // What the built runs answer: network, operation and model.
    QString mTopology;
    int mOperation = -1;
    QString mBuiltKey;      ///< topology|operation|model of mBuild
    QString mWantedKey;     ///< the same for what the fields ask for
    QString mFamilyBuiltKey;
    SweepBuild mBuild;
    core::SizeSweepResult mSizeResult;
    QStringList mEvaluatedKeys; ///< the series' keys of the last evaluation asked for, in order
    core::FamilySweepResult mFamilyResult;
    core::SizeBreakdownResult mBreakdownResult;
    QString mBuildFailures; ///< the runs of the last build that failed, one sentence
    bool mExternal = false; ///< showing showRuns()' runs
    bool mMonochrome = false;
};

} // namespace collviz::views
