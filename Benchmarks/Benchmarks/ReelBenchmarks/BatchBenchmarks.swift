import BadgeReelCLI
import Benchmark
import Foundation
import ReelExport

/// What a large batch pays besides its exports: planning every job (each shard plans the
/// whole manifest) and hashing files for the up-to-date records. Issue 21 measured 11.7 s for
/// 10,000 jobs in every shard (1.2 ms a job) and a byte-at-a-time SHA-256 at 110 MB/s; its
/// targets are 0.1 ms of CPU a job (1 s for 10,000) and 1 GB/s.
///
/// The targets are static thresholds (Thresholds/ReelBenchmarks.NAME.p90.json, checked by
/// `swift package benchmark thresholds check`): package-benchmark compares a run's p90 with
/// the stored value and calls anything further than the tolerance from it a regression or an
/// improvement, so each file holds the middle of the accepted range and the tolerance is half
/// of it — a p90 from 0 to the target passes, above the target fails (exit 2).
func batchBenchmarks() {
    let folder = benchScratch("reel-bench-batch")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

    // 10,000 jobs, as scripts/bench --check plans them: ten entries, each a 1,000-value matrix
    // of counts (so ~100 distinct labels), a locale and the notification style.
    var manifest = "jobs:\n"
    for entry in 0..<10 {
        manifest += "  - run: pop --style notification --count {n} --max-count 99 --locale en_US --scale 2 -o \(folder.path)/out/e\(entry)/pop-{n}.gif\n"
        manifest += "    matrix:\n      n: [\((1...1_000).map(String.init).joined(separator: ", "))]\n"
    }
    let manifestPath = folder.appendingPathComponent("plain10k.yaml").path
    try? Data(manifest.utf8).write(to: URL(fileURLWithPath: manifestPath))
    // Held to 10,000 jobs in at most 0.7 s of CPU (stored: 0.35 s ± 0.35 s): issue 21's 1 s
    // with the margin the shared machine's noise needs (whole processes planned this manifest
    // in 0.28–0.38 s of CPU, process start included, after the second planning pass).
    let planningTarget = 700_000_000
    Benchmark("batch: plan 10,000 jobs (--list)",
              configuration: .init(metrics: [.cpuTotal, .wallClock, .peakMemoryResident], timeUnits: .milliseconds,
                                   maxDuration: .seconds(30), maxIterations: 7,
                                   thresholds: [.cpuTotal: .init(absolute: [.p90: planningTarget / 2])])) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try BatchListing.commandLines(manifest: manifestPath)) }
    }

    // 110 MB, the ProRes file issue 21 timed: in memory (hashing alone, both ways) and as a
    // file streamed by FileDigests, as a batch hashes its outputs.
    let size = 110_000_000
    var generator = SystemRandomNumberGenerator()
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        let raw = UnsafeMutableRawBufferPointer(buffer)
        var i = 0
        while i + 8 <= size { raw.storeBytes(of: generator.next(), toByteOffset: i, as: UInt64.self); i += 8 }
        while i < size { raw[i] = 0x5a; i += 1 }
        count = size
    }
    let filePath = folder.appendingPathComponent("r110.bin").path
    try? Data(bytes).write(to: URL(fileURLWithPath: filePath))
    // Target: 1 GB/s, so 110 MB in at most 110 ms of CPU (stored: 55 ms ± 55 ms); only the
    // automatic implementation (libcrypto here) is held to it. CPU time, not wall time: on
    // the shared 2-core machine a hash waits for a core several times as long as it runs
    // (libcrypto: 78 ms of CPU in 350 ms of wall at load 10), and hashing is one thread.
    let hashingTarget = 110_000_000
    func hashing(_ target: Int?) -> Benchmark.Configuration {
        .init(metrics: [.cpuTotal, .wallClock, .peakMemoryResident], timeUnits: .milliseconds,
              maxDuration: .seconds(20), maxIterations: 20,
              thresholds: target.map { [.cpuTotal: .init(absolute: [.p90: $0 / 2])] })
    }
    Benchmark("SHA-256 110 MB in memory", configuration: hashing(hashingTarget)) { benchmark in
        for _ in benchmark.scaledIterations {
            var h = SHA256()
            bytes.withUnsafeBytes { h.update($0) }
            blackHole(h.hexDigest())
        }
    }
    Benchmark("SHA-256 110 MB file (FileDigests, 1 MiB reads)", configuration: hashing(hashingTarget)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try FileDigests.compute(filePath)) }
    }
}
