import Foundation
import Hummingbird
import Testing
@testable import BadgeReelCLI
@testable import ReelStudio

/// The studio is its user's alone: every route wants the token (cookie, `?token=` or a
/// bearer header); the first visit trades the address's token for an HttpOnly,
/// SameSite=Strict cookie and goes on to the clean address.
@Suite(.serialized, .timeLimit(.minutes(1))) struct StudioTokenTests {
    static let routes: [(String, HTTPRequest.Method)] = [
        ("/", .get), ("/studio.js", .get), ("/studio.css", .get), ("/api/schema", .get), ("/api/scene?action=1", .get),
        ("/api/preview", .post), ("/api/export", .post), ("/api/save", .post),
    ]
    static let body = StudioServerTests.body("pop", [["size", "20x20"]])

    @Test func everyRouteRefusesARequestWithoutTheToken() async throws {
        let app = StudioServerTests.app()
        let t = StudioServerTests.token.value
        let wrong: [(HTTPFields, String)] = [
            ([:], ""),
            ([.cookie: "badgereel-studio-4817=\(t.dropLast())0"], ""),
            ([.cookie: "badgereel-studio-4817=\(t)x"], ""),
            ([.cookie: "badgereel-studio-9999=\(t)"], ""),        // another studio's cookie
            ([.authorization: "Bearer nope"], ""),
            ([:], "?token=\(t.prefix(8))"),
        ]
        for (route, method) in Self.routes {
            for (headers, query) in wrong {
                var h = headers
                if method == .post { h[.contentType] = "application/json" }
                let uri = route.contains("?") ? route + query.replacingOccurrences(of: "?", with: "&") : route + query
                try await app.execute(uri: uri, method: method, headers: h, body: method == .post ? Self.body : nil, signedIn: false) { r in
                    #expect(r.status == .forbidden, "\(method) \(uri) \(headers)")
                    #expect(StudioServerTests.error(r) == Studio.tokenRefusal)
                    #expect(r.headers[.setCookie] == nil)
                }
            }
        }
    }

    @Test func everyRouteAnswersWithTheToken() async throws {
        let app = StudioServerTests.app()
        let t = StudioServerTests.token.value
        for (route, method) in Self.routes {
            let h: HTTPFields = method == .post ? [.contentType: "application/json"] : [:]
            let body = method == .post ? Self.body : nil
            // No scene open: /api/scene and /api/save answer 404, past the guard.
            let expected: HTTPResponse.Status = route.hasPrefix("/api/scene") || route == "/api/save" ? .notFound : .ok
            try await app.execute(uri: route, method: method, headers: h, body: body) { r in
                #expect(r.status == expected, "cookie: \(method) \(route)")
            }
            var bearer = h
            bearer[.authorization] = "Bearer \(t)"
            try await app.execute(uri: route, method: method, headers: bearer, body: body, signedIn: false) { r in
                #expect(r.status == expected, "bearer: \(method) \(route)")
            }
            guard route != "/" else { continue }
            let uri = route + (route.contains("?") ? "&" : "?") + "token=\(t)"
            try await app.execute(uri: uri, method: method, headers: h, body: body, signedIn: false) { r in
                #expect(r.status == expected, "query: \(method) \(uri)")
            }
        }
    }

    @Test func theFirstVisitTradesTheTokenForACookie() async throws {
        let app = StudioServerTests.app()
        let t = StudioServerTests.token.value
        try await app.execute(uri: "/?token=\(t)", method: .get, signedIn: false) { r in
            #expect(r.status == .seeOther)
            #expect(r.headers[.location] == "/")
            #expect(r.headers[.setCookie] == "badgereel-studio-4817=\(t); Path=/; HttpOnly; SameSite=Strict")
        }
        // The cookie it set opens the page.
        try await app.execute(uri: "/", method: .get, headers: [.cookie: "badgereel-studio-4817=\(t)"], signedIn: false) { r in
            #expect(r.status == .ok)
        }
    }

    @Test func theTradeKeepsThePagesOwnSettings() async throws {
        let app = StudioServerTests.app()
        let t = StudioServerTests.token.value
        let cases = [
            ("/?theme=dark&token=\(t)", "/?theme=dark"),
            ("/?token=\(t)&theme=light&x=a%20b", "/?theme=light&x=a%20b"),
            // Parts that would need escaping are dropped, never copied into the header.
            ("/?token=\(t)&a=%3Cb%3E&c=<script>&d=\"x\"", "/?a=%3Cb%3E"),
            ("/?token=\(t)&token=\(t)", "/"),
        ]
        for (uri, location) in cases {
            try await app.execute(uri: uri, method: .get, signedIn: false) { r in
                #expect(r.status == .seeOther, "\(uri)")
                #expect(r.headers[.location] == location, "\(uri)")
            }
        }
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
