// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/networks/networkfamily.h"

#include <QCoreApplication>

namespace collviz::core {

QString networks::topologyText(const char *text)
{
    return QCoreApplication::translate("collviz::core::Topology", text);
}

QString networks::familyText(const char *text)
{
    return QCoreApplication::translate("collviz::core::NetworkFamily", text);
}

const NetworkRegistry &NetworkRegistry::instance()
{
    static const NetworkRegistry registry;
    return registry;
}

NetworkRegistry::NetworkRegistry()
{
    // The families, in the order the setup panel and the error sentences list them.
    networks::registerHypercube(*this);
    networks::registerCartesian(*this);
    networks::registerTree(*this);
    networks::registerComplete(*this);
    networks::registerSwitch(*this);
    networks::registerFatTree(*this);
    networks::registerDragonfly(*this);
    networks::registerGraph(*this);
}

const NetworkFamily *NetworkRegistry::find(const QString &id) const
{
    for (const auto &family : mFamilies)
        if (family->id() == id)
            return family.get();
    return nullptr;
}

std::vector<const NetworkFamily *> NetworkRegistry::swept() const
{
    std::vector<const NetworkFamily *> out;
    for (const auto &family : mFamilies)
        if (!family->sweepNetworks().isEmpty())
            out.push_back(family.get());
    return out;
}

void NetworkRegistry::add(std::unique_ptr<const NetworkFamily> family)
{
    mFamilies.push_back(std::move(family));
}

} // namespace collviz::core
