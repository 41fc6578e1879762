// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/graph/networkfile.h"

#include "core/networks/networkfamily.h"
#include "core/topology.h"
#include "core/userfiles.h"
#include "core/userinput.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace collviz::core::networks::networkfile {

static_assert(kMaxNodes <= TopologyLimits::maxVertices, "a network file's network is a network");

namespace {

using userinput::echo;
using userinput::jsonText;

/// The members of a network file, in the order the sentences list them.
const char *const kMembers[] = {"format", "name", "processors", "switches", "links", "coordinates"};

QString element(const QString &path, qsizetype index) { return QStringLiteral("%1[%2]").arg(path).arg(index); }

/// Reads a parsed document member by member, as the schedule document's reader does: the first
/// problem found is kept as one sentence naming the file, the member, its value and what it
/// takes.
class Reader
{
public:
    explicit Reader(const QString &file) : mFile(file) {}

    bool read(const QByteArray &bytes, const QJsonObject &doc)
    {
        return readHead(bytes, doc) && readNodes(doc) && readLinks(doc) && checkConnected() && readCoordinates(doc);
    }

    QString error;
    NetworkFile net;

private:
    bool fail(const QString &what)
    {
        error = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "network file '%1': %2")).arg(echo(mFile), what);
        return false;
    }
    bool refuse(const QString &path, const QJsonValue &value, const QString &accepted)
    {
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "%1 %2 is not accepted; it takes %3"))
                        .arg(path, jsonText(value), accepted));
    }
    bool missing(const QString &path, const QString &accepted)
    {
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "%1 is missing; it takes %2")).arg(path, accepted));
    }

    bool readHead(const QByteArray &bytes, const QJsonObject &doc);
    bool readNodes(const QJsonObject &doc);
    bool readNames(const QJsonArray &names, const QString &path);
    bool readLinks(const QJsonObject &doc);
    bool readLink(const QJsonValue &value, const QString &path, QHash<qint64, int> *given);
    bool checkConnected();
    bool readCoordinates(const QJsonObject &doc);

    QString mFile;
    QHash<QString, int> mVertexOf; ///< a name's vertex
    QStringList mGivenAt;          ///< where each vertex's name is given ("processors[3]")
};

/// The format, no member twice, no member unknown, the name.
bool Reader::readHead(const QByteArray &bytes, const QJsonObject &doc)
{
    if (const QString twice = userinput::repeatedJsonMember(bytes); !twice.isEmpty())
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "member '%1' is given twice; give it once"))
                        .arg(echo(twice)));
    const QString quotedFormat = QStringLiteral("\"%1\"").arg(formatName());
    const QJsonValue format = doc.value(QLatin1String("format"));
    if (format.isUndefined())
        return missing(QStringLiteral("format"), quotedFormat);
    const QString prefix = QStringLiteral("collviz-network/");
    if (format.isString() && format.toString().startsWith(prefix) && format.toString().mid(prefix.size()).toInt() > 1)
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                   "format %1 was written by a newer CollViz; this one reads %2"))
                        .arg(jsonText(format), quotedFormat));
    if (format.toString() != formatName())
        return refuse(QStringLiteral("format"), format, quotedFormat);
    QStringList known;
    for (const char *member : kMembers)
        known << QLatin1String(member);
    for (auto it = doc.begin(); it != doc.end(); ++it)
        if (!known.contains(it.key()))
            return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                       "member '%1' is not part of a network file; accepted: %2"))
                            .arg(echo(it.key()), known.join(QStringLiteral(", "))));
    const QJsonValue name = doc.value(QLatin1String("name"));
    if (!name.isUndefined() && !name.isString())
        return refuse(QStringLiteral("name"), name,
                      topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "a JSON string")));
    net.name = name.toString();
    return true;
}

/// The processors and the switches: vertices 0..p-1 and p.., each name given once.
bool Reader::readNodes(const QJsonObject &doc)
{
    const QString accepted =
        topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "a list of names such as [\"gpu0\", \"gpu1\"]"));
    const QJsonValue processors = doc.value(QLatin1String("processors"));
    const QJsonValue switches = doc.value(QLatin1String("switches"));
    if (processors.isUndefined())
        return missing(QStringLiteral("processors"), accepted);
    if (!processors.isArray())
        return refuse(QStringLiteral("processors"), processors, accepted);
    if (!switches.isUndefined() && !switches.isArray())
        return refuse(QStringLiteral("switches"), switches, accepted);
    const qsizetype p = processors.toArray().size();
    const qsizetype nodes = p + switches.toArray().size();
    if (nodes > kMaxNodes)
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                   "it names %1 processors and switches, more than the %2 a network "
                                                   "file may have"))
                        .arg(QString::number(nodes), QString::number(kMaxNodes)));
    if (!readNames(processors.toArray(), QStringLiteral("processors"))
        || !readNames(switches.toArray(), QStringLiteral("switches")))
        return false;
    for (const auto &name : processors.toArray())
        net.processors << name.toString();
    for (const auto &name : switches.toArray())
        net.switches << name.toString();
    if (p == 0)
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                   "processors is empty; a network takes at least 2 processors")));
    if (p == 1)
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                   "processors names only %1; a network takes at least 2 processors"))
                        .arg(jsonText(processors.toArray().first())));
    return true;
}

bool Reader::readNames(const QJsonArray &names, const QString &path)
{
    const QString accepted = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                            "a name: a non-empty JSON string of at most %1 characters"))
                                 .arg(kMaxNameChars);
    for (qsizetype i = 0; i < names.size(); ++i) {
        const QString at = element(path, i);
        const QJsonValue v = names[i];
        if (!v.isString() || v.toString().isEmpty() || v.toString().size() > kMaxNameChars)
            return refuse(at, v, accepted);
        const int vertex = int(mGivenAt.size());
        if (const auto before = mVertexOf.constFind(v.toString()); before != mVertexOf.constEnd())
            return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                       "%1 %2 is the name %3 gives already; every processor and "
                                                       "switch takes a name of its own"))
                            .arg(at, jsonText(v), mGivenAt[before.value()]));
        mVertexOf.insert(v.toString(), vertex);
        mGivenAt << at;
    }
    return true;
}

/// The links: pairs of two different names, each pair once (in either order).
bool Reader::readLinks(const QJsonObject &doc)
{
    const QString accepted = topologyText(QT_TRANSLATE_NOOP(
        "collviz::core::Topology", "a list of links, each a pair of names such as [\"gpu0\", \"gpu1\"]"));
    const QJsonValue links = doc.value(QLatin1String("links"));
    if (links.isUndefined())
        return missing(QStringLiteral("links"), accepted);
    if (!links.isArray())
        return refuse(QStringLiteral("links"), links, accepted);
    const QJsonArray list = links.toArray();
    QHash<qint64, int> given; // (lower, higher) -> its index in the list
    given.reserve(list.size());
    net.links.reserve(std::size_t(list.size()));
    for (qsizetype i = 0; i < list.size(); ++i)
        if (!readLink(list[i], element(QStringLiteral("links"), i), &given))
            return false;
    return true;
}

bool Reader::readLink(const QJsonValue &value, const QString &path, QHash<qint64, int> *given)
{
    if (!value.isArray())
        return refuse(path, value,
                      topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                     "a link: a pair of names such as [\"gpu0\", \"gpu1\"]")));
    const QJsonArray ends = value.toArray();
    if (ends.size() != 2)
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                   "%1 %2 is not accepted; a link takes exactly 2 ends, such as "
                                                   "[\"gpu0\", \"gpu1\"]"))
                        .arg(path, jsonText(value)));
    int vertex[2] = {-1, -1};
    for (int k = 0; k < 2; ++k) {
        const auto it = ends[k].isString() ? mVertexOf.constFind(ends[k].toString()) : mVertexOf.constEnd();
        if (it == mVertexOf.constEnd())
            return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                       "%1 %2 names no processor or switch; it takes one of the names "
                                                       "in processors or switches"))
                            .arg(element(path, k), jsonText(ends[k])));
        vertex[k] = it.value();
    }
    if (vertex[0] == vertex[1])
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                   "%1 %2 joins %3 to itself; a link joins two different nodes"))
                        .arg(path, jsonText(value), jsonText(ends[0])));
    const int low = std::min(vertex[0], vertex[1]);
    const int high = std::max(vertex[0], vertex[1]);
    const qint64 key = qint64(low) * kMaxNodes + high;
    if (const auto before = given->constFind(key); before != given->constEnd())
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                   "%1 %2 joins the nodes links[%3] joins already; give each link "
                                                   "once, in either direction"))
                        .arg(path, jsonText(value), QString::number(before.value())));
    given->insert(key, int(net.links.size()));
    net.links.emplace_back(low, high);
    return true;
}

/// Every processor reaches every other, and every switch is reached (from processor 0).
bool Reader::checkConnected()
{
    const int n = net.nodeCount();
    std::vector<std::vector<int>> neighbours(static_cast<std::size_t>(n));
    for (const auto &[a, b] : net.links) {
        neighbours[std::size_t(a)].push_back(b);
        neighbours[std::size_t(b)].push_back(a);
    }
    std::vector<char> reached(std::size_t(n), 0);
    std::vector<int> queue{0};
    reached[0] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head)
        for (int w : neighbours[std::size_t(queue[head])])
            if (!reached[std::size_t(w)]) {
                reached[std::size_t(w)] = 1;
                queue.push_back(w);
            }
    const int p = int(net.processors.size());
    for (int v = 0; v < n; ++v) {
        if (reached[std::size_t(v)])
            continue;
        if (v < p)
            return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                       "processor '%1' cannot be reached from processor '%2'; every "
                                                       "processor must reach every other over the links"))
                            .arg(echo(net.nodeName(v)), echo(net.nodeName(0))));
        return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                   "switch '%1' cannot be reached from processor '%2'; every switch "
                                                   "must be connected to the processors"))
                        .arg(echo(net.nodeName(v)), echo(net.nodeName(0))));
    }
    return true;
}

/// A position [x, y] for every processor and switch, or none at all.
bool Reader::readCoordinates(const QJsonObject &doc)
{
    const QJsonValue coordinates = doc.value(QLatin1String("coordinates"));
    if (coordinates.isUndefined())
        return true;
    if (!coordinates.isObject())
        return refuse(QStringLiteral("coordinates"), coordinates,
                      topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                     "an object giving every processor and switch its position [x, "
                                                     "y], such as {\"gpu0\": [0, 0]}")));
    const QString accepted = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                            "a position [x, y]: two JSON numbers from -%1 to %1"))
                                 .arg(QString::number(kMaxCoordinate, 'f', 0));
    const QJsonObject given = coordinates.toObject();
    std::vector<QPointF> positions(std::size_t(net.nodeCount()));
    for (auto it = given.begin(); it != given.end(); ++it) {
        const auto vertex = mVertexOf.constFind(it.key());
        if (vertex == mVertexOf.constEnd())
            return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                       "coordinates member '%1' names no processor or switch; it "
                                                       "takes their names"))
                            .arg(echo(it.key())));
        const QString path = QStringLiteral("coordinates.%1").arg(echo(it.key()));
        const QJsonArray xy = it.value().toArray();
        auto good = [](const QJsonValue &c) {
            return c.isDouble() && std::isfinite(c.toDouble()) && std::abs(c.toDouble()) <= kMaxCoordinate;
        };
        if (!it.value().isArray() || xy.size() != 2 || !good(xy[0]) || !good(xy[1]))
            return refuse(path, it.value(), accepted);
        positions[std::size_t(vertex.value())] = QPointF(xy[0].toDouble(), xy[1].toDouble());
    }
    for (int v = 0; v < net.nodeCount(); ++v)
        if (!given.contains(net.nodeName(v)))
            return fail(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                       "coordinates gives no position for '%1'; it takes one for "
                                                       "every processor and switch, or none at all"))
                            .arg(echo(net.nodeName(v))));
    net.coordinates = std::move(positions);
    return true;
}

} // namespace

QString formatName() { return QStringLiteral("collviz-network/1"); }

bool read(const QString &path, NetworkFile *out, QString *error)
{
    QByteArray bytes;
    const QString what = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "network file"));
    return userfiles::read(path, what, kMaxBytes, &bytes, error, userfiles::Dash::FileName)
           && parse(bytes, path, out, error);
}

bool parse(const QByteArray &bytes, const QString &path, NetworkFile *out, QString *error)
{
    auto failWith = [&](const QString &sentence) {
        if (error)
            *error = sentence;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return failWith(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                       "network file '%1' is not JSON (%2 at offset %3); it takes one "
                                                       "collviz-network/1 object"))
                            .arg(echo(path), parseError.errorString(), QString::number(parseError.offset)));
    if (!doc.isObject())
        return failWith(topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology",
                                                       "network file '%1' holds a JSON array, not an object; it takes "
                                                       "one collviz-network/1 object"))
                            .arg(echo(path)));
    Reader reader(path);
    if (!reader.read(bytes, doc.object()))
        return failWith(reader.error);
    *out = std::move(reader.net);
    return true;
}

} // namespace collviz::core::networks::networkfile
