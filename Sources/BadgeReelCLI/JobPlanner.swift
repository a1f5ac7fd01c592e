import Foundation
import ReelExport

/// What a batch's jobs share while they are planned, on every core: the scenes read (a
/// thousand jobs of one scene parse it once and share its actions), the reels built by
/// request (jobs that differ only in their output — ten folders of the same 1,000 counts,
/// one reel as GIF, MP4 and WebP — get one reel: building and checking it was a fifth of
/// planning a job) and the checks an export makes before drawing.
///
/// A job's words are read by `ExportWords`, the function the command line reads an export's
/// words with, so a job plans exactly what its words typed alone plan; words it leaves to the
/// parser are parsed by the command they name (`slowly`).
final class JobPlanner: Sendable {
    let scenes: SceneLibrary
    let preflight: BatchPreflight
    /// The reels the batch's requests built, keyed by the request: its motion, its values
    /// in the order given and its output's default frame rate (`ReelRequestCache`).
    let reels = ReelRequestCache()

    init() {
        scenes = SceneLibrary()
        preflight = BatchPreflight(scenes: scenes)
    }

    /// The job `spec`'s words plan; a refusal carries `place` (`batch.yaml:3: jobs[0]`).
    func plan(_ spec: BatchJobSpec, place: String, slowly: (BatchJobSpec) throws -> ExportJob) throws -> ExportJob {
        guard case .export(let export) = ExportWords.read(spec.arguments) else { return try slowly(spec) }
        do { return try export.job(reels: reels, scenes: scenes) } catch {
            let outcome = Main.outcome(of: error)
            throw CommandFailure(description: "\(place): \(outcome.message)", exitCode: outcome.code)
        }
    }
}
