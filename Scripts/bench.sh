#!/usr/bin/env bash
# Benchmarks the release build of openquizz in tmux at 80x24: start-up time, idle CPU, peak
# memory, bytes written per frame and key-to-screen latency. Prints a table against the targets;
# exits 0 even when a target is missed (marked MISSED), non-zero only when it cannot measure.
#
# Usage: Scripts/bench.sh [--runs N] [--idle-seconds S] [--skip-build]
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

for tool in tmux python3 swift; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "bench: $tool is required" >&2
        exit 1
    fi
done

skip_build=false
args=()
for arg in "$@"; do
    if [[ "$arg" == "--skip-build" ]]; then skip_build=true; else args+=("$arg"); fi
done

if ! $skip_build; then
    echo "Building release..." >&2
    swift build -c release >&2
fi
binary="$(swift build -c release --show-bin-path)/openquizz"

# One private tmux server for the whole run, killed however the script ends.
socket="oq-bench-$$"
cleanup() {
    tmux -L "$socket" kill-server >/dev/null 2>&1 || true
    # tmux 3.3 leaves the socket file behind.
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

export LANG=C.UTF-8 LC_ALL=C.UTF-8
unset TMUX TMUX_PANE
python3 Scripts/bench.py --socket "$socket" --binary "$binary" --bank Assets/questions.json ${args[@]+"${args[@]}"}
