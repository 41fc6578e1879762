#pragma once

#include "core/formats/scheduleformat.h"

#include <memory>

namespace collviz::core {

/// collviz-schedule/1 (core/scheduledocument.h): CollViz's own schedule document, what
/// `collviz-cli run --format json` writes.
std::unique_ptr<ScheduleFormat> makeCollvizScheduleFormat();

} // namespace collviz::core
