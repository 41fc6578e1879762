// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/networkfigure.h"

#include "views/network/networkstyle.h"

#include <QFontMetricsF>
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

/// The largest picture (device pixels) painted with the items' pixmap caches.
constexpr qint64 kCachedPixels = 4'000'000;

QString number(double value) { return captionNumber(value); }

/// The figure size at which the drawing's text is the application's own size; a larger figure
/// (a 1920x1080 slide) grows it, so that names stay readable from the back of the room.
constexpr QSizeF kTextReference(1200, 900);

} // namespace

NetworkFigure::NetworkFigure(std::shared_ptr<const core::RunResult> result, const NetworkFigureOptions &options)
    : mResult(std::move(result)), mOptions(options), mRenderer(std::make_unique<NetworkRenderer>())
{
    NetworkViewState state;
    state.keyHints = false; // paper has no keys
    state.legend = mOptions.legend;
    state.packets = mOptions.packets;
    state.monochrome = mOptions.monochrome;
    state.floors = mOptions.floors;
    state.contentsListed = mOptions.contentsListed;
    state.focus = mOptions.focus;
    mRenderer->setBaseFont(QFont());
    mRenderer->setResult(mResult);
    mRenderer->setState(state);
    if (mResult && mResult->schedule)
        mReplay = std::make_unique<core::Replay>(mResult->schedule.get(), 8);
    setMoment(0, 1.0);
    fitExtent(QSizeF(defaultSize()));
}

NetworkFigure::~NetworkFigure() = default;

void NetworkFigure::fitExtent(const QSizeF &size)
{
    // One extent for every round, so that the nodes stay where they are from frame to frame.
    // The nodes' size follows the fit (small labels grow), and the fit follows the extent:
    // the union is taken again until the nodes keep their size (twice at most, in practice).
    const int round = mRound;
    const double progress = mProgress;
    const int rounds = roundCount();
    // The labels' places further off are searched for the frame drawn, not for the extent:
    // they stay inside what the fit frames, and the search in every round of a crowded run
    // (pairwise exchange on Q6: 63 rounds, three passes) took seconds.
    mRenderer->setLabelSearch(false);
    for (int pass = 0; pass < 3; ++pass) {
        const double nodes = mRenderer->nodeScale();
        QRectF extent;
        if (rounds <= kExtentRounds) {
            for (int r = 0; r <= rounds; ++r) {
                setMoment(r, 0.5);
                extent |= mRenderer->contentRect();
            }
        } else {
            setMoment(0, 1.0);
            extent = mRenderer->contentRect();
            const double margin = 0.5 * kUnit;
            extent.adjust(-margin, -margin, margin, margin);
        }
        NetworkViewState state = mRenderer->state();
        state.fit = true;
        state.extent = extent;
        mRenderer->setState(state);
        mRenderer->framing(size);
        if (mRenderer->nodeScale() == nodes && pass > 0)
            break;
    }
    mExtentSize = size;
    mRenderer->setLabelSearch(true);
    setMoment(round, progress);
}

void NetworkFigure::setViewState(const NetworkViewState &state)
{
    NetworkViewState shown = state;
    shown.legend = mOptions.legend;
    shown.packets = mOptions.packets;
    shown.monochrome = mOptions.monochrome || state.monochrome;
    mRenderer->setState(shown);
    mOwnFraming = false;
}

int NetworkFigure::roundCount() const
{
    return mResult && mResult->schedule ? int(mResult->schedule->rounds.size()) : 0;
}

void NetworkFigure::setMoment(int round, double progress)
{
    const int shown = mRenderer->round();
    mRound = std::clamp(round, 0, roundCount());
    mProgress = std::clamp(progress, 0.0, 1.0);
    if (!mReplay || (mRound == shown && mRoundSet)) {
        // The frames of one round only move its packets (an animation's in-betweens).
        mRenderer->setProgress(mRound == 0 ? 1.0 : mProgress);
        return;
    }
    mRoundSet = true;
    const core::BufferState before = mRound > 0 ? mReplay->stateAfter(mRound - 1) : mReplay->stateAfter(0);
    const core::BufferState after = mReplay->stateAfter(mRound);
    // The renderer's extent only grows: a round of this run never moves the nodes.
    mRenderer->setRound(mRound, before, after);
    mRenderer->setProgress(mRound == 0 ? 1.0 : mProgress);
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
    if (c.tc != 0) // combines cost time: named, as it is in the time
        text += tr(", t_c = %1").arg(number(c.tc));
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

QStringList NetworkFigure::legendTexts() const { return mRenderer->legendTexts(); }

void NetworkFigure::paint(QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.fillRect(rect, Qt::white);
    // A figure without a title is the drawing edge to edge, as the window shows it.
    const double pad = mOptions.title ? std::max(8.0, 0.015 * std::min(rect.width(), rect.height())) : 0.0;
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

    // A round that breaks a rule says which, in the checker's words: in the legend, or
    // under the caption when there is no legend.
    if (const QString verdict = mRenderer->verdictText(); !verdict.isEmpty() && mOptions.title && !mOptions.legend) {
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
    if (area.width() > 1 && area.height() > 1) {
        // Text sizes follow the figure: the application's at the default size (a window's
        // state keeps the window's).
        QFont base;
        const double grow = std::clamp(std::min(area.width() / kTextReference.width(),
                                                area.height() / kTextReference.height()), 0.75, 2.5);
        if (mOwnFraming && base.pointSizeF() > 0)
            base.setPointSizeF(base.pointSizeF() * grow);
        mRenderer->setBaseFont(base);
        if (mOwnFraming && area.size() != mExtentSize)
            fitExtent(area.size()); // the nodes' size, and so the extent, depend on the room
        // Item pixmaps as the window keeps them, so that a figure is the window's picture to
        // the pixel; not for a large picture, where they would hold a second copy of it (and
        // Qt's threaded blit of them stalls where no thread can be started).
        const QPaintDevice *device = painter.device();
        mRenderer->setItemCaching(device && qint64(device->width()) * device->height() <= kCachedPixels);
        mRenderer->paint(painter, area);
    }
    painter.restore();
}

} // namespace collviz::views
