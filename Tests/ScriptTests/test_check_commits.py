"""Tests of Scripts/check-commits.py: `python3 -m unittest Tests/ScriptTests/test_check_commits.py`.

The command's tests make commits in a scratch repository (needs git).
"""

import contextlib
import importlib.util
import io
import os
import shutil
import subprocess
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("check_commits", os.path.join(HERE, "..", "..", "Scripts", "check-commits.py"))
check_commits = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_commits)


class MessageTests(unittest.TestCase):
    def test_a_short_subject_a_blank_line_and_a_body_pass(self):
        self.assertEqual(check_commits.problems("Fix it\n\nBecause it was broken.\n"), [])
        self.assertEqual(check_commits.problems("x" * 72 + "\n\nWhy.\n"), [])

    def test_a_subject_over_72_characters(self):
        self.assertEqual(check_commits.problems("x" * 73 + "\n\nWhy.\n"), ["a subject of 73 characters (at most 72)"])

    def test_characters_not_bytes_are_counted(self):
        self.assertEqual(check_commits.problems("é" * 72 + "\n\nWhy.\n"), [])

    def test_no_body_and_no_blank_line(self):
        self.assertEqual(check_commits.problems("Fix it\n"), ["no body"])
        self.assertEqual(check_commits.problems("Fix it\nBecause.\n"), ["no blank line after the subject"])
        self.assertEqual(check_commits.problems("Fix it\n\n\n"), ["no body"])


class CommandTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="oq-commits-")
        self.addCleanup(shutil.rmtree, self.folder, True)
        self.git("init", "-q")

    def git(self, *args):
        env = dict(os.environ, GIT_AUTHOR_NAME="T", GIT_AUTHOR_EMAIL="t@example.invalid", GIT_COMMITTER_NAME="T",
                   GIT_COMMITTER_EMAIL="t@example.invalid", GIT_CONFIG_GLOBAL="/dev/null", GIT_CONFIG_NOSYSTEM="1")
        return subprocess.run(["git", *args], cwd=self.folder, env=env, capture_output=True, text=True,
                              check=True).stdout.strip()

    def commit(self, message):
        self.git("commit", "-q", "--allow-empty", "-m", message)
        return self.git("rev-parse", "HEAD")

    def run_check(self, *arguments):
        output = io.StringIO()
        with contextlib.redirect_stdout(output), contextlib.redirect_stderr(io.StringIO()):
            code = check_commits.main(list(arguments), cwd=self.folder)
        return code, output.getvalue()

    def test_only_the_commits_in_the_range_are_checked(self):
        first = self.commit("an old subject without a body, from before the rule")
        self.commit("Good\n\nA body.")
        self.assertEqual(self.run_check(first + "..HEAD"), (0, ""))
        bad = self.commit("Bad")
        code, output = self.run_check(first + "..HEAD")
        self.assertEqual(code, 1)
        self.assertEqual(output, f"{bad[:10]} 'Bad': no body\n")

    def test_merges_are_not_checked(self):
        first = self.commit("Base\n\nA body.")
        self.git("checkout", "-q", "-b", "side")
        self.commit("Side\n\nA body.")
        self.git("checkout", "-q", "-")
        self.commit("Main\n\nA body.")
        self.git("merge", "-q", "--no-ff", "-m", "Merge branch 'side'", "side")
        self.assertEqual(self.run_check(first + "..HEAD"), (0, ""))

    def test_a_clone_without_the_first_checked_commit_is_told_so(self):
        self.commit("Only\n\nA body.")
        self.assertEqual(self.run_check()[0], 2)


if __name__ == "__main__":
    unittest.main()
