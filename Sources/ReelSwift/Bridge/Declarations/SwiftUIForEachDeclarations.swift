import ReelSwiftUI

extension WorldType {
    /// `ForEach(_:content:)` over a range or an array: the content closure's views for each
    /// element, in order, each element one place in the parent (a stack lays them out as if
    /// written one after another) [Apple] (…/swiftui/foreach: "computes views on demand from
    /// an underlying collection of identified data"). SwiftUI identifies each element by its
    /// id (for a range, the number itself); here by its offset, the same identity while the
    /// data does not reorder [Inferred]: an element inserted before others would move the
    /// later ones' animation keys.
    static let swiftUIForEach = SwiftUIDeclarations.view("ForEach", "views made from each element of a range or an array", [
        .function("init", [.arg("_", type: "Range<Int>"), .closure("content", "(Data.Element) -> Content")]) { a in
            let elements: [Value]
            switch a.value(nil) {
            case let .range(lo, hi, closed)?:
                let end = closed ? hi + 1 : hi
                guard end - lo <= SwiftUIDeclarations.maximumNodes else {
                    throw a.site.refuse("ForEach over \(max(0, end - lo)) elements; at most \(SwiftUIDeclarations.maximumNodes) views are laid out", .invalid)
                }
                elements = lo < end ? (lo..<end).map { .int($0) } : []
            case let .array(items)?:
                guard items.count <= SwiftUIDeclarations.maximumNodes else {
                    throw a.site.refuse("ForEach over \(items.count) elements; at most \(SwiftUIDeclarations.maximumNodes) views are laid out", .invalid)
                }
                elements = items
            default:
                throw a.site.mismatch("ForEach takes a range or an array (\(a.call))", expected: "Range<Int>", found: a.value(nil) ?? .void)
            }
            guard let content = a.closure("content", trailing: true) else { return SwiftUIDeclarations.view("ForEach", .group([])) }
            let interpreter = a.site.interpreter
            let trees = try elements.map { element in
                try SwiftUIDeclarations.group(try interpreter.buildViews(content, [Argument(label: nil, value: element)], at: a.site.node), a)
            }
            return SwiftUIDeclarations.view("ForEach", .group(trees))
        },
    ])
}
