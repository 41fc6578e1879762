// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "views/export/figure.h"

#include <QPointer>
#include <QWidget>

namespace collviz::views {

/**
 * Any widget as a Figure: QWidget::render into the figure's painter, scaled to the asked
 * size. Vector outputs get what the widget paints as vectors (text, lines); this is how
 * the window screenshots (`collviz --screenshot FILE.svg|pdf`) are written, and the
 * simplest way for a view without its own figure to be exported at all.
 */
class WidgetFigure final : public Figure
{
public:
    WidgetFigure(QWidget *widget, QString title) : mWidget(widget), mTitle(std::move(title)) {}
    QSize defaultSize() const override { return mWidget ? mWidget->size() : QSize(640, 480); }
    void paint(QPainter &painter, const QRectF &rect) override;
    QString title() const override { return mTitle; }

private:
    QPointer<QWidget> mWidget;
    QString mTitle;
};

} // namespace collviz::views
