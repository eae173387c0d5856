// The C surface OpenQuizz needs from ncursesw and the system, in a form Swift can import.
//
// SwiftPM drops -D_XOPEN_SOURCE from pkg-config flags, so the wide-character API is switched on
// here. Macros (A_*, getmaxyx) and C globals (stdscr, COLORS, stdout) that Swift cannot import,
// or refuses to read in Swift 6 mode, get small static inline accessors.
#ifndef OPENQUIZZ_SHIM_H
#define OPENQUIZZ_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <langinfo.h>
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// MARK: - Globals

static inline WINDOW *oq_stdscr(void) { return stdscr; }
static inline int oq_colors(void) { return COLORS; }
static inline int oq_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *oq_stdout(void) { return stdout; }
static inline FILE *oq_stdin(void) { return stdin; }

/// Whether terminfo has an entry for `name`; reads it and lets it go, without touching the screen.
static inline int oq_terminfo_exists(const char *name) {
    int status = 0;
    if (setupterm(name, STDOUT_FILENO, &status) != OK || status != 1) { return 0; }
    TERMINAL *entry = cur_term;
    set_curterm(NULL);
    del_curterm(entry);
    return 1;
}

/// Whether the locale chosen by `setlocale(LC_ALL, "")` encodes text as UTF-8.
static inline int oq_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// MARK: - Attributes (function-like macros in curses.h)

static inline attr_t oq_a_normal(void) { return A_NORMAL; }
static inline attr_t oq_a_bold(void) { return A_BOLD; }
static inline attr_t oq_a_dim(void) { return A_DIM; }
static inline attr_t oq_a_reverse(void) { return A_REVERSE; }
static inline attr_t oq_a_underline(void) { return A_UNDERLINE; }
static inline int oq_key_code_yes(void) { return KEY_CODE_YES; }

// MARK: - Terminal size

/// The size of the terminal on `fd`, from TIOCGWINSZ. Returns 0 on success.
static inline int oq_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    memset(&ws, 0, sizeof ws);
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) { return -1; }
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/// How many bytes can be read from `fd` without blocking; -1 on error. A descriptor that polls
/// readable with 0 bytes available has reached end of file (the terminal went away).
static inline int oq_bytes_available(int fd) {
    int count = 0;
    if (ioctl(fd, FIONREAD, &count) != 0) { return -1; }
    return count;
}

// MARK: - Key codes (checked against the pure Swift decoder)

static inline int oq_key_left(void) { return KEY_LEFT; }
static inline int oq_key_right(void) { return KEY_RIGHT; }
static inline int oq_key_up(void) { return KEY_UP; }
static inline int oq_key_down(void) { return KEY_DOWN; }
static inline int oq_key_enter(void) { return KEY_ENTER; }
static inline int oq_key_backspace(void) { return KEY_BACKSPACE; }
static inline int oq_key_f0(void) { return KEY_F0; }
static inline int oq_key_mouse(void) { return KEY_MOUSE; }
static inline int oq_key_resize(void) { return KEY_RESIZE; }

// MARK: - Signals, through a pipe

// The handler only writes the signal's number into a pipe (async-signal-safe); the app's loop
// reads the pipe and acts on the main thread. (libdispatch's signal sources lost SIGTSTP now and
// then: 3 of 30 in the torture script.)
static int oq_signal_pipe_fds[2] = { -1, -1 };

static void oq_signal_to_pipe(int signo) {
    int saved = errno;
    unsigned char number = (unsigned char)signo;
    ssize_t written = write(oq_signal_pipe_fds[1], &number, 1);
    (void)written;
    errno = saved;
}

/// Routes `count` signals to a pipe; returns its read end (non-blocking), or -1.
static inline int oq_route_signals_to_pipe(const int *signals, int count) {
    if (oq_signal_pipe_fds[0] < 0) {
        if (pipe2(oq_signal_pipe_fds, O_CLOEXEC | O_NONBLOCK) != 0) { return -1; }
    }
    for (int i = 0; i < count; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = oq_signal_to_pipe;
        sigfillset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        if (sigaction(signals[i], &action, NULL) != 0) { return -1; }
    }
    return oq_signal_pipe_fds[0];
}

// MARK: - Last-resort restoration

// If the process ends without the terminal owner's orderly stop (exit() from anywhere, a Swift
// runtime trap, a crash), put the terminal back the best we can. endwin() is not
// async-signal-safe; on a fatal signal the process is dying anyway, and a usable shell is worth it.
static inline void oq_endwin_if_needed(void) {
    if (stdscr != NULL && !isendwin()) { endwin(); }
}

static void oq_fatal_signal_handler(int signo) {
    oq_endwin_if_needed();
    signal(signo, SIG_DFL);
    raise(signo);
}

/// Registers `endwin` at exit and on fatal signals (SIGILL/SIGTRAP from Swift traps, SIGSEGV,
/// SIGBUS, SIGFPE, SIGABRT). Call once, right after the screen is taken over.
static inline void oq_install_last_resort_restore(void) {
    atexit(oq_endwin_if_needed);
    int fatal[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT };
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = oq_fatal_signal_handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        sigaction(fatal[i], &action, NULL);
    }
}

/// Unblocks every signal for the calling thread: a parent (a test runner's thread) may have
/// handed us a blocked mask, and then Ctrl-C or SIGTERM would never reach us.
static inline void oq_unblock_all_signals(void) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
}

#endif
