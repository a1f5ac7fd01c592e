import CCairo
import Testing
@testable import ReelRender

/// GLib's libraries log through g_log; the tool keeps those lines instead of printing them
/// (they broke the one-line rule: Pango's "expect ugly output" warnings came as three lines).
@Suite struct LibraryLogTests {
    @Test func aLibrarysLogLineIsKeptNotPrinted() {
        LibraryLog.install()
        // GObject's own check logs a critical for a NULL object, through g_log.
        g_object_unref(nil)
        #expect(LibraryLog.last?.contains("g_object_unref") == true, "\(LibraryLog.last ?? "nothing kept")")
        #expect(LibraryLog.last?.hasPrefix("GLib-GObject: ") == true, "\(LibraryLog.last ?? "nothing kept")")
    }
}
