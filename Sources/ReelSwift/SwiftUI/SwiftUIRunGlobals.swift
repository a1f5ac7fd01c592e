/// The run's hands on a SwiftUI scene (issue 39): `tap("Like")` runs a button's action,
/// `press("Save")` and `release("Save")` hold and let go of it (its `ButtonStyle` sees
/// `configuration.isPressed`). A button is named by its title or by a text or symbol name
/// in its label. Not Swift: the run's words for what a finger does.
enum SwiftUIRunGlobals {
    static let names = ["tap", "press", "release"]

    static func value(_ name: String, bridge: WorldBridge) -> Value? {
        guard names.contains(name) else { return nil }
        return .function(.builtin(name, hints: [:]) { [unowned bridge] arguments, site in
            guard arguments.count == 1, arguments[0].label == nil, case .string(let title) = arguments[0].value else {
                throw site.refuse("\(name)(_:) takes one String: a button's title or a text or symbol name in its label (\(name)(\"Like\"))", .invalid)
            }
            let stage = bridge.swiftUI
            switch name {
            case "tap": try stage.tap(title, site: site)
            default: try stage.setPressed(title, name == "press", at: bridge.sceneTime, site: site)
            }
            return .void
        })
    }
}
