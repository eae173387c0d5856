#!/usr/bin/env python3
"""Checks the commit messages of the commits the rule applies to.

    Scripts/check-commits.py [REVISION-RANGE]

The rule (README, "Contributing"): a subject of 72 characters or less, a blank line, then a body
saying what changed and why. Merge commits are not checked. The range defaults to the commits
made since the rule was set (`FIRST_UNCHECKED..HEAD`): older ones predate it. Needs the full
history (a shallow clone lacks FIRST_UNCHECKED and is told so). Exits 1 and prints one line per
commit that breaks the rule; exits 0 when none does.
"""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The last main that landed before the rule was set (issue 20): commits after it are checked.
FIRST_UNCHECKED = "9751a462e0685c85ea6c85285fcfcb2f50648727"
SUBJECT_LIMIT = 72


def problems(message):
    """What is wrong with one commit message (empty when nothing)."""
    lines = message.rstrip("\n").split("\n")
    found = []
    subject = lines[0]
    if not subject.strip():
        found.append("an empty subject")
    elif len(subject) > SUBJECT_LIMIT:
        found.append(f"a subject of {len(subject)} characters (at most {SUBJECT_LIMIT})")
    if len(lines) > 1 and lines[1].strip():
        found.append("no blank line after the subject")
    if not any(line.strip() for line in lines[1:]):
        found.append("no body")
    return found


def git(*args, cwd=ROOT):
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True)


def main(arguments, cwd=ROOT):
    if arguments:
        revisions = arguments[0]
    else:
        if git("cat-file", "-e", FIRST_UNCHECKED + "^{commit}", cwd=cwd).returncode != 0:
            print(f"check-commits: {FIRST_UNCHECKED[:12]} is not in this clone; it needs the full history "
                  "(git fetch --unshallow)", file=sys.stderr)
            return 2
        revisions = FIRST_UNCHECKED + "..HEAD"
    listing = git("log", "--no-merges", "--format=%H%x00%B%x00", revisions, cwd=cwd)
    if listing.returncode != 0:
        print(f"check-commits: git log {revisions}: {listing.stderr.strip()}", file=sys.stderr)
        return 2
    fields = listing.stdout.split("\0")
    bad = 0
    for commit, message in zip(fields[0::2], fields[1::2]):
        commit = commit.strip()
        for problem in problems(message):
            print(f"{commit[:10]} {message.splitlines()[0] if message.strip() else ''!r}: {problem}")
            bad += 1
    if bad:
        print("check-commits: commit messages need a subject of 72 characters or less, a blank line "
              "and a body", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
