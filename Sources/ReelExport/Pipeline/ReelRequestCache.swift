import Foundation

/// Reels built from requests, kept for the requests that come again: a batch's jobs often
/// differ only in their output (ten folders of the same 1,000 counts; one reel as GIF, MP4
/// and WebP), and building and checking a reel was a fifth of planning a job.
///
/// `ReelRequest.reel()` reads nothing but the request: what moves, the values in the order
/// given, and of the output only the frame rate its format defaults to. So those are the
/// key, and a request with the same key gets the same reel, or the same refusal.
public final class ReelRequestCache: Sendable {
    private struct Key: Hashable, Sendable {
        var motion: ReelRequest.Motion
        /// Each value's name and text, in the order given (the last text of a name wins, and an
        /// unknown name is refused in order, so the order is part of the answer).
        var values: [String]
        /// The output's default frame rate; nil without an output.
        var defaultFPS: Double?
    }

    private let known = OnceCache<Key, Reel, ReelRequest.Refusal>()

    /// An empty cache.
    public init() {}

    /// `request.reel()`, built once for every request with the same motion, values and
    /// default frame rate.
    public func reel(for request: ReelRequest) throws(ReelRequest.Refusal) -> Reel {
        var values: [String] = []
        values.reserveCapacity(request.values.count * 2)
        for (name, text) in request.values { values.append(name); values.append(text) }
        let key = Key(motion: request.motion, values: values, defaultFPS: request.output.map { ReelExporter.defaultFPS(for: $0) })
        return try known.value(key) { () throws(ReelRequest.Refusal) -> Reel in try request.reel() }
    }
}
