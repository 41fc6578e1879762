// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "views/i18n.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace collviz::views {

namespace {
const QString kResourceDir = QStringLiteral(":/i18n");
/// Object name of the translators installTranslators() makes, so that a switch finds them.
const QString kTranslatorName = QStringLiteral("collvizTranslator");
QString gCurrentLanguage;
}

bool installTranslators(QCoreApplication &app, const QLocale &locale)
{
    // Deleting a QTranslator uninstalls it (one LanguageChange each; the new ones send theirs).
    const auto old = app.findChildren<QTranslator *>(kTranslatorName, Qt::FindDirectChildrenOnly);
    qDeleteAll(old);

    auto *qt = new QTranslator(&app);
    qt->setObjectName(kTranslatorName);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;

    auto *own = new QTranslator(&app);
    own->setObjectName(kTranslatorName);
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
    for (const QString &f : files) {
        const QString name = f.mid(8, f.size() - 8 - 3);
        // collviz_en.qm holds only English plural forms; English is the source language.
        if (name != QLatin1String("en"))
            names << name;
    }
    return names;
}

QString storedLanguage()
{
    return QSettings().value(QLatin1String(kLanguageSettingsKey)).toString();
}

void storeLanguage(const QString &name)
{
    QSettings settings;
    if (name.isEmpty())
        settings.remove(QLatin1String(kLanguageSettingsKey));
    else
        settings.setValue(QLatin1String(kLanguageSettingsKey), name);
}

QLocale localeForLanguage(const QString &name)
{
    return name.isEmpty() ? QLocale::system() : QLocale(name);
}

bool switchLanguage(QCoreApplication &app, const QString &name)
{
    gCurrentLanguage = name;
    return installTranslators(app, localeForLanguage(name));
}

QString currentLanguage()
{
    return gCurrentLanguage;
}

QString nativeLanguageName(const QString &name)
{
    // QLocale::nativeLanguageName() gives "čeština" and "中文"; a menu wants them capitalised
    // and the script named.
    if (name == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    const QString native = QLocale(name).nativeLanguageName();
    return native.isEmpty() ? name : native.left(1).toUpper() + native.mid(1);
}

} // namespace collviz::views
