import ReelTimeline

/// What drawing a frame's sublayers asks again and again, found once a frame: each layer's
/// mask (CALayer.mask) and each layer's sublayers. `Snapshot.mask(of:)` scans every layer, and
/// the renderer asked it for each layer and each of its superlayers, and walked every layer
/// for each masked one: a frame near the 2,000 drawn layers a scene may hold, with masks, cost
/// the square of its layers. With the table a frame costs its layers times their depth.
struct SublayerTable {
    /// Each layer's mask by index, as `Snapshot.mask(of:)` finds it (the first shown layer
    /// marked as that layer's mask); nil where none.
    let masks: [Int?]
    /// Each layer's direct sublayers and masks, in drawing order.
    private let children: [[Int]]

    init(_ snapshot: Snapshot) {
        let layers = snapshot.layers
        var masks = [Int?](repeating: nil, count: layers.count)
        var children = [[Int]](repeating: [], count: layers.count)
        for (i, layer) in layers.enumerated() {
            guard let s = layer.superlayer, s >= 0, s < layers.count, s != i else { continue }
            children[s].append(i)
            if layer.isMask, !layer.isHidden, masks[s] == nil { masks[s] = i }
        }
        self.masks = masks
        self.children = children
    }

    /// The layers below `index` (its sublayers, theirs, and masks and what they hold), in
    /// drawing order: those whose superlayers include `index`.
    func descendants(of index: Int) -> [Int] {
        var found: [Int] = []
        var seen: Set<Int> = [index]
        var pending = children[index]
        while let next = pending.popLast() {
            // A superlayer chain that loops is cut where it comes back, as `superlayers(of:)` cuts it.
            guard seen.insert(next).inserted else { continue }
            found.append(next)
            pending += children[next]
        }
        return found.sorted()
    }
}
