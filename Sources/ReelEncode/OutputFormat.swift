import CFFmpeg

/// The kinds of file an export writes, chosen by the output path.
public enum OutputFormat: String, Sendable, CaseIterable {
    case gif, mp4, webp, apng, mov, webm
    /// One PNG per frame: a path with a %d pattern, or a folder ending in "/".
    case pngSequence
    /// Raw BGRA frames (straight alpha) on standard output, for piping into other tools: "-".
    case raw

    /// What an output path may end with, for error messages.
    public static let accepted = ".gif, .mp4, .webp, .png (APNG), .mov (ProRes 4444), .webm (VP9), a %d pattern or a folder ending in / (PNG frames), or - (raw BGRA on stdout)"

    /// The format for `path`, or nil for an extension it does not know.
    public static func forPath(_ path: String) -> OutputFormat? {
        if path == "-" { return .raw }
        if path.hasSuffix("/") || hasFramePattern(path) { return .pngSequence }
        let lower = path.lowercased()
        guard let dot = lower.lastIndex(of: ".") else { return nil }
        switch lower[lower.index(after: dot)...] {
        case "gif": return .gif
        case "mp4", "m4v": return .mp4
        case "webp": return .webp
        case "png", "apng": return .apng
        case "mov": return .mov
        case "webm": return .webm
        default: return nil
        }
    }

    /// Whether `path` holds a frame-number pattern: `%`, decimal digits, `d` — what the
    /// regular expression `%0?\d*d` matched, where ICU's `\d` is any Unicode decimal digit
    /// (general category Nd). Scanned by hand: compiling that expression for every path was
    /// 4% of planning a batch job.
    static func hasFramePattern(_ path: String) -> Bool {
        guard path.utf8.contains(UInt8(ascii: "%")) else { return false }
        let scalars = Array(path.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "%" {
                var j = i + 1
                while j < scalars.count, scalars[j].properties.generalCategory == .decimalNumber { j += 1 }
                if j < scalars.count, scalars[j] == "d" { return true }
            }
            i += 1
        }
        return false
    }

    /// The extension a file of this format is written with (APNG: `png`, as browsers and
    /// viewers open it); nil for PNG frames and raw frames, which are not one file.
    public var fileExtension: String? {
        switch self {
        case .gif: "gif"
        case .mp4: "mp4"
        case .webp: "webp"
        case .apng: "png"
        case .mov: "mov"
        case .webm: "webm"
        case .pngSequence, .raw: nil
        }
    }

    /// The media type a file of this format is served as (the studio's downloads).
    public var mimeType: String {
        switch self {
        case .gif: "image/gif"
        case .mp4: "video/mp4"
        case .webp: "image/webp"
        case .apng: "image/apng"
        case .mov: "video/quicktime"
        case .webm: "video/webm"
        case .pngSequence: "image/png"
        case .raw: "application/octet-stream"
        }
    }

    /// Whether the format keeps an alpha channel (a transparent background stays transparent).
    public var hasAlpha: Bool {
        switch self {
        case .mp4: false
        case .gif: true   // on/off only; see EncodeSettings.matte
        default: true
        }
    }

    /// The FFmpeg encoder and muxer it needs.
    var encoderName: String {
        switch self {
        case .gif: "gif"
        case .mp4: "libx264"
        case .webp: "libwebp_anim"
        case .apng: "apng"
        case .mov: "prores_ks"
        case .webm: "libvpx-vp9"
        case .pngSequence: "png"
        case .raw: "rawvideo"
        }
    }

    var muxerName: String? {
        switch self {
        case .gif: "gif"
        case .mp4: "mp4"
        case .webp: "webp"
        case .apng: "apng"
        case .mov: "mov"
        case .webm: "webm"
        case .pngSequence, .raw: nil
        }
    }

    /// Fails with one line when the local FFmpeg build lacks the encoder or muxer. WebP is
    /// written by libwebp itself, resolved when the libraries load.
    public func checkAvailable() throws(EncodeError) {
        if self == .webp || self == .raw { return }
        guard reel_avcodec_find_encoder_by_name(encoderName) != nil else {
            throw EncodeError("this FFmpeg build has no \(encoderName) encoder, needed for \(rawValue) output")
        }
        if let muxerName, reel_av_guess_format(muxerName, nil, nil) == nil {
            throw EncodeError("this FFmpeg build has no \(muxerName) muxer, needed for \(rawValue) output")
        }
    }
}

import Foundation
