#pragma once

#include <QWidget>

class QTableView;

namespace collviz::views {

class ResultsModel;
class Session;

/// The run's figures (a ResultsModel in a table) beside the drawing; follows the Session.
class ResultsPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsPanel(Session *session, QWidget *parent = nullptr);
    ResultsModel *model() const { return mModel; }
    QTableView *view() const { return mView; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    Session *mSession = nullptr;
    ResultsModel *mModel = nullptr;
    QTableView *mView = nullptr;
};

} // namespace collviz::views
