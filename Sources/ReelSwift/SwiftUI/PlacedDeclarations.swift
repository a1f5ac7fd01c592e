/// What one body evaluation declares by its place in the tree (`onChange(of:)` observers,
/// `.task` actions), in declaration order; several at one place (a constant range's
/// `ForEach`, known by offset; elements with ids have them in their place) are told apart by
/// their order there (`place#1`, `place#2`).
struct PlacedDeclarations<Item> {
    private(set) var items: [String: Item] = [:]
    private(set) var order: [String] = []

    mutating func begin() {
        items = [:]
        order = []
    }

    mutating func declare(_ item: Item, place: String) {
        var key = place, n = 1
        while items[key] != nil { key = place + "#\(n)"; n += 1 }
        items[key] = item
        order.append(key)
    }
}
