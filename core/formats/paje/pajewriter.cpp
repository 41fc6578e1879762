// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/formats/paje/paje.h"

namespace collviz::core::paje {

bool write(const RunResult &run, QIODevice &out)
{
    Q_UNUSED(run);
    Q_UNUSED(out);
    return false; // replaced by the writer
}

} // namespace collviz::core::paje
