import Foundation
import ReelTestSupport
import Testing

/// The GIF of a default pop at 320x320 against what the plain ffmpeg recipe (palettegen in
/// diff mode, paletteuse with sierra2_4a on the changed rectangle) makes of the same frames:
/// no larger, at equal or better SSIM against those frames. ffmpeg is only the checker here
/// and the other side of the comparison, never our encoder.
@Suite struct RecipeComparisonTests {
    let dir = scratchFolder()

    func ffmpeg(_ args: [String], stdin: URL? = nil) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        p.arguments = ["-nostdin"] + args
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        if let stdin { p.standardInput = try FileHandle(forReadingFrom: stdin) }
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return text
    }

    func ssim(_ gif: URL, against raw: URL) throws -> Double {
        let out = try ffmpeg(["-i", gif.path, "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "320x320", "-framerate", "50",
                              "-i", raw.path, "-lavfi", "[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]ssim", "-f", "null", "-"])
        let value = out.range(of: #"All:[0-9.]+"#, options: .regularExpression).map { Double(out[$0].dropFirst(4)) ?? 0 }
        return try #require(value)
    }

    @Test(.tags(.ffmpeg), .requires("/usr/bin/ffmpeg")) func defaultPopGIFIsNoLargerThanTheRecipeAtEqualSSIM() throws {
        let ours = dir.appendingPathComponent("ours.gif"), recipe = dir.appendingPathComponent("recipe.gif")
        let raw = dir.appendingPathComponent("frames.raw")
        var r = try BinaryRunner.run(["pop", "--size", "160x160", "-q", "-o", ours.path])
        #expect(r.status == 0, "\(r.stderr)")
        r = try BinaryRunner.run(["pop", "--size", "160x160", "--fps", "50", "-q", "-o", "-"])
        #expect(r.status == 0 && r.stdoutData.count == 320 * 320 * 4 * 68)
        try r.stdoutData.write(to: raw)
        _ = try ffmpeg(["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "320x320", "-framerate", "50", "-i", "-",
                        "-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                        "-loop", "0", recipe.path], stdin: raw)
        let ourSize = try FileManager.default.attributesOfItem(atPath: ours.path)[.size] as! Int
        let recipeSize = try FileManager.default.attributesOfItem(atPath: recipe.path)[.size] as! Int
        #expect(recipeSize > 0)
        #expect(ourSize <= recipeSize, "ours \(ourSize) B, recipe \(recipeSize) B")
        let ourSSIM = try ssim(ours, against: raw), recipeSSIM = try ssim(recipe, against: raw)
        #expect(ourSSIM >= recipeSSIM, "SSIM ours \(ourSSIM), recipe \(recipeSSIM)")
        #expect(ourSSIM >= 0.999)
    }
}
