#ifndef CURL_ON_DEMAND_H
#define CURL_ON_DEMAND_H

/// libcurl, opened the first time the game goes online rather than when it starts.
///
/// URLSession (FoundationNetworking) calls libcurl. In the static build (`--static-swift-stdlib`,
/// as shipped) this target defines the functions FoundationNetworking calls, inside the binary
/// and not exported, and each forwards to the real one, found with dlopen("libcurl.so.4") on
/// first use. So the dynamic loader no longer maps libcurl and the twenty libraries it needs
/// (TLS, Kerberos, LDAP...) into every game, most of which never goes online (DECISIONS 23).
/// Debug builds export them, and libFoundationNetworking.so's calls come to them too. Either
/// way, the socket callback URLSession gives libcurl is mended on the way (DECISIONS 15).

/// The library opened: "libcurl.so.4".
extern const char *const curl_on_demand_library;

/// Opens libcurl once (later calls return the first answer): NULL when it is open with every
/// function URLSession calls, otherwise why not, in dlerror's words. Thread-safe.
const char *curl_on_demand_problem(void);

/// Whether `library` could serve: opens it, looks up every function URLSession calls, and closes
/// it again. NULL when it could, otherwise why not, in a buffer of `size` bytes. For tests.
const char *curl_on_demand_check(const char *library, char *buffer, unsigned long size);

#endif
