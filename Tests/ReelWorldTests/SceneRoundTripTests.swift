import Foundation
import Testing
import ReelModels
import ReelTimeline
import ReelExport
import ReelLottie
@testable import ReelWorld

/// A world's recording as a scene file: written, read back to the same actions and written
/// again to the same bytes, and rendering the same timeline; refusals name file, line and key.
@Suite struct SceneRoundTripTests {
    static let measure = FixedAdvanceMetrics()

    /// The recordings checked: the seeds', and code in the styles people write.
    static let cases: [(name: String, layout: HostLayout, code: @Sendable (UIKitWorld) throws -> Void)] = [
        ("pop", .hub, { try SeedCode.pop($0, in: Double.self) }),
        ("pop-float", .hub, { try SeedCode.pop($0, in: Float.self) }),
        ("bump", .hub, { try SeedCode.bump($0) }),
        ("blink", .hub, { try SeedCode.blink($0) }),
        ("shake", .bell, { try SeedCode.shakeWith($0, duration: 1, angle: .pi / 8, yOffset: 0.5) }),
        ("corpus", .hub, { w in
            // A spring, then a keyframe loop, a keyed transform animation on the count, a removal,
            // a physical-spring property animator and an endless wiggle.
            try w.animate(withDuration: 0.4, delay: 0.1, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
                          options: [.beginFromCurrentState], animations: {
                w.badge.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                w.badge.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            }) { _ in
                try w.animateKeyframes(withDuration: 0.6, delay: 0, options: [.calculationModeCubic, .autoreverse], animations: {
                    for k in 0..<4 {
                        try w.addKeyframe(withRelativeStartTime: Double(k) / 4, relativeDuration: 0.25) {
                            w.badge.transform = CGAffineTransform(rotationAngle: k % 2 == 0 ? 0.2 : -0.2)
                        }
                    }
                }, completion: nil)
            }
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = .nsValue(caTransform3D: CATransform3DIdentity)
            turn.toValue = .nsValue(caTransform3D: CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), 3, 0, 0, 1))
            turn.duration = 0.5
            turn.timingFunction = CAMediaTimingFunctionName.curve(named: "kCAMediaTimingFunctionEaseOut")
            try w.label.layer.add(turn, forKey: "turn")
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = .nsValue(cgPoint: Point(x: 10, y: 10)); move.duration = 1
            try w.host.layer.add(move, forKey: "move")
            try w.asyncAfter(seconds: 0.3) { try w.host.layer.removeAnimation(forKey: "move") }
            let animator = UIViewPropertyAnimator(world: w, duration: 1, timingParameters:
                UISpringTimingParameters(mass: 1, stiffness: 200, damping: 15, initialVelocity: CGVector(dx: 0, dy: 0)))
            animator.addAnimations { w.label.alpha = 0.5 }
            try animator.startAnimation(afterDelay: 0.2)
            let wiggle = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            wiggle.values = [0, 0.1, -0.1, 0].map { CAValue.nsNumber($0) }
            wiggle.duration = 0.3; wiggle.repeatCount = .infinity; wiggle.isAdditive = true
            try w.host.layer.add(wiggle, forKey: "wiggle")
        }),
        ("button", .hub, { w in
            // A button's images (scene key `image`): a symbol, the selected state's swapped in a
            // block, then an app's asset (the host's icon) in a keyframe.
            let like = try w.makeButton(frame: Rect(x: 0, y: 0, width: 30, height: 30))
            try w.host.addSubview(like)
            like.bind(to: .badge)
            like.setImage(UIImage(name: "heart", isSymbol: true), for: .normal)
            like.setImage(UIImage(name: "heart.fill", isSymbol: true), for: .selected)
            try w.animate(withDuration: 0.3, animations: {
                like.isSelected = true
                like.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
            })
            try w.asyncAfter(seconds: 0.5) {
                try w.animateKeyframes(withDuration: 0.4, delay: 0, options: [], animations: {
                    try w.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                        like.setImage(UIImage(name: "liked", isSymbol: false), for: .selected)
                        like.transform = .identity
                    }
                }, completion: nil)
            }
        }),
    ]

    static func recorded(_ index: Int) throws -> Reel {
        let c = cases[index]
        var setup = BadgeSetup(); setup.layout = c.layout
        let world = UIKitWorld(setup: setup, measure: measure, start: 0.25)
        try c.code(world)
        try world.run()
        return Reel(scene: try world.scene(setup: setup, fps: 50, hold: 0.75))
    }

    @Test(arguments: 0..<cases.count)
    func writesReadsAndRendersTheSame(index: Int) throws {
        let reel = try Self.recorded(index)
        let yaml = SceneFileWriter.yaml(reel)
        let read = try SceneFileReader(file: "\(Self.cases[index].name).yaml").read(yaml)
        #expect(read.scene.actions == reel.scene.actions)
        #expect(SceneFileWriter.yaml(read) == yaml)
        let c = ClipComparison(reel.scene.makeClip(measure: Self.measure), read.scene.makeClip(measure: Self.measure))
        #expect(c.largest == 0 && c.mismatches.isEmpty, "\(c.summary)")
    }

    @Test func theWorldsPopExportsTheBuiltInPopsLottie() throws {
        func lottie(_ reel: Reel) throws -> (Data, [String]) {
            let prepared = try PreparedReel(reel)
            let doc = try LottieExport.document(clip: prepared.clip, layout: prepared.layout, background: reel.canvas.background,
                                                icons: prepared.icons, options: LottieOptions(bake: false, generator: "test"))
            return (try LottieExport.json(doc.animation), doc.baked)
        }
        let builtIn = Reel(scene: Scene(animation: .seed(PopParameters()), setup: BadgeSetup(), timing: ClipTiming()))
        let (a, bakedA) = try lottie(builtIn)
        let (b, bakedB) = try lottie(try Self.recorded(0))
        #expect(bakedA == bakedB && bakedB.isEmpty)
        #expect(a == b)
    }

    @Test(arguments: [
        ("- action: viewAnimate\n    view: badge\n    duration: 1\n", "actions[0].view", "at least one view value"),
        ("- action: viewAnimate\n    view: moon\n    alpha: 0.5\n", "actions[0].view", "one of host, badge, label"),
        ("- action: set\n    at: -1\n    view: badge\n    alpha: 0.5\n", "actions[0].at", "from 0 to 600"),
        ("- action: viewKeyframes\n    view: host\n    duration: 1\n", "actions[0].keyframes", "missing"),
        ("- action: viewKeyframes\n    view: host\n    duration: 1\n    keyframes:\n      - start: 0.5\n        duration: 0.75\n        rotation: 1\n",
         "actions[0].keyframes[0].duration", "start + duration at most 1"),
        ("- action: viewKeyframes\n    view: host\n    duration: 1\n    keyframes:\n      - start: 0\n        duration: 1\n        spin: 1\n",
         "actions[0].keyframes[0].spin", "unknown key for a keyframe"),
        ("- action: removeAnimation\n    view: label\n    keyPath: opacity\n", "actions[0].keyPath", "unknown key for removeAnimation"),
        ("- action: viewAnimate\n    view: badge\n    alpha: 0.5\n    springDamping: 0.5\n    springStiffness: 100\n",
         "actions[0].springDamping", "not both"),
    ])
    func refusalsNameFileLineAndKey(actions: String, path: String, accepted: String) throws {
        let text = "fps: 50\nactions:\n  " + actions
        do {
            _ = try SceneFileReader(file: "bad.yaml").read(text)
            Issue.record("read: \(text)")
        } catch {
            #expect(error.file == "bad.yaml" && error.line != nil)
            #expect(error.path == path, "\(error)")
            #expect(error.message.contains(accepted), "\(error)")
        }
    }

    @Test func placedActionsRunAtOnceAndTheClockWaitsForTheLast() throws {
        let text = """
        fps: 10
        actions:
          - action: viewAnimate
            at: 0.5
            view: badge
            alpha: 0.2
            duration: 1
          - action: viewAnimate
            at: 0.5
            view: label
            alpha: 0.2
            duration: 2
          - action: set
            view: badge
            alpha: 1
        """
        let reel = try SceneFileReader(file: "placed.yaml").read(text)
        let schedule = SceneSchedule(reel.scene)
        #expect(schedule.entries.map(\.start) == [0.5, 0.5, 2.5])
        #expect(schedule.end == 2.5)
        let clip = reel.scene.makeClip(measure: Self.measure)
        #expect(clip.duration == 2.5 && clip.start == 0.5 && clip.animationDuration == 1)
        #expect(clip.timeline.model(of: clip.layers.badge, at: 2.5).opacity == 1)
        #expect(clip.timeline.model(of: clip.layers.label, at: 2.4).opacity == 0.2)
    }
}

extension SceneRoundTripTests {
    /// A shake's `keyframes` is its count, not a keyframe block's list.
    @Test func aShakesKeyframesStayItsCount() throws {
        let reel = try SceneFileReader(file: "shake.yaml").read("actions:\n  - action: shake\n    keyframes: 8\n")
        guard case .animate(let a) = reel.scene.actions[0] else { Issue.record("\(reel.scene.actions)"); return }
        #expect(a.keyedTexts.contains { $0.key == "keyframes" && $0.text == "8" })
        #expect(throws: SceneError.self) { try SceneFileReader(file: "shake.yaml").read("actions:\n  - action: shake\n    keyframes: 1\n") }
    }
}
