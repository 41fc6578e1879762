// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/compare/racebar.h"

#include <QLocale>
#include <QPainter>
#include <QStringList>

#include <algorithm>

namespace collviz::views {

RaceBar::RaceBar(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void RaceBar::setLanes(const Lane &first, const Lane &second)
{
    mFirst = first;
    mSecond = second;
    // The bars in words, for a screen reader.
    const auto number = [](double x) { return QLocale().toString(x, 'g', 6); };
    QStringList lanes;
    for (const Lane *lane : {&mFirst, &mSecond})
        lanes << (lane->total >= 0 ? tr("%1: time %2 of %3")
                                         .arg(lane->letter, number(std::clamp(lane->reached, 0.0, lane->total)),
                                              number(lane->total))
                                   : tr("%1: no run").arg(lane->letter));
    setAccessibleDescription(lanes.join(QStringLiteral("; ")));
    update();
}

QSize RaceBar::sizeHint() const
{
    const QFontMetrics fm(font());
    return {fm.averageCharWidth() * 30, 2 * fm.height() + 2};
}

QSize RaceBar::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return {fm.averageCharWidth() * 10, 2 * fm.height() + 2};
}

void RaceBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QFontMetrics fm(font());
    const double scale = std::max({mFirst.total, mSecond.total, 0.0});
    const int letters = fm.horizontalAdvance(QStringLiteral("MM"));
    const double width = std::max(1, this->width() - letters - 2);
    // Okabe-Ito blue for A, vermillion for B: apart in grey scale too.
    const QColor fills[] = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00)};
    int row = 0;
    for (const Lane *lane : {&mFirst, &mSecond}) {
        const int top = 1 + row * fm.height();
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(0, top, letters, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, lane->letter);
        if (lane->total >= 0 && scale > 0) {
            const double bar = fm.height() * 0.6;
            const QRectF track(letters, top + (fm.height() - bar) / 2, width * lane->total / scale, bar);
            const double reached = std::clamp(lane->reached, 0.0, lane->total);
            painter.fillRect(track, palette().color(QPalette::Midlight));
            painter.fillRect(QRectF(track.left(), track.top(), width * reached / scale, bar), fills[row]);
            painter.setPen(palette().color(QPalette::Mid));
            painter.drawRect(track);
        }
        ++row;
    }
}

} // namespace collviz::views
