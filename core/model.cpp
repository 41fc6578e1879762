#include "core/model.h"

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
    CommModel m = base;
    const QStringList items = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    auto fail = [&](const QString &item) {
        if (error)
            *error = QCoreApplication::translate("collviz::core::CommModel",
                                                 "unknown model item '%1' in '%2'; accepted: sf or wh, "
                                                 "ports=1, ports=K (K = 1..64) or ports=all, duplex=half or "
                                                 "duplex=full, combining or noncombining, separated by commas.")
                         .arg(item, text);
        return false;
    };
    if (items.isEmpty())
        return fail(text);
    for (const QString &raw : items) {
        const QString item = raw.trimmed().toLower();
        if (item == QLatin1String("sf") || item == QLatin1String("store-and-forward"))
            m.switching = Switching::StoreAndForward;
        else if (item == QLatin1String("wh") || item == QLatin1String("wormhole") || item == QLatin1String("ct"))
            m.switching = Switching::Wormhole;
        else if (item == QLatin1String("combining"))
            m.combining = true;
        else if (item == QLatin1String("noncombining") || item == QLatin1String("non-combining"))
            m.combining = false;
        else if (item == QLatin1String("half") || item == QLatin1String("duplex=half"))
            m.duplex = Duplex::Half;
        else if (item == QLatin1String("full") || item == QLatin1String("duplex=full"))
            m.duplex = Duplex::Full;
        else if (item == QLatin1String("all-port") || item == QLatin1String("ports=all"))
            m.ports = 0;
        else if (item.startsWith(QLatin1String("ports="))) {
            bool ok = false;
            const int k = item.mid(6).toInt(&ok);
            if (!ok || k < 1 || k > 64)
                return fail(raw.trimmed());
            m.ports = k;
        } else
            return fail(raw.trimmed());
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
