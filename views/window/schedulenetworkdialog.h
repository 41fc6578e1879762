// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

class QComboBox;
class QLabel;

namespace collviz::views {

/**
 * Asks which network a schedule file that names none (an MSCCL algorithm, an SMPI trace) runs
 * on: an editable list of complete:P, switch:P and the setup's network when it has the file's
 * P processors, any other SPEC typed in (graph:FILE for a network file). OK checks the SPEC and
 * its processor count and says in one sentence what is wrong, keeping the dialog open.
 */
class ScheduleNetworkDialog final : public QDialog
{
    Q_OBJECT
public:
    /// `processors`: the file's; `current`: the network it is shown on; `setupTopology`: the
    /// setup's network, offered when it has as many processors.
    ScheduleNetworkDialog(int processors, const QString &current, const QString &setupTopology,
                          QWidget *parent = nullptr);

    /// The networks offered, in order, each once: `current`, complete:P, switch:P, the setup's.
    static QStringList offered(int processors, const QString &current, const QString &setupTopology);
    /// The network chosen (the box's text, trimmed).
    QString topology() const;
    QComboBox *networkBox() const { return mNetwork; }
    QLabel *problemLabel() const { return mProblem; }
    /// Empty when `spec` is a network of `processors` processors; else the sentence refusing it.
    static QString refusal(const QString &spec, int processors);

    void accept() override;

private:
    int mProcessors = 0;
    QComboBox *mNetwork = nullptr;
    QLabel *mProblem = nullptr;
};

} // namespace collviz::views
