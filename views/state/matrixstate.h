#pragma once

#include <QJsonObject>
#include <QString>

namespace collviz::views {

/**
 * What the data matrix view shows besides the run and its moment, as a plain value: the
 * print style. The panel holds one; an export reads the same value from a scenario's
 * "views.dataMatrix".
 */
struct MatrixState
{
    bool monochrome = false;

    /// The value as a scenario file's "views.dataMatrix" holds it.
    QJsonObject toJson() const;
    /// Checks every member (a refusal is one sentence naming it as `path`.member) and only
    /// when all are accepted writes the ones given into *state; false and *error otherwise.
    static bool read(const QJsonObject &object, const QString &path, MatrixState *state, QString *error);
};

} // namespace collviz::views
