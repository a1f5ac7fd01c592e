import Foundation
import Testing
import ReelExport
import ReelModels
import ReelRender
import ReelTimeline

/// The `layer` action (issue 38: layers the code adds, drawn): read, run on the stage as
/// Core Animation places them, written back equal, and refused by key with what is accepted.
@Suite struct SublayerSceneFileTests {
    /// A replicator of three pulses (a round CALayer growing and fading, Pulsator's halo) and a
    /// shape layer's line, as the Swift reader records them.
    static let halo = """
    actions:
      - action: layer
        name: halo
        parent: host
        kind: replicator
        positionX: 48
        positionY: 48
        width: 96
        height: 96
        instanceCount: 3
        instanceDelay: 1
      - action: layer
        name: pulse
        parent: halo
        positionX: 48
        positionY: 48
        width: 80
        height: 80
        cornerRadius: 40
        backgroundColor: "#0074C173"
        opacity: 0
      - action: layer
        name: line
        kind: shape
        path: M 10 90 L 50 90 C 60 90 70 80 90 90 Z
        fillColor: clear
        strokeColor: systemRed
        lineCap: round
      - action: animate
        layer: host
        sublayer: pulse
        keyPath: opacity
        fromValue: 1
        toValue: 0
        duration: 3
      - action: layer
        name: line
        strokeEnd: 0.5

    """

    func refusal(_ text: String) -> String? {
        do { _ = try SceneFileReader(file: "s.yaml").read(text); return nil } catch { return error.description }
    }

    /// A zero instance scale hides instances 1 and after (drawn at no size), never instance 0:
    /// before, one instance that did not decompose dropped every copy, with exit 0.
    @Test func aZeroInstanceScaleHidesTheScaledInstancesOnly() throws {
        let text = """
            actions:
              - action: layer
                name: r
                kind: replicator
                width: 40
                height: 40
                instanceCount: 3
                instanceScaleX: 0
                instanceScaleY: 0
              - action: layer
                name: dot
                parent: r
                width: 20
                height: 20
                backgroundColor: red
              - action: wait
                seconds: 1

            """
        let clip = try SceneFileReader(file: "s.yaml").read(text).scene.makeClip(measure: FixedAdvanceMetrics())
        let at = clip.timeline.evaluate(at: 0.5)
        // The three parts, the replicator, its three containers, three dots.
        #expect(at.layers.count == 3 + 1 + 3 + 3)
        #expect(at.layers[4...6].map(\.isHidden) == [false, true, true])
    }

    @Test func aSceneWithLayersReadsBackAsWritten() throws {
        let reel = try SceneFileReader(file: "s.yaml").read(Self.halo)
        let written = SceneFileWriter.yaml(reel)
        let back = try SceneFileReader(file: "w.yaml").read(written)
        #expect(back.scene.actions == reel.scene.actions)
        #expect(SceneFileWriter.yaml(back) == written)
        #expect(written.contains("path: M 10 90 L 50 90 C 60 90 70 80 90 90 Z") || written.contains("path: \"M 10 90"))
    }

    @Test func theReplicatorsInstancesPlayTheAnimationInstanceDelayApart() throws {
        let reel = try SceneFileReader(file: "s.yaml").read(Self.halo)
        let clip = reel.scene.makeClip(measure: FixedAdvanceMetrics())
        // The three parts, the replicator, its three instance containers, three pulses, the line.
        let at = clip.timeline.evaluate(at: 1.5)
        #expect(at.layers.count == 3 + 1 + 3 + 3 + 1)
        let pulses = at.layers.indices.filter { at.layers[$0].cornerRadius == 40 }
        // 1.5 s in: instance 0 half through (1 → 0 over 3 s), instance 1 a sixth, instance 2
        // not begun (its model opacity, 0).
        let opacities = pulses.map { at.layers[$0].opacity }
        #expect(zip(opacities, [0.5, 1 - 0.5 / 3, 0]).allSatisfy { abs($0 - $1) < 1e-12 } && opacities.count == 3, "\(opacities)")
        // Each pulse sits in the halo's middle: (48, 48) in the host, whatever its instance.
        #expect(pulses.map { at.drawnBounds(ofLayerAt: $0) } == Array(repeating: Rect(x: 8, y: 8, width: 80, height: 80), count: 3))
        // The later action, after the 3 s animation, set the line's strokeEnd; the earlier
        // values stay.
        #expect(at.layers.last?.strokeEnd == 1)
        let line = try #require(clip.timeline.evaluate(at: 3.5).layers.last)
        #expect(line.strokeEnd == 0.5 && line.shape?.lineCap == .round && line.shape?.path.count == 4)
    }

    @Test(arguments: [
        ("  - action: layer\n    name: a\n    parent: b\n", "s.yaml:2: actions[0].parent: b: expected host, badge or label (no layer is added before this one)"),
        ("  - action: layer\n    name: a\n  - action: layer\n    name: c\n    parent: b\n", "s.yaml:4: actions[1].parent: b: expected host, badge, label, or a layer added before: a"),
        ("  - action: layer\n    name: host\n", "s.yaml:3: actions[0].name: host: expected a letter, then letters and digits"),
        ("  - action: layer\n    positionX: 3\n", "actions[0].name: expected a layer's name"),
        ("  - action: layer\n    name: a\n    kind: shape\n    path: M 1 2 Q 3 4\n", "actions[0].path: M 1 2 Q 3 4: expected element 2 to start with M, L, C or Z"),
        ("  - action: layer\n    name: a\n    kind: shape\n    path: M 1\n", "actions[0].path: M 1: expected element 1, M, to have 2 numbers"),
        ("  - action: layer\n    name: a\n    path: M 1 2\n", "actions[0].path: expected a shape layer's value: give it with kind: shape"),
        ("  - action: layer\n    name: a\n    kind: replicator\n    instanceCount: 500\n", "actions[0].instanceCount: 500: expected a whole number from 1 to 200"),
        ("  - action: layer\n    name: a\n    instanceCount: 5\n", "actions[0].instanceCount: expected a replicator's values with kind: replicator"),
        ("  - action: layer\n    name: a\n  - action: layer\n    name: a\n    parent: host\n", "s.yaml:4: actions[1].parent: expected no parent after the action that adds a"),
        ("  - action: animate\n    sublayer: a\n    keyPath: opacity\n", "s.yaml:2: actions[0].sublayer: a: expected a layer added before by a layer action (none is)"),
        ("  - action: layer\n    name: r\n    kind: replicator\n    instanceCount: 200\n  - action: layer\n    name: s\n    parent: r\n    kind: replicator\n    instanceCount: 200\n  - action: layer\n    name: t\n    parent: s\n",
         "actions[1].instanceCount: expected at most 2000 drawn layers in a scene"),
        ("  - action: layer\n    name: r\n    kind: replicator\n    instanceCount: 200\n    instanceScaleX: 40\n    instanceScaleY: 40\n",
         "actions[0].instanceCount: 200: expected instances whose transforms stay drawn (each instance's scale within ±1000, its translation within ±100000 points); instance 2's is a scale of 1600"),
    ])
    func refusals(_ actions: String, _ expected: String) throws {
        let message = try #require(refusal("actions:\n" + actions))
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func aPathReadsBackAsItsElements() throws {
        let elements = try ShapePathText.elements("M 0 0 L 10 0 C 10 5 5 10 0 10 Z")
        #expect(elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)),
                             .curve(Point(x: 10, y: 5), Point(x: 5, y: 10), Point(x: 0, y: 10)), .close])
        #expect(ShapePathText.text(elements) == "M 0 0 L 10 0 C 10 5 5 10 0 10 Z")
    }
}
