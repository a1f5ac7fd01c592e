import Foundation
import Testing
import ReelFrame
@testable import ReelEncode

/// The size search's path and what it proves: the point written fits and the point before it
/// does not, both measured at full size by a search of their own; the probes only choose
/// which full-size trials run; a refusal names the size of the path's last point.
@Suite struct BudgetPathTests {
    let folder = temporaryFolder()

    func search(_ format: OutputFormat, limit: Int64, source: some FrameSource = SoftPattern()) throws -> BudgetSearch.Search {
        BudgetSearch.Search(kept: try KeptFrames(capturing: source), format: format, settings: EncodeSettings(fps: 24),
                            limit: limit, path: folder.appendingPathComponent("x.\(format.fileExtension ?? "out")").path)
    }

    @Test(arguments: [OutputFormat.gif, .webp, .mp4, .apng])
    func thePathGivesUpOneRungAtATimeFromTheAskedToEveryLeverAtItsLast(format: OutputFormat) {
        let stages = BudgetLever.stages(for: format, fps: 24, crf: 18)
        var levers: [BudgetLever] = []
        for stage in stages where !levers.contains(stage.lever) { levers.append(stage.lever) }
        let points = BudgetLever.path(stages, levers: levers)
        #expect(points.first == [Int](repeating: 0, count: levers.count))
        #expect(points.last == levers.map { lever in stages.filter { $0.lever == lever }.map(\.upTo).max() ?? 0 })
        for (a, b) in zip(points, points.dropFirst()) {
            let moved = zip(a, b).filter { $0 != $1 }
            #expect(moved.count == 1 && moved.allSatisfy { $1 == $0 + 1 })
        }
    }

    @Test(arguments: [(OutputFormat.gif, 0.7), (.gif, 0.3), (.gif, 0.12), (.webp, 0.5), (.mp4, 0.5), (.mp4, 0.2)])
    func theFileWrittenIsTheFirstPointThatFitsMeasuredAtFullSize(format: OutputFormat, share: Double) throws {
        var asked = try search(format, limit: .max)
        let limit = Int64(Double(try asked.measure(0)) * share)
        var searched = try search(format, limit: limit)
        let written = try searched.run()
        let point = try #require(searched.chosen)
        #expect(point > 0 && Int64(written.bytes.count) <= limit)
        // A search of its own, every point encoded at full size: the bytes are the point's,
        // it fits and the point before it does not.
        var check = try search(format, limit: limit)
        #expect(try check.measure(point - 1) > limit)
        // The first point's rate and scale with nothing else given up: written when it fits.
        let alone = check.levers.indices.map { i in [.frameRate, .scale].contains(check.levers[i]) ? check.points[point][i] : 0 }
        if let rungs = searched.gaveBack {
            #expect(rungs == alone && rungs != check.points[point])
            #expect(try check.trial(rungs).bytes == written.bytes)
        } else {
            #expect(try check.measure(point) == Int64(written.bytes.count))
            if alone.contains(where: { $0 > 0 }) && alone != check.points[point] {
                #expect(try check.trial(alone).bytes.count > limit)
            }
        }
        // Full-size trials: the asked file, the point chosen and the point before it, the
        // point with its rate and scale alone, and two more where the probes misjudge (this
        // sliding gradient's half-size probes barely see the lossy coder, and see the scale
        // as costing less than it does at full size).
        #expect(searched.trials <= 6)
    }

    @Test func aSmallCanvasIsSearchedAtFullSizeWithoutProbes() throws {
        var asked = try search(.gif, limit: .max, source: SoftPattern(width: 48, height: 40))
        let limit = Int64(Double(try asked.measure(0)) * 0.5)
        var searched = try search(.gif, limit: limit, source: SoftPattern(width: 48, height: 40))
        _ = try searched.run()
        let point = try #require(searched.chosen)
        var check = try search(.gif, limit: limit, source: SoftPattern(width: 48, height: 40))
        #expect(try check.measure(point - 1) > limit)
        #expect(searched.probes == 0)
    }

    @Test func aRefusalNamesTheSizeOfEveryLeverAtItsLastRung() throws {
        var measured = try search(.gif, limit: 1_000)
        let smallest = try measured.lastSize()
        var searched = try search(.gif, limit: 1_000)
        #expect(throws: BudgetError.unreachable(smallest: smallest, limit: 1_000)) {
            try searched.run()
        }
    }
}

extension BudgetSearch.Search {
    /// The full-size size of the path's last point.
    mutating func lastSize() throws -> Int64 { try measure(points.count - 1) }
}
