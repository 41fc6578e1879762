// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/formats/paje/paje.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace collviz::core::paje {

/// A state of a rank whose value names an MPI function ("PMPI_Alltoall"), as SMPI writes one
/// for every MPI call.
struct MpiCall
{
    int rank = -1;
    QString name;
    double start = 0.0;
    double end = 0.0;
};

/// What libpaje makes of a trace: its ranks, their MPI calls and the links between them.
struct TraceContent
{
    int ranks = 0;
    std::vector<MpiCall> calls;
    std::vector<TraceMessage> messages;
};

/// Whether this CollViz was built with libpaje (and so reads Paje traces).
bool haveLibpaje();

/**
 * Reads `bytes` with libpaje (its file reader, event decoder and simulator, as pajeng's
 * pj_dump does) into `out`: the containers named rank-K (K = 0 .. P-1, each once), every state
 * of theirs whose value starts with MPI_ or PMPI_, and every link from one rank to another.
 * False with one sentence when libpaje refuses the trace (its reason given), a link has no
 * end, or the ranks are missing or misnumbered. libpaje's reader keeps global state: calls
 * are serialised.
 */
bool loadTrace(const QByteArray &bytes, TraceContent *out, QString *error);

} // namespace collviz::core::paje
