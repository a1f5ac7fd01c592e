import ReelSwiftUI

/// A `ForEach`'s elements and the identity of each one's views (issue 39).
///
/// SwiftUI knows a `ForEach` element's views by the element's id [Apple] (…/swiftui/foreach:
/// "Either the collection's elements must conform to Identifiable or you need to provide an
/// id parameter to the ForEach initializer"; "It's important that the id of a data element
/// doesn't change unless you replace the data element with a new data element that has a new
/// identity. If the id of a data element changes, the content view generated from that data
/// element loses any current state and animations"): `ForEach(items, id: \.self)`,
/// `ForEach(items, id: \.name)`, and `ForEach(items)` over `Identifiable` values (their `id`,
/// …/swift/identifiable). So an element inserted at the front is the one view inserted (its
/// transition plays) and the others move to their new places, as on a device. A constant
/// range, `ForEach(0..<3)`, is known by offset, as SwiftUI's range initializer only reads
/// the range it is first given (…/foreach/init(_:content:)-…: "The instance only reads the
/// initial value of the provided data and doesn't need to identify views across updates. To
/// compute views on demand over a dynamic range, use ForEach/init(_:id:content:)").
///
/// The element's views carry `ViewEffect.forEachElement`, its id's description (as Swift
/// prints it), which `ViewTree.Lowering` puts in their place in the tree (`0.1.[5]`) instead
/// of the offset (`0.1.0`): animated numbers, transitions and laid-out frames all follow it.
/// While the element's views are built its id is on `ViewBuilderState.elements`, so the
/// `@State` of a view made for it (`ForEach(items, id: \.self) { Row(item: $0) }`, `Row`
/// with `@State var liked`), its `.task` and its `onChange` are kept under the id too: the
/// state moves with the element, an element inserted starts afresh, one removed drops its
/// state [Apple] (…/swiftui/foreach, above: a changed id "loses any current state"; WWDC21
/// "Demystify SwiftUI": "the lifetime of state is tied to the lifetime of the view's
/// identity").
enum SwiftUIForEach {
    /// The `ForEach` of `a`'s data and content, its elements known by `id` (a key path; nil:
    /// a range by offset, an array by `Identifiable`'s `id`).
    static func make(_ a: BridgeArguments, id: KeyPathValue?) throws -> Value {
        let (elements, isRange) = try self.elements(a)
        guard let content = a.closure("content", trailing: true) else { return SwiftUIDeclarations.view("ForEach", .group([])) }
        let ids: [String]? = isRange && id == nil ? nil : try self.ids(of: elements, keyPath: id, a)
        let interpreter = a.site.interpreter
        var trees: [ViewTree] = []
        for (index, element) in elements.enumerated() {
            // The views made for the element, and the views their bodies make, are known by
            // its id while they are built: their `@State` is kept under it (SwiftUIInnerState).
            if let ids { interpreter.viewBuilder.elements.append(ids[index]) }
            defer { if ids != nil { interpreter.viewBuilder.elements.removeLast() } }
            let tree = try SwiftUIDeclarations.group(try interpreter.buildViews(content, [Argument(label: nil, value: element)], at: a.site.node), a)
            trees.append(ids.map { .modified(tree, .forEachElement(id: $0[index])) } ?? tree)
        }
        return SwiftUIDeclarations.view("ForEach", .group(trees))
    }

    /// The data: a range's numbers or an array's elements, at most as many as views are laid out.
    static func elements(_ a: BridgeArguments) throws -> (values: [Value], isRange: Bool) {
        switch a.value(nil) {
        case let .range(lo, hi, closed)?:
            // Counted without leaving Int's range: `0...Int.max` and `Int.min..<Int.max` hold
            // more elements than an Int counts, and `hi + 1`, `end - lo` trapped (exit 132).
            let (span, overflow) = hi.subtractingReportingOverflow(lo)
            guard !overflow, span < SwiftUIDeclarations.maximumNodes || (!closed && span == SwiftUIDeclarations.maximumNodes) else {
                let count = overflow || (closed && span == .max) ? "more than \(Int.max)" : "\(closed ? span + 1 : span)"
                throw a.site.refuse("ForEach over \(count) elements; at most \(SwiftUIDeclarations.maximumNodes) views are laid out", .invalid)
            }
            let count = closed ? span + 1 : span
            return (count > 0 ? (0..<count).map { .int(lo + $0) } : [], true)
        case let .array(items)?:
            guard items.count <= SwiftUIDeclarations.maximumNodes else {
                throw a.site.refuse("ForEach over \(items.count) elements; at most \(SwiftUIDeclarations.maximumNodes) views are laid out", .invalid)
            }
            return (items, false)
        default:
            throw a.site.mismatch("ForEach takes a range or an array (\(a.call))", expected: "Range<Int>", found: a.value(nil) ?? .void)
        }
    }

    /// Each element's id as its place in the tree names it: the key path read from the
    /// element (`\.self` the element itself), or `Identifiable`'s `id` when none is given.
    /// Two elements of one id are refused: SwiftUI's result is undefined then (its runtime
    /// warns "the ID … occurs multiple times within the collection, this will give undefined
    /// results!"), so no frame drawn here could be the device's.
    static func ids(of elements: [Value], keyPath: KeyPathValue?, _ a: BridgeArguments) throws -> [String] {
        let interpreter = a.site.interpreter
        var seen: [String: Int] = [:]
        var ids: [String] = []
        for (index, element) in elements.enumerated() {
            var id = element
            if let keyPath {
                for name in keyPath.components where name != "self" {
                    id = try interpreter.member(of: id, name, at: a.site.node)
                }
            } else {
                guard Self.hasID(element) else {
                    throw a.site.mismatch("initializer 'init(_:content:)' requires that '\(element.typeName)' conform to 'Identifiable' (an id property); give the id: ForEach(items, id: \\.self)",
                                          expected: "Identifiable", found: element)
                }
                id = try interpreter.member(of: element, "id", at: a.site.node)
            }
            let text = interpreter.text(of: id)
            if let first = seen[text] {
                let shown = if case .string(let string) = id { "\"\(string)\"" } else { text }
                throw a.site.refuse("ForEach: the id \(shown) occurs more than once (elements \(first) and \(index)); each element's views are known by its id, and SwiftUI's result is undefined when two share one: give each element a unique id", .invalid)
            }
            seen[text] = index
            ids.append(placeName(text))
        }
        return ids
    }

    /// Whether a value has the `id` `Identifiable` requires: a struct's or class's stored or
    /// computed `id`, an enum's computed one (`var id: Self { self }`).
    static func hasID(_ value: Value) -> Bool {
        switch value {
        case .structValue(let s): return s.fields["id"] != nil || s.type.computedProperty("id") != nil
        case .object(let o): return o.fields["id"] != nil || o.type.computedProperty("id") != nil
        case .enumValue(let e): return e.type.computedProperty("id") != nil
        default: return false
        }
    }

    /// An id's description as a place in the tree: the characters that separate places and
    /// properties there (`.`, `<`, `^`, `~`, `|`, `#`, `[`, `]`) and `%` itself written as `%`
    /// and two hex digits, so no id reads as a place inside another.
    static func placeName(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if ".<^~|#[]%".unicodeScalars.contains(scalar) || scalar.value < 0x20 {
                out += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
