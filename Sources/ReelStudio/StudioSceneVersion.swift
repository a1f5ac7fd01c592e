extension StudioDocument {
    /// The scene's text as last read or saved, named by a short fingerprint the page keeps
    /// from the moment it reads the file's values (`GET /api/scene`) and sends back with Save
    /// (`base`). Two tabs share one server and one text: without it the second tab's Save
    /// silently wrote over the first's, since the on-disk check only sees other programs.
    /// FNV-1a over the UTF-8 bytes: it names the text, it is no secret and needs no strength.
    static func version(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The fingerprint of the text as last read or saved.
    var version: String { Self.version(of: text) }

    /// The refusal of a Save whose page read another version of the file than the studio
    /// holds, `current` (given: the caller holds the document's lock).
    func staleSave(_ base: String, current: String) -> StudioFailure {
        StudioFailure(409, "\(path) changed since this page read it (saved from another tab or read again); reload the file to see it, then edit again",
                      field: "base", value: base, accepted: Self.version(of: current))
    }
}
