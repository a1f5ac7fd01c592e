import CCrypto

/// SHA-256 (FIPS 180-4), for the content hashes a batch records beside its outputs, the font
/// and executable fingerprints, and the order it deals jobs to shards in: OpenSSL's libcrypto
/// through its EVP interface, which picks the CPU's SHA extensions (SHA-NI) or AVX2 code at run
/// time (~1.5 GB/s here). One engine, linked through pkg-config and declared by OpenSSL's own
/// header; the tests hold it to NIST's vectors and to `sha256sum`, so the records written by
/// earlier builds (which computed the same standard digests) stay valid.
public struct SHA256: Sendable {
    private var context: Context

    /// An empty message.
    public init() {
        context = Context()
    }

    /// Adds the bytes of `buffer` to the message.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard buffer.count > 0 else { return }
        // A copy of this value shares the context: the first write after a copy copies it.
        if !isKnownUniquelyReferenced(&context) { context = Context(copying: context) }
        context.update(buffer)
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
        Context(copying: context).finish()
    }

    /// The digest as 64 lowercase hex digits.
    public func hexDigest() -> String { Self.hex(digest: digest()) }

    /// The hex digest of `text` (UTF-8), in one call.
    public static func hex(_ text: String) -> String {
        var hash = SHA256()
        hash.update(text)
        return hash.hexDigest()
    }

    private static func hex(digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(64)
        for byte in digest { out.append(digits[Int(byte >> 4)]); out.append(digits[Int(byte & 0xf)]) }
        return String(decoding: out, as: UTF8.self)
    }

    /// An EVP_MD_CTX owned by one object, so the value type can share it until a write.
    /// libcrypto fails these calls only when it cannot allocate (or on a corrupted context);
    /// the message so far lives inside the context and cannot be carried on elsewhere, and a
    /// wrong record would be worse than stopping, so each failure stops with its reason.
    private final class Context: @unchecked Sendable {
        // Sendable by hand: a context is only written through a uniquely referenced SHA256
        // (copied first otherwise), and read by copying.
        let ctx: OpaquePointer

        init() {
            guard let ctx = EVP_MD_CTX_new() else { preconditionFailure("libcrypto could not allocate a SHA-256") }
            guard EVP_DigestInit_ex(ctx, EVP_sha256(), nil) == 1 else { preconditionFailure("libcrypto could not start a SHA-256") }
            self.ctx = ctx
        }

        init(copying other: Context) {
            guard let ctx = EVP_MD_CTX_new() else { preconditionFailure("libcrypto could not allocate a SHA-256") }
            guard EVP_MD_CTX_copy_ex(ctx, other.ctx) == 1 else { preconditionFailure("libcrypto could not copy a SHA-256") }
            self.ctx = ctx
        }

        deinit { EVP_MD_CTX_free(ctx) }

        func update(_ bytes: UnsafeRawBufferPointer) {
            guard EVP_DigestUpdate(ctx, bytes.baseAddress, bytes.count) == 1 else { preconditionFailure("libcrypto could not continue a SHA-256") }
        }

        /// Finishes this context (a copy: callers never write it again).
        func finish() -> [UInt8] {
            var out = [UInt8](repeating: 0, count: 32)
            var size: UInt32 = 0
            guard EVP_DigestFinal_ex(ctx, &out, &size) == 1, size == 32 else { preconditionFailure("libcrypto could not finish a SHA-256") }
            return out
        }
    }
}
