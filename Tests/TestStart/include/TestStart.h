#ifndef TEST_START_H
#define TEST_START_H

/// Bounds how long corelibs XCTest can miss the end of a wait (TestSupport/XCTestWaits.swift).
/// Defined in Swift; called once, before the tests start, by a constructor in start.c.
void openquizz_tests_bound_xctest_waits(void);

#endif
