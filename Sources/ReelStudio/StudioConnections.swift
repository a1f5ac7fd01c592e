import Hummingbird
import NIOConcurrencyHelpers
import NIOCore
// HummingbirdCore's own channel parts (it imports this module publicly).
import NIOHTTPTypes

/// Who holds the studio's connections, so that anyone who may reach the port cannot lock its
/// owner out (issue 32): at the cap the server stops accepting, and idle connections that
/// never showed the token held every place for up to the 30 s idle timeout, stalling the page
/// 18–28 s at a time. Now, when a connection takes the last free place, the oldest idle one
/// that has never sent a request with the token is closed to keep a place free; the owner's
/// connections (any that sent the token) and any request in progress are never closed for it.
final class StudioConnections: Sendable {
    struct Entry {
        let channel: any Channel
        let order: Int
        /// A request with the token came on it: the page's, never closed to make room.
        var authenticated = false
        /// A request's head arrived and its response has not ended.
        var busy = false
    }

    private let maxConnections: Int
    private let token: StudioToken
    private let state = NIOLockedValueBox<(entries: [ObjectIdentifier: Entry], next: Int)>(([:], 0))

    init(maxConnections: Int, token: StudioToken) {
        self.maxConnections = maxConnections
        self.token = token
    }

    /// A connection was accepted; at the last free place, the oldest idle connection that has
    /// not authenticated (never `channel` itself) is closed.
    func opened(_ channel: any Channel) {
        let victim: (any Channel)? = state.withLockedValue { state in
            state.entries[ObjectIdentifier(channel)] = Entry(channel: channel, order: state.next)
            state.next += 1
            guard state.entries.count >= maxConnections else { return nil }
            let idle = state.entries.filter { $0.key != ObjectIdentifier(channel) && !$0.value.authenticated && !$0.value.busy }
            guard let oldest = idle.min(by: { $0.value.order < $1.value.order }) else { return nil }
            // Counted closed now: another connection arriving before the close completes
            // looks for a victim of its own.
            state.entries[oldest.key] = nil
            return oldest.value.channel
        }
        victim?.close(promise: nil)
    }

    func closed(_ channel: any Channel) {
        _ = state.withLockedValue { $0.entries.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// A request's head: busy until its response ends; authenticated for good when it
    /// carries the token.
    func began(_ channel: any Channel, authorization: String?) {
        let authenticated = token.matches(StudioToken.bearer(authorization))
        state.withLockedValue {
            $0.entries[ObjectIdentifier(channel)]?.busy = true
            if authenticated { $0.entries[ObjectIdentifier(channel)]?.authenticated = true }
        }
    }

    func ended(_ channel: any Channel) {
        state.withLockedValue { $0.entries[ObjectIdentifier(channel)]?.busy = false }
    }

    /// The handler each connection gets, after the HTTP codec (it sees HTTPTypes' parts).
    func handler() -> StudioConnectionTracker { StudioConnectionTracker(connections: self) }
}

/// Reports one connection's life to `StudioConnections`.
final class StudioConnectionTracker: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let connections: StudioConnections
    init(connections: StudioConnections) { self.connections = connections }

    func handlerAdded(context: ChannelHandlerContext) {
        connections.opened(context.channel)
        let channel = context.channel, connections = self.connections
        channel.closeFuture.whenComplete { _ in connections.closed(channel) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data) {
            connections.began(context.channel, authorization: head.headerFields[.authorization])
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { connections.ended(context.channel) }
        context.write(data, promise: promise)
    }
}
