"""Tests of Scripts/tmuxpane.py, the scripts' one tmux driver: `python3 -m unittest Tests/ScriptTests/test_tmuxpane.py`.

They start private tmux servers (needs tmux) running a shell instead of the game.
"""

import os
import shlex
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Scripts"))
import tmuxpane  # noqa: E402

AWKWARD = "it's \"quoted\" $HOME `x` ; *"


class ShellLineTests(unittest.TestCase):
    def test_each_word_comes_back_as_it_was(self):
        words = ["/a path/with 'quotes'", AWKWARD, "", "plain"]
        self.assertEqual(shlex.split(tmuxpane.shell_line(*words)), words)


@unittest.skipUnless(shutil.which("tmux") or os.environ.get("CI"), "needs tmux")
class PaneTests(unittest.TestCase):
    def test_arguments_and_environment_reach_the_program_unchanged(self):
        folder = tempfile.mkdtemp(prefix="oq-pane-test-it's ")
        self.addCleanup(shutil.rmtree, folder, True)
        program = os.path.join(folder, "show args")
        with open(program, "w") as handle:
            handle.write('#!/bin/sh\nprintf "[%s]\\n" "$@" "$OQ_VALUE"\nread line\n')
        os.chmod(program, 0o755)
        pane = tmuxpane.Pane(program, [AWKWARD, "two words"], width=60, height=8, env={"OQ_VALUE": AWKWARD})
        self.addCleanup(pane.close)
        screen = pane.wait_for(lambda s: s.count("[") == 3)
        self.assertIsNotNone(screen, pane.screen())
        self.assertEqual(screen.split("\n")[:3], [f"[{AWKWARD}]", "[two words]", f"[{AWKWARD}]"])
        pane.keys("Enter")
        self.assertEqual(pane.exit_status(), 0)

    def test_close_ends_the_program_and_the_server(self):
        pane = tmuxpane.Pane("/bin/sh", ["-c", "sleep 30"])
        self.assertTrue(pane.alive())
        pane.close()
        self.assertFalse(pane.alive())
        self.assertFalse(pane.server.has_session("0"))
        self.assertFalse(os.path.exists(pane.dir))


if __name__ == "__main__":
    unittest.main()
