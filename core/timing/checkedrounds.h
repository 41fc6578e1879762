// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Private to the engine: what Simulator::check hands the timing models about a schedule.

#include "core/model.h"

#include <vector>

namespace collviz::core {

/// What Simulator::check found out about a schedule's rounds that the timeline can rely on:
/// valid for that schedule alone (the timeline checks only that the round counts agree; every
/// caller hands it the check of the schedule it times).
struct CheckedRounds
{
    /// The model checked under (its duplex, combining and ports decide `alone`).
    CommModel model;
    /// Per round: every message has its channels and its ports to itself. Every transfer joins
    /// two distinct processors over a walk, is one message (combining, or a packet at most),
    /// and no channel carries two messages and no processor sends or receives more than its
    /// ports allow.
    std::vector<bool> alone;
};

} // namespace collviz::core
