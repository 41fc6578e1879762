// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/formats/scheduleformat.h"

class QIODevice;

namespace collviz::core::msccl {

/// Reads an MSCCL algorithm (mscclreader.cpp): its steps onto the network options.topology
/// (empty: ScheduleReadOptions::defaultNetwork), every chunk's value tracked to the output
/// buffers; false and one sentence naming the GPU, thread block, step and chunk when refused.
bool read(const QByteArray &bytes, const ScheduleReadOptions &options, RunResult *out, QString *error,
          const std::atomic<bool> *cancel);

/// Empty when `run` can be written as an MSCCL algorithm; else why not (mscclwriter.cpp).
QString writeRefusal(const RunResult &run);
/// Empty when the file write(run) makes keeps the run's rounds and time; else one sentence
/// saying what it does not keep and what it reads back as (MSCCL has no barrier between rounds:
/// a transfer whose GPUs do nothing the round before starts earlier on the runtime).
QString writeCaveat(const RunResult &run);
/// Writes `run` as an MSCCL algorithm (mscclwriter.cpp); false when the device fails.
bool write(const RunResult &run, QIODevice &out);

} // namespace collviz::core::msccl
