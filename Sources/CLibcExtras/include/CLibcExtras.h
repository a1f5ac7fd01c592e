#ifndef CLIBC_EXTRAS_H
#define CLIBC_EXTRAS_H
// The C library's extensions BadgeReel calls that Swift's Glibc module does not declare
// (GNU extensions behind _GNU_SOURCE, and <malloc.h>): each through a reel_-prefixed wrapper
// whose signature the compiler checks against the library's own header, compiled in
// libc_extras.c. Where the C library lacks one (another libc, an old glibc), the wrapper
// says so with ENOSYS and the caller keeps its fallback.
#include <pthread.h>

/// pthread_getattr_np(3): the attributes of a running thread, its stack bounds among them.
/// ENOSYS where the C library has none (only glibc and musl do).
int reel_pthread_getattr_np(pthread_t thread, pthread_attr_t *attributes);

/// renameat2(2) with RENAME_EXCHANGE on two paths relative to the current directory:
/// swaps them atomically. -1 with errno set when it fails, ENOSYS where the C library or the
/// kernel has no renameat2 (glibc before 2.28 has no wrapper; the system call is made then).
int reel_rename_exchange(const char *a, const char *b);

/// mallopt(3)'s M_TRIM_THRESHOLD and M_MMAP_THRESHOLD (glibc's <malloc.h>): how much freed
/// memory is kept for reuse. Returns 1 when both were set, 0 where there is no mallopt.
int reel_malloc_keep_freed(int trim_threshold, int mmap_threshold);

#endif
