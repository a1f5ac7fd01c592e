import ReelModels

/// A layer animation the Swift-file input saw taken off before it ended (issue 40): the input
/// records it cut to the removal (`repeatDuration` up to then, so the clip's clock stops there),
/// which the writer once wrote as a `repeatDuration` line the code never had. Written as a
/// person writes it instead — the animation as added, then `removeAnimation` at its time:
/// once through when the removal comes before its one run ends, else repeating forever
/// (`repeatCount = .greatestFiniteMagnitude`, Apple: "Setting this property to
/// greatestFiniteMagnitude will cause the animation to repeat forever", CAMediaTiming
/// repeatCount). Either moves as the cut one does up to the removal, which takes it off; a
/// finite repeat taken off mid-way comes back as one repeating forever (the same motion).
enum UIKitRemovedEarly {
    /// `own`, added at `addedAt` seconds, as its code wrote it when a later action of `rest`
    /// takes it off exactly where its recorded repeat ends; else `own` as it is.
    static func uncut(_ own: AnimateAction, addedAt: Double, rest: ArraySlice<SceneAction>) -> AnimateAction {
        guard let removedAt = removal(of: own, in: rest) else { return own }
        var media = media(of: own)
        guard media.repeatCount == 0, media.repeatDuration > 0, media.speed > 0,
              abs(addedAt + media.beginTime + media.repeatDuration / media.speed - removedAt) <= 1e-9 else { return own }
        media.repeatDuration = 0
        let once = with(own, media)
        if addedAt + once.duration >= removedAt - 1e-9 { return once }
        media.repeatCount = foreverCount
        return with(own, media)
    }

    /// `repeatCount` for "forever": Float's greatest finite value, as Core Animation's `Float`
    /// field holds it (`UIKitLayerAnimationCode` spells it `.greatestFiniteMagnitude`).
    static let foreverCount = Double(Float.greatestFiniteMagnitude)

    /// When a later placed `removeAnimation` takes `own` off: one on its layer with its key or
    /// none; nil when another animation with its key replaces it first, or none does.
    private static func removal(of own: AnimateAction, in rest: ArraySlice<SceneAction>) -> Double? {
        for action in rest {
            switch action.unplaced {
            case .removeAnimation(let r) where onLayer(own, r) && (r.key == nil || r.key == own.key):
                return action.placedAt
            case .layerAnimation(let other) where own.key != nil && other.key == own.key && other.layer == own.layer && other.sublayer == own.sublayer:
                return nil
            default:
                continue
            }
        }
        return nil
    }

    private static func onLayer(_ own: AnimateAction, _ r: RemoveAnimationParameters) -> Bool {
        guard own.sublayer == r.sublayer else { return false }
        switch own.layer {
        case .badge, .circle: return r.view == .badge
        case .host: return r.view == .host
        case .label: return r.view == .label
        }
    }

    private static func media(of a: AnimateAction) -> MediaTimingValues {
        switch a {
        case .animate(let p): p.media
        case .spring(let p): p.media
        case .group(let p, _): p.media
        }
    }

    private static func with(_ a: AnimateAction, _ media: MediaTimingValues) -> AnimateAction {
        switch a {
        case .animate(var p): p.media = media; return .animate(p)
        case .spring(var p): p.media = media; return .spring(p)
        case .group(var p, let children): p.media = media; return .group(p, children)
        }
    }
}
