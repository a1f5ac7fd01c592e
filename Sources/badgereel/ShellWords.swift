/// Words as a POSIX shell reads them back: a command line recorded in a file (Lottie's
/// metadata) runs again when pasted.
enum ShellWords {
    static func quote(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789-_./=:,+%@".unicodeScalars.contains($0) }
        if safe && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
