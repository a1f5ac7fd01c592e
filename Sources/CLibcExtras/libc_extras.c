// The wrappers CLibcExtras.h declares. _GNU_SOURCE before any header: glibc declares
// pthread_getattr_np and renameat2 only then.
#define _GNU_SOURCE
#include "CLibcExtras.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int reel_pthread_getattr_np(pthread_t thread, pthread_attr_t *attributes) {
#if defined(__linux__)
    return pthread_getattr_np(thread, attributes);
#else
    (void)thread; (void)attributes;
    return ENOSYS;
#endif
}

int reel_rename_exchange(const char *a, const char *b) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 28))
    return renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#elif defined(__linux__) && defined(SYS_renameat2)
    // RENAME_EXCHANGE is (1 << 1) in <linux/fs.h>; glibc before 2.28 declares neither it
    // nor the wrapper, so the system call is made directly.
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, 1u << 1);
#else
    (void)a; (void)b;
    errno = ENOSYS;
    return -1;
#endif
}

int reel_malloc_keep_freed(int trim_threshold, int mmap_threshold) {
#if defined(__GLIBC__)
    return mallopt(M_TRIM_THRESHOLD, trim_threshold) == 1 && mallopt(M_MMAP_THRESHOLD, mmap_threshold) == 1;
#else
    (void)trim_threshold; (void)mmap_threshold;
    return 0;
#endif
}
