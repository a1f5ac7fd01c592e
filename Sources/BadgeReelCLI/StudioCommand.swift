import ArgumentParser
import Foundation
import Hummingbird
import Logging
import ReelExport
import ReelModels
import ReelStudio

/// `badgereel studio`: the Shaky Bell's test rig for every animation, in the browser. Serves a
/// local page whose controls are the parameter declarations, previews with the export engine,
/// and shows the command line and scene file for what is on screen.
struct StudioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Tune an animation in the browser: every parameter a control, the preview replayed at once, the command line one click away.",
        discussion: "Serves http://127.0.0.1:PORT/ until Ctrl-C. With a scene file, edits its actions and saves them back only when asked."
    )

    /// The default port: unassigned by IANA and easy to type; 0 asks the system for a free one.
    static let defaultPort = 4817

    @Option(help: ArgumentHelp("Port to listen on; 0 picks a free one.", valueName: "n"))
    var port: Int = defaultPort

    @Option(help: ArgumentHelp("Address to listen on. Anything but 127.0.0.1 lets other machines reach the studio.", valueName: "address"))
    var host = "127.0.0.1"

    @Argument(help: ArgumentHelp("A scene file (YAML or JSON) to open; saved back only when asked.", valueName: "scene.yaml"))
    var scene: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port): expected a whole number from 0 to 65535") }
        guard !host.isEmpty, host.count <= 255, host.allSatisfy({ $0.isLetter || $0.isNumber || ".:-".contains($0) }) else {
            throw ValidationError("--host \(ParameterText.quoted(host)): expected an IP address or host name")
        }
        if scene == "-" { throw ValidationError("- (standard input): the studio saves a scene back to its file; name a file") }
    }

    func run() async throws {
        var document: StudioDocument?
        if let scene {
            do throws(ExportError) { document = try StudioDocument(path: scene) } catch { throw CommandFailure(error) }
        }
        if !StudioHosts.isLoopback(host) {
            warn("--host \(host): the studio is reachable from other machines; it has no password")
        }
        let studio = Studio(document: document, listeningHost: host)
        var logger = Logger(label: "badgereel-studio")
        logger.logLevel = .critical
        let app = Application(
            router: studio.router(),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "badgereel"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                let shown = host.contains(":") ? "[\(host)]" : host
                FileHandle.standardError.write(Data("badgereel studio: http://\(shown):\(bound)/  (Ctrl-C to stop)\n".utf8))
            },
            logger: logger
        )
        do {
            try await app.runService()
        } catch {
            throw CommandFailure(listening: "\(host):\(port)", error)
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
