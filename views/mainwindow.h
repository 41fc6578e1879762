#pragma once

#include <QMainWindow>

namespace collviz::views {

/// The application's main window.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace collviz::views
