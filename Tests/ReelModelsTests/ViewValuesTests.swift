import Testing
import ReelTimeline
@testable import ReelModels

/// `ViewValues.visitLayerFields` is the one list of which layer property each view value
/// sets; `apply(to:)` and `init(from:to:)` are both made from it.
@Suite struct ViewValuesTests {
    /// A layer as a view's starts: CALayer's defaults, a 40-point square.
    static let start = LayerState(frame: Rect(x: 0, y: 0, width: 40, height: 40))

    /// Every value set, each to something `start` does not have.
    static var every: ViewValues {
        var v = ViewValues()
        (v.centerX, v.centerY, v.width, v.height, v.anchorX, v.anchorY) = (1, 2, 3, 4, 0.2, 0.3)
        (v.rotation, v.scaleX, v.scaleY, v.translationX, v.translationY) = (0.5, 2, 3, 4, 5)
        (v.alpha, v.hidden, v.backgroundColor, v.cornerRadius) = (0.5, true, RGBA(red: 1, green: 0, blue: 0), 3)
        (v.borderWidth, v.borderColor, v.text, v.fontSize) = (1, RGBA(red: 0, green: 1, blue: 0), "12", 14)
        (v.fontWeight, v.textColor, v.image) = (600, RGBA(red: 0, green: 0, blue: 1), "bell")
        return v
    }

    /// Gathers the list's key paths.
    private enum Listing: ViewLayerFieldVisitor {
        static func visit<Value: Equatable>(_ field: WritableKeyPath<ViewValues, Value?>, _ layer: WritableKeyPath<LayerState, Value>,
                                            _ source: Void, _ paths: inout [(field: AnyKeyPath, layer: AnyKeyPath)]) {
            paths.append((field, layer))
        }
    }

    /// Sets each value alone and checks it writes its own layer property and nothing else,
    /// and reads back from the change.
    private enum OneAtATime: ViewLayerFieldVisitor {
        static func visit<Value: Equatable>(_ field: WritableKeyPath<ViewValues, Value?>, _ layer: WritableKeyPath<LayerState, Value>,
                                            _ every: ViewValues, _ checked: inout Int) {
            var one = ViewValues()
            one[keyPath: field] = every[keyPath: field]
            var state = ViewValuesTests.start
            one.apply(to: &state)
            #expect(state[keyPath: layer] == every[keyPath: field])
            #expect(ViewValues(from: ViewValuesTests.start, to: state) == one)
            state[keyPath: layer] = ViewValuesTests.start[keyPath: layer]
            #expect(state == ViewValuesTests.start, "\(field) wrote more than \(layer)")
            checked += 1
        }
    }

    @Test func everyValueButTheImageIsListedOnce() {
        var paths: [(field: AnyKeyPath, layer: AnyKeyPath)] = []
        ViewValues.visitLayerFields(Listing.self, from: (), to: &paths)
        #expect(Set(paths.map(\.field)).count == paths.count)
        #expect(Set(paths.map(\.layer)).count == paths.count)
        #expect(!paths.contains { $0.field == \ViewValues.image })
        // Every stored value but `image`, which is written through ViewImage's `none`, and an
        // image view's `imageSize` (a zero size for none) and `contentMode`, set with it.
        #expect(!paths.contains { $0.field == \ViewValues.imageSize || $0.field == \ViewValues.contentMode })
        #expect(paths.count == Mirror(reflecting: ViewValues()).children.count - 3)
    }

    @Test func eachValueWritesItsOwnLayerPropertyAndReadsBack() {
        var checked = 0
        ViewValues.visitLayerFields(OneAtATime.self, from: Self.every, to: &checked)
        #expect(checked == Mirror(reflecting: ViewValues()).children.count - 3)
    }

    @Test func applyingTheDifferencesOfTwoStatesMakesTheSecond() {
        var changed = Self.start
        Self.every.apply(to: &changed)
        #expect(changed.contents == "bell")
        #expect(ViewValues(from: Self.start, to: changed) == Self.every)
        #expect(ViewValues(from: changed, to: changed).isEmpty)
        // Back again: the image becomes `none`, a layer without contents.
        let back = ViewValues(from: changed, to: Self.start)
        #expect(back.image == ViewImage.none)
        var state = changed
        back.apply(to: &state)
        #expect(state == Self.start)
    }
}
