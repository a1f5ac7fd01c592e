import Foundation

/// For a front end that catches SIGINT, SIGTERM and SIGHUP itself: AtomicOutput's own
/// handlers remove the temporaries and end the process at once, which suits one export; a
/// batch instead stops its running exports first, then removes what they left, then exits.
public enum InterruptedOutputs {
    /// From now on AtomicOutput installs no handler for `signals` (its handlers for every
    /// other fatal signal stay); call before the first export.
    public static func leaveSignalsToCaller(_ signals: [Int32]) {
        TemporaryFiles.shared.leaveSignalsToCaller(signals)
    }

    /// Deletes every temporary output still in progress (their destinations stay as they were).
    public static func removeTemporaries() {
        TemporaryFiles.shared.removeAllNow()
    }
}
