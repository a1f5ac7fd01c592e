/// docs/swift-files.md's table of the UIKit and Core Animation the interpreter evaluates,
/// written from the declarations (a test keeps the page equal to it).
extension WorldRegistry {
    /// The lines between the page's `world-table` markers.
    static var markdownTable: String {
        var lines = ["| type | is a | properties | methods | initializers and static members |", "|---|---|---|---|---|"]
        for type in all {
            let properties = type.properties.map { "`\($0.name): \($0.type)`" + ($0.isReadOnly ? " (get)" : "") }
            let methods = type.methods.map { "`\($0.signature)`" }
            let statics = type.initializers.map { "`\($0.signature)`" } + type.statics.map { "`\($0.signature)`" }
                + type.constants.map { "`.\($0.name)`" }
            lines.append("| `\(type.name)`" + type.aliases.map { " (`\($0)`)" }.joined() + " | \(type.superclass.map { "`\($0)`" } ?? "") | "
                         + [properties, methods, statics].map { $0.joined(separator: ", ") }.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("Global functions: " + WorldGlobals.functionNames.map { "`\($0)`" }.joined(separator: ", ")
                     + "; constants `CATransform3DIdentity`, `CGAffineTransformIdentity` and the `kCAMediaTimingFunction…`, `kCAFillMode…` and `kCAAnimation…` spellings.")
        return lines.joined(separator: "\n")
    }
}
