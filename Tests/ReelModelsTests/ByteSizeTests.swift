import Testing
@testable import ReelModels

/// File sizes as `du --si` (KB, MB, GB: 1000s) and `du -h` (KiB, MiB, GiB: 1024s) write them.
@Suite struct ByteSizeTests {
    @Test(arguments: [
        ("500KB", Int64(500_000)), ("2MB", 2_000_000), ("1.5MiB", 1_572_864), ("60000", 60_000),
        ("64KiB", 65_536), ("1GB", 1_000_000_000), ("1GiB", 1 << 30), ("2 mb", 2_000_000),
        ("1.0005KB", 1_000), ("0.5KiB", 512), ("100B", 100),
    ])
    func sizesReadAsDuWritesThem(text: String, bytes: Int64) {
        #expect(ByteSize.parse(text) == bytes)
    }

    @Test(arguments: ["", "2M", "1.5K", "1.", ".5MB", "-5KB", "5XB", "1,5MB", "KB", "1.2.3MB", "99999999999999GB", "0x10"])
    func anythingElseIsRefused(text: String) {
        #expect(ByteSize.parse(text) == nil)
    }

    @Test(arguments: [Int64(60_000), 2_000_000, 1_572_864, 1_000, 1_001, 65_536, 10_000_000_000])
    func theShortestTextReadsBackExactly(bytes: Int64) {
        #expect(ByteSize.parse(ByteSize.text(bytes)) == bytes)
    }

    @Test func theKindChecksTheRangeAndSaysWhatItTakes() throws {
        let kind = ParameterKind.byteSize(min: 1_000, max: 10_000_000_000)
        #expect(throws: ValueError.self) { _ = try ParameterText.parse("999", as: kind) }
        #expect(throws: ValueError.self) { _ = try ParameterText.parse("11GB", as: kind) }
        guard case .bytes(let n) = try ParameterText.parse("1.5MiB", as: kind) else { Issue.record("not bytes"); return }
        #expect(n == 1_572_864)
        #expect(kind.accepted.contains("1KB") && kind.accepted.contains("KiB"))
    }
}
