#!/usr/bin/env python3
"""OpenQuizz benchmarks in tmux, run by Scripts/bench.sh (which builds and cleans up).

Each run starts the release binary in a fresh session of one private tmux server at 80x24 and
watches it through `capture-pane`. Measures:
  (a) exec -> first question card on screen (and -> question fully shown, spring settled)
  (b) idle CPU over N seconds while the game waits for input (utime+stime, % of one core)
  (c) peak RSS (VmHWM) after a full game, offline
  (d) bytes written to the terminal per frame (pipe-pane bytes / OPENQUIZZ_STATS frames)
  (e) key-to-screen latency, including tmux's own send-keys and capture-pane costs, and key to
      the first byte out on a pty of our own (no tmux)
and, against the local Open Trivia DB-compatible server of the tests (Tests/OpenTDBServer, on
127.0.0.1, no added latency), the start-up and New Game paths online and offline, memory and
wake-ups while a question waits (`--online-only` runs these alone), and the CPU a server that
accepts connections and sends nothing costs a minute (`--silent-only` runs it alone;
`--silent-fault trickle` or `slow` plays a server that sends a byte a second, or answers
after 2.5 s, instead).
"""
import argparse
import json
import os
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import testserver  # noqa: E402
from tmuxpane import Server, wait_gone  # noqa: E402

WIDTH, HEIGHT = 80, 24
# The resting card at 80x24: x, y, width, height.
RESTING_CARD = (16, 3, 48, 14)
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
# A start-up is watched through what its pane writes (pipe-pane into a file): the file's size is
# looked at every WATCH_SECONDS in this process, and the pane captured only when it has grown (or
# after FALLBACK_SECONDS). Capturing in a loop (python, a tmux client and the tmux server in turn,
# about 1.5 ms of CPU each) took a core from the app it timed on a 2-core machine.
WATCH_SECONDS = 0.0005
FALLBACK_SECONDS = 0.02


def now_ns():
    return time.time_ns()


def status_fields(text):
    """The fields of a /proc/PID/status file, name to value, as written (`VmHWM` -> `18944 kB`)."""
    fields = {}
    for line in text.splitlines():
        name, colon, value = line.partition(":")
        if colon:
            fields[name] = value.strip()
    return fields


def peak_rss_kib(pid):
    """The process's peak resident memory (VmHWM), in KiB."""
    with open(f"/proc/{pid}/status") as handle:
        value = status_fields(handle.read()).get("VmHWM")
    if value is None or not value.endswith(" kB"):
        raise RuntimeError(f"no VmHWM in /proc/{pid}/status")
    return int(value[:-3])


def context_switches(pid):
    """Voluntary + involuntary context switches so far of each of the process's threads, by id."""
    counts = {}
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/status") as handle:
                fields = status_fields(handle.read())
        except FileNotFoundError:
            continue
        counts[task] = int(fields["voluntary_ctxt_switches"]) + int(fields["nonvoluntary_ctxt_switches"])
    return counts


def switches_since(before, after):
    """The context switches between two `context_switches` readings: a thread that ended meanwhile
    is not counted, one that started counts from 0."""
    return sum(count - before.get(task, 0) for task, count in after.items())


class Bank:
    def __init__(self, path):
        with open(path, encoding="utf-8") as handle:
            results = json.load(handle)["results"]
        self.keys = {self.key(r["question"]): r["correct_answer"] == "True" for r in results}

    @staticmethod
    def key(text):
        return "".join(text.split())

    def answer(self, text):
        return self.keys.get(self.key(text))


def find_card(lines):
    """The first upright box drawn with rounded corners: (x, y, width, height, text) or None."""
    grid = [list(line) for line in lines]

    def cell(x, y):
        if 0 <= y < len(grid) and 0 <= x < len(grid[y]):
            return grid[y][x]
        return " "

    for top, row in enumerate(grid):
        for left, char in enumerate(row):
            if char != "╭":
                continue
            right = left + 1
            while cell(right, top) == "─":
                right += 1
            if right == left + 1 or cell(right, top) != "╮":
                continue
            interior = []
            bottom = top + 1
            while bottom < len(grid):
                if cell(left, bottom) == "╰" and cell(right, bottom) == "╯":
                    break
                if cell(left, bottom) != "│" or cell(right, bottom) != "│":
                    bottom = len(grid)
                    break
                interior.append("".join(cell(x, bottom) for x in range(left + 1, right)))
                bottom += 1
            if bottom >= len(grid):
                continue
            text = " ".join(" ".join(interior).split())
            return (left, top, right - left + 1, bottom - top + 1, text)
    return None


class Bench:
    def __init__(self, options):
        self.options = options
        self.binary = os.path.abspath(options.binary)
        self.bank = Bank(options.bank)
        self.tmux = Server(options.socket, WIDTH, HEIGHT)
        self.workdir = tempfile.mkdtemp(prefix="oq-bench-")
        self.counter = 0
        self.pids = []

    # -- sessions -------------------------------------------------------------------------

    def launch(self, args=(), stats=False, wait_for_go=False, home=None):
        """Starts the app in a new session; returns (session name, its folder).

        `home`: a folder for the app's state and cache (XDG_STATE_HOME, XDG_CACHE_HOME), kept
        across launches; by default the bench's shared scratch folders."""
        self.counter += 1
        name = f"run{self.counter}"
        folder = os.path.join(self.workdir, name)
        os.makedirs(folder)
        lines = ["cd " + shlex.quote(folder), "export LANG=C.UTF-8 LC_ALL=C.UTF-8", "unset NO_COLOR"]
        if home is not None:
            lines.append("export XDG_STATE_HOME=%s XDG_CACHE_HOME=%s" % (
                shlex.quote(os.path.join(home, "state")), shlex.quote(os.path.join(home, "cache"))))
        lines.append("export OPENQUIZZ_STATS=" + shlex.quote(os.path.join(folder, "stats.json"))
                     if stats else "unset OPENQUIZZ_STATS")
        if wait_for_go:
            lines.append("while [ ! -e go ]; do sleep 0.005; done")
        # The pid, then the start time (bash's microsecond clock, no fork), right before exec.
        lines.append('printf %s "$$" >pid')
        lines.append('printf %s "$EPOCHREALTIME" >t0')
        lines.append("exec " + " ".join(shlex.quote(a) for a in [self.binary, *args]) + " 2>stderr")
        script = os.path.join(folder, "run.sh")
        with open(script, "w") as handle:
            handle.write("\n".join(lines) + "\n")
        self.tmux.new_session(name, "exec bash " + shlex.quote(script))
        return name, folder

    def launch_watched(self, args=(), home=None):
        """Starts the app as `launch` does, its pane's output piped to a file before it runs;
        returns (session name, its folder, that file)."""
        name, folder = self.launch(args, wait_for_go=True, home=home)
        output = os.path.join(folder, "output")
        open(output, "w").close()
        self.tmux.run("pipe-pane", "-o", "-t", name, "cat >> " + shlex.quote(output))
        open(os.path.join(folder, "go"), "w").close()
        return name, folder, output

    def screens(self, name, output, timeout=10):
        """Yields each screen of `name` with the time its capture returned (ns): captured once
        the pane has written more to `output` (`launch_watched`), and at least every
        FALLBACK_SECONDS; stops after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        size = -1
        last = 0.0
        while time.monotonic() < deadline:
            grown = os.path.getsize(output)
            if grown == size and time.monotonic() - last < FALLBACK_SECONDS:
                time.sleep(WATCH_SECONDS)
                continue
            size = grown
            last = time.monotonic()
            lines = self.tmux.capture(name)
            yield lines, now_ns()

    def pid(self, folder, timeout=5):
        path = os.path.join(folder, "pid")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with open(path) as handle:
                    text = handle.read().strip()
                if text:
                    pid = int(text)
                    if pid not in self.pids:
                        self.pids.append(pid)
                    return pid
            except FileNotFoundError:
                pass
            time.sleep(0.002)
        raise RuntimeError(f"no pid in {folder}")

    def start_time_ns(self, folder):
        deadline = time.monotonic() + 5
        path = os.path.join(folder, "t0")
        while time.monotonic() < deadline:
            try:
                with open(path) as handle:
                    text = handle.read().strip()
                if text:
                    seconds, _, micros = text.partition(".")
                    return int(seconds) * 1_000_000_000 + int(micros.ljust(6, "0")[:6]) * 1000
            except FileNotFoundError:
                pass
            time.sleep(0.001)
        raise RuntimeError(f"no start time in {folder}")

    def wait_for(self, name, what, condition, timeout=10):
        deadline = time.monotonic() + timeout
        lines = []
        while time.monotonic() < deadline:
            lines = self.tmux.capture(name)
            if condition(lines):
                return lines
            time.sleep(0.005)
        raise RuntimeError(f"timed out waiting for {what}; screen:\n" + "\n".join(lines))

    def resting_question(self, lines):
        card = find_card(lines)
        if card and card[:4] == RESTING_CARD and self.bank.answer(card[4]) is not None:
            return card[4]
        return None

    def wait_for_exit(self, name, folder, timeout=5):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.tmux.has_session(name):
                return
            time.sleep(0.005)
        raise RuntimeError(f"{name} did not exit")

    def end(self, name, folder):
        """Kills the app and its session, and waits until the app has gone: a large deck's
        process takes milliseconds to give its memory back, which the next run would pay for."""
        pid = None
        try:
            pid = self.pid(folder, timeout=0)
            os.kill(pid, signal.SIGKILL)
        except (RuntimeError, ProcessLookupError):
            pass
        self.tmux.run("kill-session", "-t", name, check=False)
        if pid is not None:
            wait_gone(pid)

    def cleanup(self):
        if self.server is not None:
            self.server.kill()
        for pid in self.pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.tmux.kill_server()
        shutil.rmtree(self.workdir, ignore_errors=True)

    # -- (a) start-up ---------------------------------------------------------------------

    def startup(self):
        first, full = [], []
        for _ in range(self.options.runs):
            name, folder, output = self.launch_watched(["--seed", "7"])
            shown = None
            lines = []
            for lines, seen in self.screens(name, output):
                if shown is None and "0 / 10" in "\n".join(lines) and find_card(lines) is not None:
                    shown = seen
                if self.resting_question(lines):
                    break
            else:
                raise RuntimeError("no question after 10 s:\n" + "\n".join(lines))
            start = self.start_time_ns(folder)
            first.append((shown - start) / 1e6)
            full.append((seen - start) / 1e6)
            self.end(name, folder)
        return first, full

    # -- (b) idle CPU ---------------------------------------------------------------------

    @staticmethod
    def cpu_ticks(pid):
        with open(f"/proc/{pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        # utime and stime are fields 14 and 15 of stat; [0] here is field 3.
        return int(fields[11]) + int(fields[12])

    @staticmethod
    def cpu_ns(pid):
        """The whole process's CPU time in ns, exited threads included: Linux's process CPU clock
        (what clock_getcpuclockid(pid) returns: CPUCLOCK_SCHED, process-wide)."""
        return time.clock_gettime_ns(((~pid) << 3) | 2)

    def idle_cpu(self):
        runs = []
        for _ in range(self.options.idle_runs):
            name, folder = self.launch(["--seed", "7"])
            self.wait_for(name, "a question at rest", self.resting_question)
            runs.append((name, folder, self.pid(folder)))
        # Let the springs finish (the frame timer stops when nothing moves), then sample all at once.
        time.sleep(1.5)
        before = [(self.cpu_ticks(pid), self.cpu_ns(pid), time.monotonic()) for _, _, pid in runs]
        time.sleep(self.options.idle_seconds)
        results = []
        for (name, folder, pid), (ticks, ns, started) in zip(runs, before):
            elapsed = time.monotonic() - started
            ticks_percent = (self.cpu_ticks(pid) - ticks) / CLOCK_TICKS / elapsed * 100
            ns_percent = (self.cpu_ns(pid) - ns) / 1e9 / elapsed * 100
            results.append((ticks_percent, ns_percent))
            self.end(name, folder)
        return results

    # -- (c) peak RSS and (d) bytes per frame ---------------------------------------------

    def full_game(self, answers=10):
        """Plays `answers` questions, waiting for each card at rest; returns its measures."""
        name, folder = self.launch(["--offline", "--seed", "7"], stats=True, wait_for_go=True)
        output = os.path.join(folder, "bytes")
        self.tmux.run("pipe-pane", "-o", "-t", name, "cat >> " + shlex.quote(output))
        open(os.path.join(folder, "go"), "w").close()
        pid = self.pid(folder)
        question = self.wait_for(name, "the first question", self.resting_question)
        question = self.resting_question(question)
        answer_bytes = None
        for number in range(1, answers + 1):
            before = os.path.getsize(output) if os.path.exists(output) else 0
            self.tmux.send(name, "Right" if number % 2 else "Left")
            if number < 10:
                lines = self.wait_for(
                    name, f"question {number + 1}",
                    lambda lines: self.resting_question(lines) not in (None, question))
                question = self.resting_question(lines)
            else:
                self.wait_for(name, "Game Over", lambda lines: str((find_card(lines) or (0,) * 5)[4]).startswith("Game Over")
                              and find_card(lines)[:4] == RESTING_CARD)
            if number == 1:
                # Settle: the spring's last frames may still be on their way.
                time.sleep(0.3)
                answer_bytes = os.path.getsize(output) - before
        time.sleep(0.3)
        rss = peak_rss_kib(pid)
        self.tmux.send(name, "q")
        self.wait_for_exit(name, folder)
        frames = self.frames_at_exit(folder)
        # pipe-pane's cat ends when the pane does; give it a moment to write its last bytes.
        size, deadline = -1, time.monotonic() + 2
        while time.monotonic() < deadline:
            new = os.path.getsize(output)
            if new == size:
                break
            size = new
            time.sleep(0.05)
        return {"rss_kib": rss, "frames": frames, "bytes": size, "answer_bytes": answer_bytes}

    @staticmethod
    def frames_at_exit(folder):
        """The frames a run drew, from the OPENQUIZZ_STATS file it writes as it exits."""
        stats_path = os.path.join(folder, "stats.json")
        deadline = time.monotonic() + 5
        while not os.path.exists(stats_path) and time.monotonic() < deadline:
            time.sleep(0.005)
        with open(stats_path) as handle:
            return json.load(handle)["frames"]

    def quit_at_first_question(self):
        """Frames and bytes of a run that quits as soon as the first question is at rest."""
        name, folder = self.launch(["--seed", "7"], stats=True, wait_for_go=True)
        output = os.path.join(folder, "bytes")
        self.tmux.run("pipe-pane", "-o", "-t", name, "cat >> " + shlex.quote(output))
        open(os.path.join(folder, "go"), "w").close()
        self.wait_for(name, "the first question", self.resting_question)
        time.sleep(0.3)
        self.tmux.send(name, "q")
        self.wait_for_exit(name, folder)
        return self.frames_at_exit(folder)

    # -- (e) key to screen ----------------------------------------------------------------

    def latency(self, keys=20):
        name, folder = self.launch(["--seed", "7"])
        self.wait_for(name, "a question at rest", self.resting_question)
        time.sleep(1.0)
        captures = []
        for _ in range(keys):
            started = time.perf_counter()
            self.tmux.capture(name)
            captures.append((time.perf_counter() - started) * 1000)
        sends = []
        latencies = []
        for number in range(keys):
            # `?` opens the help, any other key closes it: a redraw with no animation.
            key = "?" if number % 2 == 0 else "x"
            previous = self.tmux.capture(name)
            started = time.perf_counter()
            self.tmux.send(name, key)
            sent = time.perf_counter()
            deadline = started + 5
            while self.tmux.capture(name) == previous:
                if time.perf_counter() > deadline:
                    raise RuntimeError(f"key {key!r} changed nothing")
            latencies.append((time.perf_counter() - started) * 1000)
            sends.append((sent - started) * 1000)
        self.end(name, folder)
        return latencies, captures, sends

    def first_byte(self, keys=40, answers=False):
        """Key to the first byte the app writes, in ms, on a pty at 80x24 the bench holds itself
        (no tmux), each key once the screen is quiet: `?` opens the help, `x` closes it; or, with
        `answers`, `l` and `h` answer (a frame, then the answer saved to the history), and at Game
        Over an untimed `n` starts the next game."""
        import pty
        import select
        import struct
        import termios
        home = tempfile.mkdtemp(dir=self.workdir)
        env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", TERM=self.options.term,
                   XDG_STATE_HOME=os.path.join(home, "state"), XDG_CACHE_HOME=os.path.join(home, "cache"))
        env.pop("NO_COLOR", None)
        pid, fd = pty.fork()
        if pid == 0:
            termios.tcsetwinsize(0, (HEIGHT, WIDTH))
            os.execve(self.binary, [self.binary, "--offline", "--seed", "7"], env)
        self.pids.append(pid)

        def quiet(seconds):
            """Reads until nothing comes for `seconds`."""
            while select.select([fd], [], [], seconds)[0]:
                try:
                    if not os.read(fd, 65536):
                        return
                except OSError:
                    return

        try:
            quiet(1.5)
            latencies = []
            for number in range(keys):
                if answers and number % 10 == 0 and number > 0:
                    os.write(fd, b"n")
                    quiet(0.3)
                started = time.perf_counter()
                if answers:
                    os.write(fd, b"l" if number % 2 == 0 else b"h")
                else:
                    os.write(fd, b"?" if number % 2 == 0 else b"x")
                if not select.select([fd], [], [], 5)[0]:
                    raise RuntimeError("a key wrote nothing in 5 s")
                latencies.append((time.perf_counter() - started) * 1000)
                quiet(0.15)
            return latencies
        finally:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(fd)


    # -- online and offline paths (issue 10's table) -----------------------------------------

    @staticmethod
    def shown_question(lines):
        """The card's text once it holds a question (not Loading, not a message), else None."""
        text = "\n".join(lines)
        if " / " not in text:
            return None
        # Between the card's top and bottom borders, the text between its side borders (not by
        # column: a wide character such as an emoji takes two cells but one character here).
        top = next((i for i, line in enumerate(lines) if "╭" in line), None)
        bottom = next((i for i, line in enumerate(lines) if "╰" in line), None)
        if top is None or bottom is None or bottom <= top:
            return None
        inside = [line.split("│")[1] for line in lines[top + 1:bottom] if line.count("│") >= 2]
        title = " ".join(" ".join(inside).split())
        if not title or title.startswith("Loading") or title.startswith("No questions") or title.startswith("Game Over"):
            return None
        return title

    def start_server(self):
        self.server, port = testserver.start(0, server=self.options.server)
        return f"http://127.0.0.1:{port}"

    def server_log(self, url):
        import urllib.request
        with urllib.request.urlopen(url + "/_log", timeout=5) as answer:
            return json.load(answer)

    def wait_for_requests(self, url, count, timeout=30):
        """Waits until the server has answered `count` requests in all; then lets the app read
        the last answer."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(self.server_log(url)) >= count:
                time.sleep(0.5)
                return
            time.sleep(0.02)
        raise RuntimeError(f"fewer than {count} requests after {timeout} s")

    def wait_for_quiet(self, url, quiet=6.0, timeout=60):
        """Waits until the server has had no request for `quiet` seconds (the client keeps its
        requests 5 s apart: after that, none is due)."""
        deadline = time.monotonic() + timeout
        count, since = len(self.server_log(url)), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.1)
            now_count = len(self.server_log(url))
            if now_count != count:
                count, since = now_count, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return
        raise RuntimeError("the requests never stopped")

    def time_to_question(self, name, folder):
        """ms from exec to the first question readable on the card."""
        lines = self.wait_for(name, "a question", self.shown_question, timeout=20)
        seen = now_ns()
        return (seen - self.start_time_ns(folder)) / 1e6, self.shown_question(lines)

    def time_new_game(self, name, title):
        """ms from sending N to another question readable on the card."""
        started = now_ns()
        self.tmux.send(name, "n")
        lines = self.wait_for(name, "the new game's question",
                              lambda lines: self.shown_question(lines) not in (None, title), timeout=20)
        return (now_ns() - started) / 1e6, self.shown_question(lines), lines

    @staticmethod
    def wakeups(pid, seconds):
        """Context switches of all the process's threads over `seconds`, per second."""
        before = context_switches(pid)
        time.sleep(seconds)
        return switches_since(before, context_switches(pid)) / seconds

    def online_paths(self):
        url = self.start_server()
        results = {key: [] for key in ("offline", "first", "returning", "n_early", "n_ready",
                                       "rss_offline", "rss_online", "wakeups", "wakeups_offline")}
        for _ in range(self.options.online_runs):
            name, folder = self.launch(["--offline", "--seed", "7"], home=tempfile.mkdtemp(dir=self.workdir))
            elapsed, _ = self.time_to_question(name, folder)
            results["offline"].append(elapsed)
            time.sleep(1)
            results["rss_offline"].append(peak_rss_kib(self.pid(folder)) / 1024)
            results["wakeups_offline"].append(self.wakeups(self.pid(folder), self.options.idle_seconds / 2))
            self.end(name, folder)
        for _ in range(self.options.online_runs):
            home = tempfile.mkdtemp(dir=self.workdir)
            # First run ever: empty state and cache.
            name, folder = self.launch(["--api-url", url], home=home)
            elapsed, title = self.time_to_question(name, folder)
            results["first"].append(elapsed)
            pid = self.pid(folder)
            # N one second after the game started: the next game's questions are not in yet.
            time.sleep(max(0.0, 1.0 - (now_ns() - self.start_time_ns(folder) - elapsed * 1e6) / 1e9))
            elapsed, title, _ = self.time_new_game(name, title)
            results["n_early"].append(elapsed)
            # N once they are in: once no request is due any more.
            self.wait_for_quiet(url)
            elapsed, title, _ = self.time_new_game(name, title)
            results["n_ready"].append(elapsed)
            # Whatever is still to be fetched comes at most 5 s after the last answer.
            self.wait_for_quiet(url)
            results["wakeups"].append(self.wakeups(pid, self.options.idle_seconds))
            results["rss_online"].append(peak_rss_kib(pid) / 1024)
            self.tmux.send(name, "q")
            self.wait_for_exit(name, folder)
            # The same player again: token saved, questions prefetched by the last run.
            name, folder = self.launch(["--api-url", url], home=home)
            elapsed, _ = self.time_to_question(name, folder)
            results["returning"].append(elapsed)
            self.end(name, folder)
        self.server.kill()
        return results

    def online_table(self, results):
        offline = statistics.median(results["offline"])
        rows = [
            ("offline, first question readable", results["offline"], "ms", 80),
            ("online, first run ever (empty state and cache)", results["first"], "ms", 400),
            ("online, returning player (token saved, questions prefetched)", results["returning"], "ms",
             offline + 20),
            ("N one second after a game started (prefetch not in yet)", results["n_early"], "ms", 250),
            ("N once the prefetch is in", results["n_ready"], "ms", 50),
            # Offline, the target of the issue-20 table below (it replaced the earlier 16 MB); online,
            # the first target still stands, though a 5-line static program that used URLSession once
            # peaked at 26.8 MB (Scripts/floors/urlsession-used.swift, DECISIONS 23).
            ("peak RSS, offline", results["rss_offline"], "MB", 20),
            ("peak RSS, online (floor: 26.8 MB)", results["rss_online"], "MB", 24),
            ("wake-ups a second while a question waits, offline", results["wakeups_offline"], "/s", 0),
            # The floor: a 5-line program that used URLSession once (Scripts/floors/urlsession-used.swift)
            # woke 0.1 times a second (2026-11-26).
            ("wake-ups a second while a question waits, online, after the last request",
             results["wakeups"], "/s", 0.1),
        ]
        print()
        print(f"| path | median | max | target | |")
        print("| --- | --- | --- | --- | --- |")
        for label, values, unit, target in rows:
            median, top = statistics.median(values), max(values)
            verdict = "ok" if median <= target else "MISSED"
            print(f"| {label} | {median:.1f} {unit} | {top:.1f} {unit} | <= {target:.1f} {unit} | {verdict} |")
        print()
        print(f"{self.options.online_runs} runs each; server: {self.options.server} on 127.0.0.1, rate limit off")
        print("(the client keeps its own 5 s spacing). 'Readable': the card holds a question, measured from")
        print("the shell's timestamp right before exec, or from send-keys N, to the capture-pane showing it.")
        print("Wake-ups: voluntary + involuntary context switches of all threads over "
              f"{self.options.idle_seconds:g} s, after the last request.")

    # -- issue 20's targets: memory, wake-ups, key to first byte --------------------------------

    def wakeup_runs(self):
        """Wake-ups a second while a question waits: offline, and online once the server has had no
        request for 6 s (the client spaces them 5 s apart: none is due any more)."""
        url = self.start_server()
        offline, online = [], []
        for _ in range(self.options.online_runs):
            name, folder = self.launch(["--offline", "--seed", "7"], home=tempfile.mkdtemp(dir=self.workdir))
            self.time_to_question(name, folder)
            time.sleep(1)
            offline.append(self.wakeups(self.pid(folder), self.options.idle_seconds / 2))
            self.end(name, folder)
            name, folder = self.launch(["--api-url", url], home=tempfile.mkdtemp(dir=self.workdir))
            self.time_to_question(name, folder)
            self.wait_for_quiet(url)
            online.append(self.wakeups(self.pid(folder), self.options.idle_seconds))
            self.end(name, folder)
        self.server.kill()
        self.server.wait()
        return offline, online

    def targets_table(self, games, first_bytes, answer_bytes, offline, online):
        rows = [
            ("peak RSS after a full game, offline, 80x24", [g["rss_kib"] / 1024 for g in games], "MB", 20, "{:.1f}"),
            ("wake-ups a second while a question waits, offline", offline, "/s", 0, "{:.1f}"),
            # The floor: Scripts/floors/urlsession-used.swift woke 0.1 times a second (2026-11-26).
            ("wake-ups a second, online, after the last request", online, "/s", 0.1, "{:.1f}"),
            ("key -> first byte out (a pty, no tmux)", first_bytes, "ms", 1.5, "{:.2f}"),
            ("an answer -> first byte out (a pty, no tmux)", answer_bytes, "ms", 0.8, "{:.2f}"),
        ]
        print()
        print("| issue 20's targets | median | max | target | |")
        print("| --- | --- | --- | --- | --- |")
        for label, values, unit, target, fmt in rows:
            median, top = statistics.median(values), max(values)
            verdict = "ok" if median <= target else "MISSED"
            print(f"| {label} | {fmt.format(median)} {unit} | {fmt.format(top)} {unit} | "
                  f"<= {fmt.format(target)} {unit} | {verdict} |")
        print()
        print(f"Peak RSS: VmHWM after {len(games)} games of 10 answers. Wake-ups: voluntary + involuntary")
        print(f"context switches of all threads ({len(offline)} runs offline over {self.options.idle_seconds / 2:g} s, "
              f"{len(online)} online over")
        print(f"{self.options.idle_seconds:g} s). Key to first byte: {len(first_bytes)} keys, `?` then `x`, on a pty at "
              f"{WIDTH}x{HEIGHT};")
        print(f"answers: {len(answer_bytes)} keys, `l` then `h`, the same way.")

    # -- a long history (issue 11) -----------------------------------------------------------

    def history_paths(self):
        """Start-up with no history and with `--history-answers` answers on disk, offline; then,
        with the long one, the history search: how long until it is read, and each key typed
        into the search to the list on screen."""
        answers = self.options.history_answers
        empty_home = tempfile.mkdtemp(dir=self.workdir)
        long_home = tempfile.mkdtemp(dir=self.workdir)
        os.makedirs(os.path.join(long_home, "state", "openquizz"))
        history = os.path.join(long_home, "state", "openquizz", "history.jsonl")
        subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "make-history.py"),
                        "--answers", str(answers), "--output", history], check=True)
        size_mb = os.path.getsize(history) / 1e6
        results = {key: [] for key in ("empty", "long", "read", "keys", "list", "captures", "rss")}
        # Interleaved, so that a slower moment of the machine weighs on both alike.
        for _ in range(self.options.history_runs):
            for home, key in ((empty_home, "empty"), (long_home, "long")):
                name, folder = self.launch(["--offline", "--seed", "7"], home=home)
                elapsed, _ = self.time_to_question(name, folder)
                results[key].append(elapsed)
                self.end(name, folder)
        count = f"{answers:,}"
        name, folder = self.launch(["--offline", "--seed", "7"], home=long_home)
        self.time_to_question(name, folder)
        started = now_ns()
        self.tmux.send(name, "/")
        self.wait_for(name, "the history read", lambda lines: f"1 of {count}" in "\n".join(lines), timeout=60)
        results["read"].append((now_ns() - started) / 1e6)
        time.sleep(0.5)
        for _ in range(10):
            started = time.perf_counter()
            self.tmux.capture(name)
            results["captures"].append((time.perf_counter() - started) * 1000)
        # Each key alone (well over a frame apart): it is searched at once, never gathered.
        # No space: a trailing space changes nothing capture-pane shows.
        for text in ("saturn", "\b" * 6, "telescope", "\b" * 9, "mars", "\b" * 4):
            for character in text:
                previous = self.tmux.capture(name)
                started = time.perf_counter()
                if character == "\b":
                    self.tmux.send(name, "BSpace")
                else:
                    self.tmux.run("send-keys", "-t", name, "-l", character)
                deadline = started + 5
                while True:
                    lines = self.tmux.capture(name)
                    if lines != previous:
                        break
                    if time.perf_counter() > deadline:
                        raise RuntimeError(f"key {character!r} changed nothing")
                results["keys"].append((time.perf_counter() - started) * 1000)
                time.sleep(0.05)
        results["rss"].append(peak_rss_kib(self.pid(folder)) / 1024)
        results["paste"], results["after"] = self.paste_cost(name, self.pid(folder))
        self.end(name, folder)
        return results, size_mb

    def write_decks(self, count):
        """A CSV and an Open Trivia DB JSON deck of `count` different questions each, as a teacher's
        would be: 5 columns, explanations of about 100 characters, 14 categories, 3 difficulties;
        the JSON in the default encoding (HTML entities: `&quot;`, `&#039;`, `&amp;`)."""
        csv_path = os.path.join(self.workdir, "deck.csv")
        json_path = os.path.join(self.workdir, "deck.json")
        levels = ("easy", "medium", "hard")
        categories = ("General Knowledge", "Science & Nature", "History", "Geography", "Art", "Sports", "Animals",
                      "Politics", "Celebrities", "Vehicles", "Mythology", "Entertainment: Film",
                      "Entertainment: Music", "Science: Computers")
        words = ("river", "mountain", "city", "king", "queen", "planet", "star", "ocean", "older", "largest",
                 "first", "named", "after", "than", "small", "the", "of", "in")

        def text(number, length):
            return " ".join(words[(number * 7 + i * 3 + i * i) % len(words)] for i in range(length))

        rows = []
        for number in range(count):
            statement = f"Statement {number}: the {text(number, 7)}'s \"{number % 97}\""
            explanation = (f"Because {number} {text(number, 20)}")[:99].rstrip() + "."
            rows.append((statement, number % 2 == 1, explanation, categories[number % 14], levels[number % 3]))
        with open(csv_path, "w", encoding="utf-8", newline="") as handle:
            handle.write("statement,answer,explanation,category,difficulty\r\n")
            for statement, answer, explanation, category, level in rows:
                quoted = '"' + statement.replace('"', '""') + '"'
                handle.write(f"{quoted},{'true' if answer else 'false'},{explanation},{category},{level}\r\n")

        def html(value):
            return value.replace("&", "&amp;").replace('"', "&quot;").replace("'", "&#039;")
        results = [{"type": "boolean", "difficulty": level, "category": html(category), "question": html(statement),
                    "correct_answer": "True" if answer else "False", "incorrect_answers": ["False" if answer else "True"]}
                   for statement, answer, _, category, level in rows]
        with open(json_path, "w", encoding="utf-8") as handle:
            json.dump({"response_code": 0, "results": results}, handle)
        return csv_path, json_path

    def deck_paths(self):
        """exec -> first card with a deck of `--deck-questions` questions (`--questions FILE`), CSV
        and JSON, interleaved with the shipped bank's start-up (`--offline`) for comparison."""
        csv_path, json_path = self.write_decks(self.options.deck_questions)
        home = tempfile.mkdtemp(dir=self.workdir)
        runs = (("bank", ["--offline"]), ("csv", ["--questions", csv_path]), ("json", ["--questions", json_path]))
        results = {key: [] for key, _ in runs}
        for _ in range(self.options.deck_runs):
            for key, args in runs:
                name, folder, output = self.launch_watched([*args, "--seed", "7"], home=home)
                lines = []
                for lines, seen in self.screens(name, output):
                    if "0 / 10" in "\n".join(lines) and find_card(lines) is not None:
                        break
                else:
                    raise RuntimeError(f"no first card with {key}:\n" + "\n".join(lines))
                results[key].append((seen - self.start_time_ns(folder)) / 1e6)
                self.end(name, folder)
        return results, os.path.getsize(csv_path) / 1e6, os.path.getsize(json_path) / 1e6

    def deck_table(self, results, csv_mb, json_mb):
        """The budgets: up to 10,000 rows, within 45 ms of the bank's start; more, 250 ms."""
        count = f"{self.options.deck_questions:,}"
        target = (statistics.median(results["bank"]) + 45.0 if self.options.deck_questions <= 10_000 else 250.0)
        print()
        print("| deck start-up | median | max | target | |")
        print("| --- | --- | --- | --- | --- |")
        for key, label in (("csv", f"exec -> first card, {count}-question CSV deck ({csv_mb:.1f} MB)"),
                           ("json", f"exec -> first card, {count}-question JSON deck ({json_mb:.1f} MB)"),
                           ("bank", "exec -> first card, shipped bank (--offline), for comparison")):
            values = results[key]
            median, top = statistics.median(values), max(values)
            verdict = "" if key == "bank" else ("ok" if median <= target else "MISSED")
            target_text = "-" if key == "bank" else f"<= {target:.0f} ms"
            print(f"| {label} | {median:.1f} ms | {top:.1f} ms | {target_text} | {verdict} |")
        print()
        print(f"{self.options.deck_runs} runs each, interleaved, `--questions FILE --seed 7`: from the shell's")
        print("timestamp right before exec to the capture-pane that first shows the card and the score;")
        print(f"the pane is captured when it has written more (its output's size looked at every "
              f"{WATCH_SECONDS * 1000:g} ms),")
        print(f"or {FALLBACK_SECONDS * 1000:g} ms after the last capture: a figure is late by the time the "
              f"bytes take to reach that file, up to {WATCH_SECONDS * 1000:g} ms, and one capture.")

    def paste_cost(self, name, pid, characters=60_000):
        """The app's CPU for a bracketed paste of `characters` into the open search, then for one
        key after it (in ms): the query keeps 200 characters, the rest is dropped unread."""
        paste = os.path.join(self.workdir, "paste.txt")
        with open(paste, "w") as handle:
            handle.write(("saturn " * (characters // 7 + 1))[:characters])
        self.tmux.run("load-buffer", paste)

        def settled_cpu_ns():
            # Until the app's CPU clock stops moving for 0.3 s.
            previous = -1
            while True:
                current = self.cpu_ns(pid)
                if current == previous:
                    return current
                previous = current
                time.sleep(0.3)

        before = settled_cpu_ns()
        self.tmux.run("paste-buffer", "-p", "-t", name)
        pasted = settled_cpu_ns()
        self.tmux.run("send-keys", "-t", name, "BSpace")
        after = settled_cpu_ns()
        return [(pasted - before) / 1e6], [(after - pasted) / 1e6]

    def history_table(self, results, size_mb):
        answers = f"{self.options.history_answers:,}"
        empty, long = statistics.median(results["empty"]), statistics.median(results["long"])
        capture = statistics.median(results["captures"])
        rows = [
            ("offline, first question readable, no history", results["empty"], "ms", None),
            (f"offline, first question readable, {answers} answers on disk", results["long"], "ms", empty + 10),
            (f"the {answers} answers read, from / (in the background)", results["read"], "ms", None),
            ("a key in the search -> the list on screen (incl. tmux)", results["keys"], "ms", None),
            ("   the same, less one capture-pane (the app's share, about)",
             [k - capture for k in results["keys"]], "ms", 16),
            ("a 60,000-character paste into the search: the app's CPU", results["paste"], "ms", 16),
            ("   one key after it: the app's CPU", results["after"], "ms", 16),
            ("capture-pane alone", results["captures"], "ms", None),
            (f"peak RSS with {answers} answers read", results["rss"], "MB", None),
        ]
        print()
        print("| history | median | max | target | |")
        print("| --- | --- | --- | --- | --- |")
        for label, values, unit, target in rows:
            median, top = statistics.median(values), max(values)
            verdict = "" if target is None else ("ok" if median <= target else "MISSED")
            target_text = "-" if target is None else f"<= {target:.1f} {unit}"
            print(f"| {label} | {median:.1f} {unit} | {top:.1f} {unit} | {target_text} | {verdict} |")
        print()
        print(f"Start-up: {self.options.history_runs} runs each, interleaved; {answers} answers is a "
              f"{size_mb:.1f} MB history.jsonl (Scripts/make-history.py).")
        print(f"Start-up with the history is {long - empty:+.1f} ms from without. Keys: "
              f"{len(results['keys'])} typed one at a time into the search, each timed from send-keys to the")
        print("first capture-pane that differs; the debounce searches a lone key at once.")

    # -- a drag with the mouse (issue 12) ----------------------------------------------------

    def drag_run(self, moves):
        """A run that presses on the card, sends `moves` mouse moves a column apart (25 ms apart,
        so each is a frame of its own), lets go where it pressed (nothing to animate), and quits.
        Returns (frames of the whole run, bytes written between the first and the last move)."""
        name, folder = self.launch(["--offline", "--seed", "7"], stats=True, wait_for_go=True,
                                   home=tempfile.mkdtemp(dir=self.workdir))
        output = os.path.join(folder, "bytes")
        self.tmux.run("pipe-pane", "-o", "-t", name, "cat >> " + shlex.quote(output))
        open(os.path.join(folder, "go"), "w").close()
        self.wait_for(name, "the first question", self.resting_question)
        time.sleep(0.3)

        def mouse(button, x, release=False):
            self.tmux.run("send-keys", "-t", name, "-l", "\x1b[<%d;%d;10%s" % (button, x, "m" if release else "M"))

        mouse(0, 40)
        time.sleep(0.1)
        before = os.path.getsize(output)
        for step in range(moves):
            # Right to 19 columns aside (short of the threshold) and back, a column a move.
            offset = step % 38 + 1
            mouse(32, 40 + (offset if offset <= 19 else 38 - offset))
            time.sleep(0.025)
        time.sleep(0.2)
        during = os.path.getsize(output) - before
        mouse(0, 40 + (moves % 38 if moves % 38 <= 19 else 38 - moves % 38), release=True)
        time.sleep(0.2)
        self.tmux.send(name, "q")
        self.wait_for_exit(name, folder)
        return self.frames_at_exit(folder), during

    def drag_table(self, runs=3, moves=76):
        rows = []
        for _ in range(runs):
            frames, during = self.drag_run(moves)
            baseline, _ = self.drag_run(0)
            drawn = frames - baseline
            rows.append((drawn, during, during / max(1, drawn)))
        print()
        print("| drag at 80x24 | median | max | target | |")
        print("| --- | --- | --- | --- | --- |")
        per_frame = [r[2] for r in rows]
        median = statistics.median(per_frame)
        print(f"| bytes written per frame while the card follows the pointer | {median:.0f} B | "
              f"{max(per_frame):.0f} B | <= 1024 B | {'ok' if median <= 1024 else 'MISSED'} |")
        print(f"| frames drawn for {moves} moves 25 ms apart | {statistics.median([r[0] for r in rows]):.0f} | "
              f"{max(r[0] for r in rows):.0f} | <= {moves} | |")
        print()
        print(f"{runs} runs: a press on the card, {moves} moves of one column (to 19 aside and back, short of")
        print("the threshold), a release where it started; bytes by pipe-pane between the first and last move;")
        print("frames from OPENQUIZZ_STATS, less those of the same run without the moves.")

    # -- a silent server (DECISIONS 15) ------------------------------------------------------

    SILENT_FAULTS = {
        "silent": {"kind": "silent", "seconds": 3600},
        "trickle": {"kind": "trickle", "bytes_per_second": 1},
        "slow": {"kind": "slow", "seconds": 2.5},
    }

    def silent_server_cpu(self):
        """Plays against a server that accepts every connection and sends nothing (or, with
        `--silent-fault`, trickles a byte a second or answers after 2.5 s), pressing N
        every `--silent-new-game` seconds (each new game may ask again), for `--silent-seconds`;
        returns (CPU seconds over the window, the window in s, requests the server received).

        The window starts at exec (the pid file is written right before it), so start-up counts
        too. utime+stime from /proc/PID/stat."""
        url = self.start_server()
        import urllib.request
        faults = json.dumps({"faults": [self.SILENT_FAULTS[self.options.silent_fault]] * 500}).encode()
        request = urllib.request.Request(url + "/_control", data=faults, method="POST")
        with urllib.request.urlopen(request, timeout=5):
            pass
        name, folder = self.launch(["--api-url", url, "--seed", "7"], home=tempfile.mkdtemp(dir=self.workdir))
        pid = self.pid(folder)
        before, started = self.cpu_ticks(pid), time.monotonic()
        seconds = self.options.silent_seconds
        next_key = started + self.options.silent_new_game
        while time.monotonic() - started < seconds:
            time.sleep(min(0.1, max(0.0, seconds - (time.monotonic() - started))))
            if time.monotonic() >= next_key:
                self.tmux.send(name, "n")
                next_key += self.options.silent_new_game
        after, elapsed = self.cpu_ticks(pid), time.monotonic() - started
        requests = len(self.server_log(url))
        screen = self.tmux.capture(name)
        self.end(name, folder)
        self.server.kill()
        self.server.wait()
        if not any(" / " in line for line in screen):
            raise RuntimeError("the game never showed a question:\n" + "\n".join(screen))
        return (after - before) / CLOCK_TICKS, elapsed, requests

    def silent_table(self, result, target=0.5):
        cpu, elapsed, requests = result
        per_minute = cpu / elapsed * 60
        verdict = "ok" if per_minute <= target else "MISSED"
        how = f"measured over {elapsed:.0f} s" if elapsed >= 60 else f"extrapolated from {elapsed:.0f} s"
        print()
        print("| metric | value | target | |")
        print("| --- | --- | --- | --- |")
        fault = self.options.silent_fault
        print(f"| CPU a {fault} server costs a minute (utime+stime) | {per_minute:.2f} s | <= {target:.1f} s | {verdict} |")
        print()
        print(f"{cpu:.2f} s of CPU in {elapsed:.1f} s ({how}), N every {self.options.silent_new_game:g} s,")
        print(f"{requests} request(s) reached the server; its `{fault}` fault:",
              json.dumps(self.SILENT_FAULTS[fault]) + ".")
        print("The window starts at exec: start-up and the games' frames count too.")

    # -- report ---------------------------------------------------------------------------

    def main(self):
        if self.options.drag_only:
            self.tmux.new_session("keep", "sleep 100000")
            self.tmux.run("set-option", "-g", "default-terminal", self.options.term)
            print(f"OpenQuizz bench (a drag): {self.binary}", flush=True)
            self.drag_table()
            return
        if self.options.history_only:
            self.tmux.new_session("keep", "sleep 100000")
            self.tmux.run("set-option", "-g", "default-terminal", self.options.term)
            print(f"OpenQuizz bench (a long history): {self.binary}", flush=True)
            self.history_table(*self.history_paths())
            return
        if self.options.silent_only:
            self.tmux.new_session("keep", "sleep 100000")
            self.tmux.run("set-option", "-g", "default-terminal", self.options.term)
            print(f"OpenQuizz bench (a {self.options.silent_fault} server): {self.binary}", flush=True)
            self.silent_table(self.silent_server_cpu())
            return
        if self.options.deck_only:
            self.tmux.new_session("keep", "sleep 100000")
            self.tmux.run("set-option", "-g", "default-terminal", self.options.term)
            print(f"OpenQuizz bench (a deck): {self.binary}", flush=True)
            self.deck_table(*self.deck_paths())
            return
        if self.options.targets_only:
            self.tmux.new_session("keep", "sleep 100000")
            self.tmux.run("set-option", "-g", "default-terminal", self.options.term)
            print(f"OpenQuizz bench (issue 20's targets): {self.binary}", flush=True)
            games = [self.full_game() for _ in range(self.options.game_runs)]
            first_bytes = self.first_byte()
            self.targets_table(games, first_bytes, self.first_byte(answers=True), *self.wakeup_runs())
            return
        if self.options.first_byte_only:
            print(f"OpenQuizz bench (key to first byte): {self.binary}", flush=True)
            for label, values in [("`?` and `x` (the help)", self.first_byte()),
                                  ("`l` and `h` (answers)", self.first_byte(answers=True))]:
                print(f"key -> first byte, {label}: median {statistics.median(values):.2f} ms, "
                      f"max {max(values):.2f} ms over {len(values)} keys", flush=True)
            return
        if self.options.online_only:
            self.tmux.new_session("keep", "sleep 100000")
            self.tmux.run("set-option", "-g", "default-terminal", self.options.term)
            print(f"OpenQuizz bench (online paths): {self.binary}", flush=True)
            self.online_table(self.online_paths())
            return
        print(f"OpenQuizz bench: {self.binary}", flush=True)
        print(f"tmux {self.tmux_version()} at {WIDTH}x{HEIGHT}, TERM in panes: "
              f"{self.options.term}, {os.cpu_count()} CPUs", flush=True)
        self.tmux.new_session("keep", "sleep 100000")  # keeps the server up between runs
        self.tmux.run("set-option", "-g", "default-terminal", self.options.term)

        print(f"(a) start-up, {self.options.runs} runs...", flush=True)
        first, full = self.startup()
        print(f"(b) idle CPU, {self.options.idle_runs} instances x {self.options.idle_seconds:g} s...",
              flush=True)
        idle = self.idle_cpu()
        print(f"(c, d) {self.options.game_runs} full games...", flush=True)
        games = [self.full_game() for _ in range(self.options.game_runs)]
        baseline = self.quit_at_first_question()
        print("(e) key-to-screen, 20 keys...", flush=True)
        latencies, captures, sends = self.latency()
        first_bytes = self.first_byte()
        answer_bytes = self.first_byte(answers=True)

        rows = []

        def row(label, values, unit, target=None, fmt="{:.1f}"):
            median, top = statistics.median(values), max(values)
            if target is None:
                verdict, target_text = "", "-"
            else:
                verdict = "ok" if median <= target else "MISSED"
                target_text = "<= " + fmt.format(target) + " " + unit
            rows.append((label, fmt.format(median) + " " + unit, fmt.format(top) + " " + unit,
                         target_text, verdict))

        row("(a) exec -> first question card", first, "ms", 100)
        row("    exec -> question fully shown", full, "ms")
        row("(b) idle CPU (utime+stime)", [t for t, _ in idle], "%", 0.2, "{:.2f}")
        row("    idle CPU (process CPU clock, ns)", [n for _, n in idle], "%", None, "{:.4f}")
        row("(c) peak RSS after a full game, offline", [g["rss_kib"] / 1024 for g in games], "MB", 20)
        row("(d) bytes per frame, whole game", [g["bytes"] / g["frames"] for g in games], "B", None, "{:.0f}")
        row("    frames per game", [g["frames"] for g in games], "", None, "{:.0f}")
        row("    bytes for one answer's animation", [g["answer_bytes"] for g in games], "B", None, "{:.0f}")
        # Frames of one answer's animation: the game's frames beyond a run quit at question 1, per answer.
        per_answer = [(g["frames"] - baseline) / 10 for g in games]
        row("    frames per answer (approx.)", per_answer, "", None, "{:.0f}")
        row("    bytes per frame, one answer (approx.)",
            [g["answer_bytes"] / f for g, f in zip(games, per_answer)], "B", None, "{:.0f}")
        row("(e) key -> screen (incl. tmux)", latencies, "ms", 20)
        row("    key -> first byte out (a pty, no tmux)", first_bytes, "ms", 1.5, "{:.2f}")
        row("    an answer -> first byte out (a pty, no tmux)", answer_bytes, "ms", 0.8, "{:.2f}")
        print("(f) online and offline paths, {} runs each...".format(self.options.online_runs), flush=True)
        online = self.online_paths()
        row("    capture-pane alone, same screen", captures, "ms")
        row("    send-keys alone", sends, "ms")

        widths = [max(len(r[i]) for r in rows + [self.header()]) for i in range(5)]
        print()
        for r in [self.header()] + rows:
            print("  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) if i < 4 else cell
                            for i, cell in enumerate(r)).rstrip())
        print()
        print(f"Runs: (a) {len(first)}, (b) {len(idle)} x {self.options.idle_seconds:g} s, "
              f"(c, d) {len(games)} games of 10 answers, offline, (e) {len(latencies)} keys, "
              f"{len(first_bytes)} on the pty.")
        print("utime+stime ticks are 1/%d s: over %g s one tick is %.2f %%; the CPU clock counts ns."
              % (CLOCK_TICKS, self.options.idle_seconds, 100 / CLOCK_TICKS / self.options.idle_seconds))
        print("(a) is from the shell's timestamp right before exec to the capture-pane call that first")
        print("    returned the card and the score; the pane is captured when it has written more (looked")
        print("    at every %g ms), so a figure is late by the time the bytes take to reach the file, up to"
              % (WATCH_SECONDS * 1000))
        print("    that, and one capture's time.")
        print("(d) whole game: pipe-pane bytes / OPENQUIZZ_STATS frames (start to quit). One answer:")
        print("    pipe-pane bytes from the key to the next card at rest, over the frames per answer,")
        print(f"    (game frames - {baseline} frames of a run quit at question 1) / 10.")
        print("(e) includes tmux's own send-keys and capture-pane latency (both a fork of the tmux")
        print("    client): subtract the capture-pane and send-keys medians for the app's share.")
        self.online_table(online)
        print("(g) a long history...", flush=True)
        self.history_table(*self.history_paths())
        print("(h) a drag...", flush=True)
        self.drag_table()
        print(f"(i) a silent server, {self.options.silent_seconds:g} s...", flush=True)
        self.silent_table(self.silent_server_cpu())
        print(f"(j) a deck of {self.options.deck_questions:,} questions...", flush=True)
        self.deck_table(*self.deck_paths())
        self.targets_table(games, first_bytes, answer_bytes, online["wakeups_offline"], online["wakeups"])

    @staticmethod
    def header():
        return ("metric", "median", "max", "target", "")

    server = None

    def tmux_version(self):
        return subprocess.run(["tmux", "-V"], capture_output=True, text=True).stdout.strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--socket", required=True)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--bank", required=True)
    parser.add_argument("--runs", type=int, default=10, help="start-up runs")
    parser.add_argument("--idle-runs", type=int, default=3)
    parser.add_argument("--idle-seconds", type=float, default=10)
    parser.add_argument("--game-runs", type=int, default=3)
    parser.add_argument("--term", default=None)
    parser.add_argument("--online-runs", type=int, default=5)
    parser.add_argument("--online-only", action="store_true", help="only the online and offline paths")
    parser.add_argument("--history-only", action="store_true", help="only the long history's rows")
    parser.add_argument("--drag-only", action="store_true", help="only the mouse drag's rows")
    parser.add_argument("--silent-only", action="store_true", help="only the silent server's row")
    parser.add_argument("--first-byte-only", action="store_true",
                        help="only key to the first byte out, for the help's keys and for answers")
    parser.add_argument("--targets-only", action="store_true",
                        help="only issue 20's targets: peak RSS, wake-ups offline and online, key to first byte")
    parser.add_argument("--silent-seconds", type=float, default=60,
                        help="how long to play against the silent server (less extrapolates to a minute)")
    parser.add_argument("--silent-new-game", type=float, default=5, help="N every this many seconds")
    parser.add_argument("--silent-fault", choices=sorted(Bench.SILENT_FAULTS), default="silent",
                        help="what the server does with every request: nothing, a byte a second, or answer after 2.5 s")
    parser.add_argument("--deck-only", action="store_true", help="only the deck's start-up rows")
    parser.add_argument("--deck-questions", type=int, default=100_000, help="questions in the bench's decks")
    parser.add_argument("--deck-runs", type=int, default=10, help="start-up runs with each deck")
    parser.add_argument("--history-runs", type=int, default=10, help="start-up runs with and without it")
    parser.add_argument("--history-answers", type=int, default=100_000)
    parser.add_argument("--server", default=os.path.join(os.path.dirname(__file__), "..", "Tests",
                                                         "OpenTDBServer", "opentdb_server.py"))
    options = parser.parse_args()
    if options.term is None:
        options.term = next((t for t in ("tmux-256color", "screen-256color", "screen")
                             if subprocess.run(["infocmp", t], stdout=subprocess.DEVNULL,
                                               stderr=subprocess.DEVNULL).returncode == 0), "screen")
    bench = Bench(options)
    try:
        bench.main()
    finally:
        bench.cleanup()


if __name__ == "__main__":
    main()
