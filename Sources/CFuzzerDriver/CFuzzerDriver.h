// libFuzzer's entry point for a program that has its own main (SwiftPM links executables with
// --defsym main=<Target>_main, which hides libFuzzer's main). Only declared here: the symbol comes
// from the fuzzer runtime that -sanitize=fuzzer links, and only the FUZZING build refers to it.
#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
