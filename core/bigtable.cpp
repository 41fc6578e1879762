// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/bigtable.h"

#include "core/platform/platform.h"

#include <cstdint>
#include <cstdlib>

namespace collviz::core::detail {

namespace {
constexpr std::size_t kHugePage = std::size_t(2) << 20;

/// Advises [p, p + bytes) to use huge pages (see HugePages).
void advise(void *p, std::size_t bytes)
{
    platform::adviseHugePages(p, bytes);
}
} // namespace

void *allocateBigTable(std::size_t bytes, HugePages pages)
{
    if (pages == HugePages::Whole) {
        if (bytes > ~std::size_t(0) - kHugePage)
            throw std::bad_alloc();
        const std::size_t whole = (bytes + kHugePage - 1) & ~(kHugePage - 1);
        void *p = ::operator new(whole, std::align_val_t(kHugePage));
        advise(p, whole);
        return p;
    }
    void *p = ::operator new(bytes);
    // Offsets from p (the address is only read, never made back into a pointer).
    const std::uintptr_t at = std::uintptr_t(p);
    const std::uintptr_t first = (at + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t last = (at + bytes) & ~(kHugePage - 1);
    if (last > first)
        advise(static_cast<char *>(p) + (first - at), last - first);
    return p;
}

namespace {
/// From here on a zeroed table is mapped from the kernel: a table that big is most likely a
/// network's channel stamps, which a round mostly leaves alone; a smaller one (a port table,
/// every entry of which a round may stamp) is better taken from the heap, whose blocks a run
/// has already faulted in (hypercube:16's two 128 KB port tables mapped: broadcast's timeline
/// 0.3 -> 0.4 ms).
constexpr std::size_t kMappedZeroes = std::size_t(256) << 10;
}

void *allocateZeroed(std::size_t bytes)
{
    bytes = bytes == 0 ? 1 : bytes;
    if (bytes >= kMappedZeroes)
        return platform::mapZeroedPages(bytes);
    void *p = std::calloc(bytes, 1);
    if (!p)
        throw std::bad_alloc();
    return p;
}

void freeZeroed(void *p, std::size_t bytes) noexcept
{
    if (!p)
        return;
    bytes = bytes == 0 ? 1 : bytes;
    if (bytes >= kMappedZeroes) {
        platform::unmapZeroedPages(p, bytes);
        return;
    }
    std::free(p);
}

void freeBigTable(void *p, HugePages pages) noexcept
{
    if (pages == HugePages::Whole)
        ::operator delete(p, std::align_val_t(kHugePage));
    else
        ::operator delete(p);
}

} // namespace collviz::core::detail
