import ReelTimeline
import ReelWorld

// CGPath as a keyframe animation's path (CGPath.h: CGPath(ellipseIn:transform:)) and the
// rotation mode that turns a layer along it (CAAnimation.h: CAAnimationRotationMode).

extension WorldType {
    static let cgPath = WorldType(
        name: "CGPath", superclass: nil,
        summary: "a path a keyframe animation moves position along: `CGPath(ellipseIn:transform:)`",
        initializers: [
            .function("init", [.arg("ellipseIn", .rect), .arg("transform", ValueKind.affine.optional)]) { a in
                // Swift passes the transform as UnsafePointer<CGAffineTransform>?: `nil`, or `&t`,
                // which the interpreter does not take.
                if let given = try a.read("transform", ValueKind.affine.optional), given != nil {
                    throw a.site.notEvaluated("CGPath(ellipseIn:transform:) with a transform", supported: ["transform: nil"])
                }
                return .native(PathValue(path: CGPath(ellipseIn: try a.required("ellipseIn", .rect))))
            },
        ])

    static let caAnimationRotationMode = WorldType(
        name: "CAAnimationRotationMode", superclass: nil,
        summary: "whether a layer turns along a keyframe path (also kCAAnimationRotateAuto…)",
        constants: CAAnimationRotationMode.allCases.map { .token($0.rawValue, "CAAnimationRotationMode", .rotationMode($0)) })
}

/// A CGPath: a value.
struct PathValue: NativeValue, Equatable {
    var path: CGPath
    var typeName: String { "CGPath" }
    var interpolation: String { "<CGPath>" }
}

extension ValueKind where T == CGPath {
    static let cgPath = ValueKind.matching("CGPath", hint: "CGPath", wrap: { v, _ in .native(PathValue(path: v)) }) {
        // A CGMutablePath is a CGPath (CoreGraphics' subclass).
        if let built = $0.nativeOperand as? PathBuilderValue, built.typeName == "CGMutablePath" { return built.cgPath }
        return ($0.nativeOperand as? PathValue)?.path
    }
}

extension ValueKind where T == CAAnimationRotationMode {
    static let rotationMode = ValueKind.token("CAAnimationRotationMode", { .rotationMode($0) }) {
        if case .rotationMode(let m) = $0 { return m }
        return nil
    }
}
