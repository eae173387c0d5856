#!/usr/bin/env bash
# Rewrites what the flag table (Sources/openquizz/CommandLine/FlagTable.swift) writes: the bash,
# zsh and fish completions in Assets/completions and the OPTIONS section of Assets/openquizz.6,
# with the game's hidden --generate-completions SHELL and --generate-man-options. Run it after
# changing a flag: FlagDocumentTests fails until the checked-in files are what the table writes.
#
# Usage: Scripts/generate-flag-files.sh [--binary PATH]
#
# Without --binary it builds the debug openquizz first (`swift build --product openquizz`).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
binary=""
while [ $# -gt 0 ]; do
    case "$1" in
        --binary)
            [ $# -ge 2 ] || { echo "generate-flag-files: --binary needs a path" >&2; exit 2; }
            binary="$2"
            shift ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "generate-flag-files: unknown option '$1'" >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$binary" ]; then
    swift build --product openquizz >&2
    binary="$(swift build --show-bin-path)/openquizz"
fi
[ -x "$binary" ] || { echo "generate-flag-files: no built binary at $binary" >&2; exit 1; }

work="$(mktemp -d -t oq-flag-files-XXXXXX)"
trap 'rm -rf "$work"' EXIT
# Each file is written whole before it replaces the checked-in one.
"$binary" --generate-completions bash > "$work/openquizz.bash"
"$binary" --generate-completions zsh > "$work/_openquizz"
"$binary" --generate-completions fish > "$work/openquizz.fish"
"$binary" --generate-man-options > "$work/options"
# The man page: its OPTIONS section replaced, from `.SH OPTIONS` to the next `.SH`.
awk -v options="$work/options" '
    /^\.SH OPTIONS$/ { while ((getline line < options) > 0) print line; skipping = 1; next }
    skipping && /^\.SH / { skipping = 0 }
    !skipping { print }
' Assets/openquizz.6 > "$work/openquizz.6"
if ! grep -q '^\.SH OPTIONS$' "$work/openquizz.6"; then
    echo "generate-flag-files: no OPTIONS section in Assets/openquizz.6" >&2
    exit 1
fi
for name in openquizz.bash _openquizz openquizz.fish; do
    cp "$work/$name" "Assets/completions/$name"
done
cp "$work/openquizz.6" Assets/openquizz.6
git status --short -- Assets/completions Assets/openquizz.6
