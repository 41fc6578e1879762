# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for collviz, the desktop app (installed to share/bash-completion/completions/collviz).
# tests/completion/check_completion.sh checks that every option of --help is offered here.

_collviz()
{
    local cur prev words cword
    _init_completion -n : || return

    local options="-h --help --help-all -v --version --scenario --schedule --topology --algorithm --model -m --ts --tw
        --th --tc --root --shift --repeat --round --screenshot --progress --node --size --startup-time --presentation"

    case $prev in
        --algorithm)
            COMPREPLY=($(compgen -W "$(collviz-cli list 2>/dev/null | command sed '/^networks/q' | command grep -E '^[a-z][a-z0-9-]*$')" -- "$cur"))
            return ;;
        --topology)
            COMPREPLY=($(compgen -W "hypercube: ring: linear: mesh: torus: tree: complete: switch: fattree: dragonfly: graph:" -- "$cur"))
            compopt -o nospace
            return ;;
        --scenario)
            _filedir collviz
            return ;;
        --schedule | --screenshot)
            _filedir
            return ;;
        --model | -m | --ts | --tw | --th | --tc | --root | --shift | --repeat | --round | --progress | --node | --size)
            return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    else
        _filedir '@(collviz|json)'
    fi
}
complete -F _collviz collviz
