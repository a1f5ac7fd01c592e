/// LZW coders kept between GIF encodes. Each holds 4 MB of table (`LZW`'s codes and stamps,
/// 4096 × 256 of each), which a new coder allocates and zeroes: a `--max-size` search encodes
/// the same clip several times over, and zeroing two fresh coders per trial was 27 ms of the
/// 220 ms of CPU a 2 s pop at 3× took to search (perf, `__memset` under `GIFWriter.encode`,
/// issue 42's bench row). A coder's reset is a new generation of its stamps, so one taken
/// from here codes exactly as a new one does; at most 2 wait here (the writer's workers).
enum LZWTables {
    private static let idle = IdlePool<LZW>(kept: 2)

    /// A coder: one left by an earlier encode, or a new one.
    static func take() -> LZW {
        idle.take() ?? LZW()
    }

    /// Gives `coder` back for the next encode (dropped when 2 already wait).
    static func giveBack(_ coder: LZW) {
        idle.giveBack(coder)
    }
}
