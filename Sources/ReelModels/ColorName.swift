import ReelTimeline

extension RGBA {
    /// What `parse` accepts, for error messages.
    public static let accepted = "#RGB, #RRGGBB, #RRGGBBAA, or a name: \(named.keys.sorted().joined(separator: ", "))"

    /// UIKit's named colors (light mode) and a few plain ones.
    public static let named: [String: RGBA] = [
        "clear": .clear, "transparent": .clear, "white": .white, "black": .black, "red": .red,
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

    /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` (the # optional) or a name (any letter case).
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
        if hex.first == "#" { hex = hex.dropFirst() }
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
