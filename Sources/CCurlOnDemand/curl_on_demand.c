// libcurl on demand: the functions FoundationNetworking calls, each forwarding to libcurl.so.4,
// opened on first use, and the socket callback URLSession sets, mended. See
// include/curl_on_demand.h.
//
// The same definitions serve both builds. The static build's FoundationNetworking binds to them
// at link time, and they are not exported. A debug build (`swift build`, the tests) links
// libFoundationNetworking.so, which binds to libcurl when it is loaded; there the executable
// exports them (link/forwarding.list), and the dynamic loader binds that library's calls to them
// ahead of libcurl's, since the executable comes first in its search: the tests run URLSession
// through the same forwarding as the shipped game.
//
// curl's headers are not needed: the types below have the same representation as curl's
// (handles are pointers, the codes and option numbers are C enums, that is ints).

#include "curl_on_demand.h"
#include "mended_sockets.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

const char *const curl_on_demand_library = "libcurl.so.4";

// The functions URLSession calls (`nm -D --undefined-only` on a static build, before this target).
#define CURL_FUNCTIONS(X)                                                                          \
    X(curl_easy_cleanup) X(curl_easy_getinfo) X(curl_easy_init) X(curl_easy_pause)                \
    X(curl_easy_setopt) X(curl_easy_strerror) X(curl_free) X(curl_global_init)                    \
    X(curl_multi_add_handle) X(curl_multi_assign) X(curl_multi_cleanup) X(curl_multi_info_read)    \
    X(curl_multi_init) X(curl_multi_remove_handle) X(curl_multi_setopt)                            \
    X(curl_multi_socket_action) X(curl_slist_append) X(curl_slist_free_all) X(curl_url)           \
    X(curl_url_get) X(curl_url_set) X(curl_version) X(curl_version_info)

#define AS_INDEX(name) index_##name,
enum { CURL_FUNCTIONS(AS_INDEX) function_count };
#define AS_NAME(name) #name,
static const char *const function_names[function_count] = {CURL_FUNCTIONS(AS_NAME)};

/// Opens `library` and finds every function in it: NULL, with `*opened` set and `table` filled,
/// or why not, written into `buffer` (the library is closed again).
static const char *open_library(const char *library, void **opened, void *table[function_count],
                                char *buffer, unsigned long size) {
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(buffer, size, "%s", reason != NULL ? reason : library);
        return buffer;
    }
    for (int index = 0; index < function_count; index++) {
        table[index] = dlsym(handle, function_names[index]);
        if (table[index] == NULL) {
            snprintf(buffer, size, "%s has no %s", library, function_names[index]);
            dlclose(handle);
            return buffer;
        }
    }
    *opened = handle;
    return NULL;
}

static pthread_once_t once = PTHREAD_ONCE_INIT;
static void *functions[function_count];
static const char *problem;
static char problem_text[512];

static void open_once(void) {
    void *handle = NULL;
    problem = open_library(curl_on_demand_library, &handle, functions, problem_text, sizeof problem_text);
}

const char *curl_on_demand_problem(void) {
    pthread_once(&once, open_once);
    return problem;
}

const char *curl_on_demand_check(const char *library, char *buffer, unsigned long size) {
    void *handle = NULL;
    void *table[function_count];
    const char *reason = open_library(library, &handle, table, buffer, size);
    if (reason == NULL) dlclose(handle);
    return reason;
}

/// The real function `name`, typed `type`, or NULL when libcurl can't be had.
#define REAL(name, type) (curl_on_demand_problem() == NULL ? (type)functions[index_##name] : (type)NULL)

// What a call returns when libcurl can't be had (the game checks `curl_on_demand_problem` before
// it makes a session, so these are a last resort): CURLE_FAILED_INIT, CURLM_INTERNAL_ERROR,
// CURLUE_OUT_OF_MEMORY.
enum { easy_failed = 2, multi_failed = 4, url_failed = 7 };

// Options and infos: curl numbers an option by the type of its one argument.
enum { object_options = 10000, function_options = 20000, offset_options = 30000, blob_options = 40000 };

void *curl_easy_init(void) {
    void *(*real)(void) = REAL(curl_easy_init, void *(*)(void));
    return real ? real() : NULL;
}

void curl_easy_cleanup(void *easy) {
    void (*real)(void *) = REAL(curl_easy_cleanup, void (*)(void *));
    if (real) real(easy);
}

int curl_easy_pause(void *easy, int bitmask) {
    int (*real)(void *, int) = REAL(curl_easy_pause, int (*)(void *, int));
    return real ? real(easy, bitmask) : easy_failed;
}

const char *curl_easy_strerror(int code) {
    const char *(*real)(int) = REAL(curl_easy_strerror, const char *(*)(int));
    return real ? real(code) : "libcurl is not loaded";
}

/// curl_easy_setopt and curl_multi_setopt: the one argument read as the type the option takes,
/// as libcurl itself reads it, and passed on as such.
static int set_option(int (*real)(void *, int, ...), void *handle, int option, va_list arguments) {
    if (option < object_options) return real(handle, option, va_arg(arguments, long));
    if (option >= offset_options && option < blob_options) return real(handle, option, va_arg(arguments, int64_t));
    return real(handle, option, va_arg(arguments, void *));
}

int curl_easy_setopt(void *easy, int option, ...) {
    int (*real)(void *, int, ...) = REAL(curl_easy_setopt, int (*)(void *, int, ...));
    if (!real) return easy_failed;
    va_list arguments;
    va_start(arguments, option);
    int code = set_option(real, easy, option, arguments);
    va_end(arguments);
    return code;
}

/// The socket callback and its data go to mended_sockets.c, which sets its own callback instead.
int curl_multi_setopt(void *multi, int option, ...) {
    int (*real)(void *, int, ...) = REAL(curl_multi_setopt, int (*)(void *, int, ...));
    if (!real) return multi_failed;
    multi_assign_function assign = REAL(curl_multi_assign, multi_assign_function);
    va_list arguments;
    va_start(arguments, option);
    int code;
    if (option == socket_function_option)
        code = mend_socket_function(real, assign, multi, va_arg(arguments, socket_function));
    else if (option == socket_data_option)
        code = mend_socket_data(real, assign, multi, va_arg(arguments, void *));
    else
        code = set_option(real, multi, option, arguments);
    va_end(arguments);
    return code;
}

/// Every info is read into a pointer.
int curl_easy_getinfo(void *easy, int info, ...) {
    int (*real)(void *, int, ...) = REAL(curl_easy_getinfo, int (*)(void *, int, ...));
    if (!real) return easy_failed;
    va_list arguments;
    va_start(arguments, info);
    void *destination = va_arg(arguments, void *);
    va_end(arguments);
    return real(easy, info, destination);
}

void curl_free(void *pointer) {
    void (*real)(void *) = REAL(curl_free, void (*)(void *));
    if (real) real(pointer);
}

int curl_global_init(long flags) {
    int (*real)(long) = REAL(curl_global_init, int (*)(long));
    return real ? real(flags) : easy_failed;
}

void *curl_multi_init(void) {
    void *(*real)(void) = REAL(curl_multi_init, void *(*)(void));
    return real ? real() : NULL;
}

int curl_multi_cleanup(void *multi) {
    int (*real)(void *) = REAL(curl_multi_cleanup, int (*)(void *));
    if (!real) return multi_failed;
    int code = real(multi);
    forget_mended_multi(multi);
    return code;
}

int curl_multi_add_handle(void *multi, void *easy) {
    int (*real)(void *, void *) = REAL(curl_multi_add_handle, int (*)(void *, void *));
    return real ? real(multi, easy) : multi_failed;
}

int curl_multi_remove_handle(void *multi, void *easy) {
    int (*real)(void *, void *) = REAL(curl_multi_remove_handle, int (*)(void *, void *));
    return real ? real(multi, easy) : multi_failed;
}

int curl_multi_assign(void *multi, int socket, void *pointer) {
    int (*real)(void *, int, void *) = REAL(curl_multi_assign, int (*)(void *, int, void *));
    return real ? real(multi, socket, pointer) : multi_failed;
}

void *curl_multi_info_read(void *multi, int *queued) {
    void *(*real)(void *, int *) = REAL(curl_multi_info_read, void *(*)(void *, int *));
    if (real) return real(multi, queued);
    if (queued) *queued = 0;
    return NULL;
}

int curl_multi_socket_action(void *multi, int socket, int events, int *running) {
    int (*real)(void *, int, int, int *) = REAL(curl_multi_socket_action, int (*)(void *, int, int, int *));
    return real ? real(multi, socket, events, running) : multi_failed;
}

void *curl_slist_append(void *list, const char *text) {
    void *(*real)(void *, const char *) = REAL(curl_slist_append, void *(*)(void *, const char *));
    return real ? real(list, text) : NULL;
}

void curl_slist_free_all(void *list) {
    void (*real)(void *) = REAL(curl_slist_free_all, void (*)(void *));
    if (real) real(list);
}

void *curl_url(void) {
    void *(*real)(void) = REAL(curl_url, void *(*)(void));
    return real ? real() : NULL;
}

int curl_url_get(const void *url, int part, char **text, unsigned int flags) {
    int (*real)(const void *, int, char **, unsigned int) =
        REAL(curl_url_get, int (*)(const void *, int, char **, unsigned int));
    return real ? real(url, part, text, flags) : url_failed;
}

int curl_url_set(void *url, int part, const char *text, unsigned int flags) {
    int (*real)(void *, int, const char *, unsigned int) =
        REAL(curl_url_set, int (*)(void *, int, const char *, unsigned int));
    return real ? real(url, part, text, flags) : url_failed;
}

char *curl_version(void) {
    char *(*real)(void) = REAL(curl_version, char *(*)(void));
    static char missing[] = "libcurl not loaded";
    return real ? real() : missing;
}

void *curl_version_info(int age) {
    void *(*real)(int) = REAL(curl_version_info, void *(*)(int));
    return real ? real(age) : NULL;
}
