// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace collviz::views::viewoptions {

/**
 * Reading the "views" member of a scenario file (the open panels and their options; see
 * ScenarioFiles): every member is checked before anything is applied, and a refusal is one
 * sentence naming the member by its path ("views.costChart.points 0 is not accepted; it
 * takes a whole number 2..200"), the way core::Scenario names its fields. Missing members
 * keep the panel's current value, so files without "views" (older ones) still open.
 */
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(collviz::views::viewoptions::Reader)
public:
    /// Reads the object at `path` (e.g. "views.costChart"); members not in `accepted` are refused.
    Reader(const QJsonObject &object, QString path, const QStringList &accepted);

    std::optional<double> number(const QString &key, double minimum, double maximum);
    std::optional<int> whole(const QString &key, int minimum, int maximum);
    std::optional<bool> boolean(const QString &key);
    std::optional<QString> choice(const QString &key, const QStringList &choices);
    std::optional<QString> text(const QString &key);
    std::optional<QStringList> texts(const QString &key);
    /// A nested object, or an empty one when missing (an error when it is something else).
    QJsonObject object(const QString &key);

    bool ok() const { return mError.isEmpty(); }
    /// The first problem found (one sentence), empty when all was accepted.
    QString error() const { return mError; }
    QString path() const { return mPath; }

private:
    bool refuse(const QString &key, const QString &what);

    QJsonObject mObject;
    QString mPath;
    QString mError;
};

/// The print style a figure is drawn in: "colour" or "mono" (black and white: line styles,
/// markers and hatching instead of colour, for handouts).
inline QStringList styleChoices() { return {QStringLiteral("colour"), QStringLiteral("mono")}; }

} // namespace collviz::views::viewoptions
