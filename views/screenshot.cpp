#include "views/screenshot.h"

#include "views/mainwindow.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/session.h"

#include <QApplication>
#include <QBuffer>
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
    MainWindowOptions windowOptions;
    windowOptions.useSettings = false;
    windowOptions.request = options.request;
    windowOptions.initialSize = options.size;
    MainWindow window(windowOptions);
    window.resize(options.size);
    window.show();

    Session *session = window.session();
    if (session->isRunning()) {
        QEventLoop loop;
        QObject::connect(session, &Session::resultChanged, &loop, &QEventLoop::quit);
        QTimer::singleShot(120000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    int code = 0;
    if (session->result()) {
        window.player()->jumpTo(options.round);
        window.player()->freezeAt(options.progress);
        if (options.selectedNode >= 0)
            session->setSelectedNode(options.selectedNode);
    } else {
        code = 1;
        if (message)
            *message = session->error();
    }
    // Let layouts settle at the final size before the drawing is fitted and grabbed.
    QApplication::processEvents();
    window.networkView()->fitToWindow();
    QApplication::processEvents();
    // Documentation screenshots should stay small: keep true colour when the PNG is small
    // anyway, otherwise fall back to a palette image (a flat UI loses little).
    QImage image = window.grab().toImage();
    QByteArray png;
    {
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG", 0);
    }
    if (png.size() > kMaxTrueColourBytes)
        image = image.convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither);
    if (!image.save(options.path, "PNG", 0)) {
        if (message)
            *message = QApplication::translate("collviz::views::MainWindow", "cannot write %1").arg(options.path);
        return 2;
    }
    return code;
}

} // namespace collviz::views
