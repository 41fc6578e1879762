// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Private to the timing models (core/timing/): how many words a message carries.

#include "core/schedule.h"

#include <cstddef>
#include <vector>

namespace collviz::core::timing {

/**
 * The words of a message: of its one packet (noncombining) or of its packets with valid ids
 * (combining), each packet's size times m. Packets usually all have one size: then a
 * message's words need no look-up of its packets' sizes (scattered through a table of up to
 * p^2 packets): words of c packets come from a table, added up packet by packet as the
 * look-up would (so either way gives the same sums).
 */
class MessageWords
{
public:
    MessageWords(const PacketTable &packets, double m) : mPackets(packets), mM(m), mValidBelow(unsigned(packets.size()))
    {
        double size = -1.0;
        if (!packets.empty() && !packets.uniformSize(&size)) {
            size = packets.size(0);
            for (std::size_t i = 1; i < packets.size(); ++i)
                if (packets.size(i) != size) {
                    size = -1.0;
                    break;
                }
        }
        mUniform = size >= 0; // false for a NaN size, which no size equals
        mUniformSize = size;
        mOne = mUniform ? ofCount(1) : 0.0;
    }

    double packet(int id) const
    {
        if (valid(id))
            return mUniform ? mOne : 0.0 + mPackets.size(std::size_t(id)) * mM;
        return 0.0;
    }

    double combined(IntSpan ids)
    {
        if (mUniform) {
            // Counted four at a time: a combining message may carry p packets.
            const int *p = ids.data();
            const std::size_t n = ids.size();
            std::size_t c[4] = {0, 0, 0, 0};
            std::size_t i = 0;
            for (; i + 4 <= n; i += 4)
                for (std::size_t k = 0; k < 4; ++k)
                    c[k] += std::size_t(valid(p[i + k]));
            for (; i < n; ++i)
                c[0] += std::size_t(valid(p[i]));
            const std::size_t count = c[0] + c[1] + c[2] + c[3];
            return count == 1 ? mOne : ofCount(count);
        }
        double sum = 0.0;
        for (int id : ids)
            if (valid(id))
                sum += mPackets.size(std::size_t(id)) * mM;
        return sum;
    }

    /// Whether the packets all have one size and every packet id of the round's transfers is
    /// valid: then combined(ids) is ofValid(ids.size()).
    bool countable(const TransferList &list) const
    {
        if (!mUniform || list.empty())
            return false;
        const IntSpan last = list.packets(list.size() - 1);
        const int *p = list.packets(0).data();
        const int *const end = last.data() + last.size();
        // The ids of transfers 0 .. size - 1 one after another. No early exit (no branch an id).
        bool all = true;
        for (; p != end; ++p)
            all &= valid(*p);
        return all;
    }
    /// combined() of `count` valid ids (countable()).
    double ofValid(std::size_t count) { return count == 1 ? mOne : ofCount(count); }

private:
    bool valid(int id) const { return unsigned(id) < mValidBelow; }

    /// The words of `count` packets of the uniform size.
    double ofCount(std::size_t count)
    {
        while (mTable.size() <= count)
            mTable.push_back(mTable.back() + mUniformSize * mM);
        return mTable[count];
    }

    const PacketTable &mPackets;
    double mM;
    unsigned mValidBelow;
    bool mUniform = false;
    double mUniformSize = -1.0;
    double mOne = 0.0;
    std::vector<double> mTable = std::vector<double>(1, 0.0);
};

/// A worm's time over `hops` hops carrying `w` words, CostParams::messageTime's wormhole
/// formula on values (the loops below keep them in registers).
inline double wormTime(int hops, double w, double ts, double tw, double th)
{
    return ts + hops * th + w * tw;
}

} // namespace collviz::core::timing
