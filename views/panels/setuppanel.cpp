// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/setuppanel.h"

#include "core/networks/networkfamily.h"

#include "views/session.h"
#include "views/window/schedulenetworkdialog.h"

#include "core/scenario.h"
#include "core/codenotes.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>

namespace collviz::views {

namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kReasonRole = Qt::UserRole + 1;


/// What the operation is called in the textbooks, with the id in brackets for the CLI.
/// The operation as the list names it: core's one title and the CLI's name ("All-to-all
/// personalized (alltoall)").
QString operationLabel(core::Operation op)
{
    return QStringLiteral("%1 (%2)").arg(core::operationTitle(op).translated(), core::operationName(op));
}

QLabel *formLabel(QFormLayout *form, QWidget *field) { return qobject_cast<QLabel *>(form->labelForField(field)); }

/// Sets a field's label, and the name a screen reader gives the field: `name`, or else the
/// label's words without markup and without the colon (a label is often rich text: "t<sub>s</sub>").
void setLabel(QFormLayout *form, QWidget *field, const QString &text, const QString &name = {})
{
    if (QLabel *l = formLabel(form, field))
        l->setText(text);
    QString plain = name.isEmpty() ? QTextDocumentFragment::fromHtml(text).toPlainText().trimmed() : name;
    if (plain.endsWith(QLatin1Char(':')))
        plain.chop(1);
    field->setAccessibleName(plain);
}

QDoubleSpinBox *costSpin(double minimum, double maximum, double step)
{
    auto *s = new QDoubleSpinBox;
    s->setRange(minimum, maximum);
    s->setDecimals(2);
    s->setSingleStep(step);
    s->setAccelerated(true);
    return s;
}

} // namespace

SetupPanel::SetupPanel(Session *session, QWidget *parent) : QWidget(parent), mSession(session)
{
    buildUi();
    retranslateUi();
    loadRequest(mSession->request());
    connect(mSession, &Session::setupChanged, this, [this]() {
        if (!mLoading)
            loadRequest(mSession->request());
    });
}

QSpinBox *SetupPanel::sizeSpin(int index) const
{
    return mSide[std::size_t(std::clamp(index, 0, int(mSide.size()) - 1))];
}

void SetupPanel::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    buildScheduleGroup(layout);
    buildTopologyGroup(layout);
    buildAlgorithmGroup(layout);
    buildModelGroup(layout);
    buildCostGroup(layout);
    layout->addStretch(1);
    connectTopology();
    connectRun();
}

void SetupPanel::buildScheduleGroup(QVBoxLayout *layout)
{
    // A schedule file on show.
    mScheduleGroup = new QGroupBox(this);
    auto *scheduleLayout = new QVBoxLayout(mScheduleGroup);
    mScheduleInfo = new QLabel;
    mScheduleInfo->setWordWrap(true);
    mScheduleInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mCloseSchedule = new QPushButton;
    mScheduleNetwork = new QPushButton;
    mScheduleNetwork->hide();
    scheduleLayout->addWidget(mScheduleInfo);
    scheduleLayout->addWidget(mScheduleNetwork);
    scheduleLayout->addWidget(mCloseSchedule);
    mScheduleGroup->hide();
    layout->addWidget(mScheduleGroup);
}

void SetupPanel::buildTopologyGroup(QVBoxLayout *layout)
{
    // Topology.
    mTopologyGroup = new QGroupBox(this);
    mTopologyForm = new QFormLayout(mTopologyGroup);
    // The form is built from the network families (NetworkRegistry): their names, their sizes'
    // labels and ranges, a choice of powers of two where a size is one.
    mKind = new QComboBox;
    for (const auto &family : core::NetworkRegistry::instance().families())
        mKind->addItem(QString(), family->id());
    mDims = new QComboBox;
    int sizes = 1;
    for (const auto &family : core::NetworkRegistry::instance().families())
        sizes = std::max(sizes, family->sizeCount().second);
    for (int k = 0; k < sizes; ++k) {
        auto *s = new QSpinBox;
        s->setAccelerated(true);
        mSide.push_back(s);
    }
    mLeaves = new QComboBox;
    mNetworkFile = new QComboBox;
    offerNetworkFile({});
    mTopologySummary = new QLabel;
    mTopologySummary->setWordWrap(true);
    mTopologyForm->addRow(new QLabel, mKind);
    mTopologyForm->addRow(new QLabel, mDims);
    for (auto *s : mSide)
        mTopologyForm->addRow(new QLabel, s);
    mTopologyForm->addRow(new QLabel, mLeaves);
    mTopologyForm->addRow(new QLabel, mNetworkFile);
    mTopologyForm->addRow(mTopologySummary);
    layout->addWidget(mTopologyGroup);
}

void SetupPanel::buildAlgorithmGroup(QVBoxLayout *layout)
{
    // Operation and algorithm.
    mAlgorithmGroup = new QGroupBox(this);
    mAlgorithmForm = new QFormLayout(mAlgorithmGroup);
    // Algorithm titles are long: labels above the fields give the combos the full width.
    mAlgorithmForm->setRowWrapPolicy(QFormLayout::WrapAllRows);
    mOperation = new QComboBox;
    mOperationModel = new QStandardItemModel(mOperation);
    mOperation->setModel(mOperationModel);
    mAlgorithm = new QComboBox;
    mAlgorithmModel = new QStandardItemModel(mAlgorithm);
    mAlgorithm->setModel(mAlgorithmModel);
    mAlgorithm->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mAlgorithm->setMinimumContentsLength(16);
    mAlgorithmInfo = new QLabel;
    mAlgorithmInfo->setObjectName(QStringLiteral("algorithmInfo"));
    mAlgorithmInfo->setWordWrap(true);
    mAlgorithmInfo->setTextFormat(Qt::RichText);
    mRoot = new QSpinBox;
    mShift = new QSpinBox;
    mAlgorithmForm->addRow(new QLabel, mOperation);
    mAlgorithmForm->addRow(new QLabel, mAlgorithm);
    mAlgorithmForm->addRow(mAlgorithmInfo);
    mAlgorithmForm->addRow(new QLabel, mRoot);
    mAlgorithmForm->addRow(new QLabel, mShift);
    layout->addWidget(mAlgorithmGroup);
}

void SetupPanel::buildModelGroup(QVBoxLayout *layout)
{
    // Communication model.
    mModelGroup = new QGroupBox(this);
    mModelForm = new QFormLayout(mModelGroup);
    mSwitching = new QComboBox;
    mSwitching->addItem(QString(), int(core::Switching::StoreAndForward));
    mSwitching->addItem(QString(), int(core::Switching::Wormhole));
    mPorts = new QComboBox;
    mPorts->addItem(QString(), 1);
    mPorts->addItem(QString(), 2);
    mPorts->addItem(QString(), 0);
    mPortCount = new QSpinBox;
    mPortCount->setRange(2, core::CommModel::kMaxPorts);
    mDuplex = new QComboBox;
    mDuplex->addItem(QString(), int(core::Duplex::Full));
    mDuplex->addItem(QString(), int(core::Duplex::Half));
    mCombining = new QCheckBox;
    mWhatIf = new QLabel;
    mWhatIf->setWordWrap(true);
    mWhatIf->setStyleSheet(QStringLiteral("QLabel { color: #8a4b00; font-weight: bold; }"));
    mNatural = new QPushButton;
    mModelForm->addRow(new QLabel, mSwitching);
    mModelForm->addRow(new QLabel, mPorts);
    mModelForm->addRow(new QLabel, mPortCount);
    mModelForm->addRow(new QLabel, mDuplex);
    mModelForm->addRow(mCombining);
    mModelForm->addRow(mWhatIf);
    mModelForm->addRow(mNatural);
    layout->addWidget(mModelGroup);
}

void SetupPanel::buildCostGroup(QVBoxLayout *layout)
{
    // Cost parameters.
    mCostGroup = new QGroupBox(this);
    mCostForm = new QFormLayout(mCostGroup);
    mM = costSpin(0.01, core::Scenario::kMaxCost, 1.0);
    mTs = costSpin(0.0, core::Scenario::kMaxCost, 1.0);
    mTw = costSpin(0.0, core::Scenario::kMaxCost, 0.5);
    mTh = costSpin(0.0, core::Scenario::kMaxCost, 0.5);
    mTc = costSpin(0.0, core::Scenario::kMaxCost, 0.5);
    mCostForm->addRow(new QLabel, mM);
    mCostForm->addRow(new QLabel, mTs);
    mCostForm->addRow(new QLabel, mTw);
    mCostForm->addRow(new QLabel, mTh);
    mCostForm->addRow(new QLabel, mTc);
    layout->addWidget(mCostGroup);
}

void SetupPanel::connectTopology()
{
    connect(mKind, &QComboBox::currentIndexChanged, this, [this]() {
        if (mLoading)
            return;
        // A new kind starts from a size that shows its structure on a projector.
        std::vector<QSignalBlocker> blockers(mSide.begin(), mSide.end());
        const QSignalBlocker bd(mDims), bl(mLeaves);
        startFamily();
        onTopologyEdited();
    });
    connect(mDims, &QComboBox::currentIndexChanged, this, [this]() {
        if (mLoading)
            return;
        applySizeRanges();
        fitSizes();
        onTopologyEdited();
    });
    for (auto *s : mSide)
        connect(s, &QSpinBox::valueChanged, this, &SetupPanel::onTopologyEdited);
    connect(mLeaves, &QComboBox::currentIndexChanged, this, &SetupPanel::onTopologyEdited);
    connect(mNetworkFile, &QComboBox::activated, this, &SetupPanel::onNetworkFileChosen);
}

void SetupPanel::connectRun()
{
    connect(mOperation, &QComboBox::currentIndexChanged, this, &SetupPanel::onOperationChosen);
    connect(mAlgorithm, &QComboBox::currentIndexChanged, this, &SetupPanel::onAlgorithmChosen);
    connect(mRoot, &QSpinBox::valueChanged, this, [this]() {
        refillAlgorithms();
        commit();
    });
    connect(mShift, &QSpinBox::valueChanged, this, [this]() {
        refillAlgorithms();
        commit();
    });
    auto modelEdited = [this]() {
        updateVisibility();
        updateWhatIf();
        refillAlgorithms();
        commit();
    };
    connect(mSwitching, &QComboBox::currentIndexChanged, this, modelEdited);
    connect(mPorts, &QComboBox::currentIndexChanged, this, modelEdited);
    connect(mPortCount, &QSpinBox::valueChanged, this, modelEdited);
    connect(mDuplex, &QComboBox::currentIndexChanged, this, modelEdited);
    connect(mCombining, &QCheckBox::toggled, this, modelEdited);
    connect(mNatural, &QPushButton::clicked, this, [this]() {
        loadModel(naturalModel());
        updateWhatIf();
        commit();
    });
    for (auto *s : {mM, mTs, mTw, mTh, mTc})
        connect(s, &QDoubleSpinBox::valueChanged, this, &SetupPanel::commit);
    connect(mScheduleNetwork, &QPushButton::clicked, this, &SetupPanel::chooseScheduleNetwork);
    connect(mCloseSchedule, &QPushButton::clicked, this, [this]() {
        // The algorithm below under its natural model: the file's model was the file's.
        core::RunRequest request = currentRequest();
        request.modelSpec.clear();
        mSession->setRequest(request);
        updateDocumentState();
        updateWhatIf();
    });
}

void SetupPanel::retranslateUi()
{
    mTopologyGroup->setTitle(tr("Network"));
    for (int i = 0; i < mKind->count(); ++i)
        mKind->setItemText(i, core::NetworkRegistry::instance().find(mKind->itemData(i).toString())->title());
    for (int i = 0; i < mDims->count(); ++i)
        mDims->setItemText(i, dimensionsName(mDims->itemData(i).toInt()));
    setLabel(mTopologyForm, mKind, tr("Topology:"));
    setLabel(mTopologyForm, mDims, tr("Dimensions:"));
    setLabel(mTopologyForm, mNetworkFile, tr("File:"));
    mNetworkFile->setItemText(mNetworkFile->count() - 1, tr("Choose a file..."));
    mNetworkFile->setToolTip(tr("A network in the collviz-network/1 format: processors, switches and links. "
                                "The list starts with the bundled examples."));

    mAlgorithmGroup->setTitle(tr("Collective"));
    setLabel(mAlgorithmForm, mOperation, tr("Operation:"));
    setLabel(mAlgorithmForm, mAlgorithm, tr("Algorithm:"));
    setLabel(mAlgorithmForm, mRoot, tr("Root:"));
    setLabel(mAlgorithmForm, mShift, tr("Shift q:"));
    mRoot->setToolTip(tr("The processor that holds the data at the start (or collects it at the end)."));
    mShift->setToolTip(tr("Every processor i sends its datum to processor (i + q) mod p."));

    mModelGroup->setTitle(tr("Communication model"));
    mSwitching->setItemText(0, tr("Store-and-forward (SF)"));
    mSwitching->setItemText(1, tr("Wormhole (WH)"));
    mPorts->setItemText(0, tr("1-port"));
    mPorts->setItemText(1, tr("k-port"));
    mPorts->setItemText(2, tr("All-port"));
    mDuplex->setItemText(0, tr("Full duplex"));
    mDuplex->setItemText(1, tr("Half duplex"));
    mCombining->setText(tr("Combining (several packets in one message)"));
    setLabel(mModelForm, mSwitching, tr("Switching:"));
    setLabel(mModelForm, mPorts, tr("Ports:"));
    setLabel(mModelForm, mPortCount, tr("k:"));
    setLabel(mModelForm, mDuplex, tr("Links:"));

    mCostGroup->setTitle(tr("Cost parameters"));
    setLabel(mCostForm, mM, tr("m (words):"), tr("Message size m in words"));
    setLabel(mCostForm, mTs, tr("t<sub>s</sub> (start-up):"), tr("Start-up time t_s"));
    setLabel(mCostForm, mTw, tr("t<sub>w</sub> (per word):"), tr("Time per word t_w"));
    setLabel(mCostForm, mTh, tr("t<sub>h</sub> (per hop):"), tr("Time per hop t_h"));
    mM->setToolTip(tr("Words per packet: the size of every message the algorithm sends"));
    mTs->setToolTip(tr("Start-up time of every message"));
    mTw->setToolTip(tr("Time to send one word over a link"));
    mTh->setToolTip(tr("Time added for every link a message's path crosses"));
    setLabel(mCostForm, mTc, tr("t<sub>c</sub> (per word combined):"), tr("Time to combine one word t_c"));
    mTc->setToolTip(tr("Time to combine one word"));

    mScheduleGroup->setTitle(tr("Schedule file"));
    mCloseSchedule->setText(tr("Back to the built-in algorithms"));
    mScheduleNetwork->setText(tr("&Network…"));
    mScheduleNetwork->setToolTip(tr("Reads the file again on another network: it names its processors, not how "
                                    "they are linked"));
    mCloseSchedule->setToolTip(tr("Closes the schedule file and runs the algorithm chosen below on the network below"));

    const bool wasLoading = mLoading;
    mLoading = true;
    refillOperations();
    refillAlgorithms();
    mLoading = wasLoading;
    updateVisibility();
    updateWhatIf();
    updateDocumentState();
}

void SetupPanel::updateDocumentState()
{
    const auto document = mSession->document();
    mScheduleGroup->setVisible(bool(document));
    mTopologyGroup->setEnabled(!document);
    mAlgorithmGroup->setEnabled(!document);
    const bool takesNetwork = document && mSession->documentTakesNetwork();
    mScheduleNetwork->setVisible(takesNetwork);
    if (!document)
        return;
    const QString file = mSession->documentPath().isEmpty() ? tr("Designed in the schedule designer")
                                                            : QDir::toNativeSeparators(mSession->documentPath());
    if (takesNetwork) {
        // The file names no network: say which one it runs on, and whether it was chosen.
        const QString network = document->topology->name();
        mScheduleInfo->setText(
            (mSession->documentReadOptions().topology.isEmpty()
                 ? tr("%1\n%2: %3 on %4, checked and timed here. The file names no network: %4 is the default; "
                      "Network… chooses another. The model and the costs below time its schedule.")
                 : tr("%1\n%2: %3 on %4 (chosen), checked and timed here. The file names no network; Network… "
                      "chooses another. The model and the costs below time its schedule."))
                .arg(file, core::scheduleName(*document), core::operationName(document->operation()), network));
        return;
    }
    mScheduleInfo->setText(tr("%1\n%2: %3 on %4, checked and timed here. The network and the collective are the "
                              "file's; the model and the costs below time its schedule.")
                               .arg(file, core::scheduleName(*document), core::operationName(document->operation()),
                                    document->topology->name()));
}

void SetupPanel::chooseScheduleNetwork()
{
    const auto document = mSession->document();
    if (!document || !mSession->documentTakesNetwork())
        return;
    // Window-modal but not blocking, as the window's other questions.
    auto *dialog = new ScheduleNetworkDialog(document->topology->processorCount(), document->topology->name(),
                                             mSession->setupTopology(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this, [this, dialog]() { mSession->reopenScheduleOn(dialog->topology()); });
    dialog->open();
}

void SetupPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SetupPanel::loadRequest(const core::RunRequest &request)
{
    mLoading = true;
    core::TopologySpec spec;
    if (core::TopologySpec::parse(request.topology, &spec, nullptr)) {
        const core::NetworkFamily &family = *spec.family;
        mKind->setCurrentIndex(mKind->findData(family.id()));
        if (family.takesFile()) {
            offerNetworkFile(spec.argument);
        } else {
            fillDimensions(family, int(spec.sides.size()));
            applySizeRanges();
            if (family.powersOfTwo())
                mLeaves->setCurrentIndex(std::max(0, mLeaves->findData(spec.sides[0])));
            else
                for (std::size_t i = 0; i < spec.sides.size() && i < mSide.size(); ++i)
                    mSide[i]->setValue(spec.sides[i]);
        }
    }
    const auto alg = core::AlgorithmRegistry::instance().find(request.algorithm);
    if (alg) {
        mOperation->setCurrentIndex(mOperation->findData(int(alg->operation())));
        refillAlgorithms();
        mAlgorithm->setCurrentIndex(mAlgorithm->findData(alg->id()));
    } else if (const auto document = mSession->document()) {
        // A schedule of no built-in algorithm: its operation, and the first built-in algorithm
        // of it that runs here, which "Back to the built-in algorithms" would run.
        mOperation->setCurrentIndex(mOperation->findData(int(document->operation())));
        refillAlgorithms();
        for (int i = 0; i < mAlgorithmModel->rowCount(); ++i)
            if (mAlgorithmModel->item(i)->isEnabled()) {
                mAlgorithm->setCurrentIndex(i);
                break;
            }
    }
    mM->setValue(request.params.cost.m);
    mTs->setValue(request.params.cost.ts);
    mTw->setValue(request.params.cost.tw);
    mTh->setValue(request.params.cost.th);
    mTc->setValue(request.params.cost.tc);
    const auto topo = topology();
    const int p = topo ? topo->processorCount() : 2;
    mRoot->setRange(0, p - 1);
    mShift->setRange(1, std::max(1, p - 1));
    mRoot->setValue(request.params.root);
    mShift->setValue(std::max(1, request.params.shift));
    core::CommModel model = naturalModel();
    if (!request.modelSpec.isEmpty())
        core::CommModel::parse(request.modelSpec, model, &model, nullptr);
    loadModel(model);
    refillAlgorithms();
    updateVisibility();
    updateWhatIf();
    updateDocumentState();
    mLoading = false;
}

void SetupPanel::applySizeRanges()
{
    // The engine's limits (the family's), not a copy of them.
    const core::NetworkFamily *chosen = family();
    if (!chosen)
        return;
    const auto range = chosen->sizeRange(sizeCount());
    for (auto *s : mSide)
        s->setRange(range.first, range.second);
    if (!chosen->powersOfTwo())
        return;
    // The powers of two in range, the choice kept where it still is one.
    const QSignalBlocker blocker(mLeaves);
    const int kept = mLeaves->currentData().toInt();
    mLeaves->clear();
    for (long long p = 1; p <= range.second; p *= 2)
        if (p >= range.first)
            mLeaves->addItem(QString::number(p), int(p));
    mLeaves->setCurrentIndex(std::max(0, mLeaves->findData(kept)));
}

const core::NetworkFamily *SetupPanel::family() const
{
    return core::NetworkRegistry::instance().find(mKind->currentData().toString());
}

QString SetupPanel::dimensionsName(int count)
{
    // (2D and 3D have words of their own in some languages: 二维, 三维.)
    if (count == 2)
        return tr("2D");
    if (count == 3)
        return tr("3D");
    return tr("%1D").arg(count);
}

int SetupPanel::sizeCount() const
{
    const core::NetworkFamily *chosen = family();
    if (!chosen)
        return 1;
    const auto [fewest, most] = chosen->sizeCount();
    return fewest == most ? fewest : std::clamp(mDims->currentData().toInt(), fewest, most);
}

void SetupPanel::startFamily()
{
    const core::NetworkFamily *chosen = family();
    if (!chosen || chosen->takesFile())
        return;
    const std::vector<int> sizes = chosen->initialSizes();
    fillDimensions(*chosen, int(sizes.size()));
    applySizeRanges();
    if (chosen->powersOfTwo()) {
        mLeaves->setCurrentIndex(std::max(0, mLeaves->findData(sizes.front())));
        return;
    }
    // Sizes the family does not give yet take its last (a mesh's third side, once 3D is chosen).
    for (std::size_t i = 0; i < mSide.size(); ++i)
        mSide[i]->setValue(sizes[std::min(i, sizes.size() - 1)]);
}

void SetupPanel::fitSizes()
{
    const int count = std::min(sizeCount(), int(mSide.size()));
    auto vertices = [&] {
        long long n = 1;
        for (int k = 0; k < count; ++k)
            n *= mSide[std::size_t(k)]->value();
        return n;
    };
    std::vector<QSignalBlocker> blockers(mSide.begin(), mSide.end());
    for (int k = count - 1; k >= 0 && vertices() > core::TopologyLimits::maxVertices;) {
        QSpinBox *side = mSide[std::size_t(k)];
        if (side->value() > side->minimum())
            side->setValue(side->value() - 1);
        else
            --k;
    }
}

void SetupPanel::offerNetworkFile(const QString &path)
{
    const QSignalBlocker blocker(mNetworkFile);
    if (mNetworkFile->count() == 0) {
        // The bundled examples (resources/networks/), then "Choose a file...".
        const QDir bundled(QStringLiteral(":/networks"));
        for (const QString &name : bundled.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            mNetworkFile->addItem(name, bundled.filePath(name));
        mNetworkFile->addItem(tr("Choose a file..."), QString());
    }
    int at = path.isEmpty() ? 0 : mNetworkFile->findData(path);
    if (at < 0) {
        at = mNetworkFile->count() - 1;
        mNetworkFile->insertItem(at, QFileInfo(path).fileName(), path);
        mNetworkFile->setItemData(at, QDir::toNativeSeparators(path), Qt::ToolTipRole);
    }
    mNetworkFile->setCurrentIndex(at);
    mNetworkFileKept = at;
}

void SetupPanel::onNetworkFileChosen(int index)
{
    if (index != mNetworkFile->count() - 1) {
        mNetworkFileKept = index;
        onTopologyEdited();
        return;
    }
    const QString kept = mNetworkFile->itemData(mNetworkFileKept).toString();
    const QString start = kept.startsWith(QLatin1Char(':')) ? QDir::currentPath() : QFileInfo(kept).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a network file"), start,
                                                      tr("Network files (*.json);;All files (*)"));
    if (path.isEmpty()) { // Cancel keeps the file chosen before
        const QSignalBlocker blocker(mNetworkFile);
        mNetworkFile->setCurrentIndex(mNetworkFileKept);
        return;
    }
    offerNetworkFile(path);
    onTopologyEdited();
}

void SetupPanel::fillDimensions(const core::NetworkFamily &family, int count)
{
    const QSignalBlocker blocker(mDims);
    const auto [fewest, most] = family.sizeCount();
    mDims->clear();
    for (int n = fewest; n <= most; ++n)
        mDims->addItem(dimensionsName(n), n);
    mDims->setCurrentIndex(std::max(0, mDims->findData(count)));
}

void SetupPanel::updateVisibility()
{
    const core::NetworkFamily *chosen = family();
    const bool file = chosen && chosen->takesFile();
    const bool choice = !file && chosen && chosen->powersOfTwo();
    const int count = file ? 0 : sizeCount();
    mTopologyForm->setRowVisible(mDims, !file && chosen && chosen->sizeCount().first != chosen->sizeCount().second);
    mTopologyForm->setRowVisible(mNetworkFile, file);
    for (int k = 0; k < int(mSide.size()); ++k) {
        mTopologyForm->setRowVisible(mSide[std::size_t(k)], !choice && k < count);
        if (chosen)
            setLabel(mTopologyForm, mSide[std::size_t(k)], chosen->sizeLabel(k));
    }
    mTopologyForm->setRowVisible(mLeaves, choice);
    if (choice)
        setLabel(mTopologyForm, mLeaves, chosen->sizeLabel(0));
    const auto topo = topology();
    // A file's network is named by its file alone (the path is the combo's tooltip); one that
    // cannot be read, or sizes beyond the vertex limit, say why in the engine's sentence.
    const QString why = !topo ? mTopologyErrors.value(topologySpecText()) : QString();
    const QString name = topo && file ? chosen->id() + QLatin1Char(':') + mNetworkFile->currentText()
                         : topo      ? topo->name()
                                     : QString();
    mTopologySummary->setText(topo ? tr("%1: p = %2 processors, diameter %3")
                                         .arg(name)
                                         .arg(topo->processorCount())
                                         .arg(topo->diameter())
                                   : why);

    const auto alg = core::AlgorithmRegistry::instance().find(mAlgorithm->currentData().toString());
    const auto op = alg ? alg->operation() : core::Operation(mOperation->currentData().toInt());
    mAlgorithmForm->setRowVisible(mRoot, core::usesRoot(op));
    mAlgorithmForm->setRowVisible(mShift, core::usesShift(op));
    mModelForm->setRowVisible(mPortCount, mPorts->currentData().toInt() > 1);
    mAlgorithmInfo->setToolTip(alg ? alg->description().translated() : QString());
    // A long title is cut off in the dock-wide combo: the label under it gives it in full
    // (wrapped), the combo's tooltip too, and its list opens wide enough for every title.
    mAlgorithm->setToolTip(alg ? alg->title().translated() : QString());
    if (alg)
        mAlgorithmInfo->setText(tr("<b>%1</b><br/><small>%2</small><br/>Formula: %3<br/><small>%4</small>")
                                    .arg(alg->title().translated().toHtmlEscaped(), alg->id().toHtmlEscaped(),
                                         core::translatedFormula(alg->formulaText()).toHtmlEscaped(), alg->source().toHtmlEscaped()));
    else
        mAlgorithmInfo->setText(tr("No algorithm is registered for this operation yet."));
}

void SetupPanel::refillOperations()
{
    const int current = mOperation->currentIndex() >= 0 ? mOperation->currentData().toInt() : -1;
    const QSignalBlocker blocker(mOperation);
    mOperationModel->clear();
    const auto &registry = core::AlgorithmRegistry::instance();
    for (const QString &name : core::operationNames()) {
        core::Operation op;
        core::parseOperation(name, &op);
        auto *item = new QStandardItem(operationLabel(op));
        item->setData(int(op), kIdRole);
        item->setToolTip(tr("Also called %1").arg(core::operationAlsoCalled(op).translated()));
        if (registry.forOperation(op).empty()) {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setToolTip(tr("No algorithm for %1 is registered yet.").arg(name));
        }
        mOperationModel->appendRow(item);
    }
    const int idx = mOperation->findData(current);
    mOperation->setCurrentIndex(idx >= 0 ? idx : 0);
}

void SetupPanel::refillAlgorithms()
{
    const QString current = mAlgorithm->currentData().toString();
    const auto op = core::Operation(mOperation->currentData().toInt());
    const auto topo = topology();
    core::RunParams params;
    params.root = mRoot->value();
    params.shift = mShift->value();
    params.model = widgetModel();

    const QSignalBlocker blocker(mAlgorithm);
    mAlgorithmModel->clear();
    for (const auto &alg : core::AlgorithmRegistry::instance().forOperation(op)) {
        auto *item = new QStandardItem(alg->title().translated());
        item->setData(alg->id(), kIdRole);
        QString why;
        // Root and shift are only checked when they mean something for the operation.
        core::RunParams checked = params;
        if (!core::usesRoot(op))
            checked.root = 0;
        if (!core::usesShift(op))
            checked.shift = 0;
        const bool ok = !topo || alg->supports(*topo, checked, &why);
        if (!ok) {
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setData(why, kReasonRole);
            item->setToolTip(why);
        } else {
            item->setToolTip(QStringLiteral("%1\n\n%2").arg(alg->id(), alg->description().translated()));
        }
        mAlgorithmModel->appendRow(item);
    }
    // The list opens wide enough for every title, however narrow the dock makes the combo.
    int widest = 0;
    for (int i = 0; i < mAlgorithm->count(); ++i)
        widest = std::max(widest, mAlgorithm->view()->fontMetrics().horizontalAdvance(mAlgorithm->itemText(i)));
    mAlgorithm->view()->setMinimumWidth(widest + 3 * mAlgorithm->iconSize().width());
    const int idx = mAlgorithm->findData(current);
    if (idx >= 0)
        mAlgorithm->setCurrentIndex(idx);
}

void SetupPanel::loadModel(const core::CommModel &model)
{
    const QSignalBlocker b1(mSwitching), b2(mPorts), b3(mPortCount), b4(mDuplex), b5(mCombining);
    mSwitching->setCurrentIndex(mSwitching->findData(int(model.switching)));
    mPorts->setCurrentIndex(model.allPort() ? 2 : (model.ports == 1 ? 0 : 1));
    if (model.ports > 1)
        mPortCount->setValue(model.ports);
    mDuplex->setCurrentIndex(mDuplex->findData(int(model.duplex)));
    mCombining->setChecked(model.combining);
    updateVisibility();
}

core::CommModel SetupPanel::widgetModel() const
{
    core::CommModel m;
    m.switching = core::Switching(mSwitching->currentData().toInt());
    const int ports = mPorts->currentData().toInt();
    m.ports = ports > 1 ? mPortCount->value() : ports;
    m.duplex = core::Duplex(mDuplex->currentData().toInt());
    m.combining = mCombining->isChecked();
    return m;
}

core::CommModel SetupPanel::naturalModel() const
{
    if (const auto document = mSession->document())
        return document->naturalModel;
    const auto alg = core::AlgorithmRegistry::instance().find(mAlgorithm->currentData().toString());
    return alg ? alg->naturalModel() : core::CommModel{};
}

void SetupPanel::updateWhatIf()
{
    const core::CommModel natural = naturalModel();
    const bool whatIf = widgetModel() != natural;
    mWhatIf->setVisible(whatIf);
    const bool document = bool(mSession->document());
    mWhatIf->setText(document ? tr("What-if: the schedule file was made for %1.").arg(natural.toString())
                              : tr("What-if: the algorithm's natural model is %1.").arg(natural.toString()));
    mNatural->setText(document ? tr("Use the schedule file's own model") : tr("Use the algorithm's natural model"));
    mNatural->setEnabled(whatIf);
}

QString SetupPanel::topologySpecText() const
{
    const core::NetworkFamily *chosen = family();
    if (!chosen)
        return {};
    if (chosen->takesFile())
        return chosen->id() + QLatin1Char(':') + mNetworkFile->currentData().toString();
    QStringList sizes;
    if (chosen->powersOfTwo())
        sizes << QString::number(mLeaves->currentData().toInt());
    else
        for (int k = 0; k < sizeCount() && k < int(mSide.size()); ++k)
            sizes << QString::number(mSide[std::size_t(k)]->value());
    return chosen->id() + QLatin1Char(':') + sizes.join(QLatin1Char('x'));
}

std::shared_ptr<const core::Topology> SetupPanel::topology() const
{
    const QString spec = topologySpecText();
    auto it = mTopologies.constFind(spec);
    if (it != mTopologies.constEnd())
        return it.value();
    QString err;
    auto topo = core::Topology::create(spec, &err);
    if (mTopologies.size() > 16) {
        mTopologies.clear();
        mTopologyErrors.clear();
    }
    mTopologies.insert(spec, topo);
    if (!topo)
        mTopologyErrors.insert(spec, err);
    return topo;
}

core::RunRequest SetupPanel::currentRequest() const
{
    core::RunRequest r;
    r.topology = topologySpecText();
    r.algorithm = mAlgorithm->currentData().toString();
    const auto alg = core::AlgorithmRegistry::instance().find(r.algorithm);
    const core::CommModel model = widgetModel();
    r.modelSpec = alg && model != alg->naturalModel() ? model.toString() : QString();
    r.params.cost.m = mM->value();
    r.params.cost.ts = mTs->value();
    r.params.cost.tw = mTw->value();
    r.params.cost.th = mTh->value();
    r.params.cost.tc = mTc->value();
    const core::Operation op = alg ? alg->operation() : core::Operation(mOperation->currentData().toInt());
    r.rootGiven = core::usesRoot(op);
    r.shiftGiven = core::usesShift(op);
    r.params.root = r.rootGiven ? mRoot->value() : 0;
    r.params.shift = r.shiftGiven ? mShift->value() : 0;
    return r;
}

void SetupPanel::commit()
{
    if (mLoading)
        return;
    mLoading = true; // the session's setupChanged must not reload what we just sent
    if (mSession->document())
        mSession->setDocumentModel(widgetModel(),
                                   {mM->value(), mTs->value(), mTw->value(), mTh->value(), mTc->value()});
    else
        mSession->setRequest(currentRequest());
    mLoading = false;
}

void SetupPanel::onTopologyEdited()
{
    if (mLoading)
        return;
    mLoading = true;
    const auto topo = topology();
    if (topo) {
        const int p = topo->processorCount();
        mRoot->setRange(0, p - 1);
        mShift->setRange(1, std::max(1, p - 1));
    }
    refillAlgorithms();
    // Keep the user's algorithm when it still runs; otherwise the first one that does. When
    // none does, the choice stays and the session shows the engine's reason.
    const QModelIndex current = mAlgorithmModel->index(mAlgorithm->currentIndex(), 0);
    if (!current.isValid() || !(current.flags() & Qt::ItemIsEnabled)) {
        for (int i = 0; i < mAlgorithmModel->rowCount(); ++i)
            if (mAlgorithmModel->item(i)->isEnabled()) {
                mAlgorithm->setCurrentIndex(i);
                loadModel(naturalModel());
                break;
            }
    }
    updateVisibility();
    updateWhatIf();
    mLoading = false;
    commit();
}

void SetupPanel::onOperationChosen()
{
    if (mLoading)
        return;
    mLoading = true;
    const QSignalBlocker blocker(mAlgorithm);
    mAlgorithm->setCurrentIndex(-1);
    refillAlgorithms();
    int pick = 0;
    for (int i = 0; i < mAlgorithmModel->rowCount(); ++i)
        if (mAlgorithmModel->item(i)->isEnabled()) {
            pick = i;
            break;
        }
    mAlgorithm->setCurrentIndex(mAlgorithmModel->rowCount() > 0 ? pick : -1);
    loadModel(naturalModel());
    updateVisibility();
    updateWhatIf();
    mLoading = false;
    commit();
}

void SetupPanel::onAlgorithmChosen()
{
    if (mLoading)
        return;
    // A new algorithm starts from its own natural model: that is what its formula assumes.
    loadModel(naturalModel());
    updateVisibility();
    updateWhatIf();
    commit();
}

} // namespace collviz::views
