#!/usr/bin/env bash
# Installs openquizz from the release build: the binary, the shipped questions, the man page and
# the bash, zsh and fish completions, in the usual places under PREFIX. Records what it installed
# in PREFIX/share/openquizz/installed-files, which --uninstall removes, exactly.
#
# Usage: Scripts/install.sh [--prefix DIR] [--uninstall]
#
# PREFIX is ~/.local by default, /usr/local when run as root. The release build is made first
# (`swift build -c release`) unless OPENQUIZZ_BINARY names a built binary to install instead.
set -euo pipefail

caller="$PWD"
cd "$(dirname "${BASH_SOURCE[0]}")/.."

prefix=""
prefix_given=false
uninstall=false
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }; prefix="$2"; prefix_given=true; shift ;;
        --prefix=*) prefix="${1#--prefix=}"; prefix_given=true ;;
        --uninstall) uninstall=true ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown option '$1'" >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$prefix" ]; then
    if $prefix_given; then echo "install: --prefix needs a folder" >&2; exit 2; fi
    if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
# A relative prefix is the caller's, not the repository's.
case "$prefix" in /*) ;; *) prefix="$caller/$prefix" ;; esac
manifest="$prefix/share/openquizz/installed-files"
# The folders install made, deepest first: --uninstall removes them when they are empty.
folders="$prefix/share/openquizz/installed-folders"

if $uninstall; then
    if [ ! -f "$manifest" ]; then
        echo "install: nothing to uninstall: $manifest is not there" >&2
        exit 1
    fi
    while IFS= read -r file; do
        case "$file" in "$prefix"/*) rm -f -- "$file" ;; esac
    done < "$manifest"
    rm -f -- "$manifest"
    if [ -f "$folders" ]; then
        mapfile -t made < "$folders"
        rm -f -- "$folders"
        for folder in "${made[@]}"; do
            case "$folder" in "$prefix"/*) rmdir -- "$folder" 2>/dev/null || true ;; esac
        done
    fi
    echo "Uninstalled openquizz from $prefix"
    exit 0
fi

binary="${OPENQUIZZ_BINARY:-}"
built_here=false
if [ -z "$binary" ]; then
    swift build -c release >&2
    binary="$(swift build -c release --show-bin-path)/openquizz"
    built_here=true
fi
[ -x "$binary" ] || { echo "install: no built binary at $binary" >&2; exit 1; }

installed=()
made=()
put() { # put SOURCE DESTINATION MODE
    local folder
    folder="$(dirname -- "$2")"
    while [ ! -d "$folder" ] && [ "$folder" != "$prefix" ] && [ "$folder" != / ]; do
        made+=("$folder")
        folder="$(dirname -- "$folder")"
    done
    install -D -m "$3" -- "$1" "$2"
    installed+=("$2")
}
put "$binary" "$prefix/bin/openquizz" 755
# Symbols only: the Swift metadata the program needs stays.
command -v strip >/dev/null 2>&1 && strip --strip-unneeded "$prefix/bin/openquizz"
put Assets/questions.json "$prefix/share/openquizz/questions.json" 644
put Assets/openquizz.6 "$prefix/share/man/man6/openquizz.6" 644
put Assets/completions/openquizz.bash "$prefix/share/bash-completion/completions/openquizz" 644
put Assets/completions/_openquizz "$prefix/share/zsh/site-functions/_openquizz" 644
put Assets/completions/openquizz.fish "$prefix/share/fish/vendor_completions.d/openquizz.fish" 644
# The commit it was built from, for --version, when it was built here from a git checkout.
if $built_here && commit="$(git rev-parse --short=12 HEAD 2>/dev/null)"; then
    git diff --quiet HEAD -- Sources Assets Package.swift 2>/dev/null || commit="$commit-modified"
    printf '%s\n' "$commit" > "$prefix/share/openquizz/commit"
    installed+=("$prefix/share/openquizz/commit")
fi
printf '%s\n' "${installed[@]}" > "$manifest"
# Deepest first, each once.
printf '%s\n' "${made[@]}" | awk '{ print length($0) "\t" $0 }' | sort -rn | cut -f2- | awk '!seen[$0]++' > "$folders"
echo "Installed openquizz in $prefix:"
printf '  %s\n' "${installed[@]}"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to PATH to type 'openquizz' anywhere." ;; esac
