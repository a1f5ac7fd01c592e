import ReelSwiftUI

extension WorldType {
    /// `ForEach` over a range, an array of `Identifiable` values, or any array with an id key
    /// path: the content closure's views for each element, in order, each element one place in
    /// the parent (a stack lays them out as if written one after another) [Apple]
    /// (…/swiftui/foreach: "computes views on demand from an underlying collection of
    /// identified data"). Each element's views are known by the element's id, not its offset
    /// (`SwiftUIForEach`), so inserting, removing or moving an element moves and transitions
    /// the right views.
    static let swiftUIForEach = SwiftUIDeclarations.view("ForEach", "views made from each element of a range or an array, known by their ids", [
        .function("init", [.arg("_", type: "Range<Int>"), .closure("content", "(Data.Element) -> Content")]) { a in
            try SwiftUIForEach.make(a, id: nil)
        },
        .function("init", [.arg("_", type: "Data"), .arg("id", type: "KeyPath<Data.Element, ID>"), .closure("content", "(Data.Element) -> Content")]) { a in
            guard let given = a.value("id"), let path = given.nativeOperand as? KeyPathValue else {
                throw a.site.mismatch("ForEach(_:id:content:) takes a key path to each element's id (\\.self, \\.name)", expected: "KeyPath", found: a.value("id") ?? .void)
            }
            return try SwiftUIForEach.make(a, id: path)
        },
    ])
}
