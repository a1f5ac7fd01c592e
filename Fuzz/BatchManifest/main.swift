// libFuzzer target: the batch manifest reader and its expansion on any bytes. It must never
// trap; a refusal is one line; an expansion stays within the reader's bounds.
import ReelExport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    do {
        let manifest = try BatchManifestReader(file: "fuzz.yaml").read(text)
        let jobs = try manifest.expand()
        FuzzCheck.require(!jobs.isEmpty, "a manifest read with no jobs")
    } catch {
        FuzzCheck.oneLine(error.description)
    }
    return 0
}
