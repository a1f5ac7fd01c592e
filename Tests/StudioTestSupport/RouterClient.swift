import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded

/// Sends requests straight to the studio's router, in process: the request as the server
/// would hand it over (method, path, Host, headers, body) and the whole response back. No
/// socket and no HTTP client, so the tests build no TLS stack; the live server (sockets,
/// signals, a real browser) is `StudioCommandTests`' part, through the built binary.
public struct RouterClient: Sendable {
    /// Runs `body` with this client (the shape the tests were written in).
    public func test(_ body: (RouterClient) async throws -> Void) async throws { try await body(self) }

    /// A response with its body collected.
    public struct Response: Sendable {
        public var status: HTTPResponse.Status
        public var headers: HTTPFields
        public var body: ByteBuffer
    }

    let responder: RouterResponder<BasicRequestContext>
    /// The token the page's API client sends as `Authorization: Bearer` (nil: none).
    let token: String?

    public init(_ router: Router<BasicRequestContext>, token: String? = nil) {
        responder = router.buildResponder()
        self.token = token
    }

    /// Sends one request and hands its response to `check`. `authority` is what the Host
    /// header says; `signedIn` adds the token, as the page's API client does.
    public func execute<T>(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
                           authority: String = "127.0.0.1:4817", signedIn: Bool = true,
                           _ check: (Response) async throws -> T) async throws -> T {
        var headers = headers
        if signedIn, let token, headers[.authorization] == nil { headers[.authorization] = "Bearer \(token)" }
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: authority, path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer())
        )
        let context = BasicRequestContext(source: ApplicationRequestContextSource(
            channel: NIOAsyncTestingChannel(), logger: Logger(label: "studio-tests")))
        let response: Hummingbird.Response
        do { response = try await responder.respond(to: request, context: context) } catch {
            // As the server answers an error no route turned into a response.
            response = Hummingbird.Response(status: (error as? any HTTPResponseError)?.status ?? .internalServerError)
        }
        let collector = Collector()
        try await response.body.write(collector)
        return try await check(Response(status: response.status, headers: response.headers, body: collector.collected))
    }

    /// Gathers what a response body writes.
    final class Collector: ResponseBodyWriter, @unchecked Sendable {
        private let lock = NSLock()
        private var buffer = ByteBuffer()
        var collected: ByteBuffer { lock.withLock { buffer } }
        func write(_ part: ByteBuffer) async throws {
            lock.withLock { var part = part; buffer.writeBuffer(&part) }
        }
        func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}
