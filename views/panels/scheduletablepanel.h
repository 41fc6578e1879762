// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QModelIndex;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QToolButton;

namespace collviz::views {

class ScheduleTableModel;
class Session;
class SourceTableModel;

/**
 * Who sends which packets to whom, round by round: the ScheduleTableModel (rounds x
 * processors) and, for table-driven algorithms, the source's own table (SourceTableModel)
 * with the source's conditions as the engine checked them. Follows the Session's round
 * (highlighted, scrolled into view); clicking a cell goes to its round and highlights its
 * transfers in the other views (Session::setHighlightedTransfers). Ctrl+C or the Copy
 * button copies the selected cells (or the whole table) as tab-separated text.
 */
class ScheduleTablePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ScheduleTablePanel(Session *session, QWidget *parent = nullptr);
    ScheduleTableModel *model() const { return mModel; }
    QTableView *view() const { return mView; }
    SourceTableModel *sourceModel() const { return mSourceModel; }
    QTableView *sourceView() const { return mSourceView; }
    QTabWidget *tabs() const { return mTabs; }
    /// What Ctrl+C puts on the clipboard from the tab on show.
    QString copiedText() const;
    /// Copies copiedText() to the clipboard.
    void copy();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslateUi();
    void onClicked(const QModelIndex &index);
    void onSourceClicked(const QModelIndex &index);
    void followRound(int round);
    void fitSections();

    Session *mSession = nullptr;
    ScheduleTableModel *mModel = nullptr;
    QTableView *mView = nullptr;
    SourceTableModel *mSourceModel = nullptr;
    QTableView *mSourceView = nullptr;
    QLabel *mSourceTitle = nullptr;
    QLabel *mSourceChecks = nullptr;
    QLabel *mDirectionLabel = nullptr;
    QComboBox *mDirection = nullptr;
    QToolButton *mCopy = nullptr;
    QTabWidget *mTabs = nullptr;
    QString mNoTableReason;
};

} // namespace collviz::views
