#ifndef SWIFT_HOST_CHECK_H
#define SWIFT_HOST_CHECK_H
// SwiftHostCheck's whole point is check.c's #error (a build without the toolchain's
// swift-syntax stops there with what to do); this is the one symbol it defines.
int reel_swift_host_checked(void);
#endif
