#include "views/i18n.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

namespace collviz::views {

namespace {
const QString kResourceDir = QStringLiteral(":/i18n");
}

bool installTranslators(QCoreApplication &app, const QLocale &locale)
{
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;

    auto *own = new QTranslator(&app);
    if (!own->load(locale, QStringLiteral("collviz"), QStringLiteral("_"), kResourceDir)) {
        // No translation for this locale: the program speaks English, with English plural forms.
        if (own->load(QStringLiteral("collviz_en"), kResourceDir))
            QCoreApplication::installTranslator(own);
        else
            delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    return true;
}

QStringList availableTranslations()
{
    QStringList names;
    const QStringList files = QDir(kResourceDir).entryList({QStringLiteral("collviz_*.qm")}, QDir::Files, QDir::Name);
    for (const QString &f : files)
        names << f.mid(8, f.size() - 8 - 3);
    return names;
}

} // namespace collviz::views
