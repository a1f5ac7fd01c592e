// bin/badgereel of the bundle scripts/bundle writes: the one program there the dynamic linker
// starts on its own. It links only the C library and carries no RPATH, so nothing beside it
// is loaded before it has checked that it sits in its bundle and that the bundle is this
// user's or root's alone (ReelBundle.h, the rule the tool itself applies to its FFmpeg
// libraries and fonts); then it runs libexec/badgereel, which has no RPATH either, with the
// bundle's lib/ first on LD_LIBRARY_PATH. A launcher or tool copied out of its bundle
// (`$TMPDIR/tools/badgereel` beside a `$TMPDIR/lib` any user can fill) loads nothing from the
// folders beside it: the launcher refuses, and the tool finds only the system's libraries
// (issue 41: the bundle's `RPATH $ORIGIN/../lib` searched any such folder).
//
// Compiled by scripts/bundle: cc -O2 -ISources/FFmpegLoader/include scripts/launcher.c Sources/FFmpegLoader/bundle.c.
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>
#include "ReelBundle.h"

// Why a file of the bundle's lib/ may not be loaded (the first one another user could have
// changed), or 0 when each is a regular file only this user or root can change: the dynamic
// linker checks no owner, so the launcher checks every file it will be pointed at.
static int lib_refused(const char *lib, char *reason, size_t size) {
    DIR *folder = opendir(lib);
    if (!folder) { snprintf(reason, size, "%s cannot be read", lib); return 1; }
    struct dirent *entry;
    char path[PATH_MAX + 256];
    int refused = 0;
    while (!refused && (entry = readdir(folder))) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        snprintf(path, sizeof path, "%s/%s", lib, entry->d_name);
        if (!reel_bundle_file_is_private(path)) {
            snprintf(reason, size, "%s is not a regular file only you or root can change", path);
            refused = 1;
        }
    }
    closedir(folder);
    return refused;
}

int main(int argc, char **argv) {
    (void)argc;
    char root[PATH_MAX], reason[2 * PATH_MAX + 512];
    if (reel_bundle_root_of("bin", root, sizeof root, reason, sizeof reason) != 0) {
        // EX_NOPERM: nothing was run; the bundle's folders decide, not a flag.
        fprintf(stderr, "badgereel: not run: %s; this launcher runs only inside its unpacked bundle "
                        "(bin/, libexec/, lib/, share/badgereel/fonts.conf), kept where only you or root can write\n", reason);
        return 77;
    }
    const char *base = strcmp(root, "/") == 0 ? "" : root;
    char binary[PATH_MAX + 32], lib[PATH_MAX + 8];
    snprintf(binary, sizeof binary, "%s/libexec/badgereel", base);
    snprintf(lib, sizeof lib, "%s/lib", base);
    if (lib_refused(lib, reason, sizeof reason)) {
        fprintf(stderr, "badgereel: not run: %s\n", reason);
        return 77;
    }
    // The user's own path stays after the bundle's; an empty one is left out (an empty
    // entry would mean the current folder).
    const char *given = getenv("LD_LIBRARY_PATH");
    size_t length = strlen(lib) + (given ? strlen(given) : 0) + 2;
    char *path = malloc(length);
    if (!path) { fprintf(stderr, "badgereel: not run: out of memory\n"); return 71; }
    snprintf(path, length, "%s%s%s", lib, given && given[0] ? ":" : "", given && given[0] ? given : "");
    if (setenv("LD_LIBRARY_PATH", path, 1) != 0) { fprintf(stderr, "badgereel: not run: cannot set LD_LIBRARY_PATH\n"); return 71; }
    execv(binary, argv);
    fprintf(stderr, "badgereel: cannot run %s: %s\n", binary, strerror(errno));
    return 71;
}
