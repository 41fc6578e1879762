// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The memory probe on Linux: ulimit -v and -d, /proc/meminfo and the cgroup's limit.

#include "core/platform/platform.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <algorithm>
#include <limits>

#include <sys/resource.h>

namespace collviz::core::platform {

namespace {
/// A "Key:   1234 kB" line of /proc/self/status or /proc/meminfo, in bytes; -1 if absent.
double kbField(const char *path, const char *key)
{
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix(key);
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(prefix)) {
            const QList<QByteArray> parts = line.mid(prefix.size()).simplified().split(' ');
            bool ok = false;
            const double kb = parts.value(0).toDouble(&ok);
            return ok ? kb * 1024 : -1;
        }
    return -1;
}

/// A file holding one number (a cgroup's memory.max); -1 if absent or "max".
double number(const char *path)
{
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    bool ok = false;
    const double v = f.readAll().trimmed().toDouble(&ok);
    return ok ? v : -1;
}
} // namespace

double availableMemoryBytes()
{
    double avail = std::numeric_limits<double>::infinity();
    // ulimit -v and -d: the limit less what the process already maps.
    rlimit rl{};
    if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
        avail = std::min(avail, double(rl.rlim_cur) - std::max(0.0, kbField("/proc/self/status", "VmSize:")));
    if (getrlimit(RLIMIT_DATA, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
        avail = std::min(avail, double(rl.rlim_cur) - std::max(0.0, kbField("/proc/self/status", "VmData:")));
    if (const double free = kbField("/proc/meminfo", "MemAvailable:"); free >= 0)
        avail = std::min(avail, free);
    if (const double max = number("/sys/fs/cgroup/memory.max"); max >= 0)
        avail = std::min(avail, max - std::max(0.0, number("/sys/fs/cgroup/memory.current")));
    return std::max(0.0, avail);
}

} // namespace collviz::core::platform
