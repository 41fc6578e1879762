// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/paje/pajetrace.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTemporaryFile>

#ifdef COLLVIZ_HAVE_LIBPAJE
#include <PajeDefinitions.h>
#include <PajeEntity.h>
#include <PajeEventDecoder.h>
#include <PajeEventDefinition.h>
#include <PajeException.h>
#include <PajeFileReader.h>
#include <PajeSimulator.h>

#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#endif

namespace collviz::core::paje {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("collviz::core::paje", text); }
} // namespace

#ifndef COLLVIZ_HAVE_LIBPAJE

bool haveLibpaje() { return false; }

bool loadTrace(const QByteArray &bytes, TraceContent *out, QString *error)
{
    Q_UNUSED(bytes);
    Q_UNUSED(out);
    *error = tr("this CollViz was built without libpaje, so it cannot read Paje traces");
    return false;
}

#else

bool haveLibpaje() { return true; }

namespace {

/// libpaje's reader, decoder and simulator share global state (the simulator's
/// ignoreIncompleteLinks, the entities' dump flags): one trace at a time.
std::mutex gLibpaje;

/// Sends std::cout, where libpaje reports some problems before it throws, to a buffer while it
/// lives, so that nothing of it reaches a program's own output.
class CoutCapture
{
public:
    CoutCapture() : mOld(std::cout.rdbuf(mBuffer.rdbuf())) {}
    ~CoutCapture() { std::cout.rdbuf(mOld); }
    /// What libpaje printed so far.
    QString text() const { return QString::fromStdString(mBuffer.str()); }
    CoutCapture(const CoutCapture &) = delete;
    CoutCapture &operator=(const CoutCapture &) = delete;

private:
    std::ostringstream mBuffer;
    std::streambuf *mOld;
};

QString qstr(const std::string &s) { return QString::fromStdString(s); }

/// A definition line's words after its '%' ("EventDef PajeStartLink 15", "Time date").
QList<QByteArray> definitionWords(const QByteArray &line) { return line.mid(1).simplified().split(' '); }

/**
 * libpaje's decoder ends the process (exit(1)) at an event definition that lacks a field the
 * event needs, instead of throwing: so the definitions are checked first, with libpaje's own
 * PajeEventDefinition and its table of the fields each event needs. Everything else wrong in a
 * definition is left to the decoder, which throws.
 */
bool checkDefinitions(const QByteArray &bytes, PajeDefinitions &definitions, QString *error)
{
    std::unique_ptr<PajeEventDefinition> open;
    QByteArray openName;
    int lineNumber = 0;
    for (qsizetype at = 0; at < bytes.size();) {
        qsizetype end = bytes.indexOf('\n', at);
        if (end < 0)
            end = bytes.size();
        ++lineNumber;
        const QByteArray line = bytes.mid(at, end - at).trimmed();
        at = end + 1;
        if (!line.startsWith('%'))
            continue;
        const QList<QByteArray> words = definitionWords(line);
        if (words.isEmpty() || words[0].isEmpty())
            continue;
        if (!open) {
            if (words[0] != "EventDef" || words.size() != 3)
                continue; // the decoder says what is wrong
            const PajeEventId id = definitions.idFromEventName(words[1].toStdString());
            if (id == PajeUnknownEventId)
                continue;
            open = std::make_unique<PajeEventDefinition>(id, words[2].toInt(), lineNumber, &definitions);
            openName = words[1];
        } else if (words[0] == "EndEventDef") {
            if (!open->isValid()) {
                *error = tr("its definition of %1 ending on line %2 lacks a field that %1 needs (Paje's "
                            "Time, Type, Container, Value, Key and the like)")
                             .arg(QString::fromLatin1(openName))
                             .arg(lineNumber);
                return false;
            }
            open.reset();
        } else if (words.size() >= 2) {
            const PajeField field = definitions.idFromFieldName(words[0].toStdString());
            const PajeFieldType type = definitions.idFromFieldTypeName(words[1].toStdString());
            if (!definitions.validFieldType(type))
                continue; // the decoder throws
            if (field == PAJE_Unknown_Field)
                open->addField(PAJE_Extra, type, lineNumber, words[0].toStdString());
            else
                open->addField(field, type, lineNumber);
        }
    }
    return true;
}

/// The index K of a container named rank-K, or -1.
int rankOf(const PajeContainer *container)
{
    static const QRegularExpression rank(QStringLiteral("^rank-(0|[1-9][0-9]{0,8})$"));
    const QRegularExpressionMatch m = rank.match(qstr(container->name()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

/// The value of the extra field `name` of `entity` ("Size"), or empty.
QString extraField(const PajeEntity *entity, const QString &name)
{
    const QStringList names = qstr(entity->extraDescriptionHeader(false)).split(QStringLiteral(", "));
    const QStringList values = qstr(entity->extraDescription(false)).split(QStringLiteral(", "));
    const qsizetype i = names.indexOf(name);
    return i >= 0 && i < values.size() ? values[i] : QString();
}

/// Walks every container of the simulated trace and collects ranks, MPI calls and links.
class Collector
{
public:
    explicit Collector(PajeSimulator &simulator) : mSimulator(simulator) {}

    bool collect(TraceContent *out, QString *error)
    {
        visit(mSimulator.rootInstance());
        if (mRanks.empty()) {
            *error = tr("it has no rank containers; it takes the containers rank-0, rank-1, ... that SMPI writes "
                        "for the ranks of an MPI program");
            return false;
        }
        const int ranks = int(mRanks.size());
        for (int k = 0; k < ranks; ++k)
            if (!mRanks.count(k)) {
                *error = tr("its rank containers are not numbered 0 .. %1 (rank-%2 is missing); each rank "
                            "takes one container rank-K")
                             .arg(ranks - 1)
                             .arg(k);
                return false;
            }
        out->ranks = ranks;
        for (MpiCall &call : mCalls)
            call.rank = mRanks.at(call.rank);
        out->calls = std::move(mCalls);
        out->messages = std::move(mMessages);
        return true;
    }

private:
    void visit(PajeContainer *container)
    {
        const int rank = rankOf(container);
        if (rank >= 0 && !mIds.count(container)) {
            mIds[container] = rank;
            mRanks[rank] = rank;
        }
        const double from = -std::numeric_limits<double>::max();
        const double to = std::numeric_limits<double>::max();
        for (PajeType *type : mSimulator.containedTypesForContainerType(container->type())) {
            if (mSimulator.isContainerType(type)) {
                for (PajeContainer *child : mSimulator.enumeratorOfContainersTypedInContainer(type, container))
                    visit(child);
            } else if (mSimulator.isStateType(type) && rank >= 0) {
                for (PajeEntity *state : mSimulator.enumeratorOfEntitiesTypedInContainer(type, container, from, to))
                    addCall(rank, state);
            } else if (mSimulator.isLinkType(type)) {
                for (PajeEntity *link : mSimulator.enumeratorOfEntitiesTypedInContainer(type, container, from, to))
                    addLink(link);
            }
        }
    }

    void addCall(int rank, PajeEntity *state)
    {
        if (!state->value())
            return;
        const QString name = qstr(state->value()->name());
        if (name.startsWith(QLatin1String("MPI_")) || name.startsWith(QLatin1String("PMPI_")))
            mCalls.push_back({rank, name, state->startTime(), state->endTime()});
    }

    void addLink(PajeEntity *link)
    {
        const PajeContainer *from = link->startContainer();
        const PajeContainer *to = link->endContainer();
        if (!from || !to)
            return; // complete links have both (an incomplete one makes libpaje throw)
        const int src = rankOf(from);
        const int dst = rankOf(to);
        if (src < 0 || dst < 0)
            return; // not a message between ranks (SMPI's process migrations, a host's links)
        TraceMessage m;
        m.src = src;
        m.dst = dst;
        m.start = link->startTime();
        m.end = link->endTime();
        // PajeUserLink's key() hides PajeEntity's (which says "No Key") rather than overriding it.
        auto *userLink = dynamic_cast<PajeUserLink *>(link);
        m.key = userLink ? qstr(userLink->key()) : qstr(link->key());
        bool ok = false;
        const double size = extraField(link, QStringLiteral("Size")).toDouble(&ok);
        m.size = ok && size >= 0 ? size : -1.0;
        mMessages.push_back(m);
    }

    PajeSimulator &mSimulator;
    std::map<const PajeContainer *, int> mIds;
    std::map<int, int> mRanks; ///< rank K -> K, for every rank container seen
    std::vector<MpiCall> mCalls;
    std::vector<TraceMessage> mMessages;
};

/// Reads the file `path` with libpaje into `out` (gLibpaje held).
bool simulate(const QString &path, const QByteArray &bytes, TraceContent *out, QString *error)
{
    PajeDefinitions definitions(false); // accepts the old field names too, as pj_dump --no-strict
    if (!checkDefinitions(bytes, definitions, error))
        return false;
    PajeFileReader reader(path.toStdString());
    PajeEventDecoder decoder(&definitions);
    // No stop time; a link with one end only makes it throw (PajeLinkException).
    PajeSimulator simulator(-1, false);
    reader.setOutputComponent(&decoder);
    decoder.setInputComponent(&reader);
    decoder.setOutputComponent(&simulator);
    simulator.setInputComponent(&decoder);
    reader.startReading();
    while (reader.hasMoreData() && simulator.keepSimulating())
        reader.readNextChunk();
    reader.finishedReading();
    const bool ok = Collector(simulator).collect(out, error);
    reader.closeReading();
    return ok;
}

} // namespace

bool loadTrace(const QByteArray &bytes, TraceContent *out, QString *error)
{
    // libpaje reads files (or standard input): the bytes go to a temporary file first.
    QTemporaryFile file;
    if (!file.open() || file.write(bytes) != bytes.size() || !file.flush()) {
        *error = tr("a temporary file for libpaje could not be written (%1)").arg(file.errorString());
        return false;
    }
    const std::lock_guard<std::mutex> lock(gLibpaje);
    const CoutCapture printed;
    try {
        return simulate(file.fileName(), bytes, out, error);
    } catch (const PajeLinkException &e) {
        // libpaje lists the incomplete links before it throws: name the first.
        const QStringList listed = printed.text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QString reason = qstr(e.reason()).simplified();
        if (reason.contains(QLatin1String("Incomplete links")) && listed.size() >= 2)
            *error = tr("a link has only one of its ends (%1); every PajeStartLink needs its PajeEndLink with the "
                        "same key")
                         .arg(listed[1].trimmed());
        else
            *error = tr("libpaje cannot read it: %1").arg(reason);
    } catch (const PajeException &e) {
        *error = tr("libpaje cannot read it: %1").arg(qstr(e.reason()).simplified());
    } catch (const std::exception &e) {
        *error = tr("libpaje cannot read it: %1").arg(QString::fromLocal8Bit(e.what()));
    }
    return false;
}

#endif

} // namespace collviz::core::paje
