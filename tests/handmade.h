// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Pieces for schedules written by hand in the tests of the simulator and the cost model.

#include "core/model.h"
#include "core/schedule.h"
#include "core/topology.h"

#include <QJsonArray>
#include <QJsonObject>

#include <utility>
#include <vector>

namespace collviz::tests {

/// The topology of a spec the test knows to be valid.
inline core::TopologyPtr topo(const char *spec)
{
    QString error;
    auto t = core::Topology::create(QString::fromLatin1(spec), &error);
    if (!t)
        qFatal("%s", qPrintable(error));
    return t;
}

/// A transfer along `path` (its first vertex sends, its last receives) carrying `packets`.
inline core::TransferData xfer(std::vector<int> path, std::vector<int> packets)
{
    core::TransferData t;
    t.src = path.front();
    t.dst = path.back();
    t.path = std::move(path);
    t.packets = std::move(packets);
    return t;
}

/// Appends `count` packets to `s`, packet k (its id, the next free one) from origin(k) with
/// size size(k) (in units of m), no destination.
template<typename Origin, typename Size>
void addPackets(core::Schedule &s, int count, Origin &&origin, Size &&size)
{
    for (int k = 0; k < count; ++k) {
        core::Packet p;
        p.id = int(s.packets.size());
        p.origin = origin(k);
        p.size = size(k);
        s.packets.push_back(p);
    }
}

/// m = t_s = t_w = 1, t_h = 0.
inline core::CostParams unitCost()
{
    core::CostParams c;
    c.m = 1;
    c.ts = 1;
    c.tw = 1;
    c.th = 0;
    return c;
}

/// An allgather on ring:5 under all-port that sends both ways round the ring (no registered
/// algorithm builds it): each processor sends its packet to both neighbours, then passes on
/// what came from each side; 2 rounds of 10 transfers.
inline QJsonObject bothWaysAllgather()
{
    const int p = 5;
    auto transfer = [](int src, int dst, int packet) {
        return QJsonObject{{QStringLiteral("src"), src},
                           {QStringLiteral("dst"), dst},
                           {QStringLiteral("path"), QJsonArray{src, dst}},
                           {QStringLiteral("packets"), QJsonArray{packet}}};
    };
    QJsonArray first;
    QJsonArray second;
    QJsonArray packets;
    QJsonArray initial;
    for (int i = 0; i < p; ++i) {
        const int right = (i + 1) % p;
        const int left = (i + p - 1) % p;
        first << transfer(i, right, i) << transfer(i, left, i);
        second << transfer(i, right, left) << transfer(i, left, right);
        packets << QJsonObject{{QStringLiteral("id"), i}, {QStringLiteral("origin"), i}, {QStringLiteral("dest"), -1},
                               {QStringLiteral("size"), 1}};
        initial << QJsonArray{i};
    }
    return QJsonObject{
        {QStringLiteral("format"), QStringLiteral("collviz-schedule/1")},
        {QStringLiteral("operation"), QStringLiteral("allgather")},
        {QStringLiteral("topology"), QJsonObject{{QStringLiteral("spec"), QStringLiteral("ring:5")}}},
        {QStringLiteral("model"), QJsonObject{{QStringLiteral("switching"), QStringLiteral("wh")},
                                              {QStringLiteral("ports"), QStringLiteral("all")},
                                              {QStringLiteral("duplex"), QStringLiteral("full")},
                                              {QStringLiteral("combining"), true}}},
        {QStringLiteral("params"), QJsonObject{{QStringLiteral("m"), 1}, {QStringLiteral("ts"), 1},
                                               {QStringLiteral("tw"), 1}, {QStringLiteral("th"), 0}}},
        {QStringLiteral("packets"), packets},
        {QStringLiteral("initial"), initial},
        {QStringLiteral("rounds"), QJsonArray{QJsonObject{{QStringLiteral("transfers"), first}},
                                              QJsonObject{{QStringLiteral("transfers"), second}}}}};
}

} // namespace collviz::tests
