// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Runs one of the built programs as a user runs it (collviz-cli, collviz) and keeps what it
// printed: the tests of the command lines share this one runner.

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace collviz::tests {

struct ProgramRun
{
    int exitCode = -1; ///< -1 when it crashed or did not finish within two minutes
    QByteArray out;
    QByteArray err;
};

/// Waits up to two minutes for the started `p` (killed after that) and keeps what it printed.
inline ProgramRun finishProgram(QProcess &p)
{
    ProgramRun r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

inline ProgramRun runProgram(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    return finishProgram(p);
}

using CliRun = ProgramRun;

/// collviz-cli with `args` (the build's binary, COLLVIZ_CLI_PATH).
inline ProgramRun cli(const QStringList &args) { return runProgram(QStringLiteral(COLLVIZ_CLI_PATH), args); }

} // namespace collviz::tests
