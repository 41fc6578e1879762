// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/narrationpanel.h"

#include "views/session.h"

#include "core/simulator.h"
#include "core/timeline.h"

#include <QEvent>
#include <QBoxLayout>
#include <QResizeEvent>
#include <QLabel>
#include <QMap>
#include <QScrollArea>

namespace collviz::views {

namespace {
/// A broken rule's kind in the reader's language (core names it in the model's own words).
QString ruleName(core::ViolationKind kind)
{
    switch (kind) {
    case core::ViolationKind::NotHeld: return NarrationPanel::tr("data not held");
    case core::ViolationKind::BadPath: return NarrationPanel::tr("not a path");
    case core::ViolationKind::BadEndpoint: return NarrationPanel::tr("wrong end");
    case core::ViolationKind::PortLimit: return NarrationPanel::tr("port limit");
    case core::ViolationKind::Noncombining: return NarrationPanel::tr("combined packets under a noncombining model");
    case core::ViolationKind::BadCombine: return NarrationPanel::tr("bad combine");
    }
    return core::violationKindName(kind);
}
} // namespace

NarrationPanel::NarrationPanel(Session *session, QWidget *parent)
    : QWidget(parent), mSession(session), mStep(new QLabel(this)), mNarration(new QLabel(this))
{
    auto *layout = new QBoxLayout(QBoxLayout::LeftToRight, this);
    mLayout = layout;
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    mStep->setFont(big);
    mStep->setMinimumWidth(mStep->fontMetrics().horizontalAdvance(QStringLiteral("Round 000 of 000")));
    mStep->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    QFont text = font();
    mBasePointSize = text.pointSizeF();
    text.setPointSizeF(mBasePointSize * kLargestScale);
    mNarration->setFont(text);
    mNarration->setWordWrap(true);
    mNarration->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mNarration->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    mNarration->installEventFilter(this);
    layout->addWidget(mStep);
    mNode = new QLabel(this);
    mNode->setObjectName(QStringLiteral("selectedNodeText"));
    QFont nodeFont = font();
    nodeFont.setPointSizeF(mBasePointSize * 1.15);
    mNode->setFont(nodeFont);
    mNode->setWordWrap(true);
    mNode->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    mNode->setTextInteractionFlags(Qt::TextSelectableByMouse);
    limitNodeLines();
    // A what-if adds lines to the sentence: beyond what the dock holds at the smallest type the
    // text scrolls instead of running under the node line.
    mScroll = new QScrollArea(this);
    mScroll->setWidget(mNarration);
    mScroll->setWidgetResizable(true);
    mScroll->setFrameShape(QFrame::NoFrame);
    mScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mScroll->viewport()->setAutoFillBackground(false);
    mNarration->setAutoFillBackground(false);
    mScroll->viewport()->installEventFilter(this);
    keepLinesShown();
    auto *column = new QVBoxLayout;
    column->addWidget(mScroll, 1);
    // The node's text has a scroll area of its own: a wrapped label asks the column for the
    // height its text takes, and in a short dock would be laid over the sentence.
    mNodeScroll = new QScrollArea(this);
    mNodeScroll->setWidget(mNode);
    mNodeScroll->setWidgetResizable(true);
    mNodeScroll->setFrameShape(QFrame::NoFrame);
    mNodeScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mNodeScroll->viewport()->setAutoFillBackground(false);
    mNode->setAutoFillBackground(false);
    limitNodeLines();
    column->addWidget(mNodeScroll);
    layout->addLayout(column, 1);
    connect(mSession, &Session::roundChanged, this, &NarrationPanel::refresh);
    connect(mSession, &Session::resultChanged, this, &NarrationPanel::refresh);
    connect(mSession, &Session::runStarted, this, &NarrationPanel::refresh);
    refresh();
}

QString NarrationPanel::stepText() const { return mStep->text(); }
QString NarrationPanel::narrationText() const { return mNarration->text(); }
QString NarrationPanel::nodeText() const { return mNode->text(); }

int NarrationPanel::linesShown() const
{
    return mScroll->viewport()->height() / QFontMetrics(mNarration->font()).lineSpacing();
}

void NarrationPanel::setStepShown(bool on) { mStep->setVisible(on); }

void NarrationPanel::setPresentationStyle(bool on)
{
    if (mNormalPointSize <= 0)
        mNormalPointSize = mBasePointSize;
    const qreal scale = on ? 1.7 : 1.0;
    mBasePointSize = mNormalPointSize * scale;
    QFont step = mStep->font();
    step.setPointSizeF(mNormalPointSize * 1.5 * scale);
    mStep->setFont(step);
    mStep->setMinimumWidth(mStep->fontMetrics().horizontalAdvance(QStringLiteral("Round 000 of 000")));
    QFont node = mNode->font();
    node.setPointSizeF(mNormalPointSize * 1.15 * scale);
    mNode->setFont(node);
    limitNodeLines();
    keepLinesShown();
    setAutoFillBackground(on);
    if (on) {
        QPalette contrast = palette();
        contrast.setColor(QPalette::Window, Qt::white);
        contrast.setColor(QPalette::WindowText, Qt::black);
        setPalette(contrast);
    } else {
        setPalette(QPalette());
    }
    fitText();
}

void NarrationPanel::setNodeText(const QString &text)
{
    if (text != mNode->text()) {
        mNode->setText(text);
        mNode->setToolTip(text); // the whole of it, when the lines below are cut
    }
    limitNodeLines();
}

void NarrationPanel::keepLinesShown()
{
    // Four lines of the sentence at its largest type (what fitText() starts from): a round's
    // sentence and a what-if's comparison are read from the back of the hall without
    // scrolling, and the dock under the drawing is never squeezed below that.
    // On the projector the drawing has the room (70 % of the screen, MainWindow): the sentence
    // keeps three lines of its smallest presentation type, and shrinks to fit before it scrolls.
    QFont largest = mNarration->font();
    largest.setPointSizeF(mBasePointSize * (presenting() ? kSmallestPresentationScale : kLargestScale));
    mScroll->setMinimumHeight((presenting() ? kLinesPresented : kLinesShown) * QFontMetrics(largest).lineSpacing() + 4);
}

bool NarrationPanel::presenting() const { return mNormalPointSize > 0 && mBasePointSize > mNormalPointSize; }

void NarrationPanel::limitNodeLines()
{
    // The round's sentence comes first: what a node holds (31 packets of Q5's exchange run to
    // five lines at the projector's size) takes at most three lines, the rest in its tooltip;
    // on the projector, where the drawing needs the room, one. In a short dock it gives way to
    // the sentence's lines (keepLinesShown()). One line is always kept for it (the dock is
    // sized with it), up to three where the dock has room; beyond, it scrolls.
    if (!mNodeScroll)
        return;
    const QFontMetrics metrics(mNode->font());
    const int lines = presenting() ? 1 : 3;
    mNodeScroll->setMaximumHeight(lines * metrics.lineSpacing() + 2 * mNode->margin() + 2);
    mNodeScroll->setMinimumHeight(metrics.lineSpacing() + 2 * mNode->margin() + 2);
}

bool NarrationPanel::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == mNarration || (mScroll && watched == mScroll->viewport())) && event->type() == QEvent::Resize)
        fitText();
    return QWidget::eventFilter(watched, event);
}

void NarrationPanel::fitText()
{
    if (mFitting || mBasePointSize <= 0)
        return;
    mFitting = true;
    QFont f = mNarration->font();
    const QSize room = mScroll->viewport()->size();
    const qreal smallest = presenting() ? kSmallestPresentationScale : 0.95;
    for (qreal scale = kLargestScale; scale >= smallest - 1e-9; scale -= 0.05) {
        f.setPointSizeF(mBasePointSize * scale);
        mNarration->setFont(f);
        if (mNarration->heightForWidth(room.width()) <= room.height())
            break;
    }
    mFitting = false;
}

void NarrationPanel::refresh()
{
    const auto result = mSession->result();
    mNarration->setStyleSheet(QString());
    if (!result) {
        if (!mSession->error().isEmpty()) {
            mStep->setText(tr("Cannot run"));
            // The sentence itself is in the banner over the drawing; repeating it here in
            // large type would not fit the dock.
            mNarration->setText(tr("This setup cannot run: the reason is shown above the drawing."));
            mNarration->setStyleSheet(QStringLiteral("QLabel { color: #a01c1c; }"));
        } else {
            mStep->setText(QString());
            mNarration->setText(mSession->isRunning() ? tr("Running the engine…") : QString());
        }
        fitText();
        return;
    }
    const int k = mSession->round();
    const int total = mSession->roundCount();
    if (k == 0) {
        mStep->setText(tr("Start · %n round(s)", nullptr, total));
        mNarration->setText(tr("Before the first round: the processors hold the operation's initial data. Press "
                               "Space to play or → to show round 1."));
        fitText();
        return;
    }
    mStep->setText(tr("Round %1 of %2").arg(k).arg(total));
    QString sentence = result->schedule->rounds[std::size_t(k - 1)].narration.translated();
    if (sentence.isEmpty())
        sentence = tr("(this round has no narration)");
    if (result->whatIf) {
        // What the what-if did in this round, as the engine found it: the simulator's rule
        // breaks of this round (by kind) and the round's length on the timeline.
        QMap<QString, int> kinds;
        int broken = 0;
        for (const core::Violation &v : result->simulation.violations)
            if (v.round == k - 1) {
                ++broken;
                ++kinds[ruleName(v.kind)];
            }
        QStringList counted;
        for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
            counted << QStringLiteral("%1 × %2").arg(it.value()).arg(it.key());
        sentence += QLatin1Char('\n')
                    + (broken > 0 ? tr("What-if: this round breaks the model's rules %n time(s) (%1).", nullptr, broken)
                                        .arg(counted.join(QStringLiteral(", ")))
                                  : tr("What-if: this round breaks none of the model's rules."));
        if (mCompared != result) {
            mCompared = result;
            mComparison = core::WhatIfComparison(*result);
        }
        if (result->timeline && k - 1 < result->timeline->roundCount())
            sentence += QLatin1Char(' ') + tr("The round takes %1.").arg(result->timeline->roundTime(k - 1));
        const QString compared = mComparison.roundText(k - 1).translated();
        if (!compared.isEmpty())
            sentence += QLatin1Char(' ') + compared;
    }
    mNarration->setText(sentence);
    fitText();
}

void NarrationPanel::resizeEvent(QResizeEvent *event)
{
    // On a narrow dock (a 1024-pixel projector) the sentence needs the whole width.
    const bool narrow = event->size().width() < mStep->minimumWidth() * 3;
    mLayout->setDirection(narrow ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    QWidget::resizeEvent(event);
}

void NarrationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace collviz::views
