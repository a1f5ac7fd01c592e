import Foundation

/// The palette mapper's nearest-entry table: entry + 1 for each 0xRRGGBB, 0 until searched,
/// 32 MiB whose pages are touched only when used. Kept between mappers (`GIFColorCaches`):
/// a new table is a fresh `calloc`, whose touched pages the kernel faults in and clears, and
/// a `--max-size` search maps the clip once per trial: perf counted 11,000 of the 24,000 page
/// faults of a 2 s pop at 3× searching for half its size in the mapper's first touches. A
/// kept table is cleared where it was written (the colours searched, each far costlier to
/// search than to clear), so it maps exactly as a new one does. One mapper holds it at a
/// time: it passes between them only through `GIFColorCaches`' lock.
final class GIFColorCache: @unchecked Sendable {
    let entries: UnsafeMutablePointer<UInt16>
    /// The keys written since the table was last cleared.
    private var written: [UInt32] = []

    init() throws(EncodeError) {
        guard let memory = calloc(1 << 24, 2) else { throw EncodeError("cannot allocate the GIF color cache (32 MiB)") }
        entries = memory.assumingMemoryBound(to: UInt16.self)
    }

    deinit { free(entries) }

    /// Remembers `index` for the colour `key` (not yet remembered).
    @inline(__always)
    func store(_ index: Int, at key: Int) {
        entries[key] = UInt16(index + 1)
        written.append(UInt32(key))
    }

    /// How many colours it holds.
    var count: Int { written.count }

    /// Forgets every colour.
    func clear() {
        for key in written { entries[Int(key)] = 0 }
        written.removeAll(keepingCapacity: true)
    }
}

/// Colour tables kept between GIF mappers (`IdlePool`), as `LZWTables` keeps coders: at most 2 wait
/// here (the GIF writer maps on one thread a clip; a batch runs one clip a worker).
enum GIFColorCaches {
    /// A table that remembered more colours than this goes back to the system: clearing it
    /// would touch as many entries as a fresh one, and its pages stay resident while it waits.
    static let largest = 1 << 20
    private static let idle = IdlePool<GIFColorCache>(kept: 2)

    /// A cleared table: one left by an earlier mapper, or a new one.
    static func take() throws(EncodeError) -> GIFColorCache {
        if let kept = idle.take() { return kept }
        return try GIFColorCache()
    }

    /// Clears `cache` and keeps it for the next mapper (dropped when 2 already wait or it
    /// holds more than `largest` colours).
    static func giveBack(_ cache: GIFColorCache) {
        guard cache.count <= largest else { return }
        cache.clear()
        idle.giveBack(cache)
    }
}
