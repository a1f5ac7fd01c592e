import Foundation
import ReelExport
import ReelModels
import ReelRender

/// The scene file named on the command line, as the studio edits it: the working copy every
/// preview, export and save starts from, the file it saves back to, and the one icon file
/// (the scene's own) the studio may read besides it.
public final class StudioDocument: @unchecked Sendable {
    let path: String
    /// The icon file the scene names, if it names one rather than a built-in icon.
    let iconFile: String?
    private let lock = NSLock()
    private var working: Reel

    /// Opens the scene file at `path`; refused as the command line refuses it.
    public init(path: String) throws(ExportError) {
        self.path = path
        let reel = try SceneFileReader.load(path)
        working = reel
        if let icon = reel.scene.setup.icon, BuiltInIcon(rawValue: icon) == nil { iconFile = icon } else { iconFile = nil }
    }

    /// The working copy as it stands.
    var reel: Reel { lock.withLock { working } }

    /// The script's animations: their place in `actions` and their kind.
    var animations: [(index: Int, kind: AnimationName)] {
        reel.scene.actions.enumerated().compactMap { index, action in
            if case .animate(let a) = action { return (index, a.kind) }
            return nil
        }
    }

    /// The working copy with the shared values of `edited` (setup, frame rate, canvas,
    /// encoding) and its animation at `index`; kept as the new working copy.
    func apply(_ edited: Reel, at index: Int) -> Reel {
        lock.withLock {
            var reel = working
            reel.scene.setup = edited.scene.setup
            reel.scene.fps = edited.scene.fps
            reel.canvas = edited.canvas
            reel.encoding = edited.encoding
            if reel.scene.actions.indices.contains(index) {
                reel.scene.actions[index] = .animate(edited.scene.layoutAnimation)
            }
            working = reel
            return reel
        }
    }

    /// The working copy as the command line's arguments for the animation at `index`: every
    /// value that differs from its default, as (flag name, text), so the page starts where
    /// the file is.
    func arguments(at index: Int) -> [[String]] {
        let reel = self.reel
        var out: [[String]] = []
        func add<S: ParameterSet>(_ values: S, skip: Set<String> = []) {
            let defaults = Dictionary(S().keyedTexts.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
            for (key, text) in values.keyedTexts where defaults[key] != text {
                guard let p = S.parameter(key: key), !skip.contains(p.name) else { continue }
                out.append([StudioSchema.flagName(p.name), text])
            }
        }
        if case .animate(let a) = reel.scene.actions[safe: index] {
            switch a {
            case .pop(let p): add(p)
            case .bump(let p): add(p)
            case .blink(let p): add(p)
            case .shake(let p): add(p)
            }
        }
        add(reel.scene.setup)
        out.append(["fps", plainNumber(reel.scene.fps)])
        add(reel.canvas)
        add(reel.encoding)
        return out
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
