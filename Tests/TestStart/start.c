#include "TestStart.h"

// Runs when the test executable is loaded, before XCTest runs the first test: SwiftPM's runner
// offers no other place that runs before every test target's tests.
__attribute__((constructor)) static void start(void) {
    openquizz_tests_bound_xctest_waits();
}
