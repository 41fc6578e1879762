// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/msccl/mscclalgo.h"

#include "core/userinput.h"

#include <QCoreApplication>
#include <QXmlStreamReader>

#include <initializer_list>

namespace collviz::core::msccl {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("collviz::core::msccl", text); }

/// The most GPUs, thread blocks a GPU, channels and chunks a buffer read: far above what the
/// MSCCL runtime runs (MSCCL_MAX_NUM_THREAD_BLOCKS 216, MAXCHANNELS 32, 16-bit offsets).
constexpr int kMaxGpus = 1024;
constexpr int kMaxThreadBlocks = 1024;
constexpr int kMaxChannels = 64;
constexpr int kMaxChunks = 32767;
/// The runtime's MSCCL_MAX_COUNT: cnt is below it.
constexpr int kMaxCount = 72;
constexpr int kMaxSteps = 1 << 16;

struct TypeSpelling
{
    const char *name;
    StepType type;
};
constexpr TypeSpelling kTypes[] = {
    {"s", StepType::Send},
    {"r", StepType::Receive},
    {"rcs", StepType::ReceiveCopySend},
    {"rrs", StepType::ReceiveReduceSend},
    {"rrc", StepType::ReceiveReduceCopy},
    {"rrcs", StepType::ReceiveReduceCopySend},
    {"cpy", StepType::Copy},
    {"re", StepType::Reduce},
    {"nop", StepType::Nop},
};

struct CollSpelling
{
    const char *name;
    Operation op;
};
constexpr CollSpelling kColls[] = {
    {"allreduce", Operation::Allreduce},
    {"allgather", Operation::Allgather},
    {"reduce_scatter", Operation::ReduceScatter},
    {"alltoall", Operation::Alltoall},
};

/// Reads the attributes of the element at hand, refusing the first problem in one sentence
/// that starts with where it is ("gpu 3, tb 1, step 4: ...").
class Attributes
{
    /// lupdate files the sentences of the members under the class: so does the program.
    static QString tr(const char *text) { return QCoreApplication::translate("collviz::core::msccl::Attributes", text); }

public:
    Attributes(const QXmlStreamReader &xml, QString where, QString *error)
        : mAttrs(xml.attributes()), mWhere(std::move(where)), mError(error)
    {
    }

    /// Refuses attributes not in `known` (a misspelt one would otherwise read as absent).
    bool onlyKnown(std::initializer_list<const char *> known)
    {
        for (const QXmlStreamAttribute &a : mAttrs) {
            bool found = false;
            QStringList names;
            for (const char *k : known) {
                found = found || a.name() == QLatin1String(k);
                names << QLatin1String(k);
            }
            if (!found)
                return fail(tr("attribute %1 is not part of MSCCL's <%2>; it takes %3")
                                .arg(userinput::echo(a.name().toString()), mElement, names.join(QStringLiteral(", "))));
        }
        return true;
    }
    void setElement(const QString &name) { mElement = name; }

    bool text(const char *name, QString *out)
    {
        if (!mAttrs.hasAttribute(QLatin1String(name)))
            return fail(tr("attribute %1 is missing").arg(QLatin1String(name)));
        *out = mAttrs.value(QLatin1String(name)).toString();
        return true;
    }
    /// A whole number in lo..hi (lo may be -1, MSCCL's "none").
    bool whole(const char *name, int lo, int hi, const QString &what, int *out)
    {
        QString t;
        if (!text(name, &t))
            return false;
        int v = 0;
        const bool ok = t == QLatin1String("-1") ? (v = -1, true) : userinput::parseWholeNumber(t, &v);
        if (!ok || v < lo || v > hi)
            return refuse(name, t, tr("%1, a whole number %2..%3").arg(what).arg(lo).arg(hi));
        *out = v;
        return true;
    }
    bool optionalBytes(const char *name)
    {
        if (!mAttrs.hasAttribute(QLatin1String(name)))
            return true;
        const QString t = mAttrs.value(QLatin1String(name)).toString();
        bool ok = false;
        const qlonglong v = t.toLongLong(&ok);
        if (!ok || v < 0)
            return refuse(name, t, tr("a number of bytes >= 0"));
        return true;
    }
    bool flag(const char *name, bool *out)
    {
        int v = 0;
        if (!whole(name, 0, 1, tr("0 or 1"), &v))
            return false;
        *out = v == 1;
        return true;
    }
    bool buffer(const char *name, Buffer *out)
    {
        QString t;
        if (!text(name, &t))
            return false;
        if (t == QLatin1String("i"))
            *out = Buffer::Input;
        else if (t == QLatin1String("o"))
            *out = Buffer::Output;
        else if (t == QLatin1String("s"))
            *out = Buffer::Scratch;
        else
            return refuse(name, t, tr("i, o or s (input, output, scratch)"));
        return true;
    }
    bool refuse(const char *name, const QString &value, const QString &accepted)
    {
        return fail(tr("%1 \"%2\" is not accepted; it takes %3")
                        .arg(QLatin1String(name), userinput::echo(value), accepted));
    }
    bool fail(const QString &sentence)
    {
        *mError = mWhere.isEmpty() ? sentence : mWhere + QStringLiteral(": ") + sentence;
        return false;
    }

private:
    QXmlStreamAttributes mAttrs;
    QString mWhere;
    QString *mError;
    QString mElement;
};

/// Element names other than `expected` inside `parent` are refused.
bool expectElement(const QXmlStreamReader &xml, const char *expected, const QString &where, QString *error)
{
    if (xml.name() == QLatin1String(expected))
        return true;
    *error = tr("%1: element <%2> is not accepted there; it takes <%3>")
                 .arg(where, userinput::echo(xml.name().toString()), QLatin1String(expected));
    return false;
}

bool readAlgoHead(QXmlStreamReader &xml, Algo *algo, QString *error)
{
    Attributes a(xml, QStringLiteral("algo"), error);
    a.setElement(QStringLiteral("algo"));
    if (!a.onlyKnown({"name", "proto", "nchannels", "nchunksperloop", "ngpus", "coll", "inplace", "minBytes",
                      "maxBytes", "nthreads", "outofplace"})
        || !a.text("name", &algo->name) || !a.text("proto", &algo->proto) || !a.text("coll", &algo->coll)
        || !a.whole("ngpus", 2, kMaxGpus, tr("the GPUs"), &algo->ngpus)
        || !a.whole("nchunksperloop", 1, kMaxChunks, tr("the chunks a loop moves"), &algo->nchunksperloop)
        || !a.whole("nchannels", 1, kMaxChannels, tr("the channels"), &algo->nchannels)
        || !a.flag("inplace", &algo->inplace) || !a.optionalBytes("minBytes") || !a.optionalBytes("maxBytes"))
        return false;
    if (algo->proto != QLatin1String("Simple") && algo->proto != QLatin1String("LL")
        && algo->proto != QLatin1String("LL128"))
        return a.refuse("proto", algo->proto, tr("Simple, LL or LL128"));
    bool known = false;
    for (const CollSpelling &c : kColls)
        if (algo->coll == QLatin1String(c.name)) {
            algo->operation = c.op;
            known = true;
        }
    if (!known)
        return a.refuse("coll", algo->coll,
                        tr("allreduce, allgather, reduce_scatter or alltoall (an MSCCL broadcast or reduce names "
                           "no root, and a custom collective no postcondition)"));
    const int n = algo->nchunksperloop;
    const int p = algo->ngpus;
    if (algo->operation != Operation::Allreduce && n % p != 0)
        return a.refuse("nchunksperloop", QString::number(n),
                        tr("a multiple of ngpus (%1) for %2").arg(p).arg(algo->coll));
    return true;
}

/// The buffer sizes a <gpu> declares, checked as the runtime does (0 leaves one undeclared).
bool readGpu(QXmlStreamReader &xml, const Algo &algo, Gpu *gpu, QString *error)
{
    Attributes a(xml, QStringLiteral("gpu"), error);
    a.setElement(QStringLiteral("gpu"));
    if (!a.onlyKnown({"id", "i_chunks", "o_chunks", "s_chunks"})
        || !a.whole("id", 0, algo.ngpus - 1, tr("a GPU of the %1").arg(algo.ngpus), &gpu->id))
        return false;
    Attributes b(xml, QStringLiteral("gpu %1").arg(gpu->id), error);
    if (!b.whole("i_chunks", 0, kMaxChunks, tr("chunks"), &gpu->iChunks)
        || !b.whole("o_chunks", 0, kMaxChunks, tr("chunks"), &gpu->oChunks)
        || !b.whole("s_chunks", 0, kMaxChunks, tr("chunks"), &gpu->sChunks))
        return false;
    if (gpu->iChunks > 0 && gpu->iChunks != algo.inputChunks())
        return b.refuse("i_chunks", QString::number(gpu->iChunks),
                        tr("%1 (or 0): the input of %2 with nchunksperloop %3 on %4 GPUs")
                            .arg(algo.inputChunks())
                            .arg(algo.coll)
                            .arg(algo.nchunksperloop)
                            .arg(algo.ngpus));
    if (gpu->oChunks > 0 && gpu->oChunks != algo.outputChunks())
        return b.refuse("o_chunks", QString::number(gpu->oChunks),
                        tr("%1 (or 0): the output of %2 with nchunksperloop %3 on %4 GPUs")
                            .arg(algo.outputChunks())
                            .arg(algo.coll)
                            .arg(algo.nchunksperloop)
                            .arg(algo.ngpus));
    return true;
}

bool readTb(QXmlStreamReader &xml, const Algo &algo, int gpu, ThreadBlock *tb, QString *error)
{
    const QString where = QStringLiteral("gpu %1").arg(gpu);
    Attributes a(xml, where, error);
    a.setElement(QStringLiteral("tb"));
    if (!a.onlyKnown({"id", "send", "recv", "chan"})
        || !a.whole("id", 0, kMaxThreadBlocks - 1, tr("a thread block id"), &tb->id))
        return false;
    Attributes b(xml, QStringLiteral("gpu %1, tb %2").arg(gpu).arg(tb->id), error);
    const QString peer = tr("-1 (none) or another GPU");
    if (!b.whole("send", -1, algo.ngpus - 1, peer, &tb->send) || !b.whole("recv", -1, algo.ngpus - 1, peer, &tb->recv)
        || !b.whole("chan", 0, algo.nchannels - 1, tr("a channel below nchannels"), &tb->chan))
        return false;
    if (tb->send == gpu)
        return b.refuse("send", QString::number(tb->send), peer);
    if (tb->recv == gpu)
        return b.refuse("recv", QString::number(tb->recv), peer);
    return true;
}

bool readStep(QXmlStreamReader &xml, int gpu, const ThreadBlock &tb, Step *step, QString *error)
{
    const int index = int(tb.steps.size());
    Attributes a(xml, QStringLiteral("gpu %1, tb %2, step %3").arg(gpu).arg(tb.id).arg(index), error);
    a.setElement(QStringLiteral("step"));
    QString type;
    if (!a.onlyKnown({"s", "type", "srcbuf", "srcoff", "dstbuf", "dstoff", "cnt", "depid", "deps", "hasdep"})
        || !a.whole("s", index, index, tr("the step's place in its thread block"), &step->s)
        || !a.text("type", &type))
        return false;
    bool known = false;
    QStringList names;
    for (const TypeSpelling &t : kTypes) {
        names << QLatin1String(t.name);
        if (type == QLatin1String(t.name)) {
            step->type = t.type;
            known = true;
        }
    }
    if (!known)
        return a.refuse("type", type, names.join(QStringLiteral(", ")));
    const int minCount = step->type == StepType::Nop ? 0 : 1;
    if (!a.buffer("srcbuf", &step->srcbuf) || !a.whole("srcoff", -1, kMaxChunks, tr("a chunk"), &step->srcoff)
        || !a.buffer("dstbuf", &step->dstbuf) || !a.whole("dstoff", -1, kMaxChunks, tr("a chunk"), &step->dstoff)
        || !a.whole("cnt", minCount, kMaxCount - 1, tr("the chunks it moves"), &step->cnt)
        || !a.whole("depid", -1, kMaxThreadBlocks - 1, tr("-1 (none) or a thread block of gpu %1").arg(gpu),
                    &step->depid)
        || !a.whole("deps", -1, kMaxSteps, tr("-1 (none) or a step"), &step->deps) || !a.flag("hasdep", &step->hasdep))
        return false;
    if ((step->depid < 0) != (step->deps < 0))
        return a.refuse("deps", QString::number(step->deps),
                        step->depid < 0 ? tr("-1 when depid is -1") : tr("a step of tb %1").arg(step->depid));
    if (sends(step->type) && tb.send < 0)
        return a.fail(tr("a %1 step sends, but tb %2 has send=\"-1\"").arg(type).arg(tb.id));
    if (receives(step->type) && tb.recv < 0)
        return a.fail(tr("a %1 step receives, but tb %2 has recv=\"-1\"").arg(type).arg(tb.id));
    return true;
}

/// Reads the children of the element at hand, each with `child`, until its end.
template<typename Fn>
bool readChildren(QXmlStreamReader &xml, Fn &&child)
{
    while (xml.readNextStartElement())
        if (!child())
            return false;
    return !xml.hasError();
}

bool readBody(QXmlStreamReader &xml, Algo *algo, QString *error)
{
    std::vector<char> seenGpu(std::size_t(algo->ngpus), 0);
    return readChildren(xml, [&] {
        if (!expectElement(xml, "gpu", QStringLiteral("algo"), error))
            return false;
        Gpu gpu;
        if (!readGpu(xml, *algo, &gpu, error))
            return false;
        if (seenGpu[std::size_t(gpu.id)]) {
            *error = tr("gpu %1 is given twice; give each GPU once").arg(gpu.id);
            return false;
        }
        seenGpu[std::size_t(gpu.id)] = 1;
        std::vector<ThreadBlock> tbs;
        std::vector<char> seenTb;
        const bool ok = readChildren(xml, [&] {
            if (!expectElement(xml, "tb", QStringLiteral("gpu %1").arg(gpu.id), error))
                return false;
            ThreadBlock tb;
            if (!readTb(xml, *algo, gpu.id, &tb, error))
                return false;
            const bool stepsOk = readChildren(xml, [&] {
                if (!expectElement(xml, "step", QStringLiteral("gpu %1, tb %2").arg(gpu.id).arg(tb.id), error))
                    return false;
                Step step;
                if (!readStep(xml, gpu.id, tb, &step, error))
                    return false;
                tb.steps.push_back(step);
                xml.skipCurrentElement();
                return true;
            });
            if (!stepsOk)
                return false;
            const std::size_t t = std::size_t(tb.id);
            if (t >= tbs.size()) {
                tbs.resize(t + 1);
                seenTb.resize(t + 1, 0);
            }
            if (seenTb[t]) {
                *error = tr("gpu %1: tb %2 is given twice; give each thread block once").arg(gpu.id).arg(tb.id);
                return false;
            }
            seenTb[t] = 1;
            tbs[t] = std::move(tb);
            return true;
        });
        if (!ok)
            return false;
        for (std::size_t t = 0; t < seenTb.size(); ++t)
            if (!seenTb[t]) {
                *error = tr("gpu %1: tb %2 is missing; thread blocks are numbered 0, 1, ... without a gap, as "
                            "the MSCCL runtime requires")
                             .arg(gpu.id)
                             .arg(t);
                return false;
            }
        gpu.tbs = std::move(tbs);
        algo->gpus[std::size_t(gpu.id)] = std::move(gpu);
        return true;
    });
}

} // namespace

bool sends(StepType t)
{
    return t == StepType::Send || t == StepType::ReceiveCopySend || t == StepType::ReceiveReduceSend
        || t == StepType::ReceiveReduceCopySend;
}

bool receives(StepType t)
{
    return t == StepType::Receive || t == StepType::ReceiveCopySend || t == StepType::ReceiveReduceSend
        || t == StepType::ReceiveReduceCopy || t == StepType::ReceiveReduceCopySend;
}

bool reducesOnReceive(StepType t)
{
    return t == StepType::ReceiveReduceSend || t == StepType::ReceiveReduceCopy
        || t == StepType::ReceiveReduceCopySend;
}

bool storesAtDst(StepType t)
{
    return t == StepType::Receive || t == StepType::ReceiveCopySend || t == StepType::ReceiveReduceCopy
        || t == StepType::ReceiveReduceCopySend || t == StepType::Copy || t == StepType::Reduce;
}

int Algo::inputChunks() const
{
    return operation == Operation::Allgather ? nchunksperloop / ngpus : nchunksperloop;
}

int Algo::outputChunks() const
{
    return operation == Operation::ReduceScatter ? nchunksperloop / ngpus : nchunksperloop;
}

int Algo::pieces() const
{
    return operation == Operation::Allreduce ? nchunksperloop : nchunksperloop / ngpus;
}

QString bufferName(Buffer b)
{
    switch (b) {
    case Buffer::Input: return tr("input");
    case Buffer::Output: return tr("output");
    case Buffer::Scratch: return tr("scratch");
    }
    return {};
}

QString typeName(StepType t)
{
    for (const TypeSpelling &s : kTypes)
        if (s.type == t)
            return QLatin1String(s.name);
    return {};
}

bool parseAlgo(const QByteArray &bytes, Algo *out, QString *error)
{
    QXmlStreamReader xml(bytes);
    Algo algo;
    error->clear();
    if (!xml.readNextStartElement()) {
        *error = xml.hasError() ? tr("it is not XML (%1 at line %2); it takes an MSCCL <algo> element")
                                      .arg(xml.errorString())
                                      .arg(xml.lineNumber())
                                : tr("it holds no element; it takes an MSCCL <algo> element");
        return false;
    }
    if (xml.name() != QLatin1String("algo")) {
        *error = tr("the root element <%1> is not accepted; an MSCCL algorithm is an <algo> element")
                     .arg(userinput::echo(xml.name().toString()));
        return false;
    }
    if (!readAlgoHead(xml, &algo, error))
        return false;
    algo.gpus.resize(std::size_t(algo.ngpus));
    for (int g = 0; g < algo.ngpus; ++g)
        algo.gpus[std::size_t(g)].id = -1;
    if (!readBody(xml, &algo, error)) {
        if (error->isEmpty() || xml.hasError())
            *error = tr("it is not well-formed XML (%1 at line %2)").arg(xml.errorString()).arg(xml.lineNumber());
        return false;
    }
    for (int g = 0; g < algo.ngpus; ++g)
        if (algo.gpus[std::size_t(g)].id != g) {
            *error = tr("gpu %1 is missing; an algorithm of ngpus=\"%2\" has gpus 0..%3").arg(g).arg(algo.ngpus).arg(algo.ngpus - 1);
            return false;
        }
    *out = std::move(algo);
    return true;
}

} // namespace collviz::core::msccl
