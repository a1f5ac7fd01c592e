import Foundation

/// ffprobe, as an independent reader of what the tool wrote.
public func probe(_ path: String) throws -> (frames: Int, width: Int, height: Int, duration: Double, codec: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
    p.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                   "stream=codec_name,width,height,nb_read_frames:format=duration", "-of", "default=noprint_wrappers=1", path]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    var fields: [String: String] = [:]
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2 { fields[parts[0]] = parts[1] }
    }
    return (Int(fields["nb_read_frames"] ?? "") ?? -1, Int(fields["width"] ?? "") ?? -1, Int(fields["height"] ?? "") ?? -1,
            Double(fields["duration"] ?? "") ?? -1, fields["codec_name"] ?? "")
}

/// A new folder under the temporary directory for one test suite's files.
public func scratchFolder() -> URL {
    let d = TestScratch.url("reel-export-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
    return d
}
