/// Which Host headers the studio answers: its listening address and the loopback names. A
/// page on another site that rebinds its own name to 127.0.0.1 (DNS rebinding) still sends
/// its own name as Host, so it is refused before any route runs.
/// (Public for `badgereel studio`, which warns when the address leaves this machine.)
public struct StudioHosts: Sendable {
    let allowed: Set<String>

    init(listening host: String) {
        var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        names.insert(Self.bracketed(host.lowercased()))
        allowed = names
    }

    /// Whether `authority` (`host[:port]`, as a Host header carries it) names this server.
    func accepts(_ authority: String?) -> Bool {
        guard let authority, let name = Self.hostPart(of: authority) else { return false }
        return allowed.contains(name.lowercased())
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

    /// Whether listening on `host` keeps the studio on this machine.
    public static func isLoopback(_ host: String) -> Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
    }
}
