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

constexpr int kIdRole = Qt::UserRole;
constexpr int kCrossoverMRole = Qt::UserRole + 1;
constexpr int kDefaultPoints = 25;

/// Okabe-Ito first (colour-blind safe), then two more; marker shapes cycle as well.
QColor seriesColor(int i)
{
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x9E, 0x73),
                                    QColor(0xCC, 0x79, 0xA7), QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                    QColor(0x00, 0x00, 0x00), QColor(0x88, 0x88, 0x88), QColor(0x8C, 0x56, 0x4B),
                                    QColor(0x6A, 0x3D, 0x9A)};
    return colors[i % 10];
}

QScatterSeries::MarkerShape markerShape(int i)
{
    static const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle, QScatterSeries::MarkerShapeTriangle,
        QScatterSeries::MarkerShapePentagon, QScatterSeries::MarkerShapeRotatedRectangle};
    return shapes[(i + i / 10) % 5]; // the eleventh algorithm shares a colour, not a shape
}

/// The algorithm's title without the operation it shares with the chart's other curves
/// ("All-to-all personalized: standard exchange" -> "standard exchange"), so that ten fit a
/// legend; the full title and the id are in the list's tooltips.
QString algorithmTitle(const QString &id)
{
    const core::AlgorithmPtr alg = core::AlgorithmRegistry::instance().find(id);
    if (!alg)
        return id;
    const QString title = alg->title().translated();
    const int colon = int(title.indexOf(QStringLiteral(": ")));
    return colon > 0 ? title.mid(colon + 2) : title;
}

/// An algorithm keeps its colour and marker on both charts and in the list: its place among
/// the algorithms of its operation.
int styleIndex(const QString &id)
{
    const core::AlgorithmPtr alg = core::AlgorithmRegistry::instance().find(id);
    if (!alg)
        return 0;
    const auto list = core::AlgorithmRegistry::instance().forOperation(alg->operation());
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i]->id() == id)
            return int(i);
    return 0;
}

/// The schedule file's entry: its series is a black star, like no algorithm's.
QIcon documentIcon()
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::black);
    QPolygonF star;
    for (int k = 0; k < 10; ++k) {
        const double r = k % 2 ? 2.6 : 6.5;
        const double a = -M_PI / 2 + k * M_PI / 5;
        star << QPointF(7 + r * std::cos(a), 7.5 + r * std::sin(a));
    }
    painter.drawPolygon(star);
    return QIcon(pixmap);
}

/// The list's entry is the charts' legend: the marker in the series' colour.
QIcon markerIcon(int index)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(seriesColor(index).darker(140), 1));
    painter.setBrush(seriesColor(index));
    const QRectF r(2, 2, 10, 10);
    switch (markerShape(index)) {
    case QScatterSeries::MarkerShapeRectangle:
        painter.drawRect(r);
        break;
    case QScatterSeries::MarkerShapeTriangle:
        painter.drawPolygon(QPolygonF{QPointF(7, 2), QPointF(12, 12), QPointF(2, 12)});
        break;
    case QScatterSeries::MarkerShapePentagon:
        painter.drawPolygon(QPolygonF{QPointF(7, 2), QPointF(12, 6), QPointF(10, 12), QPointF(4, 12), QPointF(2, 6)});
        break;
    case QScatterSeries::MarkerShapeRotatedRectangle:
        painter.drawPolygon(QPolygonF{QPointF(7, 1), QPointF(13, 7), QPointF(7, 13), QPointF(1, 7)});
        break;
    default:
        painter.drawEllipse(r);
        break;
    }
    return QIcon(pixmap);
}

QDoubleSpinBox *costSpin(double maximum, int decimals)
{
    auto *s = new QDoubleSpinBox;
    s->setRange(0, maximum);
    s->setDecimals(decimals);
    s->setAccelerated(true);
    s->setKeyboardTracking(false); // typing 100 re-costs once, not for 1, 10 and 100
    return s;
}

/// Lower and upper ends of a log axis: whole decades around the data.
std::pair<double, double> decades(double lo, double hi)
{
    return {std::pow(10.0, std::floor(std::log10(lo))), std::pow(10.0, std::ceil(std::log10(hi)))};
}

} // namespace

CostChartPanel::CostChartPanel(Session *session, QWidget *parent)
    : QWidget(parent), mSession(session), mRunner(new SweepRunner(this))
{
    buildUi();
    retranslateUi();
    connect(mRunner, &SweepRunner::built, this, &CostChartPanel::onBuilt);
    connect(mRunner, &SweepRunner::evaluated, this, &CostChartPanel::onEvaluated);
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

    // The algorithm list beside the charts is their legend (each entry shows its series'
    // marker and colour): Qt's own legend cannot leave out the lines' entries cleanly.
    mSizeChart = new QChart;
    mSizeChart->legend()->hide();
    mSizeView = new QChartView(mSizeChart);
    mSizeView->setRenderHint(QPainter::Antialiasing);
    mCrossoverMarks = new QScatterSeries;
    mCrossoverMarks->setMarkerShape(QScatterSeries::MarkerShapeStar);
    mCrossoverMarks->setMarkerSize(18);
    mCrossoverMarks->setColor(Qt::black);
    mCrossoverMarks->setBorderColor(Qt::black);
    mCrossoverMarks->setPointLabelsVisible(true);
    mCrossoverMarks->setPointLabelsClipping(false);
    mCrossoverMarks->setPointLabelsFormat(QStringLiteral("m = @xPoint"));
    mSizeChart->addSeries(mCrossoverMarks);

    mFamilyChart = new QChart;
    mFamilyChart->legend()->hide();
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
    familyLayout->addLayout(familyRow);
    familyLayout->addWidget(mFamilyView, 1);
    mTabs->addTab(familyPage, QString());

    // The controls scroll: the panel shares a dock with the narration and must not make the
    // window taller or wider than a small screen allows.
    auto *side = new QWidget;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(2, 0, 2, 0);
    auto *form = new QFormLayout;
    mTs = costSpin(1e9, 3);
    mTw = costSpin(1e9, 3);
    mTh = costSpin(1e9, 3);
    mModel = new QComboBox;
    mModel->setEditable(true);
    mModel->setInsertPolicy(QComboBox::NoInsert);
    for (const char *spec : {"", "sf", "wh", "sf,noncombining", "wh,noncombining", "sf,ports=all", "wh,ports=all",
                             "duplex=half"})
        mModel->addItem(QLatin1String(spec));
    mAxes = new QComboBox;
    mAxes->addItem(QString(), true);
    mAxes->addItem(QString(), false);
    mMMin = costSpin(1e12, 2);
    mMMin->setMinimum(0.01);
    mMMin->setValue(1);
    mMMax = costSpin(1e12, 2);
    mMMax->setMinimum(0.01);
    mMMax->setValue(4096);
    mPoints = new QSpinBox;
    mPoints->setRange(2, 200);
    mPoints->setValue(kDefaultPoints);
    mPoints->setKeyboardTracking(false);
    const QList<QWidget *> fields{mTs, mTw, mTh, mModel, mAxes, mMMin, mMMax, mPoints};
    for (int i = 0; i < fields.size(); ++i) {
        mLabels[i] = new QLabel;
        form->addRow(mLabels[i], fields[i]);
    }
    sideLayout->addLayout(form);
    mLabels[10] = new QLabel;
    sideLayout->addWidget(mLabels[10]);
    mAlgorithms = new QListWidget;
    mAlgorithms->setMinimumHeight(120);
    sideLayout->addWidget(mAlgorithms, 2);
    mLabels[11] = new QLabel;
    sideLayout->addWidget(mLabels[11]);
    mCrossovers = new QListWidget;
    mCrossovers->setWordWrap(true);
    mCrossovers->setMinimumHeight(60);
    sideLayout->addWidget(mCrossovers, 1);
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

    for (QDoubleSpinBox *s : {mTs, mTw, mTh})
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
    connect(mFamily, &QComboBox::currentIndexChanged, this, &CostChartPanel::startFamilyBuild);
    connect(mTabs, &QTabWidget::currentChanged, this, [this]() {
        startBuild();
        startFamilyBuild();
        requestFamilyEvaluate();
    });
    connect(mCancel, &QPushButton::clicked, this, [this]() {
        // Cancelling drops the builds under way; the fields stay, and a later edit restarts.
        mRunner->cancelBuilds();
        mWantedKey.clear();
        mFamilyBuiltKey.clear();
        updateStatus();
    });
    updateStatus();
}

void CostChartPanel::retranslateUi()
{
    mTabs->setTabText(0, tr("Time against m"));
    mTabs->setTabText(1, tr("Time against p"));
    const char *labels[] = {QT_TR_NOOP("t_s"),       QT_TR_NOOP("t_w"),    QT_TR_NOOP("t_h"),
                            QT_TR_NOOP("Model"),     QT_TR_NOOP("Axes"),   QT_TR_NOOP("m from"),
                            QT_TR_NOOP("m to"),      QT_TR_NOOP("Points"), QT_TR_NOOP("Family"),
                            QT_TR_NOOP("m"),         QT_TR_NOOP("Algorithms"), QT_TR_NOOP("Crossovers (time against m)")};
    for (int i = 0; i < 12; ++i)
        mLabels[i]->setText(tr(labels[i]));
    mModel->setItemText(0, QString());
    mModel->lineEdit()->setPlaceholderText(tr("natural model of each"));
    mModel->setToolTip(tr("Model SPEC applied to every algorithm (empty: each under its natural model), e.g. "
                          "sf,ports=all or wh,noncombining; a new model rebuilds the schedules."));
    // Every control says what it sets (issue 13, accessibility: tooltips on every control).
    mTs->setToolTip(tr("Start-up time t_s of every message, for the curves here only"));
    mTw->setToolTip(tr("Time t_w per word, for the curves here only"));
    mTh->setToolTip(tr("Time t_h per hop, for the curves here only"));
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
    mKey->setText(tr("Markers (as in the list): the engine's simulated time. Lines: the source's formula. Dashed: the lower "
                     "bound. Stars: crossovers."));
    mSizeChart->setTitle(tr("Time against message size m"));
    mFamilyChart->setTitle(tr("Time against the number of processors p"));
    mCrossoverMarks->setName(tr("crossover"));
    for (auto it = mSizeCurves.cbegin(); it != mSizeCurves.cend(); ++it)
        it->time->setName(algorithmTitle(it.key()));
    for (auto it = mFamilyCurves.cbegin(); it != mFamilyCurves.cend(); ++it)
        it->time->setName(algorithmTitle(it.key()));
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
        mTs->setValue(request.params.cost.ts);
        mTw->setValue(request.params.cost.tw);
        mTh->setValue(request.params.cost.th);
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
            auto *item = new QListWidgetItem(algorithmTitle(mBuild.algorithms[i]));
            item->setData(kIdRole, mBuild.algorithms[i]);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(unchecked.contains(mBuild.algorithms[i]) ? Qt::Unchecked : Qt::Checked);
            item->setIcon(markerIcon(styleIndex(mBuild.algorithms[i])));
            mAlgorithms->addItem(item);
        }
        return;
    }
    if (mOperation < 0)
        return;
    if (const QString key = documentKey(); mBuild.algorithms.contains(key)) {
        auto *item = new QListWidgetItem(documentIcon(), key);
        item->setData(kIdRole, key);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(unchecked.contains(key) ? Qt::Unchecked : Qt::Checked);
        item->setToolTip(mSession->documentPath());
        mAlgorithms->addItem(item);
    }
    QString error;
    const core::TopologyPtr topo = core::Topology::create(mTopology, &error);
    for (const core::AlgorithmPtr &alg : core::AlgorithmRegistry::instance().forOperation(core::Operation(mOperation))) {
        auto *item = new QListWidgetItem(markerIcon(styleIndex(alg->id())), algorithmTitle(alg->id()));
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
    return document ? tr("%1 (schedule file)").arg(core::scheduleName(*document)) : QString();
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

core::CostParams CostChartPanel::costs() const
{
    core::CostParams c;
    c.ts = mTs->value();
    c.tw = mTw->value();
    c.th = mTh->value();
    c.m = mFamilyM->value();
    return c;
}

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
    QStringList ids;
    QString error;
    const core::TopologyPtr topo = core::Topology::create(mTopology, &error);
    for (const core::AlgorithmPtr &alg : core::AlgorithmRegistry::instance().forOperation(core::Operation(mOperation))) {
        core::RunParams params = core::SizeSweep::request(alg->id(), mTopology, QString()).params;
        params.model = alg->naturalModel();
        if (topo && alg->supports(*topo, params, nullptr))
            ids << alg->id();
    }
    mRunner->build(ids, mTopology, modelSpec());
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
    for (const Curves &c : std::as_const(mSizeCurves)) {
        for (QXYSeries *s : {static_cast<QXYSeries *>(c.time), static_cast<QXYSeries *>(c.formula),
                             static_cast<QXYSeries *>(c.bound)}) {
            mSizeChart->removeSeries(s);
            delete s;
        }
    }
    mSizeCurves.clear();
    QStringList failures;
    for (std::size_t i = 0; i < build.runs.size(); ++i) {
        if (build.runs[i]->ok)
            mSizeCurves.insert(build.algorithms[int(i)], makeCurves(mSizeChart, build.algorithms[int(i)]));
        else
            failures << QStringLiteral("%1: %2").arg(build.algorithms[int(i)], build.runs[i]->error);
    }
    refillAlgorithms();
    mSizeResult = {};
    mBuildFailures = failures.isEmpty() ? QString() : tr("Not drawn: %1").arg(failures.join(QStringLiteral("; ")));
    updateStatus();
    requestEvaluate();
}

CostChartPanel::Curves CostChartPanel::makeCurves(QChart *chart, const QString &algorithm)
{
    Curves c;
    c.formula = new QLineSeries;
    c.bound = new QLineSeries;
    c.time = new QScatterSeries;
    c.time->setName(algorithmTitle(algorithm));
    c.time->setMarkerSize(9);
    styleCurves(c, algorithm);
    for (QXYSeries *s : {static_cast<QXYSeries *>(c.formula), static_cast<QXYSeries *>(c.bound),
                         static_cast<QXYSeries *>(c.time)}) {
        s->setObjectName(algorithm);
        chart->addSeries(s);
        for (QAbstractAxis *axis : chart->axes())
            s->attachAxis(axis);
    }
    return c;
}

void CostChartPanel::styleCurves(const Curves &c, const QString &algorithm) const
{
    if (!algorithm.isEmpty() && algorithm == documentKey()) {
        c.time->setColor(Qt::black);
        c.time->setBorderColor(Qt::black);
        c.time->setMarkerShape(QScatterSeries::MarkerShapeStar);
        c.time->setMarkerSize(13);
        return;
    }
    const int index = styleIndex(algorithm);
    if (mMonochrome) {
        // Print style: black lines told apart by their dash pattern, hollow markers by shape.
        static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashDotLine, Qt::DotLine, Qt::DashDotDotLine,
                                              Qt::DashLine};
        c.formula->setPen(QPen(Qt::black, 1.4, styles[index % 5]));
        c.bound->setPen(QPen(QColor(0x60, 0x60, 0x60), 1.0, Qt::DashLine));
        c.time->setColor(index % 2 ? Qt::white : QColor(0x40, 0x40, 0x40));
        c.time->setBorderColor(Qt::black);
    } else {
        const QColor color = seriesColor(index);
        c.formula->setPen(QPen(color, 1.6));
        c.bound->setPen(QPen(color, 1.2, Qt::DashLine));
        c.time->setColor(color);
        c.time->setBorderColor(color.darker(140));
    }
    c.time->setMarkerShape(markerShape(index));
}

void CostChartPanel::setMonochrome(bool on)
{
    mMonochrome = on;
    for (auto *curves : {&mSizeCurves, &mFamilyCurves})
        for (auto it = curves->cbegin(); it != curves->cend(); ++it)
            styleCurves(it.value(), it.key());
}

QJsonObject CostChartPanel::options() const
{
    return {{QStringLiteral("tab"), mTabs->currentIndex() == 1 ? QStringLiteral("p") : QStringLiteral("m")},
            {QStringLiteral("axes"), isLogLog() ? QStringLiteral("log-log") : QStringLiteral("linear")},
            {QStringLiteral("mMin"), mMMin->value()},
            {QStringLiteral("mMax"), mMMax->value()},
            {QStringLiteral("points"), mPoints->value()},
            {QStringLiteral("algorithms"), QJsonArray::fromStringList(checkedAlgorithms())},
            {QStringLiteral("ts"), mTs->value()},
            {QStringLiteral("tw"), mTw->value()},
            {QStringLiteral("th"), mTh->value()},
            {QStringLiteral("model"), modelSpec()},
            {QStringLiteral("family"), mFamily->currentData().toString()},
            {QStringLiteral("style"), viewoptions::styleChoices().at(mMonochrome ? 1 : 0)}};
}

bool CostChartPanel::setOptions(const QJsonObject &o, const QString &path, QString *error, bool apply)
{
    viewoptions::Reader r(o, path,
                          {QStringLiteral("tab"), QStringLiteral("axes"), QStringLiteral("mMin"), QStringLiteral("mMax"),
                           QStringLiteral("points"), QStringLiteral("algorithms"), QStringLiteral("ts"),
                           QStringLiteral("tw"), QStringLiteral("th"), QStringLiteral("model"),
                           QStringLiteral("family"), QStringLiteral("style")});
    const auto tab = r.choice(QStringLiteral("tab"), {QStringLiteral("m"), QStringLiteral("p")});
    const auto axes = r.choice(QStringLiteral("axes"), {QStringLiteral("log-log"), QStringLiteral("linear")});
    const auto mMin = r.number(QStringLiteral("mMin"), mMMin->minimum(), mMMin->maximum());
    const auto mMax = r.number(QStringLiteral("mMax"), mMMax->minimum(), mMMax->maximum());
    const auto points = r.whole(QStringLiteral("points"), mPoints->minimum(), mPoints->maximum());
    const auto algorithms = r.texts(QStringLiteral("algorithms"));
    const auto ts = r.number(QStringLiteral("ts"), mTs->minimum(), mTs->maximum());
    const auto tw = r.number(QStringLiteral("tw"), mTw->minimum(), mTw->maximum());
    const auto th = r.number(QStringLiteral("th"), mTh->minimum(), mTh->maximum());
    const auto model = r.text(QStringLiteral("model"));
    const auto family = r.choice(QStringLiteral("family"), core::sweptFamilies());
    const auto style = r.choice(QStringLiteral("style"), viewoptions::styleChoices());
    if (r.ok() && algorithms)
        for (const QString &id : *algorithms)
            if (!core::AlgorithmRegistry::instance().find(id)) {
                if (error)
                    *error = tr("%1.algorithms: unknown algorithm '%2' (see 'collviz-cli list')").arg(path, id);
                return false;
            }
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return false;
    }
    if (!apply)
        return true;
    // Everything accepted: apply, then one build or re-costing for the lot.
    const QSignalBlocker blockers[] = {QSignalBlocker(mTabs), QSignalBlocker(mAxes),  QSignalBlocker(mMMin),
                                       QSignalBlocker(mMMax), QSignalBlocker(mPoints), QSignalBlocker(mTs),
                                       QSignalBlocker(mTw),   QSignalBlocker(mTh),    QSignalBlocker(mFamily),
                                       QSignalBlocker(mAlgorithms)};
    if (tab)
        mTabs->setCurrentIndex(*tab == QLatin1String("p") ? 1 : 0);
    if (axes)
        setLogLog(*axes == QLatin1String("log-log"));
    if (mMin)
        mMMin->setValue(*mMin);
    if (mMax)
        mMMax->setValue(*mMax);
    if (points)
        mPoints->setValue(*points);
    if (ts)
        mTs->setValue(*ts);
    if (tw)
        mTw->setValue(*tw);
    if (th)
        mTh->setValue(*th);
    if (model)
        mModel->setCurrentText(*model);
    if (family) {
        if (mFamily->findData(*family) >= 0)
            mFamily->setCurrentIndex(mFamily->findData(*family));
    }
    if (algorithms)
        for (int i = 0; i < mAlgorithms->count(); ++i) {
            QListWidgetItem *item = mAlgorithms->item(i);
            if (item->flags() & Qt::ItemIsEnabled)
                item->setCheckState(algorithms->contains(item->data(kIdRole).toString()) ? Qt::Checked
                                                                                         : Qt::Unchecked);
        }
    if (style)
        setMonochrome(*style == QLatin1String("mono"));
    if (isVisible()) {
        startBuild();
        startFamilyBuild();
    }
    requestEvaluate();
    requestFamilyEvaluate();
    redrawFamily();
    return true;
}

void CostChartPanel::requestEvaluate()
{
    if (!isVisible() || mBuiltKey.isEmpty() || !mWantedKey.isEmpty())
        return; // the build under way evaluates when it is done
    std::vector<std::shared_ptr<const core::RunResult>> bases;
    const QStringList checked = checkedAlgorithms();
    mEvaluatedKeys.clear();
    for (std::size_t i = 0; i < mBuild.runs.size(); ++i)
        if (mBuild.runs[i]->ok && checked.contains(mBuild.algorithms[int(i)])) {
            bases.push_back(mBuild.runs[i]);
            mEvaluatedKeys << mBuild.algorithms[int(i)];
        }
    core::SizeRange range;
    range.min = std::min(mMMin->value(), mMMax->value());
    range.max = std::max(mMMin->value(), mMMax->value());
    range.points = mPoints->value();
    range.logSpaced = isLogLog();
    mRunner->evaluate(core::SizeSweep(std::move(bases), mBuild.modelSpec), costs(), range);
}

void CostChartPanel::onEvaluated(const core::SizeSweepResult &result)
{
    mSizeResult = result;
    // The series come in the order of the bases asked for: a schedule file's is named by the
    // chart's key for it (the sweep names it by the file's own name), crossovers too.
    if (mSizeResult.series.size() == std::size_t(mEvaluatedKeys.size()))
        for (std::size_t i = 0; i < mSizeResult.series.size(); ++i) {
            QString &name = mSizeResult.series[i].algorithm;
            const QString &key = mEvaluatedKeys[int(i)];
            for (core::Crossover &x : mSizeResult.crossovers) {
                if (x.fasterBelow == name)
                    x.fasterBelow = key;
                if (x.fasterAbove == name)
                    x.fasterAbove = key;
            }
            name = key;
        }
    redrawSize();
    updateStatus();
    emit sizeChartUpdated();
}

void CostChartPanel::setAxes(QChart *chart, double xMin, double xMax, double yMin, double yMax, int xBase)
{
    const bool log = isLogLog();
    const QList<QAbstractAxis *> existing = chart->axes();
    const bool haveLog = !existing.isEmpty() && existing.first()->type() == QAbstractAxis::AxisTypeLogValue;
    if (existing.isEmpty() || haveLog != log) {
        for (QAbstractAxis *axis : existing) {
            chart->removeAxis(axis);
            delete axis;
        }
        QAbstractAxis *x = nullptr;
        QAbstractAxis *y = nullptr;
        if (log) {
            auto *lx = new QLogValueAxis;
            lx->setBase(xBase);
            lx->setLabelFormat(QStringLiteral("%g"));
            lx->setMinorTickCount(-1);
            auto *ly = new QLogValueAxis;
            ly->setBase(10);
            ly->setLabelFormat(QStringLiteral("%g"));
            ly->setMinorTickCount(-1);
            x = lx;
            y = ly;
        } else {
            auto *vx = new QValueAxis;
            vx->setLabelFormat(QStringLiteral("%g"));
            auto *vy = new QValueAxis;
            vy->setLabelFormat(QStringLiteral("%g"));
            x = vx;
            y = vy;
        }
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        for (QAbstractSeries *s : chart->series()) {
            s->attachAxis(x);
            s->attachAxis(y);
        }
    }
    const QList<QAbstractAxis *> axes = chart->axes();
    QAbstractAxis *x = chart->axes(Qt::Horizontal).value(0);
    QAbstractAxis *y = chart->axes(Qt::Vertical).value(0);
    if (!x || !y || axes.size() < 2)
        return;
    x->setTitleText(chart == mSizeChart ? tr("message size m (words)") : tr("processors p"));
    y->setTitleText(tr("time"));
    if (!(xMin < xMax)) {
        xMin = log ? xMin / 2 : xMin - 1;
        xMax = log ? xMax * 2 : xMax + 1;
    }
    if (!(yMin < yMax)) {
        yMin = log ? yMin / 10 : yMin - 1;
        yMax = log ? yMax * 10 : yMax + 1;
    }
    if (log) {
        auto [lo, hi] = decades(yMin, yMax);
        y->setRange(lo, hi);
        x->setRange(xMin, xMax);
    } else {
        x->setRange(std::min(0.0, xMin), xMax);
        y->setRange(0, yMax * 1.05);
        static_cast<QValueAxis *>(x)->applyNiceNumbers();
        static_cast<QValueAxis *>(y)->applyNiceNumbers();
    }
}

void CostChartPanel::redrawSize()
{
    if (!mSizeChart || !mAxes)
        return;
    const bool log = isLogLog();
    double yMin = std::numeric_limits<double>::infinity();
    double yMax = 0;
    auto keep = [&](double y) {
        if (log && !(y > 0))
            return false;
        yMin = std::min(yMin, y);
        yMax = std::max(yMax, y);
        return true;
    };
    QSet<QString> drawn;
    for (const core::SweepSeries &s : mSizeResult.series) {
        const auto it = mSizeCurves.constFind(s.algorithm);
        if (it == mSizeCurves.cend())
            continue;
        drawn.insert(s.algorithm);
        QList<QPointF> time;
        QList<QPointF> formula;
        QList<QPointF> bound;
        for (const core::SweepPoint &pt : s.points) {
            if (keep(pt.time))
                time << QPointF(pt.m, pt.time);
            if (pt.formula && keep(*pt.formula))
                formula << QPointF(pt.m, *pt.formula);
            if (pt.lowerBound && keep(*pt.lowerBound))
                bound << QPointF(pt.m, *pt.lowerBound);
        }
        it->time->replace(time);
        it->formula->replace(formula);
        it->bound->replace(bound);
    }
    for (auto it = mSizeCurves.cbegin(); it != mSizeCurves.cend(); ++it) {
        const bool on = drawn.contains(it.key());
        it->time->setVisible(on);
        it->formula->setVisible(on);
        it->bound->setVisible(on);
    }
    QList<QPointF> marks;
    mCrossovers->clear();
    for (const core::Crossover &x : mSizeResult.crossovers) {
        marks << QPointF(x.m, x.time);
        auto *item = new QListWidgetItem(tr("m = %1: %2 is faster below, %3 above")
                                             .arg(QString::number(x.m, 'g', 6), algorithmTitle(x.fasterBelow),
                                                  algorithmTitle(x.fasterAbove)));
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
    mCrossoverMarks->replace(marks);
    if (!std::isfinite(yMin)) {
        yMin = 1;
        yMax = 10;
    }
    const double xMin = mSizeResult.sizes.empty() ? 1 : mSizeResult.sizes.front();
    const double xMax = mSizeResult.sizes.empty() ? 4096 : mSizeResult.sizes.back();
    setAxes(mSizeChart, xMin, xMax, yMin, yMax, 2);
}

QScatterSeries *CostChartPanel::timeSeries(const QString &algorithm) const
{
    const auto it = mSizeCurves.constFind(algorithm);
    return it == mSizeCurves.cend() || !it->time->isVisible() ? nullptr : it->time;
}

QLineSeries *CostChartPanel::formulaSeries(const QString &algorithm) const
{
    const auto it = mSizeCurves.constFind(algorithm);
    return it == mSizeCurves.cend() || !it->time->isVisible() ? nullptr : it->formula;
}

QLineSeries *CostChartPanel::boundSeries(const QString &algorithm) const
{
    const auto it = mSizeCurves.constFind(algorithm);
    return it == mSizeCurves.cend() || !it->time->isVisible() ? nullptr : it->bound;
}

QScatterSeries *CostChartPanel::familyTimeSeries(const QString &algorithm) const
{
    const auto it = mFamilyCurves.constFind(algorithm);
    return it == mFamilyCurves.cend() ? nullptr : it->time;
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
    QStringList ids;
    const core::NetworkFamily *network = core::NetworkRegistry::instance().find(family);
    for (const core::AlgorithmPtr &alg : core::AlgorithmRegistry::instance().forOperation(core::Operation(mOperation))) {
        if (network && alg->runsOn(*network))
            ids << alg->id();
    }
    mFamilyResult = {};
    mRunner->buildFamily(ids, family, modelSpec());
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
    if (!mFamilyChart || !mAxes)
        return;
    for (const Curves &c : std::as_const(mFamilyCurves))
        for (QXYSeries *s : {static_cast<QXYSeries *>(c.time), static_cast<QXYSeries *>(c.formula),
                             static_cast<QXYSeries *>(c.bound)}) {
            mFamilyChart->removeSeries(s);
            delete s;
        }
    mFamilyCurves.clear();
    const bool log = isLogLog();
    double xMin = std::numeric_limits<double>::infinity();
    double xMax = 0;
    double yMin = std::numeric_limits<double>::infinity();
    double yMax = 0;
    QStringList skipped;
    for (const core::SweepSeries &s : mFamilyResult.series) {
        if (!s.skipped.isEmpty())
            skipped << tr("%1, skipped:").arg(s.algorithm) + QLatin1Char('\n') + s.skipped.join(QLatin1Char('\n'));
        if (s.points.empty())
            continue;
        Curves c = makeCurves(mFamilyChart, s.algorithm);
        QList<QPointF> time;
        QList<QPointF> formula;
        QList<QPointF> bound;
        auto add = [&](QList<QPointF> &list, double p, double y) {
            if (log && !(y > 0))
                return;
            list << QPointF(p, y);
            xMin = std::min(xMin, p);
            xMax = std::max(xMax, p);
            yMin = std::min(yMin, y);
            yMax = std::max(yMax, y);
        };
        for (const core::SweepPoint &pt : s.points) {
            add(time, pt.p, pt.time);
            if (pt.formula)
                add(formula, pt.p, *pt.formula);
            if (pt.lowerBound)
                add(bound, pt.p, *pt.lowerBound);
        }
        c.time->replace(time);
        c.formula->replace(formula);
        c.bound->replace(bound);
        mFamilyCurves.insert(s.algorithm, c);
    }
    int skippedCount = 0;
    for (const core::SweepSeries &s : mFamilyResult.series)
        skippedCount += int(s.skipped.size());
    mFamilySkipped->setText(skippedCount ? tr("Networks skipped: %1 (hover for why)").arg(skippedCount) : QString());
    mFamilySkipped->setToolTip(skipped.join(QStringLiteral("\n\n")));
    if (!std::isfinite(xMin)) {
        xMin = 1;
        xMax = 1024;
        yMin = 1;
        yMax = 10;
    }
    setAxes(mFamilyChart, xMin, xMax, yMin, yMax, 2);
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
