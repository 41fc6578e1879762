// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The memory probe on macOS: ulimit -v and -d, and the pages the kernel reports free,
// inactive or purgeable (what Activity Monitor counts as available without swapping).

#include "core/platform/platform.h"

#include <algorithm>
#include <limits>

#include <mach/mach.h>
#include <sys/resource.h>

namespace collviz::core::platform {

namespace {
/// The process's virtual size (what ulimit -v counts), or 0 if the kernel does not say.
double virtualSize()
{
    mach_task_basic_info_data_t info{};
    mach_msg_type_number_t count = MACH_TASK_BASIC_INFO_COUNT;
    if (task_info(mach_task_self(), MACH_TASK_BASIC_INFO, reinterpret_cast<task_info_t>(&info), &count)
        != KERN_SUCCESS)
        return 0;
    return double(info.virtual_size);
}
} // namespace

double availableMemoryBytes()
{
    double avail = std::numeric_limits<double>::infinity();
    rlimit rl{};
    if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
        avail = std::min(avail, double(rl.rlim_cur) - virtualSize());
    vm_statistics64_data_t vm{};
    mach_msg_type_number_t count = HOST_VM_INFO64_COUNT;
    vm_size_t page = 0;
    const mach_port_t host = mach_host_self();
    if (host_page_size(host, &page) == KERN_SUCCESS
        && host_statistics64(host, HOST_VM_INFO64, reinterpret_cast<host_info64_t>(&vm), &count) == KERN_SUCCESS)
        avail = std::min(avail, double(vm.free_count + vm.inactive_count + vm.purgeable_count) * double(page));
    return std::max(0.0, avail);
}

} // namespace collviz::core::platform
