// SPDX-FileCopyrightText: 2026 The CollViz authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/engine.h"
#include "core/exercise/exercise.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

namespace collviz::core {

/**
 * One request as a user states it: the network, the algorithm, the model (empty = the
 * algorithm's natural one), the cost parameters, root and shift, and the round to show.
 * The GUI's and the CLI's command lines, scenario files and the app's saved settings all
 * read and check it here, so one spelling is accepted (or refused, with the same sentence)
 * everywhere; Engine::run takes what toRunRequest() makes of it.
 *
 * A scenario file (format "collviz-scenario/1") names its fields as the schedule document
 * does (docs/cli.md, "The schedule document"):
 *
 *     {"format": "collviz-scenario/1", "algorithm": "allgather-ring", "topology": "ring:8",
 *      "model": "sf,ports=all", "params": {"m": 4, "ts": 1, "tw": 1, "th": 0, "root": 0,
 *      "shift": 1}, "round": 3, "views": {...}}
 *
 * "params.tc" (t_c, the time to combine one word) is optional: absent means 0, and it is
 * written only when it is not 0, so a file without combine costs reads and writes as before.
 *
 * Only "format", "algorithm" and "topology" are required; a missing "model" means the
 * natural model, a missing parameter its default, and "root"/"shift" count as given only
 * when present (they are refused where the operation has no root or shift).
 */
struct Scenario
{
    /// How an error sentence names a field: "--root" on a command line, "params.root" in a
    /// scenario file or the saved settings.
    enum class Naming { CommandLine, File };

    static constexpr double kMaxCost = 1e12; ///< the largest m, t_s, t_w, t_h, t_c (keeps sums finite)
    static constexpr int kMaxRound = 999999999;

    /// The topology SPEC as the user wrote it (a file it names kept as written: graph:net.json).
    QString topology;
    /// The folder a relative file named by `topology` is found from: the scenario file's own
    /// folder, set by readBytes() where the topology's family takes a file
    /// (NetworkFamily::takesFile); empty: the current directory (command lines, the app's
    /// setup). setOption("topology") clears it; toRunRequest() and writeFile() resolve with it.
    QString topologyBase;
    QString algorithm;
    QString model; ///< model SPEC overriding the natural model; empty = natural
    double m = 1.0;
    double ts = 1.0;
    double tw = 1.0;
    double th = 0.0;
    double tc = 0.0; ///< t_c, per word combined; "tc" in a file, written only when not 0
    int root = 0;
    bool rootGiven = false;
    int shift = 1;
    bool shiftGiven = false;
    int repeat = 1; ///< seed 004: s AAPCs in succession (RunParams::repeat); 1 = one
    int round = 0; ///< the round to show: 0 = initial state (the engine ignores it)
    /// The lecturer's marked rounds, "bookmarks": [2, 5] in a file (sorted, distinct, each
    /// 1..kMaxRound; written only when there are some; the engine ignores them).
    QVector<int> bookmarks;
    /// The lecturer's questions, "exercises" (core/exercise/exercise.h: ExerciseSheet): written
    /// only when there are some; absent means none. The engine ignores them.
    exercise::ExerciseSheet exercises;
    /// "views": the open panels and their options, as the app writes them. Only its shape (an
    /// object) is checked here; views/export/scenariofiles reads and checks its members. The
    /// engine ignores it.
    QJsonObject views;

    /// "collviz-scenario/1"
    static QString formatName();
    /// The command-line option names of the fields, in the order of the struct:
    /// topology, algorithm, model, m, ts, tw, th, tc, root, shift, repeat, round.
    static QStringList optionNames();

    /// Sets the field of command-line option `name` from its text. Numbers follow the rules
    /// of userinput.h; ranges are checked here. On failure returns false and sets *error to
    /// one sentence naming the option, its value (cut) and what is accepted.
    bool setOption(const QString &name, const QString &text, QString *error);

    /// Checks the whole scenario: every field in range, the algorithm registered, the
    /// topology and model specs well formed (a network file the topology names read and
    /// checked: NetworkFamily::checkArgument), root and shift given only where they mean
    /// something; a holdings question's node a processor of the network (built for that, only
    /// when there is such a question). The engine still checks what needs the network built
    /// (root < p, ...).
    bool validate(Naming naming, QString *error) const;
    /// What validate() checks that needs no algorithm: the topology SPEC and every number's
    /// range (a schedule document of no registered algorithm has only these).
    bool validateValues(Naming naming, QString *error) const;

    QJsonObject toJson() const;
    /// Reads a collviz-scenario/1 object (the fields' forms and ranges only; call
    /// validate() for the rest). Unknown members are refused, so a misspelt one is noticed.
    static bool fromJson(const QJsonObject &object, Scenario *out, QString *error);
    /// Reads and validates a scenario file (core/userfiles.h: a regular file or "-", at most
    /// kMaxFileBytes); errors start with the file's name.
    static bool readFile(const QString &path, Scenario *out, QString *error);
    /// What readFile() does with the file's bytes: JSON, no member named twice, fromJson(),
    /// validate(). `path` names the file in the sentences, and its folder is where a relative
    /// file the topology names is found (topologyBase).
    static bool readBytes(const QByteArray &bytes, const QString &path, Scenario *out, QString *error);
    /// A scenario is a few hundred bytes: a larger (or endless) input is refused while read.
    static constexpr qint64 kMaxFileBytes = qint64(1) << 20;
    /// Writes the scenario as an indented JSON file, whole or not at all (core/userfiles.h). A
    /// file the topology names is written as the new scenario file finds it (topologyFor()).
    bool writeFile(const QString &path, QString *error) const;
    /// The topology as a scenario file at `path` names it. A file its family takes stays as
    /// written when the scenario is written into the folder it was read from (topologyBase);
    /// otherwise it is written relative to the new file's folder where it lies in that folder
    /// or below, else by its absolute path. A SPEC of sizes stays as it is.
    QString topologyFor(const QString &path) const;

    /// The request the engine runs: the topology with a relative file made absolute from
    /// topologyBase (where there is one), so that the run finds the file the scenario names.
    RunRequest toRunRequest() const;
    static Scenario fromRunRequest(const RunRequest &request, int round = 0);

    bool operator==(const Scenario &o) const;
    bool operator!=(const Scenario &o) const { return !(*this == o); }

private:
    bool validateRanges(Naming naming, QString *error) const;
    /// The topology SPEC parsed (from topologyBase) and its family's own check of it.
    bool validateTopology(QString *error) const;
};

} // namespace collviz::core
