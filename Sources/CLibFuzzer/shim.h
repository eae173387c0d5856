// libFuzzer's driver, for the fuzz executable built with -sanitize=fuzzer (which links libFuzzer).
// Header only: nothing links against it in a normal build, where it is never called.
#ifndef OPENQUIZZ_CLIBFUZZER_H
#define OPENQUIZZ_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
