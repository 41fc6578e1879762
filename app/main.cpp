// collviz: the desktop app.

#include "views/mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CollViz"));
    QApplication::setApplicationName(QStringLiteral("CollViz"));
    collviz::views::MainWindow window;
    window.show();
    return app.exec();
}
