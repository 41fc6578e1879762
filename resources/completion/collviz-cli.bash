# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for collviz-cli (installed to share/bash-completion/completions/collviz-cli).
# Algorithm ids come from the program itself ('collviz-cli list'), so they never go stale;
# tests/completion/check_completion.sh checks that every option of --help is offered here.

_collviz_cli_algorithms()
{
    # The ids are the list's bare lines before its networks part (whose family names are bare too).
    "${1:-collviz-cli}" list 2>/dev/null | command sed '/^networks/q' | command grep -E '^[a-z][a-z0-9-]*$'
}

_collviz_cli()
{
    local cur prev words cword
    _init_completion -n : || return

    local commands="list run explain table tadt cycles sweep verify export"
    local options="-h --help --help-all -v --version --format --algorithm --topology --model -m --ts --tw --th
        --tc --root --shift --repeat --memory --pipelined --concurrent --scenario --blocked --channel-width
        --elements --necklaces --summary --algorithms --points --spacing --schedule --schedule-format
        --family --what --table --round --out -o --size --dpi --frames-per-round --seconds-per-round
        --progress --style --no-legend --no-title --no-packets --simgrid-own"

    case $prev in
        --algorithm)
            COMPREPLY=($(compgen -W "$(_collviz_cli_algorithms "${words[0]}")" -- "$cur"))
            return ;;
        --algorithms)
            # A comma-separated list: complete its last item.
            local head=${cur%,*} last=${cur##*,}
            [[ $cur == *,* ]] && head="$head," || head=""
            COMPREPLY=($(compgen -P "$head" -W "$(_collviz_cli_algorithms "${words[0]}")" -- "$last"))
            return ;;
        --topology)
            COMPREPLY=($(compgen -W "hypercube: ring: linear: mesh: torus: tree: complete: switch: fattree: dragonfly: graph:" -- "$cur"))
            compopt -o nospace
            return ;;
        --format)
            COMPREPLY=($(compgen -W "text json csv latex md png svg pdf gif png-frames mp4 webm tikz beamer simgrid msccl paje collviz-schedule/1"
                -- "$cur"))
            return ;;
        --schedule-format)
            COMPREPLY=($(compgen -W "collviz-schedule/1 msccl paje" -- "$cur"))
            return ;;
        --what)
            COMPREPLY=($(compgen -W "network table chart tadt hamiltonian matrix timespace" -- "$cur"))
            return ;;
        --table)
            COMPREPLY=($(compgen -W "rounds schedule" -- "$cur"))
            return ;;
        --style)
            COMPREPLY=($(compgen -W "colour mono" -- "$cur"))
            return ;;
        --spacing)
            COMPREPLY=($(compgen -W "log linear" -- "$cur"))
            return ;;
        --family)
            COMPREPLY=($(compgen -W "hypercube ring torus complete switch fattree" -- "$cur"))
            return ;;
        --round)
            COMPREPLY=($(compgen -W "all" -- "$cur"))
            return ;;
        --scenario)
            _filedir collviz
            return ;;
        --schedule | --out | -o)
            _filedir
            return ;;
        --model | -m | --ts | --tw | --th | --tc | --root | --shift | --repeat | --channel-width | --elements | \
            --points | --size | --dpi | --frames-per-round | --seconds-per-round | --progress | \
            --simgrid-own)
            return ;;
    esac

    local i command=""
    for ((i = 1; i < cword; i++)); do
        if [[ ${words[i]} != -* ]] && [[ " $commands " == *" ${words[i]} "* ]]; then
            command=${words[i]}
            break
        fi
    done
    if [[ -z $command && $cur != -* ]]; then
        COMPREPLY=($(compgen -W "$commands" -- "$cur"))
        return
    fi
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
}
complete -F _collviz_cli collviz-cli
