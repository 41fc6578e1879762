// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/model.h"

#include "core/userinput.h"

#include <QCoreApplication>
#include <QStringList>

namespace collviz::core {

QString CommModel::toString() const
{
    QStringList parts;
    parts << (switching == Switching::Wormhole ? QStringLiteral("wh") : QStringLiteral("sf"));
    parts << (allPort() ? QStringLiteral("ports=all") : QStringLiteral("ports=%1").arg(ports));
    parts << (duplex == Duplex::Full ? QStringLiteral("duplex=full") : QStringLiteral("duplex=half"));
    parts << (combining ? QStringLiteral("combining") : QStringLiteral("noncombining"));
    return parts.join(QLatin1Char(','));
}

bool CommModel::parse(const QString &text, const CommModel &base, CommModel *out, QString *error)
{
    auto tr = [](const char *t) { return QCoreApplication::translate("collviz::core::CommModel", t); };
    const QString accepted = tr("accepted: sf or wh, ports=1, ports=K (K = 1..%1, a plain decimal integer) or "
                                "ports=all, duplex=half or duplex=full, combining or noncombining, separated by commas")
                                 .arg(kMaxPorts);
    using userinput::echo;
    auto fail = [&](const QString &sentence) {
        if (error)
            *error = sentence + QStringLiteral("; ") + accepted + QLatin1Char('.');
        return false;
    };
    CommModel m = base;
    const QStringList items = text.split(QLatin1Char(','));
    if (text.trimmed().isEmpty())
        return fail(tr("the model is empty"));
    // Each aspect may be set once per SPEC: "sf,wh" is a contradiction, not "the last one wins".
    enum Aspect { SwitchingAspect, PortsAspect, DuplexAspect, CombiningAspect, AspectCount };
    QString setBy[AspectCount];
    for (const QString &raw : items) {
        const QString item = raw.trimmed().toLower();
        if (item.isEmpty())
            return fail(tr("model '%1' has an empty item").arg(echo(text)));
        Aspect aspect;
        if (item == QLatin1String("sf") || item == QLatin1String("store-and-forward")) {
            aspect = SwitchingAspect;
            m.switching = Switching::StoreAndForward;
        } else if (item == QLatin1String("wh") || item == QLatin1String("wormhole") || item == QLatin1String("ct")) {
            aspect = SwitchingAspect;
            m.switching = Switching::Wormhole;
        } else if (item == QLatin1String("combining")) {
            aspect = CombiningAspect;
            m.combining = true;
        } else if (item == QLatin1String("noncombining") || item == QLatin1String("non-combining")) {
            aspect = CombiningAspect;
            m.combining = false;
        } else if (item == QLatin1String("half") || item == QLatin1String("duplex=half")) {
            aspect = DuplexAspect;
            m.duplex = Duplex::Half;
        } else if (item == QLatin1String("full") || item == QLatin1String("duplex=full")) {
            aspect = DuplexAspect;
            m.duplex = Duplex::Full;
        } else if (item == QLatin1String("all-port") || item == QLatin1String("ports=all")) {
            aspect = PortsAspect;
            m.ports = 0;
        } else if (item.startsWith(QLatin1String("ports="))) {
            int k = 0;
            if (!userinput::parseWholeNumber(item.mid(6), &k))
                return fail(tr("unknown model item '%1' in '%2'").arg(echo(raw.trimmed()), echo(text)));
            if (k < 1 || k > kMaxPorts)
                return fail(tr("ports=%1 is out of range").arg(k));
            aspect = PortsAspect;
            m.ports = k;
        } else {
            return fail(tr("unknown model item '%1' in '%2'").arg(echo(raw.trimmed()), echo(text)));
        }
        if (!setBy[aspect].isEmpty())
            return fail(tr("model items '%1' and '%2' both set the same aspect")
                            .arg(echo(setBy[aspect]), echo(raw.trimmed())));
        setBy[aspect] = raw.trimmed();
    }
    *out = m;
    return true;
}

double CostParams::messageTime(const CommModel &model, double words, int hops) const
{
    if (model.switching == Switching::StoreAndForward)
        return ts + hops * (words * tw + th);
    return ts + hops * th + words * tw;
}

} // namespace collviz::core
