import ReelTimeline

/// The layers a script added (`layer` actions) by name: each one's copies on the timeline (one
/// unless a replicator above it copies it), with the delay each copy's animations start after
/// (CAReplicatorLayer.instanceDelay, summed down nested replicators), and a replicator's
/// instance containers per copy.
struct SublayerTree: Sendable {
    struct Entry: Sendable {
        var kind: SublayerKind
        var copies: [(id: Timeline.LayerID, delay: Double)]
        /// For a replicator: each copy's instance containers, in instance order.
        var containers: [[Timeline.LayerID]] = []
        var instanceDelay = 0.0
        /// When the `layer` action added it.
        var addedAt: Rational = .zero
    }

    var entries: [String: Entry] = [:]
    /// The animations added to a layer with a key, by layer name and key: (copy id, index).
    var keyed: [String: [String: [(id: Timeline.LayerID, index: Int)]]] = [:]
}

extension BadgeStage {
    /// `layer`: adds the named layer under its parent (each copy of it, each instance of a
    /// replicator), or sets the values given on every copy of one added before, at `now`.
    mutating func sublayer(_ p: SublayerParameters) {
        guard let name = p.name else { return }
        if let entry = sublayers.entries[name] {
            let contents = p.contents.map { ViewImage.contents(for: $0, hostIcon: hostIcon) }
            for copy in entry.copies {
                timeline.setModel(of: copy.id, at: clock) { state in
                    p.apply(to: &state)
                    if let contents { state.contents = contents }
                }
            }
            return
        }
        // The reader checks the parent was added before (`SublayerParameters.checkScript`).
        let parents = superlayerSlots(of: p.parent ?? ViewPart.host.rawValue)
        var state = LayerState()
        if p.kind == .shape { state.shape = ShapeLayerContent(path: []) }
        p.apply(to: &state)
        if let image = p.contents { state.contents = ViewImage.contents(for: image, hostIcon: hostIcon) }
        var entry = SublayerTree.Entry(kind: p.kind ?? .layer, copies: [], addedAt: clock)
        for slot in parents {
            var copy = state
            copy.superlayer = slot.id
            let id = timeline.addLayer(copy)
            entry.copies.append((id, slot.delay))
            if entry.kind == .replicator {
                entry.containers.append(timeline.addInstances(p.instances, of: id, at: clock) ?? [])
                entry.instanceDelay = p.instances.delay
            }
        }
        sublayers.entries[name] = entry
    }

    /// Each layer added after the clip's start shown before then as it is first presented,
    /// with the animations added at the same time (one CATransaction:
    /// `Timeline.showFirstPresentation`), once the whole script has run. Its copies and a
    /// replicator's instance containers likewise.
    ///
    /// Only the layers added at the first moment any is (the run's first turn): one added
    /// later (in an `asyncAfter`, a completion) is in no tree before then and is not drawn
    /// before it is added. A mask is left as it is.
    mutating func showAddedLayersFirstPresentations() {
        let first = sublayers.entries.values.map(\.addedAt).min() ?? .zero
        for entry in sublayers.entries.values where entry.addedAt > .zero {
            for id in entry.copies.map(\.id) + entry.containers.joined() {
                if entry.addedAt == first {
                    timeline.showFirstPresentation(of: id, addedAt: entry.addedAt)
                } else if !timeline.model(of: id, at: entry.addedAt).isMask {
                    timeline.hideBefore(id, addedAt: entry.addedAt)
                }
            }
        }
    }

    /// Where a layer added under `parent` goes: the part's layer, each copy of a layer added
    /// before, or each instance container of each copy of a replicator (instance i's
    /// animations starting `instanceDelay`·i later).
    private func superlayerSlots(of parent: String) -> [(id: Timeline.LayerID, delay: Double)] {
        if let part = ViewPart(rawValue: parent) { return [(layer(of: part), 0)] }
        guard let entry = sublayers.entries[parent] else { return [] }
        guard entry.kind == .replicator else { return entry.copies }
        var slots: [(id: Timeline.LayerID, delay: Double)] = []
        for (copy, containers) in zip(entry.copies, entry.containers) {
            for (i, container) in containers.enumerated() { slots.append((container, copy.delay + entry.instanceDelay * Double(i))) }
        }
        return slots
    }

    /// An animation on a layer the script added: on each copy, each starting its copy's delay
    /// later; added with a key, it first takes off the one added with that key.
    mutating func addToSublayer(_ action: AnimateAction, name: String) {
        if let key = action.key { removeFromSublayer(name, key: key) }
        guard let entry = sublayers.entries[name], let animation = action.layerAnimation() else {
            clock += action.exactDuration
            return
        }
        var added: [(id: Timeline.LayerID, index: Int)] = []
        for copy in entry.copies {
            added.append((copy.id, timeline.animations(of: copy.id).count))
            timeline.add(animation, to: copy.id, at: clock + Rational(reading: copy.delay))
        }
        if let key = action.key { sublayers.keyed[name, default: [:]][key] = added }
        clock += action.exactDuration
    }

    /// CALayer.removeAnimation(forKey:) (every animation without a key) on a layer the script
    /// added, at `now`, on every copy: the instances share the layer's animations.
    mutating func removeFromSublayer(_ name: String, key: String?) {
        if let key {
            guard let entries = sublayers.keyed[name]?.removeValue(forKey: key) else { return }
            for entry in entries { timeline.removeAnimations(of: entry.id, at: clock) { $0 == entry.index } }
            return
        }
        for copy in sublayers.entries[name]?.copies ?? [] { timeline.removeAnimations(of: copy.id, at: clock) { _ in true } }
        sublayers.keyed[name] = nil
    }
}
