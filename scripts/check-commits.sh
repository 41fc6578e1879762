#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The CollViz authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Commit subjects are at most 72 characters, so that `git log --oneline` reads like a table
# of contents (details go in the body). Checked for every commit since the rule was made
# (4010de1, the last commit before it); older history is left as it was written.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
since=4010de1
if ! git cat-file -e "$since^{commit}" 2>/dev/null; then
    echo "check-commits: $since is not in this clone's history (a shallow clone?); not checked"
    exit 0
fi
long=$(git log --format='%h %s' "$since..HEAD" | awk '{ subject = $0; sub(/^[^ ]+ /, "", subject);
                                                      if (length(subject) > 72) print length(subject) ": " $0 }')
if [ -n "$long" ]; then
    echo "$long"
    echo "check-commits: commit subjects longer than 72 characters (put the details in the body)" >&2
    exit 1
fi
echo "check-commits: $(git rev-list --count "$since..HEAD") subjects since $since, none longer than 72 characters"
