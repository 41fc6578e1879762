#include "views/export/networkfigure.h"

#include "views/network/networkitems.h"
#include "views/network/networkstyle.h"
#include "views/network/networkview.h"

#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace collviz::views {

using namespace networkstyle;

namespace {

/// Above this many rounds the drawing's extent is the network's alone (plus a margin for the
/// labels) rather than the union of every round's messages, which would cost a build of
/// every round's packets.
constexpr int kExtentRounds = 64;

QString number(double value) { return QString::number(value, 'g', 6); }

} // namespace

NetworkFigure::NetworkFigure(std::shared_ptr<const core::RunResult> result, const NetworkFigureOptions &options)
    : mResult(std::move(result)), mOptions(options), mView(std::make_unique<NetworkView>())
{
    // Shown, but never on screen: a widget gets its size (which the label policy reads) only
    // once shown.
    mView->setAttribute(Qt::WA_DontShowOnScreen);
    mView->resize(defaultSize());
    mView->show();
    mView->setLegendVisible(false);
    mView->setMonochrome(mOptions.monochrome);
    if (mOptions.floors >= 0)
        mView->setFloorsShown(mOptions.floors == 1);
    mView->setResult(mResult);
    if (mResult && mResult->schedule)
        mReplay = std::make_unique<core::Replay>(mResult->schedule.get(), 8);
    // One extent for every round, so that the nodes stay where they are from frame to frame.
    const int rounds = roundCount();
    if (rounds <= kExtentRounds) {
        for (int r = 0; r <= rounds; ++r) {
            setMoment(r, 0.5);
            mExtent |= mView->contentRect();
        }
    } else {
        setMoment(0, 1.0);
        mExtent = mView->contentRect();
    }
    const double margin = (rounds > kExtentRounds ? 0.6 : 0.12) * kUnit;
    mExtent.adjust(-margin, -margin, margin, margin);
    setMoment(0, 1.0);
}

NetworkFigure::~NetworkFigure() = default;

int NetworkFigure::roundCount() const
{
    return mResult && mResult->schedule ? int(mResult->schedule->rounds.size()) : 0;
}

void NetworkFigure::setMoment(int round, double progress)
{
    mRound = std::clamp(round, 0, roundCount());
    mProgress = std::clamp(progress, 0.0, 1.0);
    if (!mReplay) {
        mView->setProgress(mProgress);
        return;
    }
    const core::BufferState before = mRound > 0 ? mReplay->stateAfter(mRound - 1) : mReplay->stateAfter(0);
    const core::BufferState after = mReplay->stateAfter(mRound);
    mView->setRound(mRound, before, after);
    mView->setProgress(mRound == 0 ? 1.0 : mProgress);
    noCache();
}

void NetworkFigure::noCache()
{
    // The items cache themselves as device pixmaps for the screen; a figure draws them
    // afresh (vector output must never get a bitmap), and without the messages when asked.
    for (QGraphicsItem *item : mView->scene()->items()) {
        item->setCacheMode(QGraphicsItem::NoCache);
        if (!mOptions.packets && dynamic_cast<PacketItem *>(item))
            item->setVisible(false);
    }
}

QString NetworkFigure::title() const
{
    if (!mResult || !mResult->topology)
        return tr("No result");
    return runTitle(*mResult);
}

QString NetworkFigure::caption() const
{
    if (!mResult || !mResult->problem)
        return {};
    const core::CostParams &c = mResult->params.cost;
    QString text = tr("Model %1%2; m = %3, t_s = %4, t_w = %5, t_h = %6")
                       .arg(mResult->model.toString(), mResult->whatIf ? tr(" (what-if)") : QString(), number(c.m),
                            number(c.ts), number(c.tw), number(c.th));
    text += QStringLiteral(" \u2014 ");
    if (mRound == 0) {
        text += tr("initial state (%n round(s) follow)", nullptr, roundCount());
    } else {
        const double roundTime = mResult->timeline ? mResult->timeline->roundTime(mRound - 1) : 0.0;
        const double start = mResult->timeline ? mResult->timeline->roundStart(mRound - 1) : 0.0;
        const double total = mResult->timeline ? mResult->timeline->totalTime() : 0.0;
        text += tr("round %1 of %2, t = %3 of the round's %4 (run time %5 of %6)")
                    .arg(mRound)
                    .arg(roundCount())
                    .arg(number(mProgress * roundTime), number(roundTime), number(start + mProgress * roundTime),
                         number(total));
    }
    return text;
}

QStringList NetworkFigure::legendTexts() const
{
    QStringList texts{tr("Channel load:"), tr("idle"), tr("1 message"), tr("2 messages"), tr("3+ (take turns)"),
                      tr("port limit exceeded")};
    if (mResult && mResult->ok)
        texts << (mResult->model.switching == core::Switching::Wormhole ? tr("Wormhole: a worm spans its path")
                                                                        : tr("Store-and-forward: hop by hop"));
    // What the drawing itself needs explained (never the window's keys).
    if (mView->isOverview())
        texts << tr("Overview of %n vertices: dark = holds data, idle links not drawn", nullptr,
                    mResult && mResult->topology ? mResult->topology->nodeCount() : 0);
    for (int v = 0; mResult && mResult->topology && v < mResult->topology->nodeCount(); ++v)
        if (!mView->nodeOrderTag(v).isEmpty()) {
            texts << tr("#j: position in the shift's ring order");
            break;
        }
    return texts;
}

void NetworkFigure::paint(QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.fillRect(rect, Qt::white);
    const double pad = std::max(8.0, 0.015 * std::min(rect.width(), rect.height()));
    // Text sizes follow the figure (a 600 px figure gets smaller text than a 1,800 px one)
    // within what stays readable.
    const double textPx = std::clamp(0.016 * std::min(rect.width(), rect.height()) + 4.0, 10.0, 28.0);
    QRectF area = rect.adjusted(pad, pad, -pad, -pad);

    if (mOptions.title) {
        QFont titleFont;
        titleFont.setPixelSize(int(std::lround(1.3 * textPx)));
        titleFont.setBold(true);
        QFont captionFont;
        captionFont.setPixelSize(int(std::lround(textPx)));
        const QFontMetricsF tm(titleFont);
        const QFontMetricsF cm(captionFont);
        painter.setPen(Qt::black);
        painter.setFont(titleFont);
        const QRectF titleBox(area.left(), area.top(), area.width(), tm.height() * 2.2);
        const QRectF titleUsed = painter.boundingRect(titleBox, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, title());
        painter.drawText(titleBox, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, title());
        painter.setFont(captionFont);
        painter.setPen(QColor(0x30, 0x30, 0x30));
        const QRectF captionBox(area.left(), titleUsed.bottom() + 0.2 * cm.height(), area.width(), cm.height() * 2.2);
        const QRectF captionUsed =
            painter.boundingRect(captionBox, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, caption());
        painter.drawText(captionBox, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, caption());
        area.setTop(captionUsed.bottom() + 0.6 * cm.height());
    }

    // A round that breaks a rule says which, in the checker's words, above the drawing.
    if (const QString verdict = mView->verdictText(); !verdict.isEmpty() && (mOptions.title || mOptions.legend)) {
        QFont font;
        font.setPixelSize(int(std::lround(textPx)));
        font.setBold(true);
        const QFontMetricsF fm(font);
        painter.setFont(font);
        painter.setPen(mOptions.monochrome ? QColor(Qt::black) : QColor(0x7a, 0x10, 0x10));
        const QRectF box(area.left(), area.top(), area.width(), fm.height() * 3.3);
        const QRectF used = painter.boundingRect(box, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, verdict);
        painter.drawText(box, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, verdict);
        area.setTop(used.bottom() + 0.6 * fm.height());
    }

    if (mOptions.legend) {
        // Entries flow in lines under the drawing: a sample (a channel of a load class, the
        // port marker) and its text.
        QFont font;
        font.setPixelSize(int(std::lround(0.95 * textPx)));
        QFont bold = font;
        bold.setBold(true);
        const QFontMetricsF fm(font);
        const double line = 1.4 * fm.height();
        const double sample = 2.4 * fm.height();
        const double gap = 1.2 * fm.height();
        struct Cell
        {
            QPointF at;
            int kind; ///< 0..3 load class, -1 marker, -2 text, -3 heading
            QString text;
            double width;
        };
        std::vector<Cell> cells;
        const QStringList texts = legendTexts();
        double x = 0;
        double y = 0;
        for (int i = 0; i < texts.size(); ++i) {
            const int kind = i == 0 ? -3 : i <= 4 ? i - 1 : i == 5 ? -1 : -2;
            const double w = (kind == -3 ? QFontMetricsF(bold).horizontalAdvance(texts[i]) : fm.horizontalAdvance(texts[i]))
                             + (kind >= -1 ? sample + 0.4 * fm.height() : 0.0);
            if (i > 0 && x + w > area.width()) {
                x = 0;
                y += line;
            }
            cells.push_back({QPointF(x, y), kind, texts[i], w});
            x += w + gap;
        }
        const double height = y + line;
        const QPointF origin(area.left(), area.bottom() - height);
        for (const Cell &c : cells) {
            double cx = origin.x() + c.at.x();
            const double mid = origin.y() + c.at.y() + line / 2;
            if (c.kind >= 0) {
                const QColor ink = mOptions.monochrome ? monochromeLoadColor(c.kind) : loadColor(c.kind);
                painter.setPen(QPen(ink, loadWidth(c.kind) * textPx / 14.0,
                                    mOptions.monochrome ? monochromeLoadStyle(c.kind) : Qt::SolidLine, Qt::FlatCap));
                painter.drawLine(QPointF(cx, mid), QPointF(cx + sample, mid));
                cx += sample + 0.4 * fm.height();
            } else if (c.kind == -1) {
                const double s = 0.9 * fm.height();
                const QRectF mark(cx + sample / 2 - s / 2, mid - s / 2, s, s);
                painter.setPen(Qt::NoPen);
                painter.setBrush(mOptions.monochrome ? QColor(Qt::black) : violationColor());
                painter.drawEllipse(mark);
                painter.setPen(Qt::white);
                painter.setFont(font);
                painter.drawText(mark, Qt::AlignCenter, QStringLiteral("!"));
                cx += sample + 0.4 * fm.height();
            }
            painter.setFont(c.kind == -3 ? bold : font);
            painter.setPen(c.kind == -2 ? QColor(0x40, 0x40, 0x40) : QColor(Qt::black));
            painter.drawText(QRectF(cx, mid - line / 2, c.width + 4, line), Qt::AlignVCenter | Qt::AlignLeft, c.text);
        }
        area.setBottom(origin.y() - 0.4 * line);
    }

    if (area.width() > 1 && area.height() > 1 && !mExtent.isEmpty()) {
        // The scene is rendered at the scale that fits the extent into what is left, centred.
        const double scale = std::min(area.width() / mExtent.width(), area.height() / mExtent.height());
        const QSizeF drawn = mExtent.size() * scale;
        const QRectF target(area.center() - QPointF(drawn.width() / 2, drawn.height() / 2), drawn);
        // The view at the drawing's size decides, as on screen, whether node names are
        // large enough to read.
        if (mView->size() != target.size().toSize()) {
            mView->resize(target.size().toSize().expandedTo(QSize(16, 16)));
            mView->fitToWindow();
            noCache();
        }
        mView->scene()->render(&painter, target, mExtent, Qt::KeepAspectRatio);
    }
    painter.restore();
}

} // namespace collviz::views
