// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QWidget>

namespace collviz::views {

/**
 * The race of Compare mode in one strip: a bar for each run on one time scale, as long as
 * its run time, filled up to the run time it has reached at the shared clock; the slower run
 * is the longer bar, and who is ahead shows at a glance from the back of the hall. It only
 * draws the times it is given (the panel reads them from each run's Timeline).
 */
class RaceBar final : public QWidget
{
    Q_OBJECT
public:
    explicit RaceBar(QWidget *parent = nullptr);
    /// One run's line: its letter, its whole run time and the time reached (< 0: no run).
    struct Lane
    {
        QString letter;
        double total = -1.0;
        double reached = 0.0;
    };
    void setLanes(const Lane &first, const Lane &second);
    const Lane &first() const { return mFirst; }
    const Lane &second() const { return mSecond; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Lane mFirst;
    Lane mSecond;
};

} // namespace collviz::views
