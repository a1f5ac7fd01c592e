import Foundation

/// A file size as people write it: plain bytes (`60000`), or a number and a unit, decimal
/// (`500KB`, `2MB`, `1GB`: powers of 1000, as `du --si` prints them) or binary (`64KiB`,
/// `1.5MiB`, `1GiB`: powers of 1024, as `du -h` does). A bare `K`/`M`/`G` is refused: the two
/// tools print the same letter for different sizes. A fraction of a byte is dropped (the size
/// is a limit: rounding down never lets a file past it).
public enum ByteSize {
    /// Units by their lowercased spelling, with the bytes each is.
    private static let units: [(String, Int64)] = [
        ("b", 1), ("kb", 1_000), ("mb", 1_000_000), ("gb", 1_000_000_000),
        ("kib", 1 << 10), ("mib", 1 << 20), ("gib", 1 << 30),
    ]

    /// The bytes `text` names, or nil when it is not a size.
    public static func parse(_ text: String) -> Int64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces).lowercased()
        // Digits with at most one point, a digit on each side of it ("1.", ".5" are typos).
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard !digits.isEmpty, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        let multiplier: Int64
        if unit.isEmpty { multiplier = 1 } else {
            guard let found = units.first(where: { $0.0 == unit }) else { return nil }
            multiplier = found.1
        }
        // Whole part and fraction in integers: 1.5MiB is exactly 1,572,864 bytes.
        guard parts[0].count <= 13, let whole = Int64(parts[0]) else { return nil }
        var bytes = whole.multipliedReportingOverflow(by: multiplier)
        guard !bytes.overflow else { return nil }
        if parts.count == 2 {
            let fraction = parts[1].prefix(9)
            guard let numerator = Int64(fraction) else { return nil }
            var denominator: Int64 = 1
            for _ in 0..<fraction.count { denominator *= 10 }
            let extra = numerator.multipliedReportingOverflow(by: multiplier)
            guard !extra.overflow else { return nil }
            bytes = bytes.partialValue.addingReportingOverflow(extra.partialValue / denominator)
            guard !bytes.overflow else { return nil }
        }
        return bytes.partialValue
    }

    /// `bytes` in the shortest form `parse` reads back exactly: `2MB`, `1536KiB`, `60000`.
    public static func text(_ bytes: Int64) -> String {
        for (name, size) in [("GB", Int64(1_000_000_000)), ("GiB", 1 << 30), ("MB", 1_000_000), ("MiB", 1 << 20),
                             ("KB", 1_000), ("KiB", 1 << 10)] where bytes >= size && bytes % size == 0 {
            return "\(bytes / size)\(name)"
        }
        return String(bytes)
    }

    /// `bytes` as summaries print a size: decimal kilobytes or megabytes, one decimal
    /// (`58.2 KB`, `1.5 MB`), as `du --si` counts.
    public static func decimal(_ bytes: Int64) -> String {
        bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.1f KB", Double(bytes) / 1e3)
    }
}
