import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// How much of the machine one studio may hold, whoever connects: a page needs two or three
/// connections (the page, a preview, an export), so the caps sit far above any real use and
/// far below the file-descriptor limit (about 20,000 idle connections exhausted it before).
public struct StudioLimits: Sendable {
    /// Connections open at once; past it the server stops accepting until one closes. When a
    /// connection takes the last place, the oldest idle one that never sent the token is
    /// closed to keep one free (`StudioConnections`), so only the owner's can fill them.
    public var maxConnections = 32
    /// A connection with no request in progress (or one whose headers never finish) is closed
    /// after this long.
    public var idleTimeout: TimeAmount = .seconds(30)
    /// A connection whose peer reads nothing of a response for this long is closed.
    public var writeTimeout: TimeAmount = .seconds(10)

    /// The defaults above.
    public init() {}
}

extension Studio {
    /// The studio's HTTP server on `host`:`port` (0: any free port), with `limits`;
    /// `onRunning` gets the bound port once it listens.
    public func application(host: String, port: Int, limits: StudioLimits = StudioLimits(), logger: Logger,
                            onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let writeTimeout = limits.writeTimeout
        let connections = StudioConnections(maxConnections: limits.maxConnections, token: token)
        // No request is answered between binding and knowing the port (`port` 0 picks one).
        let listening = hosts.port
        listening.starting()
        return Application(
            router: router(),
            server: .http1(configuration: .init(
                additionalChannelHandlers: [StudioWriteTimeout(timeout: writeTimeout), connections.handler()],
                idleTimeout: limits.idleTimeout)),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "badgereel",
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maxConnections)),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                listening.bind(bound)
                await onRunning(bound)
            },
            logger: logger
        )
    }
}
