// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/exercisepanel.h"

#include "core/codenotes.h"
#include "core/scenario.h"
#include "core/topology.h"
#include "core/userinput.h"

#include "views/mainwindow.h"
#include "views/network/drawingmarks.h"
#include "views/network/packetnotation.h"
#include "views/session.h"
#include "views/window/scenariofiles.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace collviz::views {

namespace {

using core::exercise::Kind;

/// The packets the holdings list offers at most: a lecture's networks have far fewer.
constexpr int kMaxListedPackets = 4096;

/// A time as the panel says it: up to six significant digits in the user's locale.
QString timeText(double t) { return QLocale().toString(t, 'g', 6); }

} // namespace

ExercisePanel::ExercisePanel(Session *session, QWidget *parent)
    : QWidget(parent), mSession(session), mQuestion(new QLabel(this)), mKind(new QComboBox(this)),
      mKindLabel(new QLabel(this)), mPrompt(new QLabel(this)), mTime(new QLineEdit(this)),
      mPackets(new QListWidget(this)), mReveal(new QPushButton(this)), mHint(new QPushButton(this)),
      mNext(new QPushButton(this)), mSave(new QPushButton(this)), mVerdict(new QLabel(this)), mWhy(new QLabel(this)),
      mHintText(new QLabel(this)), mScoreLabel(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    QFont bold = mQuestion->font();
    bold.setBold(true);
    mQuestion->setFont(bold);
    mQuestion->setWordWrap(true);
    layout->addWidget(mQuestion);

    auto *kindRow = new QHBoxLayout;
    mKindLabel->setBuddy(mKind);
    kindRow->addWidget(mKindLabel);
    kindRow->addWidget(mKind, 1);
    layout->addLayout(kindRow);
    for (const Kind k : {Kind::Channels, Kind::Holdings, Kind::Time})
        mKind->addItem(QString(), int(k));

    mPrompt->setWordWrap(true);
    layout->addWidget(mPrompt);
    layout->addWidget(mTime);
    layout->addWidget(mPackets, 1);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mReveal);
    buttons->addWidget(mHint);
    buttons->addWidget(mNext);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    for (QLabel *label : {mVerdict, mWhy, mHintText, mScoreLabel}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(label);
    }
    layout->addWidget(mSave, 0, Qt::AlignLeft);
    layout->addStretch(0);
    mReveal->setDefault(true);

    connect(mKind, qOverload<int>(&QComboBox::currentIndexChanged), this, &ExercisePanel::onKindChanged);
    connect(mReveal, &QPushButton::clicked, this, &ExercisePanel::reveal);
    connect(mTime, &QLineEdit::returnPressed, this, &ExercisePanel::reveal);
    connect(mHint, &QPushButton::clicked, this, &ExercisePanel::showHint);
    connect(mNext, &QPushButton::clicked, this, &ExercisePanel::nextQuestion);
    connect(mSave, &QPushButton::clicked, this, &ExercisePanel::saveInteractively);
    connect(mSession, &Session::resultChanged, this, &ExercisePanel::onResultChanged);
    connect(mSession, &Session::runStarted, this, &ExercisePanel::refresh);
    connect(mSession, &Session::roundChanged, this, &ExercisePanel::onRoundChanged);
    connect(mSession, &Session::drawingClicked, this,
            [this](int node, int arc, Qt::KeyboardModifiers) { onDrawingClicked(node, arc); });
    connect(mSession, &Session::selectedNodeChanged, this, [this]() {
        if (!mRevealed)
            uncheckPackets(); // a prediction is about one node
        refresh();
    });
    connect(mSession, &Session::exercisesChanged, this, [this]() {
        if (!mRevealed)
            followSheet(mQuestionRound);
        refresh();
    });
    connect(mSession, &Session::bookmarksChanged, this, &ExercisePanel::refresh);

    retranslateUi();
    onKindChanged();
    onResultChanged();
}

core::exercise::Kind ExercisePanel::kind() const { return Kind(mKind->currentData().toInt()); }

void ExercisePanel::setKind(core::exercise::Kind kind) { mKind->setCurrentIndex(mKind->findData(int(kind))); }

QString ExercisePanel::verdictText() const { return mVerdict->text(); }
QString ExercisePanel::whyText() const { return mWhy->text(); }
QString ExercisePanel::scoreText() const { return mScoreLabel->text(); }
QString ExercisePanel::hintText() const { return mHintText->text(); }
QString ExercisePanel::questionText() const { return mQuestion->text(); }
QString ExercisePanel::promptText() const { return mPrompt->text(); }

void ExercisePanel::onResultChanged()
{
    // A running score belongs to one run: a new result starts it again.
    mScore = {};
    mPacketsStale = true;
    // A holdings list on show is the old schedule's: list the new one's packets now.
    if (kind() == Kind::Holdings)
        listPackets();
    askNext();
}

void ExercisePanel::onRoundChanged()
{
    if (!mRevealing)
        askNext();
}

void ExercisePanel::askNext()
{
    mRevealed = false;
    mQuestionRound = mSession->round() + 1;
    mPredictedArcs.clear();
    mTime->clear();
    uncheckPackets();
    mVerdict->clear();
    mWhy->clear();
    mHintText->clear();
    followSheet(mQuestionRound);
    showPrediction();
    refresh();
}

void ExercisePanel::followSheet(int round)
{
    const QVector<core::exercise::Question> asked = mSession->exercises().questionsOf(round);
    if (asked.isEmpty())
        return;
    const core::exercise::Question &q = asked.front();
    setKind(q.kind);
    const auto result = mSession->result();
    if (q.kind == Kind::Holdings && result && result->topology->isProcessor(q.node))
        mSession->setSelectedNode(q.node);
}

void ExercisePanel::onKindChanged()
{
    const Kind k = kind();
    mTime->setVisible(k == Kind::Time);
    mPackets->setVisible(k == Kind::Holdings);
    if (k == Kind::Holdings)
        listPackets();
    if (!mRevealed)
        showPrediction();
    refresh();
}

void ExercisePanel::onDrawingClicked(int node, int arc)
{
    Q_UNUSED(node);
    // The panel on show is the mode: hidden (closed, or a tab behind another) it takes no click.
    const auto result = mSession->result();
    if (!isVisible() || mRevealed || kind() != Kind::Channels || arc < 0 || !result
        || arc >= int(result->topology->arcs().size()))
        return;
    const auto at = std::lower_bound(mPredictedArcs.begin(), mPredictedArcs.end(), arc);
    const bool taken = at != mPredictedArcs.end() && *at == arc;
    // Under half duplex a link is one channel and the engine loads both of its arcs: a click
    // on either lane names both, so a prediction is scored per arc as the drawing shows it.
    std::vector<int> arcs{arc};
    if (result->model.duplex == core::Duplex::Half) {
        const int link = result->topology->arc(arc).link;
        arcs = {2 * link, 2 * link + 1};
    }
    for (int a : arcs) {
        const auto place = std::lower_bound(mPredictedArcs.begin(), mPredictedArcs.end(), a);
        const bool there = place != mPredictedArcs.end() && *place == a;
        if (taken && there)
            mPredictedArcs.erase(place);
        else if (!taken && !there)
            mPredictedArcs.insert(place, a);
    }
    showPrediction();
    refresh();
}

void ExercisePanel::showPrediction()
{
    DrawingMarks marks;
    if (kind() == Kind::Channels)
        for (int arc : mPredictedArcs)
            marks.append(DrawingMark{DrawingMark::Predicted, arc, -1, arcName(arc)});
    // Only the panel's own marks are replaced: another tool's stay.
    const bool ours = std::all_of(mSession->marks().begin(), mSession->marks().end(), [](const DrawingMark &m) {
        return m.kind == DrawingMark::Predicted || m.kind == DrawingMark::Right || m.kind == DrawingMark::Missed
               || m.kind == DrawingMark::Wrong;
    });
    if (!marks.isEmpty() || ours)
        mSession->setMarks(mSession->round(), marks);
}

void ExercisePanel::uncheckPackets()
{
    for (int i = 0; i < mPackets->count(); ++i)
        mPackets->item(i)->setCheckState(Qt::Unchecked);
}

void ExercisePanel::listPackets()
{
    // Made when a holdings question needs it, not for every result: naming a few thousand
    // packets takes milliseconds each run otherwise.
    if (!mPacketsStale)
        return;
    mPacketsStale = false;
    mPackets->clear();
    const auto result = mSession->result();
    // Past the cap no holdings question is asked (tooManyPackets): a list cut short would
    // leave out packets the truth may name.
    if (!result || !result->schedule || tooManyPackets())
        return;
    const core::Schedule &schedule = *result->schedule;
    const int count = int(schedule.packets.size());
    for (int id = 0; id < count; ++id) {
        auto *item = new QListWidgetItem(notation::packetName(schedule, *result->topology, id), mPackets);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
}

void ExercisePanel::reveal()
{
    const auto result = mSession->result();
    if (!result || mRevealed || mQuestionRound > mSession->roundCount())
        return;
    const Kind k = kind();
    // A bad answer is refused before anything is shown: the question stays open.
    if (k == Kind::Time) {
        double answer = 0;
        bool ok = core::userinput::parseRealNumber(mTime->text().trimmed(), &answer);
        if (!ok)
            answer = QLocale().toDouble(mTime->text().trimmed(), &ok);
        if (!ok || !std::isfinite(answer)) {
            mVerdict->setText(tr("'%1' is not a time; type a number such as 14 or 2.5, then Reveal.")
                                  .arg(core::userinput::echo(mTime->text())));
            return;
        }
    }
    if (k == Kind::Holdings && tooManyPackets()) {
        mVerdict->setText(tooManyPacketsText());
        return;
    }
    if (k == Kind::Holdings && !result->topology->isProcessor(mSession->selectedNode())) {
        mVerdict->setText(tr("Select a processor in the drawing first: the question is what it holds after round %1.")
                              .arg(mQuestionRound));
        return;
    }
    mRevealing = true;
    mSession->setRound(mQuestionRound);
    mRevealing = false;
    mRevealed = true;
    mLastScore = {};
    switch (k) {
    case Kind::Channels: revealChannels(); break;
    case Kind::Holdings: revealHoldings(); break;
    case Kind::Time: revealTime(); break;
    }
    ++mScore.asked;
    mScore.right += mLastRight ? 1 : 0;
    // The explanation is the round's narration, here too: the narration panel may be a tab
    // behind this one, or closed.
    const QString why = result->schedule->rounds[std::size_t(mQuestionRound - 1)].narration.translated();
    mWhy->setText(why.isEmpty() ? QString() : tr("Why: %1").arg(why));
    refresh();
}

void ExercisePanel::revealChannels()
{
    const auto result = mSession->result();
    const std::vector<int> truth = core::exercise::channelsOfRound(*result, mQuestionRound);
    mLastScore = core::exercise::scoreSet(truth, mPredictedArcs);
    mLastRight = mLastScore.allRight;
    DrawingMarks marks;
    for (int arc : mLastScore.right)
        marks.append(DrawingMark{DrawingMark::Right, arc, -1, tr("Right: %1 carries data").arg(arcName(arc))});
    for (int arc : mLastScore.missed)
        marks.append(DrawingMark{DrawingMark::Missed, arc, -1, tr("Missed: %1 carries data").arg(arcName(arc))});
    for (int arc : mLastScore.wrong)
        marks.append(DrawingMark{DrawingMark::Wrong, arc, -1, tr("Wrong: %1 carries nothing").arg(arcName(arc))});
    mSession->setMarks(mQuestionRound, marks);
    if (truth.empty() && mLastRight) {
        mVerdict->setText(tr("Right: no channel carries data in round %1.").arg(mQuestionRound));
        return;
    }
    QStringList parts{tr("Right channels: %1").arg(mLastScore.right.size())};
    if (!mLastScore.missed.empty())
        parts << tr("missed: %1 (%2)").arg(mLastScore.missed.size()).arg(arcNames(mLastScore.missed));
    if (!mLastScore.wrong.empty())
        parts << tr("wrong: %1 (%2)").arg(mLastScore.wrong.size()).arg(arcNames(mLastScore.wrong));
    mVerdict->setText(parts.join(QStringLiteral("; ")) + QLatin1Char('.'));
}

void ExercisePanel::revealHoldings()
{
    const auto result = mSession->result();
    const int node = mSession->selectedNode();
    // The state after the round on show, which is now the question's round: the engine's replay.
    const std::vector<int> truth = core::exercise::holdingsIn(mSession->stateAfter(), node);
    std::vector<int> answer;
    for (int i = 0; i < mPackets->count(); ++i)
        if (mPackets->item(i)->checkState() == Qt::Checked)
            answer.push_back(mPackets->item(i)->data(Qt::UserRole).toInt());
    mLastScore = core::exercise::scoreSet(truth, answer);
    mLastRight = mLastScore.allRight;
    const QString who = result->topology->label(node);
    mSession->setMarks(mQuestionRound, {DrawingMark{mLastRight ? DrawingMark::Right : DrawingMark::Wrong, -1, node,
                                                    tr("%1 holds %2").arg(who, packetNames(truth))}});
    QStringList parts{tr("Right packets of %1: %2").arg(who).arg(mLastScore.right.size())};
    if (!mLastScore.missed.empty())
        parts << tr("missed: %1 (%2)").arg(mLastScore.missed.size()).arg(packetNames(mLastScore.missed));
    if (!mLastScore.wrong.empty())
        parts << tr("wrong: %1 (%2)").arg(mLastScore.wrong.size()).arg(packetNames(mLastScore.wrong));
    if (truth.empty() && mLastRight)
        mVerdict->setText(tr("Right: %1 holds nothing after round %2.").arg(who).arg(mQuestionRound));
    else
        mVerdict->setText(parts.join(QStringLiteral("; ")) + QLatin1Char('.'));
}

void ExercisePanel::revealTime()
{
    const auto result = mSession->result();
    double answer = 0;
    if (!core::userinput::parseRealNumber(mTime->text().trimmed(), &answer))
        answer = QLocale().toDouble(mTime->text().trimmed());
    const double truth = core::exercise::timeOfRound(*result, mQuestionRound);
    mLastRight = core::exercise::timeIsRight(truth, answer);
    if (mLastRight) {
        mVerdict->setText(tr("Right: round %1 takes %2 (you said %3).")
                              .arg(mQuestionRound)
                              .arg(timeText(truth), timeText(answer)));
        return;
    }
    const QString off = truth != 0 ? QLocale().toString(100.0 * std::abs(answer - truth) / truth, 'f', 1) : QString();
    mVerdict->setText(truth != 0 ? tr("Not right: round %1 takes %2; you said %3, %4 % off (1 % is close enough).")
                                       .arg(mQuestionRound)
                                       .arg(timeText(truth), timeText(answer), off)
                                 : tr("Not right: round %1 takes no time; you said %2.")
                                       .arg(mQuestionRound)
                                       .arg(timeText(answer)));
}

void ExercisePanel::showHint()
{
    const auto result = mSession->result();
    if (!result || mQuestionRound > mSession->roundCount())
        return;
    const int node = mSession->selectedNode();
    if (!result->topology->isProcessor(node)) {
        mHintText->setText(tr("Select a processor in the drawing: the hint is its pseudo-code line in round %1.")
                               .arg(mQuestionRound));
        return;
    }
    const QString who = tr("Processor %1 (%2)").arg(node).arg(result->topology->label(node));
    const core::Round &round = result->schedule->rounds[std::size_t(mQuestionRound - 1)];
    const core::PseudoCode code =
        result->algorithm ? result->algorithm->pseudoCodeFor(*result->topology) : core::PseudoCode{};
    if (std::size_t(node) >= round.traces.size() || code.isEmpty()) {
        mHintText->setText(tr("No hint: this schedule has no pseudo-code trace; the schedule table lists what each "
                              "node sends."));
        return;
    }
    const core::NodeTrace &trace = round.traces[std::size_t(node)];
    if (trace.line < 0 || trace.line >= code.lines.size()) {
        mHintText->setText(tr("Hint: %1 is idle in round %2.").arg(who).arg(mQuestionRound));
        return;
    }
    QStringList vars;
    for (const auto &[name, value] : trace.vars)
        vars << QStringLiteral("%1 = %2").arg(name, value);
    const QString line = core::translatedCodeLine(code.lines[trace.line]).trimmed();
    mHintText->setText(vars.isEmpty() ? tr("Hint: %1 in round %2 runs line %3: %4")
                                            .arg(who)
                                            .arg(mQuestionRound)
                                            .arg(trace.line + 1)
                                            .arg(line)
                                      : tr("Hint: %1 in round %2 runs line %3: %4 (with %5)")
                                            .arg(who)
                                            .arg(mQuestionRound)
                                            .arg(trace.line + 1)
                                            .arg(line, vars.join(QStringLiteral(", "))));
}

void ExercisePanel::nextQuestion()
{
    const auto result = mSession->result();
    if (!result)
        return;
    // The lecturer's question rounds: the sheet's, else the bookmarks; without either every round.
    QVector<int> rounds = mSession->exercises().rounds();
    if (rounds.isEmpty())
        rounds = mSession->bookmarks();
    int target = mQuestionRound + 1;
    if (!rounds.isEmpty()) {
        const auto after = std::upper_bound(rounds.begin(), rounds.end(), mQuestionRound);
        target = after == rounds.end() ? mSession->roundCount() + 1 : *after;
    }
    if (target > mSession->roundCount()) {
        mVerdict->setText(tr("No question left after round %1.").arg(mQuestionRound));
        return;
    }
    if (mSession->round() == target - 1)
        askNext();
    else
        mSession->setRound(target - 1); // asks anew (onRoundChanged)
}

bool ExercisePanel::saveSheet(const QString &path, QString *error)
{
    const auto fail = [error](const QString &sentence) {
        if (error)
            *error = sentence;
        return false;
    };
    if (mSession->document())
        return fail(tr("the window shows a schedule file, and an exercise sheet is a scenario, which keeps the setup of a "
                       "built-in algorithm; nothing was written"));
    if (mSession->bookmarks().isEmpty())
        return fail(tr("no round is bookmarked; bookmark the rounds to ask about (M), then save; nothing was written"));
    const auto result = mSession->result();
    const Kind k = kind();
    const int node = mSession->selectedNode();
    if (k == Kind::Holdings && tooManyPackets())
        return fail(tr("a holdings question is not asked on a schedule of more than %1 packets; choose channels or "
                       "time; nothing was written")
                        .arg(kMaxListedPackets));
    if (k == Kind::Holdings && !(result && result->topology->isProcessor(node)))
        return fail(tr("a holdings question asks about the selected processor, and none is selected; nothing was "
                       "written"));
    core::exercise::ExerciseSheet sheet;
    for (int r : mSession->bookmarks())
        sheet.questions << core::exercise::Question{r, k, k == Kind::Holdings ? node : -1};
    // The scenario Save scenario writes (setup, round, bookmarks, panels), with the sheet.
    core::Scenario scenario = core::Scenario::fromRunRequest(mSession->request(), mSession->round());
    scenario.bookmarks = mSession->bookmarks();
    for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
        if (auto *window = qobject_cast<MainWindow *>(w)) {
            scenario = window->scenarioFiles()->currentScenario();
            break;
        }
    }
    scenario.exercises = sheet;
    // The sheet opens just before its first question, whatever round the lecturer was on.
    scenario.round = sheet.questions.front().round - 1;
    if (!scenario.writeFile(path, error))
        return false;
    mSession->setExercises(sheet);
    return true;
}

void ExercisePanel::saveInteractively()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save exercise sheet"),
                                                      QStringLiteral("exercise.") + ScenarioFiles::suffix(),
                                                      tr("CollViz scenarios (*.collviz)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveSheet(path, &error))
        QMessageBox::warning(this, tr("Save exercise sheet"), tr("The exercise sheet was not saved: %1.").arg(error));
}

bool ExercisePanel::tooManyPackets() const
{
    const auto result = mSession->result();
    return result && result->schedule && result->schedule->packets.size() > std::size_t(kMaxListedPackets);
}

QString ExercisePanel::tooManyPacketsText() const
{
    const auto result = mSession->result();
    const std::size_t packets = result && result->schedule ? result->schedule->packets.size() : 0;
    return tr("This schedule has %1 packets, more than the %2 a holdings list can offer, so no holdings question is "
              "asked on it; predict the channels in use or the round's time instead.")
        .arg(packets)
        .arg(kMaxListedPackets);
}

QString ExercisePanel::arcName(int arc) const
{
    const auto result = mSession->result();
    if (!result || arc < 0 || arc >= int(result->topology->arcs().size()))
        return QString();
    const core::Arc &a = result->topology->arc(arc);
    return QStringLiteral("%1→%2").arg(result->topology->label(a.from), result->topology->label(a.to));
}

QString ExercisePanel::arcNames(const std::vector<int> &arcs) const
{
    QStringList names;
    for (int arc : arcs)
        names << arcName(arc);
    return names.join(QStringLiteral(", "));
}

QString ExercisePanel::packetNames(const std::vector<int> &ids) const
{
    const auto result = mSession->result();
    if (!result || ids.empty())
        return tr("nothing");
    return notation::nameList(*result->schedule, *result->topology, ids, 1000, 24);
}

void ExercisePanel::refresh()
{
    const auto result = mSession->result();
    const int rounds = mSession->roundCount();
    const bool open = result && mQuestionRound <= rounds;
    const Kind k = kind();
    if (!result && mSession->isRunning()) {
        mQuestion->setText(tr("The run is under way; the question comes when it is done."));
    } else if (!result) {
        const QString error = mSession->error();
        mQuestion->setText(error.isEmpty() ? tr("No run to ask about.") : tr("No run to ask about: %1").arg(error));
    } else if (!open) {
        mQuestion->setText(tr("The run is over: round %1 was its last. Go back to an earlier round (Home) to be asked "
                              "again.")
                               .arg(rounds));
    } else {
        const bool lecturers = mSession->exercises().rounds().contains(mQuestionRound)
                               || mSession->bookmarks().contains(mQuestionRound);
        mQuestion->setText(lecturers ? tr("Question on round %1 of %2 (the lecturer's)").arg(mQuestionRound).arg(rounds)
                                     : tr("Question on round %1 of %2").arg(mQuestionRound).arg(rounds));
    }
    QString prompt;
    if (open && !mRevealed) {
        if (k == Kind::Channels) {
            prompt = tr("Click each channel that will carry data in round %1 (direction matters: a link's two "
                        "directions are drawn side by side); a second click takes it back.")
                         .arg(mQuestionRound);
            if (result->model.duplex == core::Duplex::Half)
                prompt = tr("Click each link that will carry data in round %1; under half duplex a link is one "
                            "channel, so a click on either lane marks both directions; a second click takes it back.")
                             .arg(mQuestionRound);
            if (!mPredictedArcs.empty())
                prompt += QLatin1Char(' ') + tr("Predicted: %1.").arg(arcNames(mPredictedArcs));
        } else if (k == Kind::Holdings && tooManyPackets()) {
            prompt = tooManyPacketsText();
        } else if (k == Kind::Holdings) {
            const int node = mSession->selectedNode();
            prompt = result->topology->isProcessor(node)
                         ? tr("Tick the packets %1 will hold after round %2.").arg(result->topology->label(node)).arg(mQuestionRound)
                         : tr("Select a processor in the drawing, then tick the packets it will hold after round %1.")
                               .arg(mQuestionRound);
        } else {
            const core::CostParams &cost = result->params.cost;
            const QLocale locale;
            // t_c only where combines cost something: the round's time counts it then.
            prompt = cost.tc != 0
                         ? tr("Type the time round %1 will take under %2 with m = %3, t_s = %4, t_w = %5, t_h = %6 "
                              "and t_c = %7.")
                               .arg(mQuestionRound)
                               .arg(result->model.toString(), locale.toString(cost.m), locale.toString(cost.ts),
                                    locale.toString(cost.tw), locale.toString(cost.th), locale.toString(cost.tc))
                         : tr("Type the time round %1 will take under %2 with m = %3, t_s = %4, t_w = %5 and t_h = %6.")
                               .arg(mQuestionRound)
                               .arg(result->model.toString(), locale.toString(cost.m), locale.toString(cost.ts),
                                    locale.toString(cost.tw), locale.toString(cost.th));
        }
    } else if (mRevealed) {
        prompt = tr("Round %1 is on show; the narration says why. Next question goes on.").arg(mQuestionRound);
    }
    mPrompt->setText(prompt);
    mKind->setEnabled(open && !mRevealed);
    mTime->setEnabled(open && !mRevealed);
    mPackets->setEnabled(open && !mRevealed && !tooManyPackets());
    mReveal->setEnabled(open && !mRevealed);
    mHint->setEnabled(open);
    mNext->setEnabled(result != nullptr);
    mSave->setEnabled(result != nullptr);
    mScoreLabel->setText(mScore.asked == 0 ? tr("No answer revealed yet in this run.")
                                           : tr("%1 of %2 right in this run.").arg(mScore.right).arg(mScore.asked));
}

void ExercisePanel::retranslateUi()
{
    mKindLabel->setText(tr("&Predict:"));
    mKind->setItemText(mKind->findData(int(Kind::Channels)), tr("the channels in use"));
    mKind->setItemText(mKind->findData(int(Kind::Holdings)), tr("what the selected node holds after it"));
    mKind->setItemText(mKind->findData(int(Kind::Time)), tr("the round's time"));
    mKind->setAccessibleName(tr("What to predict"));
    mTime->setPlaceholderText(tr("time, e.g. 14"));
    mTime->setAccessibleName(tr("Predicted time of the round"));
    mPackets->setAccessibleName(tr("Packets the selected node will hold"));
    mPackets->setAccessibleDescription(tr("Tick each packet the selected node will hold after the round"));
    mReveal->setText(tr("&Reveal"));
    mReveal->setToolTip(tr("Show the round and score the prediction"));
    mHint->setText(tr("&Hint"));
    mHint->setToolTip(tr("The selected processor's pseudo-code line and variables in the round"));
    mNext->setText(tr("&Next question"));
    mNext->setToolTip(tr("Go to the next round the lecturer asks about (or the next round)"));
    mSave->setText(tr("&Save exercise sheet…"));
    mSave->setToolTip(tr("Save the setup as a scenario whose bookmarked rounds are questions of the kind chosen"));
    refresh();
}

void ExercisePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        mPacketsStale = true;
        if (kind() == Kind::Holdings)
            listPackets();
    }
    QWidget::changeEvent(event);
}

void ExercisePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

} // namespace collviz::views
