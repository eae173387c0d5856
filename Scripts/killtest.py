#!/usr/bin/env python3
"""Nothing lost: kill -9 the game's file writers at random moments, then load what is on disk.

Usage: python3 Scripts/killtest.py [--kills 100] [--binary PATH]

Runs `openquizz-write-stress write DIR` (the game's QuestionCache and OpenTriviaDBStateStore
rewriting their files, and its AnswerHistory appending answers, as fast as they can), kills it with
SIGKILL after a random 5-300 ms, then runs `openquizz-write-stress verify DIR`, which loads the
files with the game's own loaders: every file must load whole (the old version or the new one; a
torn last history line is skipped), none may be set aside as corrupt, and the cache and the
history may only grow. Build first: `swift build --product openquizz-write-stress`.
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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "openquizz-write-stress"))
    parser.add_argument("--seed", type=int, default=7)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    folder = tempfile.mkdtemp(prefix="oq-kill-")
    failures, last_total, last_answers, leftovers = [], 0, 0, 0
    try:
        for kill in range(options.kills):
            writer = subprocess.Popen([options.binary, "write", folder], stderr=subprocess.PIPE)
            time.sleep(rng.uniform(0.005, 0.3))
            writer.send_signal(signal.SIGKILL)
            writer.wait()
            leftovers = max(leftovers, len([n for n in os.listdir(folder) if n.endswith(".tmp")]))
            verify = subprocess.run([options.binary, "verify", folder], capture_output=True, text=True)
            match = re.search(r"cache (\d+) questions", verify.stdout)
            total = int(match.group(1)) if match else -1
            answers_match = re.search(r"history (\d+) answers", verify.stdout)
            answers = int(answers_match.group(1)) if answers_match else -1
            if verify.returncode != 0 or total < last_total or answers < last_answers:
                failures.append(f"kill {kill}: {verify.stdout.strip()} "
                                f"(before: {last_total} questions, {last_answers} answers)")
            last_total = max(last_total, total)
            last_answers = max(last_answers, answers)
        print(f"{options.kills} kills with SIGKILL during writes: {len(failures)} failed; "
              f"cache grew to {last_total} questions, history to {last_answers} answers; "
              f"at most {leftovers} leftover temporary file(s) at a time")
        for failure in failures[:10]:
            print("FAILED:", failure)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
