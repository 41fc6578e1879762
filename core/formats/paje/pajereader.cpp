// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/paje/paje.h"

namespace collviz::core::paje {

bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
          const std::atomic<bool> *cancel)
{
    Q_UNUSED(bytes);
    Q_UNUSED(options);
    Q_UNUSED(out);
    Q_UNUSED(cancel);
    *error = QStringLiteral("Paje traces are not read yet"); // replaced by the reader
    return false;
}

} // namespace collviz::core::paje
