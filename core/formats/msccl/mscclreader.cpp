// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/msccl/msccl.h"

namespace collviz::core::msccl {

bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
          const std::atomic<bool> *cancel)
{
    Q_UNUSED(bytes);
    Q_UNUSED(options);
    Q_UNUSED(out);
    Q_UNUSED(cancel);
    *error = QStringLiteral("MSCCL files are not read yet"); // replaced by the reader
    return false;
}

} // namespace collviz::core::msccl
