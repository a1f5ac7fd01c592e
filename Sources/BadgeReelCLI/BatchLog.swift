import Foundation
import ReelExport

/// `batch --log`: one line on stderr per finished job, for logs that are not a terminal
/// (`kubectl logs`, a CI step), where the progress bar is not drawn:
///
///     badgereel: [3/12] rendered out/pop.gif (18.2 KB, 0.41 s)
///     badgereel: [4/12] skipped out/bump.gif (up to date)
///     badgereel: [5/12] failed out/bad.gif: --icon missing.svg: no such file
struct BatchLog: Sendable {
    let outputs: [String]

    func finished(task: Int, _ outcome: BatchRunner.Outcome, ended: Int, total: Int) {
        let output = outputs[task]
        let what = switch outcome {
        case .done(let summary, let seconds):
            "rendered \(output) (\(byteSize(summary.bytes ?? 0)), \(String(format: "%.2f", seconds)) s)"
        case .skipped: "skipped \(output) (up to date)"
        case .failed(let error): "failed \(output): \(CommandFailure(error).description)"
        case .notRun: "not run \(output)"
        }
        FileHandle.standardError.write(Data("badgereel: [\(ended)/\(total)] \(what)\n".utf8))
    }
}
