// URLSession's socket callback, mended (DECISIONS 15).
//
// libcurl tells the socket callback what it waits for on each socket: CURL_POLL_IN, OUT or INOUT,
// then CURL_POLL_REMOVE when it is done with the socket. FoundationNetworking's
// `_MultiHandle.register` makes a Dispatch read or write source for what it is told, but never
// cancels one libcurl stopped asking for: only REMOVE tears the sources down. libcurl waits for
// OUT while it connects and IN once the request is sent, so the write source stays; the idle
// socket is always writable, the source fires back to back, and a core is busy until the answer
// ends, however slowly it comes.
//
// So URLSession's callback is wrapped. When libcurl no longer waits for a direction it waited for
// on a socket, the wrapper first tells URLSession REMOVE, which cancels both sources and releases
// the object URLSession assigned to the socket (so libcurl's copy of it is cleared), then passes
// on the new value, for which URLSession makes fresh sources. libcurl calls a multi handle's
// callback only from within its own calls on that handle, which URLSession makes on one serial
// queue: a handle's sockets need no lock. The list of handles does.

#include "mended_sockets.h"

#include <pthread.h>
#include <stdlib.h>

enum { poll_none = 0, poll_remove = 4 };

/// A socket libcurl watches, and what it last waited for on it (CURL_POLL_IN, OUT, INOUT).
struct watched_socket {
    int socket;
    int what;
};

struct mended_multi {
    void *multi;
    socket_function function;  // URLSession's callback
    void *data;                // and its data
    multi_assign_function assign;
    struct watched_socket *sockets;
    int count;
    int capacity;
    struct mended_multi *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct mended_multi *mended_multis;

/// What libcurl last waited for on `socket` (CURL_POLL_NONE if it is new), and now `what`.
static int remember(struct mended_multi *mended, int socket, int what) {
    for (int index = 0; index < mended->count; index++) {
        if (mended->sockets[index].socket != socket) continue;
        int before = mended->sockets[index].what;
        if (what == poll_remove)
            mended->sockets[index] = mended->sockets[--mended->count];
        else
            mended->sockets[index].what = what;
        return before;
    }
    if (what == poll_remove) return poll_none;
    if (mended->count == mended->capacity) {
        int capacity = mended->capacity == 0 ? 4 : mended->capacity * 2;
        struct watched_socket *grown = realloc(mended->sockets, sizeof *grown * (size_t)capacity);
        if (grown == NULL) return poll_none;  // not remembered: that socket goes unmended
        mended->sockets = grown;
        mended->capacity = capacity;
    }
    mended->sockets[mended->count++] = (struct watched_socket){socket, what};
    return poll_none;
}

static int mended_callback(void *easy, int socket, int what, void *data, void *assigned) {
    struct mended_multi *mended = data;
    if (mended->function == NULL) return 0;
    int before = remember(mended, socket, what);
    if (what != poll_remove && (before & ~what) != 0) {
        if (mended->function(easy, socket, poll_remove, mended->data, assigned) == -1) return -1;
        mended->assign(mended->multi, socket, NULL);
        assigned = NULL;
    }
    return mended->function(easy, socket, what, mended->data, assigned);
}

/// The record of `multi`, made if there is none yet; NULL when memory runs out.
static struct mended_multi *mended_for(void *multi, multi_assign_function assign) {
    pthread_mutex_lock(&lock);
    struct mended_multi *mended = mended_multis;
    while (mended != NULL && mended->multi != multi) mended = mended->next;
    if (mended == NULL && (mended = calloc(1, sizeof *mended)) != NULL) {
        mended->multi = multi;
        mended->assign = assign;
        mended->next = mended_multis;
        mended_multis = mended;
    }
    pthread_mutex_unlock(&lock);
    return mended;
}

int mend_socket_function(multi_setopt_function setopt, multi_assign_function assign, void *multi,
                         socket_function function) {
    struct mended_multi *mended = mended_for(multi, assign);
    if (mended == NULL) return setopt(multi, socket_function_option, function);
    mended->function = function;
    int code = setopt(multi, socket_data_option, (void *)mended);
    if (code != 0) return code;
    return setopt(multi, socket_function_option, function != NULL ? mended_callback : function);
}

int mend_socket_data(multi_setopt_function setopt, multi_assign_function assign, void *multi, void *data) {
    struct mended_multi *mended = mended_for(multi, assign);
    if (mended == NULL) return setopt(multi, socket_data_option, data);
    mended->data = data;
    return setopt(multi, socket_data_option, (void *)mended);
}

void forget_mended_multi(void *multi) {
    pthread_mutex_lock(&lock);
    struct mended_multi **link = &mended_multis;
    while (*link != NULL && (*link)->multi != multi) link = &(*link)->next;
    struct mended_multi *mended = *link;
    if (mended != NULL) *link = mended->next;
    pthread_mutex_unlock(&lock);
    if (mended == NULL) return;
    free(mended->sockets);
    free(mended);
}
