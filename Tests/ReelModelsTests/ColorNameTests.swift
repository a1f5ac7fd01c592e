import Testing
import ReelTimeline
@testable import ReelModels

/// Colors as users type them: UIKit's names, hex with or without `#`, and words that only
/// look like hex.
@Suite struct ColorNameTests {
    /// UIColor's fixed class colors, with the components Apple's documentation gives.
    static let fixed: [(String, [Double])] = [
        ("blue", [0, 0, 1]), ("green", [0, 1, 0]), ("cyan", [0, 1, 1]), ("magenta", [1, 0, 1]), ("yellow", [1, 1, 0]),
        ("orange", [1, 0.5, 0]), ("purple", [0.5, 0, 0.5]), ("brown", [0.6, 0.4, 0.2]), ("gray", [0.5, 0.5, 0.5]),
        ("darkGray", [1.0 / 3, 1.0 / 3, 1.0 / 3]), ("lightGray", [2.0 / 3, 2.0 / 3, 2.0 / 3]), ("GRAY", [0.5, 0.5, 0.5]),
    ]

    @Test func uikitsFixedColorsAreNamed() throws {
        for (name, c) in Self.fixed {
            #expect(RGBA.parse(name) == RGBA(red: c[0], green: c[1], blue: c[2]), "\(name)")
        }
    }

    @Test func systemGraysInLightMode() {
        #expect(RGBA.parse("systemGray2") == RGBA(hex: 0xAEAEB2))
        #expect(RGBA.parse("systemGray5") == RGBA(hex: 0xE5E5EA))
    }

    /// A bare word of hex letters was read as a color (`bad` as #BBAADD); with `#` it still is,
    /// and bare hex with a digit in it (YAML's comment sign makes `#` awkward there) too.
    @Test func hexNeedsItsHashUnlessItHoldsADigit() {
        for word in ["bad", "fab", "cab", "decade", "facade", "ffffff"] { #expect(RGBA.parse(word) == nil, "\(word)") }
        #expect(RGBA.parse("#bad") == RGBA(hex: 0xBBAADD))
        #expect(RGBA.parse("#ffffff") == .white)
        #expect(RGBA.parse("FF3B30") == RGBA(hex: 0xFF3B30))
        #expect(RGBA.parse("1c1c1e") == RGBA(hex: 0x1C1C1E))
        #expect(RGBA.parse("blue") != nil && RGBA.parse("bluish") == nil)
    }
}
