/// At most one preview drawing at a time, and at most one waiting: a newer request takes the
/// waiting place (the older one gives up without drawing) and makes the running one stale,
/// so it stops at its next frame. The page only ever wants the newest parameters.
actor StudioPreviewGate {
    private var latest = 0
    private var running = false
    private var waiting: (ticket: Int, resume: CheckedContinuation<Bool, Never>)?

    /// Waits for the drawing slot; nil when a newer request came first (draw nothing).
    func enter() async -> Int? {
        latest += 1
        let ticket = latest
        if let previous = waiting {
            waiting = nil
            previous.resume.resume(returning: false)
        }
        guard running else {
            running = true
            return ticket
        }
        let granted = await withCheckedContinuation { continuation in waiting = (ticket, continuation) }
        return granted ? ticket : nil
    }

    /// Whether `ticket` is still the newest request: a stale drawing stops.
    func isCurrent(_ ticket: Int) -> Bool { ticket == latest }

    /// Hands the slot to the waiting request, if any.
    func leave() {
        if let next = waiting {
            waiting = nil
            next.resume.resume(returning: true)
        } else {
            running = false
        }
    }
}
