#!/usr/bin/env python3
"""Plays 3 games of OpenQuizz against the local Open Trivia DB–compatible server, in tmux, and
reports the requests the game sent (count and spacing), the time from N to the next question and
whether each game got the server's questions or the bundled bank's, with prefetch on and off.

Usage: python3 Scripts/opentdb-session.py [--binary PATH] [--latency 0.3] [--games 3]

The server enforces the real limit (one request per 5 s) and answers every request after
`--latency` seconds, to stand in for the real API's round trip. Needs tmux and a built binary
(default: .build/debug/openquizz; `swift build` first).
"""
import argparse
import json
import os
import re
import statistics
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testserver  # noqa: E402
from tmuxpane import Pane  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def start_server():
    try:
        return testserver.start(5)
    except RuntimeError as error:
        raise SystemExit(str(error))


def control(port, body):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/_control", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    urllib.request.urlopen(request, timeout=5).read()


def server_log(port):
    return json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/_log", timeout=5).read())


def bank_texts(port):
    bank = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/_bank", timeout=5).read())
    return {" ".join(entry["question"].split()) for entry in bank if entry["type"] == "boolean"}


def card_text(screen):
    """The text inside the upright card, whitespace collapsed, or None."""
    lines = screen.split("\n")
    for top, line in enumerate(lines):
        left = line.find("╭")
        if left < 0 or "╮" not in line[left:] or re.search(r"[^─╭╮]", line[left:line.rfind("╮") + 1]):
            continue
        interior = []
        for row in lines[top + 1:]:
            if row[left:left + 1] == "╰":
                return " ".join(" ".join(interior).split())
            if row[left:left + 1] != "│":
                break
            interior.append(row[left + 1:].rstrip().rstrip("│"))
    return None


def is_question(text):
    """Whether the card holds a question (not "Loading...", not Game Over)."""
    return bool(text) and not text.startswith(("Game Over", "Loading", "No questions"))


def wait_for(pane, condition, timeout=20):
    screen = pane.wait_for(condition, timeout=timeout)
    if screen is None:
        raise SystemExit(f"timed out; last screen:\n{pane.screen()}")
    return screen


def session(binary, prefetch, games, latency):
    server, port = start_server()
    pane = None
    try:
        control(port, {"faults": [{"kind": "slow", "seconds": latency}] * 50})
        bank = bank_texts(port)
        arguments = ["--api-url", f"http://127.0.0.1:{port}"] + ([] if prefetch else ["--no-prefetch"])
        pane = Pane(binary, arguments)
        started = time.monotonic()
        n_to_question = []
        first_question = None
        # A new game takes the questions at hand: the server's, or the bundled bank's when the
        # server's aren't in yet (it never waits for the network). Which one each game got:
        from_server = []
        for game in range(games):
            if game > 0:
                pressed = time.monotonic()
                pane.keys("n")
                wait_for(pane, lambda s: " 0 / 10" in s and is_question(card_text(s)) and "Right!" not in s
                         and "Wrong:" not in s)
                n_to_question.append(time.monotonic() - pressed)
            screen = wait_for(pane, lambda s: is_question(card_text(s)))
            from_server.append(card_text(screen) in bank)
            if first_question is None:
                first_question = time.monotonic() - started
            for _ in range(10):
                current = card_text(screen)
                pane.keys("l")
                screen = wait_for(pane, lambda s: card_text(s) not in (None, current) and
                                  (is_question(card_text(s)) or card_text(s).startswith("Game Over")))
        log = server_log(port)
        pane.keys("q")
        return first_question, n_to_question, log, from_server
    finally:
        if pane:
            pane.close()
        server.kill()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "openquizz"))
    parser.add_argument("--latency", type=float, default=0.3)
    parser.add_argument("--games", type=int, default=3)
    options = parser.parse_args()
    for prefetch in (True, False):
        first, n_times, log, from_server = session(options.binary, prefetch, options.games, options.latency)
        times = [entry["time"] for entry in log]
        gaps = [later - earlier for earlier, later in zip(times, times[1:])]
        codes = sorted({entry["response_code"] for entry in log})
        print(f"prefetch {'on' if prefetch else 'off'} ({options.games} games, server answers in {options.latency} s):")
        print(f"  requests: {len(log)}: " + ", ".join(f"{e['path'].strip('/')}" for e in log) + f"; response codes {codes}")
        if gaps:
            print(f"  spacing: min {min(gaps):.2f} s, median {statistics.median(gaps):.2f} s")
        print(f"  first question on screen after {first:.2f} s")
        print("  N -> next question: " + ", ".join(f"{t * 1000:.0f} ms" for t in n_times))
        print("  games on the server's questions: " + ", ".join("yes" if s else "no (bundled)" for s in from_server))


if __name__ == "__main__":
    main()
