"""The OpenQuizz binary in a detached tmux session, for the scripts in this folder.

The pane runs a small shell script: it records the app's pid, runs the app with scratch XDG
folders (`pane.dir`), then writes its exit status and waits, so the pane stays for inspection.
"""
import os
import shutil
import signal
import subprocess
import tempfile
import time


class Pane:
    """The app in a detached tmux session; the pane's script records pid and exit status."""

    count = 0
    started = []

    def __init__(self, binary, args, width=80, height=24, env=None):
        Pane.count += 1
        self.socket = f"oq-torture-{os.getpid()}-{Pane.count}"
        self.dir = tempfile.mkdtemp(prefix="oq-torture-")
        exports = {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "XDG_STATE_HOME": f"{self.dir}/state",
                   "XDG_CACHE_HOME": f"{self.dir}/cache", "TERM": "tmux-256color"}
        exports.update(env or {})
        lines = [f"export {k}='{v}'" for k, v in exports.items() if v is not None]
        lines += [f"unset {k}" for k, v in exports.items() if v is None]
        quoted = " ".join(f"'{a}'" for a in [binary, *args])
        lines += [f"cd '{self.dir}'", f"sh -c 'echo $$ > pid; exec \"$@\"' sh {quoted} 2>stderr",
                  "echo $? > status.tmp; mv status.tmp status", "exec sleep 600"]
        with open(f"{self.dir}/run.sh", "w") as script:
            script.write("\n".join(lines) + "\n")
        self.tmux("-f", "/dev/null", "new-session", "-d", "-x", str(width), "-y", str(height),
                  f"sh {self.dir}/run.sh")
        self.tty = self.tmux("display-message", "-p", "#{pane_tty}").strip()
        self.pid = int(self.wait_file("pid"))
        Pane.started.append(self.pid)

    def tmux(self, *args):
        env = {k: v for k, v in os.environ.items() if k not in ("TMUX", "TMUX_PANE")}
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, env=env).stdout

    def wait_file(self, name, timeout=5):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with open(f"{self.dir}/{name}") as handle:
                    text = handle.read().strip()
                if text:
                    return text
            except FileNotFoundError:
                pass
            time.sleep(0.01)
        return None

    def screen(self, escapes=False):
        return self.tmux("capture-pane", "-p", *(["-e"] if escapes else []), "-t", "0")

    def wait_for(self, condition, timeout=5):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if condition(screen):
                return screen
            time.sleep(0.02)
        return None

    def keys(self, *keys, hex_bytes=False):
        self.tmux("send-keys", "-t", "0", *(["-H"] if hex_bytes else []), *keys)

    def alive(self):
        try:
            os.kill(self.pid, 0)
            with open(f"/proc/{self.pid}/stat") as stat:
                return stat.read().split(") ")[1][0] != "Z"
        except (ProcessLookupError, FileNotFoundError):
            return False

    def state(self):
        try:
            with open(f"/proc/{self.pid}/stat") as stat:
                return stat.read().split(") ")[1][0]
        except FileNotFoundError:
            return None

    def cooked(self):
        out = subprocess.run(["stty", "-a", "-F", self.tty], capture_output=True, text=True).stdout.split()
        return "icanon" in out and "echo" in out

    def exit_status(self, timeout=5):
        text = self.wait_file("status", timeout)
        return int(text) if text is not None else None

    def stderr(self):
        try:
            with open(f"{self.dir}/stderr") as handle:
                return handle.read()
        except FileNotFoundError:
            return ""

    def close(self):
        if self.alive():
            os.kill(self.pid, signal.SIGKILL)
        self.tmux("kill-server")
        shutil.rmtree(self.dir, ignore_errors=True)
