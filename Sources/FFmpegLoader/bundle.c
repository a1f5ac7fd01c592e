// Whether the running executable sits in a bundle it may trust (ReelBundle.h). Shared by the
// tool (FFmpegLoader's library search, BundleLayout's fonts) and by the bundle's launcher
// (scripts/launcher.c, compiled by scripts/bundle with this file), so both apply one rule.
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#if defined(__APPLE__)
#include <mach-o/dyld.h>
#include <stdlib.h>
#endif
#include "ReelBundle.h"

// The folder holding the running executable, symbolic links resolved, or "" when unknown.
static void executable_folder(char *folder, size_t size) {
    char path[PATH_MAX];
    folder[0] = 0;
#if defined(__APPLE__)
    char raw[PATH_MAX];
    uint32_t length = sizeof raw;
    if (_NSGetExecutablePath(raw, &length) != 0 || !realpath(raw, path)) return;
#else
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0) return;
    path[length] = 0;
#endif
    char *slash = strrchr(path, '/');
    if (!slash) return;
    *slash = 0;
    snprintf(folder, size, "%s", path);
}

// Why `path` is not a `kind` (S_IFDIR, S_IFREG) that only this user or root can change, or
// NULL when it is: owned by one of them and writable by no group and no other user, the path
// itself not a symbolic link. A library or configuration read from a folder anyone else can
// write is theirs, not ours.
static const char *not_private(const char *path, mode_t kind) {
    struct stat info;
    if (lstat(path, &info) != 0) return errno == ENOENT ? "is missing" : "cannot be read";
    if ((info.st_mode & S_IFMT) != kind) return kind == S_IFDIR ? "is not a folder" : "is not a regular file";
    if (info.st_uid != geteuid() && info.st_uid != 0) return "is owned by another user";
    if (info.st_mode & (S_IWGRP | S_IWOTH)) return "is writable by other users";
    return NULL;
}

int reel_bundle_file_is_private(const char *path) { return not_private(path, S_IFREG) == NULL; }

int reel_bundle_root_of(const char *folder_name, char *root, size_t size, char *reason, size_t reason_size) {
    char folder[PATH_MAX];
    if (reason && reason_size) reason[0] = 0;
    if (!root || size == 0 || !folder_name) return -1;
    root[0] = 0;
    executable_folder(folder, sizeof folder);
    char *slash = strrchr(folder, '/');
    if (!slash || strcmp(slash + 1, folder_name) != 0) {
        if (reason && reason_size) snprintf(reason, reason_size, "%s is not the %s folder of a bundle", folder[0] ? folder : "its folder", folder_name);
        return -1;
    }
    *slash = 0;
    static const struct { const char *path; mode_t kind; } parts[] = {
        { "", S_IFDIR }, { "/bin", S_IFDIR }, { "/libexec", S_IFDIR }, { "/lib", S_IFDIR }, { "/share", S_IFDIR },
        { "/share/badgereel", S_IFDIR }, { "/bin/badgereel", S_IFREG }, { "/libexec/badgereel", S_IFREG },
        { "/share/badgereel/fonts.conf", S_IFREG },
    };
    char path[PATH_MAX + 64];
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        snprintf(path, sizeof path, "%s%s", folder, parts[i].path);
        const char *why = not_private(path[0] ? path : "/", parts[i].kind);
        if (why) {
            if (reason && reason_size) snprintf(reason, reason_size, "%s %s", path[0] ? path : "/", why);
            return -1;
        }
    }
    if ((size_t)snprintf(root, size, "%s", folder[0] ? folder : "/") >= size) { root[0] = 0; return -1; }
    return 0;
}

int reel_bundle_root(char *root, size_t size) { return reel_bundle_root_of("libexec", root, size, NULL, 0); }
