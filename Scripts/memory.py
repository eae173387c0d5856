#!/usr/bin/env python3
"""Where openquizz's memory goes, and which part of it is a floor outside our code.

Runs the release binary in tmux at 80x24, offline (--offline) and online (against the tests' local
Open Trivia DB server, once the next game's questions are in), and sums the resident pages of
/proc/PID/smaps per mapping: our binary, the heap, anonymous memory, each shared library. Then
builds the 5-line programs of Scripts/floors/ with `swiftc -O -static-stdlib` and measures each the
same way: the Swift runtime alone, Foundation, a CoreFoundation-backed API, ICU, URLSession linked,
URLSession used once, and Dispatch (with its wake-ups per second).

Usage: Scripts/memory.py --binary .build-static/release/openquizz
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import testserver  # noqa: E402
from tmuxpane import Pane  # noqa: E402


def smaps(pid):
    """Resident KiB per mapping name, and the total."""
    sizes = collections.Counter()
    name = None
    with open(f"/proc/{pid}/smaps") as handle:
        for line in handle:
            fields = line.split()
            if "-" in fields[0] and len(fields) >= 5 and ":" not in fields[0]:
                name = fields[5] if len(fields) > 5 else "[anonymous]"
                name = os.path.basename(name) if name.startswith("/") else name
            elif fields[0] == "Rss:":
                sizes[name] += int(fields[1])
    return sizes


def wakeups(pid, seconds=3.0):
    def total():
        count = 0
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/status") as handle:
                    count += sum(int(l.split()[1]) for l in handle if "ctxt_switches" in l)
            except FileNotFoundError:
                pass
        return count
    before = total()
    time.sleep(seconds)
    return (total() - before) / seconds


def report(label, pid, rows=12):
    sizes = smaps(pid)
    total = sum(sizes.values())
    print(f"\n{label}: {total / 1024:.1f} MB resident, {wakeups(pid):.1f} wake-ups/s")
    for name, kib in sizes.most_common(rows):
        print(f"  {kib / 1024:6.2f} MB  {name}")
    return total


def run_game(binary, args, settle):
    """The game in a tmux pane at 80x24 (scratch state and cache folders), after `settle` seconds."""
    pane = Pane(binary, args)
    time.sleep(settle)
    return pane


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--floors-only", action="store_true")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    work = tempfile.mkdtemp(prefix="oq-memory-")
    server, port = testserver.start(0)
    url = f"http://127.0.0.1:{port}"
    try:
        if not options.floors_only:
            game(binary, url)
        floors(work)
    finally:
        server.kill()
        subprocess.run(["rm", "-rf", work])


def game(binary, url):
    pane = run_game(binary, ["--offline"], 2)
    try:
        report("openquizz --offline, a question waiting", pane.pid)
    finally:
        pane.close()
    pane = run_game(binary, ["--api-url", url], 12)
    try:
        with urllib.request.urlopen(url + "/_log") as answer:
            count = len(json.load(answer))
        report(f"openquizz online, after its {count} requests (the next game's questions in)", pane.pid)
    finally:
        pane.close()


def floors(work):
    print("\nFloors: 5-line programs of Scripts/floors/, swiftc -O -static-stdlib")
    for name in ["empty", "foundation", "corefoundation", "icu", "urlsession", "urlsession-used", "dispatch"]:
        source = os.path.join(HERE, "floors", name + ".swift")
        output = os.path.join(work, name)
        build = subprocess.run(["swiftc", "-O", "-static-stdlib", source, "-o", output],
                               capture_output=True, text=True)
        if build.returncode != 0:
            print(f"{name}: does not build: {build.stderr.strip()[:200]}")
            continue
        # Its output goes to a file, read back once it is written: a pipe would hold it unflushed.
        log = os.path.join(work, name + ".out")
        with open(log, "w") as handle:
            process = subprocess.Popen([output], stdout=handle)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and "ready" not in open(log).read():
            time.sleep(0.01)
        report(name + ".swift", process.pid, rows=5)
        process.kill()
        process.wait()


if __name__ == "__main__":
    main()
