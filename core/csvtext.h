// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace collviz::core::csv {

/**
 * The CSV files CollViz writes (docs/data-formats.md): RFC 4180 rows under a header comment.
 *
 * The header comment is a block of lines "# key: value" before the column names: what the
 * rows are of (algorithm, topology, model, m, ts, tw, th, ...) and in which units, named as
 * the JSON outputs name them. `pandas.read_csv(path, comment='#')` skips it; a program that
 * wants the parameters reads the lines that start with "# ".
 */

/// One "# key: value" line of a header comment.
using About = QList<std::pair<QString, QString>>;

/// The unit statement every CSV with times carries (key "units").
QString timeUnits();

/// A field as RFC 4180 writes it: quoted (with its quotes doubled) when it holds a comma, a
/// quote, a line break, or a '#' (which pandas' comment='#' would otherwise cut the line at).
QString field(const QString &text);
/// Fields joined by commas, ended by `eol`.
QString line(const QStringList &fields, const QString &eol);
/// The header comment: one "# key: value" line per entry, ended by `eol` (a line break inside
/// a value becomes a space).
QString comment(const About &about, const QString &eol);

/// A number that reads back exactly: whole numbers below 2^53 in full, others with the fewest
/// digits that read back to the same double.
QString number(double v);
/// "true" / "false", as JSON writes them (pandas reads them as booleans).
QString boolean(bool v);

} // namespace collviz::core::csv
