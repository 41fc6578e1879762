// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/window/schedulenetworkdialog.h"

#include "core/formats/scheduleformat.h"
#include "core/topology.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace collviz::views {

ScheduleNetworkDialog::ScheduleNetworkDialog(int processors, const QString &current, const QString &setupTopology,
                                             QWidget *parent)
    : QDialog(parent)
    , mProcessors(processors)
{
    setWindowTitle(tr("Network of the schedule"));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(tr("The file names its processors (%1) but no network. Choose the network it runs on "
                               "(a SPEC such as complete:%1, switch:%1 or graph:FILE); its links and routes decide "
                               "the contention and the time.")
                                .arg(processors));
    text->setWordWrap(true);
    layout->addWidget(text);
    mNetwork = new QComboBox;
    mNetwork->setEditable(true);
    mNetwork->addItems(offered(processors, current, setupTopology));
    mNetwork->setCurrentText(current);
    text->setBuddy(mNetwork);
    layout->addWidget(mNetwork);
    mProblem = new QLabel;
    mProblem->setWordWrap(true);
    mProblem->hide();
    layout->addWidget(mProblem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &ScheduleNetworkDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ScheduleNetworkDialog::reject);
    layout->addWidget(buttons);
}

QStringList ScheduleNetworkDialog::offered(int processors, const QString &current, const QString &setupTopology)
{
    QStringList specs{current, core::ScheduleReadOptions::defaultNetwork(processors),
                      QStringLiteral("switch:%1").arg(processors)};
    if (!setupTopology.isEmpty() && refusal(setupTopology, processors).isEmpty())
        specs << setupTopology;
    specs.removeAll(QString());
    specs.removeDuplicates();
    return specs;
}

QString ScheduleNetworkDialog::topology() const { return mNetwork->currentText().trimmed(); }

QString ScheduleNetworkDialog::refusal(const QString &spec, int processors)
{
    QString error;
    const auto topology = core::Topology::create(spec, &error);
    if (!topology)
        return error;
    if (topology->processorCount() != processors)
        return tr("%1 has %2 processors; the file's schedule needs a network of %3")
            .arg(spec)
            .arg(topology->processorCount())
            .arg(processors);
    return {};
}

void ScheduleNetworkDialog::accept()
{
    const QString why = refusal(topology(), mProcessors);
    if (!why.isEmpty()) {
        mProblem->setText(why);
        mProblem->show();
        return;
    }
    QDialog::accept();
}

} // namespace collviz::views
