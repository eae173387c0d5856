#!/usr/bin/env bash
# Benchmarks the release build of openquizz in tmux at 80x24: start-up time, idle CPU, peak
# memory, bytes written per frame and key-to-screen latency. Prints a table against the targets;
# exits 0 even when a target is missed (marked MISSED), non-zero only when it cannot measure.
#
# Usage: Scripts/bench.sh [--dynamic] [--runs N] [--idle-seconds S] [--skip-build] [--binary=PATH]
#                         [--online-runs N] [--online-only] [--history-only] [--history-runs N]
#                         [--history-answers N] [--drag-only] [--silent-only] [--silent-seconds S]
#                         [--silent-fault silent|trickle|slow]
#                         [--deck-only] [--deck-questions N] [--deck-runs N] [--targets-only]
#                         [--first-byte-only]
#
# `--targets-only` measures issue 20's targets alone, each printed with its target: peak RSS after
# a full game offline, wake-ups a second offline and online after the last request, and key to
# the first byte out, for `?`/`x` and for answers (the full run ends with the same table).
# `--first-byte-only` times key to the first byte out alone: the help's keys, then answers.
#
# `--binary=PATH` measures that build instead (another commit's, say) without building.
#
# By default it measures the release build as we ship it, with the Swift runtime and Foundation
# linked statically (`--static-swift-stdlib`); `--dynamic`
# measures the plain `swift build -c release`.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

for tool in tmux python3 swift; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "bench: $tool is required" >&2
        exit 1
    fi
done

skip_build=false
binary_override=
build=(swift build -c release --static-swift-stdlib --scratch-path .build-static)
args=()
for arg in "$@"; do
    case "$arg" in
        --skip-build) skip_build=true ;;
        --dynamic) build=(swift build -c release) ;;
        --binary=*) binary_override="${arg#--binary=}"; skip_build=true ;;
        *) args+=("$arg") ;;
    esac
done

if ! $skip_build; then
    echo "Building: ${build[*]}" >&2
    "${build[@]}" >&2
fi
binary="${binary_override:-$("${build[@]}" --show-bin-path)/openquizz}"
echo "Binary: $binary (${build[*]})" >&2

# The app's token and cache files go to a scratch folder, not the user's.
scratch="$(mktemp -d -t oq-bench-XXXXXX)"
export XDG_STATE_HOME="$scratch/state" XDG_CACHE_HOME="$scratch/cache"

# One private tmux server for the whole run, killed however the script ends.
socket="oq-bench-$$"
cleanup() {
    tmux -L "$socket" kill-server >/dev/null 2>&1 || true
    # tmux 3.3 leaves the socket file behind.
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
    rm -rf "$scratch"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

export LANG=C.UTF-8 LC_ALL=C.UTF-8
unset TMUX TMUX_PANE
python3 Scripts/bench.py --socket "$socket" --binary "$binary" --bank Assets/questions.json ${args[@]+"${args[@]}"}
