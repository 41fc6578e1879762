// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/export/widgetfigure.h"

#include <QPainter>

namespace collviz::views {

void WidgetFigure::paint(QPainter &painter, const QRectF &rect)
{
    painter.fillRect(rect, Qt::white);
    if (!mWidget || mWidget->width() < 1 || mWidget->height() < 1)
        return;
    painter.save();
    painter.translate(rect.topLeft());
    painter.scale(rect.width() / mWidget->width(), rect.height() / mWidget->height());
    mWidget->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
    painter.restore();
}

} // namespace collviz::views
