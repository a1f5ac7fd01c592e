import Foundation

/// The checks an icon file passes before any decoder sees it, so a hostile file costs
/// microseconds instead of gigabytes or a hang: it must be a regular file (a FIFO named
/// icon.png would block the decoder forever), of a bounded size, and a PNG must declare
/// bounded dimensions in its header (a 48 KB PNG declaring 20000x20000 decodes into 1.6 GB).
enum IconFile {
    /// The largest icon side in pixels, and pixels in all: an icon is drawn at most at the
    /// canvas size (8192 a side), and 4096x4096 is 64 MB decoded.
    static let maxSide = 4096
    static let maxPixels = 4096 * 4096
    /// File sizes: a PNG icon of 4096x4096 compresses well under 64 MB; an SVG icon is
    /// kilobytes (a 57 MB SVG took over 60 s and 4.3 GB in librsvg).
    static let maxPNGBytes = 64 << 20
    static let maxSVGBytes = 4 << 20

    /// What an icon may be, for messages.
    static var accepted: String { IconSet.accepted }

    /// Fails unless `path` is a regular file (symbolic links followed) of at most `maxBytes`.
    static func checkRegularFile(_ path: String, maxBytes: Int, kind: String) throws(RenderError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw RenderError("\(quoted(path)): no such file; expected \(accepted)", reason: .noSuchFile)
            }
            throw RenderError("\(quoted(path)): cannot read it (\(String(cString: strerror(code)))); expected \(accepted)", reason: .unreadable)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw RenderError("\(quoted(path)): not a regular file; expected \(accepted)", reason: .notARegularFile)
        }
        guard Int(info.st_size) <= maxBytes else {
            throw RenderError("\(quoted(path)): too large (\(megabytes(Int(info.st_size)))); expected \(kind) files of at most \(megabytes(maxBytes))", reason: .tooLarge)
        }
        guard access(path, R_OK) == 0 else {
            throw RenderError("\(quoted(path)): cannot read it (\(String(cString: strerror(errno)))); expected \(accepted)", reason: .unreadable)
        }
    }

    /// The width and height a PNG's header declares (signature, then IHDR), read without
    /// decoding; fails for a file that is not a PNG or declares more than the limits.
    static func checkPNGHeader(_ path: String) throws(RenderError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw RenderError("\(quoted(path)): cannot read it; expected \(accepted)", reason: .unreadable)
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 24)) ?? Data()
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](header)
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw RenderError("\(quoted(path)): not a PNG image; expected \(accepted)", reason: .notAnImage)
        }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        try checkDimensions(path, width: width, height: height)
        try checkChunks(path, handle)
    }

    /// Walks the chunk headers (length, type; never the data) and fails when one declares
    /// more bytes than the file holds: libpng allocates a text chunk's declared length
    /// before reading it, so a 43-byte file declaring a 2 GB tEXt chunk took 2.1 GB and 19 s
    /// before Cairo reported it unreadable. libpng's own limits (8 MB per decompressed chunk,
    /// 1000 cached ancillary chunks, Debian's pnglibconf.h) bound the rest.
    static func checkChunks(_ path: String, _ handle: FileHandle) throws(RenderError) {
        guard let size = try? handle.seekToEnd() else {
            throw RenderError("\(quoted(path)): cannot read it; expected \(accepted)", reason: .unreadable)
        }
        var offset: UInt64 = 8
        var chunks = 0
        while offset < size {
            guard (try? handle.seek(toOffset: offset)) != nil, let header = try? handle.read(upToCount: 8), header.count == 8 else {
                throw RenderError("\(quoted(path)): not a readable PNG image (cut short in a chunk header); expected \(accepted)", reason: .notAnImage)
            }
            let length = UInt64(header.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: header.suffix(4), as: UTF8.self)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= size else {
                throw RenderError("\(quoted(path)): not a readable PNG image (its \(type.filter { $0.isASCII && $0.isLetter }) chunk declares \(length) bytes, more than the file holds); expected \(accepted)", reason: .notAnImage)
            }
            chunks += 1
            guard chunks <= maxChunks else {
                throw RenderError("\(quoted(path)): too many PNG chunks (more than \(maxChunks)); expected \(accepted)", reason: .tooLarge)
            }
            offset += 12 + length
            if type == "IEND" { break }
        }
    }

    /// Chunks a PNG icon may have: a 4096x4096 image in libpng's default 8 KB IDAT chunks is
    /// under 8,200 of them.
    static let maxChunks = 100_000

    /// Fails when an icon's size in pixels is beyond the limits.
    static func checkDimensions(_ path: String, width: Int, height: Int) throws(RenderError) {
        guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
            throw RenderError("\(quoted(path)): too large (\(width)x\(height) pixels); expected icons of at most \(maxSide)x\(maxSide) pixels", reason: .tooLarge)
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) : "\(bytes / 1024) KB"
    }

    /// A path in messages, cut short when it is long.
    static func quoted(_ path: String) -> String {
        path.count <= 200 ? path : String(path.prefix(200)) + "…"
    }
}
