// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/frame.h"

#include <algorithm>

namespace collviz::core {

namespace {
constexpr double kWormLag = 0.35; ///< share of a worm's time between its head and its tail leaving
}

int Frame::arrived() const
{
    return int(std::count_if(messages.begin(), messages.end(),
                             [](const FrameMessage &m) { return m.phase == FramePhase::Arrived; }));
}

int Frame::waiting() const
{
    return int(std::count_if(messages.begin(), messages.end(),
                             [](const FrameMessage &m) { return m.phase == FramePhase::Waiting; }));
}

int Frame::travelling() const { return int(messages.size()) - arrived() - waiting(); }

Frame Frame::atProgress(const RunResult &result, int round, double progress)
{
    double roundTime = 0.0;
    if (result.timeline && round >= 0 && round < result.timeline->roundCount())
        roundTime = result.timeline->roundTime(round);
    return at(result, round, std::clamp(progress, 0.0, 1.0) * roundTime);
}

Frame Frame::at(const RunResult &result, int round, double time)
{
    Frame f;
    f.round = round;
    if (!result.timeline || round < 0 || round >= result.timeline->roundCount())
        return f;
    const Timeline &tl = *result.timeline;
    f.roundTime = tl.roundTime(round);
    f.time = std::clamp(time, 0.0, f.roundTime);
    const double t = f.time;
    const auto messages = tl.messages(round);
    f.messages.reserve(messages.size());
    for (const Timeline::Message &m : messages) {
        FrameMessage fm;
        fm.transfer = m.transfer;
        fm.firstPacket = m.firstPacket;
        fm.packetCount = m.packetCount;
        fm.hopCount = m.hopCount;
        const double hops = m.hopCount;
        // A message of zero time (t_s = t_w = t_h = 0) has arrived from its start on.
        if (t >= m.finish && (m.finish > m.start || t >= m.start)) {
            fm.phase = FramePhase::Arrived;
            fm.head = fm.tail = hops;
        } else if (t < m.start) {
            fm.phase = FramePhase::Waiting;
        } else {
            fm.phase = FramePhase::Travelling;
            if (tl.storeAndForward()) {
                double head = 0.0;
                fm.resting = true;
                for (int h = 0; h < m.hopCount; ++h) {
                    const auto [enter, leave] = tl.hop(m, h);
                    if (t < enter)
                        break;
                    if (t < leave) {
                        head = h + (leave > enter ? (t - enter) / (leave - enter) : 1.0);
                        fm.resting = false;
                        break;
                    }
                    head = h + 1;
                }
                fm.head = fm.tail = head;
            } else {
                const double u = (t - m.start) / (m.finish - m.start);
                fm.head = hops * std::min(1.0, u / (1.0 - kWormLag));
                fm.tail = hops * std::max(0.0, (u - kWormLag) / (1.0 - kWormLag));
            }
        }
        f.messages.push_back(fm);
    }
    return f;
}

} // namespace collviz::core
