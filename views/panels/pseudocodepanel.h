// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QTableWidget;

namespace collviz::views {

class Session;

/**
 * The algorithm's pseudo-code with the line the selected node executes in the shown round
 * highlighted (from the round's NodeTrace) and that node's variables beside it. Click a
 * node in the drawing to follow it.
 */
class PseudoCodePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit PseudoCodePanel(Session *session, QWidget *parent = nullptr);
    /// The highlighted line, or -1.
    int currentLine() const { return mCurrentLine; }
    QListWidget *lines() const { return mLines; }
    QTableWidget *variables() const { return mVars; }
    QString nodeText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuildLines();
    void refresh();

    Session *mSession = nullptr;
    QLabel *mTitle = nullptr;
    QListWidget *mLines = nullptr;
    QLabel *mNode = nullptr;
    QTableWidget *mVars = nullptr;
    int mCurrentLine = -1;
};

} // namespace collviz::views
