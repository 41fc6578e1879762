// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/graph/graphtopology.h"
#include "core/networks/graph/networkfile.h"
#include "core/networks/networkfamily.h"
#include "core/userinput.h"

#include <QCoreApplication>

namespace collviz::core::networks {
namespace {

/// Networks read from a file, graph:FILE (a collviz-network/1 document, GraphTopology). The
/// SPEC keeps the file as written; it is read in create() and checkArgument(), never while
/// parsing. The family has no traits of its own: a network of it has Trait::Switches where its
/// file names switches.
class GraphFamily final : public NetworkFamily
{
public:
    QString id() const override { return QStringLiteral("graph"); }
    NetworkTraits traits() const override { return {0, 1, 1}; }
    /// No sizes: the file says it all.
    std::pair<int, int> sizeCount() const override { return {0, 0}; }
    std::pair<int, int> sizeRange(int) const override { return {0, 0}; }
    QString grammar() const override
    {
        return topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "graph:FILE (a collviz-network/1 JSON file)"));
    }
    /// Never asked: parseArgument() reads a file name, not sizes.
    long long vertices(const std::vector<int> &, const QString &, QString *) const override { return -1; }
    bool parseArgument(const QString &argument, const QString &text, TopologySpec *spec, QString *why) const override
    {
        if (argument.isEmpty()) {
            *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "topology '%1' names no file after 'graph:'"))
                       .arg(userinput::echo(text));
            return false;
        }
        spec->sides.clear();
        spec->argument = argument; // as written: case kept, relative kept (TopologySpec::file())
        return true;
    }
    bool takesFile() const override { return true; }
    bool checkArgument(const TopologySpec &spec, QString *why) const override
    {
        NetworkFile file;
        return networkfile::read(spec.file(), &file, why);
    }
    std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *why) const override
    {
        NetworkFile file;
        if (!networkfile::read(spec.file(), &file, why))
            return {};
        return std::make_shared<GraphTopology>(spec, file);
    }
    QString title() const override
    {
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Graph from a file"));
    }
    QString sizeLabel(int) const override { return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "File:")); }
    std::vector<int> initialSizes() const override { return {}; }
    /// A hop is an arrow: the arc alone does not say which way round a graph it goes.
    QString hopName(const Arc &) const override { return QStringLiteral("\u2192"); }
    bool mergeHops() const override { return false; }
};

} // namespace

void registerGraph(NetworkRegistry &registry)
{
    registry.add(std::make_unique<GraphFamily>());
}

} // namespace collviz::core::networks
