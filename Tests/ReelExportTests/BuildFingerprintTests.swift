import Foundation
import Testing
@testable import ReelExport

/// The build part of a batch record's key.
@Suite struct BuildFingerprintTests {
    /// The test runner's own build id, as the reader finds it through the program headers,
    /// equals the 20 bytes after the note header a plain byte search finds.
    @Test func theBuildIDIsTheLinkersNote() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/proc/self/exe")))
        let pattern: [UInt8] = [4, 0, 0, 0, 20, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x4e, 0x55, 0]
        let at = try #require((0..<(1 << 16)).first { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }) + pattern.count
        let expected = bytes[at..<(at + 20)].map { String(format: "%02x", $0) }.joined()
        #expect(ELFBuildID.read(from: "/proc/self/exe") == expected)
        #expect(try BuildFingerprint.executableIdentity() == "build-id \(expected)")
    }

    @Test func filesThatAreNotELFHaveNoBuildID() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-elf-\(getpid())")
        try Data("#!/bin/sh\necho hello\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(ELFBuildID.read(from: file.path) == nil)
        #expect(ELFBuildID.buildID(in: [4, 0, 0, 0, 200, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x4e, 0x55, 0]) == nil)   // truncated
    }

    /// Libraries as loaded, and fonts by name, size and digest: never a path, which a copied
    /// bundle changes.
    @Test func theFingerprintNamesLibrariesAndFontsWithoutPaths() throws {
        let f = try BuildFingerprint.current()
        for library in ["avcodec ", "avformat ", "webp ", "cairo ", "pango ", "harfbuzz ", "fontconfig ", "rsvg "] {
            #expect(f.libraries.contains(library), "\(f.libraries)")
        }
        #expect(f.fonts.contains { $0.hasPrefix("Inter-Regular.otf ") }, "\(f.fonts)")
        #expect(f.fonts.contains { $0.hasPrefix("Inter-SemiBold.otf ") }, "\(f.fonts)")
        #expect(!f.text.contains("/usr/share"), "\(f.text)")
        let inter = try #require(f.fonts.first { $0.hasPrefix("Inter-Regular.otf ") })
        let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let (size, digest) = try FileDigests.compute(path)
        #expect(inter == "Inter-Regular.otf \(size) \(digest)")
    }
}
