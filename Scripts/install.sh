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

cd "$(dirname "${BASH_SOURCE[0]}")/.."

prefix=""
uninstall=false
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }; prefix="$2"; shift ;;
        --prefix=*) prefix="${1#--prefix=}" ;;
        --uninstall) uninstall=true ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown option '$1'" >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$prefix" ]; then
    if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
manifest="$prefix/share/openquizz/installed-files"

if $uninstall; then
    if [ ! -f "$manifest" ]; then
        echo "install: nothing to uninstall: $manifest is not there" >&2
        exit 1
    fi
    while IFS= read -r file; do
        case "$file" in "$prefix"/*) rm -f -- "$file" ;; esac
    done < "$manifest"
    rm -f -- "$manifest"
    rmdir -- "$prefix/share/openquizz" 2>/dev/null || true
    echo "Uninstalled openquizz from $prefix"
    exit 0
fi

binary="${OPENQUIZZ_BINARY:-}"
if [ -z "$binary" ]; then
    swift build -c release >&2
    binary="$(swift build -c release --show-bin-path)/openquizz"
fi
[ -x "$binary" ] || { echo "install: no built binary at $binary" >&2; exit 1; }

installed=()
put() { # put SOURCE DESTINATION MODE
    install -D -m "$3" -- "$1" "$2"
    installed+=("$2")
}
put "$binary" "$prefix/bin/openquizz" 755
put Assets/questions.json "$prefix/share/openquizz/questions.json" 644
put Assets/openquizz.6 "$prefix/share/man/man6/openquizz.6" 644
put Assets/completions/openquizz.bash "$prefix/share/bash-completion/completions/openquizz" 644
put Assets/completions/_openquizz "$prefix/share/zsh/site-functions/_openquizz" 644
put Assets/completions/openquizz.fish "$prefix/share/fish/vendor_completions.d/openquizz.fish" 644
# The commit it was built from, for --version, when this is a git checkout.
if commit="$(git rev-parse --short=12 HEAD 2>/dev/null)"; then
    git diff --quiet HEAD -- Sources Assets Package.swift 2>/dev/null || commit="$commit-modified"
    printf '%s\n' "$commit" > "$prefix/share/openquizz/commit"
    installed+=("$prefix/share/openquizz/commit")
fi
printf '%s\n' "${installed[@]}" > "$manifest"
echo "Installed openquizz in $prefix:"
printf '  %s\n' "${installed[@]}"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to PATH to type 'openquizz' anywhere." ;; esac
