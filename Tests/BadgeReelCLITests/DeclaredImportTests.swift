import Foundation
import ReelTestSupport
import Testing

/// Every target declares each module it imports (ARCHITECTURE.md: "each arrow is a dependency
/// declared in Package.swift"). SwiftPM lets a target import a module it reaches only through
/// another target's dependencies, so an undeclared import builds until that other target
/// drops it, and the graph drawn in ARCHITECTURE.md stops being the real one. This reads the
/// manifest as SwiftPM evaluates it (`swift package dump-package`) and every Swift file of
/// every target (excluded folders skipped, imports inside string literals not counted).
@Suite struct DeclaredImportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The toolchain's own modules, which no manifest declares.
    static let toolchain: Set<String> = ["Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML",
                                         "Glibc", "Darwin", "Musl", "Dispatch", "Synchronization", "Testing", "XCTest",
                                         "_Concurrency", "RegexBuilder"]

    /// swift-syntax's modules, the package's products (built from source at 603.0.1).
    static let parserModules: Set<String> = ["SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftDiagnostics",
                                             "SwiftParserDiagnostics", "SwiftBasicFormat"]

    struct Target {
        var name: String
        var folder: URL
        var excluded: [String]
        var declared: Set<String>
        /// Its settings carry `unsafeFlags` (none may: issue 37).
        var hasUnsafeFlags: Bool
    }

    /// The package's targets with Swift sources, as the manifest declares them.
    static func targets() throws -> [Target] {
        let scratch = TestScratch.url("dump-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A scratch path of its own: `swift test`, which runs this, holds the lock on .build.
        let result = try BinaryRunner.run(["swift", "package", "--scratch-path", scratch.path, "dump-package"], in: root,
                                          executable: URL(fileURLWithPath: "/usr/bin/env"))
        guard result.status == 0 else { throw ManifestUnread(stderr: result.stderr) }
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        return targets.compactMap { target -> Target? in
            guard let name = target["name"] as? String, let type = target["type"] as? String,
                  ["regular", "executable", "test"].contains(type) else { return nil }
            let path = target["path"] as? String ?? (type == "test" ? "Tests/" : "Sources/") + name
            var declared: Set<String> = []
            for dependency in target["dependencies"] as? [[String: [Any]]] ?? [] {
                for (_, value) in dependency { if let module = value.first as? String { declared.insert(module) } }
            }
            let settings = target["settings"] as? [[String: Any]] ?? []
            let hasUnsafeFlags = settings.contains { setting in (setting["kind"] as? [String: Any])?["unsafeFlags"] != nil }
            return Target(name: name, folder: root.appendingPathComponent(path), excluded: target["exclude"] as? [String] ?? [],
                          declared: declared, hasUnsafeFlags: hasUnsafeFlags)
        }
    }

    struct ManifestUnread: Error, CustomStringConvertible {
        var stderr: String
        var description: String { "swift package dump-package failed: \(stderr)" }
    }

    /// The modules `source` imports: `import X`, `@testable import X`, `internal import X`,
    /// `import struct X.Y`; lines inside a multi-line string literal (`"""`, raw `#"""`) are
    /// text, not imports.
    static func imports(in source: String) -> [String] {
        var found: [String] = []
        // The delimiter that ends the multi-line string open at this line's start, if any.
        var closing: String?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if closing == nil, let match = line.firstMatch(of: /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_]\w*)/) {
                found.append(String(match.1))
            }
            var rest = Substring(line)
            while true {
                if let end = closing {
                    guard let range = rest.range(of: end) else { break }
                    rest = rest[range.upperBound...]
                    closing = nil
                } else {
                    guard let open = rest.firstMatch(of: /(#*)"{3}/) else { break }
                    closing = "\"\"\"" + open.1
                    rest = rest[open.range.upperBound...]
                }
            }
        }
        return found
    }

    /// The Swift files of `target` its manifest entry builds.
    static func sources(of target: Target) -> [(relative: String, text: String)] {
        guard let walk = FileManager.default.enumerator(atPath: target.folder.path) else { return [] }
        var files: [(String, String)] = []
        for case let relative as String in walk where relative.hasSuffix(".swift") {
            if target.excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
            guard let text = try? String(contentsOf: target.folder.appendingPathComponent(relative), encoding: .utf8) else { continue }
            files.append((relative, text))
        }
        return files
    }

    @Test func everyTargetDeclaresWhatItImports() throws {
        let targets = try Self.targets()
        var undeclared: [String] = []
        var files = 0
        for target in targets {
            for (relative, text) in Self.sources(of: target) {
                files += 1
                for module in Self.imports(in: text) where module != target.name && !Self.toolchain.contains(module)
                    && !target.declared.contains(module) {
                    undeclared.append("\(target.name) (\(relative)) imports \(module)")
                }
            }
        }
        // The walk read the package (not an empty or moved folder).
        #expect(targets.contains { $0.name == "BadgeReelCLI" } && targets.contains { $0.name == "ReelStudioTests" } && files > 300,
                "\(files) files in \(targets.map(\.name))")
        #expect(undeclared.isEmpty, "declare each in the target's dependencies in Package.swift:\n\(undeclared.joined(separator: "\n"))")
    }

    /// The parser behind one door (issue 37): only ReelSwift, its tests and the executable may
    /// declare swift-syntax (the suites that read Swift files through the command line or the
    /// studio in process live in ReelSwiftTests); the front ends (BadgeReelCLI, ReelStudio) and
    /// their tests reach ReelSwift through ReelSwiftInput's protocol and import neither it nor
    /// swift-syntax. No target carries `unsafeFlags`: the parser comes in as a package, with no
    /// path into the toolchain.
    @Test func onlyTheEvaluatorsSideSeesTheParser() throws {
        let targets = try Self.targets()
        let declaring = Set(targets.filter { !$0.declared.isDisjoint(with: Self.parserModules) }.map(\.name))
        #expect(declaring.contains("ReelSwift") && declaring.isSubset(of: ["ReelSwift", "ReelSwiftTests", "badgereel"]), "\(declaring.sorted())")
        #expect(targets.filter(\.hasUnsafeFlags).isEmpty, "\(targets.filter(\.hasUnsafeFlags).map(\.name))")
        for name in ["BadgeReelCLI", "ReelStudio", "BadgeReelCLITests", "ReelStudioTests", "StudioTestSupport"] {
            let target = try #require(targets.first { $0.name == name })
            #expect(!target.declared.contains("ReelSwift"), "\(name) depends on ReelSwift")
            let imported = Set(Self.sources(of: target).flatMap { Self.imports(in: $0.text) })
            #expect(imported.isDisjoint(with: Self.parserModules.union(["ReelSwift"])), "\(name) imports \(imported)")
        }
    }

    /// The reader: every spelling of an import, and none inside a multi-line string literal.
    @Test func readsImportsNotStrings() {
        let code = ##"""
        import Foundation
        @testable import BadgeReelCLI
        internal import ReelSwift
        import struct ReelModels.BadgeSetup
        #if canImport(Glibc)
        import Glibc
        #endif
        let file = """
            import UIKit
            """
        let raw = #"""
            let inner = """
            import QuartzCore
            """
            """#
        let x = 1 // import Nothing
        """##
        #expect(Self.imports(in: code) == ["Foundation", "BadgeReelCLI", "ReelSwift", "ReelModels", "Glibc"])
    }
}
