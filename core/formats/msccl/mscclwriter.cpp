// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/msccl/msccl.h"

namespace collviz::core::msccl {

QString writeRefusal(const RunResult &run)
{
    Q_UNUSED(run);
    return QStringLiteral("MSCCL files are not written yet"); // replaced by the writer
}

bool write(const RunResult &run, QIODevice &out)
{
    Q_UNUSED(run);
    Q_UNUSED(out);
    return false;
}

} // namespace collviz::core::msccl
