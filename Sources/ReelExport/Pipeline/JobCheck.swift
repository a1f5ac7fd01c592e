import Foundation
import ReelModels
import ReelRender

extension ReelExporter {
    /// The checks a job would otherwise fail only once it runs, made while planning it: a
    /// batch refuses a job whose clip is too long, or whose icon file is missing, before any
    /// other job has run or any folder was made. Cheap: the clip's length does not depend on
    /// text widths, so it is timed without a font engine, and the icon is only looked at.
    public static func checkBeforeRunning(_ job: ExportJob) throws(ExportError) {
        let clip = job.reel.scene.makeClip(measure: FixedAdvanceMetrics())
        do { try ClipLimits.check(clip) } catch { throw .invalid(error) }
        if let icon = job.reel.scene.setup.icon, icon.lowercased().hasSuffix(".png") || icon.lowercased().hasSuffix(".svg") {
            var info = stat()
            let reason: String? = if stat(icon, &info) != 0 {
                errno == ENOENT || errno == ENOTDIR ? "no such file" : "cannot read it (\(String(cString: strerror(errno))))"
            } else if info.st_mode & S_IFMT != S_IFREG {
                "not a regular file"
            } else if access(icon, R_OK) != 0 {
                "cannot read it (\(String(cString: strerror(errno))))"
            } else {
                nil
            }
            if let reason {
                throw .inputFile(key: "host.icon", path: IconSet.quoted(icon), reason: "\(reason); expected \(IconSet.accepted)")
            }
        }
    }
}
