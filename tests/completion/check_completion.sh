#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The shell completion offers what the programs take: every option of each program's --help
# appears in its bash and zsh completion, and bash completes commands, options and algorithm
# ids as a user would see them.
#   check_completion.sh CLI GUI RESOURCES
set -uo pipefail
cli=$1 gui=$2 resources=$3
status=0
fail() { echo "FAIL: $*"; status=1; }

options_of() { # the option names of a --help, -x and --long alike
    QT_QPA_PLATFORM=offscreen "$1" --help 2>/dev/null | sed -n '/^Options:/,$p' \
        | grep -oE '^ +(-[a-zA-Z?], )?--?[a-zA-Z][a-zA-Z-]*' | tr ',' '\n' | tr -d ' ' | grep -v '^$' | sort -u
}
for pair in "$cli:collviz-cli.bash:_collviz-cli" "$gui:collviz.bash:_collviz"; do
    IFS=: read -r program bashfile zshfile <<<"$pair"
    options=$(options_of "$program")
    [ -n "$options" ] || fail "$program --help lists no options"
    for o in $options; do
        [ "$o" = "-?" ] && continue
        grep -qE -- "(^|[^a-zA-Z-])$o([^a-zA-Z-]|$)" "$resources/completion/$bashfile" || fail "$bashfile lacks $o"
        grep -qE -- "(^|[^a-zA-Z-])$o([^a-zA-Z-]|$)" "$resources/completion/$zshfile" || fail "$zshfile lacks $o"
    done
done

# bash, as an interactive shell would run it (bash-completion's helpers, the program on PATH).
helpers=/usr/share/bash-completion/bash_completion
if [ -r "$helpers" ]; then
    bindir=$(mktemp -d)
    trap 'rm -rf "$bindir"' EXIT
    ln -s "$cli" "$bindir/collviz-cli"
    complete_line() { # the words bash offers after the typed line
        PATH="$bindir:$PATH" bash -c '
            source "$1"; source "$2"
            read -ra COMP_WORDS <<<"$3"
            [[ "$3" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE=$3; COMP_POINT=${#3}
            _collviz_cli collviz-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf "%s\n" "${COMPREPLY[@]}"' _ "$helpers" "$resources/completion/collviz-cli.bash" "$1"
    }
    got=$(complete_line "collviz-cli ex" | sort | tr '\n' ' ')
    [ "$got" = "explain export " ] || fail "'collviz-cli ex<TAB>' offers '$got', not 'explain export'"
    got=$(complete_line "collviz-cli run --algorithm alltoall-hypercube-pa" | tr '\n' ' ')
    [ "$got" = "alltoall-hypercube-pairwise " ] || fail "'--algorithm alltoall-hypercube-p<TAB>' offers '$got'"
    got=$(complete_line "collviz-cli sweep --algorithms alltoall-hypercube-sex,alltoall-hypercube-pa" | tr '\n' ' ')
    [ "$got" = "alltoall-hypercube-sex,alltoall-hypercube-pairwise " ] || fail "'--algorithms a,b<TAB>' offers '$got'"
    got=$(complete_line "collviz-cli export --wh" | tr '\n' ' ')
    [ "$got" = "--what " ] || fail "'export --wh<TAB>' offers '$got'"
    got=$(complete_line "collviz-cli export --what ti" | tr '\n' ' ')
    [ "$got" = "timespace " ] || fail "'--what ti<TAB>' offers '$got'"
    ids=$(complete_line "collviz-cli run --algorithm " | wc -l)
    listed=$("$cli" list | grep -c '^    title:') # one title per algorithm; networks have none
    [ "$ids" -eq "$listed" ] || fail "'--algorithm <TAB>' offers $ids ids; 'collviz-cli list' names $listed"
else
    echo "SKIP: bash-completion is not installed ($helpers); only the option lists were checked"
fi
# zsh parses its files (where zsh is installed).
if command -v zsh >/dev/null; then
    for f in _collviz-cli _collviz; do
        zsh -n "$resources/completion/$f" || fail "zsh cannot parse $f"
    done
fi
[ "$status" = 0 ] && echo "PASS: completion offers every option, command and algorithm id"
exit "$status"
