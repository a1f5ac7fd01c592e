import Foundation
import ReelTestSupport
import Testing

/// The studio page's script, checked as its own languages' tools check it: TypeScript's
/// checker over the modules' JSDoc types (`tsconfig.json`: checkJs, strict), and the pure
/// modules' unit tests (undo, value formatting, the curve editor's maths, the address) under
/// node's own test runner (`Tests/studio-page/*.test.js`). Each fails this test when it fails.
@Suite struct StudioPageTests {
    /// Runs `arguments` from the repository's root; its status and everything it printed.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = ExternalTool.repository
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let (outData, errData) = BinaryRunner.readBoth(out, err)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData + errData, as: UTF8.self))
    }

    /// The check stays strict: a loosened tsconfig.json would pass whatever the modules say.
    @Test func theCheckIsStrictOverEveryModule() throws {
        let data = try Data(contentsOf: ExternalTool.repository.appendingPathComponent("tsconfig.json"))
        let config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let options = try #require(config["compilerOptions"] as? [String: Any])
        for flag in ["checkJs", "allowJs", "noEmit", "strict", "noUnusedLocals", "noImplicitReturns"] {
            #expect(options[flag] as? Bool == true, "\(flag)")
        }
        #expect(config["include"] as? [String] == ["Sources/ReelStudio/Resources/*.js"])
    }

    @Test(.tags(.node), .requires("tsc")) func theModulesTypeCheck() throws {
        let result = try Self.run(["tsc", "-p", "tsconfig.json"])
        #expect(result.status == 0, "tsc -p tsconfig.json:\n\(result.output)")
    }

    @Test(.tags(.node), .requires("node")) func thePureModulesPassTheirUnitTests() throws {
        let result = try Self.run(["node", "--test", "Tests/studio-page/"])
        #expect(result.status == 0, "node --test Tests/studio-page/:\n\(result.output)")
        // The runner found the tests: a folder it read nothing from would pass too.
        let count = result.output.split(separator: "\n").first { $0.hasPrefix("# tests ") }.flatMap { Int($0.dropFirst("# tests ".count)) }
        #expect((count ?? 0) >= 20, "\(result.output)")
    }
}
