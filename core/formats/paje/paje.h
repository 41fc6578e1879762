// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/formats/scheduleformat.h"

class QIODevice;

namespace collviz::core::paje {

/// Reads an SMPI Paje trace (pajereader.cpp): its links' messages, matched per pair in order,
/// as rounds on the network options.topology (empty: ScheduleReadOptions::defaultNetwork).
bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
          const std::atomic<bool> *cancel);

/// Writes `run`'s timeline as a Paje trace (pajewriter.cpp); false when the device fails.
bool write(const RunResult &run, QIODevice &out);

} // namespace collviz::core::paje
