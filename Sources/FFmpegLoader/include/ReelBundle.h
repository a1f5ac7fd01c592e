#ifndef REEL_BUNDLE_H
#define REEL_BUNDLE_H

#include <stddef.h>

/// The relocatable bundle scripts/bundle writes, and when anything in it is trusted:
///
///     bin/badgereel       the launcher (scripts/launcher.c): checks the bundle, then runs
///     libexec/badgereel   the tool, built with no RPATH, with LD_LIBRARY_PATH=<root>/lib
///     lib/                the libraries it links and loads
///     share/badgereel/fonts.conf, fonts/
///
/// A bundle is recognised when the running executable sits in its `folder` ("bin" for the
/// launcher, "libexec" for the tool), and the root, bin, libexec, lib, share and
/// share/badgereel, bin/badgereel, libexec/badgereel and fonts.conf are all owned by this
/// user or root and writable by no one else (none of them a symbolic link): then 0, with the
/// root in `root`. Otherwise -1, "" in `root`, and in `reason` (when given) the first path
/// that failed and why. Nothing beside an executable is read, loaded or run unless this
/// recognises its bundle (issue 41: a copy kept in `$TMPDIR/tools` ran what another user put
/// in `$TMPDIR/lib`).
int reel_bundle_root_of(const char *folder, char *root, size_t size, char *reason, size_t reason_size);

/// `reel_bundle_root_of("libexec", …)`: the tool's own bundle, for FFmpegLoader's search and
/// the fonts' configuration.
int reel_bundle_root(char *root, size_t size);

/// Whether `path` is a regular file (not a symbolic link) owned by this user or root and
/// writable by no one else: 1 or 0.
int reel_bundle_file_is_private(const char *path);

#endif
