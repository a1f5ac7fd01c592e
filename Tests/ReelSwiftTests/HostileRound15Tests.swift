import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI
@testable import ReelSwift

/// Round 15's hostile inputs whose cause was outside the SwiftUI world and the Swift writer:
/// each trapped BadgeReel itself (exit 132, no position), wrote over its own input, ran for
/// minutes within every limit, or was placed in a text the user never wrote. Each is now one
/// line placed in the user's code (exit 65) or naming the flag (exit 64), nothing written;
/// where Swift evaluates the code, it is evaluated as Swift does.
@Suite struct HostileRound15Tests {
    let dir = scratchFolder()

    func refusal(_ text: String) -> String? {
        do {
            try SwiftProgram(fileName: "Hostile.swift", text: text).evaluate()
            return nil
        } catch {
            return error.description
        }
    }

    /// `still X.swift -o frame.png`, where frame.png is a symbolic link to X.swift, wrote the
    /// PNG over the Swift file (exit 0): `still` did not tell the output check its input.
    /// A hard link kept the file's bytes only because the write renames a new file into place.
    @Test func stillNeverWritesOverItsSwiftFile() throws {
        let swift = dir.appendingPathComponent("Like.swift").path
        try Data(contentsOf: URL(fileURLWithPath: SwiftUICommandTests.like)).write(to: URL(fileURLWithPath: swift))
        let before = try Data(contentsOf: URL(fileURLWithPath: swift))
        let symbolic = dir.appendingPathComponent("frame.png").path
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: "Like.swift")
        let hard = dir.appendingPathComponent("hard.png").path
        try FileManager.default.linkItem(atPath: swift, toPath: hard)
        for png in [symbolic, hard] {
            let refused = runInProcess(["still", swift, "-o", png])
            #expect(refused?.code == 64, "\(png)")
            #expect(refused?.message == "--output \(png): expected a path that is not an input; it would replace the scene file \(swift)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: swift)) == before)
        }
        // A PNG of its own is still written.
        let own = dir.appendingPathComponent("own.png").path
        #expect(runInProcess(["still", swift, "-o", own]) == nil)
        #expect(FileManager.default.fileExists(atPath: own))
    }
}
