// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace collviz::core {

/// Translation context of the English notes inside pseudo-code and formulas.
inline constexpr char kCodeNotesContext[] = "collviz::core::CodeNotes";

/**
 * Pseudo-code and formulas are code and stay as written, but the English notes in them are
 * for people: the comment after "//" on a pseudo-code line and the note in square brackets
 * that ends a formula ("(t_s + t_w m) log p   [naive: ignores the congestion]"). These
 * return the line or formula with that note translated (context kCodeNotesContext); the
 * notes are listed for lupdate in codenotes.cpp, and knownCodeNotes() lets a test check that
 * every note an algorithm uses is listed.
 */
QString translatedCodeLine(const QString &line);
QString translatedFormula(const QString &formula);

/// The notes codenotes.cpp marks for translation (English).
QStringList knownCodeNotes();

/// The note of a pseudo-code line or formula ("" if it has none), as the functions above find it.
QString codeLineNote(const QString &line);
QString formulaNote(const QString &formula);

} // namespace collviz::core
