/// A command line split into words as a POSIX shell splits it, without expanding anything:
/// blanks separate words; 'single quotes' keep everything; "double quotes" keep everything
/// but `\"`, `\\`, `\$` and `` \` ``; a backslash outside quotes keeps the next character.
/// So a batch's `run:` line reads exactly like the command typed in a terminal.
public enum ShellWords {
    /// The words of `line`, or the reason it cannot be split (an unclosed quote).
    public static func split(_ line: String) throws(ShellWordsError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var iterator = Array(line).makeIterator()
        while let c = iterator.next() {
            switch c {
            case " ", "\t", "\n", "\r":
                if inWord { words.append(word); word = ""; inWord = false }
            case "'":
                inWord = true
                while true {
                    guard let q = iterator.next() else { throw ShellWordsError(reason: "a single quote is not closed") }
                    if q == "'" { break }
                    word.append(q)
                }
            case "\"":
                inWord = true
                while true {
                    guard let q = iterator.next() else { throw ShellWordsError(reason: "a double quote is not closed") }
                    if q == "\"" { break }
                    if q == "\\" {
                        guard let next = iterator.next() else { throw ShellWordsError(reason: "a double quote is not closed") }
                        if !"\"\\$`".contains(next) { word.append("\\") }
                        word.append(next)
                    } else {
                        word.append(q)
                    }
                }
            case "\\":
                inWord = true
                guard let next = iterator.next() else { throw ShellWordsError(reason: "a backslash ends the line") }
                word.append(next)
            default:
                inWord = true
                word.append(c)
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// `word` as a shell reads it back to the same word: bare when it holds only characters
    /// no shell treats specially, else in single quotes.
    public static func quote(_ word: String) -> String {
        // ASCII letters and digits and "@%+=:,./_-", tested byte by byte: asking Unicode's
        // properties of every scalar was 7% of planning a batch job (each job's command line
        // is joined). A byte of 128 or more is part of a non-ASCII scalar, never plain.
        let plain = !word.isEmpty && word.utf8.allSatisfy { b in
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "@"), UInt8(ascii: "%"), UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: ","),
                 UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
            default: false
            }
        }
        if plain { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `words` as one line a shell splits back into them.
    public static func join(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }
}

/// Why a line cannot be split into words.
public struct ShellWordsError: Error, Sendable, Equatable {
    /// The reason, in words the user reads.
    public var reason: String
}

import Foundation
