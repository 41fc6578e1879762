// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/gridaxes.h"
#include "core/networks/networkfamily.h"
#include "core/topologies.h"
#include "core/userinput.h"

#include <QCoreApplication>

#include <utility>

namespace collviz::core::networks {
namespace {

/// Rings, linear arrays, meshes and tori: lattices of one size a dimension, with or without
/// wraparound (CartesianTopology). `grammarText` is the SPEC's form, marked for translation.
class CartesianFamily final : public NetworkFamily
{
public:
    /// `sweep`: the networks a sweep against p runs over, `sweepText` their words (marked for
    /// translation, or null where the family is not swept).
    CartesianFamily(bool wraps, const char *id, const char *title, bool sides, const char *grammarText,
                    QStringList sweep = {}, const char *sweepText = nullptr)
        : mWraps(wraps), mId(QString::fromLatin1(id)), mTitle(title), mSides(sides), mGrammar(grammarText),
          mSweep(std::move(sweep)), mSweepText(sweepText)
    {
    }
    QString id() const override { return mId; }
    NetworkTraits traits() const override
    {
        const auto [fewest, most] = sizeCount();
        return {mWraps ? traitFlags({Trait::Grid, Trait::Wraparound}) : traitFlags({Trait::Grid}), fewest, most};
    }
    std::pair<int, int> sizeCount() const override
    {
        return mSides ? std::pair(2, maxGridDimensions()) : std::pair(1, 1);
    }
    std::pair<int, int> sizeRange(int sideCount) const override
    {
        int largest = TopologyLimits::maxVertices;
        for (int i = 1; i < sideCount; ++i)
            largest /= TopologyLimits::minSide;
        return {TopologyLimits::minSide, largest};
    }
    QString grammar() const override
    {
        const QString form = topologyText(mGrammar).arg(TopologyLimits::minSide);
        return mSides ? form.arg(maxGridDimensions()) : form;
    }
    long long vertices(const std::vector<int> &sides, const QString &text, QString *why) const override
    {
        long long nodes = 1;
        for (int s : sides) {
            if (s < TopologyLimits::minSide) {
                *why = topologyText(QT_TRANSLATE_NOOP("collviz::core::Topology", "side %1 of '%2' is too small"))
                           .arg(s)
                           .arg(userinput::echo(text));
                return -1;
            }
            nodes *= s;
            if (nodes > TopologyLimits::maxVertices)
                break;
        }
        return nodes;
    }
    std::shared_ptr<const Topology> create(const TopologySpec &spec, QString *) const override
    {
        return std::make_shared<CartesianTopology>(spec);
    }
    QString title() const override { return familyText(mTitle); }
    QString sizeLabel(int k) const override
    {
        if (!mSides)
            return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Processors z:"));
        return familyText(QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Side z<sub>%1</sub>:")).arg(k + 1);
    }
    std::vector<int> initialSizes() const override { return mSides ? std::vector<int>{4, 4} : std::vector<int>{8}; }
    /// A hop's direction, and on a mesh or torus its axis: "+", "\u2212x", "+w", "\u2212d5".
    QString hopName(const Arc &arc) const override
    {
        QString sign = arc.dir > 0 ? QStringLiteral("+") : QStringLiteral("\u2212");
        if (!mSides)
            return sign;
        return sign + gridAxisName(arc.dim);
    }
    QStringList sweepNetworks() const override { return mSweep; }
    QString sweepLabel() const override { return mSweepText ? topologyText(mSweepText) : QString(); }

private:
    bool mWraps; ///< every axis closes into a ring (ring, torus)
    QString mId;
    const char *mTitle;
    bool mSides; ///< sizes a dimension (mesh, torus), not one (ring, linear)
    const char *mGrammar;
    QStringList mSweep;
    const char *mSweepText;
};

} // namespace

int maxGridDimensions()
{
    int sides = 0;
    for (long long nodes = TopologyLimits::minSide; nodes <= TopologyLimits::maxVertices; nodes *= TopologyLimits::minSide)
        ++sides;
    return sides;
}

QString gridAxisName(int dim)
{
    static const char *const letters[] = {"x", "y", "z", "w"};
    if (dim >= 0 && dim < 4)
        return QLatin1String(letters[dim]);
    return QStringLiteral("d%1").arg(dim + 1);
}

void registerCartesian(NetworkRegistry &registry)
{
    QStringList rings, tori;
    for (int p = 4; p <= 64; ++p)
        rings << QStringLiteral("ring:%1").arg(p);
    for (int z = 2; z <= 16; ++z)
        tori << QStringLiteral("torus:%1x%1").arg(z);
    registry.add(std::make_unique<CartesianFamily>(
        true, "ring", QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Ring"), false,
        QT_TRANSLATE_NOOP("collviz::core::Topology", "ring:Z (Z >= %1)"), rings,
        QT_TRANSLATE_NOOP("collviz::core::Topology", "ring p = 4..64")));
    registry.add(std::make_unique<CartesianFamily>(
        false, "linear", QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Linear array"), false,
        QT_TRANSLATE_NOOP("collviz::core::Topology", "linear:Z (Z >= %1)")));
    registry.add(std::make_unique<CartesianFamily>(
        false, "mesh", QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Mesh"), true,
        QT_TRANSLATE_NOOP("collviz::core::Topology", "mesh:AxB[xC...] (2..%2 sides >= %1)")));
    registry.add(std::make_unique<CartesianFamily>(
        true, "torus", QT_TRANSLATE_NOOP("collviz::core::NetworkFamily", "Torus"), true,
        QT_TRANSLATE_NOOP("collviz::core::Topology", "torus:AxB[xC...] (2..%2 sides >= %1)"), tori,
        QT_TRANSLATE_NOOP("collviz::core::Topology", "torus z x z, z = 2..16")));
}

} // namespace collviz::core::networks
