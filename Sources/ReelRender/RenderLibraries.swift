import CCairo
import Foundation

/// What draws the frames, as the loaded libraries report it at run time: a new Cairo, Pango,
/// HarfBuzz, fontconfig or librsvg, or another font file, may put other pixels in the same
/// frame. A batch keys its up-to-date records on these (with the executable's digest).
public enum RenderLibraries {
    /// `cairo 1.16.0 pango 1.50.12 harfbuzz 6.0.0 fontconfig 2.14.1 rsvg 2.54.7`.
    public static func versions() -> String {
        let fc = FcGetVersion()
        return [
            "cairo \(String(cString: cairo_version_string()))",
            "pango \(String(cString: pango_version_string()))",
            "harfbuzz \(String(cString: hb_version_string()))",
            "fontconfig \(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            "rsvg \(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)",
        ].joined(separator: " ")
    }

    /// The weights labels are drawn at: BadgeHub's 400, NotificationBadge's semibold 600
    /// (ReelModels' BadgeSetup).
    static let labelWeights = [400, 600]

    /// The font files labels can be drawn with: for each weight labels use, the faces
    /// fontconfig offers for LabelFont.family in Pango's order of preference, keeping only
    /// those that add coverage (FcFontSort with trim), so every glyph a label can show comes
    /// from one of them. Sorted, without repeats. Read from the fontconfig configuration the
    /// process runs with (a bundle's own, or the system's).
    public static func labelFontFiles() -> [String] {
        var files = Set<String>()
        for weight in labelWeights {
            guard let pattern = FcNameParse(LabelFont.family.replacingOccurrences(of: ", ", with: ",")) else { continue }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultMatch
            guard let set = FcFontSort(nil, pattern, FcTrue, nil, &result) else { continue }
            defer { FcFontSetDestroy(set) }
            for i in 0..<Int(set.pointee.nfont) {
                var file: UnsafeMutablePointer<FcChar8>?
                if let font = set.pointee.fonts[i], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file {
                    files.insert(String(cString: file))
                }
            }
        }
        return files.sorted()
    }
}
