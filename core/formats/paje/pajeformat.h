// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/formats/scheduleformat.h"

#include <memory>

namespace collviz::core {

/// Paje traces: SMPI's (smpirun -trace --cfg=tracing/smpi/internals:yes) read as a schedule of
/// their point-to-point messages (paje::read), and any run's timeline written for trace
/// viewers such as ViTE (paje::write). docs/formats.md.
std::unique_ptr<ScheduleFormat> makePajeFormat();

} // namespace collviz::core
