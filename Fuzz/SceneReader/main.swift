// libFuzzer target: the scene reader on any bytes. It must never trap; a refusal is one line;
// a scene it accepts is written by SceneFileWriter, read back and written again to the same bytes.
import ReelExport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let reel: Reel
    do {
        reel = try SceneFileReader(file: "fuzz.yaml").read(text)
    } catch {
        FuzzCheck.oneLine(error.description)
        return 0
    }
    let written = SceneFileWriter.yaml(reel)
    do {
        let back = try SceneFileReader(file: "written.yaml").read(written)
        // The writer names what the reel leaves to a default (the icon), so the written file
        // is the fixed point: written again, it is the same bytes.
        FuzzCheck.require(SceneFileWriter.yaml(back) == written, "the written scene reads back to another reel:\n\(written)\nread:    \(reel)\nwritten: \(back)")
    } catch {
        FuzzCheck.fail("the written scene is refused: \(error)\n\(written)")
    }
    return 0
}
