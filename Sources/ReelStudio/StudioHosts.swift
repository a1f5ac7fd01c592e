#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Which Host headers the studio answers: its listening address and the loopback names, on
/// the port it listens on. A page on another site that rebinds its own name to 127.0.0.1 (DNS
/// rebinding) still sends its own name as Host, so it is refused before any route runs; a
/// page served by another local server (127.0.0.1:3000) sends its own port, and is refused too.
/// (Public for `badgereel studio`, which warns when the address leaves this machine.)
public struct StudioHosts: Sendable {
    let allowed: Set<String>
    /// The port the server listens on, once it does (`--port 0` is known only after binding).
    let port = StudioPort()

    init(listening host: String) {
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        names.insert(Self.bracketed(host.lowercased()))
        allowed = names
    }

    /// Whether `authority` (`host[:port]`, as a Host header carries it) names this server: one
    /// of its names, and its port (none written means 80, RFC 9110 §4.2.1).
    func accepts(_ authority: String?) -> Bool {
        guard let authority, let name = Self.hostPart(of: authority), allowed.contains(name.lowercased()) else { return false }
        let written = Self.portPart(of: authority)
        switch port.state {
        case .any: return true
        case .starting: return false
        case .bound(let bound): return (written ?? 80) == bound
        }
    }

    /// The port of `host:port` or `[v6]:port`, nil when none is written.
    static func portPart(of authority: String) -> Int? {
        guard let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") else { return nil }
        if !authority.hasPrefix("["), authority[..<colon].contains(":") { return nil }
        return Int(authority[authority.index(after: colon)...])
    }

    /// The host of `host[:port]`, `[v6][:port]` or a bare name; nil when malformed.
    static func hostPart(of authority: String) -> String? {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let rest = authority[authority.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return nil }
            return String(authority[...close])
        }
        let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts[0].isEmpty else { return nil }
        if parts.count == 2, parts[1].isEmpty || !parts[1].allSatisfy(\.isNumber) { return nil }
        return String(parts[0])
    }

    /// An IPv6 address as a Host header writes it.
    static func bracketed(_ host: String) -> String { host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host }

    /// A listening address as the system reads it: an IPv4 or IPv6 literal (inet_pton), or
    /// `localhost`. nil for anything else: a host name resolves to whatever DNS says at the
    /// time, so "127.example.com" could not be judged by its text.
    public enum Address: Sendable, Equatable {
        case ipv4([UInt8])
        case ipv6([UInt8])
        case localhost
    }

    /// Parses `host` (IPv6 with or without brackets).
    public static func address(_ host: String) -> Address? {
        if host.lowercased() == "localhost" { return .localhost }
        var text = host
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return .ipv4(withUnsafeBytes(of: &v4) { Array($0) })
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 {
            return .ipv6(withUnsafeBytes(of: &v6) { Array($0) })
        }
        return nil
    }

    /// Whether listening on `host` keeps the studio on this machine: 127.0.0.0/8, ::1, an
    /// IPv4-mapped 127.x (::ffff:127.0.0.1), or localhost; decided on the parsed address,
    /// never on the text (the old `hasPrefix("127.")` called "127.attacker.example" local).
    public static func isLoopback(_ host: String) -> Bool {
        switch address(host) {
        case .localhost?: return true
        case .ipv4(let b)?: return b[0] == 127
        case .ipv6(let b)?:
            if b == [UInt8](repeating: 0, count: 15) + [1] { return true }
            return b[0..<10].allSatisfy { $0 == 0 } && b[10] == 0xFF && b[11] == 0xFF && b[12] == 127
        case nil: return false
        }
    }
}

/// The port a studio's server listens on. A router used without a server (the tests'
/// RouterClient) answers any port; a server's router answers none until it is bound, then
/// only its own.
final class StudioPort: Sendable {
    enum State: Sendable, Equatable { case any, starting, bound(Int) }
    private let value = Mutex(State.any)

    var state: State { value.withLock { $0 } }
    func starting() { value.withLock { $0 = .starting } }
    func bind(_ port: Int) { value.withLock { $0 = .bound(port) } }
}
