import ReelModels
import ReelSwiftUI
internal import SwiftSyntax

/// A SwiftUI modifier's numbers held to what is drawn, where the modifier is written: a
/// `scaleEffect(1e9)` or `frame(width: 5e6)` is refused at its call with the range, as a UIKit
/// view's `transform` of the same scale is refused at the assignment (the view values'
/// `ViewRanges`), instead of a canvas over the pixel limit after every frame is laid out,
/// named by the scale flag. The ranges are a UIKit view's: far past any screen. SwiftUI
/// itself rejects a negative or non-finite fixed frame ("Invalid frame dimension (negative
/// or non-finite)", logged at run time); `.infinity` stays a flexible frame's maximum, as it
/// is SwiftUI's way to say "as wide as offered".
enum SwiftUIDrawnRange {
    /// Every modifier of `View`, each checked after it built its view.
    static func checked(_ method: WorldMethod) -> WorldMethod {
        WorldMethod(name: method.name, parameters: method.parameters) { receiver, a in
            let result = try method.call(receiver, a)
            if case .native(let n) = result, let view = n as? SwiftUIViewValue, case .modified(_, .layout(let modifier)) = view.tree,
               let (what, value, range) = outOfRange(modifier) {
                // Placed at the modifier's name, as swiftc places what it says of a call in a
                // chain (`.scaleEffect`), not at the chain's first view.
                let call = a.site.node.as(FunctionCallExprSyntax.self)
                let place = call?.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? a.site.node
                throw a.site.interpreter.refusal(DrawnNumber.notDrawn("\(method.name)'s \(what)", value, range), at: place, kind: .world)
            }
            return result
        }
    }

    /// The first number of `modifier` outside what is drawn: its argument's name, the value,
    /// and the range accepted.
    static func outOfRange(_ modifier: LayoutModifier<ViewTree>) -> (String, Double, ClosedRange<Double>)? {
        func first(_ checks: [(String, Double?, ClosedRange<Double>)], allowingInfinity: Set<String> = []) -> (String, Double, ClosedRange<Double>)? {
            for (name, value, range) in checks {
                guard let value else { continue }
                if value == .infinity, allowingInfinity.contains(name) { continue }
                if !range.contains(value) { return (name, value, range) }
            }
            return nil
        }
        switch modifier {
        case let .frame(width, height, _):
            return first([("width", width, ViewRanges.lengths), ("height", height, ViewRanges.lengths)])
        case let .flexibleFrame(f):
            return first([("minWidth", f.minWidth, ViewRanges.lengths), ("idealWidth", f.idealWidth, ViewRanges.lengths),
                          ("maxWidth", f.maxWidth, ViewRanges.lengths), ("minHeight", f.minHeight, ViewRanges.lengths),
                          ("idealHeight", f.idealHeight, ViewRanges.lengths), ("maxHeight", f.maxHeight, ViewRanges.lengths)],
                         allowingInfinity: ["maxWidth", "maxHeight"])
        case let .padding(e):
            return first([("top", e.top, ViewRanges.points), ("leading", e.leading, ViewRanges.points),
                          ("bottom", e.bottom, ViewRanges.points), ("trailing", e.trailing, ViewRanges.points)])
        case let .offset(x, y), let .position(x, y):
            return first([("x", x, ViewRanges.points), ("y", y, ViewRanges.points)])
        case let .scaleEffect(x, y, _):
            return first([("x", x, ViewRanges.scale), ("y", y, ViewRanges.scale)])
        case let .rotationEffect(radians, _):
            return first([("angle in radians", radians, ViewRanges.radians)])
        case let .shadow(s):
            return first([("radius", s.radius, ViewRanges.lengths), ("x", s.x, ViewRanges.points), ("y", s.y, ViewRanges.points)])
        case let .blur(radius):
            return first([("radius", radius, ViewRanges.lengths)])
        case let .transformEffect(t):
            return first([("a", t.a, ViewRanges.scale), ("b", t.b, ViewRanges.scale), ("c", t.c, ViewRanges.scale), ("d", t.d, ViewRanges.scale),
                          ("tx", t.tx, ViewRanges.points), ("ty", t.ty, ViewRanges.points)])
        case .opacity, .overlay, .background, .foreground, .clipShape, .hidden, .sizedOffset, .departing, .matchedGeometry, .identified:
            return nil
        }
    }
}

extension SwiftUIDrawnRange {
    /// The numbers an `Animation` takes, held to what evaluates, where the animation is
    /// written: finite and within a million (seconds, bounces, velocities), a spring's mass,
    /// stiffness and a speed positive, durations and repeat counts not negative. `interpolatingSpring(mass: 1e-300, stiffness: 1e300,
    /// damping: 0)` made an infinite frequency and `timingCurve(.nan, …)` a NaN progress: both
    /// wrote a clip of exit 0 whose numbers meant nothing.
    static func checkedAnimation(_ method: WorldMethod) -> WorldMethod {
        WorldMethod(name: method.name, parameters: method.parameters) { receiver, a in
            for argument in a.all {
                let value: Double
                switch argument.value {
                case .double(let d), .cgFloat(let d), .floatLiteral(let d, _): value = d
                case .float(let f): value = Double(f)
                case .int(let i), .intLiteral(let i): value = Double(i)
                default: continue
                }
                let name = argument.label ?? (method.name == "timingCurve" ? "control point" : "_")
                let range = method.name == "repeatCount" ? 0...1e6
                    : positive.contains(name) || method.name == "speed" ? 1e-6...1e6
                    : lasting.contains(name) ? 0...1e6 : -1e6...1e6
                guard range.contains(value) else {
                    throw a.site.refuse(DrawnNumber.notDrawn("Animation.\(method.name)'s \(name)", value, range), .world)
                }
            }
            return try method.call(receiver, a)
        }
    }

    /// The arguments that must be positive: a spring's mass and stiffness.
    private static let positive: Set<String> = ["mass", "stiffness"]
    /// The arguments that are lengths of time, at least 0: `linear(duration: -1)`,
    /// `spring(response: -1)` and `repeatCount(-1)` each wrote a clip of exit 0 (a finished
    /// value, a spring running backwards in time, a count read as endless), where Apple's
    /// pages define a duration and a count only as amounts ("The number of times that the
    /// animation should repeat"; response "defined as an approximate duration in seconds").
    /// A repeat count is held to a million: past that the scene length refuses it anyway.
    private static let lasting: Set<String> = ["duration", "response", "blendDuration"]
}
