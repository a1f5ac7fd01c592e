import Dispatch
import Foundation
import Synchronization

/// Which of SIGTERM and SIGINT stopped `badgereel studio`. The server's own graceful
/// shutdown (ServiceLifecycle) acts on both and returns normally, which read as success (exit
/// 0) to a supervisor; these sources see the same signals beside it (libdispatch delivers a
/// signal to every source for it), so the command can exit 128 + the signal (143, 130), as the
/// batch does, once the shutdown has finished.
final class StudioSignals: @unchecked Sendable {
    private let first = Atomic<Int32>(0)
    /// Set once in init, resumed once in watch (unchecked: the sources themselves are not Sendable).
    private let sources: [any DispatchSourceSignal]

    private init() {
        var made: [any DispatchSourceSignal] = []
        for number in [SIGTERM, SIGINT] {
            made.append(DispatchSource.makeSignalSource(signal: number, queue: .global()))
        }
        sources = made
    }

    /// The first signal caught, nil while none was.
    var received: Int32? {
        let n = first.load(ordering: .sequentiallyConsistent)
        return n == 0 ? nil : n
    }

    /// The signal caught, waiting up to a second for one that is being delivered.
    func awaitReceived() -> Int32? {
        for _ in 0..<100 {
            if let received { return received }
            usleep(10_000)
        }
        return received
    }

    /// Starts watching. The server installs its own sources for the same signals (and sets
    /// them to be ignored by default), so the default action never ends the process first.
    static func watch() -> StudioSignals {
        let watcher = StudioSignals()
        for (source, number) in zip(watcher.sources, [SIGTERM, SIGINT]) {
            source.setEventHandler { [weak watcher] in
                _ = watcher?.first.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
            }
            source.resume()
        }
        signal(SIGTERM, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        return watcher
    }
}
