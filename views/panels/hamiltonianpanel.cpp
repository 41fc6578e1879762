// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/panels/hamiltonianpanel.h"

#include "views/panels/panelfront.h"
#include "views/panels/tadtpanel.h"
#include "views/session.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace collviz::views {

HamiltonianPanel::HamiltonianPanel(Session *session, Player *, QWidget *parent) : QWidget(parent), mSession(session)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *row = new QHBoxLayout;
    mOriginLabel = new QLabel(this);
    mOrigin = new QSpinBox(this);
    mOrigin->setObjectName(QStringLiteral("hamiltonianOrigin"));
    mOriginLabel->setBuddy(mOrigin);
    row->addWidget(mOriginLabel);
    row->addWidget(mOrigin);
    row->addStretch(1);
    layout->addLayout(row);
    mCanvas = new QWidget(this);
    mCanvas->setObjectName(QStringLiteral("hamiltonianCanvas"));
    mCanvas->setMinimumSize(320, 240);
    mCanvas->installEventFilter(this);
    mCanvas->setAutoFillBackground(true);
    QPalette pal = mCanvas->palette();
    pal.setColor(QPalette::Window, Qt::white);
    mCanvas->setPalette(pal);
    layout->addWidget(mCanvas, 1);
    mText = new QLabel(this);
    mText->setObjectName(QStringLiteral("hamiltonianText"));
    mText->setWordWrap(true);
    mText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mText);

    connect(mOrigin, &QSpinBox::valueChanged, this, [this](int node) {
        mState.origin = node;
        retranslateUi();
    });
    // Clicking a node in the network follows its packet.
    connect(mSession, &Session::selectedNodeChanged, this, [this](int node) {
        if (node >= 0 && node < mData.processorCount())
            setOrigin(node);
    });
    connect(mSession, &Session::resultChanged, this, &HamiltonianPanel::onResultChanged);
    connect(mSession, &Session::roundChanged, this, &HamiltonianPanel::onRoundChanged);
    onResultChanged();
}

HamiltonianPanel::~HamiltonianPanel() = default;

int HamiltonianPanel::round() const { return std::clamp(mSession->round(), 0, mData.roundCount()); }

QString HamiltonianPanel::roundText() const { return mData.roundText(round(), mState.origin); }

void HamiltonianPanel::setOrigin(int node) { mOrigin->setValue(node); }

void HamiltonianPanel::setMonochrome(bool on)
{
    mState.monochrome = on;
    mCanvas->update();
}

bool HamiltonianPanel::setOptions(const QJsonObject &o, const QString &path, QString *error, bool apply)
{
    HamiltonianState s = mState;
    if (!HamiltonianState::read(o, path, &s, error))
        return false;
    if (apply) {
        setMonochrome(s.monochrome);
        setOrigin(s.origin);
    }
    return true;
}

void HamiltonianPanel::onResultChanged()
{
    const auto result = mSession->result();
    const bool ok = result && result->ok && result->topology;
    mData = HamiltonianData::of(ok ? result->topology : nullptr, ok ? result->schedule : nullptr);
    if (!result)
        mData.why = mSession->error();
    {
        const QSignalBlocker blocker(mOrigin);
        mOrigin->setRange(0, std::max(0, mData.processorCount() - 1));
        mState.origin = std::clamp(mState.origin, 0, std::max(0, mData.processorCount() - 1));
        mOrigin->setValue(mState.origin);
    }
    mOrigin->setEnabled(hasCycles());
    if (hasCycles())
        panelfront::takeFrontFrom<TadtPanel>(this);
    retranslateUi();
}

void HamiltonianPanel::onRoundChanged() { retranslateUi(); }

void HamiltonianPanel::retranslateUi()
{
    mOriginLabel->setText(tr("Follow the packet of node"));
    mOrigin->setToolTip(tr("Whose packet's pieces the drawing follows round by round (or click a node in the network)"));
    mText->setText(hasCycles() ? QStringList{claimText(), roundText(), mData.checksText()}.join(QLatin1Char('\n'))
                               : QString());
    // The picture in words for a screen reader: the text under it, or why there is no picture.
    mCanvas->setAccessibleName(tr("Hamiltonian cycles"));
    mCanvas->setAccessibleDescription(hasCycles() ? mText->text() : mData.why);
    mCanvas->update();
}

void HamiltonianPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool HamiltonianPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mCanvas && event->type() == QEvent::Paint) {
        QPainter painter(mCanvas);
        HamiltonianRenderer(mData, mState, round(), mCanvas->font(), palette().color(QPalette::WindowText))
            .paint(painter, QRectF(mCanvas->rect()));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace collviz::views
