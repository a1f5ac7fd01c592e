import ReelModels
import ReelSwiftUI
import ReelTimeline

/// The text measure the stage lays a change out with to know when the views' frames come to
/// rest (`LayoutMotion`): the run's label metrics (Pango's widths in a render, fixed advances
/// in model tests), one line 1.2 em high. The export lays out with Pango's full measure
/// (wrapping, real line heights); a magnitude that differs by a few points changes when a
/// spring's frame animation ends by a frame at most, well inside the clip's hold.
struct SwiftUIStageMeasure: ReelSwiftUI.TextMeasuring {
    let metrics: any ReelModels.TextMeasuring

    func size(of text: String, font: ResolvedFont, width: Double?) -> Size {
        // CSS weights, as the renderer sets them (ultraLight 100 … black 900).
        let weight = (FontWeight.allCases.firstIndex(of: font.weight) ?? 3) * 100 + 100
        return Size(width: metrics.width(of: text, fontSize: font.pointSize, weight: weight), height: 1.2 * font.pointSize)
    }
}
