/// The studio's secret, as Jupyter's: made at start from the system's random source, printed
/// only in the address on stderr (in its fragment, which never reaches a server), and
/// required on every API request as `Authorization: Bearer`. No response ever sets a cookie:
/// the token stays in the page of this studio's own origin.
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

    /// The credential of an `Authorization` header's value, `Bearer TOKEN`; nil for any other.
    static func bearer(_ authorization: String?) -> Substring? {
        authorization.flatMap { $0.hasPrefix("Bearer ") ? $0.dropFirst("Bearer ".count) : nil }
    }

    /// The address `badgereel studio` prints: the page at `host`:`port` with the token in
    /// the fragment (`#token=…`), which a browser never sends to any server. The page's API
    /// client takes it out of the address and keeps it in the tab's session storage, which
    /// belongs to this origin (scheme, host and port) alone, and sends it only to this
    /// studio, as `Authorization: Bearer`. (A cookie would not do: cookies are not kept apart
    /// by port, so every other server on 127.0.0.1 the browser visits would receive it.)
    public func address(host: String, port: Int) -> String {
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shown):\(port)/#token=\(value)"
    }
}
