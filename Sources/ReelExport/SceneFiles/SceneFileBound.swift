import ReelModels

/// What a scene may hold, whatever made it: no more than a scene file may (the reader's
/// actions and bytes). A Swift file records its scene by evaluating code, within its own
/// limits (2,000 animations, 1,000 values each), which allowed scenes far larger than any file
/// the reader takes: 2,000 endless keyframe animations of 1,000 values rendered for hours, and
/// `--save-scene` wrote 14.5 MB that `render` then refused. Checked before anything is drawn.
public enum SceneFileBound {
    /// Why `scene` holds more than a scene file may, in one line; nil when it fits.
    public static func excess(of scene: Scene) -> String? { crossing(scene)?.message }

    /// Why `scene` holds more than a scene file may, and the index of the first action past
    /// the bound: the 10,001st action, or the one whose YAML took the file past its bytes
    /// (`SceneBound`, so a Swift file's refusal is placed at the call that recorded it).
    public static func crossing(_ scene: Scene) -> (action: Int, message: String)? {
        if scene.actions.count > SceneFileReader.maxActions {
            return (SceneFileReader.maxActions,
                    "the scene it records has \(scene.actions.count) actions, more than the \(SceneFileReader.maxActions) a scene holds (limit: scene size)")
        }
        // The layers it adds, as the reader counts them (at most 256 layers, 2,000 drawn): a
        // Swift file's nested replicators made millions of layers that no scene file may.
        if let (index, error) = SublayerParameters.checkScript(scene.actions) {
            return (index, "the scene it records adds more layers than a scene holds: \(error.path) expected \(error.accepted) (limit: scene size)")
        }
        // The file `SceneFileWriter.yaml` writes, measured after each action.
        var yaml = SceneFileWriter.head(Reel(scene: scene))
        var crossed: Int?
        for (i, placed) in scene.actions.enumerated() {
            SceneFileWriter.append(placed, to: &yaml)
            if crossed == nil, yaml.utf8.count > SceneFileReader.maxBytes { crossed = i }
        }
        guard let crossed else { return nil }
        return (crossed, "the scene it records is \(yaml.utf8.count) bytes as a scene file, more than the \(SceneFileReader.maxBytes) a scene holds (limit: scene size)")
    }
}
