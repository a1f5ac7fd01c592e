import ReelEncode
import ReelModels

/// A size budget (`encoding.maxSize`) in the exporter's words: where it applies, and its
/// refusals at its neutral path.
extension ReelExporter {
    /// The neutral path of the budget's value.
    static let maxSizePath = "encoding.maxSize"

    /// Refuses a budget, before anything is drawn, for an output with nothing to give up:
    /// Lottie and Swift are text whose size the clip fixes; PNG frames are one file a frame.
    static func checkBudget(_ reel: Reel, output: ReelOutput) throws(ExportError) {
        guard let limit = reel.encoding.maxSize else { return }
        guard case .encoded(let format) = output, format != .pngSequence, format != .raw else {
            throw .invalid(ParameterError(maxSizePath, value: ByteSize.text(limit),
                                          accepted: "a GIF, WebP, APNG, MP4, MOV or WebM output: Lottie, Swift and PNG frames have nothing to give up for size"))
        }
    }

    /// A budget the search could not keep, in the exporter's words.
    static func budgetRefusal(_ error: BudgetError, reel: Reel, format: OutputFormat) -> ExportError {
        let value = ByteSize.text(reel.encoding.maxSize ?? 0)
        switch error {
        case .unreachable(let smallest, _):
            return .unreachable(ParameterError(maxSizePath, value: value,
                                               accepted: "at least \(ByteSize.decimal(smallest)) (\(smallest) bytes): the smallest \(format.rawValue.uppercased()) this clip makes, with every setting a budget may lower at its limit"))
        case .framesTooLarge(let bytes, let limit):
            return .invalid(ParameterError(maxSizePath, value: value,
                                           accepted: [.text("a clip whose frames fit in \(ByteSize.decimal(Int64(limit))) of memory to search in (these take \(ByteSize.decimal(Int64(bytes)))): lower "),
                                                      .value(at: "canvas.scale"), .text(" or "), .value(at: "fps"), .text(", or shorten the clip")]))
        case .unsupported:
            return .invalid(ParameterError(maxSizePath, value: value,
                                           accepted: "a GIF, WebP, APNG, MP4, MOV or WebM output"))
        }
    }
}
