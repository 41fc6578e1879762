// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace collviz::views {

class Player;
class Session;
class TimeSpaceView;

/**
 * The time-space diagram as a panel: a TimeSpaceView of the Session's result whose cursor
 * follows the Session's round and the Player's in-round progress; clicking a message seeks
 * the Player to its round and time, so every other view follows. Its Save button writes the
 * diagram as the view draws it (PNG, SVG, PDF through the view's renderer, or TikZ).
 */
class TimeSpacePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit TimeSpacePanel(Session *session, Player *player, QWidget *parent = nullptr);
    TimeSpaceView *view() const { return mView; }
    /// Writes the diagram as the view shows it (its window, cursor and size, no title) to
    /// `path`: .png, .svg, .pdf or .tex (TikZ). False and *error (one sentence) otherwise.
    bool saveTo(const QString &path, QString *error) const;
    /// Asks for a file and saves the diagram there (the Save button).
    void save();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();

    Session *mSession = nullptr;
    Player *mPlayer = nullptr;
    TimeSpaceView *mView = nullptr;
    QLabel *mHint = nullptr;
    QToolButton *mSave = nullptr;
    bool mResultPending = false; ///< the Session's result waits for the panel to be shown
};

} // namespace collviz::views
