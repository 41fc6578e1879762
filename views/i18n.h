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

} // namespace collviz::views
