import Testing
@testable import ReelSwift

@Suite struct SwiftSourceTests {
    @Test func parsesThroughSwiftParser() {
        let source = SwiftSource(fileName: "Badge.swift", text: "let x = 1\nfunc pop() { }\n")
        #expect(source.topLevelItemCount == 2)
    }
}
