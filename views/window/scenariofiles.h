// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/scenario.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

class QAction;
class QMenu;
class QWidget;

namespace collviz::views {

class MainWindow;

/**
 * The window's scenario files (.collviz, core::Scenario's collviz-scenario/1 JSON): File >
 * Open, Save, Save As and Open Recent, and files dropped onto the window. A file is read and
 * validated completely before anything changes: a malformed, unknown or newer file is
 * refused with the sentence core::Scenario makes (it names the field) and the session on
 * show stays as it was. A saved file holds the setup and the round on show; it is written
 * whole or not at all (core/userfiles.h), so a failed save leaves the file there before as it
 * was, and says why in a message box.
 */
class ScenarioFiles final : public QObject
{
    Q_OBJECT
public:
    explicit ScenarioFiles(MainWindow *window, bool useSettings);

    /// Adds Open, Open Recent, Examples, Save and Save As to `menu` (before `before`, or at the end).
    void addActions(QMenu *menu, QAction *before = nullptr);
    void retranslate();

    /// Reads, validates and shows the scenario in `path`; false and *error (nothing changed)
    /// when the file is refused. `asDocument` false (an autosave): shown, but neither the
    /// file Save writes to nor a recent file.
    bool open(const QString &path, QString *error, bool asDocument = true);
    /// Writes the setup and the round on show to `path`; false and *error on failure.
    bool save(const QString &path, QString *error);
    /// The scenario on show: the setup, the round, and (member "views") the open panels and
    /// their options.
    core::Scenario currentScenario() const;
    /// The window's panels as a scenario's "views": {"panels": [open panels], "front": [the
    /// panels on top of their tab group], "costChart": {...}, "tadt": {...}, "dataMatrix": {...}}.
    QJsonObject views() const;
    /// Checks `views` completely (errors name the member, "views.costChart.points ...") and,
    /// with apply, shows those panels with those options. Missing members change nothing.
    bool setViews(const QJsonObject &views, QString *error, bool apply);
    /// The file the session was opened from or last saved to (empty: none).
    QString currentPath() const { return mPath; }
    QStringList recentFiles() const;
    /// The bundled example scenarios (resources/examples, compiled in under :/examples).
    static QStringList examples();

    /// ".collviz"
    static QString suffix() { return QStringLiteral("collviz"); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void openInteractively(const QString &path);
    void saveInteractively(bool askName);
    void remember(const QString &path);
    void updateRecentMenu();

    MainWindow *mWindow = nullptr;
    bool mUseSettings = true;
    QString mPath;
    QAction *mOpen = nullptr;
    QAction *mSave = nullptr;
    QAction *mSaveAs = nullptr;
    QMenu *mRecent = nullptr;
    QMenu *mExamples = nullptr;
};

} // namespace collviz::views
