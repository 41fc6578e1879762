#include "views/mainwindow.h"

#include <QLabel>

namespace collviz::views {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("CollViz"));
    auto *label = new QLabel(tr("CollViz"), this);
    label->setAlignment(Qt::AlignCenter);
    setCentralWidget(label);
    resize(1200, 800);
}

} // namespace collviz::views
