#include "views/statusline.h"

#include "views/session.h"

#include "core/timeline.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>

#include <algorithm>

namespace collviz::views {

namespace {
QString number(double v) { return QLocale().toString(v, 'g', 6); }
} // namespace

StatusLine::StatusLine(Session *session, QWidget *parent) : QFrame(parent), mSession(session)
{
    setObjectName(QStringLiteral("statusLine"));
    setFrameShape(QFrame::NoFrame);
    setAutoFillBackground(true);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(12, 6, 12, 6);
    grid->setHorizontalSpacing(18);
    grid->setVerticalSpacing(2);
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
    mAlgorithm->setWordWrap(false);
    // The left-hand texts give way (clipped) before the line could widen the window; the
    // round, the time and the what-if mark keep their full width.
    for (QLabel *l : {mAlgorithm, mModel})
        l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    grid->addWidget(mAlgorithm, 0, 0, 1, 2);
    grid->addWidget(mRound, 0, 2, Qt::AlignRight);
    grid->addWidget(mModel, 1, 0);
    grid->addWidget(mWhatIf, 1, 1, Qt::AlignLeft);
    grid->addWidget(mTime, 1, 2, Qt::AlignRight);
    grid->setColumnStretch(0, 1);
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
    if (!r) {
        mAlgorithm->setText(mSession->isRunning() ? tr("Running the engine…") : mSession->error());
        for (QLabel *l : {mModel, mWhatIf, mRound, mTime})
            l->clear();
        mWhatIf->hide();
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
}

QString StatusLine::text() const
{
    QStringList parts;
    for (QLabel *l : {mAlgorithm, mRound, mModel, mWhatIf, mTime})
        if (!l->isHidden() && !l->text().isEmpty())
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
    for (QLabel *l : {mAlgorithm, mModel, mWhatIf, mRound, mTime}) {
        QFont lf = f;
        lf.setBold(l == mRound || l == mTime || l == mWhatIf);
        l->setFont(lf);
    }
}

void StatusLine::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace collviz::views
