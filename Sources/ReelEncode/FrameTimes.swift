/// When each frame starts in a format that stores whole delays (GIF: centiseconds; WebP and
/// APNG: milliseconds): the exact time k / fps rounded to the unit, so every delay is a whole
/// unit, the delays add up to the clip's length, and no frame drifts more than half a unit
/// however long the clip is.
struct FrameTimes {
    let fps: Double
    /// Units per second: 100 for centiseconds, 1000 for milliseconds.
    let unitsPerSecond: Double

    /// The start of frame k; `start(frameCount)` is the end of the clip.
    func start(_ k: Int) -> Int64 { Int64((Double(k) * unitsPerSecond / fps).rounded()) }

    /// How long frame k shows.
    func delay(_ k: Int) -> Int64 { start(k + 1) - start(k) }

    /// The shortest delay any frame gets at this rate: the exact delay rounded down, or the
    /// exact delay when it is whole.
    static func shortestDelay(fps: Double, unitsPerSecond: Double) -> Double {
        (unitsPerSecond / fps).rounded(.down)
    }
}
