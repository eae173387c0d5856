#!/usr/bin/env python3
"""Checks the game's budgets that are not timings, on a build as we ship it (static, stripped).

    Scripts/check-budgets.py --binary PATH [--bank Assets/questions.json]
                             [--peak-mib 20] [--idle-seconds 10]

In a private tmux server at 80x24, with HOME and the XDG folders in a fresh scratch folder:
- peak memory: a full offline game of 10 answers (bench.py's `full_game`), then the process's
  VmHWM read from /proc before it quits: at most `--peak-mib` MiB;
- wake-ups: another offline game, once its first question is at rest (and its animation over),
  left alone for `--idle-seconds`: the voluntary and involuntary context switches of all its
  threads, read from /proc/PID/task/*/status before and after, must not grow. Reading /proc
  wakes nothing in the game, and nothing is sent to its pane meanwhile. Then the same for a
  practice game's first card (`--mode practice`), which waits for the history before it deals:
  the two counts are added.

Prints one `ok` or `FAILED` line per budget with the figure and its margin; exits 1 if any
failed, 2 when it could not measure. Scripts/check-packaging.sh runs it on the installed game.
"""
import argparse
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import Bench, context_switches, switches_since  # noqa: E402

# After the first question is at rest: the spring's last frames (bench.py waits as long).
SETTLE_SECONDS = 1.0


def verdicts(peak_kib, switches, idle_seconds, peak_mib=20):
    """The report's lines, and whether every budget holds."""
    limit_kib = peak_mib * 1024
    lines = [
        (peak_kib <= limit_kib,
         f"peak memory after a full offline game: {peak_kib / 1024:.1f} MiB (VmHWM), budget {peak_mib:g} MiB, "
         f"margin {(limit_kib - peak_kib) / 1024:.1f} MiB"),
        (switches == 0,
         f"wake-ups in {idle_seconds:g} s idle offline: {switches} (context switches of all threads), budget 0"),
    ]
    return [("ok      " if held else "FAILED  ") + text for held, text in lines], all(held for held, _ in lines)


def practice_card(lines):
    """Whether practice's first card is up: a question in its box, or nothing to practise."""
    return any("─ Box " in line or "practise" in line for line in lines)


def measure(bench, idle_seconds):
    """(VmHWM in KiB after a full game, context switches over `idle_seconds` idle)."""
    peak_kib = bench.full_game()["rss_kib"]
    name, folder = bench.launch(["--offline", "--seed", "7"])
    bench.wait_for(name, "a question at rest", bench.resting_question, timeout=20)
    pid = bench.pid(folder)
    time.sleep(SETTLE_SECONDS)
    before = context_switches(pid)
    time.sleep(idle_seconds)
    switches = switches_since(before, context_switches(pid))
    bench.end(name, folder)
    # Practice deals once the history is read: a wait that must leave nothing awake either.
    name, folder = bench.launch(["--offline", "--mode", "practice"])
    bench.wait_for(name, "practice's first card", practice_card, timeout=20)
    pid = bench.pid(folder)
    time.sleep(SETTLE_SECONDS)
    before = context_switches(pid)
    time.sleep(idle_seconds)
    switches += switches_since(before, context_switches(pid))
    bench.end(name, folder)
    return peak_kib, switches


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--bank", default=os.path.join(os.path.dirname(__file__), "..", "Assets", "questions.json"))
    parser.add_argument("--peak-mib", type=float, default=20)
    parser.add_argument("--idle-seconds", type=float, default=10)
    parser.add_argument("--term", default="tmux-256color")
    options = parser.parse_args()
    options.socket = f"oq-budgets-{os.getpid()}"

    # The game's files, and tmux's, in a folder of our own: never the player's.
    home = tempfile.mkdtemp(prefix="oq-budgets-")
    os.environ.update(HOME=home, XDG_STATE_HOME=f"{home}/state", XDG_CACHE_HOME=f"{home}/cache",
                      XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config",
                      LANG="C.UTF-8", LC_ALL="C.UTF-8")
    for name in ("TMUX", "TMUX_PANE", "NO_COLOR", "OPENQUIZZ_STATS"):
        os.environ.pop(name, None)
    bench = Bench(options)
    try:
        bench.tmux.new_session("keep", "sleep 100000")
        bench.tmux.run("set-option", "-g", "default-terminal", options.term)
        peak_kib, switches = measure(bench, options.idle_seconds)
    except (RuntimeError, OSError) as error:
        print(f"check-budgets: could not measure: {error}", file=sys.stderr)
        return 2
    finally:
        bench.cleanup()
        shutil.rmtree(home, ignore_errors=True)
    lines, held = verdicts(peak_kib, switches, options.idle_seconds, options.peak_mib)
    print("\n".join(lines))
    return 0 if held else 1


if __name__ == "__main__":
    sys.exit(main())
