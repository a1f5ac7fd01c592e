import ArgumentParser
import ReelModels
import ReelTimeline
import ReelExport

/// A user animation's fields as flags, Core Animation's names in kebab-case
/// (`keyTimes` → `--key-times`): a CABasicAnimation or CAKeyframeAnimation, or with
/// `--spring` a CASpringAnimation. Each option holds the text as typed; the declarations
/// (`AnimateParameters`, `SpringActionParameters`) parse and check it through `ReelRequest`,
/// so a flag and a scene key refuse the same values in the same words.
struct AnimateOptions: ParsableArguments {
    @Flag(help: "A CASpringAnimation (mass, stiffness, damping, initial velocity) instead of a basic or keyframe animation.")
    var spring = false

    @Option(help: help(AnimateParameters.self, "layer")) var layer: String?
    @Option(help: help(AnimateParameters.self, "key")) var key: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "values")) var values: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "keyTimes")) var keyTimes: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "timingFunctions")) var timingFunctions: String?
    @Option(help: help(AnimateParameters.self, "calculationMode")) var calculationMode: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "fromValue")) var fromValue: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "toValue")) var toValue: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "byValue")) var byValue: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "timingFunction")) var timingFunction: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "duration")) var duration: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "beginTime")) var beginTime: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "repeatCount")) var repeatCount: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "repeatDuration")) var repeatDuration: String?
    @Flag(help: help(AnimateParameters.self, "autoreverses")) var autoreverses = false
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "speed")) var speed: String?
    @Option(parsing: .unconditional, help: help(AnimateParameters.self, "timeOffset")) var timeOffset: String?
    @Option(help: help(AnimateParameters.self, "fillMode")) var fillMode: String?
    @Flag(help: help(AnimateParameters.self, "additive")) var additive = false
    @Option(help: ArgumentHelp(AnimateParameters.parameter(named: "removedOnCompletion")?.help ?? "", valueName: "bool"))
    var removedOnCompletion: String?
    @Option(parsing: .unconditional, help: help(SpringActionParameters.self, "mass")) var mass: String?
    @Option(parsing: .unconditional, help: help(SpringActionParameters.self, "stiffness")) var stiffness: String?
    @Option(parsing: .unconditional, help: help(SpringActionParameters.self, "damping")) var damping: String?
    @Option(parsing: .unconditional, help: help(SpringActionParameters.self, "initialVelocity")) var initialVelocity: String?

    /// The options that hold parameters, read by `named` in this order.
    static var fields: [ParameterField<AnimateOptions>] {
        [
            .text("layer", \.layer),
            .text("key", \.key),
            .text("values", \.values),
            .text("keyTimes", \.keyTimes),
            .text("timingFunctions", \.timingFunctions),
            .text("calculationMode", \.calculationMode),
            .text("fromValue", \.fromValue),
            .text("toValue", \.toValue),
            .text("byValue", \.byValue),
            .text("timingFunction", \.timingFunction),
            .text("duration", \.duration),
            .text("beginTime", \.beginTime),
            .text("repeatCount", \.repeatCount),
            .text("repeatDuration", \.repeatDuration),
            .toggle("autoreverses", \.autoreverses),
            .text("speed", \.speed),
            .text("timeOffset", \.timeOffset),
            .text("fillMode", \.fillMode),
            .toggle("additive", \.additive),
            .text("removedOnCompletion", \.removedOnCompletion),
            .text("mass", \.mass),
            .text("stiffness", \.stiffness),
            .text("damping", \.damping),
            .text("initialVelocity", \.initialVelocity),
        ]
    }

    /// The kind the flags describe.
    var kind: AnimateAction.Kind { spring ? .spring : .animate }

    /// The fields the user gave, as (declaration name, text), in `fields`' order.
    var named: [(name: String, text: String)] {
        Self.fields.compactMap { field in field.text(in: self).map { (field.name, $0) } }
    }
}

extension AnimationKeyPath {
    /// What the KEYPATH argument accepts, for help text: the badge's layers' key paths (a
    /// shape layer's stroke is a scene file's, on a layer of kind shape).
    static var acceptedNames: String { partKeyPaths.map(\.rawValue).joined(separator: ", ") }
}
