#!/usr/bin/env python3
"""Soak test: many games in a row in one OpenQuizz process, in tmux, watching memory, file
descriptors and the size of the state and cache files.

Usage: python3 Scripts/soak.py [--binary PATH] [--games 1000] [--server-games 50]

Part 1 plays `--games` games of the bundled bank (`--offline`) as fast as the game takes keys
(a key during an animation finishes it and acts). Part 2 plays `--server-games` games against the
local Open Trivia DB–compatible server (real 5 s rate limit, so about 5 s a game). Checks: peak RSS
after the last game within 10 % of after game 10, no file descriptor growth, the cache holds no
more questions than were fetched and the state file does not grow. Exits 1 on a failed check.
"""
import argparse
import json
import os
import re
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testserver  # noqa: E402
from tmuxpane import Pane  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def status(pid, field):
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return None


def fds(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def wait_for(pane, condition, timeout=30):
    screen = pane.wait_for(condition, timeout=timeout)
    if screen is None:
        raise SystemExit(f"timed out; last screen:\n{pane.screen()}")
    return screen


QUESTION = re.compile(r"│ +\S")


def play(pane, games, pid, samples, on_game=None):
    for game in range(1, games + 1):
        # A question on the card (not Loading..., not Game Over), then ten answers at once.
        wait_for(pane, lambda s: " 0 / " in s and QUESTION.search(s) and "Loading" not in s and "Game Over" not in s)
        pane.keys(*(["l", "h"] * 5))
        wait_for(pane, lambda s: "Game Over" in s)
        if game in samples:
            samples[game] = (status(pid, "VmHWM"), status(pid, "VmRSS"), fds(pid))
        if on_game:
            on_game(game)
        if game < games:
            pane.keys("n")
            wait_for(pane, lambda s: "Game Over" not in s)


def run(binary, args, games, label, extra_check=None):
    pane = Pane(binary, args)
    failures = []
    try:
        pid = pane.pid
        first = min(10, games)
        samples = {first: None, games: None}
        started = time.monotonic()
        play(pane, games, pid, samples)
        elapsed = time.monotonic() - started
        (hwm10, rss10, fd10), (hwm_end, rss_end, fd_end) = samples[first], samples[games]
        growth = (hwm_end - hwm10) / hwm10
        print(f"{label}: {games} games in {elapsed:.0f} s; peak RSS after game {first} {hwm10 / 1024:.1f} MB, "
              f"after game {games} {hwm_end / 1024:.1f} MB ({growth * 100:+.1f} %); RSS {rss10 / 1024:.1f} -> "
              f"{rss_end / 1024:.1f} MB; fds {fd10} -> {fd_end}")
        if growth > 0.10:
            failures.append(f"{label}: peak RSS grew {growth * 100:.1f} %")
        if fd_end > fd10:
            failures.append(f"{label}: file descriptors grew {fd10} -> {fd_end}")
        if extra_check:
            failures += extra_check(pane.dir)
        pane.keys("q")
    finally:
        pane.close()
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "openquizz"))
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--server-games", type=int, default=50)
    options = parser.parse_args()
    failures = run(options.binary, ["--offline", "--seed", "9"], options.games, "bundled")

    if options.server_games:
        server, port = testserver.start(5)

        def check_files(folder):
            problems = []
            log = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/_log").read())
            fetched = sum(1 for entry in log if entry["path"] == "/api.php") * 10
            cache = json.load(open(f"{folder}/cache/openquizz/questions.json"))
            state_size = os.path.getsize(f"{folder}/state/openquizz/opentdb.json")
            codes = sorted({entry["response_code"] for entry in log})
            print(f"server: {len(log)} requests, codes {codes}; {fetched} questions fetched, "
                  f"{len(cache['entries'])} cached; state file {state_size} bytes")
            if len(cache["entries"]) > fetched:
                problems.append("the cache holds more questions than were fetched")
            if state_size > 200:
                problems.append(f"the state file grew to {state_size} bytes")
            return problems

        try:
            failures += run(options.binary, ["--api-url", f"http://127.0.0.1:{port}"], options.server_games,
                            "server", check_files)
        finally:
            server.kill()
    for failure in failures:
        print("FAILED:", failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
