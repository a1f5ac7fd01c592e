import Foundation

/// OpenSSL's libcrypto, loaded with dlopen on the first hash, for its SHA-256: the
/// EVP interface picks the CPU's SHA extensions (SHA-NI) or AVX2 code at run time, about
/// 1.5 GB/s on this machine's Xeon where a plain C or Swift loop manages a few hundred MB/s.
/// Loaded rather than linked so the tool starts and runs where the library is missing (the
/// Swift fallback, `SoftwareSHA256`, computes the same digests) and so starting `badgereel`
/// does not load it at all; Debian's libssl3 (pulled in by libavformat, curl, …) provides
/// `libcrypto.so.3`.
final class LibCrypto: @unchecked Sendable {
    // The EVP calls used, as OpenSSL 1.1 and 3 declare them in <openssl/evp.h>.
    typealias CtxNew = @convention(c) () -> OpaquePointer?
    typealias CtxFree = @convention(c) (OpaquePointer?) -> Void
    typealias CtxCopy = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    typealias GetMD = @convention(c) () -> OpaquePointer?
    typealias DigestInit = @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Int32
    typealias DigestUpdate = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int) -> Int32
    typealias DigestFinal = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?) -> Int32
    typealias Digest = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?,
                                       OpaquePointer?, OpaquePointer?) -> Int32

    let ctxNew: CtxNew, ctxFree: CtxFree, ctxCopy: CtxCopy
    let digestInit: DigestInit, digestUpdate: DigestUpdate, digestFinal: DigestFinal, digest: Digest
    /// EVP_sha256()'s method, looked up once (it is a constant of the library).
    let sha256: OpaquePointer

    /// The library, or nil when it cannot be loaded or lacks a symbol (then hashes are
    /// computed in Swift).
    static let shared: LibCrypto? = LibCrypto()

    private init?() {
        // RTLD_LOCAL: its symbols stay out of the global namespace, where FFmpeg's libraries
        // (which may load a libcrypto of their own) resolve theirs.
        let names = ["libcrypto.so.3", "libcrypto.so"]
        guard let handle = names.lazy.compactMap({ (name: String) in dlopen(name, RTLD_NOW | RTLD_LOCAL) }).first else { return nil }
        func symbol<T>(_ name: String, _: T.Type) -> T? { dlsym(handle, name).map { unsafeBitCast($0, to: T.self) } }
        guard let ctxNew = symbol("EVP_MD_CTX_new", CtxNew.self), let ctxFree = symbol("EVP_MD_CTX_free", CtxFree.self),
              let ctxCopy = symbol("EVP_MD_CTX_copy_ex", CtxCopy.self), let getSHA256 = symbol("EVP_sha256", GetMD.self),
              let digestInit = symbol("EVP_DigestInit_ex", DigestInit.self),
              let digestUpdate = symbol("EVP_DigestUpdate", DigestUpdate.self),
              let digestFinal = symbol("EVP_DigestFinal_ex", DigestFinal.self), let digest = symbol("EVP_Digest", Digest.self),
              let sha256 = getSHA256() else {
            dlclose(handle)
            return nil
        }
        // The handle stays open for the process's life: the pointers above live in it.
        self.ctxNew = ctxNew; self.ctxFree = ctxFree; self.ctxCopy = ctxCopy
        self.digestInit = digestInit; self.digestUpdate = digestUpdate; self.digestFinal = digestFinal
        self.digest = digest; self.sha256 = sha256
    }

    /// A running SHA-256 in libcrypto: an EVP_MD_CTX owned by this object, copied before a
    /// write when shared (`SHA256` is a value type).
    final class Context: @unchecked Sendable {
        let library: LibCrypto
        let ctx: OpaquePointer

        /// A fresh context, or nil when libcrypto refuses one (out of memory).
        init?(_ library: LibCrypto) {
            guard let ctx = library.ctxNew() else { return nil }
            guard library.digestInit(ctx, library.sha256, nil) == 1 else { library.ctxFree(ctx); return nil }
            self.library = library; self.ctx = ctx
        }

        /// A copy of `other`'s state, or nil when libcrypto refuses one.
        init?(copying other: Context) {
            guard let ctx = other.library.ctxNew() else { return nil }
            guard other.library.ctxCopy(ctx, other.ctx) == 1 else { other.library.ctxFree(ctx); return nil }
            self.library = other.library; self.ctx = ctx
        }

        deinit { library.ctxFree(ctx) }

        /// Adds `bytes`; false only when libcrypto fails, which SHA-256 does not do short of
        /// a corrupted context.
        func update(_ bytes: UnsafeRawBufferPointer) -> Bool {
            guard bytes.count > 0 else { return true }
            return library.digestUpdate(ctx, bytes.baseAddress, bytes.count) == 1
        }

        /// The digest of a copy, so this context can go on.
        func digest() -> [UInt8]? {
            guard let copy = Context(copying: self) else { return nil }
            var out = [UInt8](repeating: 0, count: 32)
            var size: UInt32 = 0
            guard library.digestFinal(copy.ctx, &out, &size) == 1, size == 32 else { return nil }
            return out
        }
    }

    /// The SHA-256 of `bytes` in one call (no context kept), or nil on failure.
    func oneShot(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: 32)
        var size: UInt32 = 0
        // EVP_Digest reads nothing when the count is 0, but wants a non-null pointer.
        let ok = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { empty -> Int32 in
            guard let pointer = bytes.baseAddress ?? empty.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
            return digest(pointer, bytes.count, &out, &size, sha256, nil)
        }
        return ok == 1 && size == 32 ? out : nil
    }
}
