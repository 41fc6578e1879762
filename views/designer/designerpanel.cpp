// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/designer/designerpanel.h"

#include "views/designer/designdocument.h"
#include "views/network/packetnotation.h"
#include "views/session.h"

#include "core/designer/challenges.h"
#include "core/designer/comparison.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace collviz::views {

namespace {

namespace designer = core::designer;

QLabel *wrappingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString idList(const std::vector<int> &ids)
{
    QStringList parts;
    for (int id : ids)
        parts << QString::number(id);
    return parts.join(QStringLiteral(", "));
}

} // namespace

DesignerPanel::DesignerPanel(Session *session, QWidget *parent)
    : QWidget(parent), mSession(session), mDocument(new DesignDocument(this)), mShowTimer(new QTimer(this))
{
    mShowTimer->setSingleShot(true);
    mShowTimer->setInterval(0);
    connect(mShowTimer, &QTimer::timeout, this, &DesignerPanel::showInDrawing);

    auto *layout = new QVBoxLayout(this);
    mChallenges = new QComboBox(this);
    layout->addWidget(mChallenges);
    mGoal = wrappingLabel(this);
    layout->addWidget(mGoal);

    auto *files = new QHBoxLayout;
    mNewEmpty = new QPushButton(this);
    mEditCopy = new QPushButton(this);
    mOpen = new QPushButton(this);
    mSave = new QPushButton(this);
    mUndo = new QToolButton(this);
    mRedo = new QToolButton(this);
    mUndo->setDefaultAction(mDocument->undoStack()->createUndoAction(this));
    mRedo->setDefaultAction(mDocument->undoStack()->createRedoAction(this));
    for (QWidget *w : {static_cast<QWidget *>(mNewEmpty), static_cast<QWidget *>(mEditCopy),
                       static_cast<QWidget *>(mOpen), static_cast<QWidget *>(mSave)})
        files->addWidget(w);
    files->addStretch();
    files->addWidget(mUndo);
    files->addWidget(mRedo);
    layout->addLayout(files);

    auto *lists = new QSplitter(Qt::Horizontal, this);
    auto *roundsBox = new QWidget(lists);
    auto *roundsLayout = new QVBoxLayout(roundsBox);
    roundsLayout->setContentsMargins(0, 0, 0, 0);
    mRounds = new QListWidget(roundsBox);
    roundsLayout->addWidget(mRounds);
    auto *roundButtons = new QHBoxLayout;
    mInsertRound = new QPushButton(roundsBox);
    mDeleteRound = new QPushButton(roundsBox);
    mRoundUp = new QPushButton(roundsBox);
    mRoundDown = new QPushButton(roundsBox);
    for (QPushButton *b : {mInsertRound, mDeleteRound, mRoundUp, mRoundDown})
        roundButtons->addWidget(b);
    roundsLayout->addLayout(roundButtons);
    auto *transfersBox = new QWidget(lists);
    auto *transfersLayout = new QVBoxLayout(transfersBox);
    transfersLayout->setContentsMargins(0, 0, 0, 0);
    mTransfers = new QListWidget(transfersBox);
    mTransfers->setWordWrap(true);
    transfersLayout->addWidget(mTransfers);
    auto *transferButtons = new QHBoxLayout;
    mRemoveTransfer = new QPushButton(transfersBox);
    mPackets = new QLineEdit(transfersBox);
    mSetPackets = new QPushButton(transfersBox);
    transferButtons->addWidget(mPackets, 1);
    transferButtons->addWidget(mSetPackets);
    transfersLayout->addLayout(transferButtons);
    transfersLayout->addWidget(mRemoveTransfer, 0, Qt::AlignLeft);
    lists->addWidget(roundsBox);
    lists->addWidget(transfersBox);
    lists->setStretchFactor(0, 1);
    lists->setStretchFactor(1, 2);
    layout->addWidget(lists, 1);

    mHint = wrappingLabel(this);
    mVerdict = wrappingLabel(this);
    mProgress = wrappingLabel(this);
    mComparison = wrappingLabel(this);
    mTarget = wrappingLabel(this);
    for (QLabel *label : {mHint, mVerdict, mProgress, mComparison, mTarget})
        layout->addWidget(label);

    connectControls();
    retranslate();
    onChanged();
}

DesignerPanel::~DesignerPanel()
{
    // A file being read is dropped (its reader sees the flag); the reader is waited for.
    if (mCancelOpen)
        mCancelOpen->store(true);
    mOpenPool.waitForDone();
}

void DesignerPanel::connectControls()
{
    connect(mChallenges, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        if (index > 0)
            startChallenge(index - 1);
    });
    connect(mNewEmpty, &QPushButton::clicked, this, &DesignerPanel::newEmpty);
    connect(mEditCopy, &QPushButton::clicked, this, &DesignerPanel::editCopy);
    connect(mOpen, &QPushButton::clicked, this, &DesignerPanel::open);
    connect(mSave, &QPushButton::clicked, this, &DesignerPanel::save);
    connect(mInsertRound, &QPushButton::clicked, this, [this] {
        const int at = currentRound() + 1;
        if (insertRound(at))
            setCurrentRound(at);
    });
    connect(mDeleteRound, &QPushButton::clicked, this, [this] {
        if (currentRound() >= 0)
            mDocument->deleteRound(currentRound());
    });
    connect(mRoundUp, &QPushButton::clicked, this, [this] {
        const int r = currentRound();
        if (r > 0) {
            mDocument->moveRound(r, r - 1);
            setCurrentRound(r - 1);
        }
    });
    connect(mRoundDown, &QPushButton::clicked, this, [this] {
        const int r = currentRound();
        if (r >= 0 && r + 1 < mDocument->design().roundCount()) {
            mDocument->moveRound(r, r + 1);
            setCurrentRound(r + 1);
        }
    });
    connect(mRemoveTransfer, &QPushButton::clicked, this, [this] {
        // The list shows the round's transfers, then its combines.
        const int r = currentRound();
        const int t = mTransfers->currentRow();
        if (r < 0 || t < 0)
            return;
        const designer::DesignRound &round = mDocument->design().round(r);
        const int transfers = int(round.transfers.size());
        if (t < transfers)
            mDocument->removeTransfer(r, t);
        else if (t - transfers < int(round.combines.size()))
            mDocument->removeCombine(r, t - transfers);
    });
    connect(mSetPackets, &QPushButton::clicked, this, &DesignerPanel::applyPackets);
    connect(mPackets, &QLineEdit::returnPressed, this, &DesignerPanel::applyPackets);
    connect(mTransfers, &QListWidget::currentRowChanged, this, [this](int t) {
        const int r = currentRound();
        const bool transfer = r >= 0 && t >= 0 && t < int(mDocument->design().round(r).transfers.size());
        mPackets->setText(transfer ? idList(mDocument->design().round(r).transfers[std::size_t(t)].packets) : QString());
    });
    connect(mRounds, &QListWidget::currentRowChanged, this, [this](int) {
        fillTransfers();
        updateTexts();
        if (mShown && mSession->result() && mSession->result()->schedule == mShown && currentRound() >= 0) {
            mSession->setRound(currentRound() + 1);
            mSession->setMarks(currentRound() + 1, marksOf(currentRound()));
        } else {
            mShowTimer->start();
        }
    });
    connect(mDocument, &DesignDocument::changed, this, &DesignerPanel::onChanged);
    connect(mDocument, &DesignDocument::comparisonChanged, this, &DesignerPanel::updateTexts);
    connect(mSession, &Session::drawingClicked, this, &DesignerPanel::onDrawingClicked);
    connect(mSession, &Session::resultChanged, this, [this] { mEditCopy->setEnabled(bool(mSession->result())); });

}

void DesignerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DesignerPanel::retranslate()
{
    const int chosen = mChallenges->currentIndex();
    mChallenges->clear();
    mChallenges->addItem(tr("Free design"));
    for (const designer::Challenge &c : designer::challenges())
        mChallenges->addItem(tr("Challenge: %1").arg(c.title.translated()));
    mChallenges->setCurrentIndex(std::max(0, chosen));
    mChallenges->setAccessibleName(tr("Challenge"));
    mNewEmpty->setText(tr("New empty"));
    mNewEmpty->setToolTip(tr("An empty schedule for the operation, network, model and costs on show"));
    mEditCopy->setText(tr("Edit a copy"));
    mEditCopy->setToolTip(tr("A copy of the schedule on show, to change"));
    mOpen->setText(tr("Open…"));
    mSave->setText(tr("Save…"));
    mUndo->defaultAction()->setToolTip(tr("Undo the last edit"));
    mRedo->defaultAction()->setToolTip(tr("Redo the edit undone last"));
    mInsertRound->setText(tr("Insert round"));
    mDeleteRound->setText(tr("Delete round"));
    mRoundUp->setText(tr("Move up"));
    mRoundDown->setText(tr("Move down"));
    mRemoveTransfer->setText(tr("Remove transfer"));
    mSetPackets->setText(tr("Set packets"));
    mPackets->setPlaceholderText(tr("packets, e.g. 3, 7; empty: what is needed next"));
    mPackets->setAccessibleName(tr("Packets of the selected transfer"));
    mRounds->setAccessibleName(tr("Rounds"));
    mRounds->setAccessibleDescription(tr("The designed schedule's rounds; the one selected is edited and shown."));
    mTransfers->setAccessibleName(tr("Transfers"));
    mTransfers->setAccessibleDescription(
        tr("The transfers of the selected round, each accepted or broken, with the rule it breaks."));
    onChanged();
}

int DesignerPanel::currentRound() const
{
    if (!mDocument->hasDesign() || mDocument->design().roundCount() == 0)
        return -1;
    return std::clamp(mRounds->currentRow(), 0, mDocument->design().roundCount() - 1);
}

void DesignerPanel::setCurrentRound(int round)
{
    if (round >= 0 && round < mRounds->count())
        mRounds->setCurrentRow(round);
}

QStringList DesignerPanel::transferLines() const
{
    QStringList lines;
    for (int i = 0; i < mTransfers->count(); ++i)
        lines << mTransfers->item(i)->text();
    return lines;
}

QString DesignerPanel::nodeName(int node) const
{
    const core::Topology &topo = mDocument->design().topology();
    return node >= 0 && node < topo.nodeCount() ? topo.label(node) : QString::number(node);
}

void DesignerPanel::newEmpty()
{
    const std::shared_ptr<const core::RunResult> result = mSession->result();
    if (!result || !result->problem) {
        mHint->setText(tr("Nothing is on show to design a schedule for; choose a setup first."));
        return;
    }
    const core::Problem &problem = *result->problem;
    QString error;
    if (!designer::Design::fits(problem, 1, &error)) {
        mHint->setText(error);
        return;
    }
    const std::unique_ptr<designer::Design> design =
        designer::Design::create(problem.operation(), result->topology->name(), result->model.toString(),
                                 result->params.cost, core::usesRoot(problem.operation()) ? problem.root() : 0,
                                 core::usesShift(problem.operation()) ? problem.shift() : 0, &error);
    if (!design) {
        mHint->setText(error);
        return;
    }
    mChallenges->setCurrentIndex(0);
    mDocument->reset(*design);
}

void DesignerPanel::editCopy()
{
    const std::shared_ptr<const core::RunResult> result = mSession->result();
    if (!result || !result->schedule) {
        mHint->setText(tr("Nothing is on show to copy; choose a setup first."));
        return;
    }
    QString why;
    if (!designer::Design::fits(*result->problem, int(result->schedule->rounds.size()), &why)) {
        mHint->setText(why);
        return;
    }
    mChallenges->setCurrentIndex(0);
    mDocument->reset(designer::Design::copyOf(*result));
    setCurrentRound(0);
}

void DesignerPanel::startChallenge(int index)
{
    const designer::Challenge &c = designer::challenges()[std::size_t(index)];
    QString error;
    const std::unique_ptr<designer::Design> design = c.start(&error);
    if (!design) {
        mHint->setText(error);
        return;
    }
    mChallenges->setCurrentIndex(index + 1);
    mDocument->reset(*design, &c);
}

void DesignerPanel::save()
{
    if (!mDocument->hasDesign())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the designed schedule"), QString(),
                                                      tr("Schedules (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    mHint->setText(designer::save(mDocument->design(), path, &error) ? tr("Saved as %1.").arg(path) : error);
}

void DesignerPanel::open()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a schedule to edit"), QString(),
                                                      tr("Schedules (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    openFile(path);
}

void DesignerPanel::openFile(const QString &path)
{
    // Read and checked off the GUI thread (a large file takes seconds); a later Open drops it.
    if (mCancelOpen)
        mCancelOpen->store(true);
    mCancelOpen = std::make_shared<std::atomic<bool>>(false);
    mHint->setText(tr("Reading %1…").arg(path));
    mOpenPool.start([this, path, cancel = mCancelOpen] {
        auto design = std::make_shared<designer::Design>();
        auto error = std::make_shared<QString>();
        const bool ok = designer::open(path, design.get(), error.get(), cancel.get());
        QMetaObject::invokeMethod(
            this,
            [this, ok, design, error, cancel] {
                if (cancel->load())
                    return;
                if (ok) {
                    mChallenges->setCurrentIndex(0);
                    mDocument->reset(*design);
                    setCurrentRound(0);
                } else {
                    mHint->setText(*error);
                }
                emit fileRead(ok);
            },
            Qt::QueuedConnection);
    });
}

QString DesignerPanel::hint() const { return mHint->text(); }

QString DesignerPanel::comparisonText() const { return mComparison->text(); }

QString DesignerPanel::targetText() const { return mTarget->text(); }

void DesignerPanel::setCurrentTransfer(int index)
{
    if (index >= 0 && index < mTransfers->count())
        mTransfers->setCurrentRow(index);
}

bool DesignerPanel::applyPackets()
{
    const int r = currentRound();
    const int t = mTransfers->currentRow();
    if (r < 0 || t < 0 || t >= int(mDocument->design().round(r).transfers.size())) {
        mHint->setText(tr("Select a transfer first."));
        return false;
    }
    const core::designer::Design &design = mDocument->design();
    const core::TransferData &transfer = design.round(r).transfers[std::size_t(t)];
    std::vector<int> packets;
    const QString text = mPackets->text().trimmed();
    if (text.isEmpty()) {
        packets = r == 0 ? design.defaultPackets(design.start().initial.toBufferState(), transfer.src, transfer.dst)
                         : design.defaultPackets(mDocument->verdict().rounds[std::size_t(r - 1)].verdict.after,
                                                 transfer.src, transfer.dst);
    } else {
        const int count = design.packetIdCount();
        for (const QString &part : text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
            bool ok = false;
            const int id = part.toInt(&ok);
            if (!ok || id < 0 || id >= count) {
                mHint->setText(tr("\"%1\" is not a packet; packets are numbers 0..%2 separated by commas, such as 3, 7.")
                                   .arg(part)
                                   .arg(count - 1));
                return false;
            }
            packets.push_back(id);
        }
    }
    const int keep = t;
    mDocument->setTransferPackets(r, t, packets);
    setCurrentTransfer(keep);
    return true;
}

bool DesignerPanel::insertRound(int at)
{
    // The size cap holds for every round count, not only the first one.
    QString why;
    if (!designer::Design::fits(mDocument->design().problem(), mDocument->design().roundCount() + 1, &why)) {
        mHint->setText(why);
        return false;
    }
    mDocument->insertRound(at);
    return true;
}

void DesignerPanel::onChanged()
{
    // A sender or path picked on another problem means nothing on this one (New empty, Open,
    // a challenge, or undoing them replaced the design).
    const std::shared_ptr<const core::Problem> problem =
        mDocument->hasDesign() ? mDocument->design().problemPtr() : nullptr;
    if (problem != mPickedOn) {
        mPickedOn = problem;
        mSender = -1;
        mWaypoints.clear();
    }
    fillRounds();
    fillTransfers();
    updateTexts();
    if (mDocument->hasDesign())
        mShowTimer->start();
}

void DesignerPanel::fillRounds()
{
    const int keep = mRounds->currentRow();
    const QSignalBlocker blocker(mRounds);
    mRounds->clear();
    if (!mDocument->hasDesign())
        return;
    const designer::DesignVerdict &v = mDocument->verdict();
    for (int r = 0; r < v.roundCount(); ++r) {
        const designer::RoundCheck &rc = v.rounds[std::size_t(r)];
        const bool ok = std::all_of(rc.transfers.begin(), rc.transfers.end(), [](const auto &t) { return t.ok; })
                        && rc.verdict.ok();
        auto *item = new QListWidgetItem(tr("%1 Round %2: %n transfer(s), time %3", nullptr, int(rc.transfers.size()))
                                             .arg(ok ? QStringLiteral("✓") : QStringLiteral("✗"))
                                             .arg(r + 1)
                                             .arg(rc.time),
                                         mRounds);
        item->setForeground(marks::color(ok ? DrawingMark::Accepted : DrawingMark::Broken));
    }
    if (mRounds->count() > 0)
        mRounds->setCurrentRow(std::clamp(keep, 0, mRounds->count() - 1));
}

void DesignerPanel::fillTransfers()
{
    mTransfers->clear();
    const int r = currentRound();
    if (r < 0)
        return;
    const designer::Design &design = mDocument->design();
    const designer::DesignRound &round = design.round(r);
    const designer::RoundCheck &rc = mDocument->verdict().rounds[std::size_t(r)];
    // Packets in the drawing's notation ({000,001}, 000, Σ000-011), on the schedule the design
    // makes: built only where combines number partial sums, else the problem's packets are all.
    const std::vector<int> ids = design.packetNumbering();
    const core::Schedule built = ids.empty() ? core::Schedule() : design.schedule();
    const core::Schedule &numbered = ids.empty() ? design.start() : built;
    auto packetName = [&](int id) {
        const int at = ids.empty() ? id : id >= 0 && id < int(ids.size()) ? ids[std::size_t(id)] : -1;
        return QStringLiteral("%1 %2").arg(id).arg(notation::packetName(numbered, design.topology(), at));
    };
    for (std::size_t i = 0; i < round.transfers.size(); ++i) {
        const core::TransferData &t = round.transfers[i];
        const designer::TransferVerdict &tv = rc.transfers[i];
        QStringList path;
        for (int v : t.path)
            path << nodeName(v);
        QStringList packets;
        for (int id : t.packets)
            packets << packetName(id);
        QString text = tr("%1 %2 → %3 over %4, packets %5")
                           .arg(tv.ok ? QStringLiteral("✓") : QStringLiteral("✗"), nodeName(t.src), nodeName(t.dst),
                                path.join(QStringLiteral("→")), packets.join(QStringLiteral(", ")));
        for (const QString &sentence : tv.sentences)
            text += QStringLiteral("\n    ") + sentence;
        auto *item = new QListWidgetItem(text, mTransfers);
        item->setForeground(marks::color(tv.ok ? DrawingMark::Accepted : DrawingMark::Broken));
        item->setToolTip(tv.sentences.join(QLatin1Char('\n')));
    }
    for (std::size_t c = 0; c < rc.combines.size(); ++c) {
        const designer::DesignCombine &combine = round.combines[c];
        QString text = tr("%1 node %2 adds %3").arg(rc.combines[c].isEmpty() ? QStringLiteral("✓") : QStringLiteral("✗"),
                                                   nodeName(combine.node), idList(combine.inputs));
        for (const QString &sentence : rc.combines[c])
            text += QStringLiteral("\n    ") + sentence;
        new QListWidgetItem(text, mTransfers);
    }
}

void DesignerPanel::updateTexts()
{
    const bool has = mDocument->hasDesign();
    for (QWidget *w : {static_cast<QWidget *>(mSave), static_cast<QWidget *>(mInsertRound),
                       static_cast<QWidget *>(mDeleteRound), static_cast<QWidget *>(mRoundUp),
                       static_cast<QWidget *>(mRoundDown), static_cast<QWidget *>(mRemoveTransfer),
                       static_cast<QWidget *>(mPackets), static_cast<QWidget *>(mSetPackets)})
        w->setEnabled(has);
    mEditCopy->setEnabled(bool(mSession->result()));
    const designer::Challenge *challenge = mDocument->challenge();
    int chosen = 0;
    for (std::size_t i = 0; i < designer::challenges().size(); ++i)
        if (challenge == &designer::challenges()[i])
            chosen = int(i) + 1;
    mChallenges->setCurrentIndex(chosen);
    mGoal->setText(challenge ? challenge->goal.translated() : QString());
    mGoal->setVisible(challenge);
    if (!has) {
        mHint->setText(tr("Start with New empty, Edit a copy, Open… or a challenge."));
        for (QLabel *label : {mVerdict, mProgress, mComparison, mTarget})
            label->clear();
        return;
    }
    if (mSender < 0)
        mHint->setText(isReduction(mDocument->design().operation())
                           ? tr("Click a sender on the drawing, then its receiver; Ctrl-click a node to add up the "
                                "partial sums it holds.")
                           : tr("Click a sender on the drawing, then its receiver."));
    else if (mWaypoints.empty())
        mHint->setText(tr("Sender %1: click the receiver (Shift-click the nodes the path passes first; click the "
                          "sender again to cancel).")
                           .arg(nodeName(mSender)));
    else {
        QStringList path{nodeName(mSender)};
        for (int v : mWaypoints)
            path << nodeName(v);
        mHint->setText(tr("Path %1: click the receiver, or Shift-click the next node it passes.")
                           .arg(path.join(QStringLiteral("→"))));
    }
    const designer::DesignVerdict &v = mDocument->verdict();
    const int r = currentRound();
    QString state;
    if (v.verified && v.reusedChannels > 0)
        state = tr("verified; %1").arg(v.sharedChannelsNote()); // the red transfers are load, not a broken rule
    else if (v.verified)
        state = tr("verified");
    else if (!v.rulesKept)
        state = tr("%n rule(s) broken", nullptr, v.findings);
    else
        state = tr("not delivered yet");
    mVerdict->setText(r >= 0 ? tr("Round %1: time %2. Schedule: %n round(s), time %3, %4.", nullptr, v.roundCount())
                                   .arg(r + 1)
                                   .arg(v.rounds[std::size_t(r)].time)
                                   .arg(v.time)
                                   .arg(state)
                             : tr("No rounds yet: insert one, or click a sender on the drawing."));
    mProgress->setText(v.progressSentence());
    const designer::Comparison *comparison = mDocument->comparison();
    mComparison->setText(comparison ? designer::comparisonSentence(*comparison, v)
                                    : tr("Comparing with the registered algorithms…"));
    if (challenge) {
        // Which algorithms meet it, from the comparison of the same problem (once it is made).
        QString already;
        if (comparison) {
            const QStringList meeting = challenge->algorithmsMeeting(*comparison);
            already = meeting.isEmpty() ? tr("No registered algorithm meets it.")
                                        : tr("Already met by %1.").arg(meeting.join(QStringLiteral(", ")));
        }
        mTarget->setText(tr("Target: %1. %2 %3")
                             .arg(challenge->targetText(), challenge->metBy(v) ? tr("Met.") : tr("Not met yet."), already)
                             .trimmed());
    } else {
        mTarget->clear();
    }
}

DrawingMarks DesignerPanel::marksOf(int round) const
{
    DrawingMarks marks;
    if (round < 0 || round >= mDocument->verdict().roundCount())
        return marks;
    const designer::RoundCheck &rc = mDocument->verdict().rounds[std::size_t(round)];
    const designer::DesignRound &designed = mDocument->design().round(round);
    for (std::size_t i = 0; i < rc.transfers.size(); ++i) {
        const designer::TransferVerdict &tv = rc.transfers[i];
        const DrawingMark::Kind kind = tv.ok ? DrawingMark::Accepted : DrawingMark::Broken;
        const QString text = tv.sentences.join(QLatin1Char('\n'));
        for (int arc : tv.arcs)
            marks.push_back({kind, arc, -1, text});
        if (tv.arcs.empty())
            marks.push_back({kind, -1, designed.transfers[i].src, text});
    }
    return marks;
}

void DesignerPanel::showInDrawing()
{
    if (!mDocument->hasDesign())
        return;
    // The engine checks and times it off the GUI thread; a newer edit supersedes it.
    const designer::Design &design = mDocument->design();
    mShown = std::make_shared<const core::Schedule>(design.schedule());
    const int r = currentRound();
    mSession->showSchedule(design.origin(), design.problemPtr(), mShown, design.params(), r + 1, marksOf(r));
}

void DesignerPanel::onDrawingClicked(int node, int, Qt::KeyboardModifiers modifiers)
{
    // Behind another tab the designer is not what the user is clicking for.
    if (!isVisible() || !mDocument->hasDesign())
        return;
    const int nodes = mDocument->design().topology().nodeCount();
    if (node < 0 || node >= nodes)
        return;
    if (mSender >= nodes || std::any_of(mWaypoints.begin(), mWaypoints.end(), [nodes](int v) { return v >= nodes; })) {
        mSender = -1;
        mWaypoints.clear();
    }
    if (modifiers & Qt::ControlModifier) {
        // A combine: the partial sums the node can add at the end of the round.
        const int round = currentRound();
        if (!isReduction(mDocument->design().operation()))
            mHint->setText(tr("%1 is not a reduction: there is nothing to add up.")
                               .arg(core::operationName(mDocument->design().operation())));
        else if (round < 0)
            mHint->setText(tr("No rounds yet: send partial sums first, then Ctrl-click a node to add them up."));
        else if (!mDocument->addDefaultCombines(round, node))
            mHint->setText(tr("Node %1 holds no partial sums it can add at the end of this round.").arg(nodeName(node)));
        return;
    }
    if (mSender < 0) {
        mSender = node;
        mWaypoints.clear();
        updateTexts();
        return;
    }
    if (node == mSender && mWaypoints.empty()) {
        mSender = -1;
        updateTexts();
        return;
    }
    if (modifiers & Qt::ShiftModifier) {
        mWaypoints.push_back(node);
        updateTexts();
        return;
    }
    std::vector<int> path;
    if (!mWaypoints.empty()) {
        path.push_back(mSender);
        path.insert(path.end(), mWaypoints.begin(), mWaypoints.end());
        path.push_back(node);
    }
    const int sender = mSender;
    mSender = -1;
    mWaypoints.clear();
    int round = currentRound();
    if (round < 0) {
        if (!insertRound(0))
            return;
        round = 0;
    }
    mDocument->addTransfer(round, sender, node, path);
}

} // namespace collviz::views
