import CFFmpeg

/// The instruction sets x264 may use: every one this CPU has, as FFmpeg detects them, except
/// AVX-512.
///
/// x264 0.164 (Debian 12) reads memory it never wrote in its AVX-512 code: on a CPU with
/// AVX-512, `pop --style notification --count 1 --max-count 99 --locale ja_JP --scale 2 -o
/// a.mp4` wrote a different file under GLIBC_TUNABLES=glibc.malloc.perturb=1, and batch
/// MP4s (whose heap is reused, see BatchCommand.keepFreedMemory) differed from the same
/// export run alone. valgrind's memcheck saw nothing because it does not emulate AVX-512, so
/// x264 took its AVX2 code there; the `ffmpeg` command line shows the same: libx264 on the
/// same YUV frames gives two files for perturb 0 and 1, and one file, the same bytes as
/// perturb 0, with `asm=` listing every set but AVX512. Its AVX2 and AVX-512 code give the
/// same bytes when the memory happens to be clean, so existing files do not change.
enum X264CPU {
    /// x264's `asm` parameter: its own names for the sets (common/cpu.c's x264_cpu_names);
    /// nil off x86, where FFmpeg's flag bits mean other sets and x264 has no AVX-512.
    static func asmParameter() -> String? {
        #if !(arch(x86_64) || arch(i386))
        return nil
        #else
        let flags = reel_av_get_cpu_flags()
        let sets: [(Int32, String)] = [
            (AV_CPU_FLAG_MMXEXT, "MMX2"), (AV_CPU_FLAG_SSE, "SSE"), (AV_CPU_FLAG_SSE2, "SSE2"),
            (AV_CPU_FLAG_SSE2SLOW, "SSE2Slow"), (AV_CPU_FLAG_SSE3, "SSE3"), (AV_CPU_FLAG_SSSE3, "SSSE3"),
            (AV_CPU_FLAG_SSE4, "SSE4.1"), (AV_CPU_FLAG_SSE42, "SSE4.2"), (AV_CPU_FLAG_AVX, "AVX"),
            (AV_CPU_FLAG_XOP, "XOP"), (AV_CPU_FLAG_FMA4, "FMA4"), (AV_CPU_FLAG_FMA3, "FMA3"),
            (AV_CPU_FLAG_BMI1, "BMI1"), (AV_CPU_FLAG_BMI2, "BMI2"), (AV_CPU_FLAG_AVX2, "AVX2"),
        ]
        let names = sets.filter { flags & $0.0 != 0 }.map(\.1)
        // Cache64: every x86-64 CPU x264 detects has 64-byte cache lines.
        return names.isEmpty ? "0" : (names + ["Cache64"]).joined(separator: ",")
        #endif
    }
}
