#!/usr/bin/env python3
"""Random bytes typed into the history's search, as fast as a bare pty takes them, then Esc and
Ctrl-C: what a flood of input costs (issue 27, item 19).

    python3 Scripts/flood.py --binary .build-static/x86_64-unknown-linux-gnu/release/openquizz

The game runs offline at 80x24 on a pty of its own, with a history of `--answers` answers
(Scripts/make-history.py). `/` opens the search; then `--mebibytes` of random bytes (seeded;
without Ctrl-C, Ctrl-Z, Ctrl-\\, Ctrl-Q, Ctrl-S and Esc, so that they neither end nor stop it) are
written in 4 KB writes, each as soon as the pty takes it: a terminal without bracketed paste, or a
program writing to the terminal. Printed for each run: how long the pty took to take the flood
and the game's CPU meanwhile; from Esc written to the search closed (Esc is the Esc key 80 ms
after it arrives, DECISIONS 8); from Ctrl-C written to the game's exit. Exits 1 if the game
doesn't close the search or end within 30 s.
"""
import argparse
import fcntl
import os
import pty
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
UNTYPED = {0x03, 0x1A, 0x1C, 0x11, 0x13, 0x1B}


class Game:
    def __init__(self, binary, home):
        env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
        env.update(TERM="xterm-256color", LANG="C.UTF-8", HOME=home, XDG_STATE_HOME=os.path.join(home, "state"))
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(binary, [binary, "--offline"], env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.out = bytearray()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        while True:
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.out.extend(chunk)

    def wait_for(self, text, since=0, seconds=30):
        end = time.monotonic() + seconds
        while text not in self.out[since:]:
            if time.monotonic() > end:
                sys.exit(f"flood: no {text!r} on the screen after {seconds} s")
            time.sleep(0.001)

    def cpu(self):
        fields = open(f"/proc/{self.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run(binary, home, flood):
    game = Game(binary, home)
    game.wait_for(b"Question")
    time.sleep(1)
    os.write(game.fd, b"/")
    game.wait_for(b"History")
    time.sleep(2)  # the history is read
    cpu, start = game.cpu(), time.monotonic()
    view = memoryview(flood)
    while view:
        view = view[os.write(game.fd, view[:4096]):]
    taken, cpu = time.monotonic() - start, game.cpu() - cpu
    mark = len(game.out)
    os.write(game.fd, b"\x1b")
    escape = time.monotonic()
    game.wait_for(b"Question", since=mark)
    closed = time.monotonic() - escape
    os.write(game.fd, b"\x03")
    interrupt = time.monotonic()
    _, status = os.waitpid(game.pid, 0)
    ended = time.monotonic() - interrupt
    print(f"| {len(flood) / 2**20:g} MiB | {taken:.2f} s | {cpu:.2f} s | {closed * 1000:.0f} ms | "
          f"{ended * 1000:.0f} ms (status {os.waitstatus_to_exitcode(status)}) |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--answers", type=int, default=200_000)
    parser.add_argument("--mebibytes", type=float, nargs="+", default=[1, 10])
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    home = tempfile.mkdtemp(prefix="oq-flood-")
    try:
        subprocess.run([sys.executable, os.path.join(HERE, "make-history.py"), "--answers", str(options.answers),
                        "--output", os.path.join(home, "state", "openquizz", "history.jsonl")], check=True)
        generator = random.Random(27)
        print(f"Random bytes typed into the search of a {options.answers:,}-answer history, on a bare pty:\n")
        print("| flood | taken by the pty in | the game's CPU | Esc -> search closed | Ctrl-C -> exit |")
        print("| --- | --- | --- | --- | --- |")
        for mebibytes in options.mebibytes:
            size = int(mebibytes * 2**20)
            kept = bytes(byte for byte in generator.randbytes(size + size // 8) if byte not in UNTYPED)[:size]
            for _ in range(options.runs):
                run(os.path.abspath(options.binary), home, kept)
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
