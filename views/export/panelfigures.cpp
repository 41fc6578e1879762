#include "views/export/panelfigures.h"

#include "views/panels/costchartpanel.h"
#include "views/panels/datamatrixpanel.h"
#include "views/panels/tadtpanel.h"
#include "views/session.h"

#include "core/operation.h"

#include <QEventLoop>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QPalette>
#include <QTabWidget>
#include <QTimer>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QXYSeries>

#include <algorithm>

namespace collviz::views {

namespace {

constexpr double kMargin = 8.0;

QString number(double v) { return QString::number(v, 'g', 6); }

QFont titleFont(const QFont &base)
{
    QFont f = base;
    f.setBold(true);
    f.setPointSizeF(base.pointSizeF() * 1.15);
    return f;
}

/// Waits for `signal` of `sender` (or `limitMs`); true when it came.
template <typename Sender, typename Signal>
bool waitFor(Sender *sender, Signal signal, int limitMs)
{
    QEventLoop loop;
    bool came = false;
    QObject::connect(sender, signal, &loop, [&]() {
        came = true;
        loop.quit();
    });
    QTimer::singleShot(limitMs, &loop, &QEventLoop::quit);
    loop.exec();
    return came;
}

} // namespace

PanelFigure::PanelFigure(QWidget *drawing, QString title, QString caption, QChart *chart)
    : mDrawing(drawing), mTitle(std::move(title)), mCaption(std::move(caption)), mChart(chart)
{
}

QSize PanelFigure::defaultSize() const { return QSize(1200, 800); }

void PanelFigure::paint(QPainter &painter, const QRectF &rect)
{
    painter.fillRect(rect, Qt::white);
    QRectF area = rect.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    if (mTitled) {
        const QFont base = mDrawing ? mDrawing->font() : QFont();
        painter.setPen(Qt::black);
        painter.setFont(titleFont(base));
        QRectF used = painter.boundingRect(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, mTitle);
        painter.drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, mTitle);
        area.setTop(used.bottom() + 2);
        if (!mCaption.isEmpty()) {
            painter.setFont(base);
            used = painter.boundingRect(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, mCaption);
            painter.drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, mCaption);
            area.setTop(used.bottom() + 4);
        }
    }
    if (!mDrawing || mDrawing->width() < 1 || mDrawing->height() < 1 || area.height() < 1)
        return;
    if (mChart && mChart->scene()) {
        // The chart is laid out afresh at the figure's size (not the panel's scaled up or
        // down), with a legend: on screen the panel's list is its legend. Then put back.
        const QRectF shown = mChart->geometry();
        mChart->legend()->setVisible(true);
        mChart->legend()->setAlignment(Qt::AlignBottom);
        for (QLegendMarker *marker : mChart->legend()->markers()) {
            const auto *xy = qobject_cast<QXYSeries *>(marker->series());
            marker->setVisible(xy && !xy->name().isEmpty() && xy->isVisible());
        }
        mChart->setGeometry(QRectF(shown.topLeft(), area.size()));
        if (mChart->layout())
            mChart->layout()->activate();
        mChart->scene()->render(&painter, area, QRectF(shown.topLeft(), area.size()), Qt::IgnoreAspectRatio);
        mChart->legend()->setVisible(false);
        mChart->setGeometry(shown);
        if (mChart->layout())
            mChart->layout()->activate();
        return;
    }
    const double scale = std::min(area.width() / mDrawing->width(), area.height() / mDrawing->height());
    painter.save();
    painter.translate(area.left() + (area.width() - mDrawing->width() * scale) / 2, area.top());
    painter.scale(scale, scale);
    mDrawing->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    painter.restore();
}

std::unique_ptr<PanelFigure> PanelFigure::costChart(CostChartPanel *panel, const core::RunResult *result)
{
    const bool againstP = panel->tabs()->currentIndex() == 1;
    const QString operation = result && result->problem ? core::operationName(result->operation()) : QString();
    QString title = againstP ? tr("Cost chart: time against p, %1").arg(operation)
                             : tr("Cost chart: time against m, %1 on %2")
                                   .arg(operation, result && result->topology ? result->topology->name() : QString());
    const QJsonObject o = panel->options();
    QString caption = tr("t_s = %1, t_w = %2, t_h = %3; lines: the source's formula, markers: the engine's times, "
                         "dashed: the lower bound")
                          .arg(number(o.value(QStringLiteral("ts")).toDouble()),
                               number(o.value(QStringLiteral("tw")).toDouble()),
                               number(o.value(QStringLiteral("th")).toDouble()));
    if (!againstP) {
        QStringList crossovers;
        for (const core::Crossover &x : panel->sizeResult().crossovers)
            crossovers << tr("m = %1 (%2 faster below, %3 above)").arg(number(x.m), x.fasterBelow, x.fasterAbove);
        if (!crossovers.isEmpty())
            caption += tr("; crossovers (stars): %1").arg(crossovers.join(QStringLiteral(", ")));
    }
    QChart *chart = againstP ? panel->familyChart() : panel->sizeChart();
    QWidget *drawing = chart->scene() && !chart->scene()->views().isEmpty() ? chart->scene()->views().first() : nullptr;
    return std::make_unique<PanelFigure>(drawing, title, caption, chart);
}

std::unique_ptr<PanelFigure> PanelFigure::tadt(TadtPanel *panel, const core::RunResult *result, int round)
{
    Q_UNUSED(round)
    const QString title = tr("Time-arc-disjoint trees on %1: level %2 of %3")
                              .arg(result && result->topology ? result->topology->name() : QString())
                              .arg(panel->level())
                              .arg(panel->levelCount());
    QString caption = panel->checksText();
    caption.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return std::make_unique<PanelFigure>(panel->canvas(), title, caption);
}

std::unique_ptr<PanelFigure> PanelFigure::dataMatrix(DataMatrixPanel *panel, const core::RunResult *result, int round)
{
    QString title = tr("Data matrix");
    QString caption;
    if (result && result->topology) {
        const int rounds = result->schedule ? int(result->schedule->rounds.size()) : 0;
        title = tr("Data matrix: %1 on %2, %3")
                    .arg(result->algorithm ? result->algorithm->title().translated() : core::scheduleName(*result),
                         result->topology->name(),
                         round == 0 ? tr("initial state") : tr("after round %1 of %2").arg(round).arg(rounds));
        caption = tr("Model %1; m = %2").arg(result->model.toString(), number(result->params.cost.m));
    }
    return std::make_unique<PanelFigure>(panel->canvas(), title, caption);
}

HeadlessPanel::HeadlessPanel() = default;

HeadlessPanel::~HeadlessPanel()
{
    mFigure.reset();
    mPanel.reset();
    mDrawing.reset();
    mSession.reset();
}

bool HeadlessPanel::prepare(const QString &what, const core::RunRequest &request, const QString &schedule,
                            int round, const QJsonObject &options, bool monochrome, const QSize &size,
                            QString *error)
{
    auto fail = [&](const QString &sentence) {
        if (error)
            *error = sentence;
        return false;
    };
    // The run, exactly as the window makes it.
    mSession = std::make_unique<Session>();
    QString refused;
    const QMetaObject::Connection refusal =
        QObject::connect(mSession.get(), &Session::scheduleRefused, [&refused](const QString &why) { refused = why; });
    if (schedule.isEmpty())
        mSession->setRequest(request);
    else
        mSession->openSchedule(schedule);
    if (mSession->isRunning())
        waitFor(mSession.get(), &Session::resultChanged, 24 * 3600 * 1000);
    QObject::disconnect(refusal);
    if (!refused.isEmpty())
        return fail(refused);
    if (!mSession->result())
        return fail(mSession->error().isEmpty() ? tr("the run gave no result") : mSession->error());
    mSession->setRound(round);
    const std::shared_ptr<const core::RunResult> result = mSession->result();

    QString why;
    if (what == QLatin1String("chart")) {
        mChart = new CostChartPanel(mSession.get());
        mPanel.reset(mChart);
        if (!mChart->setOptions(options, QStringLiteral("views.costChart"), &why))
            return fail(why);
        if (monochrome)
            mChart->setMonochrome(true);
        mPanel->resize(size + QSize(360, 120));
        mPanel->setAttribute(Qt::WA_DontShowOnScreen);
        const bool againstP = mChart->tabs()->currentIndex() == 1;
        mPanel->show();
        // The sweep runs off the thread, as in the window: wait for its drawing.
        const bool drawn = againstP ? waitFor(mChart, &CostChartPanel::familyChartUpdated, 600 * 1000)
                                    : waitFor(mChart, &CostChartPanel::sizeChartUpdated, 600 * 1000);
        if (!drawn)
            return fail(tr("the cost chart was not drawn within 10 minutes"));
        mFigure = PanelFigure::costChart(mChart, result.get());
    } else if (what == QLatin1String("tadt")) {
        auto *panel = new TadtPanel(mSession.get(), nullptr);
        mPanel.reset(panel);
        if (!panel->setOptions(options, QStringLiteral("views.tadt"), &why))
            return fail(why);
        if (monochrome)
            panel->setMonochrome(true);
        if (!panel->hasTree() && panel->cycleArcs().empty())
            return fail(tr("the TADT view has nothing to show for %1: %2")
                            .arg(result->topology->name(), panel->unavailableReason()));
        mPanel->setAttribute(Qt::WA_DontShowOnScreen);
        mPanel->show();
        mFigure = PanelFigure::tadt(panel, result.get(), round);
    } else if (what == QLatin1String("matrix")) {
        auto *panel = new DataMatrixPanel(mSession.get(), nullptr);
        mPanel.reset(panel);
        if (!panel->setOptions(options, QStringLiteral("views.dataMatrix"), &why))
            return fail(why);
        if (monochrome)
            panel->setMonochrome(true);
        mPanel->setAttribute(Qt::WA_DontShowOnScreen);
        mPanel->show();
        mFigure = PanelFigure::dataMatrix(panel, result.get(), round);
    } else {
        return fail(tr("there is no panel '%1'; use chart, tadt or matrix").arg(what));
    }
    // The drawing alone, in a window of the figure's size: painted at scale 1.
    QWidget *drawing = mFigure ? mFigure->drawing() : nullptr;
    if (!drawing)
        return fail(tr("the panel has no drawing to export"));
    drawing->setParent(nullptr);
    mDrawing.reset(drawing);
    // On paper: a white ground, and the square matrix without a wide empty margin beside it.
    QPalette palette = drawing->palette();
    palette.setColor(QPalette::Window, Qt::white);
    drawing->setPalette(palette);
    drawing->setAttribute(Qt::WA_DontShowOnScreen);
    drawing->resize(what == QLatin1String("matrix") ? QSize(std::min(size.width(), size.height()), size.height()) : size);
    drawing->show();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    return true;
}

} // namespace collviz::views
