import Foundation

/// The GNU build id an ELF executable carries (`ld --build-id`, on by default for Swift on
/// Linux): a hash the linker takes over the linked output, so any change to the code gives a
/// new id while copies of one file share it. Read from the file's PT_NOTE segments: a few
/// hundred bytes, where digesting a release binary would read tens of megabytes.
enum ELFBuildID {
    /// The id as lowercase hex, or nil when `path` is not a 64-bit little-endian ELF file or
    /// carries no build id note.
    static func read(from path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        func bytes(at offset: UInt64, count: Int) -> [UInt8]? {
            guard count > 0, count <= 1 << 16, (try? handle.seek(toOffset: offset)) != nil,
                  let data = try? handle.read(upToCount: count), data.count == count else { return nil }
            return [UInt8](data)
        }
        // ELF64 header: magic, class 2 (64-bit), data 1 (little-endian).
        guard let header = bytes(at: 0, count: 64), header[0..<4] == [0x7f, 0x45, 0x4c, 0x46],
              header[4] == 2, header[5] == 1 else { return nil }
        let phoff = header.le(UInt64.self, at: 0x20)
        let phentsize = Int(header.le(UInt16.self, at: 0x36))
        let phnum = Int(header.le(UInt16.self, at: 0x38))
        guard phentsize >= 56, phnum > 0, let table = bytes(at: phoff, count: phentsize * phnum) else { return nil }
        for i in 0..<phnum {
            let entry = Array(table[(i * phentsize)..<(i * phentsize + 56)])
            guard entry.le(UInt32.self, at: 0) == 4 else { continue }   // PT_NOTE
            let offset = entry.le(UInt64.self, at: 0x08), size = Int(entry.le(UInt64.self, at: 0x20))
            guard let notes = bytes(at: offset, count: size) else { continue }
            if let id = buildID(in: notes) { return id }
        }
        return nil
    }

    /// Walks the notes of one segment: namesz, descsz, type, then the name and the
    /// description, each padded to 4 bytes. NT_GNU_BUILD_ID is type 3, name "GNU\0".
    static func buildID(in notes: [UInt8]) -> String? {
        var at = 0
        func padded(_ n: Int) -> Int { (n + 3) & ~3 }
        while at + 12 <= notes.count {
            let namesz = Int(notes.le(UInt32.self, at: at)), descsz = Int(notes.le(UInt32.self, at: at + 4))
            let type = notes.le(UInt32.self, at: at + 8)
            let name = at + 12, desc = name + padded(namesz)
            guard desc + descsz <= notes.count else { return nil }
            if type == 3, namesz == 4, notes[name..<(name + 4)] == [0x47, 0x4e, 0x55, 0], descsz > 0 {
                return notes[desc..<(desc + descsz)].map { String(format: "%02x", $0) }.joined()
            }
            at = desc + padded(descsz)
        }
        return nil
    }
}

private extension Array where Element == UInt8 {
    /// The little-endian integer at `offset`.
    func le<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        var value: T = 0
        for k in 0..<MemoryLayout<T>.size { value |= T(self[offset + k]) << (8 * k) }
        return value
    }
}
