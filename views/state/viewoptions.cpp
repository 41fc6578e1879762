// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/state/viewoptions.h"

#include "core/userinput.h"

#include <QJsonArray>

#include <cmath>

namespace collviz::views::viewoptions {

using core::userinput::jsonText;

Reader::Reader(const QJsonObject &object, QString path, const QStringList &accepted)
    : mObject(object), mPath(std::move(path))
{
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!accepted.contains(it.key())) {
            mError = tr("member '%1.%2' is not part of a scenario; accepted: %3")
                         .arg(mPath, core::userinput::echo(it.key()), accepted.join(QStringLiteral(", ")));
            break;
        }
}

bool Reader::refuse(const QString &key, const QString &what)
{
    if (mError.isEmpty())
        mError = tr("%1.%2 %3 is not accepted; it takes %4").arg(mPath, key, jsonText(mObject.value(key)), what);
    return false;
}

std::optional<double> Reader::number(const QString &key, double minimum, double maximum)
{
    const QJsonValue v = mObject.value(key);
    if (v.isUndefined() || !ok())
        return std::nullopt;
    if (!v.isDouble() || !(v.toDouble() >= minimum && v.toDouble() <= maximum)) {
        refuse(key, tr("a number %1..%2").arg(minimum).arg(maximum));
        return std::nullopt;
    }
    return v.toDouble();
}

std::optional<int> Reader::whole(const QString &key, int minimum, int maximum)
{
    const QJsonValue v = mObject.value(key);
    if (v.isUndefined() || !ok())
        return std::nullopt;
    const double d = v.toDouble();
    if (!v.isDouble() || d != std::floor(d) || d < minimum || d > maximum) {
        refuse(key, tr("a whole number %1..%2").arg(minimum).arg(maximum));
        return std::nullopt;
    }
    return int(d);
}

std::optional<bool> Reader::boolean(const QString &key)
{
    const QJsonValue v = mObject.value(key);
    if (v.isUndefined() || !ok())
        return std::nullopt;
    if (!v.isBool()) {
        refuse(key, tr("true or false"));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QString> Reader::choice(const QString &key, const QStringList &choices)
{
    const QJsonValue v = mObject.value(key);
    if (v.isUndefined() || !ok())
        return std::nullopt;
    if (!v.isString() || !choices.contains(v.toString())) {
        refuse(key, tr("one of %1").arg(choices.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    return v.toString();
}

std::optional<QString> Reader::text(const QString &key)
{
    const QJsonValue v = mObject.value(key);
    if (v.isUndefined() || !ok())
        return std::nullopt;
    if (!v.isString()) {
        refuse(key, tr("a JSON string"));
        return std::nullopt;
    }
    return v.toString();
}

std::optional<QStringList> Reader::texts(const QString &key)
{
    const QJsonValue v = mObject.value(key);
    if (v.isUndefined() || !ok())
        return std::nullopt;
    QStringList list;
    if (v.isArray())
        for (const QJsonValue &item : v.toArray())
            if (item.isString())
                list << item.toString();
    if (!v.isArray() || list.size() != v.toArray().size()) {
        refuse(key, tr("an array of strings"));
        return std::nullopt;
    }
    return list;
}

QJsonObject Reader::object(const QString &key)
{
    const QJsonValue v = mObject.value(key);
    if (v.isUndefined() || !ok())
        return {};
    if (!v.isObject()) {
        refuse(key, tr("an object"));
        return {};
    }
    return v.toObject();
}

} // namespace collviz::views::viewoptions
