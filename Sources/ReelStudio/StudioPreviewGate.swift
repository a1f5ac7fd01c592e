/// Previews take turns at drawing, one frame at a time. The slot is held only while a frame
/// is drawn and copied out, never while it is written: a page that stops reading its preview
/// blocks in its own write (its connection's write timeout ends it) and holds nothing any
/// other page waits for. The newest preview wins: each new one makes every older one stale,
/// so it stops at its next frame; the page only ever wants the newest parameters.
///
/// "Newest" is the page's own order when it numbers its requests: each travels on a
/// connection of its own, and the server may read them out of order. A request older than
/// one its page already sent is stale from the start and draws nothing.
actor StudioPreviewGate {
    private var latest = 0
    private var drawing = false
    private var waiting: [(ticket: Int, resume: CheckedContinuation<Bool, Never>)] = []
    /// The newest number each page has sent, for the most recent `pagesKept` pages.
    private var newestFromPage: [String: Int] = [:]
    private var pages: [String] = []

    /// How many pages' numbers are kept: a page reloaded makes a new name, so old names would
    /// otherwise pile up for as long as the studio runs.
    static let pagesKept = 64

    /// A ticket that is never current: `latest` starts at 0 and only grows.
    static let stale = 0

    /// A new preview's ticket: from now on every older preview is stale. A numbered request
    /// older than one its page already sent gets `stale` and changes nothing.
    func begin(page: String? = nil, sequence: Int? = nil) -> Int {
        if let page, let sequence {
            if let newest = newestFromPage[page] {
                guard sequence > newest else { return Self.stale }
            } else {
                pages.append(page)
                if pages.count > Self.pagesKept { newestFromPage[pages.removeFirst()] = nil }
            }
            newestFromPage[page] = sequence
        }
        latest += 1
        // Whoever waits is older now: it gives up without drawing.
        let stale = waiting
        waiting = []
        for w in stale { w.resume.resume(returning: false) }
        return latest
    }

    /// Whether `ticket` is still the newest preview.
    func isCurrent(_ ticket: Int) -> Bool { ticket == latest }

    /// Waits for the drawing slot; false when `ticket` is stale (draw nothing more).
    func acquire(_ ticket: Int) async -> Bool {
        guard ticket == latest else { return false }
        guard drawing else {
            drawing = true
            return true
        }
        return await withCheckedContinuation { continuation in waiting.append((ticket, continuation)) }
    }

    /// Gives the slot to the next current waiter, if any.
    func release() {
        while !waiting.isEmpty {
            let next = waiting.removeFirst()
            if next.ticket == latest {
                next.resume.resume(returning: true)
                return
            }
            next.resume.resume(returning: false)
        }
        drawing = false
    }
}
