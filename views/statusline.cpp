// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/statusline.h"

#include "views/session.h"

#include "core/timeline.h"

#include <QEvent>
#include <QBoxLayout>
#include <QResizeEvent>
#include <QLabel>
#include <QLocale>

#include <algorithm>

namespace collviz::views {

namespace {
QString number(double v) { return QLocale().toString(v, 'g', 6); }
constexpr int kMargin = 12;        ///< left and right of the line
constexpr int kGap = 18;           ///< between two texts of a row
constexpr int kBadgePadding = 16;  ///< the what-if mark's padding and border, left and right
constexpr int kSmallestPixels = 12; ///< the type never shrinks below this to fit
} // namespace

StatusLine::StatusLine(Session *session, QWidget *parent) : QFrame(parent), mSession(session)
{
    setObjectName(QStringLiteral("statusLine"));
    setFrameShape(QFrame::NoFrame);
    setAutoFillBackground(true);
    // Two rows, each its own box: the title row's round and the model row's time do not
    // share a column, so neither narrows the other's row (a grid made the title as narrow as
    // the time was wide, and cut it).
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(kMargin, 4, kMargin, 4);
    rows->setSpacing(2);
    const auto label = [this](const char *name) {
        auto *l = new QLabel(this);
        l->setObjectName(QLatin1String(name));
        l->setTextFormat(Qt::PlainText);
        return l;
    };
    mAlgorithm = label("statusAlgorithm");
    mModel = label("statusModel");
    mWhatIf = label("statusWhatIf");
    mRound = label("statusRound");
    mTime = label("statusTime");
    // The what-if mark: black on Okabe-Ito yellow inside a black frame, so it is seen by its
    // shape and its contrast as well as its colour, on light and dark palettes alike.
    mWhatIf->setStyleSheet(QStringLiteral("QLabel#statusWhatIf { background: #f0e442; color: black; "
                                          "border: 2px solid black; border-radius: 4px; padding: 0 6px; "
                                          "font-weight: bold; }"));
    // Nothing here may widen the window: the texts may give way (a minimum width of one
    // pixel, not their text's), and fitTexts() chooses a type size at which they need not.
    mAlgorithm->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    for (QLabel *l : {mModel, mWhatIf, mRound, mTime})
        l->setMinimumWidth(1);
    auto *top = new QHBoxLayout;
    top->setSpacing(kGap);
    top->addWidget(mAlgorithm, 1);
    top->addWidget(mRound, 0, Qt::AlignRight | Qt::AlignTop);
    auto *bottom = new QHBoxLayout;
    bottom->setSpacing(kGap);
    bottom->addWidget(mModel, 0);
    bottom->addWidget(mWhatIf, 0);
    bottom->addStretch(1);
    bottom->addWidget(mTime, 0, Qt::AlignRight);
    rows->addLayout(top);
    rows->addLayout(bottom);
    QFont bold = mRound->font();
    bold.setBold(true);
    mRound->setFont(bold);
    mTime->setFont(bold);
    connect(mSession, &Session::resultChanged, this, &StatusLine::onResultChanged);
    connect(mSession, &Session::roundChanged, this, &StatusLine::refresh);
    onResultChanged();
}

void StatusLine::onResultChanged()
{
    const auto result = mSession->result();
    mPreviousTime = -1.0;
    // The time before a change of the same algorithm on the same network: the class sees
    // what the what-if (or the new parameters) did to it.
    if (result && mShown && result != mShown && result->name == mShown->name && result->source == mShown->source
        && result->topology->name() == mShown->topology->name() && result->simulation.time != mShown->simulation.time)
        mPreviousTime = mShown->simulation.time;
    if (result)
        mShown = result;
    refresh();
}

void StatusLine::refresh()
{
    const auto r = mSession->result();
    // A screen reader names the line and reads what it says as its description.
    setAccessibleName(tr("Status line"));
    if (!r) {
        mAlgorithm->setText(mSession->isRunning() ? tr("Running the engine…") : mSession->error());
        for (QLabel *l : {mModel, mWhatIf, mRound, mTime})
            l->clear();
        mWhatIf->hide();
        setAccessibleDescription(text());
        return;
    }
    mAlgorithm->setText(tr("%1 · %2").arg(r->algorithm ? r->algorithm->title().translated() : core::scheduleName(*r),
                                          r->topology->name()));
    mModel->setText(tr("Model: %1").arg(r->model.toString()));
    mWhatIf->setVisible(r->whatIf);
    // The mark names what the what-if changed: the model's items that differ from the
    // natural model's ("sf instead of wh"), short enough for the line.
    QString changed;
    if (r->whatIf) {
        const QStringList now = r->model.toString().split(QLatin1Char(','));
        const QStringList natural = r->naturalModel.toString().split(QLatin1Char(','));
        QStringList was;
        QStringList is;
        for (int i = 0; i < std::max(now.size(), natural.size()); ++i) {
            const QString a = i < now.size() ? now[i] : QString();
            const QString b = i < natural.size() ? natural[i] : QString();
            if (a != b) {
                is << a;
                was << b;
            }
        }
        changed = tr("⚠ what-if: %1 instead of %2").arg(is.join(QLatin1Char(',')), was.join(QLatin1Char(',')));
    }
    mWhatIf->setText(changed);
    mWhatIf->setToolTip(r->whatIf ? tr("The algorithm's natural model is %1; the run uses %2.")
                                        .arg(r->naturalModel.toString(), r->model.toString())
                                  : QString());
    const int k = mSession->round();
    const int total = mSession->roundCount();
    mRound->setText(tr("Round %1 of %2").arg(k).arg(total));
    // Time so far (the end of the round on show, from the engine's timeline) of the run's time.
    const double totalTime = r->simulation.time;
    double sofar = 0.0;
    if (r->timeline && k >= 1 && k - 1 < r->timeline->roundCount())
        sofar = r->timeline->roundStart(k - 1) + r->timeline->roundTime(k - 1);
    QString time = mPreviousTime >= 0
                       ? tr("time %1 of %2 (was %3)").arg(number(sofar), number(totalTime), number(mPreviousTime))
                       : tr("time %1 of %2").arg(number(sofar), number(totalTime));
    time += QStringLiteral(" · ")
            + (r->formula ? tr("formula %1").arg(number(r->formula->value)) : tr("no formula"));
    if (r->lowerBound)
        time += QStringLiteral(" · ") + tr("bound %1").arg(number(r->lowerBound->value));
    mTime->setText(time);
    setAccessibleDescription(text());
    fitTexts();
}

QString StatusLine::text() const
{
    QStringList parts;
    // The model's text too when it made room for the what-if mark: the accessible
    // description holds everything the line says or names.
    for (QLabel *l : {mAlgorithm, mRound, mModel, mWhatIf, mTime})
        if ((!l->isHidden() || l == mModel) && !l->text().isEmpty())
            parts << l->text();
    return parts.join(QStringLiteral(" | "));
}

bool StatusLine::whatIfShown() const { return !mWhatIf->isHidden() && !mWhatIf->text().isEmpty(); }

int StatusLine::textPixelSize() const { return QFontInfo(mTime->font()).pixelSize(); }

void StatusLine::setPresentationStyle(bool on)
{
    mPresentation = on;
    applyStyle();
}

void StatusLine::applyStyle()
{
    // Large type for the back row: a 30th of the screen's height (24 px at 720, 36 px at
    // 1080), and black on white, whatever the desktop's palette, for the projector.
    QFont f = QWidget::font();
    if (mPresentation) {
        const int h = window() ? window()->height() : 720;
        f.setPixelSize(std::max(20, h / 30));
        QPalette contrast = palette();
        contrast.setColor(QPalette::Window, Qt::white);
        contrast.setColor(QPalette::WindowText, Qt::black);
        setPalette(contrast);
    } else {
        f = QFont();
        setPalette(QPalette());
    }
    mLargestPixels = QFontInfo(f).pixelSize();
    fitTexts();
}

void StatusLine::setPixelSize(int pixels)
{
    for (QLabel *l : {mAlgorithm, mModel, mWhatIf, mRound, mTime}) {
        QFont lf = l->font();
        if (mPresentation || pixels != mLargestPixels)
            lf.setPixelSize(pixels);
        else
            lf = QFont();
        lf.setBold(l == mRound || l == mTime || l == mWhatIf);
        l->setFont(lf);
        // The full height of the type (a CJK fallback's too), and the what-if mark's border.
        l->setMinimumHeight(QFontMetrics(lf).height() + (l == mWhatIf ? 4 : 0));
    }
}

int StatusLine::rowWidth(int row, const QFont &plain, const QFont &bold) const
{
    const QFontMetrics p(plain);
    const QFontMetrics b(bold);
    const auto shown = [](const QLabel *l) { return !l->isHidden() && !l->text().isEmpty(); };
    if (row == 0)
        return p.horizontalAdvance(mAlgorithm->text()) + kGap + b.horizontalAdvance(mRound->text());
    int width = b.horizontalAdvance(mTime->text()) + kGap; // the gap before the stretch
    if (shown(mModel))
        width += p.horizontalAdvance(mModel->text()) + kGap;
    if (shown(mWhatIf))
        width += b.horizontalAdvance(mWhatIf->text()) + kBadgePadding + kGap;
    return width;
}

void StatusLine::fitTexts()
{
    // The largest type (from the style's size down to four fifths of it) at which both rows
    // fit the line's width. Where none does, first a what-if's model text makes room (the
    // what-if mark names the model's change, its tooltip the whole model), then the title
    // may take two lines, and only then the type shrinks further, down to kSmallestPixels.
    // Nothing is ever cut.
    const int room = width() - 2 * kMargin;
    if (room <= 0 || mLargestPixels <= 0)
        return;
    const auto fitsAt = [this, room](int pixels, bool wrapTitle) {
        QFont plain = mAlgorithm->font();
        plain.setPixelSize(pixels);
        plain.setBold(false);
        QFont bold = plain;
        bold.setBold(true);
        const int title = QFontMetrics(plain).horizontalAdvance(mAlgorithm->text());
        const int beside = QFontMetrics(bold).horizontalAdvance(mRound->text()) + kGap;
        // Two lines hold a little less than twice one line: words do not break anywhere.
        const bool titleFits = wrapTitle ? title <= 2 * (room - beside) * 4 / 5 : title + beside <= room;
        return titleFits && rowWidth(1, plain, bold) <= room;
    };
    const int floor = std::max(kSmallestPixels, mLargestPixels * 4 / 5);
    const auto largestFitting = [&fitsAt](int from, int to, bool wrapTitle) {
        int pixels = from;
        while (pixels > to && !fitsAt(pixels, wrapTitle))
            --pixels;
        return pixels;
    };
    mModel->setVisible(true);
    bool wrap = false;
    int pixels = largestFitting(mLargestPixels, floor, false);
    if (!fitsAt(pixels, false) && whatIfShown()) {
        mModel->setVisible(false);
        pixels = largestFitting(mLargestPixels, floor, false);
    }
    if (!fitsAt(pixels, false)) {
        wrap = true;
        pixels = largestFitting(mLargestPixels, kSmallestPixels, true);
    }
    setPixelSize(pixels);
    mAlgorithm->setWordWrap(wrap);
    // The line's height for its rows at this type: the layout above it then gives the line
    // what its texts need (a wrapped title's second line included) before the drawing's share.
    const QFontMetrics plain(mAlgorithm->font());
    const QFontMetrics bold(mRound->font());
    const int titleWidth = std::max(1, room - bold.horizontalAdvance(mRound->text()) - kGap);
    const int top = wrap ? plain.boundingRect(QRect(0, 0, titleWidth, 1 << 20), Qt::TextWordWrap, mAlgorithm->text()).height()
                         : std::max(plain.height(), bold.height());
    const int bottom = std::max(plain.height(), bold.height() + 4);
    setMinimumHeight(top + bottom + 2 + 8);
    updateGeometry();
}

void StatusLine::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    if (event->size().width() == event->oldSize().width())
        return;
    if (mPresentation)
        applyStyle(); // its type follows the screen's height, which may have changed too
    else
        fitTexts();
}

void StatusLine::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace collviz::views
