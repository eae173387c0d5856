"""Tests of Scripts/check-budgets.py's reading of /proc and its verdicts:
`python3 -m unittest Tests/ScriptTests/test_check_budgets.py`."""

import importlib.util
import os
import subprocess
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "Scripts", "check-budgets.py")
spec = importlib.util.spec_from_file_location("check_budgets", SCRIPT)
check_budgets = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_budgets)
bench = check_budgets.sys.modules["bench"]

STATUS = """Name:\topenquizz
Umask:\t0022
State:\tS (sleeping)
VmPeak:\t  123456 kB
VmHWM:\t   18944 kB
VmRSS:\t   18800 kB
Threads:\t2
voluntary_ctxt_switches:\t150
nonvoluntary_ctxt_switches:\t7
"""


class StatusTests(unittest.TestCase):
    def test_fields_are_read_by_name_with_their_units(self):
        fields = bench.status_fields(STATUS)
        self.assertEqual(fields["VmHWM"], "18944 kB")
        self.assertEqual(fields["voluntary_ctxt_switches"], "150")
        self.assertEqual(fields["State"], "S (sleeping)")
        self.assertNotIn("VmSwap", fields)

    def test_this_process_has_a_peak_and_counts_its_switches(self):
        self.assertGreater(bench.peak_rss_kib(os.getpid()), 0)
        counts = bench.context_switches(os.getpid())
        self.assertIn(str(os.getpid()), counts)
        self.assertTrue(all(count >= 0 for count in counts.values()))

    def test_a_process_that_waits_for_input_never_switches_and_one_that_polls_does(self):
        # What the wake-up budget counts: a process blocked on a read stays at 0, one that wakes
        # 50 times a second does not.
        blocked = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
        polling = subprocess.Popen([sys.executable, "-c", "import time\nwhile True: time.sleep(0.02)"])
        try:
            # Started and blocked: its counts stay put for 0.1 s (it may take a while on a busy machine).
            deadline = time.monotonic() + 10
            last = None
            while (counts := bench.context_switches(blocked.pid)) != last:
                self.assertLess(time.monotonic(), deadline, "cat never settled")
                last = counts
                time.sleep(0.1)
            before = (bench.context_switches(blocked.pid), bench.context_switches(polling.pid))
            time.sleep(0.5)
            self.assertEqual(bench.switches_since(before[0], bench.context_switches(blocked.pid)), 0)
            self.assertGreater(bench.switches_since(before[1], bench.context_switches(polling.pid)), 5)
        finally:
            for process in (blocked, polling):
                process.kill()
                process.wait()
            blocked.stdin.close()

    def test_switches_count_new_threads_from_zero_and_leave_ended_ones_out(self):
        before = {"10": 100, "11": 5}
        after = {"10": 103, "12": 2}
        self.assertEqual(bench.switches_since(before, after), 5)
        self.assertEqual(bench.switches_since(before, dict(before)), 0)


class VerdictTests(unittest.TestCase):
    def test_within_both_budgets(self):
        lines, held = check_budgets.verdicts(18944, 0, 10)
        self.assertTrue(held)
        self.assertEqual(lines[0], "ok      peak memory after a full offline game: 18.5 MiB (VmHWM), "
                                   "budget 20 MiB, margin 1.5 MiB")
        self.assertTrue(lines[1].startswith("ok      wake-ups in 10 s idle offline: 0 "))

    def test_one_kibibyte_over_or_one_wake_up_fails(self):
        lines, held = check_budgets.verdicts(20 * 1024 + 1, 0, 10)
        self.assertFalse(held)
        self.assertTrue(lines[0].startswith("FAILED  peak memory"))
        self.assertTrue(lines[1].startswith("ok      "))
        lines, held = check_budgets.verdicts(20 * 1024, 1, 10)
        self.assertFalse(held)
        self.assertTrue(lines[0].startswith("ok      "))
        self.assertEqual(lines[1], "FAILED  wake-ups in 10 s idle offline: 1 (context switches of all threads), "
                                   "budget 0")


if __name__ == "__main__":
    unittest.main()
