// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/operation.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace collviz::core::msccl {

/// The three buffers of a GPU, as the XML names them: i, o and s.
enum class Buffer { Input = 0, Output = 1, Scratch = 2 };

/// The step types of the MSCCL runtime (msccl's src/graph/topo.cc, msccl-tools' ir.py).
enum class StepType {
    Send,               ///< s: send src on
    Receive,            ///< r: receive into dst
    ReceiveCopySend,    ///< rcs: receive, store at dst, send on
    ReceiveReduceSend,  ///< rrs: receive, add src, send on
    ReceiveReduceCopy,  ///< rrc: receive, add src, store at dst
    ReceiveReduceCopySend, ///< rrcs: receive, add src, store at dst, send on
    Copy,               ///< cpy: dst := src
    Reduce,             ///< re: dst := dst + src
    Nop,                ///< nop: only waits for its dependency
};

bool sends(StepType t);
bool receives(StepType t);
bool reducesOnReceive(StepType t);
/// Whether the step stores what it receives or makes at dst.
bool storesAtDst(StepType t);

/// One <step>: offsets count chunks of the buffer named; depid -1 means no dependency.
struct Step
{
    int s = 0;
    StepType type = StepType::Nop;
    Buffer srcbuf = Buffer::Input;
    int srcoff = -1;
    Buffer dstbuf = Buffer::Output;
    int dstoff = -1;
    int cnt = 1;
    int depid = -1;
    int deps = -1;
    bool hasdep = false;
};

/// One <tb>: a thread block with at most one peer it sends to and one it receives from.
struct ThreadBlock
{
    int id = 0;
    int send = -1;
    int recv = -1;
    int chan = 0;
    std::vector<Step> steps;
};

/// One <gpu>: its buffers' sizes in chunks (as the file declares them) and thread blocks.
struct Gpu
{
    int id = 0;
    int iChunks = 0;
    int oChunks = 0;
    int sChunks = 0;
    std::vector<ThreadBlock> tbs; ///< by id: tbs[t].id == t
};

/// A whole <algo>: gpus[g].id == g.
struct Algo
{
    QString name;
    QString coll;                ///< as written: allreduce, allgather, reduce_scatter, alltoall
    Operation operation = Operation::Allreduce;
    int ngpus = 0;
    int nchunksperloop = 0;
    int nchannels = 1;
    QString proto;
    bool inplace = false;
    std::vector<Gpu> gpus;

    /// The chunks of each GPU's input and output buffer the collective has (o and i alias as
    /// the runtime does it when inplace; see docs/formats.md).
    int inputChunks() const;
    int outputChunks() const;
    /// Chunks of one GPU's datum: CollViz's pieces.
    int pieces() const;
};

/// Reads the XML into `out` (QXmlStreamReader), checking every element and attribute; false
/// and one sentence naming the element, attribute, value and what is accepted when refused.
bool parseAlgo(const QByteArray &bytes, Algo *out, QString *error);

/// "i", "o", "s" as people read them: "input", "output", "scratch" (translated).
QString bufferName(Buffer b);
QString typeName(StepType t);

} // namespace collviz::core::msccl
