import Foundation

/// The relocatable bundle scripts/bundle writes:
///
///     bin/badgereel
///     lib/            every shared library it links or loads (found by RPATH $ORIGIN/../lib
///                     and by FFmpegLoader's own search of <executable>/../lib)
///     share/badgereel/fonts.conf, share/badgereel/fonts/   the label fonts and a
///                     fontconfig configuration that names only them
///
/// When the executable sits in that layout, fontconfig is pointed at the bundle's own
/// configuration, so labels are drawn with the bundle's fonts on any machine, whatever fonts
/// it has. Anywhere else (a `swift build`, an installed binary) nothing changes, and a
/// FONTCONFIG_FILE the user set is always kept.
enum BundleLayout {
    /// The marker: a configuration only scripts/bundle writes, beside no normal build.
    static let fontConfiguration = "share/badgereel/fonts.conf"

    /// Sets FONTCONFIG_FILE when running from a bundle. Call first in main, before any thread
    /// starts (setenv is not thread-safe) and before fontconfig is initialised.
    static func adopt() {
        guard ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == nil,
              let executable = executablePath() else { return }
        let root = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
        let configuration = root.appendingPathComponent(fontConfiguration).path
        guard FileManager.default.isReadableFile(atPath: configuration) else { return }
        setenv("FONTCONFIG_FILE", configuration, 1)
    }

    /// The running executable with symbolic links resolved (a bundle's bin/badgereel linked
    /// from /usr/local/bin still finds its own folder).
    private static func executablePath() -> String? {
        #if os(Linux)
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        return Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        #endif
    }
}
