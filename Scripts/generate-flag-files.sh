#!/usr/bin/env bash
# Rewrites what the flag table (Sources/openquizz/CommandLine/FlagTable.swift) and the key table
# (Sources/openquizz/Controller/KeyMap.swift) write: the bash, zsh and fish completions in
# Assets/completions and the OPTIONS and KEYS sections of Assets/openquizz.6, with the game's
# hidden --generate-completions SHELL, --generate-man-options and --generate-man-keys. Run it after
# changing a flag or a key: FlagDocumentTests fails until the checked-in files are what the tables
# write.
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
        -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
"$binary" --generate-man-keys > "$work/keys"
# The man page: its OPTIONS and KEYS sections replaced, each from its `.SH` to the next `.SH`.
awk -v options="$work/options" -v keys="$work/keys" '
    /^\.SH OPTIONS$/ { while ((getline line < options) > 0) print line; skipping = 1; next }
    /^\.SH KEYS$/ { while ((getline line < keys) > 0) print line; skipping = 1; next }
    skipping && /^\.SH / { skipping = 0 }
    !skipping { print }
' Assets/openquizz.6 > "$work/openquizz.6"
for section in OPTIONS KEYS; do
    if ! grep -q "^\.SH $section\$" "$work/openquizz.6"; then
        echo "generate-flag-files: no $section section in Assets/openquizz.6" >&2
        exit 1
    fi
done
for name in openquizz.bash _openquizz openquizz.fish; do
    cp "$work/$name" "Assets/completions/$name"
done
cp "$work/openquizz.6" Assets/openquizz.6
git status --short -- Assets/completions Assets/openquizz.6
