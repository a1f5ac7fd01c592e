import ReelTimeline

extension RGBA {
    /// What `parse` accepts, for error messages.
    public static let accepted = "#RGB, #RRGGBB, #RRGGBBAA, or a name: \(named.keys.sorted().joined(separator: ", "))"

    /// UIKit's named colors (light mode) and a few plain ones. The fixed ones are UIColor's
    /// class properties as Apple documents them (UIColor.blue "0.0, 0.0, and 1.0",
    /// .brown "0.6, 0.4, and 0.2", .darkGray "0.333", .lightGray "0.667", .orange "1.0, 0.5,
    /// and 0.0", .purple "0.5, 0.0, and 0.5", ...); the system grays are iOS's light-mode values.
    public static let named: [String: RGBA] = [
        "clear": .clear, "transparent": .clear, "white": .white, "black": .black, "red": .red,
        "blue": RGBA(red: 0, green: 0, blue: 1), "green": RGBA(red: 0, green: 1, blue: 0),
        "cyan": RGBA(red: 0, green: 1, blue: 1), "magenta": RGBA(red: 1, green: 0, blue: 1),
        "yellow": RGBA(red: 1, green: 1, blue: 0), "orange": RGBA(red: 1, green: 0.5, blue: 0),
        "purple": RGBA(red: 0.5, green: 0, blue: 0.5), "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
        "gray": RGBA(red: 0.5, green: 0.5, blue: 0.5), "darkGray": RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "lightGray": RGBA(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "systemGray2": RGBA(hex: 0xAEAEB2), "systemGray3": RGBA(hex: 0xC7C7CC), "systemGray4": RGBA(hex: 0xD1D1D6),
        "systemGray5": RGBA(hex: 0xE5E5EA),
        "systemRed": RGBA(hex: 0xFF3B30), "systemOrange": RGBA(hex: 0xFF9500), "systemYellow": RGBA(hex: 0xFFCC00),
        "systemGreen": RGBA(hex: 0x34C759), "systemMint": RGBA(hex: 0x00C7BE), "systemTeal": RGBA(hex: 0x30B0C7),
        "systemCyan": RGBA(hex: 0x32ADE6), "systemBlue": RGBA(hex: 0x007AFF), "systemIndigo": RGBA(hex: 0x5856D6),
        "systemPurple": RGBA(hex: 0xAF52DE), "systemPink": RGBA(hex: 0xFF2D55), "systemBrown": RGBA(hex: 0xA2845E),
        "systemGray": RGBA(hex: 0x8E8E93), "systemGray6": RGBA(hex: 0xF2F2F7), "label": .black,
        "systemBackground": .white, "secondarySystemBackground": RGBA(hex: 0xF2F2F7),
        "darkBackground": RGBA(hex: 0x1C1C1E),
    ]

    /// `named` by its lowercased names (no two names differ only in case), so a name is looked
    /// up once instead of lowercasing every name for every value (4% of planning a batch job).
    private static let namedLowercased: [String: RGBA] =
        Dictionary(uniqueKeysWithValues: named.map { ($0.key.lowercased(), $0.value) })

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name (any letter case). The `#` may be left
    /// out where the digits hold a number (`FF3B30`, handy in YAML where `#` starts a comment),
    /// not where they are letters only: `bad` or `fab` is a mistyped name far more often than
    /// the color #BBAADD, and was read as one.
    public static func parse(_ text: String) -> RGBA? {
        // Foundation's trim bridges through NSString: text whose ends are visible ASCII, as
        // nearly every color's are, has nothing to trim (the only ASCII in .whitespaces are
        // space and tab).
        let scalars = text.unicodeScalars
        let visible = { (s: Unicode.Scalar?) in s.map { $0.isASCII && $0 != " " && $0 != "\t" } ?? true }
        let trimmed = visible(scalars.first) && visible(scalars.last) ? text : text.trimmingCharacters(in: .whitespaces)
        // No name starts with "#".
        if trimmed.first != "#", let match = namedLowercased[trimmed.lowercased()] { return match }
        var hex = Substring(trimmed)
        if hex.first == "#" { hex = hex.dropFirst() } else if !hex.contains(where: \.isNumber) { return nil }
        guard hex.allSatisfy(\.isHexDigit), let value = UInt64(hex, radix: 16) else { return nil }
        func channel(_ shift: UInt64, _ bits: UInt64) -> Double {
            let max = Double((1 << bits) - 1)
            return Double((value >> shift) & ((1 << bits) - 1)) / max
        }
        switch hex.count {
        case 3: return RGBA(red: channel(8, 4), green: channel(4, 4), blue: channel(0, 4))
        case 6: return RGBA(red: channel(16, 8), green: channel(8, 8), blue: channel(0, 8))
        case 8: return RGBA(red: channel(24, 8), green: channel(16, 8), blue: channel(8, 8), alpha: channel(0, 8))
        default: return nil
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA`, or a name where one matches exactly: how scene files write colors.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((Swift.max(0, Swift.min(1, v)) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

import Foundation
