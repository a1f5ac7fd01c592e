import ReelTimeline

/// SwiftUI's named colours as iOS draws them in light mode (`Color.red` is "a context-dependent
/// red", …/swiftui/color/red [Apple], i.e. UIKit's `systemRed` in the light appearance).
///
/// Values: Apple's Human Interface Guidelines, Color, "Specifications" (system colours, Default
/// light) as published for iOS 15 through 18, sRGB [Apple, via transcriptions such as
/// gist.github.com/felixfoertsch/e4c73a673bd769218c39c17ac09127aa; mint, cyan and brown from the
/// iOS 15 additions]. iOS 26 restyled some of them: docs/swiftui.md lists that for a device check.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case black, white, clear, primary, secondary

    public var rgba: RGBA {
        switch self {
        case .red: return RGBA(hex: 0xFF3B30)
        case .orange: return RGBA(hex: 0xFF9500)
        case .yellow: return RGBA(hex: 0xFFCC00)
        case .green: return RGBA(hex: 0x34C759)
        case .mint: return RGBA(hex: 0x00C7BE)
        case .teal: return RGBA(hex: 0x30B0C7)
        case .cyan: return RGBA(hex: 0x32ADE6)
        case .blue: return RGBA(hex: 0x007AFF)
        case .indigo: return RGBA(hex: 0x5856D6)
        case .purple: return RGBA(hex: 0xAF52DE)
        case .pink: return RGBA(hex: 0xFF2D55)
        case .brown: return RGBA(hex: 0xA2845E)
        case .gray: return RGBA(hex: 0x8E8E93)
        case .black: return .black
        case .white: return .white
        case .clear: return .clear
        // `label` and `secondaryLabel` in light mode: black; (60, 60, 67) at 60 %.
        case .primary: return .black
        case .secondary: return RGBA(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
        }
    }
}
