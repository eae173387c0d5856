#!/usr/bin/env bash
# Installs openquizz from the static release build: the binary, the shipped questions, the man
# pages (English, and French under share/man/fr) and the bash, zsh and fish completions, in the
# usual places under PREFIX. Records what it
# installed in PREFIX/share/openquizz/installed-files, which --uninstall removes.
#
# Usage: Scripts/install.sh [--prefix DIR] [--uninstall]
#
# PREFIX is ~/.local by default, /usr/local when run as root. The game is built first, as the
# Debian package's is (`swift build -c release --static-swift-stdlib --product openquizz`): the
# Swift runtime and Foundation are inside the binary, so it keeps working when the toolchain is
# removed; it opens the system's libcurl.so.4 when it first goes online. OPENQUIZZ_BINARY=PATH installs that binary instead.
# --uninstall removes only what the record names inside PREFIX, and says what it left.
set -euo pipefail

caller="$PWD"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=Scripts/prerequisites.sh
. Scripts/prerequisites.sh

prefix=""
prefix_given=false
uninstall=false
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }; prefix="$2"; prefix_given=true; shift ;;
        --prefix=*) prefix="${1#--prefix=}"; prefix_given=true ;;
        --uninstall) uninstall=true ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown option '$1'" >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$prefix" ]; then
    if $prefix_given; then echo "install: --prefix needs a folder" >&2; exit 2; fi
    if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
# A relative prefix is the caller's, not the repository's; trailing slashes go.
case "$prefix" in /*) ;; *) prefix="$caller/$prefix" ;; esac
while [ "${prefix%/}" != "$prefix" ] && [ "$prefix" != / ]; do prefix="${prefix%/}"; done
# The records: paths relative to the prefix, one a line (the prefix itself may hold a newline).
manifest="$prefix/share/openquizz/installed-files"
# The folders install made, deepest first: --uninstall removes them when they are empty.
folders="$prefix/share/openquizz/installed-folders"

# realpath, keeping a trailing newline of the name (command substitution would drop it).
resolve() {
    local out
    out="$(realpath -e -- "$1" 2>/dev/null && printf x)" || return 1
    REPLY="${out%$'\n'x}"
}

if $uninstall; then
    if ! resolve "$prefix" || [ ! -d "$REPLY" ]; then
        echo "install: nothing to uninstall: $prefix is not a folder" >&2
        exit 1
    fi
    real_prefix="$REPLY"
    left=()
    refused=false
    # The real path of ENTRY (relative to the prefix, or absolute as older records have it) when
    # it is inside the real prefix: its folder resolved, its own name not (a symlink is removed,
    # never followed). Returns 1, and says why in `left`, otherwise.
    inside() {
        local entry="$1" path folder name
        case "$entry" in
            /*) path="$entry" ;;
            *) path="$real_prefix/$entry" ;;
        esac
        folder="${path%/*}"
        name="${path##*/}"
        if [ -z "$name" ] || [ "$name" = . ] || [ "$name" = .. ]; then
            left+=("$entry: not a file name"); refused=true; return 1
        fi
        resolve "${folder:-/}" || return 1 # Its folder is gone: so is it.
        folder="$REPLY"
        if [ "$folder" != "$real_prefix" ] && [ "$real_prefix" != / ]; then
            case "$folder" in
                "$real_prefix"/*) ;;
                *) left+=("$entry: outside $prefix (it is ${folder%/}/$name)"); refused=true; return 1 ;;
            esac
        fi
        REPLY="${folder%/}/$name"
    }
    # Each folder named, in the order given, once, removed when empty.
    declare -A seen_folders=()
    remove_folders() {
        local entry
        for entry in "$@"; do
            inside "$entry" || continue
            [ -z "${seen_folders[$REPLY]:-}" ] || continue
            seen_folders[$REPLY]=1
            [ -d "$REPLY" ] && [ ! -L "$REPLY" ] || continue
            rmdir -- "$REPLY" 2>/dev/null || left+=("$REPLY: not empty, kept")
        done
    }
    manifest_read=false
    files=()
    named_folders=()
    if inside share/openquizz/installed-files && [ -f "$REPLY" ]; then
        mapfile -t files < "$REPLY"
        manifest_read=true
    fi
    if ! $manifest_read; then
        echo "install: nothing to uninstall: $manifest is not there" >&2
        [ "${#left[@]}" -eq 0 ] || printf '  %s\n' "${left[@]}" >&2
        exit 1
    fi
    made=()
    if inside share/openquizz/installed-folders && [ -f "$REPLY" ]; then mapfile -t made < "$REPLY"; fi
    for entry in "${files[@]}" share/openquizz/installed-files share/openquizz/installed-folders; do
        [ -n "$entry" ] || continue
        inside "$entry" || continue
        if [ -d "$REPLY" ] && [ ! -L "$REPLY" ]; then
            named_folders+=("$entry") # After the files, with the folders it made.
        elif [ -e "$REPLY" ] || [ -L "$REPLY" ]; then
            rm -f -- "$REPLY" || left+=("$REPLY: could not be removed")
        fi
    done
    # Folders named in the record (deepest first), then the folders install made (deepest first).
    mapfile -t named_folders < <(printf '%s\n' "${named_folders[@]}" | awk 'NF { print length($0) "\t" $0 }' | sort -rn | cut -f2-)
    remove_folders "${named_folders[@]}" "${made[@]}"
    echo "Uninstalled openquizz from $prefix"
    if [ "${#left[@]}" -gt 0 ]; then
        echo "Left:"
        printf '  %s\n' "${left[@]}"
    fi
    if $refused; then
        echo "install: the record named paths outside $prefix: they were not touched" >&2
        exit 1
    fi
    exit 0
fi

binary="${OPENQUIZZ_BINARY:-}"
built_here=false
if [ -z "$binary" ]; then
    # The build needs all of this: say so now rather than with a linker error in a minute.
    needs_swift
    needs_header ncursesw/curses.h libncurses-dev
    prerequisites_met install || exit 1
    build=(swift build -c release --static-swift-stdlib --product openquizz --scratch-path .build-static)
    echo "install: ${build[*]}" >&2
    "${build[@]}" >&2
    binary="$("${build[@]}" --show-bin-path)/openquizz"
    built_here=true
fi
[ -x "$binary" ] || { echo "install: no built binary at $binary" >&2; exit 1; }

installed=()
made=()
put() { # put SOURCE RELATIVE-DESTINATION MODE
    local folder="$prefix/$2"
    folder="${folder%/*}"
    while [ ! -d "$folder" ] && [ "$folder" != "$prefix" ] && [ -n "$folder" ]; do
        made+=("${folder#"$prefix"/}")
        folder="${folder%/*}"
    done
    install -D -m "$3" -- "$1" "$prefix/$2"
    installed+=("$2")
}
put "$binary" bin/openquizz 755
# Symbols only: the Swift metadata the program needs stays.
command -v strip >/dev/null 2>&1 && strip --strip-unneeded "$prefix/bin/openquizz"
put Assets/questions.json share/openquizz/questions.json 644
put Assets/questions.fr.json share/openquizz/questions.fr.json 644
put Assets/openquizz.6 share/man/man6/openquizz.6 644
put Assets/openquizz.fr.6 share/man/fr/man6/openquizz.6 644
put Assets/completions/openquizz.bash share/bash-completion/completions/openquizz 644
put Assets/completions/_openquizz share/zsh/site-functions/_openquizz 644
put Assets/completions/openquizz.fish share/fish/vendor_completions.d/openquizz.fish 644
put LICENSE share/doc/openquizz/LICENSE 644
# The commit it was built from, for --version, when it was built here from a git checkout.
if $built_here && commit="$(git rev-parse --short=12 HEAD 2>/dev/null)"; then
    git diff --quiet HEAD -- Sources Assets Package.swift 2>/dev/null || commit="$commit-modified"
    printf '%s\n' "$commit" > "$prefix/share/openquizz/commit"
    installed+=(share/openquizz/commit)
fi
# Folders an earlier install made stay on the record.
if [ -f "$folders" ]; then
    while IFS= read -r folder; do
        case "$folder" in "$prefix"/*) folder="${folder#"$prefix"/}" ;; /*) continue ;; esac
        [ -n "$folder" ] && made+=("$folder")
    done < "$folders"
fi
printf '%s\n' "${installed[@]}" > "$manifest"
# Deepest first, each once.
printf '%s\n' "${made[@]}" | awk 'NF { print length($0) "\t" $0 }' | sort -rn | cut -f2- | awk '!seen[$0]++' > "$folders"
echo "Installed openquizz in $prefix:"
printf '  %s\n' "${installed[@]}"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to PATH to type 'openquizz' anywhere." ;; esac
