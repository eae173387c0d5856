#include "CMainQueue.h"

#include <stdint.h>
#include <unistd.h>

// libdispatch's hooks for a run loop that serves the main queue (exported, declared in its
// private queue header, which is not installed): CoreFoundation's run loop calls the same two.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int oq_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void oq_main_queue_serve(void) {
    // The eventfd counts the pokes since it was last read: one read clears them all. It is
    // non-blocking, so a read that finds it cleared already returns at once.
    uint64_t pokes;
    (void)read(_dispatch_get_main_queue_handle_4CF(), &pokes, sizeof pokes);
    _dispatch_main_queue_callback_4CF(0);
}
