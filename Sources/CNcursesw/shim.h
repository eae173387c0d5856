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
#include <locale.h>
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


/// What terminfo says about `name`, read without touching the screen: 0 no entry, 1 a usable
/// screen terminal, 2 an entry that can't move the cursor (TERM=dumb, a printing terminal).
static inline int oq_terminfo_check(const char *name) {
    int status = 0;
    if (setupterm(name, STDOUT_FILENO, &status) != OK || status != 1) { return 0; }
    const char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1 && cup[0] != '\0';
    TERMINAL *entry = cur_term;
    set_curterm(NULL);
    del_curterm(entry);
    return usable ? 1 : 2;
}

/// A string capability of the current terminal (`smcup`, `BE`...), or NULL when it has none.
static inline const char *oq_terminfo_string(const char *name) {
    const char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1 || value[0] == '\0') ? NULL : value;
}

/// `capability` (a terminfo string) with one or two numbers put in (`tiparm`, which Swift can't
/// call: it is variadic), or NULL when it can't be done.
static inline const char *oq_terminfo_with(const char *capability, int first) {
    return tiparm(capability, first);
}
static inline const char *oq_terminfo_with2(const char *capability, int first, int second) {
    return tiparm(capability, first, second);
}

/// A boolean capability of the current terminal (`am`, `xenl`...).
static inline int oq_terminfo_flag(const char *name) { return tigetflag(name) == 1; }

/// A numeric capability of the current terminal (`ncv`...), or -1 when it has none.
static inline int oq_terminfo_number(const char *name) {
    int value = tigetnum(name);
    return value < 0 ? -1 : value;
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

#endif
