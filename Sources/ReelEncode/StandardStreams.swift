import Foundation

/// Standard output and error through write(2). FileHandle's `write(_:)` traps (SIGILL, exit
/// 132) when the write fails, and its throwing `write(contentsOf:)` reports a broken pipe as
/// "NSCocoaErrorDomain error 512"; a full or closed stderr must never change how a command
/// ends, and a failed stdout must say what the system said.
public enum StandardStreams {
    /// Writes `text` to stderr; a failure (`2>/dev/full`, a closed pipe) is ignored, as
    /// coreutils ignore a failed diagnostic: the exit status still says what happened.
    public static func error(_ text: String) {
        var bytes = Array(text.utf8)
        _ = writeAll(STDERR_FILENO, &bytes)
    }

    /// Writes `bytes` to stdout, or fails with the system's reason ("Broken pipe", "No space
    /// left on device").
    public static func output(_ bytes: [UInt8]) throws(EncodeError) {
        var bytes = bytes
        let code = writeAll(STDOUT_FILENO, &bytes)
        guard code == 0 else {
            throw EncodeError("cannot write to standard output: \(String(cString: strerror(code)))", kind: .output)
        }
    }

    /// Writes all of `bytes` to `fd`, retrying short writes and EINTR; 0 or the errno.
    static func writeAll(_ fd: Int32, _ bytes: inout [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
    }
}
