import ArgumentParser

/// Words on their way to ArgumentParser, made to mean what they say first (issue 41: two of
/// the parser's messages named the wrong thing).
///
/// - `--name=` with nothing after the `=`: the parser reads it as `--name` alone and takes the
///   next word as its value, so `still pop --at= -o x.png` was told "The value '-o' is invalid
///   for '--at <at>'". It is handed on as `--name` and an empty word: the value is empty.
/// - A flag that takes a value followed by another of the command's flags: the value is
///   missing, but a number's option reads the next word whatever it is (so that `-5` is a
///   value), and `pop --count -o x.gif` was told it had no `--output`. Refused naming the
///   flag, for the commands whose flags `ExportWords` knows.
///
/// Words after `--` are left as they are.
enum ParserWords {
    static func prepared(_ words: [String]) throws(ValidationError) -> [String] {
        let table = words.first.flatMap { ExportWords.tables[$0] }
        var out: [String] = []
        out.reserveCapacity(words.count)
        var k = 0
        while k < words.count {
            let word = words[k]
            k += 1
            if word == "--" { out += words[(k - 1)...]; break }
            if word.hasPrefix("--"), word.count > 3, word.hasSuffix("="), word.firstIndex(of: "=") == word.index(before: word.endIndex) {
                out += [String(word.dropLast()), ""]
                continue
            }
            out.append(word)
            guard let table, k > 1, word.hasPrefix("-"), !word.contains("="), table.entries[word]?.takesValue == true,
                  k < words.count else { continue }
            let next = words[k]
            let nextFlag = next.firstIndex(of: "=").map { String(next[..<$0]) } ?? next
            if next.hasPrefix("-"), table.entries[nextFlag] != nil {
                throw ValidationError("\(word): missing its value (the next word, \(next), is a flag); give the value after \(word), or write \(word)=VALUE")
            }
        }
        return out
    }
}
