import Foundation
import Synchronization
import ReelEncode
import ReelRender

/// What made a batch's bytes, beyond the job's own words and inputs: the running build (the
/// SHA-256 of the executable file: ~50 ms for a debug build's 83 MB through libcrypto, once per
/// process; reading the linker's build-id note instead took an ELF parser of our own), the versions of the Cairo, Pango, HarfBuzz, fontconfig
/// and librsvg libraries that draw and of the FFmpeg and libwebp libraries that encode the
/// job's format, and the SHA-256 of every font file labels can be drawn with. Part of every
/// record's key (BatchStamp), so a different build, a library upgrade or a changed font
/// re-renders, while the same build copied to another folder or machine (paths differ, bytes
/// do not) skips what is up to date.
public struct BuildFingerprint: Sendable, Hashable {
    /// `sha256 …` of the executable.
    public let build: String
    /// The drawing libraries' versions, one string.
    public let libraries: String
    /// Font files by name (never by path, which a copied bundle changes), size and digest.
    public let fonts: [String]

    /// The lines a record's key hashes for an output encoded with `encoders` (its format's
    /// FFmpeg sets, `OutputFormat.libraries`; none for Lottie): only those are loaded to ask
    /// their versions, so a batch of GIFs never opens libavcodec, nor any batch libavfilter.
    public func text(encodingWith encoders: FFmpegLibraries.Libraries) throws(ExportError) -> String {
        var text = "build \(build)\nlibraries \(libraries)\n"
        if !encoders.isEmpty { text += "encoders \(try Self.versions(of: encoders))\n" }
        return text + fonts.map { "font \($0)\n" }.joined()
    }

    /// This process's, worked out once (hashing the fonts takes a moment) and kept.
    public static func current() throws(ExportError) -> BuildFingerprint {
        try cache.withLock { result throws(ExportError) in
            if let result { return try result.get() }
            let computed: Result<BuildFingerprint, ExportError>
            do throws(ExportError) { computed = .success(try compute()) } catch { computed = .failure(error) }
            result = computed
            return try computed.get()
        }
    }

    private static let cache = Mutex<Result<BuildFingerprint, ExportError>?>(nil)
    private static let encoderVersions = Mutex<[UInt32: String]>([:])

    /// The versions of `encoders`, asked once per set of sets.
    static func versions(of encoders: FFmpegLibraries.Libraries) throws(ExportError) -> String {
        if let known = encoderVersions.withLock({ $0[encoders.rawValue] }) { return known }
        let text: String
        do { text = try FFmpegLibraries.versions(encoders) } catch { throw .encoder(error.description) }
        encoderVersions.withLock { $0[encoders.rawValue] = text }
        return text
    }

    /// Works it out now.
    static func compute() throws(ExportError) -> BuildFingerprint {
        var fonts: [String] = []
        for file in RenderLibraries.labelFontFiles() {
            let (size, digest) = try FileDigests.compute(file)
            fonts.append("\(URL(fileURLWithPath: file).lastPathComponent) \(size) \(digest)")
        }
        return BuildFingerprint(build: try executableIdentity(), libraries: RenderLibraries.versions(), fonts: fonts.sorted())
    }

    /// The digest of the running executable's file.
    static func executableIdentity() throws(ExportError) -> String {
        "sha256 \(try FileDigests.compute(Self.executablePath()).digest)"
    }

    static func executablePath() -> String {
        #if os(Linux)
        return "/proc/self/exe"
        #else
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }
}
