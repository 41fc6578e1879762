// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonValue>
#include <QString>

namespace collviz::core {

/**
 * The rules for text that people type, shared by topology specs, model specs, the command
 * lines and scenario files, so that one spelling is accepted (or refused) everywhere.
 *
 * Whole numbers (sizes, ports=K, root, shift, round) are plain decimal integers: the digits
 * 0-9 only, at most 9 of them; no sign (neither '+' nor '-'), no spaces, no fraction or
 * exponent. Real numbers (m, t_s, t_w, t_h) are plain decimals without sign such as 2,
 * 0.5, .5 or 1e6; "inf" and "nan" are not numbers.
 */
namespace userinput {

/// Longest piece of user text an error message repeats before cutting it.
constexpr int kMaxEchoedChars = 60;

/// `text` as an error message repeats it: at most kMaxEchoedChars characters, the rest cut
/// and marked with an ellipsis, so that a 100,000-character argument gives one short line.
/// Control and line-separator characters are shown as escapes (\n, \t, \r, \u001B, ...),
/// so that the message stays one line and a terminal shows what was typed.
QString echo(const QString &text);

/// A JSON value as a file spells it (compact JSON), cut and escaped like echo(): what a
/// refusal of a member's value repeats ("params.m \"ten\" is not accepted; ...").
QString jsonText(const QJsonValue &value);

/// The first member of a JSON document that an object names twice, as its path
/// ("params.m", "rounds[2].transfers[0].src"); empty when every object names each member once.
/// Qt's parser keeps the last of two equal names in silence: the readers of user files ask
/// this of a document Qt has parsed, and refuse it. `json` must be valid JSON.
QString repeatedJsonMember(const QByteArray &json);

/// Parses a whole number by the rule above; false when `text` breaks it.
bool parseWholeNumber(const QString &text, int *out);

/// Parses a real number by the rule above (finite, no sign); false when `text` breaks it.
bool parseRealNumber(const QString &text, double *out);

} // namespace userinput
} // namespace collviz::core
