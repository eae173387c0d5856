#ifndef MENDED_SOCKETS_H
#define MENDED_SOCKETS_H

// URLSession's socket callback, mended: see mended_sockets.c. Private to CCurlOnDemand.

/// libcurl's socket callback (CURLMOPT_SOCKETFUNCTION), with curl's types as ints and pointers.
typedef int (*socket_function)(void *easy, int socket, int what, void *data, void *assigned);
typedef int (*multi_setopt_function)(void *multi, int option, ...);
typedef int (*multi_assign_function)(void *multi, int socket, void *assigned);

/// CURLMOPT_SOCKETFUNCTION and CURLMOPT_SOCKETDATA.
enum { socket_function_option = 20001, socket_data_option = 10002 };

/// Sets `multi`'s socket callback to `function` wrapped, through `setopt` (libcurl's
/// curl_multi_setopt); `assign` is libcurl's curl_multi_assign. Returns what `setopt` returns.
int mend_socket_function(multi_setopt_function setopt, multi_assign_function assign, void *multi,
                         socket_function function);

/// Sets the data `multi`'s socket callback is given, as `mend_socket_function`.
int mend_socket_data(multi_setopt_function setopt, multi_assign_function assign, void *multi, void *data);

/// Forgets `multi`, once libcurl has cleaned it up.
void forget_mended_multi(void *multi);

#endif
