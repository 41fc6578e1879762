// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The topologies of the registry sweeps (tst_algorithms: delivery, rules, formulas;
// tst_timeline: the independent replay of every timeline): each algorithm runs on those it
// supports. Files are named from the checkout (COLLVIZ_SOURCE_DIR, defined for every test).

namespace collviz::tests {

inline const char *const kSweepTopologies[] = {
    "hypercube:1", "hypercube:2", "hypercube:3", "hypercube:4", "hypercube:5", "hypercube:6", "hypercube:7",
    "ring:2",      "ring:3",      "ring:5",      "ring:8",      "ring:9",      "ring:16",     "linear:2",
    "linear:5",    "linear:8",    "linear:11",   "mesh:2x2",    "mesh:3x3",    "mesh:4x4",    "mesh:5x5",
    "mesh:4x3",    "mesh:2x3x4",  "mesh:4x4x4",  "torus:3x3",   "torus:4x4",   "torus:5x5",   "torus:6x4",
    "torus:3x3x3", "torus:4x4x4", "tree:2",      "tree:4",      "tree:8",      "tree:16",     "tree:32",
    // Beyond the seeds' figures (issue 8's sizes): every algorithm that runs there is checked there.
    "ring:12",     "torus:8x8",   "mesh:16x8",
    // Four and five dimensions (issue 36): a torus with wraparounds, a mesh of mixed sides, and a
    // torus of side 2 (no wraparounds: numbered as a hypercube).
    "torus:3x3x3x3", "mesh:2x3x2x2", "torus:2x2x2x2x2",
    // Networks read from files (graph:FILE): the two bundled examples, and networks of the tests'
    // own: without switches (the Petersen graph) and with them (a crossbar, a two-level fat tree).
    "graph:" COLLVIZ_SOURCE_DIR "/resources/networks/dgx1.json",
    "graph:" COLLVIZ_SOURCE_DIR "/resources/networks/leafspine.json",
    "graph:" COLLVIZ_SOURCE_DIR "/tests/networks/petersen.json",
    "graph:" COLLVIZ_SOURCE_DIR "/tests/networks/crossbar6.json",
    "graph:" COLLVIZ_SOURCE_DIR "/tests/networks/fattree8.json",
    // The data-centre families (issue 36), non-powers of two among them: complete networks and
    // crossbars, fat trees (K = 2: a chain of two hosts; K = 4: 16 hosts; K = 6: 54) and
    // dragonflies (one global link between two routers; a ring of six routers; 72 processors).
    "complete:2", "complete:5", "complete:8", "complete:13", "switch:2", "switch:5", "switch:7", "switch:16",
    "fattree:2", "fattree:4", "fattree:6", "dragonfly:1,1,1", "dragonfly:2,1,1", "dragonfly:2,2,1",
    "dragonfly:4,2,2",
};

} // namespace collviz::tests
