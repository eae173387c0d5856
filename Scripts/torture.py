#!/usr/bin/env python3
"""Terminal torture for OpenQuizz, in tmux: resize storms, terminal types and locales, signals at
random moments, and a storm of random keys. Prints a table and exits 1 if anything failed.

Usage: python3 Scripts/torture.py [--binary PATH] [--resizes 500] [--keys 10000] [--trials 10] [--seed N]

Every run uses its own tmux server, scratch XDG folders and `--offline --seed` games, and checks
after each way out that the terminal is back in cooked mode (`stty -a` on the pane's tty shows
`icanon` and `echo`) and that no openquizz process is left.
"""
import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testserver  # noqa: E402
from tmuxpane import Pane  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


CARD = re.compile(r"[╭+][─-]+[╮+]")
# The score line: "Question 1 of 10   Score 0 / 10" (and "Review: r" once the game is over).
SCORE = re.compile(r"\bScore (\d+) / (\d+)\b")


def game_on_screen(screen):
    return bool(CARD.search(screen)) and bool(SCORE.search(screen))


def card_width(screen):
    match = CARD.search(screen)
    return len(match.group(0)) if match else None


def expected_card_width(width):
    return min(width, max(40, min(72, min(width, 1000) * 6 // 10)))


class Report:
    def __init__(self):
        self.rows = []

    def add(self, name, tries, failures, notes=""):
        self.rows.append((name, tries, failures, notes))
        print(f"  {name}: {tries} tries, {len(failures)} failed {notes}", flush=True)
        for failure in failures[:5]:
            print(f"    - {failure}", flush=True)

    def print(self):
        print("\n| test | tries | failed | notes |\n| --- | ---: | ---: | --- |")
        for name, tries, failures, notes in self.rows:
            print(f"| {name} | {tries} | {len(failures)} | {notes} |")
        return all(not failures for _, _, failures, _ in self.rows)


def quit_cleanly(pane, failures, label):
    pane.keys("q")
    status = pane.exit_status()
    if status != 0:
        failures.append(f"{label}: exit status {status} after q; stderr {pane.stderr()!r}")
    if not pane.cooked():
        failures.append(f"{label}: terminal not cooked after exit")


def resize_storm(binary, rng, count, report):
    failures = []
    pane = Pane(binary, ["--offline", "--seed", "1"])
    try:
        if not pane.wait_for(game_on_screen):
            failures.append("no game at start")
        for i in range(count):
            width, height = rng.randint(1, 300), rng.randint(1, 100)
            pane.tmux("resize-window", "-t", "0", "-x", str(width), "-y", str(height))
            if i % 3 == 0:
                pane.keys(rng.choice(["Right", "Left", "l", "h", "n"]))
            if not pane.alive():
                failures.append(f"died at resize {i} ({width}x{height}); stderr {pane.stderr()!r}")
                break
        for width, height in [(30, 10), (1, 1), (80, 24), (41, 12), (300, 100)]:
            pane.tmux("resize-window", "-t", "0", "-x", str(width), "-y", str(height))
            if width < 40 or height < 12:
                ok = pane.wait_for(lambda s: "Terminal too small" in s or width < 20 or height < 3)
            else:
                ok = pane.wait_for(lambda s: game_on_screen(s) and card_width(s) == expected_card_width(width))
            if not ok:
                failures.append(f"final screen wrong at {width}x{height}:\n{pane.screen()}")
        quit_cleanly(pane, failures, "resize storm")
    finally:
        pane.close()
    report.add("resizes 1x1..300x100 during animations and loading", count, failures)


def terminals(binary, report):
    failures = []
    cases = [("xterm", True, "color"), ("xterm-256color", True, "256"), ("screen", True, "color"),
             ("tmux-256color", True, "256"), ("linux", True, "color"), ("vt100", True, "none"),
             ("openquizz-no-such-terminal", False, None)]
    for term, draws, colours in cases:
        pane = Pane(binary, ["--offline", "--seed", "2"], env={"TERM": term})
        try:
            if draws:
                if not pane.wait_for(game_on_screen):
                    failures.append(f"TERM={term}: no game drawn:\n{pane.screen()}")
                    continue
                sgr = pane.screen(escapes=True)
                has256 = bool(re.search(r"\x1b\[[0-9;]*[34]8;5;", sgr))
                has8 = bool(re.search(r"\x1b\[[0-9;]*(3|4)[0-7]m", sgr)) or has256
                if colours == "256" and not has256:
                    failures.append(f"TERM={term}: no 256 colours")
                if colours == "color" and not has8:
                    failures.append(f"TERM={term}: no colours")
                quit_cleanly(pane, failures, f"TERM={term}")
            else:
                # An unknown terminal plays line by line, saying so in one line (DECISIONS 31).
                if not pane.wait_for(lambda s: "[t/f]" in s):
                    failures.append(f"TERM={term}: no line-by-line game:\n{pane.screen()}")
                pane.keys("C-d")
                status = pane.exit_status()
                lines = pane.stderr().splitlines()
                if status != 0 or len(lines) != 1 or not lines[0].startswith("openquizz: "):
                    failures.append(f"TERM={term}: status {status}, stderr {lines}")
        finally:
            pane.close()
    for label, args, env, check in [
        # No colour: no SGR foreground/background colour (30-38, 40-48); 39/49 are the defaults.
        ("NO_COLOR=1", [], {"NO_COLOR": "1"}, lambda s: not re.search(r"\x1b\[([0-9;]*;)?[34][0-8](;|m)", s)),
        ("--ascii", ["--ascii"], {}, lambda s: s.isascii()),
        ("LANG=C", [], {"LANG": "C", "LC_ALL": "C"}, lambda s: s.isascii()),
    ]:
        pane = Pane(binary, ["--offline", "--seed", "3", *args], env=env)
        try:
            if not pane.wait_for(game_on_screen):
                failures.append(f"{label}: no game drawn:\n{pane.screen()}")
                continue
            pane.keys("Right")
            time.sleep(0.6)
            if not check(pane.screen(escapes=True)):
                failures.append(f"{label}: screen check failed:\n{pane.screen()}")
            quit_cleanly(pane, failures, label)
        finally:
            pane.close()
    report.add("TERM types, NO_COLOR, --ascii, LANG=C", len(cases) + 3, failures)


def signals(binary, rng, trials, report):
    expected = {"INT": 130, "TERM": 143, "HUP": 129}
    for name in ["INT", "TERM", "HUP", "TSTP+CONT", "PIPE"]:
        failures = []
        for trial in range(trials):
            pane = Pane(binary, ["--offline", "--seed", str(trial)])
            try:
                pane.wait_for(game_on_screen, timeout=3)
                time.sleep(rng.uniform(0, 0.8))
                if rng.random() < 0.5:
                    pane.keys(rng.choice(["Right", "Left", "n"]))
                    time.sleep(rng.uniform(0, 0.3))
                if name in expected:
                    os.kill(pane.pid, getattr(signal, f"SIG{name}"))
                    status = pane.exit_status()
                    if status != expected[name]:
                        failures.append(f"trial {trial}: status {status}; stderr {pane.stderr()!r}")
                    if not pane.cooked():
                        failures.append(f"trial {trial}: terminal not cooked")
                    if pane.alive():
                        failures.append(f"trial {trial}: process still there")
                elif name == "TSTP+CONT":
                    os.kill(pane.pid, signal.SIGTSTP)
                    deadline = time.monotonic() + 3
                    while pane.state() != "T" and time.monotonic() < deadline:
                        time.sleep(0.01)
                    if pane.state() != "T":
                        failures.append(f"trial {trial}: not stopped by SIGTSTP")
                    elif not pane.cooked():
                        failures.append(f"trial {trial}: terminal not cooked while stopped")
                    os.kill(pane.pid, signal.SIGCONT)
                    if not pane.wait_for(game_on_screen, timeout=3):
                        failures.append(f"trial {trial}: no redraw after SIGCONT")
                    quit_cleanly(pane, failures, f"trial {trial}")
                else:
                    os.kill(pane.pid, signal.SIGPIPE)
                    time.sleep(0.1)
                    if not pane.alive():
                        failures.append(f"trial {trial}: SIGPIPE killed it")
                    quit_cleanly(pane, failures, f"trial {trial}")
            finally:
                pane.close()
        report.add(f"SIG{name} at a random moment", trials, failures, "cooked, no orphan")


def key_storm(binary, rng, count, report):
    failures = []
    named = ["Right", "Left", "Up", "Down", "h", "l", "n", "N", "?", "x", "Enter", "Tab", "BSpace", "Home",
             "End", "PPage", "NPage", "IC", "DC"] + [f"F{i}" for i in range(1, 13)] + ["C-l", "C-a", "é", "日"]
    raw = ["1b5b41", "1b5b44", "1b4f43", "1b5b3c303b31303b31304d", "1b5b4d202121", "ff", "fe", "c328", "e28228",
           "1b5b", "1b5b3137", "1b5b323030", "1b5b3230317e", "00", "7f", "1b1b5b43"]
    pane = Pane(binary, ["--offline", "--seed", "4"])
    try:
        pane.wait_for(game_on_screen)
        sent = 0
        started = time.monotonic()
        while sent < count:
            if rng.random() < 0.2:
                pane.keys(*[rng.choice(raw) for _ in range(8)], hex_bytes=True)
                sent += 8
            else:
                pane.keys(*[rng.choice(named) for _ in range(40)])
                sent += 40
            if not pane.alive():
                failures.append(f"died after {sent} keys; stderr {pane.stderr()!r}")
                break
        elapsed = time.monotonic() - started
        if pane.alive():
            pane.keys("x")  # close the help if the storm left it open
            pressed = time.monotonic()
            if not pane.wait_for(lambda s: "this help" in s, timeout=0.01) is None:
                pane.keys("x")
            pane.keys("?")
            if not pane.wait_for(lambda s: "this help" in s, timeout=3):
                failures.append(f"not responsive after the storm:\n{pane.screen()}")
            latency = time.monotonic() - pressed
            pane.keys("x")
            screen = pane.wait_for(game_on_screen, timeout=3) or ""
            for score, total in SCORE.findall(screen):
                if int(score) > int(total):
                    failures.append(f"score {score} / {total}")
            quit_cleanly(pane, failures, "key storm")
            notes = f"{count} keys in {elapsed:.1f} s; '?' answered in {latency * 1000:.0f} ms after"
        else:
            notes = ""
    finally:
        pane.close()
    report.add("random keys (escape, function, mouse, invalid UTF-8)", count, failures, notes)


def full_disk(binary, report):
    """A full state/cache folder (a 16 KiB tmpfs, filled up), then an unwritable one (a file where
    the folder should be): the problem is said once on screen and the game plays on."""
    failures = []
    server, port = testserver.start(0)
    mount = tempfile.mkdtemp(prefix="oq-full-")
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", mount],
                             capture_output=True).returncode == 0
    cases = []
    try:
        if mounted:
            with open(f"{mount}/filler", "wb") as filler:
                try:
                    filler.write(b"x" * 32768)
                except OSError:
                    pass
            cases.append(("full tmpfs", {"XDG_STATE_HOME": f"{mount}/state", "XDG_CACHE_HOME": f"{mount}/cache"}))
        blocker = tempfile.mkdtemp(prefix="oq-ro-")
        open(f"{blocker}/openquizz", "w").close()
        cases.append(("a file in the way", {"XDG_STATE_HOME": blocker, "XDG_CACHE_HOME": blocker}))
        for label, env in cases:
            pane = Pane(binary, ["--api-url", f"http://127.0.0.1:{port}"], env=env)
            try:
                screen = pane.wait_for(lambda s: game_on_screen(s) and "Not saved:" in s, timeout=15)
                if not screen:
                    failures.append(f"{label}: no 'Not saved' line:\n{pane.screen()}")
                    continue
                pane.keys("Right")
                if not pane.wait_for(lambda s: "Right!" in s or "Wrong:" in s, timeout=3):
                    failures.append(f"{label}: the game did not play on")
                pane.keys("n")
                # A notice stays up until the first answer after it has been up 6 s (GameState's
                # `noticeTime`; here the real clock), then goes; the new game's answers, which fail
                # to save again, don't bring it back.
                pane.wait_for(lambda s: game_on_screen(s) and " 0 / 10" in s, timeout=15)
                time.sleep(6.5)
                pane.keys("Right")
                later = pane.wait_for(lambda s: "Right!" in s or "Wrong:" in s, timeout=3)
                if not later:
                    failures.append(f"{label}: the new game did not play on")
                elif "Not saved:" in later or pane.wait_for(lambda s: "Not saved:" in s, timeout=2):
                    failures.append(f"{label}: said twice")
                quit_cleanly(pane, failures, label)
            finally:
                pane.close()
        shutil.rmtree(blocker, ignore_errors=True)
    finally:
        if mounted:
            subprocess.run(["umount", mount])
        os.rmdir(mount)
        server.kill()
    report.add("full or unwritable state/cache folder", len(cases), failures,
               "" if mounted else "(tmpfs mount not permitted: only the unwritable case ran)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "openquizz"))
    parser.add_argument("--resizes", type=int, default=500)
    parser.add_argument("--keys", type=int, default=10000)
    parser.add_argument("--trials", type=int, default=10)
    parser.add_argument("--seed", type=int, default=2026)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    report = Report()
    resize_storm(options.binary, rng, options.resizes, report)
    terminals(options.binary, report)
    signals(options.binary, rng, options.trials, report)
    key_storm(options.binary, rng, options.keys, report)
    full_disk(options.binary, report)
    leftovers = [pid for pid in Pane.started if os.path.exists(f"/proc/{pid}")]
    report.add("no openquizz process left at the end", len(Pane.started), [f"pids {leftovers}"] if leftovers else [])
    sys.exit(0 if report.print() else 1)


if __name__ == "__main__":
    main()
