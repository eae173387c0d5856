// The main dispatch queue, served from the game's own loop on the main thread.
//
// libdispatch lets a run loop serve the main queue: it pokes a descriptor when work is queued,
// and the loop drains the queue on the main thread. CoreFoundation's run loop is the usual such
// loop; these two wrappers let the game's loop (Loop/MainLoop.swift) be it instead, so that a key
// is read by the thread that sleeps on it, with no other thread woken first (DECISIONS 3).
#ifndef OPENQUIZZ_CMAINQUEUE_H
#define OPENQUIZZ_CMAINQUEUE_H

/// The descriptor libdispatch makes readable when work is queued on the main queue (an eventfd
/// on Linux). Poll it for reading; when it is readable, call `oq_main_queue_serve`.
int oq_main_queue_descriptor(void);

/// Clears the descriptor and runs the work queued on the main queue. Main thread only.
void oq_main_queue_serve(void);

#endif
