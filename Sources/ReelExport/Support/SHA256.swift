/// SHA-256 (FIPS 180-4), for the content hashes a batch records beside its outputs and the
/// order it deals jobs to shards in. The toolchain on Linux has no CryptoKit: the digest comes
/// from OpenSSL's libcrypto when it loads (SHA-NI, ~1.5 GB/s here) and otherwise from
/// `SoftwareSHA256`, the same digest computed in Swift. Both give the standard's values (the
/// tests check NIST's vectors and `sha256sum`), so records written by either, or by the
/// byte-at-a-time version before them, stay valid.
public struct SHA256: Sendable {
    /// Where the digest is computed.
    public enum Implementation: Sendable, Hashable {
        /// OpenSSL's libcrypto when it can be loaded, else Swift: what the tool uses.
        case automatic
        /// Always Swift (for its tests and benchmarks).
        case software
    }

    private enum Engine: @unchecked Sendable {
        case libcrypto(LibCrypto.Context)
        case software(SoftwareSHA256)
    }

    private var engine: Engine

    /// Which implementation a new `SHA256()` uses on this machine: "libcrypto" or "Swift".
    public static var implementationName: String { LibCrypto.shared == nil ? "Swift" : "libcrypto" }

    /// A digest using libcrypto when it loads, else Swift.
    public init() { self.init(.automatic) }

    /// A digest using `implementation`; `.automatic` falls back to Swift without libcrypto.
    public init(_ implementation: Implementation) {
        if implementation == .automatic, let library = LibCrypto.shared, let context = LibCrypto.Context(library) {
            engine = .libcrypto(context)
        } else {
            engine = .software(SoftwareSHA256())
        }
    }

    /// Adds the bytes of `buffer` to the message.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        switch engine {
        case .libcrypto(var context):
            // A copy of this value shares the context: the first write after a copy copies it.
            // The engine lets go of it first, so a context only this value holds is not copied.
            engine = .software(SoftwareSHA256())
            if !isKnownUniquelyReferenced(&context) {
                guard let copy = LibCrypto.Context(copying: context) else { preconditionFailure("libcrypto could not copy a SHA-256") }
                context = copy
            }
            // libcrypto fails only out of memory or on a corrupted context: the message so far
            // is inside it and cannot be carried on in Swift, and a wrong record would be worse
            // than stopping.
            guard context.update(buffer) else { preconditionFailure("libcrypto could not continue a SHA-256") }
            engine = .libcrypto(context)
        case .software(var state):
            state.update(buffer)
            engine = .software(state)
        }
    }

    /// Adds `bytes` to the message (contiguous collections without copying).
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if done == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    /// Adds `text` as UTF-8.
    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// The 32-byte digest of everything added so far; the hash can go on afterwards.
    public func digest() -> [UInt8] {
        switch engine {
        case .libcrypto(let context):
            // libcrypto only fails here out of memory; the precondition names it rather than
            // recording a wrong digest.
            guard let bytes = context.digest() else { preconditionFailure("libcrypto could not finish a SHA-256") }
            return bytes
        case .software(let state):
            return state.digest()
        }
    }

    /// The digest as 64 lowercase hex digits.
    public func hexDigest() -> String { Self.hex(digest: digest()) }

    /// The hex digest of `text` (UTF-8), in one call.
    public static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            if let library = LibCrypto.shared, let bytes = library.oneShot(UnsafeRawBufferPointer(utf8)) { return hex(digest: bytes) }
            var h = SHA256(.software); h.update(UnsafeRawBufferPointer(utf8)); return h.hexDigest()
        }
    }

    private static func hex(digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(64)
        for byte in digest { out.append(digits[Int(byte >> 4)]); out.append(digits[Int(byte & 0xf)]) }
        return String(decoding: out, as: UTF8.self)
    }
}
