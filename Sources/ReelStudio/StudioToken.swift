/// The studio's secret, as Jupyter's: made at start from the system's random source, printed
/// only in the address on stderr, and required on every request (the page and the API). The
/// first visit with `?token=` trades it for an HttpOnly, SameSite=Strict cookie and is sent
/// on to the clean address, so the token leaves the address bar and the history, no script
/// can read it, and no other site's page can send it.
public struct StudioToken: Sendable {
    /// 32 hex digits of 128 random bits.
    public let value: String

    /// A new token from the system's cryptographic random source (getrandom on Linux).
    public init() {
        var generator = SystemRandomNumberGenerator()
        value = (0..<2).map { _ in
            let n = generator.next() as UInt64
            let hex = String(n, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// A given token (tests).
    public init(_ value: String) { self.value = value }

    /// Whether `candidate` is the token, in time that does not depend on where they differ,
    /// so answers cannot be timed to guess it a digit at a time.
    public func matches(_ candidate: Substring?) -> Bool {
        guard let candidate else { return false }
        let a = Array(value.utf8), b = Array(candidate.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for i in 0..<a.count { difference |= a[i] ^ (i < b.count ? b[i] : 0) }
        return difference == 0
    }

    /// The cookie's name for the studio at `authority`'s port: two studios on one machine
    /// (different ports, one cookie jar per host) keep their own.
    static func cookieName(authority: String?) -> String {
        let port = authority.flatMap { a in a.split(separator: ":").last.flatMap { Int($0) } }
        return "badgereel-studio-\(port.map(String.init) ?? "token")"
    }

    /// The value of cookie `name` in a Cookie header (`a=1; b=2`).
    static func cookie(_ name: String, in header: String?) -> Substring? {
        guard let header else { return nil }
        for part in header.split(separator: ";") {
            let pair = part.drop(while: { $0 == " " })
            if pair.hasPrefix(name + "=") { return pair.dropFirst(name.count + 1) }
        }
        return nil
    }

    /// `query` without its `token=` parts, for the clean address the first visit is sent on
    /// to: the page's own settings (`?theme=dark`) survive the trade. Only parts made of
    /// URL characters that need no escaping (RFC 3986 unreserved, `%`-escapes, `=`, `+`, `,`)
    /// are kept, so nothing the visitor typed can reach the Location header unescaped;
    /// "" when nothing is left.
    static func queryWithoutToken(_ query: String?) -> String {
        guard let query else { return "" }
        let kept = query.split(separator: "&").filter { part in
            !part.hasPrefix("token=") && part.unicodeScalars.allSatisfy { c in
                c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "-._~%=+,".unicodeScalars.contains(c))
            }
        }
        return kept.isEmpty ? "" : "?" + kept.joined(separator: "&")
    }

    /// The token a query string carries (`token=…`), if any.
    static func queryToken(_ query: String?) -> Substring? {
        guard let query else { return nil }
        for part in query.split(separator: "&") where part.hasPrefix("token=") { return part.dropFirst("token=".count) }
        return nil
    }
}
