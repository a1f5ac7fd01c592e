import CFFmpeg
import CLibcExtras
import Foundation
import ReelFrame

/// One PNG per frame, through FFmpeg's png encoder, written as a whole or not at all: every
/// frame goes into a hidden temporary folder beside the destination, and only a complete
/// sequence is moved into place.
///
/// - A folder output ("frames/") is swapped in as a whole (renameat2's RENAME_EXCHANGE where
///   the file system has it), so no reader ever sees old and new frames mixed; the folder it
///   replaces must hold nothing but frames, so a mistyped path never deletes a user's files.
/// - A pattern ("out/f-%04d.png") lives among other files: each frame is renamed into place,
///   then the frames of an earlier, longer export of the same pattern are removed.
/// A failure leaves the destination as it was and no folder behind.
struct PNGSequenceWriter {
    let settings: EncodeSettings

    /// Refuses, before anything is drawn, a destination that could not be written or that
    /// would lose files that are not frames. Returns the folder the frames go into (a frame
    /// folder's symbolic link followed) and what `OutputPolicy` says of it.
    @discardableResult
    static func checkDestination(_ pattern: FramePattern) throws(EncodeError) -> OutputPolicy.Destination {
        if pattern.isFolder {
            guard PathName.trimmingSlashes(pattern.folder) != "/" else {
                throw EncodeError("a frame folder other than the root folder", kind: .usage)
            }
            let destination = try OutputPolicy.destination(pattern.folder, wantsFolder: true)
            guard destination.existing != nil else { return destination }   // a new folder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
            if let other = names.first(where: { pattern.frameNumber(of: $0) == nil }) {
                throw EncodeError("an empty folder or one of earlier frames; this one holds \(FramePattern.quoted(other)), which is not a frame", kind: .usage)
            }
            return destination
        }
        return try OutputPolicy.destination(PathName.join(pattern.folder, pattern.name(for: 0)))
    }

    /// Writes the frames; returns the bytes of all frame files.
    func encode(_ source: some FrameSource, to pattern: FramePattern) throws -> Int64 {
        let destination = try Self.checkDestination(pattern)
        // Where the temporary folder goes: beside the frames' folder, or inside the pattern's.
        let home = pattern.isFolder ? destination.folder : pattern.folder
        StaleTemporaries.remove(in: home)
        let base = pattern.isFolder ? PathName.name(of: destination.path) : "frames"
        let temporary = PathName.join(home, StaleTemporaries.name(for: base))
        // Made and registered in one step (TemporaryFiles.creating): no signal finds it made but not registered.
        var failure: Int32 = 0
        TemporaryFiles.shared.creating(folder: true) {
            if mkdir(temporary, 0o777) == 0 { return temporary }
            failure = errno
            return nil
        }
        guard failure == 0 else {
            throw EncodeError("cannot create a temporary folder in \(FramePattern.quoted(home)): \(String(cString: strerror(failure)))", kind: .output)
        }
        // Held for the folder's life: tells other processes it is not stale (StaleTemporaries).
        let lock = TemporaryLock(temporary, isFolder: true, wait: false)
        defer { lock?.release() }
        var written: [String] = []
        defer {
            // Whatever is left in the temporary folder (all of it after a failure; the old
            // frames after a swap) goes, and the folder with it.
            for name in written { TemporaryFiles.shared.unregister(PathName.join(temporary, name)) }
            StaleTemporaries.removeFolderOfFiles(temporary)
            TemporaryFiles.shared.unregisterFolder(temporary)
        }
        var bytes: Int64 = 0
        try encodeFrames(source, pattern: pattern) { k, data in
            let name = pattern.name(for: k)
            let path = PathName.join(temporary, name)
            TemporaryFiles.shared.register(path)
            written.append(name)
            // Written in place with open(2), not FileManager.createFile: that writes through a
            // temporary of its own beside `path`, which a signal can strand in our folder (the
            // clean-up removes only the names it registered, then the then-empty folder).
            guard FileBytes.store(data, to: path, create: true) else {
                throw EncodeError("cannot write frame \(k + 1) in \(FramePattern.quoted(home)): \(String(cString: strerror(errno)))", kind: .output)
            }
            bytes += Int64(data.count)
        }
        if pattern.isFolder {
            destination.applyAttributes(to: temporary)
            try Self.swapIn(temporary, as: destination.path)
        } else {
            for name in written {
                let from = PathName.join(temporary, name)
                let frame = try OutputPolicy.destination(PathName.join(pattern.folder, name))
                frame.applyAttributes(to: from)
                if frame.folder == pattern.folder || frame.folder == home {
                    guard rename(from, frame.path) == 0 else {
                        throw EncodeError("cannot move \(FramePattern.quoted(name)) into place: \(String(cString: strerror(errno)))", kind: .output)
                    }
                } else {
                    // A frame file that is a symbolic link into another folder: its target is
                    // replaced there, through a temporary of its own in that folder.
                    let data = try Self.contents(of: from)
                    try AtomicOutput.write(to: frame.path) { path in try data.write(to: URL(fileURLWithPath: path)) }
                }
            }
            Self.removeFrames(of: pattern, after: written.count)
        }
        return bytes
    }

    static func contents(of path: String) throws(EncodeError) -> Data {
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw EncodeError("cannot read back \(FramePattern.quoted(path))", kind: .output)
        }
    }

    /// Puts the complete folder `temporary` at `destination`; what was there (earlier frames)
    /// ends up in `temporary`, to be removed.
    static func swapIn(_ temporary: String, as destination: String) throws(EncodeError) {
        if rename(temporary, destination) == 0 { return }   // no folder there yet (or an empty one)
        guard errno == EEXIST || errno == ENOTEMPTY else {
            throw EncodeError("cannot move the frames into \(FramePattern.quoted(destination)): \(String(cString: strerror(errno)))", kind: .output)
        }
        if exchange(temporary, destination) { return }
        // No RENAME_EXCHANGE on this file system: move the old folder aside, then the new in.
        let aside = PathName.join(PathName.folder(of: temporary), StaleTemporaries.name(for: PathName.name(of: destination)))
        guard rename(destination, aside) == 0 else {
            throw EncodeError("cannot replace \(FramePattern.quoted(destination)): \(String(cString: strerror(errno)))", kind: .output)
        }
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            rename(aside, destination)
            throw EncodeError("cannot move the frames into \(FramePattern.quoted(destination)): \(reason)", kind: .output)
        }
        StaleTemporaries.removeFolderOfFiles(aside)
    }

    /// renameat2(RENAME_EXCHANGE): swaps two paths atomically (Linux 3.15+, most local file
    /// systems). Swift's Glibc module does not declare it: CLibcExtras wraps it, and fails
    /// (false here, so the caller moves the old folder aside instead) where the C library, the
    /// kernel or the file system has no exchange.
    static func exchange(_ a: String, _ b: String) -> Bool {
        reel_rename_exchange(a, b) == 0
    }

    /// Removes the frames of `pattern` numbered above `count`: what an earlier, longer export
    /// of the same pattern left.
    static func removeFrames(of pattern: FramePattern, after count: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: pattern.folder) else { return }
        for name in names {
            guard let n = pattern.frameNumber(of: name), n > count else { continue }
            var info = stat()
            let path = PathName.join(pattern.folder, name)
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
    }

    /// Encodes each frame as PNG data and hands it to `store`.
    private func encodeFrames(_ source: some FrameSource, pattern: FramePattern, store: (Int, Data) throws -> Void) throws {
        let converter = try PixelConverter(width: source.width, height: source.height, padTo: 1,
                                           alpha: settings.transparent ? .keep : .opaque,
                                           format: AV_PIX_FMT_RGBA, bt709: false)
        guard let encoder = reel_avcodec_find_encoder_by_name("png") else { throw EncodeError("this FFmpeg build has no png encoder") }
        var ctx = reel_avcodec_alloc_context3(encoder)
        defer { reel_avcodec_free_context(&ctx) }
        guard let ctx else { throw EncodeError("out of memory") }
        ctx.pointee.width = Int32(source.width)
        ctx.pointee.height = Int32(source.height)
        ctx.pointee.pix_fmt = AV_PIX_FMT_RGBA
        ctx.pointee.time_base = AVRational(num: 1, den: 1)
        // Square pixels, as the APNG writer says: FFmpeg's png encoder writes the context's
        // aspect ratio as the pHYs chunk whatever it is, and the default 0:1 said "no width".
        ctx.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        try check(reel_avcodec_open2(ctx, encoder, nil), "cannot open the png encoder")
        var packet = reel_av_packet_alloc()
        defer { reel_av_packet_free(&packet) }
        guard let packet else { throw EncodeError("out of memory") }
        try source.forEachFrame { k, frame in
            let av = try converter.convert(frame, repeat: source.isRepeat(k))
            defer { av.free() }
            av.pointee.pts = Int64(k)
            try check(reel_avcodec_send_frame(ctx, av), "cannot encode frame \(k + 1)")
            try check(reel_avcodec_receive_packet(ctx, packet), "cannot encode frame \(k + 1)")
            defer { reel_av_packet_unref(packet) }
            try store(k, Data(bytes: packet.pointee.data, count: Int(packet.pointee.size)))
        }
    }
}
