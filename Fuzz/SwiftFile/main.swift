// libFuzzer target: a Swift file as badgereel reads it (issue 41): its shape checked before
// parsing (NestingScanner), parsed by SwiftParser, its tree's depth checked, evaluated by the
// interpreter. It must never trap or overflow the stack (each of 467 nested generic
// arguments, 1,190 arrows, 3,196 `try` and 2,800 `#if` crashed before); a refusal is placed.
// Smaller step and loop limits than an export's keep each input within libFuzzer's timeout
// on an instrumented debug build; every construct is still reached.
import ReelSwift

let limits = EvaluationLimits(steps: 20_000, loopIterations: 2_000, recursionDepth: 50, valueLength: 10_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    do {
        _ = try SwiftProgram(fileName: "Fuzz.swift", text: text).evaluate(limits: limits)
    } catch {
        // Placed in the file. (Not one line here: a syntax error quotes the code, line breaks
        // and all; every front end words it through ParameterText.oneLine, as the command
        // line's CommandFailure(refusal:) does.)
        FuzzCheck.require(error.description.hasPrefix("Fuzz.swift:"), "a refusal not placed in the file: \(error.description.debugDescription)")
    }
    return 0
}
