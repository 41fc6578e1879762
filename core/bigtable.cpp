#include "core/bigtable.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace collviz::core::detail {

namespace {
constexpr std::size_t kHugePage = std::size_t(2) << 20;
}

void *allocateBigTable(std::size_t bytes)
{
    const std::size_t whole = (bytes + kHugePage - 1) & ~(kHugePage - 1);
    void *p = ::operator new(whole, std::align_val_t(kHugePage));
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // A hint: where huge pages are off it changes nothing, and memory the allocator hands out
    // again keeps it.
    madvise(p, whole, MADV_HUGEPAGE);
#endif
    return p;
}

void freeBigTable(void *p) noexcept
{
    ::operator delete(p, std::align_val_t(kHugePage));
}

} // namespace collviz::core::detail
