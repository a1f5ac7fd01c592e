internal import SwiftSyntax

/// A key path of properties (`\.scale`, `\PulseFrame.scale`): what `KeyframeTrack(_:)` names.
struct KeyPathValue: NativeValue {
    var root: String?
    var components: [String]
    var typeName: String { "KeyPath" }
    /// `\PulseFrame.scale == \.scale` where the root is inferred: the root is not compared.
    func isEqual(to other: any NativeValue) -> Bool { (other as? KeyPathValue)?.components == components }
    var interpolation: String { "\\" + (root ?? "") + "." + components.joined(separator: ".") }
}

extension Interpreter {
    /// `\.a.b` or `\T.a.b` (SE-0161): the names of the properties it goes through. Subscripts,
    /// optional chaining and `self` components are not evaluated.
    func keyPathValue(_ expr: KeyPathExprSyntax) throws -> Value {
        var names: [String] = []
        for component in expr.components {
            guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else {
                throw notEvaluated(component, supported: "key paths of properties (\\.scale, \\Frame.offset.y)")
            }
            names.append(property.declName.baseName.text)
        }
        return .native(KeyPathValue(root: expr.root.map { $0.trimmedText }, components: names))
    }
}
