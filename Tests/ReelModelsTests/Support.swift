import ReelModels

/// A test double for the font engine: every character is 0.6 em wide.
struct FixedAdvanceMetrics: TextMeasuring {
    func width(of text: String, fontSize: Double, weight: Int) -> Double { Double(text.count) * 0.6 * fontSize }
}

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
