#!/usr/bin/env bash
# Rewrites what the flag table (Sources/openquizz/CommandLine/FlagTable.swift) and the key table
# (Sources/openquizz/Controller/KeyMap.swift) write: the bash, zsh and fish completions in
# Assets/completions, the OPTIONS and KEYS sections of Assets/openquizz.6 and the OPTIONS and
# TOUCHES sections of the French page, Assets/openquizz.fr.6, with the game's hidden
# --generate-completions SHELL, --generate-man-options and --generate-man-keys (after --lang fr for
# the French). Run it after changing a flag or a key: FlagDocumentTests fails until the checked-in
# files are what the tables write.
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
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
"$binary" --lang fr --generate-man-options > "$work/options.fr"
"$binary" --lang fr --generate-man-keys > "$work/keys.fr"
# A man page PAGE with its sections OPTIONS and KEYS (named so in the page) replaced, each from
# its `.SH` to the next `.SH`, by the files OPTIONS_FILE and KEYS_FILE, into OUTPUT.
rewrite() { # rewrite PAGE KEYS OPTIONS_FILE KEYS_FILE OUTPUT
    awk -v keys_section="$2" -v options="$3" -v keys="$4" '
        /^\.SH OPTIONS$/ { while ((getline line < options) > 0) print line; skipping = 1; next }
        $0 == ".SH " keys_section { while ((getline line < keys) > 0) print line; skipping = 1; next }
        skipping && /^\.SH / { skipping = 0 }
        !skipping { print }
    ' "$1" > "$5"
    for section in OPTIONS "$2"; do
        if ! grep -q "^\.SH $section\$" "$5"; then
            echo "generate-flag-files: no $section section in $1" >&2
            exit 1
        fi
    done
}
rewrite Assets/openquizz.6 KEYS "$work/options" "$work/keys" "$work/openquizz.6"
rewrite Assets/openquizz.fr.6 TOUCHES "$work/options.fr" "$work/keys.fr" "$work/openquizz.fr.6"
for name in openquizz.bash _openquizz openquizz.fish; do
    cp "$work/$name" "Assets/completions/$name"
done
cp "$work/openquizz.6" Assets/openquizz.6
cp "$work/openquizz.fr.6" Assets/openquizz.fr.6
git status --short -- Assets/completions Assets/openquizz.6 Assets/openquizz.fr.6
