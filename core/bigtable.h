// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <new>
#include <type_traits>

namespace collviz::core::detail {

/// How a big table's memory is advised to use transparent huge pages (on Linux; where they are
/// off the advice changes nothing), so that writing megabytes of fresh memory takes a page
/// fault per 2 MB rather than one per 4 KB (each of those costs more than writing its 4 KB: a
/// fresh simulator state for allreduce on hypercube:14, 1 MB, took 240 of them).
enum class HugePages {
    /// Whole 2 MB pages, aligned as such: for a table written all over as soon as it is made
    /// (the simulator's per-packet places).
    Whole,
    /// The whole 2 MB pages inside the block only: for a table reserved for the most it may
    /// hold and filled from its start (the timeline's messages, whose first entry would
    /// otherwise cost a 2 MB page cleared).
    Inside,
};
/// Memory for a big table; freed with freeBigTable() with the same `pages`.
void *allocateBigTable(std::size_t bytes, HugePages pages);
void freeBigTable(void *p, HugePages pages) noexcept;

/// Zeroed memory for a table much of which may never be touched (a timeline's stamps over a
/// network's channels, in rounds that claim none of them): from 256 KB on straight from the
/// kernel (on Linux an anonymous mapping), whose pages are zero without being written and cost
/// nothing until touched, where calloc writes zeros over memory the heap gives again (a page
/// fault per 4 KB of it, where the heap had given it back). Freed with freeZeroed(p, bytes).
void *allocateZeroed(std::size_t bytes);
void freeZeroed(void *p, std::size_t bytes) noexcept;
/// A deleter for allocateZeroed's blocks, which knows their size.
struct ZeroedDeleter
{
    std::size_t bytes = 0;
    void operator()(void *p) const noexcept { freeZeroed(p, bytes); }
};

/// An allocator whose blocks of MinBytes and more come from allocateBigTable, unless it is made
/// with `big` false (then every block is plain operator new: copies that many are kept of,
/// such as a replay's checkpoints, should not each take whole huge pages). Rounded up to whole
/// 2 MB pages (HugePages::Whole) a block takes at most twice its size from MinBytes = 1 MB on,
/// four times from 512 KB on.
template<typename T, std::size_t MinBytes, HugePages Pages>
struct BigTableAllocator
{
    using value_type = T;
    using is_always_equal = std::false_type;
    template<typename U>
    struct rebind
    {
        using other = BigTableAllocator<U, MinBytes, Pages>;
    };
    BigTableAllocator() = default;
    explicit BigTableAllocator(bool bigTables) : big(bigTables) {}
    template<typename U>
    BigTableAllocator(const BigTableAllocator<U, MinBytes, Pages> &o) : big(o.big)
    {
    }
    T *allocate(std::size_t n)
    {
        const std::size_t bytes = n * sizeof(T);
        return static_cast<T *>(big && bytes >= MinBytes ? allocateBigTable(bytes, Pages) : ::operator new(bytes));
    }
    void deallocate(T *p, std::size_t n) noexcept
    {
        if (big && n * sizeof(T) >= MinBytes)
            freeBigTable(p, Pages);
        else
            ::operator delete(p);
    }
    template<typename U>
    bool operator==(const BigTableAllocator<U, MinBytes, Pages> &o) const { return big == o.big; }
    template<typename U>
    bool operator!=(const BigTableAllocator<U, MinBytes, Pages> &o) const { return big != o.big; }
    bool big = true;
};

} // namespace collviz::core::detail
