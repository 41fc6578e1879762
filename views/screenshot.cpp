#include "views/screenshot.h"

#include "views/mainwindow.h"
#include "views/network/networkview.h"
#include "views/player.h"
#include "views/session.h"

#include <QApplication>
#include <QEventLoop>
#include <QPixmap>
#include <QTimer>

namespace collviz::views {

int saveScreenshot(const ScreenshotOptions &options, QString *message)
{
    MainWindowOptions windowOptions;
    windowOptions.useSettings = false;
    windowOptions.request = options.request;
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
    const QPixmap pixmap = window.grab();
    if (!pixmap.save(options.path, "PNG")) {
        if (message)
            *message = QApplication::translate("collviz::views::MainWindow", "cannot write %1").arg(options.path);
        return 2;
    }
    return code;
}

} // namespace collviz::views
