import FFmpegLoader
import Foundation

/// The relocatable bundle scripts/bundle writes:
///
///     bin/badgereel       the launcher (scripts/launcher.c): runs libexec/badgereel with
///                         lib/ on LD_LIBRARY_PATH once it has checked the bundle
///     libexec/badgereel   this executable, with no RPATH
///     lib/            every shared library it links or loads (found through the launcher's
///                     LD_LIBRARY_PATH and by FFmpegLoader's own search of a recognised bundle's lib/)
///     share/badgereel/fonts.conf, share/badgereel/fonts/   the label fonts and a
///                     fontconfig configuration that names only them
///
/// When the executable sits in that layout, and the layout is this user's or root's alone
/// (ReelBundle.h's reel_bundle_root: every folder of it, both executables and fonts.conf owned
/// by one of them and writable by no one else), fontconfig is pointed at the bundle's own configuration, so labels
/// are drawn with the bundle's fonts on any machine, whatever fonts it has. Anywhere else (a
/// `swift build`, an installed binary, a binary copied out into a folder whose parent others
/// can write) nothing changes, and a FONTCONFIG_FILE the user set is always kept.
enum BundleLayout {
    /// The configuration only scripts/bundle writes, beside no normal build.
    static let fontConfiguration = "share/badgereel/fonts.conf"

    /// Sets FONTCONFIG_FILE when running from a bundle. Call first in main, before any thread
    /// starts (setenv is not thread-safe) and before fontconfig is initialised.
    static func adopt() {
        guard ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == nil,
              let root = bundleRoot() else { return }
        let configuration = URL(fileURLWithPath: root).appendingPathComponent(fontConfiguration).path
        guard FileManager.default.isReadableFile(atPath: configuration) else { return }
        setenv("FONTCONFIG_FILE", configuration, 1)
    }

    /// The recognised bundle's root (symbolic links to the executable resolved), or nil.
    private static func bundleRoot() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard reel_bundle_root(&buffer, buffer.count) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
