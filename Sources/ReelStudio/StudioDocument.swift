import Foundation
import Synchronization
import ReelExport
import ReelModels
import ReelRender

/// The scene file named on the command line, as the studio edits it. The server keeps the
/// file's text as last read or saved and nothing else: the page holds its unsaved edits as
/// `--set`s (in its address too, so a reload shows them), every preview applies them to this
/// text, and a save writes this text with only those values changed.
public final class StudioDocument: Sendable {
    let path: String
    /// The icon file the scene names, if it names one rather than a built-in icon.
    let iconFile: String?
    /// The file's text and reel as last read or saved; held through a save's check and write.
    private let saved: Mutex<(text: String, reel: Reel)>

    /// Opens the scene file at `path`; refused as the command line refuses it.
    public init(path: String) throws(ExportError) {
        self.path = path
        let text = try SceneFileInput.read(path, limit: SceneFileReader.maxBytes)
        let reel: Reel
        do { reel = try SceneFileReader(file: path).read(text) } catch { throw .scene(error) }
        saved = Mutex((text, reel))
        if let icon = reel.scene.setup.icon, BuiltInIcon(rawValue: icon) == nil { iconFile = icon } else { iconFile = nil }
    }

    /// The file's text and reel as last read or saved.
    var text: String { saved.withLock { $0.text } }
    var reel: Reel { saved.withLock { $0.reel } }

    /// One of the script's animations as the page lists it: its place in `actions`, its kind
    /// (a seed animation's name or `animate`, `spring`, `group`), a user animation's key path
    /// and a group's children.
    struct Animation {
        var index: Int
        var kind: String
        var keyPath: String?
        var children: [(kind: String, keyPath: String)]?
    }

    /// The script's animations, seed and user ones, in the file's order.
    var animations: [Animation] {
        reel.scene.actions.enumerated().compactMap { index, action in
            switch action.unplaced {
            case .animate(let a): return Animation(index: index, kind: a.kind.rawValue)
            case .layerAnimation(let a):
                let children = a.kind == .group ? a.children.map { ($0.name, $0.keyPaths.first?.rawValue ?? "") } : nil
                return Animation(index: index, kind: a.name, keyPath: a.kind == .group ? nil : a.keyPaths.first?.rawValue, children: children)
            default: return nil
            }
        }
    }

    /// The file with `sets` applied, read as `render --set` reads it.
    func edited(_ sets: [SceneAssignment]) throws(StudioFailure) -> (text: String, reel: Reel) {
        let base = text
        do {
            let text = try SceneTextEditor.apply(sets, to: base, file: path)
            return (text, try SceneFileReader(file: path).read(text))
        } catch {
            throw StudioFailure(error, status: 400)
        }
    }

    /// Whether two texts are the same bytes. String's `==` compares by canonical equivalence,
    /// so a file another program rewrote in NFD equalled its NFC text and a Save overwrote it.
    static func sameBytes(_ a: String, _ b: String) -> Bool { Data(a.utf8) == Data(b.utf8) }

    /// Writes the file with `sets` applied, through the tool's one safe write; refused when
    /// the file changed on disk since it was read (someone else's edit is never overwritten),
    /// or since the page that asks read it (`base`, its `version`: another tab's Save).
    func save(_ sets: [SceneAssignment], base: String, words: any CommandLineWords) throws(StudioFailure) {
        let (text, reel) = try edited(sets)
        try self.saved.withLock { saved throws(StudioFailure) in
            guard Self.version(of: saved.text) == base else { throw staleSave(base, current: saved.text) }
            let onDisk: String
            do throws(ExportError) { onDisk = try SceneFileInput.read(path, limit: SceneFileReader.maxBytes) } catch { throw StudioFailure(409, words.message(for: error)) }
            guard Self.sameBytes(onDisk, saved.text) else {
                throw StudioFailure(409, "\(path) changed on disk since the studio read it; Revert to file to load it, then edit again",
                                    field: "base")
            }
            do throws(ExportError) { try ReelExporter.saveSceneText(text, to: path) } catch { throw StudioFailure(500, words.message(for: error)) }
            saved = (text, reel)
        }
    }

    /// Reads the file again from disk (Revert to file).
    func reload(words: any CommandLineWords) throws(StudioFailure) {
        let text: String, reel: Reel
        do {
            text = try SceneFileInput.read(path, limit: SceneFileReader.maxBytes)
            reel = try SceneFileReader(file: path).read(text)
        } catch let error as ExportError {
            throw StudioFailure(400, words.message(for: error))
        } catch {
            throw StudioFailure(400, "\(path): \(error)")
        }
        saved.withLock { $0 = (text, reel) }
    }

    /// The file's values for the page's controls while action `index` is chosen: every
    /// parameter of that action, the badge and host, the frame rate, canvas and encoding, as
    /// [flag name, text, scene path]; unset optionals are left out (their default applies).
    func values(at index: Int) -> [[String]] {
        let reel = self.reel
        var out: [[String]] = []
        func add<S: ParameterSet>(_ values: S, prefix: String) {
            for (key, text) in values.keyedTexts {
                guard let p = S.parameter(key: key) else { continue }
                out.append([StudioSchema.flagName(p.name), text, prefix + key])
            }
        }
        if case .animate(let a) = reel.scene.actions[safe: index] {
            let infos = type(of: a.parameters).infos
            for (key, text) in a.keyedTexts {
                guard let p = infos.first(where: { $0.key == key }) else { continue }
                out.append([StudioSchema.flagName(p.name), text, "actions[\(index)]." + key])
            }
        }
        func addAction(_ action: AnimateAction, prefix: String, keys: [String]) {
            for (key, text) in action.keyedTexts where keys.contains(key) {
                guard let p = action.kind.parameters.first(where: { $0.key == key }) else { continue }
                out.append([StudioSchema.flagName(p.name), text, prefix + key])
            }
        }
        if case .layerAnimation(let a) = reel.scene.actions[safe: index] {
            addAction(a, prefix: "actions[\(index)].", keys: a.kind.parameters.map(\.key))
            // A child's layer is its group's: the file may not give it one.
            for (j, child) in a.children.enumerated() {
                addAction(child, prefix: "actions[\(index)].animations[\(j)].", keys: child.kind.childKeys)
            }
        }
        add(reel.scene.setup, prefix: "")
        out.append(["fps", plainNumber(reel.scene.fps), "fps"])
        add(reel.canvas, prefix: "canvas.")
        add(reel.encoding, prefix: "encoding.")
        return out
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
