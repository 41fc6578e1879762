// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/compare/comparepanel.h"

#include "views/compare/racebar.h"
#include "views/enginerunner.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/session.h"
#include "views/panels/panelfront.h"

#include "core/operation.h"
#include "core/timeline.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QResizeEvent>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace collviz::views {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

/// What a side says about itself at round k (Session convention) and shared in-round time T.
QString summary(const core::RunResult *result, const QString &error, int k, double commonTime)
{
    if (!result)
        return error;
    const core::Timeline &timeline = *result->timeline;
    const int rounds = timeline.roundCount();
    const int shown = std::min(k, rounds);
    QString text = ComparePanel::tr("rounds: %1, run time %2").arg(rounds).arg(timeline.totalTime(), 0, 'g', 6);
    if (shown >= 1) {
        const double roundTime = timeline.roundTime(shown - 1);
        const double at = k > rounds ? roundTime : std::min(commonTime, roundTime);
        int waited = 0;
        for (const core::Timeline::Message &m : timeline.messages(shown - 1))
            waited += m.start > 0 ? 1 : 0;
        const int load = shown - 1 < int(result->simulation.rounds.size())
                             ? result->simulation.rounds[std::size_t(shown - 1)].maxLinkLoad
                             : 0;
        text += QLatin1Char('\n');
        text += k > rounds ? ComparePanel::tr("finished after round %1").arg(rounds)
                           : ComparePanel::tr("round %1: t = %2 of its %3 (run time so far %4)")
                                 .arg(shown)
                                 .arg(at, 0, 'g', 6)
                                 .arg(roundTime, 0, 'g', 6)
                                 .arg(timeline.roundStart(shown - 1) + at, 0, 'g', 6);
        text += QLatin1Char('\n');
        text += ComparePanel::tr("contention: heaviest channel %1, %2 message(s) waited").arg(load).arg(waited);
    }
    text += QLatin1Char('\n');
    text += ComparePanel::tr("heaviest channel of the run: %1").arg(result->simulation.maxLinkLoad);
    if (result->simulation.violationCount > 0)
        text += QLatin1Char('\n') + ComparePanel::tr("%1 rule violation(s)").arg(result->simulation.violationCount);
    return text;
}

/// The engine time a run has reached at round k and shared in-round time T: its rounds before
/// k and T of round k (all of it once the run has finished).
double reachedTime(const core::RunResult *result, int k, double commonTime)
{
    const core::Timeline &timeline = *result->timeline;
    const int rounds = timeline.roundCount();
    if (k < 1)
        return 0.0;
    if (k > rounds)
        return timeline.totalTime();
    return timeline.roundStart(k - 1) + std::min(commonTime, timeline.roundTime(k - 1));
}

/// A side's one line under its drawing: where it is now, then who it is (cut first when the
/// line is too long; the tooltip has all).
QString statusLine(const char *side, const QString &name, const core::RunResult *result, const QString &error,
                   int k, double commonTime)
{
    if (!result)
        return error.isEmpty() ? ComparePanel::tr("%1: %2").arg(QLatin1String(side), name)
                               : ComparePanel::tr("%1: %2 — %3").arg(QLatin1String(side), error, name);
    const core::Timeline &timeline = *result->timeline;
    const int rounds = timeline.roundCount();
    QString where;
    if (k < 1)
        where = ComparePanel::tr("%n round(s), run time %1", nullptr, rounds).arg(timeline.totalTime(), 0, 'g', 6);
    else if (k > rounds)
        where = ComparePanel::tr("finished after round %1, run time %2").arg(rounds).arg(timeline.totalTime(), 0, 'g', 6);
    else
        where = ComparePanel::tr("round %1 of %2, time %3 of %4")
                    .arg(k)
                    .arg(rounds)
                    .arg(reachedTime(result, k, commonTime), 0, 'g', 6)
                    .arg(timeline.totalTime(), 0, 'g', 6);
    return ComparePanel::tr("%1: %2 — %3").arg(QLatin1String(side), where, name);
}

/// One line of text, cut with "…" to the width it gets (the tooltip holds the whole), so
/// that the drawings above keep the height.
class OneLineLabel final : public QLabel
{
public:
    using QLabel::QLabel;
    QSize minimumSizeHint() const override { return {0, fontMetrics().height() + 2}; }
    QSize sizeHint() const override { return {fontMetrics().averageCharWidth() * 20, fontMetrics().height() + 2}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        const QRect r = contentsRect();
        painter.setPen(palette().color(foregroundRole()));
        painter.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, fontMetrics().elidedText(text(), Qt::ElideRight, r.width()));
    }
};

/// Which run a side shows: "alltoall-hypercube-sex under sf,ports=1,… (what-if)".
QString runName(const core::RunResult *result, const QString &algorithm)
{
    if (!result)
        return algorithm;
    return ComparePanel::tr("%1 under %2%3")
        .arg(core::scheduleName(*result), result->model.toString(),
             result->whatIf ? ComparePanel::tr(" (what-if)") : QString());
}

} // namespace

ComparePanel::ComparePanel(Session *session, Player *player, QWidget *parent)
    : QWidget(parent), mSession(session), mPlayer(player), mRunner(new EngineRunner(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto *choice = new QHBoxLayout;
    mWithLabel = new QLabel(this);
    mAlgorithm = new QComboBox(this);
    mAlgorithm->setObjectName(QStringLiteral("compareAlgorithm"));
    mAlgorithmModel = new QStandardItemModel(this);
    mAlgorithm->setModel(mAlgorithmModel);
    mAlgorithm->setFocusPolicy(Qt::ClickFocus);
    // Long titles must not widen the panel (in the race it is as wide as the window): the box
    // shows what fits, the list pops up whole.
    mAlgorithm->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mAlgorithm->setMinimumContentsLength(12);
    mModelLabel = new QLabel(this);
    mModel = new QLineEdit(this);
    mModel->setObjectName(QStringLiteral("compareModel"));
    mModel->setClearButtonEnabled(true);
    mWithLabel->setBuddy(mAlgorithm);
    mModelLabel->setBuddy(mModel);
    choice->addWidget(mWithLabel);
    choice->addWidget(mAlgorithm, 2);
    choice->addWidget(mModelLabel);
    choice->addWidget(mModel, 1);
    mSwap = new QPushButton(this);
    connect(mSwap, &QPushButton::clicked, this, &ComparePanel::swapRuns);
    choice->addWidget(mSwap);
    layout->addLayout(choice);

    // The race strip shares the choice's row: every other pixel goes to the drawings.
    mRace = new RaceBar(this);
    mRace->setObjectName(QStringLiteral("compareRace"));
    choice->addWidget(mRace, 3);

    // Each side: its drawing, without a legend of its own (two legends took the room of the
    // drawings), over one line saying who it is and where it is now.
    mSides = new QBoxLayout(QBoxLayout::LeftToRight);
    mFirstView = new NetworkView(this);
    mFirstView->setObjectName(QStringLiteral("compareFirstView"));
    mSecondView = new NetworkView(this);
    mSecondView->setObjectName(QStringLiteral("compareSecondView"));
    mFirstInfo = new OneLineLabel(this);
    mSecondInfo = new OneLineLabel(this);
    for (auto [view, info] : {std::pair{mFirstView, mFirstInfo}, std::pair{mSecondView, mSecondInfo}}) {
        view->setMinimumSize(120, 60);
        view->setLegendVisible(false);
        auto *side = new QVBoxLayout;
        side->setSpacing(2);
        side->addWidget(view, 1);
        side->addWidget(info);
        mSides->addLayout(side, 1);
    }
    layout->addLayout(mSides, 1);

    connect(mAlgorithm, &QComboBox::currentIndexChanged, this, &ComparePanel::runSecond);
    connect(mModel, &QLineEdit::editingFinished, this, &ComparePanel::runSecond);
    connect(mRunner, &EngineRunner::finished, this, &ComparePanel::onSecondFinished);
    connect(mSession, &Session::resultChanged, this, &ComparePanel::onSessionResult);
    connect(mSession, &Session::roundChanged, this, &ComparePanel::sync);
    if (mPlayer)
        connect(mPlayer, &Player::progressChanged, this, &ComparePanel::sync);
    retranslateUi();
    onSessionResult();
}

ComparePanel::~ComparePanel()
{
    // A focused line edit emits editingFinished when ~QWidget hides it, after this panel's own
    // part is gone: nothing of the children may reach the half-destroyed panel (UBSan found it).
    for (QObject *child : findChildren<QObject *>())
        disconnect(child, nullptr, this, nullptr);
}

QString ComparePanel::secondAlgorithm() const { return mAlgorithm->currentData(kIdRole).toString(); }
QString ComparePanel::secondModel() const { return mModel->text().trimmed(); }
bool ComparePanel::isSecondRunning() const { return mRunner->isRunning(); }

void ComparePanel::setSecond(const QString &algorithm, const QString &modelSpec)
{
    {
        const QSignalBlocker blocker(mAlgorithm);
        const int i = mAlgorithm->findData(algorithm, kIdRole);
        if (i >= 0)
            mAlgorithm->setCurrentIndex(i);
    }
    mModel->setText(modelSpec);
    runSecond();
}

void ComparePanel::fillAlgorithms()
{
    const auto result = mSession->result();
    const QString current = secondAlgorithm();
    const QSignalBlocker blocker(mAlgorithm);
    mAlgorithmModel->clear();
    if (!result || !result->ok)
        return;
    for (const auto &alg : core::AlgorithmRegistry::instance().forOperation(result->operation())) {
        auto *item = new QStandardItem(QStringLiteral("%1 — %2").arg(alg->id(), alg->title().translated()));
        item->setData(alg->id(), kIdRole);
        QString why;
        if (!alg->supports(*result->topology, result->params, &why)) {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setToolTip(why);
        }
        mAlgorithmModel->appendRow(item);
    }
    const int i = mAlgorithm->findData(current, kIdRole);
    if (i >= 0 && (mAlgorithmModel->item(i)->flags() & Qt::ItemIsEnabled))
        mAlgorithm->setCurrentIndex(i);
    else
        mAlgorithm->setCurrentIndex(-1);
}

void ComparePanel::chooseDefaultSecond()
{
    // Another algorithm for the same operation and network, else A's algorithm under the other
    // switching (a what-if).
    const auto result = mSession->result();
    if (!result || !result->ok)
        return;
    const QSignalBlocker blocker(mAlgorithm);
    for (int i = 0; i < mAlgorithmModel->rowCount(); ++i) {
        const QStandardItem *item = mAlgorithmModel->item(i);
        if ((item->flags() & Qt::ItemIsEnabled) && item->data(kIdRole).toString() != result->name) {
            mAlgorithm->setCurrentIndex(i);
            mModel->clear();
            return;
        }
    }
    mAlgorithm->setCurrentIndex(mAlgorithm->findData(result->name, kIdRole));
    mModel->setText(result->model.switching == core::Switching::Wormhole ? QStringLiteral("sf") : QStringLiteral("wh"));
}

void ComparePanel::onSessionResult()
{
    mFirstPending = panelfront::waitsBehindTab(this);
    if (mFirstPending)
        return;
    const auto result = mSession->result();
    mFirstView->setResult(result);
    mFirstShownRound = -1;
    if (result && result->ok) {
        const QString key = QStringLiteral("%1 %2").arg(core::operationName(result->operation()),
                                                        result->topology->name());
        if (key != mOperationShown) {
            mOperationShown = key;
            fillAlgorithms();
        }
        if (mAlgorithm->currentIndex() < 0)
            chooseDefaultSecond();
        runSecond();
    }
    sync();
    mFirstView->fitToWindow();
    retranslateUi();
}

void ComparePanel::runSecond()
{
    const auto first = mSession->result();
    if (!first || !first->ok || secondAlgorithm().isEmpty())
        return;
    // A hidden panel costs nothing: B runs when it is shown.
    mSecondPending = !isVisible();
    if (mSecondPending)
        return;
    core::RunRequest request = mSession->request();
    request.algorithm = secondAlgorithm();
    request.modelSpec = secondModel();
    // Root and shift stay what A was given; an algorithm that refuses them says so.
    mRunner->start(request);
    mSecondInfo->setText(tr("Running %1…").arg(request.algorithm));
}

void ComparePanel::swapRuns()
{
    // A document on show cannot become B: B is always a registered algorithm's run.
    if (!mSecond || mSession->document())
        return;
    const core::RunRequest a = mSession->request();
    core::RunRequest b = a;
    b.algorithm = secondAlgorithm();
    b.modelSpec = secondModel();
    {
        const QSignalBlocker blocker(mAlgorithm);
        mAlgorithm->setCurrentIndex(mAlgorithm->findData(a.algorithm, kIdRole));
    }
    mModel->setText(a.modelSpec);
    mSession->setRequest(b);
}

void ComparePanel::onSecondFinished(int ticket, const RunOutcome &outcome)
{
    if (ticket != mRunner->currentTicket())
        return;
    if (outcome.result && outcome.result->ok) {
        mSecond = outcome.result;
        mSecondReplay = outcome.replay;
        mSecondError.clear();
    } else {
        mSecond.reset();
        mSecondReplay.reset();
        mSecondError = outcome.result ? tr("B cannot run: %1").arg(outcome.result->error) : tr("B cannot run.");
    }
    mSecondView->setResult(mSecond);
    mSecondShownRound = -1;
    sync();
    mSecondView->fitToWindow();
    retranslateUi();
    emit secondResultChanged();
}

void ComparePanel::sync()
{
    if (mFirstPending)
        return;
    const auto first = mSession->result();
    const int k = mSession->round();
    const double p = mPlayer ? mPlayer->progress() : 1.0;
    const auto roundTime = [k](const core::RunResult *r) {
        return r && r->ok && k >= 1 && k <= r->timeline->roundCount() ? r->timeline->roundTime(k - 1) : 0.0;
    };
    const core::RunResult *a = first && first->ok ? first.get() : nullptr;
    const core::RunResult *b = mSecond.get();
    const double tA = roundTime(a);
    const double tB = roundTime(b);
    mCommonTime = p * std::max(tA, tB);
    const auto progressOf = [this, k](const core::RunResult *r, double t) {
        if (!r || k < 1 || k > r->timeline->roundCount())
            return 1.0;
        return t > 0 ? std::min(1.0, mCommonTime / t) : 1.0;
    };
    if (a) {
        if (mFirstShownRound != k) {
            mFirstView->setRound(k, mSession->stateBefore(), mSession->stateAfter());
            mFirstShownRound = k;
        }
        mFirstView->setProgress(progressOf(a, tA));
    }
    if (b && mSecondReplay) {
        const int kb = std::min(k, b->timeline->roundCount());
        if (mSecondShownRound != kb) {
            mSecondView->setRound(kb, mSecondReplay->stateAfter(std::max(0, kb - 1)), mSecondReplay->stateAfter(kb));
            mSecondShownRound = kb;
        }
        mSecondView->setProgress(progressOf(b, tB));
    }
    updateStatus();
}

void ComparePanel::updateStatus()
{
    const auto first = mSession->result();
    const core::RunResult *a = first && first->ok ? first.get() : nullptr;
    const core::RunResult *b = mSecond.get();
    const int k = mSession->round();
    mFirstInfo->setText(statusLine("A", runName(a, mSession->request().algorithm), a, mSession->error(), k, mCommonTime));
    mSecondInfo->setText(statusLine("B", runName(b, secondAlgorithm()), b,
                                    mRunner->isRunning() ? tr("Running…") : mSecondError, k, mCommonTime));
    mFirstInfo->setToolTip(mFirstInfo->text() + QLatin1Char('\n') + firstSummary());
    mSecondInfo->setToolTip(mSecondInfo->text() + QLatin1Char('\n') + secondSummary());
    const auto lane = [k, this](const char *letter, const core::RunResult *r) {
        RaceBar::Lane l;
        l.letter = QLatin1String(letter);
        if (r) {
            l.total = r->timeline->totalTime();
            l.reached = reachedTime(r, std::min(k, r->timeline->roundCount() + 1), mCommonTime);
        }
        return l;
    };
    mRace->setLanes(lane("A", a), lane("B", b));
}

QString ComparePanel::firstSummary() const
{
    const auto first = mSession->result();
    return summary(first && first->ok ? first.get() : nullptr, mSession->error(), mSession->round(), mCommonTime);
}

QString ComparePanel::secondSummary() const
{
    QString text = summary(mSecond.get(), mRunner->isRunning() ? tr("Running…") : mSecondError, mSession->round(),
                           mCommonTime);
    if (mSecond && mSecond->timeline->roundCount() > mSession->roundCount())
        text += QLatin1Char('\n')
                + tr("B goes on after A's last round (%1): swap A and B to step through the rest.")
                      .arg(mSession->roundCount());
    return text;
}

void ComparePanel::retranslateUi()
{
    mWithLabel->setText(tr("B:"));
    mAlgorithm->setToolTip(tr("The algorithm to compare with A, the run on show (the same operation and network)"));
    mModelLabel->setText(tr("Model:"));
    mModel->setPlaceholderText(tr("natural; e.g. sf,noncombining"));
    mSwap->setText(tr("Swap A and B"));
    mSwap->setEnabled(!mSession->document());
    mSwap->setToolTip(mSession->document()
                          ? tr("A is a schedule file; B is always a built-in algorithm's run")
                          : tr("Make B the run on show: the clock steps through A's rounds, so put the longer run there"));
    mModel->setToolTip(tr("Overrides of B's natural model (a what-if), e.g. sf, wh, ports=all, noncombining; "
                          "empty: its natural model"));
    mRace->setToolTip(tr("The race: each run's time on one scale, filled up to where the shared clock has "
                         "taken it; the longer bar is the slower run"));
    mAlgorithm->setAccessibleName(tr("Algorithm B"));
    mModel->setAccessibleName(tr("Model of B"));
    mRace->setAccessibleName(tr("Race of A and B"));
    mFirstView->setAccessibleName(tr("Drawing of A, the run on show"));
    mSecondView->setAccessibleName(tr("Drawing of B"));
    updateStatus();
}

void ComparePanel::setPresentationStyle(bool on)
{
    // The lecture hall: the drawings' large labels and packets, and the lines under them
    // in larger type, still one line each.
    mFirstView->setPresentationStyle(on);
    mSecondView->setPresentationStyle(on);
    QFont f = font();
    if (on)
        f.setPointSizeF(f.pointSizeF() * 1.4);
    for (QWidget *w : std::initializer_list<QWidget *>{mFirstInfo, mSecondInfo, mRace})
        w->setFont(f);
    mPresentation = on;
}

bool ComparePanel::presentationStyle() const { return mPresentation; }

void ComparePanel::resizeEvent(QResizeEvent *event)
{
    // Side by side in a wide panel (a dock under the drawing), one above the other in a tall
    // one: whichever gives each drawing the larger square.
    const QSize s = event->size();
    const bool sideBySide = std::min(s.width() / 2, s.height()) >= std::min(s.width(), s.height() / 2);
    mSides->setDirection(sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    QWidget::resizeEvent(event);
}

void ComparePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (mFirstPending)
        onSessionResult(); // and B's run with it
    else if (mSecondPending)
        runSecond();
}

void ComparePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace collviz::views
