// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/costchartpanel.h"

#include "views/session.h"
#include "views/state/viewoptions.h"

#include "core/algorithm.h"
#include "core/networks/networkfamily.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QJsonArray>
#include <QPainter>
#include <QPixmap>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace collviz::views {

namespace {

using Renderer = CostChartRenderer;

constexpr int kIdRole = Qt::UserRole;
constexpr int kCrossoverMRole = Qt::UserRole + 1;

QDoubleSpinBox *costSpin(double maximum, int decimals)
{
    auto *s = new QDoubleSpinBox;
    s->setRange(0, maximum);
    s->setDecimals(decimals);
    s->setAccelerated(true);
    s->setKeyboardTracking(false); // typing 100 re-costs once, not for 1, 10 and 100
    return s;
}

} // namespace

CostChartPanel::CostChartPanel(Session *session, QWidget *parent)
    : QWidget(parent), mSession(session), mRunner(new SweepRunner(this))
{
    buildUi();
    retranslateUi();
    connect(mRunner, &SweepRunner::built, this, &CostChartPanel::onBuilt);
    connect(mRunner, &SweepRunner::evaluated, this, &CostChartPanel::onEvaluated);
    connect(mRunner, &SweepRunner::brokenDown, this, &CostChartPanel::onBrokenDown);
    connect(mRunner, &SweepRunner::buildProgressed, this, [this](int done, int total) {
        mProgress->setRange(0, total);
        mProgress->setValue(done);
        updateStatus();
    });
    connect(mRunner, &SweepRunner::familyProgressed, this, [this](int done, int total) {
        mProgress->setRange(0, total);
        mProgress->setValue(done);
        updateStatus();
    });
    connect(mRunner, &SweepRunner::familyBuilt, this, [this]() {
        updateStatus();
        requestFamilyEvaluate();
    });
    connect(mRunner, &SweepRunner::familyEvaluated, this, &CostChartPanel::onFamilyEvaluated);
    if (mSession) {
        connect(mSession, &Session::setupChanged, this, &CostChartPanel::followSession);
        followSession();
    }
}

CostChartPanel::~CostChartPanel()
{
    // A focused line edit emits editingFinished when ~QWidget hides it, after this panel's own
    // part is gone: nothing of the children may reach the half-destroyed panel (UBSan found it).
    for (QObject *child : findChildren<QObject *>())
        disconnect(child, nullptr, this, nullptr);
}

void CostChartPanel::buildUi()
{
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(2, 2, 2, 2);
    buildCharts();
    QWidget *side = buildSide();
    // The controls scroll: the panel shares a dock with the narration and must not make the
    // window taller or wider than a small screen allows.
    auto *scroll = new QScrollArea;
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    // A splitter, not a fixed layout: the dock may be narrow on a projector, and the window
    // must stay as small as it was (the panel's own minimum is tiny; the user widens it).
    auto *splitter = new QSplitter;
    splitter->addWidget(mTabs);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    mTabs->setMinimumSize(80, 60);
    scroll->setMinimumSize(80, 60);
    splitter->setSizes({1000, 330});
    outer->addWidget(splitter);
    connectFields();
    updateStatus();
}

void CostChartPanel::buildCharts()
{
    // The renderers fill the charts; the views show them.
    mSizeChart = new QChart;
    mSizeRenderer = std::make_unique<CostChartRenderer>(CostChartRenderer::Kind::Size, mSizeChart);
    mSizeView = new QChartView(mSizeChart);
    mSizeView->setRenderHint(QPainter::Antialiasing);
    mFamilyChart = new QChart;
    mFamilyRenderer = std::make_unique<CostChartRenderer>(CostChartRenderer::Kind::Family, mFamilyChart);
    mFamilyView = new QChartView(mFamilyChart);
    mFamilyView->setRenderHint(QPainter::Antialiasing);

    mTabs = new QTabWidget;
    mTabs->addTab(mSizeView, QString());
    auto *familyPage = new QWidget;
    auto *familyLayout = new QVBoxLayout(familyPage);
    familyLayout->setContentsMargins(0, 0, 0, 0);
    auto *familyRow = new QHBoxLayout;
    mFamily = new QComboBox;
    for (const QString &family : core::sweptFamilies())
        mFamily->addItem(QString(), family);
    mFamilyM = costSpin(1e9, 2);
    mFamilyM->setMinimum(0.01);
    mFamilyM->setValue(1);
    mFamilySkipped = new QLabel;
    mFamilySkipped->setWordWrap(true);
    mLabels[8] = new QLabel;
    mLabels[9] = new QLabel;
    familyRow->addWidget(mLabels[8]);
    familyRow->addWidget(mFamily);
    familyRow->addWidget(mLabels[9]);
    familyRow->addWidget(mFamilyM);
    familyRow->addWidget(mFamilySkipped, 1);
    mLabels[8]->setBuddy(mFamily);
    mLabels[9]->setBuddy(mFamilyM);
    familyLayout->addLayout(familyRow);
    familyLayout->addWidget(mFamilyView, 1);
    mTabs->addTab(familyPage, QString());
    mTabs->addTab(buildBreakdownPage(), QString());
}

QWidget *CostChartPanel::buildBreakdownPage()
{
    mBreakdownChart = new QChart;
    mBreakdownRenderer = std::make_unique<BreakdownChartRenderer>(mBreakdownChart);
    mBreakdownView = new QChartView(mBreakdownChart);
    mBreakdownView->setRenderHint(QPainter::Antialiasing);
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    mBreakdownM = costSpin(CostChartState::kMaxSize, 2);
    mBreakdownM->setMinimum(CostChartState::kMinSize);
    mBreakdownM->setValue(CostChartState().breakdownM);
    mBreakdownMLabel = new QLabel;
    mBreakdownNote = new QLabel;
    mBreakdownNote->setWordWrap(true);
    row->addWidget(mBreakdownMLabel);
    row->addWidget(mBreakdownM);
    row->addWidget(mBreakdownNote, 1);
    mBreakdownMLabel->setBuddy(mBreakdownM);
    layout->addLayout(row);
    layout->addWidget(mBreakdownView, 1);
    return page;
}

QWidget *CostChartPanel::buildSide()
{
    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(2, 0, 2, 0);
    auto *form = new QFormLayout;
    mTs = costSpin(CostChartState::kMaxCost, 3);
    mTw = costSpin(CostChartState::kMaxCost, 3);
    mTh = costSpin(CostChartState::kMaxCost, 3);
    mTc = costSpin(CostChartState::kMaxCost, 3);
    mModel = new QComboBox;
    mModel->setEditable(true);
    mModel->setInsertPolicy(QComboBox::NoInsert);
    for (const char *spec : {"", "sf", "wh", "sf,noncombining", "wh,noncombining", "sf,ports=all", "wh,ports=all",
                             "duplex=half"})
        mModel->addItem(QLatin1String(spec));
    mAxes = new QComboBox;
    mAxes->addItem(QString(), true);
    mAxes->addItem(QString(), false);
    const CostChartState defaults;
    mMMin = costSpin(CostChartState::kMaxSize, 2);
    mMMin->setMinimum(CostChartState::kMinSize);
    mMMin->setValue(defaults.mMin);
    mMMax = costSpin(CostChartState::kMaxSize, 2);
    mMMax->setMinimum(CostChartState::kMinSize);
    mMMax->setValue(defaults.mMax);
    mPoints = new QSpinBox;
    mPoints->setRange(CostChartState::kMinPoints, CostChartState::kMaxPoints);
    mPoints->setValue(defaults.points);
    mPoints->setKeyboardTracking(false);
    const QList<QWidget *> fields{mTs, mTw, mTh, mModel, mAxes, mMMin, mMMax, mPoints};
    for (int i = 0; i < fields.size(); ++i) {
        mLabels[i] = new QLabel;
        mLabels[i]->setBuddy(fields[i]); // what a screen reader calls the field
        form->addRow(mLabels[i], fields[i]);
    }
    mTcLabel = new QLabel;
    mTcLabel->setBuddy(mTc);
    form->insertRow(3, mTcLabel, mTc); // beside t_h
    sideLayout->addLayout(form);
    mLabels[10] = new QLabel;
    sideLayout->addWidget(mLabels[10]);
    mAlgorithms = new QListWidget;
    mAlgorithms->setMinimumHeight(120);
    mAlgorithms->setIconSize(QSize(28, 14));
    sideLayout->addWidget(mAlgorithms, 2);
    mLabels[11] = new QLabel;
    sideLayout->addWidget(mLabels[11]);
    mCrossovers = new QListWidget;
    mCrossovers->setWordWrap(true);
    mCrossovers->setMinimumHeight(60);
    mLabels[10]->setBuddy(mAlgorithms);
    mLabels[11]->setBuddy(mCrossovers);
    sideLayout->addWidget(mCrossovers, 1);
    mEqual = new QPushButton;
    sideLayout->addWidget(mEqual);
    mEqualAnswer = new QLabel;
    mEqualAnswer->setWordWrap(true);
    mEqualAnswer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sideLayout->addWidget(mEqualAnswer);
    mKey = new QLabel;
    mKey->setWordWrap(true);
    sideLayout->addWidget(mKey);
    mStatus = new QLabel;
    mStatus->setWordWrap(true);
    sideLayout->addWidget(mStatus);
    auto *progressRow = new QHBoxLayout;
    mProgress = new QProgressBar;
    mCancel = new QPushButton;
    progressRow->addWidget(mProgress, 1);
    progressRow->addWidget(mCancel);
    sideLayout->addLayout(progressRow);
    return side;
}

void CostChartPanel::connectFields()
{
    for (QDoubleSpinBox *s : {mTs, mTw, mTh, mTc})
        connect(s, &QDoubleSpinBox::valueChanged, this, [this]() {
            requestEvaluate();
            requestFamilyEvaluate();
        });
    for (QDoubleSpinBox *s : {mMMin, mMMax})
        connect(s, &QDoubleSpinBox::valueChanged, this, &CostChartPanel::requestEvaluate);
    connect(mPoints, &QSpinBox::valueChanged, this, &CostChartPanel::requestEvaluate);
    connect(mFamilyM, &QDoubleSpinBox::valueChanged, this, &CostChartPanel::requestFamilyEvaluate);
    connect(mAxes, &QComboBox::currentIndexChanged, this, [this]() {
        requestEvaluate(); // log spacing follows the axes
        redrawFamily();
    });
    // The model changes the schedules: a new build (off the GUI thread), as a new network does.
    connect(mModel, &QComboBox::activated, this, [this]() {
        startBuild();
        startFamilyBuild();
    });
    connect(mModel->lineEdit(), &QLineEdit::editingFinished, this, [this]() {
        startBuild();
        startFamilyBuild();
    });
    connect(mAlgorithms, &QListWidget::itemChanged, this, &CostChartPanel::requestEvaluate);
    mAlgorithms->setSelectionMode(QAbstractItemView::ExtendedSelection);
    connect(mEqual, &QPushButton::clicked, this, &CostChartPanel::answerWhereEqual);
    connect(mBreakdownM, &QDoubleSpinBox::valueChanged, this, &CostChartPanel::requestBreakdown);
    connect(mFamily, &QComboBox::currentIndexChanged, this, &CostChartPanel::startFamilyBuild);
    connect(mTabs, &QTabWidget::currentChanged, this, [this]() {
        startBuild();
        startFamilyBuild();
        requestFamilyEvaluate();
        requestBreakdown();
    });
    connect(mCancel, &QPushButton::clicked, this, [this]() {
        // Cancelling drops the builds under way; the fields stay, and a later edit restarts.
        mRunner->cancelBuilds();
        mWantedKey.clear();
        mFamilyBuiltKey.clear();
        updateStatus();
    });
}

void CostChartPanel::retranslateUi()
{
    mTabs->setTabText(0, tr("Time against m"));
    mTabs->setTabText(1, tr("Time against p"));
    mTabs->setTabText(2, tr("Cost breakdown"));
    mBreakdownMLabel->setText(tr("at m ="));
    mBreakdownM->setToolTip(tr("The message size m (words) at which each algorithm's time is broken down"));
    mBreakdownNote->setText(tr("Per round, the message that finishes last: its start-up t_s, its words' t_w (on "
                               "every hop under store-and-forward), its hops' t_h, and the rest of its time, "
                               "spent waiting for a channel or a port. The rounds' parts add up to the time."));
    mEqual->setText(tr("Where equal? (select two algorithms)"));
    mEqual->setToolTip(tr("The message size m at which the two algorithms selected in the list take the same "
                          "time, from the engine's times"));
    mBreakdownRenderer->retranslate();
    const char *labels[] = {QT_TR_NOOP("t_s"),       QT_TR_NOOP("t_w"),    QT_TR_NOOP("t_h"),
                            QT_TR_NOOP("Model"),     QT_TR_NOOP("Axes"),   QT_TR_NOOP("m from"),
                            QT_TR_NOOP("m to"),      QT_TR_NOOP("Points"), QT_TR_NOOP("Family"),
                            QT_TR_NOOP("m"),         QT_TR_NOOP("Algorithms"), QT_TR_NOOP("Crossovers (time against m)")};
    for (int i = 0; i < 12; ++i)
        mLabels[i]->setText(tr(labels[i]));
    // A list is not named by its label's buddy: by its own accessible name.
    mAlgorithms->setAccessibleName(mLabels[10]->text());
    mCrossovers->setAccessibleName(mLabels[11]->text());
    mModel->setItemText(0, QString());
    mModel->lineEdit()->setPlaceholderText(tr("natural model of each"));
    mModel->setToolTip(tr("Model SPEC applied to every algorithm (empty: each under its natural model), e.g. "
                          "sf,ports=all or wh,noncombining; a new model rebuilds the schedules."));
    // Every control says what it sets (issue 13, accessibility: tooltips on every control).
    mTs->setToolTip(tr("Start-up time t_s of every message, for the curves here only"));
    mTw->setToolTip(tr("Time t_w per word, for the curves here only"));
    mTh->setToolTip(tr("Time t_h per hop, for the curves here only"));
    mTcLabel->setText(tr("t_c"));
    mTc->setToolTip(tr("Time to combine one word t_c, for the curves here only"));
    mAxes->setToolTip(tr("Logarithmic or linear axes"));
    mMMin->setToolTip(tr("The smallest message size m plotted"));
    mMMax->setToolTip(tr("The largest message size m plotted"));
    mPoints->setToolTip(tr("How many sizes m between the two are computed"));
    mFamily->setToolTip(tr("The networks of growing p the second chart runs over"));
    mFamilyM->setToolTip(tr("The message size m for the chart against p"));
    mAxes->setItemText(0, tr("log-log"));
    mAxes->setItemText(1, tr("linear"));
    for (int i = 0; i < mFamily->count(); ++i)
        mFamily->setItemText(i, core::NetworkRegistry::instance().find(mFamily->itemData(i).toString())->sweepLabel());
    mCancel->setText(tr("Cancel"));
    mCancel->setToolTip(tr("Stop building the chart's schedules"));
    // What a screen reader calls the charts and the fields whose labels are symbols.
    mSizeView->setAccessibleName(tr("Chart of time against m"));
    mSizeView->setAccessibleDescription(tr("Each algorithm's time against the message size m: the source's "
                                           "formula as a line, the engine's times as markers, the lower bound "
                                           "dashed; the crossovers are listed beside the chart."));
    mFamilyView->setAccessibleName(tr("Chart of time against p"));
    mFamilyView->setAccessibleDescription(tr("Each algorithm's time against the number of processors p over "
                                             "the chosen family of networks."));
    mBreakdownView->setAccessibleName(tr("Chart of the cost breakdown"));
    mBreakdownView->setAccessibleDescription(mBreakdownNote->text());
    mTs->setAccessibleName(tr("Start-up time t_s of the chart"));
    mTw->setAccessibleName(tr("Time per word t_w of the chart"));
    mTh->setAccessibleName(tr("Time per hop t_h of the chart"));
    mTc->setAccessibleName(tr("Time to combine one word t_c of the chart"));
    mFamilyM->setAccessibleName(tr("Message size m of the chart against p"));
    mBreakdownM->setAccessibleName(tr("Message size m of the breakdown"));
    mAlgorithms->setAccessibleDescription(tr("Tick the algorithms the charts show; select two to ask where "
                                             "they take equal time."));
    mProgress->setAccessibleName(tr("Progress of the chart's schedules"));
    mSizeRenderer->retranslate();
    mFamilyRenderer->retranslate();
    refillAlgorithms();
    redrawSize();
    redrawFamily();
}

void CostChartPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CostChartPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Builds and re-costings wait until the chart is seen: a hidden panel costs nothing.
    startBuild();
    startFamilyBuild();
    requestEvaluate();
    requestFamilyEvaluate();
}

void CostChartPanel::followSession()
{
    const core::RunRequest &request = mSession->request();
    const core::AlgorithmPtr alg = core::AlgorithmRegistry::instance().find(request.algorithm);
    // A document on show: the built-in algorithms of its operation on its network.
    const auto document = mSession->document();
    const int op = document ? int(document->operation()) : alg ? int(alg->operation()) : -1;
    const bool networkChanged = request.topology != mTopology || op != mOperation;
    mTopology = request.topology;
    mOperation = op;
    {
        const QSignalBlocker b1(mTs);
        const QSignalBlocker b2(mTw);
        const QSignalBlocker b3(mTh);
        const QSignalBlocker b3c(mTc);
        const QSignalBlocker b4(mBreakdownM);
        mTs->setValue(request.params.cost.ts);
        mTw->setValue(request.params.cost.tw);
        mTh->setValue(request.params.cost.th);
        mTc->setValue(request.params.cost.tc);
        mBreakdownM->setValue(request.params.cost.m); // the breakdown starts at the run's m
    }
    if (networkChanged) {
        mExternal = false;
        mBuildFailures.clear();
        refillAlgorithms();
        const QString kind = request.topology.section(QLatin1Char(':'), 0, 0);
        if (mFamily->findData(kind) >= 0) {
            const QSignalBlocker blocker(mFamily);
            mFamily->setCurrentIndex(mFamily->findData(kind));
        }
    }
    if (isVisible()) {
        startBuild();
        startFamilyBuild();
    }
    requestEvaluate();
    requestFamilyEvaluate();
}

void CostChartPanel::refillAlgorithms()
{
    if (!mAlgorithms)
        return;
    QSet<QString> unchecked;
    for (int i = 0; i < mAlgorithms->count(); ++i)
        if (mAlgorithms->item(i)->checkState() == Qt::Unchecked && (mAlgorithms->item(i)->flags() & Qt::ItemIsEnabled))
            unchecked.insert(mAlgorithms->item(i)->data(kIdRole).toString());
    const QSignalBlocker blocker(mAlgorithms);
    mAlgorithms->clear();
    if (mExternal) {
        for (int i = 0; i < mBuild.algorithms.size(); ++i) {
            auto *item = new QListWidgetItem(Renderer::algorithmTitle(mBuild.algorithms[i]));
            item->setData(kIdRole, mBuild.algorithms[i]);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(unchecked.contains(mBuild.algorithms[i]) ? Qt::Unchecked : Qt::Checked);
            item->setIcon(Renderer::markerIcon(mSizeRenderer->styleOf(mBuild.algorithms[i])));
            mAlgorithms->addItem(item);
        }
        return;
    }
    if (mOperation < 0)
        return;
    if (const QString key = documentKey(); mBuild.algorithms.contains(key)) {
        auto *item = new QListWidgetItem(Renderer::documentIcon(), key);
        item->setData(kIdRole, key);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(unchecked.contains(key) ? Qt::Unchecked : Qt::Checked);
        item->setToolTip(mSession->documentPath());
        mAlgorithms->addItem(item);
    }
    QString error;
    const core::TopologyPtr topo = core::Topology::create(mTopology, &error);
    for (const core::AlgorithmPtr &alg : core::AlgorithmRegistry::instance().forOperation(core::Operation(mOperation))) {
        auto *item = new QListWidgetItem(Renderer::markerIcon(mSizeRenderer->styleOf(alg->id())),
                                         Renderer::algorithmTitle(alg->id()));
        item->setData(kIdRole, alg->id());
        const core::RunRequest request = core::SizeSweep::request(alg->id(), mTopology, QString());
        QString why;
        core::RunParams params = request.params;
        params.model = alg->naturalModel();
        if (topo && alg->supports(*topo, params, &why)) {
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(unchecked.contains(alg->id()) ? Qt::Unchecked : Qt::Checked);
            item->setToolTip(QStringLiteral("%1\n%2").arg(alg->title().translated(), alg->id()));
        } else {
            item->setFlags(Qt::ItemIsSelectable);
            item->setToolTip(QStringLiteral("%1\n%2").arg(alg->title().translated(), topo ? why : error));
        }
        // A run that failed in the last build says why.
        for (std::size_t i = 0; i < mBuild.runs.size(); ++i)
            if (mBuild.algorithms.value(int(i)) == alg->id() && !mBuild.runs[i]->ok
                && (item->flags() & Qt::ItemIsEnabled)) {
                item->setFlags(Qt::ItemIsSelectable);
                item->setData(Qt::CheckStateRole, QVariant());
                item->setToolTip(mBuild.runs[i]->error);
            }
        mAlgorithms->addItem(item);
    }
}

QString CostChartPanel::documentKey() const
{
    const auto document = mSession->document();
    return document ? Renderer::documentKey(*document) : QString();
}

QStringList CostChartPanel::checkedAlgorithms() const
{
    QStringList ids;
    for (int i = 0; i < mAlgorithms->count(); ++i)
        if (mAlgorithms->item(i)->checkState() == Qt::Checked && (mAlgorithms->item(i)->flags() & Qt::ItemIsEnabled))
            ids << mAlgorithms->item(i)->data(kIdRole).toString();
    return ids;
}

QString CostChartPanel::modelSpec() const { return mModel->currentText().trimmed(); }

core::CostParams CostChartPanel::costs() const { return state().costs(); }

void CostChartPanel::setCosts(double ts, double tw, double th)
{
    {
        const QSignalBlocker b1(mTs);
        const QSignalBlocker b2(mTw);
        const QSignalBlocker b3(mTh);
        mTs->setValue(ts);
        mTw->setValue(tw);
        mTh->setValue(th);
    }
    requestEvaluate();
    requestFamilyEvaluate();
}

bool CostChartPanel::isLogLog() const { return mAxes->currentData().toBool(); }

void CostChartPanel::setLogLog(bool on) { mAxes->setCurrentIndex(on ? 0 : 1); }

void CostChartPanel::showRuns(const SweepBuild &build)
{
    mExternal = true;
    mRunner->cancelBuilds();
    mWantedKey = QStringLiteral("external:%1").arg(build.topology);
    mBuiltKey.clear();
    onBuilt(build);
}

void CostChartPanel::startBuild()
{
    if (!isVisible() || mOperation < 0 || mExternal)
        return;
    // A schedule file opened (or opened again after an edit) is another build.
    const QString key = QStringLiteral("%1|%2|%3|%4")
                            .arg(mTopology)
                            .arg(mOperation)
                            .arg(modelSpec())
                            .arg(quintptr(mSession->document().get()));
    if (key == mBuiltKey || key == mWantedKey)
        return;
    // A model SPEC that does not parse is one sentence here, not one refusal per algorithm.
    core::CommModel parsed;
    if (QString why; !modelSpec().isEmpty() && !core::CommModel::parse(modelSpec(), parsed, &parsed, &why)) {
        mStatus->setText(why);
        return;
    }
    mWantedKey = key;
    mRunner->build(SweepRunner::chartAlgorithms(mTopology, core::Operation(mOperation)), mTopology, modelSpec());
    updateStatus();
}

void CostChartPanel::onBuilt(const SweepBuild &received)
{
    SweepBuild build = received;
    // The schedule file on show is drawn first, beside the built-in algorithms of its operation
    // on its network, as it was read (its own model; the chart's costs).
    if (const auto document = mSession->document(); document && document->topology->name() == build.topology) {
        build.algorithms.prepend(documentKey());
        build.runs.insert(build.runs.begin(), document);
    }
    mBuild = build;
    mBuiltKey = mWantedKey;
    mWantedKey.clear();
    QStringList keys;
    for (std::size_t i = 0; i < build.runs.size(); ++i)
        if (build.runs[i]->ok)
            keys << build.algorithms[int(i)];
    mSizeRenderer->setCurves(keys, documentKey());
    QStringList failures;
    for (std::size_t i = 0; i < build.runs.size(); ++i)
        if (!build.runs[i]->ok)
            failures << QStringLiteral("%1: %2").arg(build.algorithms[int(i)], build.runs[i]->error);
    refillAlgorithms();
    mSizeResult = {};
    mBuildFailures = failures.isEmpty() ? QString() : tr("Not drawn: %1").arg(failures.join(QStringLiteral("; ")));
    updateStatus();
    requestEvaluate();
}

void CostChartPanel::setMonochrome(bool on)
{
    mMonochrome = on;
    mSizeRenderer->setMonochrome(on);
    mFamilyRenderer->setMonochrome(on);
}

CostChartState CostChartPanel::state() const
{
    CostChartState s;
    s.againstP = mTabs->currentIndex() == 1;
    s.breakdown = mTabs->currentIndex() == 2;
    s.breakdownM = mBreakdownM->value();
    s.logLog = isLogLog();
    s.mMin = mMMin->value();
    s.mMax = mMMax->value();
    s.points = mPoints->value();
    s.algorithms = checkedAlgorithms();
    s.ts = mTs->value();
    s.tw = mTw->value();
    s.th = mTh->value();
    s.tc = mTc->value();
    s.model = modelSpec();
    s.family = mFamily->currentData().toString();
    s.familyM = mFamilyM->value();
    s.monochrome = mMonochrome;
    return s;
}

void CostChartPanel::setState(const CostChartState &s)
{
    // One build or re-costing for the lot.
    {
        const QSignalBlocker blockers[] = {QSignalBlocker(mTabs), QSignalBlocker(mAxes),  QSignalBlocker(mMMin),
                                           QSignalBlocker(mMMax), QSignalBlocker(mPoints), QSignalBlocker(mTs),
                                           QSignalBlocker(mTw),   QSignalBlocker(mTh),    QSignalBlocker(mTc),
                                           QSignalBlocker(mFamily),
                                           QSignalBlocker(mAlgorithms), QSignalBlocker(mFamilyM),
                                           QSignalBlocker(mBreakdownM)};
        mTabs->setCurrentIndex(s.breakdown ? 2 : s.againstP ? 1 : 0);
        mBreakdownM->setValue(s.breakdownM);
        setLogLog(s.logLog);
        mMMin->setValue(s.mMin);
        mMMax->setValue(s.mMax);
        mPoints->setValue(s.points);
        mTs->setValue(s.ts);
        mTw->setValue(s.tw);
        mTh->setValue(s.th);
        mTc->setValue(s.tc);
        mFamilyM->setValue(s.familyM);
        mModel->setCurrentText(s.model);
        if (mFamily->findData(s.family) >= 0)
            mFamily->setCurrentIndex(mFamily->findData(s.family));
        if (s.algorithms)
            for (int i = 0; i < mAlgorithms->count(); ++i) {
                QListWidgetItem *item = mAlgorithms->item(i);
                if (item->flags() & Qt::ItemIsEnabled)
                    item->setCheckState(s.algorithms->contains(item->data(kIdRole).toString()) ? Qt::Checked
                                                                                               : Qt::Unchecked);
            }
    }
    setMonochrome(s.monochrome);
    if (isVisible()) {
        startBuild();
        startFamilyBuild();
    }
    requestEvaluate();
    requestFamilyEvaluate();
    redrawFamily();
}

QJsonObject CostChartPanel::options() const { return state().toJson(); }

bool CostChartPanel::setOptions(const QJsonObject &o, const QString &path, QString *error, bool apply)
{
    CostChartState s = state();
    if (!CostChartState::read(o, path, &s, error))
        return false;
    if (apply)
        setState(s);
    return true;
}

void CostChartPanel::requestEvaluate()
{
    if (!isVisible() || mBuiltKey.isEmpty() || !mWantedKey.isEmpty())
        return; // the build under way evaluates when it is done
    const CostChartState s = state();
    mRunner->evaluate(mBuild.sweepOf(checkedAlgorithms(), &mEvaluatedKeys), s.costs(), s.range());
    requestBreakdown();
}

void CostChartPanel::requestBreakdown()
{
    // Only while the breakdown is on show: each bar is a re-costing of its run.
    if (!isVisible() || mTabs->currentIndex() != 2 || mBuiltKey.isEmpty() || !mWantedKey.isEmpty())
        return;
    QStringList keys;
    const core::SizeSweep sweep = mBuild.sweepOf(checkedAlgorithms(), &keys);
    mRunner->breakdown(sweep, state().breakdownCosts());
}

void CostChartPanel::onBrokenDown(const core::SizeBreakdownResult &result)
{
    mBreakdownResult = result;
    QStringList keys;
    mBuild.sweepOf(checkedAlgorithms(), &keys);
    SweepBuild::nameBars(&mBreakdownResult, keys);
    mBreakdownRenderer->show(mBreakdownResult, documentKey());
    emit breakdownUpdated();
}

void CostChartPanel::answerWhereEqual()
{
    QStringList picked;
    for (const QListWidgetItem *item : mAlgorithms->selectedItems())
        picked << item->data(kIdRole).toString();
    const auto title = [this](const QString &key) {
        return key == documentKey() ? key : Renderer::algorithmTitle(key);
    };
    const auto drawn = [this](const QString &key) {
        return std::any_of(mSizeResult.series.cbegin(), mSizeResult.series.cend(),
                           [&](const core::SweepSeries &s) { return s.algorithm == key; });
    };
    // Selecting, not ticking: the list keeps its ticks for what is drawn.
    if (picked.size() != 2 || !drawn(picked[0]) || !drawn(picked[1])) {
        mEqualAnswer->setText(tr("Select two of the algorithms drawn in the list (Ctrl+click), then ask again."));
        return;
    }
    const std::vector<core::Crossover> found = mSizeResult.crossoversBetween(picked[0], picked[1]);
    const QString range = tr("m = %1 to %2")
                              .arg(QString::number(mSizeResult.range.min, 'g', 6),
                                   QString::number(mSizeResult.range.max, 'g', 6));
    if (found.empty()) {
        // No crossing within the range: the one faster at its start stays at least as fast.
        const auto series = [this](const QString &key) {
            return std::find_if(mSizeResult.series.cbegin(), mSizeResult.series.cend(),
                                [&](const core::SweepSeries &s) { return s.algorithm == key; });
        };
        const auto a = series(picked[0]);
        const auto b = series(picked[1]);
        const bool aFaster =
            !a->points.empty() && !b->points.empty() && a->points.front().time <= b->points.front().time;
        mEqualAnswer->setText(tr("%1 and %2 never take the same time for %3: %4 is at least as fast throughout.")
                                  .arg(title(picked[0]), title(picked[1]), range,
                                       title(aFaster ? picked[0] : picked[1])));
        return;
    }
    QStringList where;
    for (const core::Crossover &x : found)
        where << tr("m = %1 (time %2)").arg(QString::number(x.m, 'g', 6), QString::number(x.time, 'g', 6));
    mEqualAnswer->setText(
        tr("%1 = %2 at %3.").arg(title(picked[0]), title(picked[1]), where.join(QStringLiteral(", "))));
}

void CostChartPanel::onEvaluated(const core::SizeSweepResult &result)
{
    mSizeResult = result;
    // The series come in the order of the bases asked for: a schedule file's is named by the
    // chart's key for it (the sweep names it by the file's own name), crossovers too.
    SweepBuild::nameSeries(&mSizeResult, mEvaluatedKeys);
    redrawSize();
    updateStatus();
    emit sizeChartUpdated();
}

void CostChartPanel::redrawSize()
{
    if (!mSizeRenderer || !mAxes)
        return;
    mSizeRenderer->showSize(mSizeResult, isLogLog());
    QString key = tr("Markers (as in the list): the engine's simulated time. Lines: the source's formula. Dashed: "
                     "the lower bound. Stars: crossovers.");
    if (mSizeRenderer->modelsDiffer())
        key += QLatin1Char(' ')
               + tr("The series run under different models (each algorithm under its natural one): the legend names "
                    "each one's model, and hollow markers show those under another model than most. Set a model "
                    "to compare them under one.");
    mKey->setText(key);
    mCrossovers->clear();
    for (const core::Crossover &x : mSizeResult.crossovers) {
        auto *item = new QListWidgetItem(tr("m = %1: %2 is faster below, %3 above")
                                             .arg(QString::number(x.m, 'g', 6), Renderer::algorithmTitle(x.fasterBelow),
                                                  Renderer::algorithmTitle(x.fasterAbove)));
        item->setData(kCrossoverMRole, x.m);
        item->setData(kIdRole, QStringList{x.fasterBelow, x.fasterAbove});
        item->setToolTip(tr("time %1 at the crossover; %2 / %3")
                             .arg(QString::number(x.time, 'g', 6), x.fasterBelow, x.fasterAbove));
        mCrossovers->addItem(item);
    }
    if (mSizeResult.crossovers.empty() && mSizeResult.series.size() >= 2)
        mCrossovers->addItem(tr("none between m = %1 and %2")
                                 .arg(QString::number(mSizeResult.range.min, 'g', 6),
                                      QString::number(mSizeResult.range.max, 'g', 6)));
}

QScatterSeries *CostChartPanel::timeSeries(const QString &algorithm) const
{
    return mSizeRenderer->timeSeries(algorithm);
}

QLineSeries *CostChartPanel::formulaSeries(const QString &algorithm) const
{
    return mSizeRenderer->formulaSeries(algorithm);
}

QLineSeries *CostChartPanel::boundSeries(const QString &algorithm) const
{
    return mSizeRenderer->boundSeries(algorithm);
}

QScatterSeries *CostChartPanel::crossoverSeries() const { return mSizeRenderer->crossoverSeries(); }

QScatterSeries *CostChartPanel::familyTimeSeries(const QString &algorithm) const
{
    return mFamilyRenderer->timeSeries(algorithm);
}

// --- Time against p ----------------------------------------------------------------------------

void CostChartPanel::startFamilyBuild()
{
    if (!isVisible() || mTabs->currentIndex() != 1 || mOperation < 0)
        return;
    const QString family = mFamily->currentData().toString();
    const QString key = QStringLiteral("%1|%2|%3").arg(family).arg(mOperation).arg(modelSpec());
    if (key == mFamilyBuiltKey)
        return;
    mFamilyBuiltKey = key;
    mFamilyResult = {};
    mRunner->buildFamily(SweepRunner::familyAlgorithms(family, core::Operation(mOperation)), family, modelSpec());
    redrawFamily();
    updateStatus();
}

void CostChartPanel::requestFamilyEvaluate()
{
    if (!isVisible() || mRunner->isBuildingFamily() || mFamilyBuiltKey.isEmpty())
        return;
    mRunner->evaluateFamily(costs());
}

void CostChartPanel::onFamilyEvaluated(const core::FamilySweepResult &result)
{
    mFamilyResult = result;
    redrawFamily();
    updateStatus();
    emit familyChartUpdated();
}

void CostChartPanel::redrawFamily()
{
    if (!mFamilyRenderer || !mAxes)
        return;
    mFamilyRenderer->showFamily(mFamilyResult, isLogLog());
    QStringList skipped;
    int skippedCount = 0;
    for (const core::SweepSeries &s : mFamilyResult.series) {
        skippedCount += int(s.skipped.size());
        if (!s.skipped.isEmpty())
            skipped << tr("%1, skipped:").arg(s.algorithm) + QLatin1Char('\n') + s.skipped.join(QLatin1Char('\n'));
    }
    mFamilySkipped->setText(skippedCount ? tr("Networks skipped: %1 (hover for why)").arg(skippedCount) : QString());
    mFamilySkipped->setToolTip(skipped.join(QStringLiteral("\n\n")));
}

void CostChartPanel::updateStatus()
{
    const bool building = mRunner->isBuilding() && !mWantedKey.isEmpty();
    const bool familyBuilding = mRunner->isBuildingFamily();
    mProgress->setVisible(building || familyBuilding);
    mCancel->setVisible(building || familyBuilding);
    if (building)
        mStatus->setText(tr("Building each algorithm once on %1…").arg(mTopology));
    else if (familyBuilding)
        mStatus->setText(tr("Building each algorithm on every network of the family…"));
    else if (!mSizeResult.series.empty())
        mStatus->setText(tr("Drawn: %1 on %2, re-costed at %3 sizes.")
                             .arg(mSizeResult.series.size())
                             .arg(mSizeResult.topology)
                             .arg(mSizeResult.sizes.size()));
    else if (mOperation < 0)
        mStatus->setText(tr("Choose an algorithm in the setup."));
    else
        mStatus->clear();
    if (!building && !mBuildFailures.isEmpty())
        mStatus->setText(mStatus->text() + QLatin1Char(' ') + mBuildFailures);
}

} // namespace collviz::views
