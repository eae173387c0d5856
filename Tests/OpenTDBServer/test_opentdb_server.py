"""Self-test for opentdb_server.py: `python3 -m unittest Tests/OpenTDBServer/test_opentdb_server.py`.

Starts the server as a subprocess on 127.0.0.1 and talks to it over HTTP. CI (.ci/run) runs it
after the Swift suite; it keeps the fixture honest while it changes.
"""

import base64
import html
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "opentdb_server.py")
ENTITIES = ("&quot;", "&#039;", "&amp;", "&eacute;", "&uuml;", "&ntilde;", "&deg;", "&rsquo;",
            "&hellip;", "&mdash;", "&lt;", "&gt;", "&#8220;", "&#x2014;")


def start_server(*args):
    process = subprocess.Popen([sys.executable, "-u", SCRIPT, "--port", "0", *args],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.fullmatch(r"PORT (\d+)\n", line)
    if not match:
        process.kill()
        raise RuntimeError("no PORT line: %r %r" % (line, process.stderr.read()))
    return process, int(match.group(1))


def stop_server(process):
    if process.poll() is None:
        process.kill()
    process.wait(timeout=5)
    process.stdout.close()
    process.stderr.close()


def process_is_running(pid):
    """False once the process is gone or a zombie (its new parent may not reap it at once)."""
    try:
        with open("/proc/%d/stat" % pid) as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False


class ServerTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.process, cls.port = start_server("--rate-limit-seconds", "0", "--max-lifetime", "300")

    @classmethod
    def tearDownClass(cls):
        stop_server(cls.process)

    def setUp(self):
        self.control({"reset": True, "rate_limit_seconds": 0, "rate_limit_mode": "code5"})

    # MARK: helpers

    def request(self, path, params=None, method="GET", body=None, timeout=5):
        """(status, headers, raw body bytes); HTTP errors are answers too."""
        url = "http://127.0.0.1:%d%s" % (self.port, path)
        if params:
            url += "?" + urllib.parse.urlencode(params)
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(url, data=data, method=method)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            with error:
                return error.code, error.headers, error.read()

    def get_json(self, path, params=None, expect_status=200):
        status, headers, raw = self.request(path, params)
        self.assertEqual(status, expect_status, raw)
        self.assertEqual(headers["Content-Type"], "application/json")
        return json.loads(raw)

    def api(self, **params):
        return self.get_json("/api.php", params)

    def control(self, body):
        status, _, raw = self.request("/_control", method="POST", body=body)
        self.assertEqual(status, 200, raw)
        return json.loads(raw)

    def token(self):
        answer = self.get_json("/api_token.php", {"command": "request"})
        return answer["token"]

    def log(self):
        return self.get_json("/_log")

    def bank(self):
        return self.get_json("/_bank")


class EndpointTests(ServerTestCase):
    def test_categories_are_the_real_list(self):
        answer = self.get_json("/api_category.php")
        categories = answer["trivia_categories"]
        self.assertEqual([c["id"] for c in categories], list(range(9, 33)))
        names = {c["id"]: c["name"] for c in categories}
        self.assertEqual(names[9], "General Knowledge")
        self.assertEqual(names[17], "Science & Nature")
        self.assertEqual(names[31], "Entertainment: Japanese Anime & Manga")
        self.assertEqual(names[32], "Entertainment: Cartoon & Animations")

    def test_count_matches_the_bank(self):
        answer = self.get_json("/api_count.php", {"category": 30})
        self.assertEqual(answer["category_id"], 30)
        self.assertEqual(answer["category_question_count"], {
            "total_question_count": 3, "total_easy_question_count": 1,
            "total_medium_question_count": 1, "total_hard_question_count": 1})
        bank = self.bank()
        for category in (9, 17, 22, 10):
            counts = self.get_json("/api_count.php", {"category": category})
            in_category = [q for q in bank if q["category"] == self.category_name(category)]
            self.assertEqual(counts["category_question_count"]["total_question_count"],
                             len(in_category))
        self.assertEqual(self.get_json("/api_count.php", {"category": 99})["response_code"], 2)
        self.assertEqual(self.get_json("/api_count.php")["response_code"], 2)

    def category_name(self, category_id):
        for c in self.get_json("/api_category.php")["trivia_categories"]:
            if c["id"] == category_id:
                return c["name"]
        return None

    def test_bank_shape(self):
        bank = self.bank()
        booleans = [q for q in bank if q["type"] == "boolean"]
        multiples = [q for q in bank if q["type"] == "multiple"]
        self.assertEqual(len(booleans), 150)
        self.assertEqual(len(multiples), 20)
        self.assertEqual({q["difficulty"] for q in booleans}, {"easy", "medium", "hard"})
        self.assertGreaterEqual(len({q["category"] for q in booleans}), 8)
        trues = sum(1 for q in booleans if q["correct_answer"] == "True")
        self.assertTrue(65 <= trues <= 85, trues)
        for q in booleans:
            self.assertEqual(sorted([q["correct_answer"]] + q["incorrect_answers"]),
                             ["False", "True"])
        for q in multiples:
            self.assertEqual(len(q["incorrect_answers"]), 3)
        self.assertTrue(any("&&&" in q["question"] for q in bank))
        padded = [q for q in bank if q["question"] != q["question"].strip()
                  or any(a != a.strip() for a in [q["correct_answer"]] + q["incorrect_answers"])]
        self.assertGreaterEqual(len(padded), 3)

    def test_token_request_and_reset(self):
        answer = self.get_json("/api_token.php", {"command": "request"})
        self.assertEqual(answer["response_code"], 0)
        self.assertEqual(answer["response_message"], "Token Generated Successfully!")
        self.assertRegex(answer["token"], r"^[0-9a-f]{64}$")
        token = answer["token"]
        self.assertEqual(self.get_json("/api_token.php", {"command": "reset", "token": token}),
                         {"response_code": 0, "token": token})
        self.assertEqual(self.get_json("/api_token.php", {"command": "reset", "token": "f" * 64}),
                         {"response_code": 3, "results": []})
        self.assertEqual(self.get_json("/api_token.php", {"command": "nope"})["response_code"], 2)

    def test_unknown_path_is_json_404_and_logged(self):
        status, headers, raw = self.request("/nothing.php")
        self.assertEqual(status, 404)
        self.assertEqual(headers["Content-Type"], "application/json")
        json.loads(raw)
        self.assertEqual(self.log()[-1]["status"], 404)


class ResponseCodeTests(ServerTestCase):
    def test_code_0_boolean(self):
        answer = self.api(amount=10, type="boolean")
        self.assertEqual(answer["response_code"], 0)
        self.assertEqual(len(answer["results"]), 10)
        for result in answer["results"]:
            self.assertEqual(set(result), {"type", "difficulty", "category", "question",
                                           "correct_answer", "incorrect_answers"})
            self.assertEqual(result["type"], "boolean")
            self.assertIn(result["correct_answer"], ("True", "False"))

    def test_filters_apply(self):
        answer = self.api(amount=20, type="multiple")
        self.assertEqual({r["type"] for r in answer["results"]}, {"multiple"})
        answer = self.api(amount=5, category=22, difficulty="hard", type="boolean")
        self.assertEqual(answer["response_code"], 0)
        for result in answer["results"]:
            self.assertEqual((result["category"], result["difficulty"]), ("Geography", "hard"))

    def test_code_1_is_all_or_nothing(self):
        self.assertEqual(self.api(amount=4, category=30), {"response_code": 1, "results": []})
        self.assertEqual(self.api(amount=21, type="multiple")["response_code"], 1)
        self.assertEqual(self.api(amount=1, category=10)["response_code"], 1)

    def test_code_2_for_every_bad_parameter(self):
        bad = [{}, {"amount": 0}, {"amount": 51}, {"amount": "ten"}, {"amount": "-1"},
               {"amount": 1, "category": 8}, {"amount": 1, "category": 33},
               {"amount": 1, "category": "x"}, {"amount": 1, "difficulty": "extreme"},
               {"amount": 1, "type": "open"}, {"amount": 1, "encode": "rot13"}]
        for params in bad:
            with self.subTest(params=params):
                self.assertEqual(self.api(**params), {"response_code": 2, "results": []})
        self.assertEqual(self.api(amount=50)["response_code"], 0)

    def test_code_3_for_an_unknown_token(self):
        self.assertEqual(self.api(amount=1, token="0" * 64), {"response_code": 3, "results": []})
        token = self.token()
        self.control({"expire_tokens": True})
        self.assertEqual(self.api(amount=1, token=token)["response_code"], 3)

    def test_code_4_when_the_token_is_used_up_and_reset_clears_it(self):
        token = self.token()
        first = self.api(amount=3, category=30, token=token)
        self.assertEqual(first["response_code"], 0)
        self.assertEqual(self.api(amount=1, category=30, token=token),
                         {"response_code": 4, "results": []})
        self.get_json("/api_token.php", {"command": "reset", "token": token})
        self.assertEqual(self.api(amount=1, category=30, token=token)["response_code"], 0)
        # Fewer unserved than asked (but enough in the bank): also code 4.
        self.assertEqual(self.api(amount=3, category=30, token=token)["response_code"], 4)

    def test_a_token_never_repeats_a_question(self):
        token = self.token()
        seen = []
        for _ in range(3):
            answer = self.api(amount=50, type="boolean", token=token)
            self.assertEqual(answer["response_code"], 0)
            seen += [r["question"] for r in answer["results"]]
        self.assertEqual(len(seen), 150)
        self.assertEqual(len(set(seen)), 150)
        self.assertEqual(self.api(amount=1, type="boolean", token=token)["response_code"], 4)
        self.assertEqual(self.api(amount=1, type="multiple", token=token)["response_code"], 0)

    def test_bad_queries_never_leak_a_traceback(self):
        for raw_query in ("amount=%ZZ&category=%FF", "amount=1&amount=x", "&&&==", "amount=1e3",
                          "amount=%00", "amount=1&difficulty=%C3%A9"):
            with self.subTest(query=raw_query):
                status, headers, raw = self.request("/api.php?" + raw_query)
                self.assertEqual(status, 200)
                self.assertEqual(json.loads(raw)["response_code"], 2)
        with socket.create_connection(("127.0.0.1", self.port), timeout=5) as sock:
            sock.sendall(b"GARBAGE\r\n\r\n")
            reply = sock.recv(65536).decode("latin-1")
        self.assertNotIn("Traceback", reply)
        self.assertIn("application/json", reply)
        # Unknown parameters are ignored, and an empty filter means "any", as on the real site.
        self.assertEqual(self.api(amount=1, color="blue", category="")["response_code"], 0)


class EncodingTests(ServerTestCase):
    def all_questions(self, encode):
        """Every question in the bank, served through a token with the given encoding."""
        token = self.token()
        results = []
        for params in ({"type": "boolean"}, {"type": "boolean"}, {"type": "boolean"},
                       {"type": "multiple", "amount": 20}):
            query = dict({"amount": 50, "token": token}, **params)
            if encode:
                query["encode"] = encode
            answer = self.api(**query)
            self.assertEqual(answer["response_code"], 0)
            results += answer["results"]
        return results

    def decoded(self, results, decode):
        fields = ("type", "difficulty", "category", "question", "correct_answer")
        return sorted(tuple(decode(r[f]) for f in fields)
                      + tuple(decode(a) for a in r["incorrect_answers"]) for r in results)

    def expected(self):
        fields = ("type", "difficulty", "category", "question", "correct_answer")
        return sorted(tuple(q[f] for f in fields) + tuple(q["incorrect_answers"])
                      for q in self.bank())

    def test_default_html_entities_round_trip_once(self):
        results = self.all_questions(None)
        self.assertEqual(self.decoded(results, html.unescape), self.expected())
        raw_text = json.dumps(results)
        for entity in ENTITIES:
            with self.subTest(entity=entity):
                self.assertIn(entity, raw_text)
        self.assertIn("&amp;&amp;&amp;", raw_text)
        self.assertIn("&amp;eacute;", raw_text)
        categories = {r["category"] for r in results}
        self.assertIn("Science &amp; Nature", categories)
        self.assertIn("Entertainment: Japanese Anime &amp; Manga", categories)

    def test_url3986_round_trips(self):
        results = self.all_questions("url3986")
        self.assertEqual(self.decoded(results, urllib.parse.unquote), self.expected())
        for r in results:
            self.assertNotRegex(r["question"], r"[ &+]")

    def test_url_legacy_round_trips(self):
        results = self.all_questions("urlLegacy")
        self.assertEqual(self.decoded(results, urllib.parse.unquote_plus), self.expected())

    def test_base64_round_trips_every_field(self):
        results = self.all_questions("base64")

        def decode(text):
            return base64.b64decode(text, validate=True).decode("utf-8")
        self.assertEqual(self.decoded(results, decode), self.expected())
        self.assertEqual({r["type"] for r in results}, {"Ym9vbGVhbg==", "bXVsdGlwbGU="})
        self.assertIn("VHJ1ZQ==", {r["correct_answer"] for r in results})

    def test_raw_json_is_ascii_with_escaped_slashes_like_php(self):
        token = self.token()
        raw_texts = []
        for _ in range(3):
            _, _, raw = self.request("/api.php", {"amount": 50, "type": "boolean", "token": token})
            raw_texts.append(raw.decode("utf-8"))
        self.assertTrue(all(text.isascii() for text in raw_texts))
        joined = "".join(raw_texts)
        self.assertIn("either\\/or", joined)
        self.assertIn("\\ud83c\\udfb2", joined)     # the dice emoji, as a surrogate pair


class FaultTests(ServerTestCase):
    def queue(self, *faults):
        self.control({"faults": list(faults)})

    def test_slow(self):
        self.queue({"kind": "slow", "seconds": 0.5})
        started = time.monotonic()
        answer = self.api(amount=1)
        self.assertGreaterEqual(time.monotonic() - started, 0.45)
        self.assertEqual(answer["response_code"], 0)

    def test_truncate(self):
        self.queue({"kind": "truncate"})
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        connection.request("GET", "/api.php?amount=1")
        response = connection.getresponse()
        self.assertEqual(response.status, 200)
        with self.assertRaises(http.client.IncompleteRead):
            response.read()
        connection.close()

    def test_malformed(self):
        self.queue({"kind": "malformed"})
        status, _, raw = self.request("/api.php", {"amount": 1})
        self.assertEqual(status, 200)
        with self.assertRaises(ValueError):
            json.loads(raw)

    def test_http_status(self):
        self.queue({"kind": "http", "status": 500}, {"kind": "http", "status": 503})
        self.assertEqual(self.request("/api.php", {"amount": 1})[0], 500)
        self.assertEqual(self.request("/api_token.php", {"command": "request"})[0], 503)
        self.assertEqual(self.request("/api.php", {"amount": 1})[0], 200)

    def test_drop(self):
        self.queue({"kind": "drop"})
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError,
                                urllib.error.URLError)):
            self.request("/api.php", {"amount": 1})
        self.assertEqual(self.log()[-1]["status"], 0)

    def test_empty(self):
        self.queue({"kind": "empty"})
        status, headers, raw = self.request("/api.php", {"amount": 1})
        self.assertEqual((status, raw, headers["Content-Length"]), (200, b"", "0"))

    def test_wrong_types(self):
        self.queue({"kind": "wrong_types"})
        self.assertEqual(self.api(amount=1), {"response_code": "0", "results": {"a": 1}})

    def test_code(self):
        self.queue({"kind": "code", "code": 2}, {"kind": "code", "code": 0})
        self.assertEqual(self.api(amount=1), {"response_code": 2, "results": []})
        self.assertEqual(self.api(amount=1), {"response_code": 0, "results": []})

    def test_rate_limit_fault_in_both_modes(self):
        self.queue({"kind": "rate_limit"}, {"kind": "rate_limit", "mode": "http429"})
        self.assertEqual(self.api(amount=1), {"response_code": 5, "results": []})
        status, _, raw = self.request("/api.php", {"amount": 1})
        self.assertEqual((status, json.loads(raw)), (429, {"response_code": 5, "results": []}))

    def test_faults_apply_in_order_one_per_request_and_by_path(self):
        self.queue({"kind": "code", "code": 1, "path": "/api.php"}, {"kind": "empty"})
        # The token request skips the api.php fault and takes the next one.
        self.assertEqual(self.request("/api_token.php", {"command": "request"})[2], b"")
        self.assertEqual(self.api(amount=1)["response_code"], 1)
        self.assertEqual(self.api(amount=1)["response_code"], 0)
        self.assertEqual(self.control({})["pending_faults"], [])

    def test_bad_control_changes_nothing(self):
        for body in ({"faults": [{"kind": "explode"}]}, {"rate_limit_mode": "fast"},
                     {"rate_limit_seconds": -1}, {"typo": 1}, [1, 2]):
            with self.subTest(body=body):
                status, _, raw = self.request("/_control", method="POST", body=body)
                self.assertEqual(status, 400, raw)
        self.assertEqual(self.control({})["pending_faults"], [])
        status, _, _ = self.request("/_control", method="POST", body=None)
        self.assertEqual(status, 200)

    def raw_get(self, path, timeout=10):
        """Sends a GET by hand; returns (status line, headers dict lowercased, socket) with the
        body still to read from the socket."""
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=timeout)
        sock.sendall(("GET %s HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n" % path).encode())
        reader = sock.makefile("rb")
        status = reader.readline().decode("latin-1").strip()
        headers = {}
        while True:
            line = reader.readline().decode("latin-1").strip()
            if not line:
                break
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        return status, headers, sock, reader

    def wait_for_log(self, count=1, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            entries = self.log()
            if len(entries) >= count:
                return entries
            time.sleep(0.05)
        self.fail("no log entry in %s s" % timeout)

    def test_trickle_sends_the_normal_answer_slowly(self):
        self.queue({"kind": "trickle", "bytes_per_second": 400})
        started = time.monotonic()
        status, headers, raw = self.request("/api_category.php")
        elapsed = time.monotonic() - started
        self.assertEqual(status, 200)
        answer = json.loads(raw)
        self.assertEqual(len(answer["trivia_categories"]), 24)
        self.assertEqual(int(headers["Content-Length"]), len(raw))
        self.assertGreaterEqual(elapsed, len(raw) / 400 * 0.8)
        entry = self.wait_for_log()[-1]
        self.assertEqual((entry["fault"], entry["bytes_sent"], entry["closed_early"]),
                         ("trickle", len(raw), False))

    def test_trickle_notices_a_client_that_leaves(self):
        self.queue({"kind": "trickle", "bytes_per_second": 20})
        status, _, sock, reader = self.raw_get("/api_category.php")
        self.assertIn("200", status)
        reader.read(5)
        sock.close()
        reader.close()
        entry = self.wait_for_log(timeout=5)[-1]
        self.assertTrue(entry["closed_early"], entry)
        self.assertLess(entry["bytes_sent"], 200)

    def test_silent_sends_nothing_until_the_client_leaves(self):
        self.queue({"kind": "silent", "path": "/api.php"})
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=5)
        sock.sendall(b"GET /api.php?amount=1 HTTP/1.1\r\nHost: x\r\n\r\n")
        # Logged as it arrives, before any answer (there is none).
        entry = self.wait_for_log(timeout=5)[-1]
        self.assertEqual((entry["path"], entry["fault"], entry["status"], entry["bytes_sent"],
                          entry["closed_early"]), ("/api.php", "silent", 0, 0, False))
        # Nothing came while the server held the request.
        sock.setblocking(False)
        with self.assertRaises(BlockingIOError):
            sock.recv(1)
        sock.close()
        deadline = time.monotonic() + 5
        while not self.log()[-1]["closed_early"] and time.monotonic() < deadline:
            time.sleep(0.05)
        self.assertEqual((self.log()[-1]["closed_early"], self.log()[-1]["bytes_sent"]), (True, 0))
        # The next request is answered as usual.
        self.assertEqual(self.api(amount=1)["response_code"], 0)

    def test_silent_closes_without_a_byte_after_its_seconds(self):
        self.queue({"kind": "silent", "seconds": 0.2})
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=5)
        sock.sendall(b"GET /api_category.php HTTP/1.1\r\nHost: x\r\n\r\n")
        self.assertEqual(sock.recv(1), b"", "closed with nothing sent")
        sock.close()

    def test_endless_with_a_limit_is_a_valid_padded_answer(self):
        self.queue({"kind": "endless", "limit": 300000, "chunk": 50000, "path": "/api_token.php"})
        status, headers, raw = self.request("/api_token.php", {"command": "request"})
        self.assertEqual(status, 200)
        self.assertNotIn("Content-Length", headers)
        self.assertEqual(len(raw), 300000)
        self.assertRegex(json.loads(raw)["token"], r"^[0-9a-f]{64}$")
        entry = self.wait_for_log()[-1]
        self.assertEqual((entry["bytes_sent"], entry["closed_early"]), (300000, False))

    def test_endless_never_ends_until_the_client_leaves(self):
        self.queue({"kind": "endless"})
        _, _, sock, reader = self.raw_get("/api.php?amount=1")
        received = len(reader.read(3 << 20))
        self.assertEqual(received, 3 << 20)
        sock.close()
        reader.close()
        entry = self.wait_for_log(timeout=5)[-1]
        self.assertTrue(entry["closed_early"], entry)
        self.assertGreaterEqual(entry["bytes_sent"], 3 << 20)

    def test_gzip_bomb_expands_to_a_valid_padded_answer(self):
        self.queue({"kind": "gzip_bomb", "expanded": 5 << 20})
        status, headers, sock, reader = self.raw_get("/api.php?amount=2&type=boolean")
        compressed = reader.read()
        sock.close()
        reader.close()
        self.assertIn("200", status)
        self.assertEqual(headers["content-encoding"], "gzip")
        self.assertLess(len(compressed), 64 * 1024)
        expanded = zlib.decompress(compressed, 31)
        self.assertEqual(len(expanded), 5 << 20)
        answer = json.loads(expanded)
        self.assertEqual((answer["response_code"], len(answer["results"])), (0, 2))
        entry = self.wait_for_log()[-1]
        self.assertEqual((entry["fault"], entry["expanded_sent"], entry["bytes_sent"]),
                         ("gzip_bomb", 5 << 20, len(compressed)))
        self.assertEqual(entry["accept_encoding"], "gzip")

    def test_redirect(self):
        self.queue({"kind": "redirect", "location": "http://localhost:9/api.php"},
                   {"kind": "redirect", "location": "/api.php?amount=1", "status": 301})
        status, headers, _ = self.request_no_redirect("/api.php?amount=1")
        self.assertEqual((status, headers["Location"]), (302, "http://localhost:9/api.php"))
        status, headers, _ = self.request_no_redirect("/api.php?amount=1")
        self.assertEqual((status, headers["Location"]), (301, "/api.php?amount=1"))
        self.assertEqual([(e["fault"], e["status"]) for e in self.log()],
                         [("redirect", 302), ("redirect", 301)])

    def request_no_redirect(self, path):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            return response.status, response.headers, response.read()
        finally:
            connection.close()

    def test_streaming_fault_parameters_are_checked(self):
        for fault in ({"kind": "trickle", "bytes_per_second": 0}, {"kind": "endless", "chunk": 0},
                      {"kind": "gzip_bomb", "expanded": "big"}, {"kind": "redirect"},
                      {"kind": "redirect", "location": "/x", "status": 200},
                      {"kind": "endless", "speed": 1}, {"kind": "silent", "seconds": -1},
                      {"kind": "silent", "bytes_per_second": 1}):
            with self.subTest(fault=fault):
                status, _, _ = self.request("/_control", method="POST", body={"faults": [fault]})
                self.assertEqual(status, 400)

    def test_log_records_faults(self):
        self.queue({"kind": "malformed"}, {"kind": "code", "code": 4})
        self.request("/api.php", {"amount": 1})
        self.request("/api.php", {"amount": 2})
        entries = self.log()
        self.assertEqual([(e["fault"], e["status"], e["response_code"]) for e in entries],
                         [("malformed", 200, None), ("code", 200, 4)])


class RenewTests(ServerTestCase):
    """`POST /_renew` gives the next test of a pool a server as it started."""

    @classmethod
    def setUpClass(cls):
        cls.process, cls.port = start_server("--rate-limit-seconds", "2", "--seed", "5", "--max-lifetime", "300")

    def setUp(self):
        pass

    def test_a_renewed_server_answers_as_a_fresh_one(self):
        fresh_settings = self.get_json("/_control")
        first_answer = self.api(amount=5)
        # Everything a test may change: settings, overrides, tokens, faults, and an answer still
        # being sent when the next test begins.
        self.control({"rate_limit_seconds": 0, "rate_limit_mode": "http429", "seed": 9,
                      "token_override": {"text": "ab", "repeat": 3},
                      "categories": [{"id": 1, "name": "Only"}]})
        self.token()
        self.control({"faults": [{"kind": "trickle", "bytes_per_second": 20, "path": "/api_category.php"},
                                 {"kind": "http", "status": 500}]})
        _, _, sock, reader = FaultTests.raw_get(self, "/api_category.php")
        renewed = self.request("/_renew", method="POST", body={})
        self.assertEqual(renewed[0], 200)
        self.assertEqual(json.loads(renewed[2])["renewals"], 1)
        self.assertEqual(self.get_json("/_control"), fresh_settings)
        self.assertEqual(self.get_json("/_stats")["renewals"], 1)
        self.assertEqual(self.log(), [])
        self.assertEqual(self.api(amount=5), first_answer, "the same seed, the same first answer")
        # The answer from before the renewal ends now: it is counted stale, not logged after it.
        sock.close()
        reader.close()
        deadline = time.monotonic() + 5
        while self.get_json("/_stats")["stale_answers"] == 0:
            self.assertLess(time.monotonic(), deadline, "the trickle never noticed its client left")
            time.sleep(0.02)
        self.assertEqual([entry["path"] for entry in self.log()], ["/api.php"])
        self.assertEqual(self.get_json("/_stats")["requests"], 1)


class OverrideTests(ServerTestCase):
    def test_token_override_is_served_and_accepted(self):
        self.control({"token_override": {"text": "ab-", "repeat": 1000}})
        token = self.token()
        self.assertEqual(token, "ab-" * 1000)
        self.assertEqual(self.api(amount=1, token=token)["response_code"], 0)
        self.assertEqual(self.control({})["token_override_length"], 3000)
        self.control({"token_override": None})
        self.assertRegex(self.token(), r"^[0-9a-f]{64}$")

    def test_categories_override_lists_anything(self):
        listed = [{"id": 0, "name": "Zero"}, {"id": 17, "name": "Evil\u001b[2J\u0007 name &amp; co"},
                  {"id": 17, "name": "Again"}, {"id": -4, "name": "Negative"},
                  {"id": 10 ** 12, "name": "Huge"}]
        self.control({"categories": listed})
        status, _, raw = self.request("/api_category.php")
        self.assertEqual(status, 200)
        self.assertIn(b"\\u001b", raw)     # escaped in the JSON, as PHP would
        self.assertEqual(json.loads(raw)["trivia_categories"], listed)
        self.control({"reset": True})
        self.assertEqual(len(self.get_json("/api_category.php")["trivia_categories"]), 24)

    def test_bad_overrides_change_nothing(self):
        for body in ({"token_override": "plain"}, {"token_override": {"text": 1}},
                     {"categories": [{"id": "9", "name": "x"}]}, {"categories": {"id": 9}}):
            with self.subTest(body=body):
                status, _, _ = self.request("/_control", method="POST", body=body)
                self.assertEqual(status, 400)


class RateLimitTests(ServerTestCase):
    WINDOW = 0.3

    def check_mode(self, mode, limited_status):
        self.control({"reset": True, "rate_limit_seconds": self.WINDOW, "rate_limit_mode": mode})
        started = time.monotonic()
        status, _, raw = self.request("/api.php", {"amount": 1})
        self.assertEqual((status, json.loads(raw)["response_code"]), (200, 0))
        # Within the window: limited, and the window does not restart.
        time.sleep(0.15)
        status, headers, raw = self.request("/api.php", {"amount": 1})
        self.assertEqual(headers["Content-Type"], "application/json")
        self.assertEqual((status, json.loads(raw)), (limited_status,
                                                     {"response_code": 5, "results": []}))
        # 0.3 s after the served request (only 0.15 s after the limited one): served.
        time.sleep(max(0.0, started + self.WINDOW + 0.05 - time.monotonic()))
        status, _, raw = self.request("/api.php", {"amount": 1})
        self.assertEqual((status, json.loads(raw)["response_code"]), (200, 0))
        # Every API endpoint shares the limit; control endpoints are exempt.
        for path, params in (("/api_token.php", {"command": "request"}),
                             ("/api_category.php", None), ("/api_count.php", {"category": 9})):
            status, _, raw = self.request(path, params)
            self.assertEqual((status, json.loads(raw)["response_code"]), (limited_status, 5))
        self.assertEqual(self.request("/_stats")[0], 200)
        codes = [e["response_code"] for e in self.log()]
        self.assertEqual(codes, [0, 5, 0, 5, 5, 5])

    def test_code5_mode(self):
        self.check_mode("code5", 200)

    def test_http429_mode(self):
        self.check_mode("http429", 429)

    def test_zero_disables(self):
        for _ in range(5):
            self.assertEqual(self.api(amount=1)["response_code"], 0)

    def test_log_times_and_stats(self):
        self.request("/api.php", {"amount": 1})
        time.sleep(0.2)
        self.request("/api_category.php")
        entries = self.log()
        self.assertEqual([e["path"] for e in entries], ["/api.php", "/api_category.php"])
        self.assertAlmostEqual(entries[1]["time"] - entries[0]["time"], 0.2, delta=0.1)
        self.assertEqual(entries[0]["query"], {"amount": "1"})
        stats = self.get_json("/_stats")
        self.assertEqual(stats["requests"], 2)
        self.assertEqual(stats["by_path"], {"/api.php": 1, "/api_category.php": 1})


class LifetimeTests(unittest.TestCase):
    def test_exits_after_max_lifetime(self):
        process, _ = start_server("--max-lifetime", "0.5")
        try:
            self.assertEqual(process.wait(timeout=5), 0)
        finally:
            stop_server(process)

    def test_exits_when_its_parent_dies(self):
        # The pid is printed once the server has said its port: it knows its parent by then, on
        # a machine however busy.
        launcher = ("import subprocess, sys\n"
                    "p = subprocess.Popen([sys.executable, '-u', %r, '--port', '0'],"
                    " stdout=subprocess.PIPE)\n"
                    "p.stdout.readline()\n"
                    "print(p.pid, flush=True)\n"
                    "import time; time.sleep(60)\n" % SCRIPT)
        parent = subprocess.Popen([sys.executable, "-c", launcher], stdout=subprocess.PIPE,
                                  text=True)
        child = int(parent.stdout.readline())
        parent.kill()
        parent.wait()
        parent.stdout.close()
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if not process_is_running(child):
                break
            time.sleep(0.05)
        else:
            os.kill(child, signal.SIGKILL)
            self.fail("server outlived its parent")


if __name__ == "__main__":
    unittest.main()
