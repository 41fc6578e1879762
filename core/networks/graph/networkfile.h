// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace collviz::core::networks {

/**
 * A network as a collviz-network/1 file states it (docs/network-file.md):
 *
 *     {"format": "collviz-network/1", "name": "DGX-1 hybrid cube-mesh",
 *      "processors": ["gpu0", ...], "switches": ["sw0", ...],
 *      "links": [["gpu0", "gpu1"], ...], "coordinates": {"gpu0": [x, y], ...}}
 *
 * Processors are vertices 0..p-1 in the file's order, switches follow them in theirs, links
 * keep the file's order. What is read has been checked whole: every name given once, every
 * link between two different named nodes and given once, every processor and switch connected
 * to the processors, coordinates for every node or for none.
 */
struct NetworkFile
{
    QString name;                           ///< "name", or empty where the file gives none
    QStringList processors;                 ///< vertices 0..p-1
    QStringList switches;                   ///< vertices p.., empty where the file gives none
    std::vector<std::pair<int, int>> links; ///< (lower, higher) vertex pairs, in the file's order
    std::vector<QPointF> coordinates;       ///< one a vertex, or empty where the file gives none

    int nodeCount() const { return int(processors.size() + switches.size()); }
    /// The name of vertex `v`.
    QString nodeName(int v) const
    {
        return v < processors.size() ? processors[v] : switches[v - processors.size()];
    }
};

/// The reader of collviz-network/1 files. Its refusals are one sentence each, naming the file,
/// the member and its value, and what is accepted; they are marked in the context of
/// Topology's sentences.
namespace networkfile {

/// "collviz-network/1"
QString formatName();

/// The most bytes read from a network file: a hand-written network is a few KiB.
constexpr qint64 kMaxBytes = qint64(4) << 20;
/// The most processors and switches a file may name together. Every network keeps a table of
/// the distances between all its nodes (2 bytes each: 32 MiB at this size), so that every
/// distance and every hop of a route is read, not searched.
constexpr int kMaxNodes = 4096;
/// The longest name of a processor or switch, in characters (it labels the node in drawings).
constexpr int kMaxNameChars = 64;
/// The largest magnitude of a coordinate.
constexpr double kMaxCoordinate = 1e6;

/// Reads the regular file `path` (core/userfiles.h; "-" is a file of that name, never standard
/// input: a network is read more than once) and parse()s it. False with one sentence in *error.
bool read(const QString &path, NetworkFile *out, QString *error);

/// What read() does with the file's bytes: JSON, no member named twice, the format, the
/// members and their values, the links and the connections. `path` names the file in the
/// sentences.
bool parse(const QByteArray &bytes, const QString &path, NetworkFile *out, QString *error);

} // namespace networkfile
} // namespace collviz::core::networks
