#pragma once

#include <QWidget>

class QLabel;

namespace collviz::views {

class Player;
class Session;
class TimeSpaceView;

/**
 * The time-space diagram as a panel: a TimeSpaceView of the Session's result whose cursor
 * follows the Session's round and the Player's in-round progress; clicking a message seeks
 * the Player to its round and time, so every other view follows.
 */
class TimeSpacePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit TimeSpacePanel(Session *session, Player *player, QWidget *parent = nullptr);
    TimeSpaceView *view() const { return mView; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    Session *mSession = nullptr;
    Player *mPlayer = nullptr;
    TimeSpaceView *mView = nullptr;
    QLabel *mHint = nullptr;
};

} // namespace collviz::views
