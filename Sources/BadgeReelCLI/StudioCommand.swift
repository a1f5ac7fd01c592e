import ReelEncode
import ArgumentParser
import Foundation
import Hummingbird
import Logging
import ReelExport
import ReelModels
import ReelStudio
import ServiceLifecycle

/// `badgereel studio`: the Shaky Bell's test rig for every animation, in the browser. Serves a
/// local page whose controls are the parameter declarations, previews with the export engine,
/// and shows the command line and scene file for what is on screen.
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Tune an animation in the browser: every parameter a control, the preview replayed at once, the command line one click away.",
        discussion: "Serves http://127.0.0.1:PORT/ until Ctrl-C. With a scene file, edits its actions and saves them back only when asked. With a Swift file (and --run, --view, --length as render takes them), every number of the code that feeds the animation is a control, saved back into the file only when asked."
    )

    /// The default port: unassigned by IANA and easy to type; 0 asks the system for a free one.
    static let defaultPort = 4817

    @Option(help: ArgumentHelp("Port to listen on; 0 picks a free one.", valueName: "n"))
    var port: Int = defaultPort

    @Option(help: ArgumentHelp("Address to listen on. Anything but 127.0.0.1 lets other machines reach the studio.", valueName: "address"))
    var host = "127.0.0.1"

    @Argument(help: ArgumentHelp("A scene file (YAML or JSON) or a Swift file to open; saved back only when asked.", valueName: "scene.yaml|Badge.swift"))
    var scene: String?

    /// `--run`, `--view`, `--length`: a Swift file's, as `render` takes them.
    @OptionGroup var swiftFile: SwiftFileOptions

    /// Whether the file named is Swift (Swift mode): by its extension, as `render` tells them.
    var isSwift: Bool { scene.map(SwiftFileInput.isSwift) ?? false }

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port): expected a whole number from 0 to 65535") }
        guard host.count <= 255, StudioHosts.address(host) != nil else {
            throw ValidationError("--host \(ParameterText.quoted(host)): expected an IP address (127.0.0.1, ::1, 0.0.0.0) or localhost")
        }
        if scene == "-" { throw ValidationError("- (standard input): the studio saves a scene back to its file; name a file") }
        if !isSwift, let flag = swiftFile.givenFlags.first {
            throw ValidationError("\(flag): applies to a Swift file: badgereel studio Badge.swift --run '…'")
        }
    }

    /// The address to bind: an IPv6 literal without the brackets a URL puts around it
    /// (`--host [::1]` is how people copy it from an address bar; the resolver takes `::1`).
    var bindAddress: String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    func run() async throws {
        let host = bindAddress
        var document: StudioDocument?
        var swift: StudioSwiftDocument?
        if let scene, isSwift {
            swift = try openSwift(scene)
        } else if let scene {
            do throws(ExportError) { document = try StudioDocument(path: scene) } catch { throw CommandFailure(error) }
        }
        if !StudioHosts.isLoopback(host) {
            warn("--host \(host): the studio is reachable from other machines; its launch token keeps them from using it, but plain HTTP shows the token and every preview to anyone who can watch the network")
        }
        let token = StudioToken()
        let studio = Studio(document: document, swift: swift, listeningHost: host, token: token, words: StudioCommandLine())
        var logger = Logger(label: "badgereel-studio")
        logger.logLevel = .critical
        let shown = host.contains(":") ? "[\(host)]" : host
        let app = studio.application(host: host, port: port, logger: logger) { bound in
            // The token is in the address's fragment, which the page keeps to itself.
            StandardStreams.error("badgereel studio: \(token.address(host: host, port: bound))  (Ctrl-C to stop)\n")
        }
        // The command's own signal handlers start the graceful shutdown (StudioSignals).
        let group = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [], logger: logger))
        StudioSignals.install { Task { await group.triggerGracefulShutdown() } }
        do {
            try await group.run()
        } catch {
            throw CommandFailure(listening: "\(shown):\(port)", error)
        }
        // Shut down cleanly; then the status a shell and a supervisor read as "stopped by a
        // signal", as the batch's.
        let signal = StudioSignals.received
        if signal != 0 {
            FFmpegLibraries.settle()
            Foundation.exit(128 + signal)
        }
    }
}

extension StudioCommand {
    /// The Swift file evaluated with `--run` as `render` evaluates it; refused in its words
    /// (`Badge.swift:12:9: …`, 65: the file's content; 66: a file that cannot be read).
    func openSwift(_ path: String) throws -> StudioSwiftDocument {
        var views: [String: ViewPart] = [:]
        for (name, part) in try swiftFile.bindings() { views[name] = ViewPart(rawValue: part) }
        let length = try swiftFile.lengthSeconds()
        let extra = swiftFile.views.flatMap { ["--view", $0] } + (swiftFile.length.map { ["--length", $0] } ?? [])
        let evaluator = try SwiftFileInput.evaluator()
        do throws(StudioFailure) {
            return try StudioSwiftDocument(path: path, run: swiftFile.run, extraArguments: extra, words: StudioCommandLine(),
                                           evaluator: evaluator, views: views, length: length)
        } catch {
            throw CommandFailure(description: ParameterText.oneLine(error.message), exitCode: FileManager.default.isReadableFile(atPath: path) ? 65 : 66)
        }
    }
}

extension CommandFailure {
    /// A server that could not start: the port busy, the address not this machine's (69,
    /// EX_UNAVAILABLE).
    init(listening address: String, _ error: any Error) {
        let text = "\(error)"
        let reason: String
        if text.contains("Address already in use") { reason = "the port is in use; pick another with --port, or --port 0 for any free one" }
        else if text.contains("Cannot assign requested address") { reason = "not an address of this machine" }
        else if text.contains("Permission denied") { reason = "permission denied; ports below 1024 need privileges" }
        else { reason = text }
        description = "cannot listen on \(address): \(reason)"
        exitCode = 69
    }
}
