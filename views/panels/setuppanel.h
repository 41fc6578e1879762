// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"

#include <QHash>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QVBoxLayout;
class QStandardItemModel;

namespace collviz::core {
class NetworkFamily;
}

namespace collviz::views {

class Session;

/**
 * Everything a user can choose, as widgets: topology kind and sizes, operation, algorithm,
 * communication model, cost parameters, root and shift. Every change goes straight to the
 * Session (no Apply button), which re-runs the engine.
 *
 * The algorithm list is the registry's, filtered by operation: algorithms that cannot run
 * on the chosen topology stay listed but disabled, with Algorithm::supports()'s sentence as
 * their tooltip. The model starts as the algorithm's natural one; any change is marked as
 * a what-if until "Natural model" restores it.
 *
 * While the session shows a schedule file (Session::document()), the file fixes the network
 * and the collective: those groups are disabled, a box names the file, the model and the
 * costs time the file's schedule (a what-if of it, or re-costing), and "Back to the built-in
 * algorithms" runs what the disabled groups describe.
 */
class SetupPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit SetupPanel(Session *session, QWidget *parent = nullptr);

    /// The request the widgets describe right now.
    core::RunRequest currentRequest() const;

    // Widgets by role, for tests that drive the panel the way a user would.
    QComboBox *topologyKindBox() const { return mKind; }
    /// The network files offered where the family reads one (bundled examples, files chosen,
    /// "Choose a file...").
    QComboBox *networkFileBox() const { return mNetworkFile; }
    QComboBox *dimensionsBox() const { return mDims; }
    QComboBox *algorithmBox() const { return mAlgorithm; }
    QComboBox *operationBox() const { return mOperation; }
    /// The spin box of size `index` (0-based; clamped to the boxes there are).
    QSpinBox *sizeSpin(int index) const;
    QSpinBox *rootSpin() const { return mRoot; }
    QSpinBox *shiftSpin() const { return mShift; }
    QComboBox *switchingBox() const { return mSwitching; }
    QComboBox *portsBox() const { return mPorts; }
    QDoubleSpinBox *mSpin() const { return mM; }
    QDoubleSpinBox *tcSpin() const { return mTc; }
    QLabel *whatIfLabel() const { return mWhatIf; }
    QPushButton *naturalModelButton() const { return mNatural; }
    QLabel *scheduleInfo() const { return mScheduleInfo; }
    QPushButton *closeScheduleButton() const { return mCloseSchedule; }
    /// "Network…": shown for a schedule file that names no network (MSCCL, Paje).
    QPushButton *scheduleNetworkButton() const { return mScheduleNetwork; }
    /// Asks the network of the open schedule file (ScheduleNetworkDialog) and reads it again
    /// on the one chosen; what "Network…" does.
    void chooseScheduleNetwork();

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void buildScheduleGroup(QVBoxLayout *layout);
    void buildTopologyGroup(QVBoxLayout *layout);
    void buildAlgorithmGroup(QVBoxLayout *layout);
    void buildModelGroup(QVBoxLayout *layout);
    void buildCostGroup(QVBoxLayout *layout);
    /// The topology form's signals: a family, dimensions, sizes, a network file.
    void connectTopology();
    /// The algorithm's, the model's and the costs' signals: each edit commits a new run.
    void connectRun();
    void retranslateUi();
    /// Sets the widgets from a request without sending anything back.
    void loadRequest(const core::RunRequest &request);
    void updateVisibility();
    /// Sets the size spin boxes' ranges for the chosen kind and dimensions.
    void applySizeRanges();
    /// Lowers the sizes from the last one on until the network fits TopologyLimits::maxVertices
    /// (more dimensions chosen with large sides), without signals.
    void fitSizes();
    /// The network family chosen (NetworkRegistry), or null.
    const core::NetworkFamily *family() const;
    /// How many sizes the chosen family's SPEC gives now (the Dimensions choice where it has one).
    int sizeCount() const;
    /// The chosen family's first sizes (NetworkFamily::initialSizes).
    void startFamily();
    /// "2D", "3D": a choice of the Dimensions box.
    static QString dimensionsName(int count);
    /// The Dimensions choice for a family's size counts, at `count`.
    void fillDimensions(const core::NetworkFamily &family, int count);
    void refillOperations();
    void refillAlgorithms();
    void loadModel(const core::CommModel &model);
    core::CommModel widgetModel() const;
    core::CommModel naturalModel() const;
    void updateWhatIf();
    /// Shows the schedule file's box and fixes the network and the collective while the
    /// session shows a document; frees them again when it does not.
    void updateDocumentState();
    QString topologySpecText() const;
    std::shared_ptr<const core::Topology> topology() const;
    /// Called by every widget: rebuilds the request and hands it to the session.
    void commit();
    void onOperationChosen();
    void onAlgorithmChosen();
    void onTopologyEdited();
    /// The network file row: the bundled examples, then `path` if given and new, then
    /// "Choose a file..."; selects `path` (or the first example).
    void offerNetworkFile(const QString &path);
    void onNetworkFileChosen(int index);

    Session *mSession = nullptr;
    bool mLoading = false;
    mutable QHash<QString, std::shared_ptr<const core::Topology>> mTopologies;
    /// Why a SPEC of mTopologies made no network (the engine's sentence), beside it.
    mutable QHash<QString, QString> mTopologyErrors;

    QGroupBox *mScheduleGroup = nullptr;
    QLabel *mScheduleInfo = nullptr;
    QPushButton *mCloseSchedule = nullptr;
    QPushButton *mScheduleNetwork = nullptr;

    QGroupBox *mTopologyGroup = nullptr;
    QFormLayout *mTopologyForm = nullptr;
    QComboBox *mKind = nullptr;
    QComboBox *mDims = nullptr;
    /// One per size a SPEC of any family may give (the most NetworkFamily::sizeCount(): a 16D
    /// mesh's sides); the rows beyond the chosen family's count are hidden.
    std::vector<QSpinBox *> mSide;
    QComboBox *mLeaves = nullptr;
    QComboBox *mNetworkFile = nullptr;
    int mNetworkFileKept = 0; ///< the file chosen before "Choose a file..." (kept on Cancel)
    QLabel *mTopologySummary = nullptr;

    QGroupBox *mAlgorithmGroup = nullptr;
    QFormLayout *mAlgorithmForm = nullptr;
    QComboBox *mOperation = nullptr;
    QStandardItemModel *mOperationModel = nullptr;
    QComboBox *mAlgorithm = nullptr;
    QStandardItemModel *mAlgorithmModel = nullptr;
    QLabel *mAlgorithmInfo = nullptr;
    QSpinBox *mRoot = nullptr;
    QSpinBox *mShift = nullptr;

    QGroupBox *mModelGroup = nullptr;
    QFormLayout *mModelForm = nullptr;
    QComboBox *mSwitching = nullptr;
    QComboBox *mPorts = nullptr;
    QSpinBox *mPortCount = nullptr;
    QComboBox *mDuplex = nullptr;
    QCheckBox *mCombining = nullptr;
    QLabel *mWhatIf = nullptr;
    QPushButton *mNatural = nullptr;

    QGroupBox *mCostGroup = nullptr;
    QFormLayout *mCostForm = nullptr;
    QDoubleSpinBox *mM = nullptr;
    QDoubleSpinBox *mTs = nullptr;
    QDoubleSpinBox *mTw = nullptr;
    QDoubleSpinBox *mTh = nullptr;
    QDoubleSpinBox *mTc = nullptr; ///< t_c, the time to combine one word
};

} // namespace collviz::views
