import Foundation
import Hummingbird
import Testing
@testable import BadgeReelCLI
@testable import ReelStudio

/// The studio is its user's alone: every API route wants the token as `Authorization:
/// Bearer`, which the page's API client sends; the page's own files need none (they hold
/// nothing secret), and no response sets a cookie, which every server on the same host would
/// receive (issue 32: another user's server on another port got the token and rewrote the scene).
@Suite(.serialized, .timeLimit(.minutes(1))) struct StudioTokenTests {
    static let api: [(String, HTTPRequest.Method)] = [
        ("/api/schema", .get), ("/api/scene?action=1", .get),
        ("/api/preview", .post), ("/api/export", .post), ("/api/save", .post), ("/api/revert", .post),
    ]
    static let page = ["/", "/studio.css"] + StudioPage.modules.map(\.path)
    static let body = StudioServerTests.body("pop", [["size", "20x20"]])

    @Test func everyAPIRouteRefusesARequestWithoutTheToken() async throws {
        let app = StudioServerTests.app()
        let t = StudioServerTests.token.value
        let wrong: [(HTTPFields, String)] = [
            ([:], ""),
            ([.authorization: "Bearer \(t.dropLast())0"], ""),
            ([.authorization: "Bearer \(t)x"], ""),
            ([.authorization: "Bearer nope"], ""),
            ([.authorization: t], ""),                                   // not a bearer
            ([.authorization: "Basic \(t)"], ""),
            ([.cookie: "badgereel-studio-4817=\(t)"], ""),                // the old cookie is no credential
            ([:], "?token=\(t)"),                                        // nor the address's query
        ]
        for (route, method) in Self.api {
            for (headers, query) in wrong {
                var h = headers
                if method == .post { h[.contentType] = "application/json" }
                let uri = route.contains("?") ? route + query.replacingOccurrences(of: "?", with: "&") : route + query
                try await app.execute(uri: uri, method: method, headers: h, body: method == .post ? Self.body : nil, signedIn: false) { r in
                    #expect(r.status == .forbidden, "\(method) \(uri) \(headers)")
                    #expect(StudioServerTests.refusal(r) == ["message": Studio.tokenRefusal])
                    #expect(r.headers[.setCookie] == nil)
                }
            }
        }
        // A path that is no route is refused alike: nothing about the studio is answered.
        try await app.execute(uri: "/api/nothing", method: .get, signedIn: false) { r in #expect(r.status == .forbidden) }
    }

    @Test func everyAPIRouteAnswersWithTheToken() async throws {
        let app = StudioServerTests.app()
        for (route, method) in Self.api {
            let h: HTTPFields = method == .post ? [.contentType: "application/json"] : [:]
            // No scene open: /api/scene, /api/save and /api/revert answer 404, past the guard.
            let expected: HTTPResponse.Status = route == "/api/schema" || route == "/api/preview" || route == "/api/export" ? .ok : .notFound
            try await app.execute(uri: route, method: method, headers: h, body: method == .post ? Self.body : nil) { r in
                #expect(r.status == expected, "\(method) \(route)")
                #expect(r.headers[.setCookie] == nil)
            }
        }
    }

    /// The launch address's page loads without any credential the browser sends by itself:
    /// its files are served to anyone the Host check lets in, and set no cookie.
    @Test func thePageNeedsNoTokenAndNothingSetsACookie() async throws {
        let app = StudioServerTests.app()
        for path in Self.page {
            try await app.execute(uri: path, method: .get, signedIn: false) { r in
                #expect(r.status == .ok, "\(path)")
                #expect(r.headers[.setCookie] == nil)
                #expect(r.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
            }
            // With the token (as the page never sends it for these) the same.
            try await app.execute(uri: path, method: .get) { r in #expect(r.status == .ok && r.headers[.setCookie] == nil) }
            // Another site's name for this address is still refused (DNS rebinding).
            try await app.execute(uri: path, method: .get, authority: "evil.example", signedIn: false) { r in
                #expect(r.status == .forbidden)
            }
        }
        // The old launch address's query is no longer traded for anything.
        try await app.execute(uri: "/?token=\(StudioServerTests.token.value)", method: .get, signedIn: false) { r in
            #expect(r.status == .ok)
            #expect(r.headers[.setCookie] == nil && r.headers[.location] == nil)
        }
    }

    /// The address `badgereel studio` prints carries the token in its fragment, which a
    /// browser never sends to a server.
    @Test func theLaunchAddressHasTheTokenInItsFragment() {
        let token = StudioToken("0123456789abcdef0123456789abcdef")
        #expect(token.address(host: "127.0.0.1", port: 4817) == "http://127.0.0.1:4817/#token=0123456789abcdef0123456789abcdef")
        #expect(token.address(host: "::1", port: 80) == "http://[::1]:80/#token=0123456789abcdef0123456789abcdef")
        #expect(token.address(host: "[::1]", port: 80) == "http://[::1]:80/#token=0123456789abcdef0123456789abcdef")
    }

    @Test func comparesTheWholeToken() {
        let token = StudioToken("abcdef")
        #expect(token.matches("abcdef"))
        #expect(!token.matches("abcdeF"))
        #expect(!token.matches("abcde"))
        #expect(!token.matches("abcdefa"))
        #expect(!token.matches(""))
        #expect(!token.matches(nil))
        let made = StudioToken(), other = StudioToken()
        #expect(made.value.count == 32 && made.value.allSatisfy(\.isHexDigit))
        #expect(made.value != other.value)
    }
}
