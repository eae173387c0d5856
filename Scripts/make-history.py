#!/usr/bin/env python3
"""Writes a history file of N answers, for the bench and for playing with a long history.

    python3 Scripts/make-history.py --answers 100000 --output /tmp/state/openquizz/history.jsonl

The answers are made up from a few templates, deterministically (--seed), in games of 10,
one second apart, ending now; the last game is finished.
"""
import argparse
import os
import json
import random
import time

CATEGORIES = ["Science & Nature", "History", "Geography", "Entertainment: Film", "Sports",
              "General Knowledge", "Science: Computers", "Mythology", "Art", "Animals"]
SUBJECTS = ["Saturn", "the Nile", "Mount Everest", "the Moon", "Jupiter", "the Pacific Ocean",
            "Mercury", "the Amazon", "Venus", "the Sahara", "Mars", "Lake Baikal", "Neptune",
            "the Danube", "Kilimanjaro", "Pluto", "Antarctica", "the Andes", "Io", "Titan"]
FACTS = ["is larger than Earth", "was first described in the 17th century",
         "appears on a national flag", "has a name that comes from Greek",
         "can be seen without a telescope", "is older than the Pyramids of Giza",
         "is in the Southern Hemisphere", "has been visited by a spacecraft",
         "is named after a Roman god", "holds a world record"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=int, required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    now = int(time.time())
    start = now - args.answers
    with open(args.output, "w", encoding="utf-8") as out:
        for i in range(args.answers):
            game = "bench-%08d" % (i // 10)
            subject = rng.choice(SUBJECTS)
            fact = rng.choice(FACTS)
            truth = rng.random() < 0.5
            answer = truth if rng.random() < 0.7 else not truth
            record = {
                "t": start + i, "game": game, "n": i % 10 + 1, "of": 10,
                "category": rng.choice(CATEGORIES),
                "difficulty": rng.choice(["easy", "medium", "hard"]),
                "statement": "%s %s (#%d)." % (subject[0].upper() + subject[1:], fact, i),
                "answer": answer, "truth": truth,
                "explanation": "Made-up answer %d for the bench: %s %s, or not." % (i, subject, fact),
                "origin": "bundled",
            }
            out.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
