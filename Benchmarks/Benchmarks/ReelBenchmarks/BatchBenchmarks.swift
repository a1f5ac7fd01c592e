import BadgeReelCLI
import Benchmark
import Foundation
import ReelExport

/// What a large batch pays besides its exports: planning every job (each shard plans the
/// whole manifest) and hashing files for the up-to-date records. Issue 21 measured 11.7 s for
/// 10,000 jobs in every shard (1.2 ms a job) and a byte-at-a-time SHA-256 at 110 MB/s.
func batchBenchmarks() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-bench-batch-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

    // 10,000 plain jobs: ten entries, each a 1,000-value matrix of counts.
    var manifest = "jobs:\n"
    for entry in 0..<10 {
        manifest += "  - run: pop --style notification --count {n} --max-count 99 --locale en_US --scale 2 -o \(folder.path)/out/e\(entry)/pop-{n}.gif\n"
        manifest += "    matrix:\n      n: [\((1...1_000).map(String.init).joined(separator: ", "))]\n"
    }
    let manifestPath = folder.appendingPathComponent("plain10k.yaml").path
    try? Data(manifest.utf8).write(to: URL(fileURLWithPath: manifestPath))
    Benchmark("batch: plan 10,000 jobs (--list)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxDuration: .seconds(30), maxIterations: 5)) { benchmark in
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
    let hashing = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .throughput, .peakMemoryResident],
                                          maxDuration: .seconds(20), maxIterations: 20)
    for (name, implementation) in [("libcrypto", SHA256.Implementation.automatic), ("Swift fallback", .software)] {
        Benchmark("SHA-256 110 MB in memory (\(name))", configuration: hashing) { benchmark in
            for _ in benchmark.scaledIterations {
                var h = SHA256(implementation)
                bytes.withUnsafeBytes { h.update($0) }
                blackHole(h.hexDigest())
            }
        }
    }
    Benchmark("SHA-256 110 MB file (FileDigests, 1 MiB reads)", configuration: hashing) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try FileDigests.compute(filePath)) }
    }
}
