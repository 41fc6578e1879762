// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/formats/scheduleformat.h"

#include <memory>

namespace collviz::core {

/// MSCCL's algorithm XML (as msccl-tools' ir_to_xml writes it and the MSCCL runtime runs it):
/// read onto a network the user chooses and checked chunk by chunk (msccl::read), and written
/// from any run whose operation MSCCL knows (msccl::write). docs/formats.md.
std::unique_ptr<ScheduleFormat> makeMscclFormat();

} // namespace collviz::core
