import ReelWorld

/// `tap(view)` and `tap(view, count: 2)` in a run: a user taps the view (once, or `count` times
/// in a row) now, and the tap recognizer that recognizes it calls its actions
/// (`UIKitWorld.tap`), as calling the action method itself would. A tap nothing recognizes is
/// refused rather than run as a still clip: the view, the taps and why.
enum GestureTap {
    /// The most taps in a row one call makes (a triple tap is the most UIKit's own controls read).
    static let countRange = 1...10

    static func function(bridge: WorldBridge, otherwise: Value?) -> Value {
        .function(.builtin("tap", hints: ["count": "Int"]) { [unowned bridge] arguments, site in
            guard let first = arguments.first, first.label == nil, let view = bridge.view(of: first.value) else {
                if case .function(let other)? = otherwise { return try site.invoke(other, arguments) }
                let found = arguments.first?.value ?? .void
                throw site.mismatch("tap(_:count:): expected the UIView a user taps, not '\(found.typeName)'", expected: "UIView", found: found)
            }
            let a = BridgeArguments(arguments, call: "tap", site: site, bridge: bridge)
            guard arguments.dropFirst().allSatisfy({ $0.label == "count" }), arguments.count <= 2 else {
                throw site.notEvaluated("tap(" + a.labels.map { $0 + ":" }.joined() + ")", supported: ["tap(_:)", "tap(_:count:)"])
            }
            let count = try a.read("count", .int) ?? 1
            guard countRange.contains(count) else {
                throw site.refuse("tap(_:count:): count \(count) is not evaluated: expected \(countRange.lowerBound) to \(countRange.upperBound) taps", .invalid)
            }
            let fired = try bridge.world(site) { try bridge.world.tap(view, count: count) }
            if fired.isEmpty {
                let name = bridge.name(of: view).map { "'\($0)'" } ?? "the \(view.className)"
                throw site.refuse("tap: no UITapGestureRecognizer with numberOfTapsRequired = \(count) on \(name) or its superviews recognizes it (a view with isUserInteractionEnabled false, as a UIImageView or UILabel starts, passes no touch on)", .invalid)
            }
            return .void
        })
    }
}
