#ifndef _GNU_SOURCE
#define _GNU_SOURCE  // pipe2
#endif

#include "CSignals.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// MARK: - Signals through a pipe

static int signal_pipe[2] = { -1, -1 };

static void write_signal_number(int signo) {
    int saved = errno;
    unsigned char number = (unsigned char)signo;
    ssize_t written = write(signal_pipe[1], &number, 1);
    (void)written;  // a full pipe already holds enough wake-ups
    errno = saved;
}

int oq_signals_route_to_pipe(const int *signals, int count) {
    if (signal_pipe[0] < 0 && pipe2(signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) { return -1; }
    for (int i = 0; i < count; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = write_signal_number;
        sigfillset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        if (sigaction(signals[i], &action, NULL) != 0) { return -1; }
    }
    return signal_pipe[0];
}

int oq_signals_ending_in_order(int *signals, int capacity) {
    // Every signal whose default action (signal(7)) ends the process, but those that can't be
    // caught (KILL), the one we ignore (PIPE: a write error is said instead) and the faults the
    // last resort handles (ILL, TRAP, ABRT, BUS, FPE, SEGV, SYS: the code that raised them can't
    // go on). Stop, continue and ignored-by-default signals (CHLD, URG, WINCH) are not here.
    static const int fixed[] = {
        SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGTERM,
#ifdef SIGSTKFLT
        SIGSTKFLT,
#endif
        SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO,
#ifdef SIGPWR
        SIGPWR,
#endif
    };
    int count = 0;
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
        if (count < capacity) { signals[count] = fixed[i]; }
        count++;
    }
    // The real-time signals, which glibc numbers past the two it keeps for its threads.
    for (int number = SIGRTMIN; number <= SIGRTMAX; number++) {
        if (count < capacity) { signals[count] = number; }
        count++;
    }
    return count;
}

int oq_signal_realtime_min(void) { return SIGRTMIN; }

int oq_signal_realtime_max(void) { return SIGRTMAX; }

int oq_signals_unblock_all(void) {
    sigset_t none;
    sigemptyset(&none);
    return pthread_sigmask(SIG_SETMASK, &none, NULL);
}

// MARK: - Last resort

static struct termios saved_modes;
static int terminal_fd = -1;
static unsigned char reset_bytes[1024];
static size_t reset_length = 0;
static volatile sig_atomic_t armed = 0;

/// Gives the terminal back; async-signal-safe. Runs at most once per arming.
static void restore_terminal(void) {
    if (!armed) { return; }
    armed = 0;
    int saved = errno;
    tcsetattr(terminal_fd, TCSANOW, &saved_modes);
    size_t done = 0;
    while (done < reset_length) {
        ssize_t written = write(terminal_fd, reset_bytes + done, reset_length - done);
        if (written < 0 && errno == EINTR) { continue; }
        if (written <= 0) { break; }
        done += (size_t)written;
    }
    errno = saved;
}

static void restore_at_exit(void) { restore_terminal(); }

static void restore_on_fatal_signal(int signo) {
    restore_terminal();
    // SA_RESETHAND put the default action back; it runs once this handler returns (for a fault,
    // when the instruction faults again), or now for a signal sent with kill.
    raise(signo);
}

int oq_last_resort_save_modes(int fd) {
    if (tcgetattr(fd, &saved_modes) != 0) { return -1; }
    terminal_fd = fd;
    return 0;
}

int oq_last_resort_arm(const unsigned char *reset, size_t length) {
    static int installed = 0;
    if (terminal_fd < 0 || length > sizeof reset_bytes) {
        errno = EINVAL;
        return -1;
    }
    armed = 0;
    if (length > 0) { memcpy(reset_bytes, reset, length); }
    reset_length = length;
    if (!installed) {
        installed = 1;
        atexit(restore_at_exit);
        const int fatal[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS };
        for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_handler = restore_on_fatal_signal;
            sigemptyset(&action.sa_mask);
            action.sa_flags = SA_RESETHAND;
            sigaction(fatal[i], &action, NULL);
        }
    }
    armed = 1;
    return 0;
}

void oq_last_resort_disarm(void) { armed = 0; }

static int caught[64];
static struct sigaction caught_before[64];
static int caught_count = 0;

int oq_last_resort_catch(const int *signals, int count) {
    if (count < 0 || caught_count + count > 64) {
        errno = EINVAL;
        return -1;
    }
    for (int i = 0; i < count; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = restore_on_fatal_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        struct sigaction before;
        if (sigaction(signals[i], NULL, &before) != 0) { return -1; }
        if (before.sa_handler == SIG_IGN) { continue; }  // nohup's HUP stays ignored
        if (sigaction(signals[i], &action, &caught_before[caught_count]) != 0) { return -1; }
        caught[caught_count++] = signals[i];
    }
    return 0;
}

void oq_last_resort_release(void) {
    for (int i = 0; i < caught_count; i++) { sigaction(caught[i], &caught_before[i], NULL); }
    caught_count = 0;
}

int oq_signal_is_ignored(int signal_number) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) return 0;
    return current.sa_handler == SIG_IGN ? 1 : 0;
}

// Standard input, output and error, when the caller closed them (`<&-`), are opened on /dev/null
// before anything else opens a file. Otherwise the first descriptor the process opens (libdispatch's
// eventfd) takes number 0, and a read of standard input waits on it for good.
__attribute__((constructor)) static void oq_open_closed_standard_descriptors(void) {
    for (int descriptor = 0; descriptor <= 2; descriptor++) {
        if (fcntl(descriptor, F_GETFD) != -1 || errno != EBADF) continue;
        int opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY);
        if (opened != -1 && opened != descriptor) {
            dup2(opened, descriptor);
            close(opened);
        }
    }
}
