import ReelModels

/// What a scene a Swift file records may hold, as the front ends bound it: nil when `scene`
/// fits; else the index in `scene.actions` of the first action past the bound (the one whose
/// recording crossed it) and why, in one line. The evaluator places the refusal at the code's
/// call that recorded that action (issue 41: it was placed at the file's first column, far
/// from the statement that filled the scene).
public typealias SceneBound = @Sendable (_ scene: Scene) -> (action: Int, message: String)?
