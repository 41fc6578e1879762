// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/topology.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <utility>
#include <vector>

namespace collviz::core {

/**
 * A family of interconnection networks, as an Algorithm is one of schedules: its name in a
 * SPEC ("hypercube" in hypercube:4), how many sizes the SPEC gives and the range of each, its
 * grammar for the error sentences, and the factory of its networks. Each family is a class of
 * core/networks/ and one line of NetworkRegistry's list; TopologySpec::parse,
 * TopologyLimits and Topology::create ask the registry, not a switch.
 */
class NetworkFamily
{
public:
    virtual ~NetworkFamily() = default;

    /// The family's name in a SPEC: "hypercube", "ring", ...
    virtual QString id() const = 0;
    /// The traits every network of the family has, and the range of their dimensions: what
    /// algorithms' needs (NetworkNeed) are matched against.
    virtual NetworkTraits traits() const = 0;
    /// How many sizes a SPEC gives, fewest and most ("4x4x4": 3).
    virtual std::pair<int, int> sizeCount() const { return {1, 1}; }
    /// The smallest and largest value one size may take when the SPEC has `sideCount` sizes and
    /// the others are at their smallest (the vertex limit may still refuse a combination).
    virtual std::pair<int, int> sizeRange(int sideCount) const = 0;
    /// The SPEC's form and its sizes' limits, a piece of TopologyLimits::acceptedText
    /// ("hypercube:N (N = 1..16)"); translated.
    virtual QString grammar() const = 0;
    /// How many vertices a network of these sizes has (their count within sizeCount()); -1 and
    /// one sentence (`why`, naming the size and the SPEC `text`) where a size is refused.
    virtual long long vertices(const std::vector<int> &sides, const QString &text, QString *why) const = 0;
    /// Reads what follows the colon of a SPEC (`text`, whole, for the sentences) into `spec`; false
    /// with one sentence in `why` (without the accepted forms, which the caller adds). The default
    /// reads sizes: sizeCount() plain decimal numbers joined by 'x', held to vertices().
    virtual bool parseArgument(const QString &argument, const QString &text, TopologySpec *spec, QString *why) const;
    /// The network of a SPEC parseArgument() accepted, or null with one sentence in `why` (a
    /// family that reads a file may still refuse it here).
    virtual std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *why) const = 0;
    /// Whether the SPEC names a file (graph:FILE) instead of sizes: the argument is the file as
    /// written, found from TopologySpec::baseDirectory when relative (TopologySpec::file()), and
    /// the setup panel asks for a file, not for sizes.
    virtual bool takesFile() const { return false; }
    /// What create() would refuse that parseArgument() does not look at, without building the
    /// network: a family that reads a file reads and checks it here. Scenario::validate asks, so
    /// that a bad file is refused with the rest of the input, before any run. False with one
    /// sentence in `why`.
    virtual bool checkArgument(const TopologySpec &spec, QString *why) const
    {
        Q_UNUSED(spec);
        Q_UNUSED(why);
        return true;
    }
    /// What joins the sizes in a SPEC as TopologySpec::toString() writes it: 'x' ("4x4x4"), or a
    /// family's own (dragonfly:4,2,2); parseArgument() reads it.
    virtual QChar sizeSeparator() const { return QLatin1Char('x'); }
    /// The family's name for people ("Linear array"); translated.
    virtual QString title() const = 0;
    /// The setup panel's label of size k, 0-based ("Side z<sub>2</sub>:"); translated.
    virtual QString sizeLabel(int k) const = 0;
    /// Whether a size is one of the powers of two in sizeRange() (tree leaves), not any number.
    virtual bool powersOfTwo() const { return false; }
    /// The sizes the setup panel starts the family from: ones that show its structure on a
    /// projector.
    virtual std::vector<int> initialSizes() const = 0;
    /// A hop over `arc` in a few characters, for schedule tables ("+x", "d2", "↓"); hops in a row
    /// of the same name are one step "+x×3" where mergeHops().
    virtual QString hopName(const Arc &arc) const = 0;
    virtual bool mergeHops() const { return true; }
    /// A set of nodes of `topology` in the family's own notation (a hypercube's subcube "**1"),
    /// or empty where it has none for that set.
    virtual QString nodeSetName(const Topology &topology, const std::vector<int> &nodes) const
    {
        Q_UNUSED(topology);
        Q_UNUSED(nodes);
        return {};
    }
    /// How a route goes from processor to processor, in a sentence ("up to the switch and down");
    /// translated; empty where the family does not say (collviz-cli list prints it).
    virtual QString routeText() const { return {}; }
    /// The networks a sweep against p runs over, smallest first (empty: the family is not swept).
    virtual QStringList sweepNetworks() const { return {}; }
    /// Those networks in a few words, for the cost chart's choice ("ring p = 4..64"); translated.
    virtual QString sweepLabel() const { return {}; }
};

/// Every network family, in the order the setup panel and the error sentences list them.
class NetworkRegistry
{
public:
    static const NetworkRegistry &instance();

    const std::vector<std::unique_ptr<const NetworkFamily>> &families() const { return mFamilies; }
    /// The family of that SPEC name, or null.
    const NetworkFamily *find(const QString &id) const;
    /// The families a sweep against p runs over (sweepNetworks() not empty), in the list's order.
    std::vector<const NetworkFamily *> swept() const;

    void add(std::unique_ptr<const NetworkFamily> family);

private:
    NetworkRegistry();
    std::vector<std::unique_ptr<const NetworkFamily>> mFamilies;
};

namespace networks {
/// tr() of a literal marked with QT_TRANSLATE_NOOP in the context of Topology's sentences
/// ("collviz::core::Topology": SPEC grammars and refusals).
QString topologyText(const char *text);
/// tr() of a family's words for people, marked in "collviz::core::NetworkFamily".
QString familyText(const char *text);

void registerHypercube(NetworkRegistry &registry); ///< networks/hypercube.cpp
void registerCartesian(NetworkRegistry &registry); ///< networks/cartesian.cpp: ring, linear, mesh, torus
void registerTree(NetworkRegistry &registry);      ///< networks/tree.cpp
void registerGraph(NetworkRegistry &registry);     ///< networks/graph/graphfamily.cpp: graph:FILE
void registerComplete(NetworkRegistry &registry);  ///< networks/completeandswitch.cpp: complete:P
void registerSwitch(NetworkRegistry &registry);    ///< networks/completeandswitch.cpp: switch:P
void registerFatTree(NetworkRegistry &registry);   ///< networks/fattree.cpp: fattree:K
void registerDragonfly(NetworkRegistry &registry); ///< networks/dragonfly.cpp: dragonfly:A,P,H
} // namespace networks

} // namespace collviz::core
