import ReelModels

/// What a scene may hold, whatever made it: no more than a scene file may (the reader's
/// actions and bytes). A Swift file records its scene by evaluating code, within its own
/// limits (2,000 animations, 1,000 values each), which allowed scenes far larger than any file
/// the reader takes: 2,000 endless keyframe animations of 1,000 values rendered for hours, and
/// `--save-scene` wrote 14.5 MB that `render` then refused. Checked before anything is drawn.
public enum SceneFileBound {
    /// Why `scene` holds more than a scene file may, in one line; nil when it fits.
    public static func excess(of scene: Scene) -> String? {
        if scene.actions.count > SceneFileReader.maxActions {
            return "the scene it records has \(scene.actions.count) actions, more than the \(SceneFileReader.maxActions) a scene holds (limit: scene size)"
        }
        let bytes = SceneFileWriter.yaml(Reel(scene: scene)).utf8.count
        if bytes > SceneFileReader.maxBytes {
            return "the scene it records is \(bytes) bytes as a scene file, more than the \(SceneFileReader.maxBytes) a scene holds (limit: scene size)"
        }
        return nil
    }
}
