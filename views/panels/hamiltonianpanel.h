// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/render/hamiltonianrenderer.h"
#include "views/state/hamiltonianstate.h"

#include <QJsonObject>
#include <QWidget>

class QLabel;
class QSpinBox;

namespace collviz::views {

class Player;
class Session;

/**
 * The link-disjoint Hamiltonian cycles a run goes around (seed 002, Algorithm
 * ParallelHamilCycleAAB), as the engine reads them from the Session's schedule
 * (core/hamiltonian.h): every link in its cycle's colour and line style, the hops the pieces
 * of one node's packet make in the Session's round, and how many of them every node holds.
 * Below: seed 002's step 4.3 claim (a packet's pieces reach a node in different rounds)
 * against what the engine measured on these cycles, this round's figures and the engine's
 * checks. A run on cycles brings this view to the front where the TADT levels were shown.
 */
class HamiltonianPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit HamiltonianPanel(Session *session, Player *player, QWidget *parent = nullptr);
    ~HamiltonianPanel() override;

    /// Whether the Session's run goes around Hamiltonian cycles (its schedule's tags say so).
    bool hasCycles() const { return mData.hasCycles(); }
    /// The processor whose packet is followed.
    int origin() const { return mState.origin; }
    void setOrigin(int node);
    /// The texts shown under the drawing: the claim measured, the round, the checks.
    QString claimText() const { return mData.claimText(); }
    QString roundText() const;
    /// What the panel draws (HamiltonianRenderer paints its canvas from these), for export.
    const HamiltonianData &data() const { return mData; }
    const HamiltonianState &state() const { return mState; }
    int round() const;
    /// Black and white (handouts): the cycles' colours as greys, their line styles kept.
    void setMonochrome(bool on);
    /// The panel's options as a scenario file's "views.hamiltonian" holds them: origin, style.
    QJsonObject options() const { return mState.toJson(); }
    /// Checks every member first (errors name it as `path`.member), then applies them. The
    /// origin is read before the scenario's run exists, so it is bounded by the network when
    /// applied (the spin box's range; the export refuses one beyond it). With apply = false
    /// only checks.
    bool setOptions(const QJsonObject &options, const QString &path, QString *error, bool apply = true);
    /// The drawing, for screenshots.
    QWidget *canvas() const { return mCanvas; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onResultChanged();
    void onRoundChanged();
    void retranslateUi();

    Session *mSession = nullptr;
    HamiltonianData mData;
    HamiltonianState mState;

    QLabel *mOriginLabel = nullptr;
    QSpinBox *mOrigin = nullptr;
    QWidget *mCanvas = nullptr;
    QLabel *mText = nullptr;
};

} // namespace collviz::views
