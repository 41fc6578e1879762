// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace collviz::core {

enum class Switching { StoreAndForward, Wormhole };
enum class Duplex { Half, Full };

/**
 * The communication model a schedule runs under (seed 000 section 1; seed 001 section 3).
 *
 * - Switching: store-and-forward (SF) pays the per-word cost on every hop,
 *   t_s + h (m t_w + t_h); wormhole/cut-through (WH) pays it once, t_s + h t_h + m t_w.
 * - Ports: how many messages a node may send, and how many it may receive, in one round
 *   (k-port: k sends and k receives at once, in both duplex modes); 0 means all-port.
 * - Duplex: full duplex links carry one message per direction and round; half duplex
 *   links carry one message per round in either direction.
 * - Combining: a transfer may carry several packets as one message; noncombining
 *   models send each packet as its own message.
 */
struct CommModel
{
    Switching switching = Switching::Wormhole;
    int ports = 1; ///< 0 = all-port
    Duplex duplex = Duplex::Full;
    bool combining = true;

    /// The most ports a k-port model may have.
    static constexpr int kMaxPorts = 64;

    bool allPort() const { return ports <= 0; }
    /// "wh,ports=1,duplex=full,combining"
    QString toString() const;
    /// Applies the comma-separated overrides of a model SPEC on top of `base`. Accepted
    /// items: sf | wh, ports=1|K|all (K a plain decimal integer, see userinput.h), duplex=half|full (or half | full), combining |
    /// noncombining. On failure returns false and sets *error to one sentence.
    static bool parse(const QString &text, const CommModel &base, CommModel *out, QString *error);
    bool operator==(const CommModel &o) const
    {
        return switching == o.switching && ports == o.ports && duplex == o.duplex && combining == o.combining;
    }
    bool operator!=(const CommModel &o) const { return !(*this == o); }
};

/// Cost parameters: t_s start-up, t_w per word (seed 000's t_m), t_h per hop (seed 000's
/// t_d), t_c per word combined (the gamma of the MPI literature: a combine of j inputs of L
/// words costs (j - 1) L t_c at its node; 0, the default, leaves every time as it was), m words
/// per packet of size 1.
struct CostParams
{
    double m = 1.0;
    double ts = 1.0;
    double tw = 1.0;
    double th = 0.0;
    double tc = 0.0;

    /// Time of one message of `words` words over `hops` hops under `model`, alone on its path.
    double messageTime(const CommModel &model, double words, int hops) const;
};

/// Parameters of an algorithm run that are not part of the model.
struct RunParams
{
    CostParams cost;
    int root = 0;
    int shift = 0;
    /// Seed 004 §4: s AAPCs in succession on s processor axes sharing the local memory
    /// (--repeat S); 1 = one AAPC. Algorithms that take it say so (Algorithm::acceptsRepeat).
    int repeat = 1;
    /// The model the run uses (the natural one unless overridden); the engine fills it
    /// before build() so that an algorithm with model-dependent variants can choose.
    CommModel model;
};

} // namespace collviz::core
