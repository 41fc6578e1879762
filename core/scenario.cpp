// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/scenario.h"

#include "core/networks/networkfamily.h"
#include "core/operation.h"
#include "core/topology.h"
#include "core/userfiles.h"
#include "core/userinput.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace collviz::core {

namespace {

using userinput::echo;
using userinput::jsonText;

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::Scenario", text); }
/// tr() of a literal marked with QT_TRANSLATE_NOOP (lupdate reads no literal nested in tr()):
/// the free functions of this file mark their strings with this file's context.
QString translated(const char *text) { return tr(text); }

enum class Kind { Text, PositiveReal, Real, Whole };

/// One field of a scenario: its command-line option, where it sits in the JSON object,
/// what it takes, and where it lives in the struct.
struct Field
{
    const char *option;
    const char *jsonKey;
    bool inParams; ///< under "params" in the file, as in the schedule document
    Kind kind;
    int minimum = 0;
    int maximum = 0;
};

const Field kFields[] = {
    {"topology", "topology", false, Kind::Text},
    {"algorithm", "algorithm", false, Kind::Text},
    {"model", "model", false, Kind::Text},
    {"m", "m", true, Kind::PositiveReal},
    {"ts", "ts", true, Kind::Real},
    {"tw", "tw", true, Kind::Real},
    {"th", "th", true, Kind::Real},
    {"tc", "tc", true, Kind::Real},
    {"root", "root", true, Kind::Whole, 0, TopologyLimits::maxVertices - 1},
    {"shift", "shift", true, Kind::Whole, 1, TopologyLimits::maxVertices - 1},
    {"repeat", "repeat", true, Kind::Whole, 1, 12},
    {"round", "round", false, Kind::Whole, 0, Scenario::kMaxRound},
};

const Field *findField(const QString &option)
{
    for (const Field &f : kFields)
        if (option == QLatin1String(f.option))
            return &f;
    return nullptr;
}

QString label(const Field &f, Scenario::Naming naming)
{
    if (naming == Scenario::Naming::CommandLine)
        return QStringLiteral("--%1").arg(QLatin1String(f.option));
    return f.inParams ? QStringLiteral("params.%1").arg(QLatin1String(f.jsonKey)) : QLatin1String(f.jsonKey);
}

/// What a field takes, as the tail of "it takes ...".
QString accepted(const Field &f, Scenario::Naming naming)
{
    const QString json = naming == Scenario::Naming::File ? translated(QT_TRANSLATE_NOOP("collviz::core::Scenario", " as a JSON number")) : QString();
    switch (f.kind) {
    case Kind::Text: return translated(QT_TRANSLATE_NOOP("collviz::core::Scenario", "a non-empty text"));
    case Kind::PositiveReal:
        return translated(QT_TRANSLATE_NOOP("collviz::core::Scenario", "a plain decimal number > 0 and at most 1e12 (no sign), e.g. 1, 0.5 or 1e6%1")).arg(json);
    case Kind::Real:
        return translated(QT_TRANSLATE_NOOP("collviz::core::Scenario", "a plain decimal number >= 0 and at most 1e12 (no sign), e.g. 0, 1, 0.5 or 1e6%1")).arg(json);
    case Kind::Whole:
        return translated(QT_TRANSLATE_NOOP("collviz::core::Scenario", "a plain decimal integer %1..%2 (digits only, no sign)%3")).arg(f.minimum).arg(f.maximum).arg(json);
    }
    return {};
}

/// "--m '-1' is not accepted; it takes a plain decimal number > 0 ...": one sentence.
QString refusal(const Field &f, Scenario::Naming naming, const QString &shownValue)
{
    return translated(QT_TRANSLATE_NOOP("collviz::core::Scenario", "%1 %2 is not accepted; it takes %3.")).arg(label(f, naming), shownValue, accepted(f, naming));
}

QString quotedText(const QString &text) { return QStringLiteral("'%1'").arg(echo(text)); }

bool realInRange(const Field &f, double v)
{
    if (!std::isfinite(v) || v > Scenario::kMaxCost)
        return false;
    return f.kind == Kind::PositiveReal ? v > 0 : v >= 0;
}

double *realSlot(Scenario &s, const Field &f)
{
    const QLatin1String o(f.option);
    if (o == QLatin1String("m")) return &s.m;
    if (o == QLatin1String("ts")) return &s.ts;
    if (o == QLatin1String("tw")) return &s.tw;
    if (o == QLatin1String("tc")) return &s.tc;
    return &s.th;
}

int *wholeSlot(Scenario &s, const Field &f)
{
    const QLatin1String o(f.option);
    if (o == QLatin1String("root")) {
        s.rootGiven = true;
        return &s.root;
    }
    if (o == QLatin1String("shift")) {
        s.shiftGiven = true;
        return &s.shift;
    }
    if (o == QLatin1String("repeat"))
        return &s.repeat;
    return &s.round;
}

double realValue(const Scenario &s, const Field &f)
{
    const QLatin1String o(f.option);
    if (o == QLatin1String("m")) return s.m;
    if (o == QLatin1String("ts")) return s.ts;
    if (o == QLatin1String("tw")) return s.tw;
    if (o == QLatin1String("tc")) return s.tc;
    return s.th;
}

int wholeValue(const Scenario &s, const Field &f)
{
    const QLatin1String o(f.option);
    if (o == QLatin1String("root")) return s.root;
    if (o == QLatin1String("shift")) return s.shift;
    if (o == QLatin1String("repeat")) return s.repeat;
    return s.round;
}

QString *textSlot(Scenario &s, const Field &f)
{
    const QLatin1String o(f.option);
    if (o == QLatin1String("topology")) return &s.topology;
    if (o == QLatin1String("algorithm")) return &s.algorithm;
    return &s.model;
}

bool failWith(QString *error, const QString &sentence)
{
    if (error)
        *error = sentence;
    return false;
}

/// Parses `topology` (a relative file found from `base`) into *spec; false where it is no SPEC or
/// its family takes sizes, not a file.
bool fileSpec(const QString &topology, const QString &base, TopologySpec *spec)
{
    return TopologySpec::parse(topology, spec, nullptr, base) && spec->family->takesFile();
}

QString operationsUsing(bool (*uses)(Operation))
{
    QStringList names;
    for (const QString &name : operationNames()) {
        Operation op;
        if (parseOperation(name, &op) && uses(op))
            names << name;
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

QString Scenario::formatName() { return QStringLiteral("collviz-scenario/1"); }

QStringList Scenario::optionNames()
{
    QStringList names;
    for (const Field &f : kFields)
        names << QLatin1String(f.option);
    return names;
}

bool Scenario::setOption(const QString &name, const QString &text, QString *error)
{
    const Field *f = findField(name);
    if (!f)
        return failWith(error, tr("--%1 is not a scenario option; accepted: --%2")
                                   .arg(echo(name), optionNames().join(QStringLiteral(", --"))));
    switch (f->kind) {
    case Kind::Text:
        if (text.trimmed().isEmpty()) {
            if (name == QLatin1String("model"))
                return failWith(error, tr("--model is empty; give items such as sf, wh, ports=1, ports=all, "
                                          "duplex=half, noncombining"));
            const QString what = name == QLatin1String("topology") ? tr("a SPEC such as hypercube:4 or ring:8")
                                                                    : tr("an id (see 'collviz-cli list')");
            return failWith(error, tr("--%1 is empty; it takes %2").arg(name, what));
        }
        *textSlot(*this, *f) = text;
        if (name == QLatin1String("topology"))
            topologyBase.clear(); // a file typed on a command line is found from the current directory
        return true;
    case Kind::PositiveReal:
    case Kind::Real: {
        double v = 0;
        if (!userinput::parseRealNumber(text, &v) || !realInRange(*f, v))
            return failWith(error, refusal(*f, Naming::CommandLine, quotedText(text)));
        *realSlot(*this, *f) = v;
        return true;
    }
    case Kind::Whole: {
        int v = 0;
        if (!userinput::parseWholeNumber(text, &v) || v < f->minimum || v > f->maximum)
            return failWith(error, refusal(*f, Naming::CommandLine, quotedText(text)));
        *wholeSlot(*this, *f) = v;
        return true;
    }
    }
    return false;
}

bool Scenario::validateRanges(Naming naming, QString *error) const
{
    // Programmatic scenarios skip setOption(): check the ranges again.
    for (const Field &f : kFields) {
        if (f.kind == Kind::PositiveReal || f.kind == Kind::Real) {
            const double v = realValue(*this, f);
            if (!realInRange(f, v))
                return failWith(error, refusal(f, naming, QString::number(v)));
        } else if (f.kind == Kind::Whole) {
            const int v = wholeValue(*this, f);
            if (v < f.minimum || v > f.maximum)
                return failWith(error, refusal(f, naming, QString::number(v)));
        }
    }
    return true;
}

bool Scenario::validateValues(Naming naming, QString *error) const
{
    if (topology.isEmpty())
        return failWith(error, tr("%1 is missing; it takes %2")
                                   .arg(label(*findField(QLatin1String("topology")), naming),
                                        tr("a SPEC such as hypercube:4, ring:8, mesh:4x4, torus:3x3x3 or tree:8")));
    return validateTopology(error) && validateRanges(naming, error);
}

bool Scenario::validateTopology(QString *error) const
{
    TopologySpec spec;
    if (!TopologySpec::parse(topology, &spec, error, topologyBase) || !spec.family->checkArgument(spec, error))
        return false;
    // Whether a holdings question asks about a processor (not a switch, not beyond the
    // network) needs the network: built only for a sheet with such a question (at most
    // TopologyLimits::maxVertices vertices, the size a lecture uses).
    const bool asksHoldings = std::any_of(exercises.questions.begin(), exercises.questions.end(),
                                          [](const exercise::Question &q) { return q.kind == exercise::Kind::Holdings; });
    if (!asksHoldings)
        return true;
    const TopologyPtr network = spec.family->create(spec, error);
    return network && exercises.validateFor(*network, error);
}

bool Scenario::validate(Naming naming, QString *error) const
{
    auto missing = [&](const char *option, const QString &what) {
        const Field &f = *findField(QLatin1String(option));
        return failWith(error, tr("%1 is missing; it takes %2").arg(label(f, naming), what));
    };
    if (algorithm.isEmpty())
        return missing("algorithm", tr("an algorithm id (see 'collviz-cli list')"));
    if (topology.isEmpty())
        return missing("topology", tr("a SPEC such as hypercube:4, ring:8, mesh:4x4, torus:3x3x3 or tree:8"));
    const auto alg = AlgorithmRegistry::instance().find(algorithm);
    if (!alg)
        return failWith(error, tr("unknown algorithm '%1'; accepted: %2 (see 'collviz-cli list')")
                                   .arg(echo(algorithm),
                                        AlgorithmRegistry::instance().ids().join(QStringLiteral(", "))));
    if (!validateTopology(error))
        return false;
    if (!model.isEmpty()) {
        CommModel parsed;
        if (!CommModel::parse(model, alg->naturalModel(), &parsed, error))
            return false;
    }
    if (!validateRanges(naming, error))
        return false;
    const Operation op = alg->operation();
    if (rootGiven && !usesRoot(op))
        return failWith(error, tr("%1 means nothing for %2 (operation %3); it applies to %4")
                                   .arg(label(*findField(QStringLiteral("root")), naming), alg->id(), operationName(op),
                                        operationsUsing(&usesRoot)));
    if (shiftGiven && !usesShift(op))
        return failWith(error, tr("%1 means nothing for %2 (operation %3); it applies to shift algorithms")
                                   .arg(label(*findField(QStringLiteral("shift")), naming), alg->id(),
                                        operationName(op)));
    if (repeat != 1 && !alg->acceptsRepeat())
        return failWith(error, tr("%1 means nothing for %2; it applies to the alltoall-jh algorithms (s AAPCs in "
                                  "succession)")
                                   .arg(label(*findField(QStringLiteral("repeat")), naming), alg->id()));
    return true;
}

QJsonObject Scenario::toJson() const
{
    QJsonObject params{{QStringLiteral("m"), m}, {QStringLiteral("ts"), ts}, {QStringLiteral("tw"), tw},
                       {QStringLiteral("th"), th}};
    if (tc != 0)
        params.insert(QStringLiteral("tc"), tc);
    if (rootGiven)
        params.insert(QStringLiteral("root"), root);
    if (shiftGiven)
        params.insert(QStringLiteral("shift"), shift);
    if (repeat != 1)
        params.insert(QStringLiteral("repeat"), repeat);
    QJsonObject o{{QStringLiteral("format"), formatName()},
                  {QStringLiteral("algorithm"), algorithm},
                  {QStringLiteral("topology"), topology},
                  {QStringLiteral("params"), params},
                  {QStringLiteral("round"), round}};
    if (!model.isEmpty())
        o.insert(QStringLiteral("model"), model);
    if (!bookmarks.isEmpty()) {
        QJsonArray marks;
        for (int r : bookmarks)
            marks.append(r);
        o.insert(QStringLiteral("bookmarks"), marks);
    }
    if (!exercises.isEmpty())
        o.insert(QStringLiteral("exercises"), exercises.toJson());
    if (!views.isEmpty())
        o.insert(QStringLiteral("views"), views);
    return o;
}

bool Scenario::fromJson(const QJsonObject &object, Scenario *out, QString *error)
{
    const QString example = tr("{\"format\": \"collviz-scenario/1\", \"algorithm\": ID, \"topology\": SPEC, ...}");
    const QJsonValue format = object.value(QStringLiteral("format"));
    const QString prefix = QStringLiteral("collviz-scenario/");
    if (format.isString() && format.toString().startsWith(prefix) && format.toString() != formatName()
        && format.toString().mid(prefix.size()).toInt() > 1)
        return failWith(error, tr("format %1 was written by a newer CollViz; this one reads \"%2\"")
                                   .arg(jsonText(format), formatName()));
    if (format.toString() != formatName())
        return failWith(error, tr("format %1 is not accepted; it takes \"%2\", as in %3")
                                   .arg(format.isUndefined() ? tr("(missing)") : jsonText(format), formatName(),
                                        example));
    const QStringList topKeys{QStringLiteral("format"), QStringLiteral("algorithm"), QStringLiteral("topology"),
                              QStringLiteral("model"), QStringLiteral("params"), QStringLiteral("round"),
                              QStringLiteral("bookmarks"), QStringLiteral("exercises"),
                              QStringLiteral("views")};
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!topKeys.contains(it.key()))
            return failWith(error, tr("member '%1' is not part of a scenario; accepted: %2")
                                       .arg(echo(it.key()), topKeys.join(QStringLiteral(", "))));
    const QJsonValue paramsValue = object.value(QStringLiteral("params"));
    if (!paramsValue.isUndefined() && !paramsValue.isObject())
        return failWith(error, tr("params %1 is not accepted; it takes an object such as {\"m\": 1, \"ts\": 1}")
                                   .arg(jsonText(paramsValue)));
    const QJsonObject params = paramsValue.toObject();
    const QJsonValue viewsValue = object.value(QStringLiteral("views"));
    if (!viewsValue.isUndefined() && !viewsValue.isObject())
        return failWith(error, tr("views %1 is not accepted; it takes an object such as {\"panels\": [\"costChart\"]}")
                                   .arg(jsonText(viewsValue)));
    QStringList paramKeys;
    for (const Field &f : kFields)
        if (f.inParams)
            paramKeys << QLatin1String(f.jsonKey);
    for (auto it = params.begin(); it != params.end(); ++it)
        if (!paramKeys.contains(it.key()))
            return failWith(error, tr("member 'params.%1' is not part of a scenario; accepted: %2")
                                       .arg(echo(it.key()), paramKeys.join(QStringLiteral(", "))));

    Scenario s;
    for (const Field &f : kFields) {
        const QJsonValue v = (f.inParams ? params : object).value(QLatin1String(f.jsonKey));
        if (v.isUndefined())
            continue;
        switch (f.kind) {
        case Kind::Text: {
            const bool isModel = QLatin1String(f.option) == QLatin1String("model");
            if (!v.isString() || (!isModel && v.toString().trimmed().isEmpty()))
                return failWith(error, tr("%1 %2 is not accepted; it takes %3")
                                           .arg(label(f, Naming::File), jsonText(v),
                                                isModel ? tr("a model SPEC as a JSON string (\"\" = the natural model)")
                                                    : tr("a non-empty JSON string")));
            *textSlot(s, f) = v.toString();
            break;
        }
        case Kind::PositiveReal:
        case Kind::Real:
            if (!v.isDouble() || !realInRange(f, v.toDouble()))
                return failWith(error, refusal(f, Naming::File, jsonText(v)));
            *realSlot(s, f) = v.toDouble();
            break;
        case Kind::Whole: {
            const double d = v.toDouble();
            if (!v.isDouble() || d != std::floor(d) || d < f.minimum || d > f.maximum)
                return failWith(error, refusal(f, Naming::File, jsonText(v)));
            *wholeSlot(s, f) = int(d);
            break;
        }
        }
    }
    // The lecturer's marked rounds: whole numbers 1..kMaxRound, kept sorted and distinct.
    const QJsonValue marks = object.value(QStringLiteral("bookmarks"));
    if (!marks.isUndefined()) {
        const auto refuseMarks = [&]() {
            return failWith(error, tr("bookmarks %1 is not accepted; it takes a list of rounds from 1 to %2, such as [2, 5]")
                                       .arg(jsonText(marks))
                                       .arg(kMaxRound));
        };
        if (!marks.isArray())
            return refuseMarks();
        for (const auto &v : marks.toArray()) {
            const double d = v.toDouble();
            if (!v.isDouble() || d != std::floor(d) || d < 1 || d > kMaxRound)
                return refuseMarks();
            if (!s.bookmarks.contains(int(d)))
                s.bookmarks << int(d);
        }
        std::sort(s.bookmarks.begin(), s.bookmarks.end());
    }
    const QJsonValue exercises = object.value(QStringLiteral("exercises"));
    if (!exercises.isUndefined() && !exercise::ExerciseSheet::fromJson(exercises, &s.exercises, error))
        return false;
    s.views = viewsValue.toObject();
    *out = s;
    return true;
}

bool Scenario::readFile(const QString &path, Scenario *out, QString *error)
{
    QByteArray bytes;
    return userfiles::read(path, tr("scenario file"), kMaxFileBytes, &bytes, error) && readBytes(bytes, path, out, error);
}

bool Scenario::readBytes(const QByteArray &bytes, const QString &path, Scenario *out, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return failWith(error, tr("scenario file '%1' is not a JSON object (%2 at offset %3); it takes one "
                                  "collviz-scenario/1 object")
                                   .arg(echo(path),
                                        parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                                     : tr("another JSON value"))
                                   .arg(parseError.error != QJsonParseError::NoError ? parseError.offset : 0));
    if (const QString twice = userinput::repeatedJsonMember(bytes); !twice.isEmpty())
        return failWith(error, tr("scenario file '%1': member '%2' is given twice; give it once")
                                   .arg(echo(path), echo(twice)));
    Scenario s;
    QString why;
    if (!fromJson(doc.object(), &s, &why))
        return failWith(error, tr("scenario file '%1': %2").arg(echo(path), why));
    // A file the topology names is found from the scenario's folder (standard input: the
    // current directory's).
    TopologySpec spec;
    if (!userfiles::isStandardStream(path) && fileSpec(s.topology, QString(), &spec))
        s.topologyBase = QFileInfo(path).absolutePath();
    if (!s.validate(Naming::File, &why))
        return failWith(error, tr("scenario file '%1': %2").arg(echo(path), why));
    *out = s;
    return true;
}

bool Scenario::writeFile(const QString &path, QString *error) const
{
    Scenario written = *this;
    written.topology = topologyFor(path);
    // Whole or not at all: a failed write leaves the old file as it was, never half a file.
    return userfiles::write(path, QJsonDocument(written.toJson()).toJson(QJsonDocument::Indented), error);
}

QString Scenario::topologyFor(const QString &path) const
{
    TopologySpec spec;
    // A Qt resource (":/networks/dgx1.json") is found from anywhere.
    if (!fileSpec(topology, topologyBase, &spec) || spec.argument.startsWith(QLatin1Char(':')))
        return topology;
    const bool toFile = !userfiles::isStandardStream(path);
    const QString folder = toFile ? QFileInfo(path).absolutePath() : QString();
    if (toFile && !topologyBase.isEmpty() && topologyBase == folder)
        return topology;
    const QString from = topologyBase.isEmpty() ? QDir::currentPath() : topologyBase;
    const QString file = QDir::cleanPath(QDir(from).absoluteFilePath(spec.argument));
    const QString prefix = spec.family->id() + QLatin1Char(':');
    if (toFile) {
        const QString relative = QDir(folder).relativeFilePath(file);
        if (relative != QLatin1String("..") && !relative.startsWith(QLatin1String("../"))
            && !QDir::isAbsolutePath(relative))
            return prefix + relative;
    }
    return prefix + file;
}

RunRequest Scenario::toRunRequest() const
{
    RunRequest r;
    r.algorithm = algorithm;
    r.topology = topology;
    TopologySpec spec;
    if (!topologyBase.isEmpty() && fileSpec(topology, topologyBase, &spec))
        r.topology = spec.family->id() + QLatin1Char(':') + spec.file();
    r.modelSpec = model;
    r.params.cost.m = m;
    r.params.cost.ts = ts;
    r.params.cost.tw = tw;
    r.params.cost.th = th;
    r.params.cost.tc = tc;
    r.params.root = root;
    r.params.shift = shift;
    r.params.repeat = repeat;
    r.rootGiven = rootGiven;
    r.shiftGiven = shiftGiven;
    return r;
}

Scenario Scenario::fromRunRequest(const RunRequest &request, int round)
{
    Scenario s;
    s.algorithm = request.algorithm;
    s.topology = request.topology;
    s.model = request.modelSpec;
    s.m = request.params.cost.m;
    s.ts = request.params.cost.ts;
    s.tw = request.params.cost.tw;
    s.th = request.params.cost.th;
    s.tc = request.params.cost.tc;
    s.rootGiven = request.rootGiven;
    s.shiftGiven = request.shiftGiven;
    // A root or shift that was not given keeps its default, so that equal setups compare equal.
    s.root = request.rootGiven ? request.params.root : 0;
    s.shift = request.shiftGiven ? request.params.shift : 1;
    s.repeat = request.params.repeat;
    s.round = round;
    return s;
}

bool Scenario::operator==(const Scenario &o) const
{
    return topology == o.topology && topologyBase == o.topologyBase && algorithm == o.algorithm && model == o.model
           && m == o.m && ts == o.ts && tw == o.tw && th == o.th && tc == o.tc && root == o.root && rootGiven == o.rootGiven && shift == o.shift
           && shiftGiven == o.shiftGiven && repeat == o.repeat && round == o.round
           && bookmarks == o.bookmarks && exercises == o.exercises && views == o.views;
}

} // namespace collviz::core
