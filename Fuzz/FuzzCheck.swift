// What every fuzz target asserts, as a trap libFuzzer reports with the input that caused it.

enum FuzzCheck {
    static func fail(_ why: String) -> Never {
        print("FUZZ CHECK FAILED: \(why)")
        fatalError(why)
    }

    static func require(_ condition: Bool, _ why: @autoclosure () -> String) {
        if !condition { fail(why()) }
    }

    /// A refusal is one line: no line break or other control character in it.
    static func oneLine(_ message: String) {
        let bad = message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" }
        require(!bad, "a refusal that is not one line: \(message.debugDescription)")
    }
}
