// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/formats/scheduleformat.h"

#include <memory>

namespace collviz::core {

/// collviz-schedule/1 (core/scheduledocument.h): CollViz's own schedule document, what
/// `collviz-cli run --format json` writes.
std::unique_ptr<ScheduleFormat> makeCollvizScheduleFormat();

} // namespace collviz::core
