import CFFmpeg
import ReelFrame

/// Converting only the rows that changed since the previous frame (`PixelConverter.convert`
/// with `changedRows`): the new frame starts as a copy of the previous result, and swscale
/// converts a band of rows around the change on its own, as a picture of the band's height.
///
/// swscale's result for a row depends only on the rows its vertical filter reads (for
/// 4:2:0 chroma, the rows around it; nothing else at an unchanged height), so a band that
/// reaches `margin` rows past what is copied out of it gives those rows byte for byte what
/// converting the whole frame gives (`PixelConverterBandTests` holds every format to that).
/// At 1080x1080 a badge changes ~100 rows a frame: swscale on all of them was 11% of an MP4
/// export's CPU time.
extension PixelConverter {
    /// Rows each side of a change whose output may change with it (the 4:2:0 chroma filter
    /// reads about two input rows each side of its own).
    static let reach = 8
    /// Rows a band reaches past the rows copied out of it, so its own top and bottom edges
    /// (which swscale treats as the picture's) are too far to matter.
    static let margin = 16
    /// Band heights are multiples of this, so a few swscale contexts serve every frame.
    static let bandStep = 32

    /// How each plane's rows relate to the picture's (a right shift of the row number), for
    /// the formats whose layout this converter knows; nil for the rest (whole frames).
    static func planeShifts(_ format: AVPixelFormat) -> [Int]? {
        switch format {
        case AV_PIX_FMT_YUV420P: return [0, 1, 1]
        case AV_PIX_FMT_YUVA420P: return [0, 1, 1, 0]
        case AV_PIX_FMT_YUVA444P10LE: return [0, 0, 0, 0]
        case AV_PIX_FMT_RGBA, AV_PIX_FMT_BGRA: return [0]
        default: return nil
        }
    }

    /// The band of output rows to copy for a change in source rows `changed`, and the band
    /// to convert around it; nil when the whole frame is as cheap.
    func bands(for changed: Range<Int>) -> (copy: Range<Int>, convert: Range<Int>)? {
        // The padding repeats the last row, so it changes with it.
        let upper = changed.upperBound >= height ? outHeight : changed.upperBound
        let copyLow = max(0, changed.lowerBound - Self.reach) & ~15
        let copyHigh = min(outHeight, (upper + Self.reach + 15) & ~15)
        let low = max(0, copyLow - Self.margin) & ~15
        var high = min(outHeight, copyHigh + Self.margin)
        high = min(outHeight, low + (high - low + Self.bandStep - 1) / Self.bandStep * Self.bandStep)
        if high - low >= outHeight * 3 / 4 { return nil }
        return (copyLow..<copyHigh, low..<high)
    }
}
