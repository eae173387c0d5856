#!/usr/bin/env python3
"""Start-up time whatever is in the game's folders.

For each scenario it fills scratch XDG state and cache folders (a cache over the size limit, one
just under it with far more than 5,000 questions, corrupt files, an oversize played file,
thousands of set-aside and temporary files), starts the built binary in tmux at 80x24 and
measures the time from exec to the first question on screen. The game runs with the Open Trivia
DB unreachable (`--api-url http://127.0.0.1:9`, refused at once), so the disk cache is read
before the first question, and with `--offline`.

Usage: python3 Scripts/startup-files.py [--binary .build/release/openquizz] [--runs 5]
Exits 1 when a run takes 150 ms or more (or shows no question).
"""
import argparse
import json
import os
import random
import shlex
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tmuxpane import Server, shell_line, wait_gone  # noqa: E402

LIMIT_MS = 150
CACHE_LIMIT = 4 << 20


def cache_file(path, entries, title_length=120):
    """A valid cache file (version 2, as the game writes it) with `entries` questions, half of
    them played."""
    rows = []
    for number in range(entries):
        title = f"Statement {number} " + "x" * title_length
        rows.append([f"{number:x}", title, number % 2 == 0, "General Knowledge", "easy", number % 2 == 0])
    with open(path, "w") as handle:
        json.dump({"entries": rows, "version": 2}, handle, separators=(",", ":"))


def many_files(folder, name, count):
    """`count` set-aside copies and `count` temporary files of dead writers beside `name`."""
    for number in range(count):
        open(os.path.join(folder, f"{name}.corrupt-{1_700_000_000 + number}"), "w").close()
        open(os.path.join(folder, f".{name}.{4_194_305 + number}.{number:08x}.tmp"), "w").close()


def prepare(root, scenario):
    state = os.path.join(root, "state", "openquizz")
    cache = os.path.join(root, "cache", "openquizz")
    os.makedirs(state)
    os.makedirs(cache)
    questions = os.path.join(cache, "questions.json")
    played = os.path.join(state, "played.json")
    if scenario in ("huge cache", "everything"):
        with open(questions, "wb") as handle:
            handle.truncate(512 << 20)  # 512 MiB, sparse
    if scenario == "full cache":
        # The 5,000 questions the game keeps at most, with long titles (1.5 MB).
        cache_file(questions, 5_000, title_length=250)
    if scenario == "stuffed cache":
        # Just under the size limit, 4 times the capacity: not written by the game.
        cache_file(questions, 20_000, title_length=140)
        assert os.path.getsize(questions) < CACHE_LIMIT, os.path.getsize(questions)
    if scenario == "corrupt cache":
        # Random bytes, just under the size limit: read, found not to be JSON, set aside.
        with open(questions, "wb") as handle:
            handle.write(random.Random(1).randbytes(CACHE_LIMIT - 1))
    if scenario in ("corrupt played file", "everything"):
        with open(played, "wb") as handle:
            handle.truncate(64 << 20)
    if scenario in ("many files", "everything"):
        many_files(cache, "questions.json", 10_000)
        many_files(state, "played.json", 10_000)
        many_files(state, "opentdb.json", 10_000)
    return state, cache


def measure(binary, arguments, root, socket):
    """Milliseconds from exec to the first question (a card, the score, no loading line)."""
    script = os.path.join(root, "run.sh")
    with open(script, "w") as handle:
        handle.write("\n".join([
            "cd " + shlex.quote(root),
            "export LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=tmux-256color",
            "export XDG_STATE_HOME=" + shlex.quote(os.path.join(root, "state")),
            "export XDG_CACHE_HOME=" + shlex.quote(os.path.join(root, "cache")),
            'printf %s "$EPOCHREALTIME" >t0',
            "exec " + shell_line(binary, *arguments) + " 2>stderr",
        ]) + "\n")
    tmux = Server(socket)
    tmux.new_session(None, shell_line("exec", "bash", script))
    pid = tmux.pane_pid("0")  # bash, then the game it execs
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            screen = "\n".join(tmux.capture("0", check=False))
            seen = time.time_ns()
            if "0 / 10" in screen and "╭" in screen and "Loading" not in screen:
                with open(os.path.join(root, "t0")) as handle:
                    seconds, _, micros = handle.read().strip().partition(".")
                start = int(seconds) * 1_000_000_000 + int(micros.ljust(6, "0")[:6]) * 1000
                return (seen - start) / 1e6
            time.sleep(0.002)
        return None
    finally:
        tmux.kill_server()
        if pid is not None:
            wait_gone(pid)  # before the caller removes the folders it may still write to


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/release/openquizz")
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    scenarios = ["empty folders", "huge cache", "full cache", "stuffed cache", "corrupt cache",
                 "corrupt played file", "many files", "everything"]
    modes = [("unreachable", ["--api-url", "http://127.0.0.1:9"]), ("--offline", ["--offline"])]
    failed = False
    print(f"exec -> first question, ms, {options.runs} runs each ({binary})")
    print(f"{'scenario':<22}{'mode':<13}{'min':>8}{'median':>8}{'max':>8}")
    for scenario in scenarios:
        for mode, arguments in modes:
            times = []
            for run in range(options.runs):
                root = tempfile.mkdtemp(prefix="oq-startup-")
                try:
                    prepare(root, scenario)
                    elapsed = measure(binary, arguments, root, f"oq-startup-{os.getpid()}-{run}")
                finally:
                    shutil.rmtree(root, ignore_errors=True)
                if elapsed is None:
                    print(f"{scenario:<22}{mode:<13} no question within 10 s")
                    failed = True
                    break
                times.append(elapsed)
            if times:
                worst = max(times)
                mark = "" if worst < LIMIT_MS else "  MISSED"
                failed = failed or worst >= LIMIT_MS
                print(f"{scenario:<22}{mode:<13}{min(times):8.1f}{statistics.median(times):8.1f}"
                      f"{worst:8.1f}{mark}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
