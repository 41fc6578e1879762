#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The data collviz-cli writes, read as a data scientist reads it (docs/data-formats.md).

Runs the built collviz-cli over a table of commands (every command and format that writes
data), then:

- validates every JSON document against the schema its "format" names
  (docs/schemas/<format>.schema.json, with the validator of the schema's draft), and checks
  that the schemas are tight: renaming any member of any object (maps such as a table's
  checks aside) makes the document invalid;
- validates the scenario and network files CollViz reads (the bundled ones and some written
  here, which collviz-cli must accept too);
- reads every CSV with pandas.read_csv(path, comment='#') and checks that its numeric
  columns are numeric (no summary row turns one into text), that its rows are what the
  header comment says, that the model and the cost parameters are in the file (as columns or
  in the header comment), that its names are the JSON outputs' names, and that the units are
  stated.

Usage: check_outputs.py --cli PATH/collviz-cli --source SOURCE_DIR
Exit status 0: passed; 1: failed; 77: skipped (pandas or jsonschema missing: Debian's
python3-pandas and python3-jsonschema).
"""

import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile

SKIP = 77

try:
    import pandas as pd
    import jsonschema
    import jsonschema.validators
except ImportError as missing:  # pragma: no cover - depends on the machine
    print(f"SKIP: {missing}; install python3-pandas and python3-jsonschema to check the data outputs")
    sys.exit(SKIP)

FAILURES = []


def fail(case, message):
    FAILURES.append(f"{case}: {message}")
    print(f"FAIL   {case}: {message}")


# --- The commands ----------------------------------------------------------------------------

SEX = ["--algorithm", "alltoall-hypercube-sex", "--topology", "hypercube:3"]
CROSSOVER = ["--algorithms", "alltoall-hypercube-sex,alltoall-direct-exchange", "--topology", "hypercube:5",
             "--ts", "100"]

# (name, arguments, what it writes). Arguments may hold {tmp} (the scratch folder) and
# {source} (the source tree). What it writes: "json", or "csv:<kind>" with kind rounds,
# sweep or table; an "-o {tmp}/FILE" names the file, otherwise it is standard output.
COMMANDS = [
    ("list json", ["list", "--format", "json"], "json"),
    # run: a personalized exchange, a reduction (partial sums and combines), a tree network
    # (switches), a shift along a ring order, trees and cycles (transfer tags), a what-if, a
    # network file.
    ("run json sex", ["run", *SEX, "--format", "json"], "json"),
    ("run csv sex", ["run", *SEX, "--m", "4", "--ts", "10", "--tw", "0.5", "--format", "csv"], "csv:rounds"),
    ("run json reduce", ["run", "--algorithm", "reduce-recursive-halving", "--topology", "hypercube:3",
                         "--root", "5", "--format", "json"], "json"),
    ("run csv reduce", ["run", "--algorithm", "reduce-recursive-halving", "--topology", "hypercube:3",
                        "--root", "5", "--format", "csv"], "csv:rounds"),
    ("run json prefix-sum", ["run", "--algorithm", "prefix-sum-hypercube", "--topology", "hypercube:3",
                             "--format", "json"], "json"),
    ("run json tree", ["run", "--algorithm", "broadcast-tree", "--topology", "tree:8", "--format", "json"], "json"),
    ("run csv tree", ["run", "--algorithm", "broadcast-tree", "--topology", "tree:8", "--th", "2",
                      "--format", "csv"], "csv:rounds"),
    ("run json shift order", ["run", "--algorithm", "shift-hypercube", "--topology", "hypercube:3", "--model", "sf",
                              "--shift", "3", "--format", "json"], "json"),
    ("run csv shift order", ["run", "--algorithm", "shift-hypercube", "--topology", "hypercube:3", "--model", "sf",
                             "--shift", "3", "--format", "csv"], "csv:rounds"),
    ("run json tadt", ["run", "--algorithm", "allgather-tadt", "--topology", "torus:3x3", "--format", "json"], "json"),
    ("run json hamiltonian", ["run", "--algorithm", "allgather-hamiltonian", "--topology", "torus:3x3",
                              "--format", "json"], "json"),
    ("run csv what-if", ["run", "--algorithm", "alltoall-hypercube-pairwise", "--topology", "hypercube:3",
                         "--model", "sf", "--m", "4", "--format", "csv"], "csv:rounds"),
    ("run json network file", ["run", "--algorithm", "allgather-ring-routed", "--topology",
                               "graph:{source}/resources/networks/dgx1.json", "--format", "json"], "json"),
    ("run csv network file", ["run", "--algorithm", "allgather-ring-routed", "--topology",
                              "graph:{source}/resources/networks/leafspine.json", "--format", "csv"], "csv:rounds"),
    ("run csv scenario", ["run", "--scenario", "{tmp}/lecture.collviz", "--format", "csv"], "csv:rounds"),
    # verify reads a schedule document back; its report is run's.
    ("verify json", ["verify", "--schedule", "{tmp}/run json sex.json", "--format", "json"], "json"),
    ("verify csv", ["verify", "--schedule", "{tmp}/run json reduce.json", "--format", "csv"], "csv:rounds"),
    # table: the source's tables, every view.
    ("table json allport", ["table", "--algorithm", "alltoall-hypercube-allport", "--topology", "hypercube:3",
                            "--format", "json"], "json"),
    ("table csv allport", ["table", "--algorithm", "alltoall-hypercube-allport", "--topology", "hypercube:4",
                           "--format", "csv"], "csv:table"),
    ("table json jh", ["table", "--algorithm", "alltoall-jh-alg2", "--topology", "hypercube:4",
                       "--format", "json"], "json"),
    ("table json jh blocked", ["table", "--algorithm", "alltoall-jh-alg4", "--topology", "hypercube:5", "--blocked",
                               "--format", "json"], "json"),
    ("table csv jh blocked", ["table", "--algorithm", "alltoall-jh-alg4", "--topology", "hypercube:5", "--blocked",
                              "--format", "csv"], "csv:table"),
    ("table json jh channel-width", ["table", "--algorithm", "alltoall-jh-alg4", "--topology", "hypercube:5",
                                     "--channel-width", "3", "--format", "json"], "json"),
    ("table csv jh channel-width", ["table", "--algorithm", "alltoall-jh-alg4", "--topology", "hypercube:5",
                                    "--channel-width", "3", "--format", "csv"], "csv:table"),
    ("table json jh elements", ["table", "--algorithm", "alltoall-jh-alg1", "--topology", "hypercube:3",
                                "--elements", "16", "--format", "json"], "json"),
    ("table csv jh elements", ["table", "--algorithm", "alltoall-jh-alg1", "--topology", "hypercube:3",
                               "--elements", "16", "--format", "csv"], "csv:table"),
    ("table json jh necklaces", ["table", "--algorithm", "alltoall-jh-alg4", "--topology", "hypercube:5",
                                 "--necklaces", "--format", "json"], "json"),
    ("table csv jh necklaces", ["table", "--algorithm", "alltoall-jh-alg4", "--topology", "hypercube:5",
                                "--necklaces", "--format", "csv"], "csv:table"),
    ("table json jh summary", ["table", "--algorithm", "alltoall-jh-alg4", "--topology", "hypercube:5", "--summary",
                               "--format", "json"], "json"),
    ("table csv jh summary", ["table", "--algorithm", "alltoall-jh-alg4", "--topology", "hypercube:5", "--summary",
                              "--format", "csv"], "csv:table"),
    ("table json memory", ["table", "--algorithm", "alltoall-jh-alg1", "--topology", "hypercube:4", "--repeat", "2",
                           "--memory", "--format", "json"], "json"),
    ("table json pipelined", ["table", "--algorithm", "alltoall-jh-alg1", "--topology", "hypercube:4", "--repeat",
                              "2", "--pipelined", "--format", "json"], "json"),
    ("table json concurrent", ["table", "--algorithm", "alltoall-jh-alg1", "--topology", "hypercube:4", "--repeat",
                               "2", "--concurrent", "--format", "json"], "json"),
    # tadt: translated and per-node trees; cycles.
    ("tadt json translated", ["tadt", "--topology", "torus:5x5", "--format", "json"], "json"),
    ("tadt json per-node", ["tadt", "--topology", "mesh:3x3", "--format", "json"], "json"),
    ("cycles json", ["cycles", "--topology", "torus:5x5", "--format", "json"], "json"),
    ("cycles json unmeasured", ["cycles", "--topology", "torus:65x65", "--format", "json"], "json"),
    # sweep: against m, against p over a family, a schedule file beside built-in algorithms.
    ("sweep json m", ["sweep", *CROSSOVER, "--points", "5", "--format", "json"], "json"),
    ("sweep csv m", ["sweep", *CROSSOVER, "--points", "5", "--format", "csv"], "csv:sweep"),
    ("sweep csv m model", ["sweep", *CROSSOVER, "--model", "wh", "--th", "1", "--m", "2:64", "--points", "3",
                           "--spacing", "linear", "--format", "csv"], "csv:sweep"),
    ("sweep json family", ["sweep", "--algorithms", "allgather-ring,allgather-tadt", "--family", "ring", "--m", "8",
                           "--format", "json"], "json"),
    ("sweep csv family", ["sweep", "--algorithms", "allgather-ring,allgather-tadt", "--family", "ring", "--m", "8",
                          "--format", "csv"], "csv:sweep"),
    ("sweep json schedule", ["sweep", "--schedule", "{tmp}/run json sex.json", "--algorithms",
                             "alltoall-direct-exchange", "--points", "3", "--format", "json"], "json"),
    ("sweep csv schedule", ["sweep", "--schedule", "{tmp}/run json sex.json", "--algorithms",
                            "alltoall-direct-exchange", "--points", "3", "--format", "csv"], "csv:sweep"),
    # export: the tables a run, a schedule file and the cost chart are written as.
    ("export csv rounds", ["export", *SEX, "--what", "table", "-o", "{tmp}/rounds.csv"], "csv:rounds"),
    ("export csv schedule table", ["export", "--algorithm", "alltoall-hypercube-allport", "--topology",
                                   "hypercube:3", "--what", "table", "--table", "schedule", "--out",
                                   "{tmp}/schedule.csv"], "csv:table"),
    ("export csv schedule file", ["export", "--schedule", "{tmp}/run json reduce.json", "--what", "table", "-o",
                                  "{tmp}/document.csv"], "csv:rounds"),
    ("export csv chart", ["export", "--scenario", "{source}/resources/examples/q5-alltoall-sex-vs-direct-crossover"
                          ".collviz", "--what", "chart", "--format", "csv", "-o", "{tmp}/chart.csv"], "csv:sweep"),
]

# Files CollViz reads: they are checked against their schema and must be read by collviz-cli.
SCENARIO = {
    "format": "collviz-scenario/1", "algorithm": "broadcast-recursive-doubling", "topology": "torus:3x3",
    "model": "wh,ports=1", "params": {"m": 4, "ts": 2, "tw": 0.5, "th": 1, "root": 4}, "round": 2,
    "bookmarks": [1, 3],
    "views": {"panels": ["setup", "results", "costChart", "tadt", "hamiltonian", "dataMatrix", "timeSpace"],
              "front": ["costChart"],
              "network": {"legend": False, "contentsListed": True, "floors": "projection", "focus": "node:4"},
              "costChart": {"tab": "m", "axes": "log-log", "mMin": 1, "mMax": 4096, "points": 25,
                            "breakdownM": 64, "algorithms": ["broadcast-recursive-doubling", "broadcast-tree"],
                            "ts": 2, "tw": 0.5, "th": 1, "model": "", "family": "torus", "style": "colour"},
              "tadt": {"level": 1, "cycles": False, "style": "mono"},
              "hamiltonian": {"origin": 0, "style": "colour"},
              "dataMatrix": {"style": "colour"},
              "timeSpace": {"style": "colour", "detail": "messages", "from": 0, "to": 4, "firstNode": 0,
                            "lastNode": 8}}}
NETWORK = {
    "format": "collviz-network/1", "name": "a square with a switch", "processors": ["a", "b", "c", "d"],
    "switches": ["s"], "links": [["a", "b"], ["b", "c"], ["c", "d"], ["d", "a"], ["s", "a"]],
    "coordinates": {"a": [0, 0], "b": [1, 0], "c": [1, 1], "d": [0, 1], "s": [-1, -1]}}

# Objects whose members are names of their own, not a format's fields: renaming one is fine.
MAP_PATHS = {
    "collviz-table/1": ["checks"],
    "collviz-network/1": ["coordinates"],
}

# The numeric columns of each kind of CSV (a table's columns are the source's: text, but for
# the numbered rows and counts named here).
NUMERIC = {
    "rounds": ["round", "transfers", "messages", "packets", "maxLinkLoad", "time", "endsAt"],
    "sweep": ["p", "m", "ts", "tw", "th", "rounds", "time", "formula", "lowerBound"],
}
TABLE_NUMERIC = {
    "table csv allport": ["Round"],
    "table csv jh blocked": ["Comm. step"],
    "table csv jh channel-width": ["Row"],
    "table csv jh summary": ["Element transfers", "Span min", "Span max"],
    "export csv schedule table": ["Round"],
}
# CSV columns that name a JSON member of another output, or are CSV's own (the per-round rows
# of run have no JSON array of their own: round is the row's number, endsAt its end).
CSV_ONLY_NAMES = {"round", "endsAt"}


# --- Running ---------------------------------------------------------------------------------

def expand(args, tmp, source):
    return [a.replace("{tmp}", tmp).replace("{source}", source) for a in args]


def run_cli(cli, args, env):
    done = subprocess.run([cli, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, timeout=300)
    return done.returncode, done.stdout, done.stderr.decode("utf-8", "replace")


def output_file(args):
    for flag in ("-o", "--out"):
        if flag in args:
            return args[args.index(flag) + 1]
    return None


# --- JSON ------------------------------------------------------------------------------------

def schema_path(schemas, fmt):
    return os.path.join(schemas, fmt.replace("/", "-") + ".schema.json")


def load_validator(schemas, fmt, cache):
    if fmt not in cache:
        path = schema_path(schemas, fmt)
        if not os.path.exists(path):
            cache[fmt] = None
        else:
            with open(path, encoding="utf-8") as f:
                schema = json.load(f)
            cls = jsonschema.validators.validator_for(schema)
            cls.check_schema(schema)
            cache[fmt] = cls(schema)
    return cache[fmt]


def objects(value, path=()):
    """Every object in a document with its path; only the first 3 items of an array."""
    if isinstance(value, dict):
        yield path, value
        for key, item in value.items():
            yield from objects(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:3]):
            yield from objects(item, path + (index,))


def at(document, path):
    for step in path:
        document = document[step]
    return document


def check_json(case, document, schemas, cache):
    fmt = document.get("format") if isinstance(document, dict) else None
    if not isinstance(fmt, str):
        fail(case, "the JSON has no format tag")
        return
    validator = load_validator(schemas, fmt, cache)
    if validator is None:
        fail(case, f"no schema {schema_path(schemas, fmt)} for {fmt}")
        return
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
    for error in errors[:3]:
        fail(case, f"{fmt} does not validate at {'/'.join(map(str, error.path))}: {error.message[:300]}")
    if errors:
        return
    # Tight: any member renamed is refused.
    maps = MAP_PATHS.get(fmt, [])
    tried = 0
    for path, obj in objects(document):
        named = [str(p) for p in path if isinstance(p, str)]
        if any(named[-1:] == [m] for m in maps) or not obj:
            continue
        for key in list(obj):
            mutated = copy.deepcopy(document)
            target = at(mutated, path)
            target[key + "Renamed"] = target.pop(key)
            tried += 1
            if validator.is_valid(mutated):
                fail(case, f"{fmt}: renaming {'/'.join(map(str, path + (key,)))} still validates; the schema is not "
                           "tight")
    if tried == 0:
        fail(case, "no member was renamed to check the schema is tight")


# --- CSV -------------------------------------------------------------------------------------

def header_comment(path):
    """The "# key: value" lines before the column names, as {key: [values]}."""
    about = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                break
            if not line.startswith("# ") or ": " not in line:
                raise ValueError(f"header comment line {line.rstrip()!r} is not '# key: value'")
            key, value = line[2:].rstrip("\r\n").split(": ", 1)
            about.setdefault(key, []).append(value)
    return about


def json_names(documents):
    names = set()
    for document in documents:
        for _, obj in objects(document):
            names.update(obj.keys())
    return names


def check_csv(case, kind, path, known_names):
    try:
        about = header_comment(path)
        frame = pd.read_csv(path, comment="#")
    except Exception as error:  # noqa: BLE001 - any failure to read is the finding
        fail(case, f"cannot read {path}: {error}")
        return
    if frame.empty:
        fail(case, "no rows")
    columns = list(frame.columns)
    present = set(columns) | set(about)
    if "rows" not in about:
        fail(case, "the header comment does not say what the rows are (# rows: ...)")
    if "model" not in present:
        fail(case, f"no model in the file (columns {columns}, header {sorted(about)})")
    if kind == "table":
        for key in ("algorithm", "topology", "view"):
            if key not in about:
                fail(case, f"the header comment has no {key}")
        numeric = TABLE_NUMERIC.get(case, [])
    else:
        for key in ("m", "ts", "tw", "th", "units"):
            if key not in present:
                fail(case, f"no {key} in the file (columns {columns}, header {sorted(about)})")
        numeric = NUMERIC[kind]
        # The JSON outputs' names, camelCase, no snake_case left over.
        for column in columns:
            if column not in known_names and column not in CSV_ONLY_NAMES:
                fail(case, f"column {column!r} is no JSON output's name")
        for key in about:
            if key not in known_names and key not in ("rows", "units", "crossover", "skipped", "family"):
                fail(case, f"header comment key {key!r} is no JSON output's name")
    for column in numeric:
        if column not in frame.columns:
            if kind != "rounds" or column != "endsAt":
                fail(case, f"no column {column!r}")
            continue
        if not pd.api.types.is_numeric_dtype(frame[column]):
            fail(case, f"column {column!r} is {frame[column].dtype}, not numeric: {list(frame[column][-3:])}")
    if "whatIf" in frame.columns and not pd.api.types.is_bool_dtype(frame["whatIf"]):
        fail(case, f"column 'whatIf' is {frame['whatIf'].dtype}, not boolean")
    if kind == "rounds" and "round" in frame.columns and pd.api.types.is_numeric_dtype(frame["round"]):
        # One row per round and nothing else: the totals are in the header comment.
        if list(frame["round"]) != list(range(1, len(frame) + 1)):
            fail(case, f"rows are not rounds 1..n: {list(frame['round'])}")
        if about.get("rounds") != [str(len(frame))]:
            fail(case, f"# rounds: {about.get('rounds')} but {len(frame)} rows")
        total = float(about.get("time", ["nan"])[0])
        if pd.api.types.is_numeric_dtype(frame["time"]) and abs(frame["time"].sum() - total) > 1e-6 * max(1, total):
            fail(case, f"the rows' time adds up to {frame['time'].sum()}, the header says {total}")
    if kind == "sweep" and "algorithm" in frame.columns:
        if frame[["algorithm", "topology", "m"]].duplicated().any():
            fail(case, "a row is given twice")


# --- Main ------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", required=True, help="the built collviz-cli")
    parser.add_argument("--source", required=True, help="the source tree (docs/schemas, resources)")
    options = parser.parse_args()
    source = os.path.abspath(options.source)
    schemas = os.path.join(source, "docs", "schemas")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    cache = {}

    # Every schema is a valid schema of its draft and names its format in its file name.
    for name in sorted(os.listdir(schemas)):
        with open(os.path.join(schemas, name), encoding="utf-8") as f:
            schema = json.load(f)
        fmt = schema.get("properties", {}).get("format", {}).get("const")
        if fmt is None or name != fmt.replace("/", "-") + ".schema.json":
            fail(name, f"the schema's format {fmt!r} does not match its file name")
            continue
        try:
            load_validator(schemas, fmt, cache)
        except jsonschema.SchemaError as error:
            fail(name, f"not a valid schema: {error.message}")

    with tempfile.TemporaryDirectory(prefix="collviz-data-") as tmp:
        with open(os.path.join(tmp, "lecture.collviz"), "w", encoding="utf-8") as f:
            json.dump(SCENARIO, f)
        with open(os.path.join(tmp, "square.json"), "w", encoding="utf-8") as f:
            json.dump(NETWORK, f)

        documents = {}
        csvs = []
        formats_seen = set()
        for case, raw, what in COMMANDS:
            args = expand(raw, tmp, source)
            status, out, err = run_cli(options.cli, args, env)
            if status != 0:
                fail(case, f"collviz-cli {' '.join(args)} exited {status}: {err.strip()}")
                continue
            target = output_file(args)
            if target is None:
                target = os.path.join(tmp, case + (".json" if what == "json" else ".csv"))
                with open(target, "wb") as f:
                    f.write(out)
            elif not os.path.exists(target):
                fail(case, f"{target} was not written")
                continue
            if what == "json":
                with open(target, encoding="utf-8") as f:
                    documents[case] = json.load(f)
                formats_seen.add(documents[case].get("format"))
            else:
                csvs.append((case, what.split(":", 1)[1], target))
            print(f"ran    {case}")

        for case, document in documents.items():
            check_json(case, document, schemas, cache)

        # The files CollViz reads: bundled and written here, each accepted by collviz-cli.
        read_files = [("scenario " + n, os.path.join(source, "resources", "examples", n))
                      for n in sorted(os.listdir(os.path.join(source, "resources", "examples")))]
        read_files += [("network " + n, os.path.join(source, "resources", "networks", n))
                       for n in sorted(os.listdir(os.path.join(source, "resources", "networks")))]
        read_files += [("scenario lecture.collviz", os.path.join(tmp, "lecture.collviz")),
                       ("network square.json", os.path.join(tmp, "square.json"))]
        for case, path in read_files:
            with open(path, encoding="utf-8") as f:
                document = json.load(f)
            formats_seen.add(document.get("format"))
            check_json(case, document, schemas, cache)
            if document.get("format") == "collviz-network/1":
                status, _, err = run_cli(options.cli, ["run", "--algorithm", "allgather-ring-routed", "--topology",
                                                       "graph:" + path], env)
            else:
                status, _, err = run_cli(options.cli, ["run", "--scenario", path], env)
            if status != 0:
                fail(case, f"collviz-cli does not read it: {err.strip()}")

        # Every format has a schema, and every schema was used.
        for name in sorted(os.listdir(schemas)):
            fmt = name[: -len(".schema.json")]
            fmt = fmt[: fmt.rindex("-")] + "/" + fmt[fmt.rindex("-") + 1:]
            if fmt not in formats_seen:
                fail(name, f"no output or file of {fmt} was checked against it")

        known = json_names(documents.values())
        for case, kind, path in csvs:
            check_csv(case, kind, path, known)

    print(f"{len(COMMANDS)} commands, {len(FAILURES)} failures")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
