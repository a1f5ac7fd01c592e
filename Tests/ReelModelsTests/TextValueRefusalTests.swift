import Testing
@testable import ReelModels

/// Issue 41: a text value is refused for what is wrong with it. A short badge text holding a
/// NUL was refused as "text of at most 40 characters", which it was.
@Suite struct TextValueRefusalTests {
    let kind = ParameterKind.text(maxLength: 40)

    func refusal(_ raw: String) -> ValueError? {
        do { _ = try ParameterText.parse(raw, as: kind); return nil } catch { return error }
    }

    @Test func aNULIsNamed() throws {
        let error = try #require(refusal("New\0"))
        #expect(error.accepted.contains("without a NUL character"))
        #expect(error.value == "New\\u{0}")
    }

    @Test func aLeadingByteOrderMarkIsNamed() throws {
        let error = try #require(refusal("\u{FEFF}New"))
        #expect(error.accepted.contains("byte-order mark"))
    }

    @Test func aLongTextIsRefusedForItsLength() throws {
        let error = try #require(refusal(String(repeating: "a", count: 41)))
        #expect(error.accepted == "text of at most 40 characters")
        #expect(refusal(String(repeating: "a", count: 40)) == nil)
    }
}
