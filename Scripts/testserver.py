"""The tests' local Open Trivia DB–compatible server (Tests/OpenTDBServer), for the scripts."""
import os
import subprocess
import sys

SERVER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "OpenTDBServer",
                      "opentdb_server.py")


def start(rate_limit_seconds, *arguments, server=SERVER):
    """The server on a free port of 127.0.0.1: (its process, to kill when done; its port).

    Raises RuntimeError when it doesn't say which port it took."""
    process = subprocess.Popen(
        [sys.executable, "-u", server, "--port", "0", "--rate-limit-seconds", str(rate_limit_seconds), *arguments],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline().split()
    if len(line) != 2 or line[0] != "PORT":
        process.kill()
        process.wait()
        raise RuntimeError("the test server did not start")
    return process, int(line[1])
