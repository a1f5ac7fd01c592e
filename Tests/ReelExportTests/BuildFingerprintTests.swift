import Foundation
import Testing
@testable import ReelExport

/// The build part of a batch record's key.
@Suite struct BuildFingerprintTests {
    /// The build is named by the digest of the running executable's file (here the test
    /// runner), as `sha256sum` gives it.
    @Test func theBuildIsTheExecutablesDigest() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        // sha256sum's own /proc/self/exe would be itself: name the runner's file instead.
        process.arguments = [try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let expected = try #require(String(decoding: data, as: UTF8.self).split(separator: " ").first)
        #expect(try BuildFingerprint.executableIdentity() == "sha256 \(expected)")
    }

    /// Libraries as loaded, and fonts by name, size and digest: never a path, which a copied
    /// bundle changes.
    @Test func theFingerprintNamesLibrariesAndFontsWithoutPaths() throws {
        let f = try BuildFingerprint.current()
        for library in ["cairo ", "pango ", "harfbuzz ", "fontconfig ", "rsvg "] {
            #expect(f.libraries.contains(library), "\(f.libraries)")
        }
        // Each output names the encoders of its own format, and only those.
        let mp4 = try f.text(encodingWith: [.util, .scale, .codec])
        for library in ["avutil ", "avcodec ", "avformat ", "swscale "] { #expect(mp4.contains(library), "\(mp4)") }
        #expect(!mp4.contains("avfilter") && !mp4.contains("webp"), "\(mp4)")
        let gif = try f.text(encodingWith: [.util])
        #expect(gif.contains("encoders avutil ") && !gif.contains("avcodec"), "\(gif)")
        let webp = try f.text(encodingWith: [.util, .webp])
        #expect(webp.contains("webp ") && webp.contains("webpmux ") && !webp.contains("avcodec"), "\(webp)")
        let lottie = try f.text(encodingWith: [])
        #expect(!lottie.contains("encoders"), "\(lottie)")
        #expect(f.fonts.contains { $0.hasPrefix("Inter-Regular.otf ") }, "\(f.fonts)")
        #expect(f.fonts.contains { $0.hasPrefix("Inter-SemiBold.otf ") }, "\(f.fonts)")
        #expect(!mp4.contains("/usr/share") && !webp.contains("/usr/share"), "\(mp4)")
        let inter = try #require(f.fonts.first { $0.hasPrefix("Inter-Regular.otf ") })
        let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let (size, digest) = try FileDigests.compute(path)
        #expect(inter == "Inter-Regular.otf \(size) \(digest)")
    }
}
