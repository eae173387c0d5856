// Signal handling for OpenQuizz, in C because a signal handler may only call async-signal-safe
// functions: the handlers here only write(2) to a pipe or restore the terminal with tcsetattr(3)
// and write(2).
#ifndef OPENQUIZZ_CSIGNALS_H
#define OPENQUIZZ_CSIGNALS_H

#include <stddef.h>

/// Routes each of `count` signals to a pipe: the handler writes the signal's number as one byte.
/// Returns the pipe's read end (non-blocking, close-on-exec), or -1 with errno set.
int oq_signals_route_to_pipe(const int *signals, int count);

/// The signals that end the game in order (exit status 128 + n): every signal whose default
/// action ends the process, except KILL (can't be caught), PIPE (ignored: a write error is said)
/// and the faults left to the last resort (ILL, TRAP, ABRT, BUS, FPE, SEGV, SYS). Real-time
/// signals (SIGRTMIN to SIGRTMAX) included. Writes at most `capacity` of them into `signals` and
/// returns how many there are.
int oq_signals_ending_in_order(int *signals, int capacity);

/// SIGRTMIN and SIGRTMAX, which are function calls in glibc (Swift can't import them).
int oq_signal_realtime_min(void);
int oq_signal_realtime_max(void);

/// Unblocks every signal for the calling thread (a parent may hand the process a blocked mask).
/// Returns 0, or an error number.
int oq_signals_unblock_all(void);

/// Remembers the terminal modes of `fd` as they are now (the shell's), for the last resort.
/// Call before the screen is taken over. Returns 0, or -1 with errno set.
int oq_last_resort_save_modes(int fd);

/// Arms the last resort: if the process ends without `oq_last_resort_disarm` (exit() from
/// anywhere, a Swift runtime trap, a fatal signal), the saved modes are set again and `reset` (at
/// most 1024 bytes: leave the alternate screen, show the cursor, reset colours) is written to the
/// terminal, with async-signal-safe calls only. The fatal signal then takes its default action.
/// Returns 0, or -1 when `reset` is too long or the modes were not saved.
int oq_last_resort_arm(const unsigned char *reset, size_t length);

/// Disarms the last resort, once the terminal has been given back in order.
void oq_last_resort_disarm(void);

/// While a line is read raw before the screen starts (no handler in place yet): each of `count`
/// signals (at most 64) not ignored runs the last resort, then takes its default action. Returns
/// 0, or -1 with errno set.
int oq_last_resort_catch(const int *signals, int count);

/// Puts back the actions `oq_last_resort_catch` replaced.
void oq_last_resort_release(void);

/// 1 when `signal_number` is ignored (SIG_IGN), else 0.
int oq_signal_is_ignored(int signal_number);

#endif
