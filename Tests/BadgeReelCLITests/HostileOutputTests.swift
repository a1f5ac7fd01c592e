import Foundation
import ReelTestSupport
import Testing

/// Hostile outputs, streams, signals and shared folders against the built binary (issue 18),
/// each case under a time limit and, where it matters, a memory limit: the write policy,
/// temporaries only their owner removes, statuses and messages, bounded icons, and the same
/// bytes whatever the heap held or however the binary was called.
@Suite struct HostileOutputTests {
    let dir = scratchFolder()

    /// The binary under time and memory watch (ReelTestSupport's LimitedRun), after `prefix`
    /// (unshare, setpriv); `stderrPath`: stderr to that file (/dev/full) instead of a pipe.
    func run(_ args: [String], prefix: [String] = [], environment: [String: String] = [:], stderrPath: String? = nil,
             executable: String = BinaryRunner.executable.path, in folder: URL? = nil, limit: Double = 30) throws -> LimitedRun {
        try LimitedRun.run(args, in: folder ?? dir, prefix: prefix, environment: environment, stderrPath: stderrPath,
                           executable: executable, limit: limit)
    }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    func expectRefused(_ r: LimitedRun, _ what: String, status: Int32? = nil, maxSeconds: Double = 20, maxMiB: Int = 600,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        r.expectRefused(what, status: status, maxSeconds: maxSeconds, maxMiB: maxMiB, sourceLocation: sourceLocation)
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func leftovers(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".badgereel-") && !$0.hasSuffix(".badgereel-batch") }
    }

    // MARK: - One write policy

    @Test func devicesFIFOsSocketsAndLinksToThemAreNeverReplaced() throws {
        #expect(mkfifo(path("fifo.gif"), 0o600) == 0)
        #expect(mkfifo(path("fifo.yaml"), 0o600) == 0)
        #expect(mkfifo(path("fifo.png"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: path("to-fifo.gif"), withDestinationPath: "fifo.gif")
        var cases: [(args: [String], victim: String, kind: mode_t)] = [
            (["pop", "-o", "fifo.gif"], "fifo.gif", S_IFIFO),
            (["pop", "-o", "x.gif", "--save-scene", "fifo.yaml"], "fifo.yaml", S_IFIFO),
            (["pop", "-o", "to-fifo.gif"], "fifo.gif", S_IFIFO),
            (["still", "-o", "fifo.png"], "fifo.png", S_IFIFO),
        ]
        if geteuid() == 0 {
            // A device node of our own (the same device as /dev/null), never the system's.
            // Linux's dev_t for major 1, minor 3: minor | major << 8 (glibc's makedev, a macro).
            #expect(mknod(path("dev.yaml"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
            cases.append((["pop", "-o", "y.gif", "--save-scene", "dev.yaml"], "dev.yaml", S_IFCHR))
        }
        for c in cases {
            let r = try run(c.args)
            expectRefused(r, c.args.joined(separator: " "), status: 74)
            #expect(kind(path(c.victim)) == c.kind, "\(c.victim) was replaced")
        }
        #expect(leftovers(dir).isEmpty, "\(leftovers(dir))")
    }

    @Test func aSavedSceneThroughALinkUpdatesTheTargetAndKeepsItsMode() throws {
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: true)
        let target = try write("real/scene.yaml", "actions: [pop]\n")
        chmod(target, 0o600)
        try FileManager.default.createSymbolicLink(atPath: path("scene.yaml"), withDestinationPath: "real/scene.yaml")
        let r = try run(["pop", "--count", "7", "-o", "s.gif", "-q", "--save-scene", "scene.yaml"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(kind(path("scene.yaml")) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("7"))
        var info = stat()
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    /// A file the user cannot write is not replaced, though the folder would let a rename do
    /// it (a shared, world-writable folder): as root, run as nobody against root's file.
    @Test func aFileTheUserCannotWriteIsNotReplaced() throws {
        let shared = dir.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        chmod(shared.path, 0o777)
        let theirs = shared.appendingPathComponent("theirs.gif").path
        try Data("their GIF".utf8).write(to: URL(fileURLWithPath: theirs))
        var prefix: [String] = []
        if geteuid() == 0 {
            chmod(theirs, 0o644)
            chmod(dir.path, 0o755)
            prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        } else {
            chmod(theirs, 0o444)
        }
        let r = try run(["pop", "-o", theirs], prefix: prefix, environment: ["HOME": shared.path, "XDG_CACHE_HOME": shared.path], in: shared)
        expectRefused(r, "read-only file", status: 74, maxSeconds: 20)
        #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "their GIF")
    }

    @Test func sweepRefusesItsIconAsItsOutput() throws {
        #expect(try run(["still", "-o", "icon.png"]).status == 0)
        let original = try Data(contentsOf: URL(fileURLWithPath: path("icon.png")))
        let r = try run(["sweep", "pop", "--pop-out-ratio", "1.05,1.2", "--icon", "icon.png", "-o", "icon.png"])
        expectRefused(r, "sweep --icon = -o", status: 64)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("icon.png"))) == original)
    }

    // MARK: - Temporaries only their owner removes

    /// Two batch shards in two PID namespaces (two pods on one node) write one folder: every
    /// job of both finishes, and a user's file named like a temporary survives.
    @Test func twoBatchesInSeparatePIDNamespacesBothFinish() throws {
        let shared = dir.appendingPathComponent("pods")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let notes = shared.appendingPathComponent(".notes.badgereel-4000000-1.txt").path
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: notes))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: notes)
        let manifest = shared.appendingPathComponent("m.yaml").path
        try Data("""
        jobs:
          - run: pop --count {n} --scale 0.5 --lead-in 0 --hold 0.1 -o out-{n}.gif
            matrix:
              n: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

        """.utf8).write(to: URL(fileURLWithPath: manifest))
        let root = geteuid() == 0
        let prefix = ["/usr/bin/unshare"] + (root ? [] : ["--user", "--map-root-user"]) + ["--pid", "--fork", "--mount-proc"]
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var runs: [LimitedRun?] = [nil, nil]
        }
        let results = Results()
        let group = DispatchGroup()
        for shard in 0..<2 {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                let r = try? self.run(["batch", "m.yaml", "--shard", "\(shard)/2", "--jobs", "2", "--force", "-q"],
                                      prefix: prefix, in: shared, limit: 120)
                results.lock.lock(); results.runs[shard] = r; results.lock.unlock()
            }
        }
        group.wait()
        for (shard, r) in results.runs.enumerated() {
            #expect(r?.status == 0 && r?.signalled == false, "shard \(shard): \(r?.status ?? -1) \(r?.stderr ?? "did not run")")
        }
        for n in 1...10 {
            #expect(FileManager.default.fileExists(atPath: shared.appendingPathComponent("out-\(n).gif").path), "out-\(n).gif")
        }
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes")
        #expect(leftovers(shared) == [".notes.badgereel-4000000-1.txt"])
    }

    /// A signal that ends the process leaves no temporary file or folder behind.
    @Test(arguments: [(SIGUSR1, "sig.mp4"), (SIGALRM, "sigframes/"), (SIGPIPE, "sig.webm"), (SIGINT, "sig.gif")])
    func fatalSignalsLeaveNoTemporaries(signal: Int32, output: String) throws {
        let folder = dir.appendingPathComponent("signal-\(signal)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = ["pop", "--repeat", "40", "--scale", "3", "-q", "-o", output]
        process.currentDirectoryURL = folder
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var seen = false
        for _ in 0..<400 where !seen {
            seen = !leftovers(folder).isEmpty
            if !seen { usleep(50_000) }
        }
        #expect(seen, "no temporary appeared")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(leftovers(folder).isEmpty, "\(leftovers(folder))")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path))
    }

    // MARK: - Statuses and messages

    /// `-o -` with standard output on a terminal wrote 1.7 MB of raw frames into it: refused
    /// before any work, as gzip refuses, while a pipe still gets the frames. script(1) gives
    /// the binary a terminal.
    @Test func rawFramesAreNotWrittenToATerminal() throws {
        let r = try run(["-qec", "\(BinaryRunner.executable.path) pop --size 40x40 -o -", "/dev/null"], executable: "/usr/bin/script")
        #expect(r.status == 64, "\(r.status)")
        let terminal = String(decoding: r.stdout, as: UTF8.self)
        #expect(terminal.contains("--output -: expected a file, or '-' with standard output sent to a pipe"), "\(terminal)")
        #expect(r.stdout.count < 400, "\(r.stdout.count) bytes on the terminal")
        let piped = try run(["pop", "--size", "40x40", "-q", "-o", "-"])
        #expect(piped.status == 0 && piped.stdout.count > 10_000, "\(piped.status) \(piped.stdout.count)")
    }

    /// Every destination is judged before any work: a saved scene, a batch's report and its
    /// jobs' outputs were refused only after the exports had been written (a GIF left behind
    /// by a command that failed), `--report -` wrote a file named "-", and a report named
    /// like a job's record replaced it.
    @Test func everyDestinationIsRefusedBeforeAnyWork() throws {
        var r = try run(["pop", "--size", "40x40", "-q", "-o", "s.gif", "--save-scene", "/dev/null"])
        #expect(r.status == 74 && r.stderr.contains("/dev/null: a device"), "\(r.status) \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("s.gif")))

        _ = try write("m.yaml", "jobs:\n  - run: pop --size 40x40 -o out/p1.gif\n  - run: pop --size 40x40 --count 2 -o out/p2.gif\n")
        r = try run(["batch", "m.yaml", "-q", "--report", "-"])
        #expect(r.status == 64 && r.stderr.contains("--report -: expected a file"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("-")) && !FileManager.default.fileExists(atPath: path("out")))
        r = try run(["batch", "m.yaml", "-q", "--report", "out/.p1.gif.badgereel-batch"])
        #expect(r.status == 64 && r.stderr.contains("kept for the batch's records"), "\(r.stderr)")
        r = try run(["batch", "m.yaml", "-q", "--report", "/dev/null"])
        #expect(r.status == 74 && r.stderr.contains("/dev/null: a device"), "\(r.stderr)")
        // Issue 41: an empty name failed only after every job ran.
        for name in ["", "reports/"] {
            r = try run(["batch", "m.yaml", "-q", "--report", name])
            #expect(r.status == 64 && r.stderr.contains("expected a file to write the JSON report to (a file name, not a folder)"), "\(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: path("out")))

        // The second job's output is a FIFO: refused while planning, so the first never ran.
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
        #expect(mkfifo(path("out/p2.gif"), 0o644) == 0)
        r = try run(["batch", "m.yaml", "-q"])
        #expect(r.status == 74 && r.stderr.contains("out/p2.gif: a FIFO"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("out/p1.gif")))
        #expect(kind(path("out/p2.gif")) == S_IFIFO)
    }

    /// A name holding a line break or a terminal escape is shown escaped, on one line: an icon
    /// path was echoed raw (two lines, and ESC[31m coloured the terminal), as were a batch's
    /// warnings.
    @Test func controlCharactersInNamesAreEscaped() throws {
        let r = try run(["pop", "--icon", "x\ny\u{1B}[31m.png", "-o", "a.gif"])
        #expect(r.status == 66, "\(r.status)")
        #expect(r.stderr == "badgereel: --icon x\\ny\\u{1b}[31m.png: no such file; expected bell, app, avatar, none, or a .png or .svg file\n",
                "\(r.stderr)")
        let scene = try write("s.yaml", "badge:\n  count: 3\n  text: \"a\\u2028b\\e\"\nactions:\n  - action: pop\n")
        let refused = try run(["render", scene, "--set", "badge.nope\u{2028}=1", "-o", "b.gif"])
        #expect(refused.status != 0 && refused.stderr.split(separator: "\n").count == 1 && !refused.stderr.contains("\u{1B}"),
                "\(refused.stderr)")
        // Issue 41: the summary line after an export printed its `-o` name raw.
        let made = try run(["pop", "--size", "40x40", "-o", "c\nd\u{1B}[31m.gif"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.hasPrefix("c\\nd\\u{1b}[31m.gif: gif, ") && made.stderr.split(separator: "\n").count == 1
                && !made.stderr.contains("\u{1B}"), "\(made.stderr)")
    }

    @Test func refusalsExitWithTheirSysexit() throws {
        _ = try write("file", "a file")
        _ = try write("m.yaml", "jobs:\n  - run: pop -o a.gif\n")
        let cases: [([String], Int32)] = [
            (["pop", "-o", "x%%d.png"], 64), (["pop", "-o", "file/"], 64), (["pop", "-o", "/"], 64),
            (["batch", "m.yaml", "--shard", "5/2"], 64), (["batch", "m.yaml", "--shard", "x"], 64),
            (["pop", "--fps", "240", "--repeat", "200", "-o", "big.json"], 64),
            (["pop", "--background", "transparent", "-o", "t.mp4"], 64),
            (["studio", "--host", "127.attacker.example"], 64), (["studio", "--host", "127.0.0.1.nip.io"], 64),
            (["pop", "-o", "/nonexistent-folder/" + String(repeating: "p", count: 131_000) + ".gif"], 74),
            (["pop", "--icon", "/nonexistent-folder/" + String(repeating: "i", count: 3000) + ".png", "-o", "i.gif"], 66),
            (["pop", "--icon", String(repeating: "i", count: 131_000) + ".png", "-o", "i.gif"], 64),
        ]
        for (args, status) in cases {
            // Up to 20 s: these run beside the rest of the suite on a loaded machine.
            expectRefused(try run(args), args.joined(separator: " ").prefix(80).description, status: status, maxSeconds: 20)
        }
        #expect(!FileManager.default.fileExists(atPath: path("t.mp4")))
    }

    @Test func aMissingIconIsNamedByItsFlagOnce() throws {
        let r = try run(["pop", "--icon", "missing-icon.png", "-o", "m.gif"])
        expectRefused(r, "missing icon", status: 66)
        #expect(r.stderr.components(separatedBy: "--icon").count == 2, "\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "missing-icon.png").count == 2, "\(r.stderr)")
    }

    @Test func oddButLegalOutputNamesWork() throws {
        // A one-character frame folder (crashed in Foundation's path handling) and a 251-byte name.
        let long = String(repeating: "n", count: 247) + ".gif"
        for (args, made) in [(["pop", "-q", "-o", "f/"], "f/frame-0001.png"), (["pop", "-q", "-o", long], long)] {
            let r = try run(args)
            #expect(r.status == 0 && !r.signalled, "\(args): \(r.status) \(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: path(made)))
        }
    }

    /// A full disk is the output's failure, whichever writer meets it: exit 74 and one line
    /// naming the output, nothing left behind. MP4, WebP and APNG said "cannot finish the
    /// file" with exit 1 (WebP: Foundation's error text), and no name. A 48 KiB tmpfs with
    /// 40 KiB taken, in a mount namespace of the test's own (unshare, as root like CI).
    /// Lottie's `.json` printed Foundation's raw error (`Error Domain=NSCocoaErrorDomain …`)
    /// until issue 41.
    @Test(arguments: ["big.gif", "a.mp4", "a.webp", "a.png", "a.mov", "frames/", "a.json"])
    func aFullDiskIsTheOutputsFailure(output: String) throws {
        let full = dir.appendingPathComponent("full-\(output.filter(\.isLetter))").path
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        // Lottie's JSON of pop is a few kilobytes: its disk keeps less than one 4 KiB page free.
        let filler = output.hasSuffix(".json") ? 47 : 40
        let script = "mount -t tmpfs -o size=48k reel \"$1\" && dd if=/dev/zero of=\"$1/filler\" bs=1k count=\(filler) 2>/dev/null && cd \"$1\" && "
            + "\"$2\" pop --scale 4 -q -o \"$3\"; s=$?; ls -A \"$1\" >&2; exit $s"
        let r = try run(["--mount", "sh", "-c", script, "sh", full, BinaryRunner.executable.path, output], executable: "/usr/bin/unshare")
        #expect(r.status == 74, "\(r.status) \(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("badgereel: \(output): ") == true, "\(r.stderr)")
        #expect(lines.first?.hasSuffix("No space left on device") == true, "\(r.stderr)")
        // What the folder held afterwards: the filler alone (no output, no temporary).
        #expect(lines.dropFirst() == ["filler"], "\(r.stderr)")
    }

    /// `--save-scene` on a full disk: one line naming the scene file, in the system's words
    /// (issue 41: Foundation's raw error), exit 74, nothing left behind.
    @Test func aFullDiskIsTheSavedScenesFailure() throws {
        let full = dir.appendingPathComponent("full-scene").path
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        let gif = dir.appendingPathComponent("beside-full.gif").path
        let script = "mount -t tmpfs -o size=48k reel \"$1\" && dd if=/dev/zero of=\"$1/filler\" bs=1k count=48 2>/dev/null; cd \"$1\" && "
            + "\"$2\" pop -q -o \"$3\" --save-scene s.yaml; s=$?; ls -A \"$1\" >&2; exit $s"
        let r = try run(["--mount", "sh", "-c", script, "sh", full, BinaryRunner.executable.path, gif], executable: "/usr/bin/unshare")
        #expect(r.status == 74, "\(r.status) \(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.first == "badgereel: s.yaml: No space left on device", "\(r.stderr)")
        #expect(lines.dropFirst() == ["filler"], "\(r.stderr)")
    }

    /// stderr that cannot be written (2>/dev/full) changes nothing: the status says what happened.
    @Test func aFullStderrNeverChangesTheStatus() throws {
        let refused = try run(["pop", "--diameter", "0", "-o", "d.gif"], stderrPath: "/dev/full")
        #expect(!refused.signalled && refused.status == 64)
        let done = try run(["pop", "-o", "d.gif"], stderrPath: "/dev/full")
        #expect(!done.signalled && done.status == 0)
        // The studio starts and serves with its URL line lost.
        let studio = Process()
        studio.executableURL = BinaryRunner.executable
        studio.arguments = ["studio", "--port", "0"]
        studio.standardError = FileHandle(forWritingAtPath: "/dev/full")
        studio.standardOutput = FileHandle.nullDevice
        try studio.run()
        usleep(1_500_000)
        #expect(studio.isRunning, "the studio ended: \(studio.terminationStatus)")
        studio.terminate()
        studio.waitUntilExit()
    }

    /// A closed stdout (SIGPIPE ignored, as a parent may leave it) reads as the system says.
    @Test func aBrokenPipeSaysBrokenPipe() throws {
        let bin = BinaryRunner.executable.path
        for command in ["timeline pop --repeat 20", "pop -o - --repeat 5"] {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", "trap '' PIPE; ('\(bin)' \(command); echo \"status=$?\" >&2) | head -c 1 > /dev/null"]
            shell.currentDirectoryURL = dir
            let err = Pipe()
            shell.standardError = err
            try shell.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            shell.waitUntilExit()
            #expect(text.contains("Broken pipe") && !text.contains("NSCocoaErrorDomain"), "\(command): \(text)")
            #expect(text.contains("status=74"), "\(command): \(text)")
        }
    }

    /// A batch job that would fail at run time is refused while planning: nothing runs.
    @Test func aTooLongBatchJobIsRefusedAtPlanning() throws {
        _ = try write("long.yaml", "jobs:\n  - run: pop -o first.gif\n  - run: pop --repeat 1000 --hold 0.5 -o sub/long.gif\n")
        let r = try run(["batch", "long.yaml", "-q"])
        expectRefused(r, "too-long job", status: 64)
        #expect(!FileManager.default.fileExists(atPath: path("first.gif")))
        #expect(!FileManager.default.fileExists(atPath: path("sub")))
    }

    // MARK: - Bounded icons

    @Test func hostileIconFilesAreRefusedFastAndSmall() throws {
        // 43 bytes: a PNG header and a tEXt chunk declaring 2 GB (2.1 GB resident before).
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                        0, 0, 0, 16, 0, 0, 0, 16, 8, 6, 0, 0, 0, 0x1F, 0xF3, 0xFF, 0x61])
        png.append(contentsOf: [0x7F, 0xFF, 0xFF, 0xF0] + Array("tEXtab".utf8))
        try png.write(to: URL(fileURLWithPath: path("text.png")))
        _ = try write("secret.txt", "SECRET-NEIGHBOUR")
        let svgs: [(String, String)] = [
            ("turbulence.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4096" height="4096"><filter id="f"><feTurbulence numOctaves="1000"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>"#),
            ("morphology.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4096" height="4096"><filter id="f"><feMorphology radius="50"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>"#),
            ("xinclude.svg", #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" width="100" height="100"><text y="50"><xi:include href="secret.txt" parse="text"/></text></svg>"#),
            ("image.svg", #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100"><image xlink:href="text.png" width="10" height="10"/></svg>"#),
            ("blurs.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4096" height="4096"><filter id="f"><feConvolveMatrix order="50" kernelMatrix="1"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>"#),
        ]
        for (name, text) in svgs { _ = try write(name, text) }
        for icon in ["text.png"] + svgs.map(\.0) {
            let r = try run(["pop", "--icon", icon, "-o", "icon-out.gif"])
            expectRefused(r, icon, status: 66, maxSeconds: 10, maxMiB: 300)
            #expect(!r.stderr.contains("SECRET"))
        }
        // A modest filter still draws.
        _ = try write("soft.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><circle cx="32" cy="32" r="20" filter="url(#f)"/></svg>"#)
        #expect(try run(["pop", "-q", "--icon", "soft.svg", "-o", "soft.gif"]).status == 0)
    }

    // MARK: - The same bytes, files that match the clip

    /// The notification style with a non-Latin locale, every format, under heap perturbation:
    /// the bytes never depend on what the heap held (x264's AVX-512 code read it).
    @Test func everyFormatIsTheSameWhateverTheHeapHeld() throws {
        let args = ["pop", "--style", "notification", "--count", "1", "--max-count", "99", "--locale", "ja_JP", "--scale", "2", "-q"]
        for output in ["a.mp4", "a.gif", "a.webp", "a.png", "a.mov", "a.webm", "a.json", "frames/"] {
            var seen: Set<Data> = []
            // 1: allocations filled with 0xFE, what made x264's AVX-512 code give another
            // file; DeterminismTests covers other bytes in process.
            for byte in [0, 1] {
                let folder = dir.appendingPathComponent("perturb-\(byte)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let r = try run(args + ["-o", output], environment: ["GLIBC_TUNABLES": "glibc.malloc.perturb=\(byte)"], in: folder, limit: 60)
                #expect(r.status == 0, "\(output): \(r.stderr)")
                let file = folder.appendingPathComponent(output.hasSuffix("/") ? output + "frame-0010.png" : output)
                seen.insert(try Data(contentsOf: file))
            }
            #expect(seen.count == 1, "\(output): \(seen.count) different files")
        }
    }

    /// Batch MP4s (a reused heap, see BatchCommand) are the bytes of the same export run alone.
    @Test func batchMP4sAreTheSoloBytes() throws {
        let folder = dir.appendingPathComponent("batch-mp4")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
        jobs:
          - run: pop --style notification --count {n} --max-count 99 --locale ja_JP --scale 2 -o b-{n}.mp4
            matrix:
              n: [1, 100]

        """.utf8).write(to: folder.appendingPathComponent("m.yaml"))
        #expect(try run(["batch", "m.yaml", "--jobs", "1", "-q"], in: folder, limit: 120).status == 0)
        for n in [1, 100] {
            let r = try run(["pop", "--style", "notification", "--count", "\(n)", "--max-count", "99", "--locale", "ja_JP",
                             "--scale", "2", "-q", "-o", "solo-\(n).mp4"], in: folder)
            #expect(r.status == 0)
            #expect(try Data(contentsOf: folder.appendingPathComponent("b-\(n).mp4")) == Data(contentsOf: folder.appendingPathComponent("solo-\(n).mp4")), "count \(n)")
        }
    }

    /// A Lottie file does not depend on the path the binary was called by.
    @Test func lottieBytesDoNotDependOnHowTheBinaryWasCalled() throws {
        let link = dir.appendingPathComponent("some-other-name").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: BinaryRunner.executable.path)
        #expect(try run(["pop", "-q", "-o", "direct.json"]).status == 0)
        #expect(try run(["pop", "-q", "-o", "linked.json"], executable: link).status == 0)
        let direct = try String(contentsOfFile: path("direct.json"), encoding: .utf8)
        let linked = try String(contentsOfFile: path("linked.json"), encoding: .utf8)
        #expect(direct.replacingOccurrences(of: "direct.json", with: "linked.json") == linked)
        #expect(!linked.contains("some-other-name") && !direct.contains(BinaryRunner.executable.path))
    }

    /// Summaries count the clip's frames: Lottie defaults to the GIF's rate and count, a WebP
    /// says the clip's frames (not its merged ones), PNG frames say square pixels.
    @Test func filesAndSummariesMatchTheClip() throws {
        func frames(_ output: String, _ extra: [String] = []) throws -> String {
            let r = try run(["pop"] + extra + ["-o", output])
            #expect(r.status == 0, "\(r.stderr)")
            return r.stderr.split(separator: ",").first { $0.contains("frames") }.map(String.init) ?? r.stderr
        }
        #expect(try frames("c.json") == frames("c.gif"))
        #expect(try frames("c.webp", ["--fps", "50"]) == frames("c.gif"))
        #expect(try run(["pop", "-q", "-o", "phys/"]).status == 0)
        let png = try Data(contentsOf: URL(fileURLWithPath: path("phys/frame-0001.png")))
        let bytes = [UInt8](png)
        var i = 8, phys: [UInt8]? = nil
        while i + 8 <= bytes.count {
            let length = bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[i + 4..<i + 8], as: UTF8.self) == "pHYs" { phys = Array(bytes[i + 8..<i + 17]) }
            i += 12 + length
        }
        #expect(phys == nil || phys == [0, 0, 0, 1, 0, 0, 0, 1, 0], "pHYs \(phys ?? [])")
    }
}
