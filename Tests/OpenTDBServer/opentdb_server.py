#!/usr/bin/env python3
"""A local stand-in for the Open Trivia DB API, for OpenQuizz's tests.

    python3 -u opentdb_server.py [--port 0] [--rate-limit-seconds 5]
                                 [--rate-limit-mode code5|http429] [--max-lifetime 600]

Binds 127.0.0.1, prints `PORT <n>` as its first line on stdout, and serves until it is killed,
its parent process dies, or --max-lifetime seconds pass. Standard library only.

API endpoints (as on opentdb.com): /api.php, /api_token.php, /api_category.php, /api_count.php.
They share one rate limit per client address. Test-only endpoints, never rate-limited and never
logged: POST /_control (JSON body), GET /_control (current settings), GET /_log, GET /_stats,
GET /_bank (the question bank, decoded), POST /_renew (back to how it started, for a pool of
servers shared by tests). See README.md beside this file.

The question bank is synthetic: every text below was written for this fixture.
"""

import argparse
import base64
import json
import os
import random
import re
import secrets
import socket
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, quote, quote_plus, urlsplit

# MARK: - Categories (ids and names as the real API lists them)

CATEGORIES = [
    (9, "General Knowledge"),
    (10, "Entertainment: Books"),
    (11, "Entertainment: Film"),
    (12, "Entertainment: Music"),
    (13, "Entertainment: Musicals & Theatres"),
    (14, "Entertainment: Television"),
    (15, "Entertainment: Video Games"),
    (16, "Entertainment: Board Games"),
    (17, "Science & Nature"),
    (18, "Science: Computers"),
    (19, "Science: Mathematics"),
    (20, "Mythology"),
    (21, "Sports"),
    (22, "Geography"),
    (23, "History"),
    (24, "Politics"),
    (25, "Art"),
    (26, "Celebrities"),
    (27, "Animals"),
    (28, "Vehicles"),
    (29, "Entertainment: Comics"),
    (30, "Science: Gadgets"),
    (31, "Entertainment: Japanese Anime & Manga"),
    (32, "Entertainment: Cartoon & Animations"),
]
CATEGORY_NAMES = dict(CATEGORIES)
DIFFICULTIES = ("easy", "medium", "hard")
TYPES = ("boolean", "multiple")
API_PATHS = ("/api.php", "/api_token.php", "/api_category.php", "/api_count.php")

# MARK: - The synthetic bank, stored decoded (real Unicode text)


class Question:
    """One question, decoded. `hex_entities` makes the default encoding write the em dash as
    `&#x2014;` instead of `&mdash;` (the real API mixes entity styles)."""

    __slots__ = ("id", "type", "difficulty", "category_id", "question", "correct_answer",
                 "incorrect_answers", "hex_entities")

    def __init__(self, qid, qtype, difficulty, category_id, question, correct_answer,
                 incorrect_answers, hex_entities=False):
        self.id = qid
        self.type = qtype
        self.difficulty = difficulty
        self.category_id = category_id
        self.question = question
        self.correct_answer = correct_answer
        self.incorrect_answers = list(incorrect_answers)
        self.hex_entities = hex_entities

    @property
    def category(self):
        return CATEGORY_NAMES[self.category_id]

    def decoded(self):
        return {
            "id": self.id,
            "type": self.type,
            "difficulty": self.difficulty,
            "category": self.category,
            "question": self.question,
            "correct_answer": self.correct_answer,
            "incorrect_answers": list(self.incorrect_answers),
        }


# Eight categories share the generated true/false statements; Science: Gadgets (30) has only
# three, so a test reaches code 1 (amount 4) and code 4 (a token after 3) in one or two calls.
BOOLEAN_CATEGORIES = (9, 17, 13, 22, 23, 31, 18, 27)
BOOLEAN_GENERATED = 147

# Decorations for the generated statements: between them they need every entity the default
# encoding writes, and a few characters it leaves alone (raw UTF-8, an emoji, a slash).
FRAGMENTS = (
    "\"quotes\" and caf\u00e9s",
    "M\u00fcller's notebooks",
    "pi\u00f1atas left at 40\u00b0 in the shade",
    "the author\u2019s second draft",
    "a sentence that trails off\u2026",
    "a pause \u2014 like this one",
    "the claim that 1 < 2 and 3 > 2",
    "\u201ccurly quotes\u201d around a word",
    "salt & pepper",
    "plain ASCII words only",
    "a na\u00efve r\u00e9sum\u00e9",
    "a dice emoji \U0001F3B2 on the table",
    "either/or choices",
    "the \u2018single curly\u2019 quotes",
)

# Statements whose whole text is special, by number.
SPECIAL_STATEMENTS = {
    7: "Synthetic statement 7: the operator && is not &&&, which is three ampersands.",
    11: "Synthetic statement 11: in HTML source, &eacute; is how one writes \u00e9.",
    13: "Synthetic statement 13 \u2014 its dash is written as a hexadecimal entity.",
    20: "   Synthetic statement 20 has leading spaces.",
    21: "Synthetic statement 21 has trailing spaces.  ",
    22: " Synthetic statement 22 is padded on both sides. ",
    29: "Synthetic statement 29 says <b>bold</b> is markup, not formatting.",
}
HEX_ENTITY_STATEMENTS = {13}

GADGET_STATEMENTS = (
    ("easy", "Synthetic gadget statement A: the toaster\u2019s dial goes to 11.", "True"),
    ("medium", "Synthetic gadget statement B: a \"smart\" kettle boils at 90\u00b0.", "False"),
    ("hard", "Synthetic gadget statement C: the widget's cog & spring weigh 3 g\u2026", "True"),
)

# (difficulty, category, question, correct, incorrect answers)
MULTIPLE_QUESTIONS = (
    ("easy", 9, "Synthetic choice 1: which word is spelled with an acute accent?",
     "Caf\u00e9", ["Cafe", "Kaffee", "Cofi"]),
    ("easy", 9, "Synthetic choice 2: which of these is \"made up\"?",
     "Flumbrix", ["Table", "Window", "River"]),
    ("medium", 9, "Synthetic choice 3: pick the answer with trailing spaces.",
     "This one  ", ["  That one", "Neither", "Both"]),
    ("hard", 9, "Synthetic choice 4: which symbol reads \u201cand\u201d?",
     "&", ["|", "%", "#"]),
    ("easy", 17, "Synthetic choice 5: water\u2019s made-up boiling mark on the Fictus scale?",
     "100\u00b0F", ["12\u00b0F", "451\u00b0F", "0\u00b0F"]),
    ("medium", 17, "Synthetic choice 6: which of these is a pretend element?",
     "Unobtanium", ["Imaginarium", "Fablium", "Mythril"]),
    ("hard", 17, "Synthetic choice 7: which comparison holds?",
     "2 < 3", ["3 < 2", "2 > 3", "3 <= 2"]),
    ("easy", 22, "Synthetic choice 8: which invented town has a tilde?",
     "Pe\u00f1arroja", ["Penhold", "Pinewick", "Pellmouth"]),
    ("medium", 22, "Synthetic choice 9: which invented river has an umlaut?",
     "D\u00fcrnbach", ["Durnbeck", "Dornbrook", "Darnburn"]),
    ("hard", 22, "Synthetic choice 10: which made-up peak is the tallest\u2026 on paper?",
     "Mount Tallish", ["Low Hill", "Middling Mound", "Flat Rise"]),
    ("easy", 23, "Synthetic choice 11: which fictional year came first?",
     "Year 12", ["Year 40", "Year 88", "Year 97"]),
    ("medium", 23, "Synthetic choice 12: who signed the imaginary \u201cTreaty of Nowhere\u201d?",
     "O'Brien & Sons", ["Nobody", "Everyone", "The Committee"]),
    ("hard", 23, "Synthetic choice 13: which era is invented \u2014 all of them?",
     "All of them", ["None of them", "The first", "The last"]),
    ("easy", 18, "Synthetic choice 14: which of these is an HTML tag?",
     "<p>", ["{p}", "[p]", "(p)"]),
    ("medium", 18, "Synthetic choice 15: which operator means logical and in C?",
     "&&", ["&&&", "||", "!!"]),
    ("hard", 18, "Synthetic choice 16: what does &amp; decode to?",
     "&", ["&amp;", "amp", "&&"]),
    ("easy", 27, "Synthetic choice 17: which invented animal purrs?",
     "Fluffcat", ["Rockfish", "Stonebird", "Ironbear"]),
    ("medium", 27, "Synthetic choice 18: which pretend bird sings \u2018la\u2019?",
     "Lark\u2019s cousin", ["Quiet owl", "Mute crow", "Silent wren"]),
    ("hard", 31, "Synthetic choice 19: which made-up studio drew \u201cPaper Moon\u201d?",
     "Studio N\u00e9ant", ["Studio Vide", "Studio Rien", "Studio Null"]),
    ("medium", 13, "Synthetic choice 20: which invented musical opened first?",
     " Curtain Up! ", ["Encore & Again", "The Last Bow", "Interval"]),
)


def build_bank():
    bank = []
    for n in range(1, BOOLEAN_GENERATED + 1):
        slot = (n - 1) // len(BOOLEAN_CATEGORIES)
        category_id = BOOLEAN_CATEGORIES[(n - 1) % len(BOOLEAN_CATEGORIES)]
        difficulty = DIFFICULTIES[slot % 3]
        truth = "True" if (slot // 3) % 2 == 0 else "False"
        text = SPECIAL_STATEMENTS.get(n)
        if text is None:
            text = "Synthetic statement %d about %s." % (n, FRAGMENTS[n % len(FRAGMENTS)])
        wrong = "False" if truth == "True" else "True"
        bank.append(Question(len(bank), "boolean", difficulty, category_id, text, truth, [wrong],
                             hex_entities=n in HEX_ENTITY_STATEMENTS))
    for difficulty, text, truth in GADGET_STATEMENTS:
        wrong = "False" if truth == "True" else "True"
        bank.append(Question(len(bank), "boolean", difficulty, 30, text, truth, [wrong]))
    for difficulty, category_id, text, correct, incorrect in MULTIPLE_QUESTIONS:
        bank.append(Question(len(bank), "multiple", difficulty, category_id, text, correct,
                             incorrect))
    return bank


BANK = build_bank()

# MARK: - Encodings

HTML_ENTITIES = {
    "&": "&amp;",
    "\"": "&quot;",
    "'": "&#039;",
    "<": "&lt;",
    ">": "&gt;",
    "\u00e9": "&eacute;",
    "\u00fc": "&uuml;",
    "\u00f1": "&ntilde;",
    "\u00b0": "&deg;",
    "\u2019": "&rsquo;",
    "\u2018": "&lsquo;",
    "\u2026": "&hellip;",
    "\u2014": "&mdash;",
    "\u201c": "&#8220;",
    "\u201d": "&#8221;",
}
HTML_ENTITIES_HEX = dict(HTML_ENTITIES, **{"\u2014": "&#x2014;"})


def encode_html(text, hex_entities=False):
    """Entity-encode once; characters not in the table (ï, emoji …) stay as they are."""
    table = HTML_ENTITIES_HEX if hex_entities else HTML_ENTITIES
    return "".join(table.get(ch, ch) for ch in text)


def encode_url3986(text):
    return quote(text, safe="")


def encode_url_legacy(text):
    # PHP's urlencode: spaces as '+', everything but [A-Za-z0-9_.-] percent-encoded.
    return quote_plus(text, safe="").replace("~", "%7E")


def encode_base64(text):
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


ENCODERS = {
    "url3986": encode_url3986,
    "urlLegacy": encode_url_legacy,
    "base64": encode_base64,
}


def encode_question(q, encoding):
    if encoding:
        enc = ENCODERS[encoding]
    else:
        def enc(text):
            return encode_html(text, q.hex_entities)
    return {
        "type": enc(q.type),
        "difficulty": enc(q.difficulty),
        "category": enc(q.category),
        "question": enc(q.question),
        "correct_answer": enc(q.correct_answer),
        "incorrect_answers": [enc(a) for a in q.incorrect_answers],
    }


def api_json(obj):
    """JSON as PHP's json_encode writes it: ASCII only, slashes escaped."""
    return json.dumps(obj, ensure_ascii=True, separators=(",", ":")).replace("/", "\\/")


# MARK: - Faults

FAULT_KINDS = ("slow", "silent", "truncate", "malformed", "http", "drop", "empty", "wrong_types",
               "code", "rate_limit", "trickle", "endless", "gzip_bomb", "redirect")
# Faults that send the path's normal answer, slowly or padded: a client that waits or reads long
# enough gets a valid answer, so a test can tell "refused" from "could not read".
STREAMING_FAULTS = ("trickle", "endless", "gzip_bomb")
MIB = 1 << 20
CANNED_ANSWER = api_json({"response_code": 0, "results": [encode_question(BANK[0], "")]})


class ControlError(Exception):
    pass


def _number(value, name, low=None, high=None):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ControlError("%s must be a number" % name)
    if (low is not None and value < low) or (high is not None and value > high):
        raise ControlError("%s out of range" % name)
    return value


def validate_fault(raw):
    if not isinstance(raw, dict):
        raise ControlError("a fault must be an object")
    kind = raw.get("kind")
    if kind not in FAULT_KINDS:
        raise ControlError("unknown fault kind %r (known: %s)" % (kind, ", ".join(FAULT_KINDS)))
    allowed = {"kind", "path"}
    fault = {"kind": kind, "path": None}
    path = raw.get("path")
    if path is not None:
        if path not in API_PATHS:
            raise ControlError("fault path must be one of %s" % ", ".join(API_PATHS))
        fault["path"] = path
    if kind == "slow":
        allowed.add("seconds")
        fault["seconds"] = float(_number(raw.get("seconds", 3), "seconds", 0, 300))
    elif kind == "silent":
        allowed.add("seconds")
        fault["seconds"] = float(_number(raw.get("seconds", 300), "seconds", 0, 3600))
    elif kind == "http":
        allowed |= {"status", "body"}
        fault["status"] = int(_number(raw.get("status", 500), "status", 100, 599))
        body = raw.get("body", api_json({"error": "Injected HTTP %d" % fault["status"]}))
        if not isinstance(body, str):
            raise ControlError("body must be a string")
        fault["body"] = body
    elif kind == "code":
        allowed |= {"code", "status"}
        fault["code"] = int(_number(raw.get("code", 2), "code", -1000, 1000))
        fault["status"] = int(_number(raw.get("status", 200), "status", 100, 599))
    elif kind == "rate_limit":
        allowed.add("mode")
        mode = raw.get("mode")
        if mode is not None and mode not in ("code5", "http429"):
            raise ControlError("mode must be code5 or http429")
        fault["mode"] = mode
    elif kind == "trickle":
        allowed.add("bytes_per_second")
        fault["bytes_per_second"] = float(_number(raw.get("bytes_per_second", 1), "bytes_per_second",
                                                  0.1, 1e7))
    elif kind == "endless":
        allowed |= {"chunk", "interval", "limit"}
        fault["chunk"] = int(_number(raw.get("chunk", 65536), "chunk", 1, 16 * MIB))
        fault["interval"] = float(_number(raw.get("interval", 0), "interval", 0, 10))
        fault["limit"] = int(_number(raw.get("limit", 0), "limit", 0, 1 << 40))
    elif kind == "gzip_bomb":
        allowed |= {"expanded", "interval"}
        fault["expanded"] = int(_number(raw.get("expanded", 16 * MIB), "expanded", 1, 1 << 40))
        fault["interval"] = float(_number(raw.get("interval", 0), "interval", 0, 10))
    elif kind == "redirect":
        allowed |= {"location", "status"}
        location = raw.get("location")
        if not isinstance(location, str) or not location:
            raise ControlError("location must be a non-empty string")
        fault["location"] = location
        fault["status"] = int(_number(raw.get("status", 302), "status", 300, 399))
    extra = set(raw) - allowed
    if extra:
        raise ControlError("unknown key(s) for fault %s: %s" % (kind, ", ".join(sorted(extra))))
    return fault


def validate_token_override(raw):
    """null, or {"text": "...", "repeat": n}: the token is text repeated n times (default 1)."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) - {"text", "repeat"}:
        raise ControlError("token_override must be null or {\"text\": ..., \"repeat\": n}")
    text = raw.get("text")
    if not isinstance(text, str):
        raise ControlError("token_override.text must be a string")
    repeat = int(_number(raw.get("repeat", 1), "token_override.repeat", 0, 64 * MIB))
    return text * repeat


def validate_categories(raw):
    """null, or [{"id": n, "name": "..."}...]: what api_category.php lists, any ids and names."""
    if raw is None:
        return None
    if not isinstance(raw, list):
        raise ControlError("categories must be null or a list")
    listed = []
    for entry in raw:
        if not isinstance(entry, dict) or set(entry) != {"id", "name"} \
                or isinstance(entry["id"], bool) or not isinstance(entry["id"], int) \
                or not isinstance(entry["name"], str):
            raise ControlError("each category must be {\"id\": integer, \"name\": string}")
        listed.append((entry["id"], entry["name"]))
    return listed


# MARK: - State


class State:
    """Everything the server remembers; guarded by `lock`."""

    def __init__(self, rate_limit_seconds, rate_limit_mode, seed):
        self.lock = threading.Lock()
        # Quick answers (all but the slow, silent and streaming faults) sent and not yet logged: GET /_log
        # waits for them, so a client that has its answer finds the request in the log.
        self.unlogged = 0
        self.all_logged = threading.Condition(self.lock)
        self.rate_limit_seconds = rate_limit_seconds
        self.rate_limit_mode = rate_limit_mode
        self.rng = random.Random(seed)
        self.started = time.time()
        # The command line's settings, which a renewal brings back; how many renewals there were.
        self.initial = (rate_limit_seconds, rate_limit_mode, seed)
        self.renewals = 0
        # Bumped by every reset: an answer to a request that came before it is not logged after it.
        self.generation = 0
        self.clear()

    def renew(self):
        """Back to how the server started (`POST /_renew`), for the next test of a pool: the
        command line's settings, a new random order, and everything a reset clears."""
        self.rate_limit_seconds, self.rate_limit_mode, seed = self.initial
        self.rng = random.Random(seed)
        self.clear()
        self.renewals += 1

    def clear(self):
        self.generation += 1
        self.token_override = None  # the token every request gets, instead of a random one
        self.categories = None      # api_category.php's list, instead of the real one
        self.tokens = {}            # token -> set of served question ids
        self.log = []
        self.faults = []
        self.last_served = {}       # client address -> monotonic time of the last served request
        self.counters = {
            "requests": 0, "by_path": {}, "by_status": {}, "by_response_code": {},
            "rate_limited": 0, "faults_applied": 0, "tokens_issued": 0, "tokens_reset": 0,
            "questions_served": 0, "stale_answers": 0,
        }

    def settings(self):
        return {
            "rate_limit_seconds": self.rate_limit_seconds,
            "rate_limit_mode": self.rate_limit_mode,
            "pending_faults": list(self.faults),
            "tokens": len(self.tokens),
            "token_override_length": None if self.token_override is None
            else len(self.token_override),
            "categories_overridden": self.categories is not None,
        }

    def take_fault(self, path):
        for index, fault in enumerate(self.faults):
            if fault["path"] is None or fault["path"] == path:
                del self.faults[index]
                self.counters["faults_applied"] += 1
                return fault
        return None

    def admit(self, client, now):
        """True when the request may be served; a served request restarts the window, a
        rate-limited one does not."""
        window = self.rate_limit_seconds
        last = self.last_served.get(client)
        if window > 0 and last is not None and now - last < window:
            self.counters["rate_limited"] += 1
            return False
        self.last_served[client] = now
        return True

    def record(self, entry, generation=None):
        """Logs and counts `entry`, unless its request came before the last reset (`generation`):
        then it only counts as stale."""
        if generation is not None and generation != self.generation:
            self.counters["stale_answers"] += 1
            return
        self.log.append(entry)
        c = self.counters
        c["requests"] += 1
        for key, value in (("by_path", entry["path"]), ("by_status", entry["status"]),
                           ("by_response_code", entry["response_code"])):
            name = "null" if value is None else str(value)
            c[key][name] = c[key].get(name, 0) + 1

    def apply_control(self, body):
        if not isinstance(body, dict):
            raise ControlError("the control body must be a JSON object")
        known = {"reset", "expire_tokens", "clear_faults", "rate_limit_seconds",
                 "rate_limit_mode", "faults", "seed", "token_override", "categories"}
        extra = set(body) - known
        if extra:
            raise ControlError("unknown control key(s): %s" % ", ".join(sorted(extra)))
        # Validate everything first, so a bad body changes nothing.
        seconds = body.get("rate_limit_seconds")
        if seconds is not None:
            seconds = float(_number(seconds, "rate_limit_seconds", 0, 3600))
        mode = body.get("rate_limit_mode")
        if mode is not None and mode not in ("code5", "http429"):
            raise ControlError("rate_limit_mode must be code5 or http429")
        faults = body.get("faults", [])
        if not isinstance(faults, list):
            raise ControlError("faults must be a list")
        faults = [validate_fault(f) for f in faults]
        seed = body.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise ControlError("seed must be an integer")
        token_override = validate_token_override(body["token_override"]) \
            if "token_override" in body else ...
        categories = validate_categories(body["categories"]) if "categories" in body else ...
        # Then apply: reset first, then settings, then the new faults.
        if body.get("reset"):
            self.clear()
        if body.get("expire_tokens"):
            self.tokens = {}
        if body.get("clear_faults"):
            self.faults = []
        if seconds is not None:
            self.rate_limit_seconds = seconds
        if mode is not None:
            self.rate_limit_mode = mode
        if seed is not None:
            self.rng = random.Random(seed)
        if token_override is not ...:
            self.token_override = token_override
        if categories is not ...:
            self.categories = categories
        self.faults.extend(faults)

    def stats(self):
        return dict(self.counters, faults_pending=len(self.faults), tokens_active=len(self.tokens),
                    uptime_seconds=round(time.time() - self.started, 3),
                    rate_limit_seconds=self.rate_limit_seconds,
                    rate_limit_mode=self.rate_limit_mode, renewals=self.renewals)

    # MARK: API answers: (HTTP status, JSON object)

    def answer(self, path, query):
        if path == "/api.php":
            return 200, self.api_questions(query)
        if path == "/api_token.php":
            return 200, self.api_token(query)
        if path == "/api_category.php":
            listed = CATEGORIES if self.categories is None else self.categories
            return 200, {"trivia_categories": [{"id": i, "name": n} for i, n in listed]}
        return 200, self.api_count(query)

    def api_questions(self, query):
        amount = query.get("amount", "")
        if not re.fullmatch(r"[0-9]{1,6}", amount) or not 1 <= int(amount) <= 50:
            return failure(2)
        amount = int(amount)
        category = query.get("category", "")
        if category and (not re.fullmatch(r"[0-9]{1,6}", category)
                         or int(category) not in CATEGORY_NAMES):
            return failure(2)
        difficulty = query.get("difficulty", "")
        if difficulty and difficulty not in DIFFICULTIES:
            return failure(2)
        qtype = query.get("type", "")
        if qtype and qtype not in TYPES:
            return failure(2)
        encoding = query.get("encode", "")
        if encoding and encoding not in ENCODERS:
            return failure(2)
        token = query.get("token", "")
        served = None
        if token:
            served = self.tokens.get(token)
            if served is None:
                return failure(3)
        matching = [q for q in BANK
                    if (not category or q.category_id == int(category))
                    and (not difficulty or q.difficulty == difficulty)
                    and (not qtype or q.type == qtype)]
        if len(matching) < amount:
            return failure(1)
        pool = matching if served is None else [q for q in matching if q.id not in served]
        if len(pool) < amount:
            return failure(4)
        chosen = self.rng.sample(pool, amount)
        if served is not None:
            served.update(q.id for q in chosen)
        self.counters["questions_served"] += amount
        return {"response_code": 0, "results": [encode_question(q, encoding) for q in chosen]}

    def api_token(self, query):
        command = query.get("command", "")
        if command == "request":
            token = secrets.token_hex(32) if self.token_override is None else self.token_override
            self.tokens[token] = set()
            self.counters["tokens_issued"] += 1
            return {"response_code": 0, "response_message": "Token Generated Successfully!",
                    "token": token}
        if command == "reset":
            token = query.get("token", "")
            if token not in self.tokens:
                return failure(3)
            self.tokens[token] = set()
            self.counters["tokens_reset"] += 1
            return {"response_code": 0, "token": token}
        return failure(2)

    def api_count(self, query):
        category = query.get("category", "")
        if not re.fullmatch(r"[0-9]{1,6}", category) or int(category) not in CATEGORY_NAMES:
            return failure(2)
        in_category = [q for q in BANK if q.category_id == int(category)]
        counts = {"total_question_count": len(in_category)}
        for difficulty in DIFFICULTIES:
            counts["total_%s_question_count" % difficulty] = sum(
                1 for q in in_category if q.difficulty == difficulty)
        return {"category_id": int(category), "category_question_count": counts}


def failure(code):
    return {"response_code": code, "results": []}


def padded(data, total, chunk):
    """`data` (a JSON object) with spaces before its final `}`, `total` bytes in all, in pieces
    of at most `chunk` bytes; without end when `total` is 0."""
    head, tail = data[:-1], data[-1:]
    yield head
    remaining = None if total == 0 else max(0, total - len(data))
    while remaining is None or remaining > 0:
        size = chunk if remaining is None else min(chunk, remaining)
        yield b" " * size
        if remaining is not None:
            remaining -= size
    yield tail


# MARK: - HTTP


class Handler(BaseHTTPRequestHandler):
    server_version = "OpenTDBTestServer/1.0"
    protocol_version = "HTTP/1.0"   # one request per connection: a dropped one is never retried

    def version_string(self):
        return self.server_version

    def log_message(self, fmt, *args):
        if self.server.verbose:
            sys.stderr.write("opentdb_server: %s\n" % (fmt % args))

    def send_error(self, code, message=None, explain=None):
        # BaseHTTPRequestHandler's own errors (bad request line, unknown method) as JSON too.
        self.close_connection = True
        if self.request_version == "HTTP/0.9":
            self.request_version = "HTTP/1.0"   # headers even for a garbled request line
        self.send_body(code, api_json({"error": message or "HTTP %d" % code}))

    def send_body(self, status, body, content_length=None, cut=None, extra_headers=None):
        data = body.encode("utf-8") if isinstance(body, str) else body
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            for name, value in (extra_headers or {}).items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data) if content_length is None
                                                   else content_length))
            self.send_header("Connection", "close")
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data if cut is None else data[:cut])
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_GET(self):
        self.dispatch()

    def do_POST(self):
        self.dispatch()

    def dispatch(self):
        try:
            split = urlsplit(self.path)
            path = split.path
            query = {}
            for key, values in parse_qs(split.query, keep_blank_values=True).items():
                query[key] = values[-1]     # like PHP: the last of repeated parameters wins
        except Exception:   # noqa: BLE001 — a bad request is answered, never raised
            path, query = self.path, {}
        state = self.server.state
        try:
            if path.startswith("/_"):
                self.handle_test_endpoint(path, state)
            elif path in API_PATHS and self.command == "GET":
                self.handle_api(path, query, state)
            else:
                status = 404 if path not in API_PATHS else 405
                self.send_body(status, api_json({"error": "HTTP %d" % status}))
                with state.lock:
                    state.record(self.log_entry(time.time(), path, query, status, None, None))
        except Exception as error:  # noqa: BLE001
            sys.stderr.write("opentdb_server: internal error: %r\n" % (error,))
            self.send_body(200, api_json(failure(2)))

    def log_entry(self, when, path, query, status, response_code, fault, extra=None):
        entry = {"time": when, "path": path, "query": query, "status": status,
                 "response_code": response_code, "fault": fault,
                 "client": self.client_address[0],
                 "accept_encoding": self.headers.get("Accept-Encoding") if self.headers else None}
        entry.update(extra or {})
        return entry

    # MARK: Test endpoints

    def handle_test_endpoint(self, path, state):
        if path == "/_renew" and self.command == "POST":
            with state.lock:
                state.renew()
                body = dict(state.settings(), ok=True, renewals=state.renewals)
            self.send_body(200, json.dumps(body))
            return
        if path == "/_control" and self.command == "POST":
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length > 0 else b"{}"
            try:
                body = json.loads(raw.decode("utf-8"))
                with state.lock:
                    state.apply_control(body)
                    settings = state.settings()
            except (ValueError, ControlError) as error:
                self.send_body(400, json.dumps({"ok": False, "error": str(error)}))
                return
            self.send_body(200, json.dumps(dict(settings, ok=True)))
            return
        if self.command != "GET":
            self.send_body(405, json.dumps({"error": "HTTP 405"}))
            return
        with state.lock:
            if path == "/_control":
                body = dict(state.settings(), ok=True)
            elif path == "/_log":
                state.all_logged.wait_for(lambda: state.unlogged == 0, timeout=5)
                body = sorted(state.log, key=lambda entry: entry["time"])
            elif path == "/_stats":
                body = state.stats()
            elif path == "/_bank":
                body = [q.decoded() for q in BANK]
            else:
                body = None
        if body is None:
            self.send_body(404, json.dumps({"error": "HTTP 404"}))
        else:
            self.send_body(200, json.dumps(body))

    # MARK: API

    def handle_api(self, path, query, state):
        arrived_wall = time.time()
        arrived = time.monotonic()
        client = self.client_address[0]
        with state.lock:
            generation = state.generation
            fault = state.take_fault(path)
            admitted = True
            if fault is None or fault["kind"] == "slow":
                admitted = state.admit(client, arrived)
            mode = state.rate_limit_mode
            kind = fault["kind"] if fault else None
            # A silent one is logged as it arrives and never answers: nothing to wait for.
            quick = kind not in ("slow", "silent") and kind not in STREAMING_FAULTS
            if quick:
                state.unlogged += 1
        try:
            self.answer_api(path, query, state, fault, kind, admitted, mode, arrived_wall, generation)
        finally:
            if quick:
                with state.lock:
                    state.unlogged -= 1
                    state.all_logged.notify_all()

    def answer_api(self, path, query, state, fault, kind, admitted, mode, arrived_wall, generation):
        extra = None
        if kind == "silent":
            self.stay_silent(fault, state, self.log_entry(arrived_wall, path, query, 0, None, kind))
            return
        if kind == "slow":
            time.sleep(fault["seconds"])
        if kind in STREAMING_FAULTS:
            with state.lock:
                status, body = state.answer(path, query)
            response_code = body.get("response_code", 0)
            extra = self.send_streaming(fault, status, api_json(body))
        elif kind not in (None, "slow"):
            status, response_code = self.send_fault(fault, mode)
        elif not admitted:
            status, response_code = self.send_rate_limited(mode)
        else:
            with state.lock:
                try:
                    status, body = state.answer(path, query)
                except Exception as error:  # noqa: BLE001
                    sys.stderr.write("opentdb_server: internal error: %r\n" % (error,))
                    status, body = 200, failure(2)
            self.send_body(status, api_json(body))
            response_code = body.get("response_code", 0)
        with state.lock:
            state.record(self.log_entry(arrived_wall, path, query, status, response_code, kind,
                                        extra), generation)

    def stay_silent(self, fault, state, entry):
        """Sends nothing at all: the request is logged at once (status 0, `bytes_sent` 0), then the
        connection is held open until the client closes it (`closed_early` becomes true) or
        `seconds` pass, and closed without a byte."""
        entry.update({"bytes_sent": 0, "closed_early": False})
        with state.lock:
            state.record(entry)
        self.close_connection = True
        deadline = time.monotonic() + fault["seconds"]
        try:
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                self.connection.settimeout(min(left, 1.0))
                try:
                    if not self.connection.recv(4096):
                        break
                except socket.timeout:
                    continue
        except OSError:     # ConnectionResetError: the client went away
            pass
        with state.lock:
            entry["closed_early"] = True

    def send_rate_limited(self, mode):
        status = 429 if mode == "http429" else 200
        self.send_body(status, api_json(failure(5)))
        return status, 5

    def send_fault(self, fault, mode):
        kind = fault["kind"]
        self.close_connection = True
        if kind == "drop":
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return 0, None
        if kind == "truncate":
            data = CANNED_ANSWER.encode("utf-8")
            self.send_body(200, data, content_length=len(data), cut=len(data) // 2)
            return 200, None
        if kind == "malformed":
            self.send_body(200, '{"response_code":0,"results":[{"type":"boolean",,"question":}')
            return 200, None
        if kind == "http":
            self.send_body(fault["status"], fault["body"])
            return fault["status"], None
        if kind == "empty":
            self.send_body(200, b"")
            return 200, None
        if kind == "wrong_types":
            self.send_body(200, '{"response_code":"0","results":{"a":1}}')
            return 200, None
        if kind == "code":
            self.send_body(fault["status"], api_json(failure(fault["code"])))
            return fault["status"], fault["code"]
        if kind == "redirect":
            self.send_body(fault["status"], api_json({"error": "moved"}),
                           extra_headers={"Location": fault["location"]})
            return fault["status"], None
        return self.send_rate_limited(fault["mode"] or mode)     # rate_limit

    def send_streaming(self, fault, status, answer):
        """Sends `answer` slowly (trickle), padded to no end or to `limit` bytes (endless), or
        gzip-compressed and padded to `expanded` bytes (gzip_bomb); the padding is spaces before
        the final `}`, so the whole body stays a valid answer. Returns what to log: `bytes_sent`
        (on the wire), `expanded_sent` (before compression), `closed_early` (the client closed
        the connection before the body ended)."""
        kind = fault["kind"]
        self.close_connection = True
        data = answer.encode("utf-8")
        headers = {}
        compressor = None
        interval = 0.0
        if kind == "trickle":
            rate = fault["bytes_per_second"]
            step = max(1, int(rate / 10))
            pieces = (data[i:i + step] for i in range(0, len(data), step))
            interval = step / rate
            headers["Content-Length"] = str(len(data))
        elif kind == "endless":
            pieces = padded(data, fault["limit"], fault["chunk"])
            interval = fault["interval"]
        else:
            pieces = padded(data, fault["expanded"], MIB)
            interval = fault["interval"]
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)   # 31: a gzip container
            headers["Content-Encoding"] = "gzip"
        sent = expanded = 0
        closed_early = False
        try:
            # A small send buffer: the server notices soon when the client stops reading.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 65536)
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.flush()
            for index, piece in enumerate(pieces):
                if index > 0 and interval > 0:
                    time.sleep(interval)
                chunk = piece if compressor is None \
                    else compressor.compress(piece) + compressor.flush(zlib.Z_SYNC_FLUSH)
                self.wfile.write(chunk)
                self.wfile.flush()
                sent += len(chunk)
                expanded += len(piece)
            if compressor is not None:
                tail = compressor.flush()
                self.wfile.write(tail)
                self.wfile.flush()
                sent += len(tail)
        except OSError:     # BrokenPipeError, ConnectionResetError: the client went away
            closed_early = True
        return {"bytes_sent": sent, "expanded_sent": expanded, "closed_early": closed_early}


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address, state, verbose):
        super().__init__(address, Handler)
        self.state = state
        self.verbose = verbose


# MARK: - Main


def watchdog(max_lifetime, watch_parent, parent):
    """Exit when the parent process goes away or the lifetime runs out, so no server leaks.

    `parent` is read before the server announces its port: a parent that dies after reading it
    is always seen to go."""
    deadline = time.monotonic() + max_lifetime if max_lifetime > 0 else None
    while True:
        time.sleep(0.2)
        if watch_parent and os.getppid() != parent:
            os._exit(0)
        if deadline is not None and time.monotonic() > deadline:
            os._exit(0)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Open Trivia DB stand-in for tests.")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--rate-limit-seconds", type=float, default=5.0,
                        help="minimum spacing of API requests per client; 0 disables")
    parser.add_argument("--rate-limit-mode", choices=("code5", "http429"), default="code5")
    parser.add_argument("--max-lifetime", type=float, default=600.0,
                        help="exit after this many seconds; 0 for no limit")
    parser.add_argument("--no-watch-parent", action="store_true",
                        help="keep running when the parent process exits")
    parser.add_argument("--seed", type=int, default=None, help="seed for question order")
    parser.add_argument("--verbose", action="store_true", help="log requests to stderr")
    args = parser.parse_args(argv)
    if args.rate_limit_seconds < 0:
        parser.error("--rate-limit-seconds must be 0 or more")

    state = State(args.rate_limit_seconds, args.rate_limit_mode, args.seed)
    server = Server(("127.0.0.1", args.port), state, args.verbose)
    threading.Thread(target=watchdog, args=(args.max_lifetime, not args.no_watch_parent, os.getppid()),
                     daemon=True).start()
    sys.stdout.write("PORT %d\n" % server.server_address[1])
    sys.stdout.flush()
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
