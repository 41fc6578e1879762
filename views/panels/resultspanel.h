// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QTabWidget;
class QTableView;

namespace collviz::views {

class ResultsModel;
class RoundsModel;
class Session;

/// The run's figures beside the drawing, following the Session: a summary (ResultsModel)
/// and the per-step table (RoundsModel), whose rows jump to their step when clicked.
class ResultsPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsPanel(Session *session, QWidget *parent = nullptr);
    ResultsModel *model() const { return mModel; }
    QTableView *view() const { return mView; }
    RoundsModel *roundsModel() const { return mRoundsModel; }
    QTableView *roundsView() const { return mRoundsView; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslateUi();

    Session *mSession = nullptr;
    ResultsModel *mModel = nullptr;
    QTableView *mView = nullptr;
    RoundsModel *mRoundsModel = nullptr;
    QTableView *mRoundsView = nullptr;
    QTabWidget *mTabs = nullptr;
};

} // namespace collviz::views
