import Foundation
import ReelTestSupport
import Testing

/// Issue 41: FFmpegLoader opened `<executable's folder>/../lib/libavutil.so.N` first for every
/// build, so a binary kept one folder below a folder others can write (`$TMPDIR/tools/badgereel`)
/// ran whatever another user planted in `$TMPDIR/lib`. It searches beside the binary only in a
/// bundle it recognises (bin/badgereel, libexec/badgereel — itself —, lib/,
/// share/badgereel/fonts.conf), and only when those are this user's or root's and writable by
/// no one else; the same rule decides whether the bundle's fonts.conf is adopted. The bundle's
/// launcher (scripts/launcher.c, bin/badgereel) applies it before it runs or loads anything:
/// the bundle's binaries carry no RPATH, which the dynamic linker follows without any check.
///
/// The planted library is a real shared object whose constructor writes a marker file: any
/// dlopen of it, successful or not later, runs the constructor, so the marker is the proof.
@Suite struct BundleTrustTests {
    /// The sonames FFmpegLoader opens, as the dynamic linker's cache lists them.
    static func ffmpegSonames() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/sbin/ldconfig")
        process.arguments = ["-p"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let names = text.split(separator: "\n").compactMap { line -> String? in
            let name = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
            return name.range(of: #"^lib(avutil|swscale|avcodec|avformat|avfilter|webp|webpmux)\.so\.[0-9]+$"#,
                              options: .regularExpression) != nil ? name : nil
        }
        return Array(Set(names)).sorted()
    }

    /// Compiles the planted library: its constructor creates the file named by PLANTED_MARKER.
    static func plantedLibrary(in folder: URL) throws -> URL {
        let source = folder.appendingPathComponent("planted.c")
        try """
        #include <stdio.h>
        #include <stdlib.h>
        __attribute__((constructor)) static void planted(void) {
            const char *marker = getenv("PLANTED_MARKER");
            if (marker) { FILE *f = fopen(marker, "w"); if (f) fclose(f); }
        }
        """.write(to: source, atomically: true, encoding: .utf8)
        let library = folder.appendingPathComponent("planted.so")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cc", "-shared", "-fPIC", "-o", library.path, source.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "cc could not build the planted library")
        return library
    }

    /// The bundle's launcher, compiled as scripts/bundle compiles it.
    static func launcher(in folder: URL) throws -> URL {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let launcher = folder.appendingPathComponent("launcher")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cc", "-O2", "-Wall", "-Werror", "-I", repository.appendingPathComponent("Sources/FFmpegLoader/include").path,
                             "-o", launcher.path, repository.appendingPathComponent("scripts/launcher.c").path,
                             repository.appendingPathComponent("Sources/FFmpegLoader/bundle.c").path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "cc could not build the launcher")
        return launcher
    }

    /// A folder with `binaryFolder/badgereel` (a copy of the built tool) and every FFmpeg name
    /// planted in `lib/`; `bundle` adds share/badgereel/fonts.conf and bin/badgereel (the
    /// launcher, or a copy of the tool where it is the tool itself). Returns the root, the
    /// binary and the marker path. Every folder is 0755, as a user's own bundle is.
    static func layout(binaryFolder: String, bundle: Bool) throws -> (root: URL, binary: URL, marker: URL) {
        let root = scratchFolder()
        let planted = try plantedLibrary(in: root)
        let manager = FileManager.default
        let bin = root.appendingPathComponent(binaryFolder)
        let lib = root.appendingPathComponent("lib")
        for folder in [bin, lib] { try manager.createDirectory(at: folder, withIntermediateDirectories: true) }
        let binary = bin.appendingPathComponent("badgereel")
        try manager.copyItem(at: BinaryRunner.executable, to: binary)
        let sonames = try ffmpegSonames()
        #expect(sonames.count >= 7, "ldconfig lists \(sonames)")
        for name in sonames { try manager.copyItem(at: planted, to: lib.appendingPathComponent(name)) }
        var folders = [root, bin, lib]
        if bundle {
            let share = root.appendingPathComponent("share/badgereel")
            try manager.createDirectory(at: share, withIntermediateDirectories: true)
            try "<?xml version=\"1.0\"?>\n<fontconfig><dir>/usr/share/fonts</dir></fontconfig>\n"
                .write(to: share.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
            folders += [share.deletingLastPathComponent(), share]
            let launcherFolder = root.appendingPathComponent("bin")
            if binaryFolder != "bin" {
                try manager.createDirectory(at: launcherFolder, withIntermediateDirectories: true)
                try manager.copyItem(at: try launcher(in: root), to: launcherFolder.appendingPathComponent("badgereel"))
                folders.append(launcherFolder)
            }
        }
        for folder in folders { #expect(chmod(folder.path, 0o755) == 0) }
        return (root, binary, root.appendingPathComponent("marker"))
    }

    static func export(with binary: URL, marker: URL, in folder: URL) throws -> BinaryRunner.Result {
        try BinaryRunner.run(["pop", "--fps", "10", "-o", folder.appendingPathComponent("pop.gif").path],
                             environment: ["PLANTED_MARKER": marker.path], executable: binary)
    }

    @Test func aCopiedBinaryOpensNothingFromTheFolderBesideItsOwn() throws {
        // $TMPDIR/tools/badgereel with $TMPDIR/lib planted: not a bundle.
        let planted = try Self.layout(binaryFolder: "tools", bundle: false)
        defer { try? FileManager.default.removeItem(at: planted.root) }
        let run = try Self.export(with: planted.binary, marker: planted.marker, in: planted.root)
        #expect(!FileManager.default.fileExists(atPath: planted.marker.path), "the planted libavutil was opened")
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func aBundleInAFolderOthersCanWriteIsNotTrusted() throws {
        // bin/, lib/ and share/badgereel/fonts.conf, but the root (or lib/) writable by others,
        // as $TMPDIR itself is: anyone could have made it.
        for (folder, mode) in [("", 0o1777), ("lib", 0o775)] as [(String, mode_t)] {
            let planted = try Self.layout(binaryFolder: "libexec", bundle: true)
            defer { try? FileManager.default.removeItem(at: planted.root) }
            #expect(chmod(planted.root.appendingPathComponent(folder).path, mode) == 0)
            let run = try Self.export(with: planted.binary, marker: planted.marker, in: planted.root)
            #expect(!FileManager.default.fileExists(atPath: planted.marker.path),
                    "the planted libavutil was opened with \(folder.isEmpty ? "the root" : folder) at \(String(mode, radix: 8))")
            #expect(run.status == 0, "\(run.stderr)")
        }
    }

    @Test func aPrivateBundleStillUsesItsOwnLibraries() throws {
        // The same layout, this user's alone: the bundle's lib/ comes first (here it holds the
        // planted library, so the export fails after opening it; the marker proves the search).
        let planted = try Self.layout(binaryFolder: "libexec", bundle: true)
        defer { try? FileManager.default.removeItem(at: planted.root) }
        _ = try Self.export(with: planted.binary, marker: planted.marker, in: planted.root)
        #expect(FileManager.default.fileExists(atPath: planted.marker.path), "the bundle's own lib/ was not searched")
    }

    /// The launcher in a private bundle runs libexec/badgereel (which then searches the
    /// bundle's lib/: the marker); the same bundle where others can write its root or lib/, or
    /// the launcher copied out beside a planted lib/ and share/badgereel/fonts.conf, runs and
    /// loads nothing (exit 77, the reason named) — the RPATH the bundle's binary had loaded
    /// such a lib/ before any check could run.
    @Test func theLauncherRunsTheToolOnlyInsideItsOwnPrivateBundle() throws {
        let planted = try Self.layout(binaryFolder: "libexec", bundle: true)
        defer { try? FileManager.default.removeItem(at: planted.root) }
        let launcher = planted.root.appendingPathComponent("bin/badgereel")
        let timeline = try BinaryRunner.run(["timeline", "pop"], environment: ["PLANTED_MARKER": planted.marker.path], executable: launcher)
        #expect(timeline.status == 0 && timeline.stdout.contains("\"frames\""), "\(timeline.stderr)")
        _ = try Self.export(with: launcher, marker: planted.marker, in: planted.root)
        #expect(FileManager.default.fileExists(atPath: planted.marker.path), "the launcher did not run the bundle's tool")
        try FileManager.default.removeItem(at: planted.marker)

        for (folder, mode) in [("", 0o1777), ("lib", 0o775)] as [(String, mode_t)] {
            #expect(chmod(planted.root.appendingPathComponent(folder).path, mode) == 0)
            let run = try Self.export(with: launcher, marker: planted.marker, in: planted.root)
            #expect(run.status == 77 && run.stderr.contains("writable by other users"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: planted.marker.path))
            #expect(chmod(planted.root.appendingPathComponent(folder).path, 0o755) == 0)
        }
        // Copied out: $TMPDIR/tools/badgereel, with lib/ and share/badgereel/fonts.conf planted beside tools/.
        let tools = planted.root.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let copied = tools.appendingPathComponent("badgereel")
        try FileManager.default.copyItem(at: launcher, to: copied)
        let run = try Self.export(with: copied, marker: planted.marker, in: planted.root)
        #expect(run.status == 77 && run.stderr.contains("is not the bin folder of a bundle"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: planted.marker.path))
    }
}
