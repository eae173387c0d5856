#!/usr/bin/env bash
# Checks what `swift test` leaves out because it needs more than the README's prerequisites for
# the tests: the man page as groff and man render it, the static release build installed by
# Scripts/install.sh and run with the Swift toolchain out of reach, and the Debian package from
# Scripts/package-deb.sh (its fields, its files, its copyright, a game played from it unpacked,
# lintian), and the installed game's budgets of memory and wake-ups (Scripts/check-budgets.py).
# CI (.ci/run) runs it after `swift test`.
#
# Usage: Scripts/check-packaging.sh [--check-prerequisites]
#
# Needs, besides Swift 6, libncurses-dev, tmux and python3: dpkg-dev, fakeroot, binutils, lintian,
# groff and man-db. It checks them first and says what to install, one line
# each; --check-prerequisites stops there. Prints one line per check and exits 1 if any failed.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=Scripts/prerequisites.sh
. "$repo/Scripts/prerequisites.sh"
only_prerequisites=false
case "${1:-}" in
    "") ;;
    --check-prerequisites) only_prerequisites=true ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "check-packaging: unknown option '$1'" >&2; exit 2 ;;
esac

needs_swift
needs_header ncursesw/curses.h libncurses-dev
needs_command dpkg-deb dpkg
needs_command dpkg-shlibdeps dpkg-dev
needs_command fakeroot fakeroot
needs_command strip binutils
needs_command gzip gzip
needs_command lintian lintian
needs_command groff groff
needs_command man man-db
needs_command tmux tmux
needs_command ldd libc-bin
needs_command readelf binutils
needs_command python3 python3
prerequisites_met check-packaging || exit 1
$only_prerequisites && { echo "check-packaging: every prerequisite is there"; exit 0; }

cd "$repo"
export LANG=C.UTF-8 LC_ALL=C.UTF-8
work="$(mktemp -d -t oq-packaging-XXXXXX)"
socket="oq-packaging-$$"
server_pid=
cleanup() {
    [ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true
    tmux -L "$socket" kill-server >/dev/null 2>&1 || true
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
    rm -rf "$work"
}
trap cleanup EXIT
failed=0
started=$SECONDS

pass() { echo "ok      $1"; }
fail() { echo "FAILED  $1"; failed=$((failed + 1)); }
# check NAME COMMAND...: passes when COMMAND succeeds.
check() {
    local name="$1"
    shift
    if "$@"; then pass "$name"; else fail "$name"; fi
}
# What a file or command output must hold.
holds() { grep -qF -- "$2" <<<"$1"; }

# A game's files go to a fresh folder: never the player's.
home_for() {
    mkdir -p "$work/home-$1"
    echo "$work/home-$1"
}

# One question line by line (--plain --amount 1, through a pipe) with BINARY and the ARGS after
# it, with nothing of the toolchain on PATH or LD_LIBRARY_PATH: prints what the game said.
plain_game() {
    local binary="$1" home
    shift
    home="$(home_for "plain-$RANDOM")"
    printf 't\n' | env -i PATH=/usr/bin:/bin LANG=C.UTF-8 LD_LIBRARY_PATH= HOME="$home" \
        XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" "$binary" --plain --amount 1 "$@" 2>&1
}

# Plays one question of the bundled bank line by line with BINARY.
plays_plain() {
    local out
    out="$(plain_game "$1" --offline)" && holds "$out" "Question 1 of 1. " && holds "$out" "Game Over: " \
        || { echo "$out" | tail -5 >&2; return 1; }
}

# The tests' Open Trivia DB server (Tests/OpenTDBServer) on a free port of 127.0.0.1: sets
# server_url, or fails when it doesn't say its port within 10 s.
start_server() {
    python3 -u Tests/OpenTDBServer/opentdb_server.py --port 0 --rate-limit-seconds 0 >"$work/server.out" 2>&1 &
    server_pid=$!
    local deadline=$((SECONDS + 10)) port=
    while [ -z "$port" ] && [ $SECONDS -lt $deadline ]; do
        port="$(sed -n 's/^PORT \([0-9]*\)$/\1/p' "$work/server.out")"
        [ -n "$port" ] || sleep 0.05
    done
    [ -n "$port" ] || { cat "$work/server.out" >&2; return 1; }
    server_url="http://127.0.0.1:$port"
}

# Plays one question line by line with BINARY from that server: libcurl is opened then.
plays_online() {
    local out
    out="$(plain_game "$1" --api-url "$server_url")" && holds "$out" "Questions from 127.0.0.1:" \
        && holds "$out" "Question 1 of 1. Synthetic statement" || { echo "$out" | tail -5 >&2; return 1; }
}

# Plays one question full screen in tmux with BINARY: the card, an answer, the score, q.
plays_in_tmux() {
    local binary="$1" home screen status deadline
    home="$(home_for "tmux-$RANDOM")"
    tmux -L "$socket" -f /dev/null new-session -d -x 80 -y 24 \
        "env -i PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=tmux-256color LD_LIBRARY_PATH= HOME='$home' \
         XDG_STATE_HOME='$home/state' XDG_CACHE_HOME='$home/cache' '$binary' --offline; \
         echo \$? > '$home/status'; sleep 60"
    # wait_screen TEXT: polls the pane for up to 20 s.
    wait_screen() {
        deadline=$((SECONDS + 20))
        while [ $SECONDS -lt $deadline ]; do
            screen="$(tmux -L "$socket" capture-pane -p -t 0 2>/dev/null || true)"
            holds "$screen" "$1" && return 0
            sleep 0.05
        done
        echo "no '$1' on screen after 20 s:" >&2
        echo "$screen" >&2
        return 1
    }
    wait_screen "Question 1 of 10" || return 1
    tmux -L "$socket" send-keys -t 0 Right
    wait_screen "Question 2 of 10" || return 1
    holds "$screen" "Score 1 / 10" || holds "$screen" "Score 0 / 10" || { echo "$screen" >&2; return 1; }
    tmux -L "$socket" send-keys -t 0 q
    deadline=$((SECONDS + 10))
    while [ ! -s "$home/status" ] && [ $SECONDS -lt $deadline ]; do sleep 0.05; done
    status="$(cat "$home/status" 2>/dev/null || echo none)"
    tmux -L "$socket" kill-server >/dev/null 2>&1 || true
    [ "$status" = 0 ] || { echo "exit status $status" >&2; return 1; }
}

echo "check-packaging: the man page"
page=Assets/openquizz.6
groff_warnings="$(groff -ww -man -Tutf8 -z "$page" 2>&1)"
check "groff -ww renders the man page without a warning" test -z "$groff_warnings"
[ -z "$groff_warnings" ] || echo "$groff_warnings"
rendered="$(MANWIDTH=80 man --warnings -l "$page" 2>"$work/man.err")" || true
check "man renders it whole, with its licence" \
    eval 'holds "$rendered" "OPENQUIZZ(6)" && holds "$rendered" "COPYRIGHT" && holds "$rendered" "MIT licence" && [ ! -s "$work/man.err" ]'
[ -s "$work/man.err" ] && cat "$work/man.err"
page=Assets/openquizz.fr.6
# UTF-8 (its first line says so), read through preconv (-k) as man reads it.
groff_warnings="$(groff -k -ww -man -Tutf8 -z "$page" 2>&1)"
check "groff -ww renders the French man page without a warning" test -z "$groff_warnings"
[ -z "$groff_warnings" ] || echo "$groff_warnings"
rendered="$(MANWIDTH=80 man --warnings -l "$page" 2>"$work/man.err")" || true
check "man renders the French page whole, with its licence" \
    eval 'holds "$rendered" "OPENQUIZZ(6)" && holds "$rendered" "COPYRIGHT" && holds "$rendered" "MIT" && [ ! -s "$work/man.err" ]'
[ -s "$work/man.err" ] && cat "$work/man.err"

echo "check-packaging: the Debian package (the static release build: minutes the first time)"
step=$SECONDS
if deb="$(Scripts/package-deb.sh --output "$work/deb" 2>"$work/deb.log" | tail -n 1)" && [ -f "$deb" ]; then
    pass "package-deb.sh built $(basename "$deb") in $((SECONDS - step)) s"
    info="$(dpkg-deb -I "$deb")"
    depends="$(grep '^ Depends: ' <<<"$info" || true)"
    check "Depends names libc6, libncursesw6, libtinfo6 and libcurl" \
        eval 'holds "$depends" libc6 && holds "$depends" libncursesw6 && holds "$depends" libtinfo6 && holds "$depends" libcurl'
    check "Section: games" holds "$info" " Section: games"
    root="$work/root"
    dpkg-deb -x "$deb" "$root"
    for file in usr/games/openquizz usr/share/openquizz/questions.json usr/share/openquizz/questions.fr.json \
        usr/share/man/man6/openquizz.6.gz usr/share/man/fr/man6/openquizz.6.gz \
        usr/share/bash-completion/completions/openquizz usr/share/zsh/vendor-completions/_openquizz \
        usr/share/fish/vendor_completions.d/openquizz.fish usr/share/doc/openquizz/copyright; do
        check "the package holds /$file" test -f "$root/$file"
    done
    copyright="$(cat "$root/usr/share/doc/openquizz/copyright" 2>/dev/null || true)"
    check "the copyright file: the code MIT (Expat), the questions CC BY-SA 4.0, the Open Trivia DB credited" \
        eval 'holds "$copyright" "License: Expat" && holds "$copyright" "Permission is hereby granted" &&
            holds "$copyright" "License: CC-BY-SA-4.0" && holds "$copyright" "Open Trivia DB"'
    check "the unpacked game plays a question line by line" plays_plain "$root/usr/games/openquizz"
    check "the unpacked game plays a question full screen in tmux" plays_in_tmux "$root/usr/games/openquizz"
    lintian_out="$(lintian --tag-display-limit 0 "$deb" 2>&1 || true)"
    check "lintian finds no error and no warning" eval '! grep -qE "^[EW]: " <<<"$lintian_out"'
    grep -E '^[EWI]: ' <<<"$lintian_out" || true
else
    fail "package-deb.sh built the package"
    tail -n 30 "$work/deb.log"
fi

echo "check-packaging: Scripts/install.sh (the same static build)"
prefix="$work/prefix"
if Scripts/install.sh --prefix "$prefix" >"$work/install.log" 2>&1; then
    pass "install.sh installed into a prefix"
    check "it built the game alone, statically" \
        grep -qE '^install: swift build -c release --static-swift-stdlib --product openquizz ' "$work/install.log"
    game="$prefix/bin/openquizz"
    toolchain="$(dirname "$(dirname "$(realpath "$(command -v swift)")")")"
    libraries="$(ldd "$game" 2>&1 || true)"
    check "the installed game links no Swift library and nothing of the toolchain ($toolchain)" \
        eval '! grep -qE "libswift|libFoundation|libdispatch|libBlocksRuntime|not found" <<<"$libraries" &&
            ! grep -qF "$toolchain" <<<"$libraries"'
    grep -E "libswift|libFoundation|libdispatch|not found" <<<"$libraries" || true
    check "it runs with PATH and LD_LIBRARY_PATH free of the toolchain" \
        eval 'env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= "$game" --version | grep -q "^openquizz "'
    check "it plays a question line by line" plays_plain "$game"
    # The budgets that are not timings, on this stripped static build: peak memory after a full
    # offline game, and no wake-up while a question waits (one line each, ok or FAILED).
    python3 Scripts/check-budgets.py --binary "$game" || failed=$((failed + 1))
    check "it needs no libcurl to start (it opens libcurl.so.4 when it first goes online)" \
        eval '! readelf -d "$game" | grep -q "NEEDED.*libcurl"'
    if start_server; then
        check "it plays online, from the tests' Open Trivia DB server on 127.0.0.1" plays_online "$game"
    else
        fail "the tests' Open Trivia DB server started"
    fi
    # The toolchain really out of reach: its folder hidden under an empty one (root only).
    if [ "$(id -u)" -eq 0 ] && command -v unshare >/dev/null 2>&1 && unshare -m true 2>/dev/null; then
        mkdir -p "$work/empty"
        check "it runs with the toolchain's folder hidden ($toolchain)" \
            unshare -m sh -c 'mount --bind "$1" "$2" && [ ! -e "$2/bin/swift" ] &&
                env -i PATH=/usr/bin:/bin LANG=C.UTF-8 "$3" --offline --list-categories | grep -q Mythology' \
                sh "$work/empty" "$toolchain" "$game"
        # libcurl.so.4 hidden under an empty file: the game starts, and says why it is offline.
        curl_library="$(ldconfig -p | sed -n 's/.*[[:space:]]libcurl\.so\.4 .*=> //p' | head -n 1)"
        check "without libcurl it plays the bundled questions and says why" \
            unshare -m sh -c 'mount --bind /dev/null "$(realpath "$1")" && printf "t\n" |
                env -i PATH=/usr/bin:/bin LANG=C.UTF-8 HOME="$2" XDG_STATE_HOME="$2/state" XDG_CACHE_HOME="$2/cache" \
                "$3" --plain --api-url "$4" --amount 1 | grep -q "^Offline: bundled questions; libcurl.so.4 missing.$"' \
                sh "$curl_library" "$(home_for nocurl)" "$game" "${server_url:-http://127.0.0.1:9}"
    else
        echo "note    not root: the toolchain's folder and libcurl were not hidden (ldd and LD_LIBRARY_PATH checked)"
    fi
    man_found="$(MANPATH="$prefix/share/man" man -w openquizz 2>&1 || true)"
    check "man finds the installed page through MANPATH" test "$man_found" = "$prefix/share/man/man6/openquizz.6"
    man_found="$(MANPATH="$prefix/share/man" man -L fr -w openquizz 2>&1 || true)"
    check "man -L fr finds the installed French page" test "$man_found" = "$prefix/share/man/fr/man6/openquizz.6"
    # man itself needs the locale generated to follow LANG (it says "can't set the locale" and
    # reads English otherwise); LANGUAGE it follows either way.
    if locale -a 2>/dev/null | grep -qiE '^fr_FR\.utf-?8$'; then
        man_found="$(LANG=fr_FR.UTF-8 LC_ALL= LC_MESSAGES= MANPATH="$prefix/share/man" man -w openquizz 2>&1 || true)"
        check "a French LANG finds the installed French page" test "$man_found" = "$prefix/share/man/fr/man6/openquizz.6"
    else
        echo "note    no fr_FR.UTF-8 locale generated: man follows LANG only when it is; LANGUAGE=fr checked"
    fi
    man_found="$(LANGUAGE=fr LANG=C.UTF-8 LC_ALL= MANPATH="$prefix/share/man" man -w openquizz 2>&1 || true)"
    check "LANGUAGE=fr finds the installed French page" test "$man_found" = "$prefix/share/man/fr/man6/openquizz.6"
    check "the licence is installed" test -f "$prefix/share/doc/openquizz/LICENSE"
    if Scripts/install.sh --prefix "$prefix" --uninstall >"$work/uninstall.log" 2>&1; then
        leftover="$(find "$prefix" -mindepth 1 | head -5)"
        check "--uninstall removes it all" test -z "$leftover"
    else
        fail "--uninstall"
        cat "$work/uninstall.log"
    fi
else
    fail "install.sh installed into a prefix"
    tail -n 30 "$work/install.log"
fi

echo "check-packaging: $failed failed, $((SECONDS - started)) s"
[ "$failed" -eq 0 ]
