// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/screenshot.h"

#include "core/userfiles.h"

#include "views/export/figure.h"
#include "views/export/formats/exportformat.h"
#include "views/export/widgetfigure.h"
#include "views/mainwindow.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/session.h"
#include "views/window/scenariofiles.h"

#include <QApplication>
#include <QEventLoop>
#include <QImage>
#include <QPixmap>
#include <QTimer>

namespace collviz::views {

namespace {
constexpr qsizetype kMaxTrueColourBytes = 280 * 1024;
}

int saveScreenshot(const ScreenshotOptions &options, QString *message)
{
    // The file's suffix decides the format; one the app cannot write is refused before any
    // window is built.
    const ExportFormat *format = ExportFormats::instance().pictureFor(options.path, message);
    if (!format)
        return 2;
    // A file that may not be written (a FIFO, a device, a directory), or a window whose
    // picture there is no memory for, is refused before the window is built.
    QString refusal = core::userfiles::outputRefusal(options.path);
    if (refusal.isEmpty() && QImage(options.size, QImage::Format_ARGB32_Premultiplied).isNull())
        refusal = imageRefusal(options.size, options.path);
    if (!refusal.isEmpty()) {
        if (message)
            *message = refusal;
        return 2;
    }
    MainWindowOptions windowOptions;
    windowOptions.useSettings = false;
    windowOptions.request = options.request;
    windowOptions.schedule = options.schedule;
    windowOptions.scheduleOptions = options.scheduleOptions;
    windowOptions.initialSize = options.size;
    MainWindow window(windowOptions);
    window.resize(options.size);
    window.show();

    Session *session = window.session();
    QString refused;
    QObject::connect(session, &Session::scheduleRefused, &window, [&refused](const QString &why) { refused = why; });
    if (session->isRunning()) {
        QEventLoop loop;
        QObject::connect(session, &Session::resultChanged, &loop, &QEventLoop::quit);
        QTimer::singleShot(120000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    if (!refused.isEmpty()) {
        if (message)
            *message = refused;
        return 2;
    }
    int code = 0;
    if (session->result()) {
        // A round the run does not have is refused, as collviz-cli export refuses it: a
        // picture of another round than the one asked for would be a silent default.
        const int rounds = int(session->result()->schedule->rounds.size());
        if (options.round > rounds) {
            if (message)
                *message = QApplication::translate("collviz::views::MainWindow",
                                                   "--round %1 is beyond the run's %2 rounds (0 = the initial state, 1..%2)")
                               .arg(options.round)
                               .arg(rounds);
            return 2;
        }
        window.player()->jumpTo(options.round);
        window.player()->freezeAt(options.progress);
        if (options.selectedNode >= 0)
            session->setSelectedNode(options.selectedNode);
    } else {
        code = 1;
        if (message)
            *message = session->error();
    }
    if (!options.views.isEmpty()) {
        QString error;
        if (!window.scenarioFiles()->setViews(options.views, &error, true)) {
            if (message)
                *message = error;
            return 2;
        }
    }
    if (options.presentation) {
        // Full screen is the screen's size; the picture is the size asked for.
        window.presentationAction()->setChecked(true);
        QApplication::processEvents();
        window.setWindowState(Qt::WindowNoState);
        window.resize(options.size);
    }
    // Let layouts settle at the final size before the drawing is fitted and grabbed.
    QApplication::processEvents();
    window.networkView()->fitToWindow();
    QApplication::processEvents();
    if (format->id() != QLatin1String("png")) {
        // SVG and PDF: the window painted into the vector device, at the window's size.
        WidgetFigure figure(&window, window.windowTitle());
        QString error;
        if (!writeFigure(figure, options.path, {options.size, 96.0}, &error)) {
            if (message)
                *message = error;
            return 2;
        }
        return code;
    }
    // Documentation screenshots should stay small: keep true colour when the PNG is small
    // anyway, otherwise fall back to a palette image (a flat UI loses little).
    QImage image = window.grab().toImage();
    QByteArray png = pngBytes(image, 0);
    if (png.size() > kMaxTrueColourBytes)
        if (const QImage indexed = indexedImage(image, Qt::ThresholdDither); !indexed.isNull())
            png = pngBytes(indexed, 0); // else the true-colour bytes, larger but whole
    // Whole or not at all, as every file the app writes (core/userfiles.h).
    core::userfiles::Output file(options.path);
    QString error;
    if (file.open(&error))
        file.device()->write(png);
    if (!file.device() || !file.commit(&error)) {
        if (message)
            *message = error;
        return 2;
    }
    return code;
}

} // namespace collviz::views
