/// `{name}` placeholders in a batch job's words, filled from its matrix. `{{` and `}}` are
/// literal braces; any other brace is refused, so a typo never reaches a command as text.
public enum Placeholders {
    /// A placeholder's name: a letter or underscore, then letters, digits, `_` or `-`.
    static func isName(_ name: Substring) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }

    /// The parts of `word`: literal text and placeholder names, in order.
    enum Part: Equatable { case text(String), name(String) }

    static func parts(of word: String) throws(PlaceholderError) -> [Part] {
        var parts: [Part] = []
        var text = ""
        var i = word.startIndex
        while i < word.endIndex {
            let c = word[i]
            let next = word.index(after: i)
            if c == "{" {
                if next < word.endIndex, word[next] == "{" { text.append("{"); i = word.index(after: next); continue }
                guard let close = word[next...].firstIndex(of: "}"), isName(word[next..<close]) else {
                    throw PlaceholderError(reason: "\(ParameterText.quoted(word)): a { that opens no {name}; write {{ for a brace")
                }
                if !text.isEmpty { parts.append(.text(text)); text = "" }
                parts.append(.name(String(word[next..<close])))
                i = word.index(after: close)
            } else if c == "}" {
                guard next < word.endIndex, word[next] == "}" else {
                    throw PlaceholderError(reason: "\(ParameterText.quoted(word)): a } that closes no {name}; write }} for a brace")
                }
                text.append("}"); i = word.index(after: next)
            } else {
                text.append(c); i = next
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }

    /// The names `words` use, in order of first use.
    public static func names(in words: [String]) throws(PlaceholderError) -> [String] {
        var seen: [String] = []
        for word in words {
            for case .name(let n) in try parts(of: word) where !seen.contains(n) { seen.append(n) }
        }
        return seen
    }

    /// `word` with each placeholder replaced by its value; the value goes in verbatim (a space
    /// in it does not split the word, as with "$value" in a shell).
    public static func fill(_ word: String, with values: [String: String]) throws(PlaceholderError) -> String {
        try fill(parts(of: word), with: values)
    }

    /// A word already split into its `parts`, filled as `fill(_:with:)` fills it.
    static func fill(_ parts: [Part], with values: [String: String]) throws(PlaceholderError) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let t): out += t
            case .name(let n):
                guard let v = values[n] else { throw PlaceholderError(reason: "{\(n)}: no matrix value for it") }
                out += v
            }
        }
        return out
    }
}

/// Why a word's placeholders cannot be read or filled.
public struct PlaceholderError: Error, Sendable, Equatable {
    /// The reason, in words the user reads.
    public var reason: String
}

import ReelModels
