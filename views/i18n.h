// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLocale>

class QCoreApplication;

namespace collviz::views {

/**
 * Installs CollViz's translator for `locale` (the .qm files built from the translations/ folder and
 * embedded under :/i18n) and Qt's own qtbase_<lang> from QLibraryInfo::TranslationsPath when
 * it is there. The locale's uiLanguages() are tried in order, so QLocale::system() follows
 * LANGUAGE, LC_ALL, LC_MESSAGES and LANG as Qt reads them. The translators are children of
 * `app`. Returns whether a CollViz translation was found (false for English: the sources
 * are English).
 *
 * Installing a translator sends QEvent::LanguageChange to every widget; panels retranslate
 * their labels and the engine's Text (narration, descriptions, deviations) in changeEvent().
 */
bool installTranslators(QCoreApplication &app, const QLocale &locale = QLocale::system());

/// The languages translations/ holds, as locale names ("cs", "zh_CN").
QStringList availableTranslations();

/// QSettings key of the language chosen in the Language menu.
inline constexpr char kLanguageSettingsKey[] = "language";

/**
 * The language chosen in the Language menu and remembered in QSettings: a locale name
 * ("en", "cs", "zh_CN"), or empty to follow the system (LANGUAGE / LC_ALL / LANG).
 */
QString storedLanguage();
void storeLanguage(const QString &name);

/// The locale for a language choice: QLocale::system() for "", else QLocale(name).
QLocale localeForLanguage(const QString &name);

/**
 * Replaces the translators installed before (by this function or installTranslators) with
 * those for `name` (see storedLanguage()); "en" installs none. Every widget gets
 * QEvent::LanguageChange, so the window and its panels retranslate at once, without a new
 * run. Returns whether a CollViz translation was found.
 */
bool switchLanguage(QCoreApplication &app, const QString &name);

/// The language switchLanguage() last installed ("" = the system's), for the menu's check mark.
QString currentLanguage();

/// A language's name in that language, as a Language menu shows it ("English", "Čeština", "简体中文").
QString nativeLanguageName(const QString &name);

} // namespace collviz::views
