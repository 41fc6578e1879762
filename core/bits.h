// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Small integer helpers shared by the engine (C++17 has no <bit> counting functions).

namespace collviz::core::bits {

inline int popcount(unsigned v) { return __builtin_popcount(v); }
inline bool isPowerOfTwo(long long v) { return v > 0 && (v & (v - 1)) == 0; }
/// floor(log2 v) for v >= 1.
inline int floorLog2(unsigned long long v) { return 63 - __builtin_clzll(v); }
/// ceil(log2 v) for v >= 1: the rounds recursive doubling needs to reach v nodes.
inline int ceilLog2(unsigned long long v) { return v <= 1 ? 0 : floorLog2(v - 1) + 1; }

} // namespace collviz::core::bits
