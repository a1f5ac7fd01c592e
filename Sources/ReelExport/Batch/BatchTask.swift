import ReelRender

/// One export of a batch, planned: where it came from in the manifest and the job its
/// command planned.
public struct BatchTask: Sendable, Hashable {
    /// Where the export came from in the manifest.
    public var spec: BatchJobSpec
    /// The export its command planned.
    public var job: ExportJob

    /// A task of `job`, planned from `spec`.
    public init(spec: BatchJobSpec, job: ExportJob) { self.spec = spec; self.job = job }

    /// The files it writes: the output, and the scene file when it saves one.
    public var outputs: [String] { [job.output] + (job.saveScene.map { [$0] } ?? []) }

    /// The files it reads: its scene file and its icon file, if any.
    public var inputs: [String] {
        var files = job.sources
        if let icon = job.reel.scene.setup.icon, icon != "none", BuiltInIcon(rawValue: icon) == nil { files.append(icon) }
        return files
    }
}
