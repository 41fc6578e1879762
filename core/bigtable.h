#pragma once

#include <cstddef>
#include <new>

namespace collviz::core::detail {

/// Memory for a big table: whole 2 MB pages, aligned as such, on Linux advised to use
/// transparent huge pages, so that filling megabytes of fresh memory takes a page fault per
/// 2 MB rather than one per 4 KB (each of those costs more than writing its 4 KB: a fresh
/// simulator state for allreduce on hypercube:14, 1 MB, took 240 of them). Where huge pages are
/// off the advice changes nothing. Freed with freeBigTable().
void *allocateBigTable(std::size_t bytes);
void freeBigTable(void *p) noexcept;

/// An allocator whose blocks of MinBytes and more come from allocateBigTable (rounded up to
/// whole 2 MB pages a block takes at most twice its size from MinBytes = 1 MB on, four times
/// from 512 KB on).
template<typename T, std::size_t MinBytes>
struct BigTableAllocator
{
    using value_type = T;
    template<typename U>
    struct rebind
    {
        using other = BigTableAllocator<U, MinBytes>;
    };
    BigTableAllocator() = default;
    template<typename U>
    BigTableAllocator(const BigTableAllocator<U, MinBytes> &) {}
    T *allocate(std::size_t n)
    {
        const std::size_t bytes = n * sizeof(T);
        return static_cast<T *>(bytes >= MinBytes ? allocateBigTable(bytes) : ::operator new(bytes));
    }
    void deallocate(T *p, std::size_t n) noexcept
    {
        if (n * sizeof(T) >= MinBytes)
            freeBigTable(p);
        else
            ::operator delete(p);
    }
    template<typename U>
    bool operator==(const BigTableAllocator<U, MinBytes> &) const { return true; }
    template<typename U>
    bool operator!=(const BigTableAllocator<U, MinBytes> &) const { return false; }
};

} // namespace collviz::core::detail
