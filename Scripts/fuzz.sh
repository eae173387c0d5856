#!/usr/bin/env bash
# Coverage-guided fuzzing of the decoders with libFuzzer + AddressSanitizer.
#
#     Scripts/fuzz.sh [SECONDS] [TARGET...]      (default: 60 s each, every target)
#
# Builds the fuzz build once (release, -sanitize=fuzzer,address, -DFUZZING, in .build-fuzz), then
# runs each target for SECONDS, seeded with Tests/FuzzCorpus/TARGET and its regressions, copied to
# a scratch corpus (.build-fuzz/corpus/TARGET, kept between runs: `rm -rf .build-fuzz/corpus` to
# start over). Prints a table and exits 1 if any target crashed, timed out (-timeout=5), ran out
# of memory (-rss_limit_mb=2048) or broke an invariant; the inputs are kept under
# .build-fuzz/artifacts/RUN/TARGET/. A target stops at its first finding.
#
# Replay an input (or a folder of them) without libFuzzer, in the normal debug build:
#     swift run openquizz-fuzz TARGET FILE|DIR...
# or with the fuzz build: .build-fuzz/release/openquizz-fuzz TARGET FILE...
set -uo pipefail
cd "$(dirname "$0")/.."

export LANG=C.UTF-8 LC_ALL=C.UTF-8
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

seconds=60
if [ $# -gt 0 ] && [[ "$1" =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi

scratch=.build-fuzz
binary=$scratch/release/openquizz-fuzz
mkdir -p "$scratch"
echo "fuzz: building $binary"
# lld: gold fails on the sanitized link here (internal error in format_file_lineno).
if ! swift build -c release --scratch-path "$scratch" --product openquizz-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld >"$scratch/build.log" 2>&1; then
    cat "$scratch/build.log"
    echo "fuzz: build failed" >&2
    exit 2
fi

mapfile -t known < <("$binary" --list)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${known[@]}")
for target in "${targets[@]}"; do
    if ! printf '%s\n' "${known[@]}" | grep -qx -- "$target"; then
        echo "fuzz: unknown target $target (known: ${known[*]})" >&2
        exit 2
    fi
done

run=$(date +%Y%m%d-%H%M%S)
# Swift's crash reporter would hide crashes from libFuzzer (no reproducer file).
export SWIFT_BACKTRACE=enable=no
found_any=0
rows=()
for target in "${targets[@]}"; do
    corpus=$scratch/corpus/$target
    artifacts=$scratch/artifacts/$run/$target
    log=$scratch/logs/$run/$target.log
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    cp Tests/FuzzCorpus/"$target"/* "$corpus"/
    if [ -d Tests/FuzzCorpus/regressions/"$target" ]; then
        cp Tests/FuzzCorpus/regressions/"$target"/* "$corpus"/ 2>/dev/null || true
    fi
    echo "fuzz: $target for ${seconds}s (log: $log)"
    timeout --kill-after=10 $((seconds + 120)) "$binary" "$target" \
        -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$corpus" >"$log" 2>&1
    status=$?

    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    if [ -z "$executions" ]; then
        # No final stats (killed): the last status line, "#N ... exec/s: M".
        executions=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
        speed=$(grep -o 'exec/s: [0-9]*' "$log" | tail -1 | sed 's/exec\/s: //')
    fi
    corpus_size=$(find "$corpus" -type f | wc -l)
    crashes=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'deadly*' \) | wc -l)
    timeouts=$(find "$artifacts" -type f -name 'timeout-*' | wc -l)
    ooms=$(find "$artifacts" -type f -name 'oom-*' | wc -l)
    found=$((crashes + timeouts + ooms))
    note=$(find "$artifacts" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) |
        sort | tr '\n' ' ')
    if [ "$status" -ne 0 ] && [ "$found" -eq 0 ]; then
        found=1
        note="exit $status, no artifact: see $log"
    fi
    [ "$found" -gt 0 ] && found_any=1
    rows+=("$target|${executions:-?}|${speed:-?}|$corpus_size|$crashes|$timeouts|$ooms|${note:--}")
done

echo
printf '%-22s %12s %8s %7s %8s %9s %5s  %s\n' target executions exec/s corpus crashes timeouts ooms artifacts
for row in "${rows[@]}"; do
    IFS='|' read -r target executions speed corpus_size crashes timeouts ooms note <<<"$row"
    printf '%-22s %12s %8s %7s %8s %9s %5s  %s\n' \
        "$target" "$executions" "$speed" "$corpus_size" "$crashes" "$timeouts" "$ooms" "$note"
done
echo
if [ "$found_any" -ne 0 ]; then
    echo "fuzz: FOUND problems; replay one with: $binary TARGET ARTIFACT" >&2
    exit 1
fi
echo "fuzz: nothing found"
