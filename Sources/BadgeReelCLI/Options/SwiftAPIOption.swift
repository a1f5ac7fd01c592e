import ArgumentParser
import ReelSwiftOut

/// `--swift-api uikit|swiftui`: the Swift a `.swift` output is written in.
enum SwiftAPIOption {
    static let help = ArgumentHelp("With -o NAME.swift: write UIKit and Core Animation code (uikit, the default) or SwiftUI keyframes (swiftui).",
                                   valueName: "api")

    /// The API `text` names; nil when not given. A name it does not know is refused in the flag's words.
    static func parse(_ text: String?) throws -> SwiftAPI? {
        guard let text else { return nil }
        guard let api = SwiftAPI(rawValue: text) else {
            throw ValidationError("--swift-api \(text): expected \(SwiftAPI.accepted)")
        }
        return api
    }
}
