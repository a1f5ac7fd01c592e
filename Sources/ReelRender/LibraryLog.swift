import CCairo
import Synchronization

/// The log GLib's libraries (Pango, librsvg, GLib and GObject themselves) write through
/// `g_log`: kept in memory, never printed. By default GLib prints each message on stderr as
/// lines of its own ("(process:5641): Pango-WARNING **: ... expect ugly output"), which broke
/// the tool's one-line rule and reached users as noise they cannot act on; a failure that
/// matters comes back to us as a value (a GError, a status) and is worded in our messages.
/// The same rule as FFmpeg's log (FFmpegLoader keeps it, never prints it).
public enum LibraryLog {
    /// The last message logged, as "domain: message", for a test or a report to read.
    public static var last: String? { lastMessage.withLock { $0 } }

    private static let lastMessage = Mutex<String?>(nil)

    /// Installs the handler once per process; every drawing entry point calls it.
    public static func install() { _ = installed }

    private static let installed: Void = {
        g_log_set_default_handler({ domain, _, message, _ in
            let text = (domain.map { String(cString: $0) + ": " } ?? "") + (message.map { String(cString: $0) } ?? "")
            LibraryLog.lastMessage.withLock { $0 = String(text.prefix(500)) }
        }, nil)
    }()
}
