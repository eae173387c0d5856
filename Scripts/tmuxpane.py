"""The one tmux driver of the scripts in this folder: a private tmux server, and the app in a pane.

`Server` is a private tmux server (`tmux -L SOCKET`, no user configuration) holding named
sessions; bench.py and startup-files.py use it with their own launch scripts. `Pane` is the app
in a session of its own server: the pane runs a small shell script that records the app's pid,
runs the app with scratch XDG folders (`pane.dir`), then writes its exit status and waits, so the
pane stays for inspection (torture.py, soak.py, opentdb-session.py, memory.py).

Every shell line is built with `shlex.quote`, so a path or argument may hold any character.
"""
import os
import shlex
import shutil
import signal
import subprocess
import tempfile
import time


def shell_line(*words):
    """The words as one shell command line, each quoted as needed."""
    return " ".join(shlex.quote(str(word)) for word in words)


def running(pid):
    """Whether the process is there and not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[1][0] != "Z"
    except (FileNotFoundError, IndexError):
        return False


def wait_gone(pid, timeout=5):
    """Waits until the process has gone (or the timeout passed); whether it has."""
    deadline = time.monotonic() + timeout
    while running(pid) and time.monotonic() < deadline:
        time.sleep(0.01)
    return not running(pid)


class Server:
    """A private tmux server, started by its first session and gone after `kill_server()`."""

    def __init__(self, socket, width=80, height=24):
        self.socket = socket
        self.width, self.height = width, height
        # The caller's tmux, if any, must not be reached; tmux reads UTF-8 only in a UTF-8 locale.
        self.env = {k: v for k, v in os.environ.items() if k not in ("TMUX", "TMUX_PANE")}
        self.env.update(LANG="C.UTF-8", LC_ALL="C.UTF-8")
        self.started = False

    def run(self, *args, check=True):
        """tmux's output; with `check`, a RuntimeError if tmux fails."""
        result = subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, env=self.env)
        if check and result.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args)}: {result.stderr.strip()}")
        return result.stdout

    def new_session(self, name, command):
        """A detached session (named `name`, or tmux's `0` for None) running the shell `command`."""
        # No pipes for the call that may start the server: it would inherit them.
        args = ["tmux", "-L", self.socket]
        if not self.started:
            args += ["-f", "/dev/null"]
        args += ["new-session", "-d", *(["-s", name] if name is not None else [])]
        args += ["-x", str(self.width), "-y", str(self.height), command]
        subprocess.run(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=self.env, check=True)
        self.started = True

    def capture(self, target, escapes=False, check=True):
        """The pane's screen as a list of lines (with `escapes`, its SGR sequences too)."""
        return self.run("capture-pane", "-p", *(["-e"] if escapes else []), "-t", target, check=check).split("\n")

    def send(self, target, *keys, hex_bytes=False, check=True):
        self.run("send-keys", "-t", target, *(["-H"] if hex_bytes else []), *keys, check=check)

    def pane_pid(self, target):
        """The pid of the pane's first process (the shell, or what it exec'd), or None."""
        text = self.run("display-message", "-p", "-t", target, "#{pane_pid}", check=False).strip()
        return int(text) if text.isdigit() else None

    def has_session(self, name):
        return subprocess.run(["tmux", "-L", self.socket, "has-session", "-t", name], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, env=self.env).returncode == 0

    def kill_server(self):
        """Ends the server and its sessions, and removes the socket file tmux 3.3 leaves behind."""
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env=self.env)
        folder = self.env.get("TMUX_TMPDIR") or "/tmp"
        try:
            os.unlink(os.path.join(folder, f"tmux-{os.getuid()}", self.socket))
        except FileNotFoundError:
            pass


class Pane:
    """The app in a detached tmux session; the pane's script records pid and exit status."""

    count = 0
    started = []

    def __init__(self, binary, args, width=80, height=24, env=None):
        Pane.count += 1
        self.server = Server(f"oq-pane-{os.getpid()}-{Pane.count}", width, height)
        self.dir = tempfile.mkdtemp(prefix="oq-pane-")
        exports = {"LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "XDG_STATE_HOME": f"{self.dir}/state",
                   "XDG_CACHE_HOME": f"{self.dir}/cache", "TERM": "tmux-256color"}
        exports.update(env or {})
        lines = [f"export {k}={shlex.quote(v)}" for k, v in exports.items() if v is not None]
        lines += [f"unset {k}" for k, v in exports.items() if v is None]
        lines += ["cd " + shlex.quote(self.dir),
                  "sh -c 'echo $$ > pid; exec \"$@\"' sh " + shell_line(binary, *args) + " 2>stderr",
                  "echo $? > status.tmp; mv status.tmp status", "exec sleep 600"]
        with open(f"{self.dir}/run.sh", "w") as script:
            script.write("\n".join(lines) + "\n")
        self.server.new_session(None, shell_line("sh", f"{self.dir}/run.sh"))
        self.shell = self.server.pane_pid("0")
        self.tty = self.tmux("display-message", "-p", "#{pane_tty}").strip()
        self.pid = int(self.wait_file("pid"))
        Pane.started.append(self.pid)

    def tmux(self, *args):
        """tmux's output for a command to this pane's server (failures are not raised)."""
        return self.server.run(*args, check=False)

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
        return "\n".join(self.server.capture("0", escapes=escapes, check=False))

    def wait_for(self, condition, timeout=5):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if condition(screen):
                return screen
            time.sleep(0.02)
        return None

    def keys(self, *keys, hex_bytes=False):
        self.server.send("0", *keys, hex_bytes=hex_bytes, check=False)

    def alive(self):
        return running(self.pid)

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
        """Kills the pane's shell, the app and the server, then removes `dir` once they are gone.

        The shell goes first: it would write the exit status into `dir` as the app dies."""
        for pid in (self.shell, self.pid):
            if pid is not None and running(pid):
                os.kill(pid, signal.SIGKILL)
        self.server.kill_server()
        for pid in (self.shell, self.pid):
            if pid is not None:
                wait_gone(pid)
        shutil.rmtree(self.dir, ignore_errors=True)
