internal import SwiftSyntax

extension TokenSyntax {
    /// The name a token declares or refers to, without the backticks of an escaped keyword:
    /// `` `repeat` `` and a parameter named `repeat` are the same name to Swift.
    var unescaped: String {
        let text = self.text
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
