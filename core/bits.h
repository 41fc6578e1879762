// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Small integer helpers shared by the engine (C++17 has no <bit> counting functions): Qt's,
// which are the compilers' builtins on gcc and clang and their intrinsics on MSVC.

#include <QtCore/qalgorithms.h>
#include <QtGlobal>

#include <cstdint>

/// Hints for the hottest loops of the simulator and the timeline. gcc and clang take them;
/// other compilers (MSVC) do without.
#if defined(__GNUC__) || defined(__clang__)
#define COLLVIZ_ALWAYS_INLINE __attribute__((always_inline))
#define COLLVIZ_NOINLINE __attribute__((noinline))
#define COLLVIZ_PREFETCH(...) __builtin_prefetch(__VA_ARGS__)
#else
#define COLLVIZ_ALWAYS_INLINE
#define COLLVIZ_NOINLINE
#define COLLVIZ_PREFETCH(...) ((void)0)
#endif

namespace collviz::core::bits {

inline int popcount(unsigned v) { return int(qPopulationCount(quint32(v))); }
inline int popcount64(std::uint64_t v) { return int(qPopulationCount(quint64(v))); }
/// The lowest set bit's index; v != 0.
inline int ctz(unsigned v) { return int(qCountTrailingZeroBits(quint32(v))); }
inline int ctz64(std::uint64_t v) { return int(qCountTrailingZeroBits(quint64(v))); }
inline bool isPowerOfTwo(long long v) { return v > 0 && (v & (v - 1)) == 0; }
/// floor(log2 v) for v >= 1.
inline int floorLog2(unsigned long long v) { return 63 - int(qCountLeadingZeroBits(quint64(v))); }
/// ceil(log2 v) for v >= 1: the rounds recursive doubling needs to reach v nodes.
inline int ceilLog2(unsigned long long v) { return v <= 1 ? 0 : floorLog2(v - 1) + 1; }

} // namespace collviz::core::bits
