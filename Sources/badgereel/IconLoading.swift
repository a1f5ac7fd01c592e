import ArgumentParser
import ReelRender

extension IconSet {
    /// The built-in icons, plus `icon` loaded when it names a file.
    static func loading(_ icon: String?) throws -> IconSet {
        let set = IconSet()
        if let icon, icon != "none", !set.contains(icon) {
            do { try set.load(file: icon) } catch { throw ValidationError(error.description) }
        }
        return set
    }
}
