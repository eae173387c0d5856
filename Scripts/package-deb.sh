#!/usr/bin/env bash
# Builds a Debian package of openquizz from the static release build
# (`swift build -c release --static-swift-stdlib --product openquizz`):
# openquizz_VERSION_ARCH.deb in the current folder, or in --output DIR.
#
# It holds /usr/games/openquizz, the shipped questions in /usr/share/openquizz, the man pages
# (section 6, in English and in French), the bash, zsh and fish completions, and the copyright file (the code is MIT, the
# shipped questions CC BY-SA 4.0). Depends are what dpkg-shlibdeps finds the binary needs
# (ncurses, glibc...), and the package of libcurl.so.4, which the game opens when it first goes
# online. Needs dpkg-dev, fakeroot and binutils: it checks them first and says what to install.
#
# Usage: Scripts/package-deb.sh [--output DIR] [--skip-build]
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=Scripts/prerequisites.sh
. "$repo/Scripts/prerequisites.sh"
output="$PWD"
skip_build=false
while [ $# -gt 0 ]; do
    case "$1" in
        --output) [ $# -ge 2 ] || { echo "package-deb: --output needs a folder" >&2; exit 2; }; output="$2"; shift ;;
        --skip-build) skip_build=true ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "package-deb: unknown option '$1'" >&2; exit 2 ;;
    esac
    shift
done
needs_swift
needs_header ncursesw/curses.h libncurses-dev
needs_command dpkg-deb dpkg
needs_command dpkg-shlibdeps dpkg-dev
needs_command fakeroot fakeroot
needs_command strip binutils
needs_command gzip gzip
prerequisites_met package-deb || exit 1

cd "$repo"
build=(swift build -c release --static-swift-stdlib --product openquizz --scratch-path .build-static)
$skip_build || "${build[@]}" >&2
binary="$("${build[@]}" --show-bin-path)/openquizz"
[ -x "$binary" ] || { echo "package-deb: no built binary at $binary" >&2; exit 1; }

version="$("$binary" --version | head -n 1 | awk '{print $2}')"
arch="$(dpkg --print-architecture)"
work="$(mktemp -d -t oq-deb-XXXXXX)"
trap 'rm -rf "$work"' EXIT
root="$work/root"

install -D -m 755 "$binary" "$root/usr/games/openquizz"
strip --strip-unneeded "$root/usr/games/openquizz"
install -D -m 644 Assets/questions.json "$root/usr/share/openquizz/questions.json"
install -D -m 644 Assets/questions.fr.json "$root/usr/share/openquizz/questions.fr.json"
if commit="$(git rev-parse --short=12 HEAD 2>/dev/null)"; then
    git diff --quiet HEAD -- Sources Assets Package.swift 2>/dev/null || commit="$commit-modified"
    printf '%s\n' "$commit" > "$work/commit"
    install -D -m 644 "$work/commit" "$root/usr/share/openquizz/commit"
fi
install -d -m 755 "$root/usr/share/man/man6"
gzip -9n < Assets/openquizz.6 > "$root/usr/share/man/man6/openquizz.6.gz"
chmod 644 "$root/usr/share/man/man6/openquizz.6.gz"
install -d -m 755 "$root/usr/share/man/fr/man6"
gzip -9n < Assets/openquizz.fr.6 > "$root/usr/share/man/fr/man6/openquizz.6.gz"
chmod 644 "$root/usr/share/man/fr/man6/openquizz.6.gz"
install -D -m 644 Assets/completions/openquizz.bash "$root/usr/share/bash-completion/completions/openquizz"
install -D -m 644 Assets/completions/_openquizz "$root/usr/share/zsh/vendor-completions/_openquizz"
install -D -m 644 Assets/completions/openquizz.fish "$root/usr/share/fish/vendor_completions.d/openquizz.fish"

doc="$root/usr/share/doc/openquizz"
install -d -m 755 "$doc"
cat > "$doc/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: openquizz
Comment: A true-or-false quiz game for the terminal, after the OpenClassrooms course
 "Développez une application iPhone avec le modèle MVC". The code is MIT-licensed
 (the Expat licence, below); the shipped questions are CC BY-SA 4.0.

Files: *
Copyright: 2026 The OpenQuizz authors
License: Expat

Files: usr/share/openquizz/questions.json usr/share/openquizz/questions.fr.json
Copyright: 2026 The OpenQuizz authors
License: CC-BY-SA-4.0
 The shipped questions were written for OpenQuizz and are licensed under the Creative
 Commons Attribution-ShareAlike 4.0 International licence, as the Open Trivia DB's are:
 https://creativecommons.org/licenses/by-sa/4.0/legalcode
 On Debian systems the licence's text is not in /usr/share/common-licenses; see the address
 above.

License: Expat
$(sed -n '/^Permission/,$p' "$repo/LICENSE" | sed -e 's/^$/./' -e 's/^/ /')

Comment: Questions played online
 Questions fetched while playing come from the Open Trivia DB (https://opentdb.com) and are
 licensed CC BY-SA 4.0; the game credits it on screen whenever its questions are shown. The
 binary links the Swift runtime and Foundation statically (Apache-2.0 with Runtime Library
 Exception, https://swift.org/LICENSE.txt).
COPYRIGHT
chmod 644 "$doc/copyright"
printf 'openquizz (%s) unstable; urgency=low\n\n  * Built from %s.\n\n -- OpenQuizz <openquizz@example.org>  %s\n' \
    "$version" "${commit:-a source tree}" "$(date -R -d @"${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")" \
    | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"

# dpkg-shlibdeps reads debian/control from where it runs.
mkdir -p "$work/src/debian"
printf 'Source: openquizz\n\nPackage: openquizz\nArchitecture: any\n' > "$work/src/debian/control"
depends="$(cd "$work/src" && dpkg-shlibdeps -O "$root/usr/games/openquizz" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')"
[ -n "$depends" ] || { echo "package-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# libcurl is opened at run time (dlopen), where dpkg-shlibdeps can't see it: the package that
# holds libcurl.so.4 here (libcurl4; libcurl4t64, which provides libcurl4, on newer releases).
curl_package="$(dpkg -S '*/libcurl.so.4' 2>/dev/null | sed -n 's/^\([^:]*\):.*/\1/p' | head -n 1)"
depends="$depends, ${curl_package:-libcurl4}"

size="$(du -sk --exclude=DEBIAN "$root" | cut -f1)"
install -d -m 755 "$root/DEBIAN"
(cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | LC_ALL=C sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/md5sums"
cat > "$root/DEBIAN/control" <<CONTROL
Package: openquizz
Version: $version
Architecture: $arch
Maintainer: OpenQuizz <openquizz@example.org>
Installed-Size: $size
Depends: $depends
Section: games
Priority: optional
Description: true-or-false quiz game for the terminal
 A card shows a statement; the arrow keys answer true or false, and the card
 swipes off the screen, green or red, as on a phone. Questions come from the
 Open Trivia DB, with a bank of 532 shipped questions for playing offline.
CONTROL
chmod 644 "$root/DEBIAN/control"

mkdir -p "$output"
deb="$output/openquizz_${version}_${arch}.deb"
fakeroot dpkg-deb --build -Zxz "$root" "$deb" >&2
echo "$deb"
