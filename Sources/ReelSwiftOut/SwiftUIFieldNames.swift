/// The names of a SwiftUI file's values-struct fields, as a person names a view's state
/// (issue 40 item 1: laid out as a person would): the property alone where one field moves
/// it (`opacity`); else the views it moves before it, by their kind (`capsuleOpacity`),
/// with each one's place among the tree's views of that kind where the kind repeats
/// (`secondCapsuleOpacity`: the second `Capsule()` in the file), and the kinds of them all
/// where one field moves views of several (`textAndCapsuleOpacity`). A name never carries a
/// kind its views are not, and never a counter: two fields that would read alike are told
/// apart by their views' places.
enum SwiftUIFieldNames {
    typealias View = SwiftUIViewSource.View

    /// One field to name: the property it moves (`opacity`, `scale`, `text`) and the views it
    /// moves, in source order.
    struct Field {
        var property: String
        var views: [View]
    }

    /// The fields' names, in their order; `all` is every view of the tree (the places count
    /// among them).
    static func names(_ fields: [Field], all: [View]) -> [String] {
        var names = fields.map { field in
            fields.filter { $0.property == field.property }.count == 1 ? field.property : join(label(field, all: all, placed: false), field.property)
        }
        // Alike still (the kinds say the same of two fields): each by its views' places.
        for name in Set(names) where names.filter({ $0 == name }).count > 1 {
            for i in names.indices where names[i] == name { names[i] = join(label(fields[i], all: all, placed: true), fields[i].property) }
        }
        // One view's two numbers of one property (two frames' widths): the first, the second.
        for name in Set(names) where names.filter({ $0 == name }).count > 1 {
            let alike = names.indices.filter { names[$0] == name }
            for (n, i) in alike.enumerated() {
                names[i] = join(label(fields[i], all: all, placed: true), join(ordinal(n + 1), fields[i].property))
            }
        }
        return names
    }

    /// What a field's views are called: the kind where the field moves every view of it (or
    /// it is the only one), the places and kind where it moves some of several, the kinds
    /// joined where it moves views of several kinds; `placed`: the places always where the
    /// kind repeats.
    private static func label(_ field: Field, all: [View], placed: Bool) -> String {
        var kinds: [String] = []
        for view in field.views where !kinds.contains(view.kind) { kinds.append(view.kind) }
        let words = kinds.map { kind -> String in
            let ofKind = all.filter { $0.kind == kind }
            let moved = Set(field.views.filter { $0.kind == kind })
            guard ofKind.count > 1, placed || kinds.count == 1, moved.count < ofKind.count || placed else { return kind }
            // Its views' places among the views of its kind, as words (`firstAndThird`).
            let places = ofKind.indices.filter { moved.contains(ofKind[$0]) }.map { ordinal($0 + 1) }
            return join(and(places), kind)
        }
        return and(words)
    }

    /// `first`, `third` as `firstAndThird`.
    private static func and(_ words: [String]) -> String {
        words.dropFirst().reduce(words.first ?? "") { join(join($0, "and"), $1) }
    }

    /// `first`, `second`, … as a person counts views in a file; past the twentieth, `view21`.
    static func ordinal(_ n: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                     "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"]
        return n >= 1 && n <= words.count ? words[n - 1] : "view\(n)"
    }

    /// `capsule` and `opacity` as `capsuleOpacity`; an empty head leaves the tail.
    private static func join(_ head: String, _ tail: String) -> String {
        head.isEmpty ? tail : head + tail.prefix(1).uppercased() + tail.dropFirst()
    }
}
