import Foundation

/// How many frames a written file holds, read from its container rather than assumed:
/// libwebp merges repeated frames, so a WebP may hold fewer than it was given.
enum StoredFrames {
    /// WebP: its ANMF chunks; APNG: acTL's num_frames; nil for other formats (they store
    /// every frame given) or an unreadable file.
    static func count(in path: String, format: OutputFormat) -> Int? {
        guard format == .webp || format == .apng, let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return format == .webp ? webpFrames(handle) : apngFrames(handle)
    }

    /// RIFF chunks after "RIFF size WEBP": a four-byte tag, a little-endian size, the payload
    /// padded to even. Only the headers are read.
    private static func webpFrames(_ handle: FileHandle) -> Int? {
        guard let header = try? handle.read(upToCount: 12), header.count == 12,
              header.prefix(4) == Data("RIFF".utf8), header.suffix(4) == Data("WEBP".utf8) else { return nil }
        var offset: UInt64 = 12, frames = 0
        while true {
            guard (try? handle.seek(toOffset: offset)) != nil, let chunk = try? handle.read(upToCount: 8), chunk.count == 8 else { break }
            let size = UInt64(littleEndian32(chunk, at: 4))
            if chunk.prefix(4) == Data("ANMF".utf8) { frames += 1 }
            if chunk.prefix(4) == Data("VP8 ".utf8) || chunk.prefix(4) == Data("VP8L".utf8) { frames = max(frames, 1) }
            offset += 8 + size + (size & 1)
        }
        return frames
    }

    /// PNG chunks after the signature: a big-endian length, a tag, the data, a CRC.
    private static func apngFrames(_ handle: FileHandle) -> Int? {
        guard let signature = try? handle.read(upToCount: 8), signature.count == 8 else { return nil }
        var offset: UInt64 = 8
        while true {
            guard (try? handle.seek(toOffset: offset)) != nil, let chunk = try? handle.read(upToCount: 12), chunk.count == 12 else { return 1 }
            let length = UInt64(bigEndian32(chunk, at: 0))
            let tag = chunk.dropFirst(4).prefix(4)
            if tag == Data("acTL".utf8) {
                return Int(bigEndian32(chunk, at: 8))
            }
            if tag == Data("IDAT".utf8) { return 1 }   // no acTL before the image data: a still PNG
            offset += 12 + length
        }
    }

    private static func littleEndian32(_ data: Data, at i: Int) -> UInt32 {
        (0..<4).reduce(0) { value, k in value | UInt32(data[data.startIndex + i + k]) << (8 * UInt32(k)) }
    }

    private static func bigEndian32(_ data: Data, at i: Int) -> UInt32 {
        (0..<4).reduce(0) { value, k in value << 8 | UInt32(data[data.startIndex + i + k]) }
    }
}
