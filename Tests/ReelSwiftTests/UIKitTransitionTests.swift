import Foundation
import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// Issue 38's UIKit forms: content transitions (CATransition, UIView.transition), tap gesture
/// recognizers, tab bar badges, text fields, keyframe blocks nested in a UIView block and
/// subclasses of Core Animation's classes, each against what UIKit and Core Animation do,
/// worked out here independently of the code under test.
@Suite struct UIKitTransitionTests {
    static let measure = FixedAdvanceMetrics()

    static func evaluate(_ text: String, run: String, views: [String: ViewPart] = [:]) throws(SwiftRefusal) -> (Scene, Clip) {
        let scene = try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Code.swift", text: text, run: run),
                                                          views: views, measure: measure)).scene
        return (scene, scene.makeClip(measure: measure))
    }

    static func refusal(_ text: String, run: String) -> String {
        do { _ = try evaluate(text, run: run); return "evaluated" } catch { return error.description }
    }

    static func transitions(_ scene: Scene) -> [(Double, TransitionParameters)] {
        scene.actions.compactMap { if case .at(let t, .transition(let p)) = $0 { (t, p) } else { nil } }
    }

    // MARK: drawing

    /// kCATransitionPush from the top: "the layer pushes any existing content as it slides
    /// into place" ([Apple] CATransition types): the new content's top edge travels from one
    /// height above the bounds to the bounds' top while the old content's travels from the top
    /// to one height below, together.
    @Test(arguments: [0.0, 0.25, 0.5, 0.8, 1.0])
    func aPushFromTheTopSlidesBothContentsDownByOneHeight(_ p: Double) {
        let t = LayerTransition(style: .push(from: .fromTop), progress: p, outgoing: LayerState())
        let (out, new, newOnTop) = t.placements
        #expect(abs(new.dy - (-(1 - p))) < 1e-12 && new.dx == 0)
        #expect(abs(out.dy - p) < 1e-12 && out.dx == 0)
        #expect(abs((out.dy - new.dy) - 1) < 1e-12, "the two contents stay one height apart")
        #expect(out.opacity == 1 && new.opacity == 1 && newOnTop)
        // From the left it is the same along x, rightwards.
        let left = LayerTransition(style: .push(from: .fromLeft), progress: p, outgoing: LayerState()).placements
        #expect(abs(left.incoming.dx - (p - 1)) < 1e-12 && left.incoming.dy == 0)
    }

    /// A fade (kCATransitionFade, .transitionCrossDissolve) trades opacity: out 1 − p, in p.
    /// A flip turns half a turn: each face foreshortened by |cos(π·p)| across the axis it turns
    /// about, the outgoing face shown for the first quarter turn, the new one after.
    @Test(arguments: [0.1, 0.3, 0.49, 0.51, 0.9])
    func aFadeTradesOpacityAndAFlipShowsOneFaceAtATime(_ p: Double) {
        let fade = LayerTransition(style: .fade, progress: p, outgoing: LayerState()).placements
        #expect(abs(fade.outgoing.opacity - (1 - p)) < 1e-12 && abs(fade.incoming.opacity - p) < 1e-12)
        let flip = LayerTransition(style: .flip(from: .fromLeft), progress: p, outgoing: LayerState()).placements
        let across = abs(cos(Double.pi * p))
        #expect(abs(flip.outgoing.scaleX - across) < 1e-12 && flip.outgoing.scaleY == 1)
        #expect(flip.outgoing.visible == (p < 0.5) && flip.incoming.visible == (p >= 0.5))
        let vertical = LayerTransition(style: .flip(from: .fromBottom), progress: p, outgoing: LayerState()).placements
        #expect(abs(vertical.incoming.scaleY - across) < 1e-12 && vertical.incoming.scaleX == 1)
    }

    // MARK: recording

    /// A CATransition added in a label's `text` observer: the text set in the same turn is
    /// shown through it (one `transition` action, not a `set`), with the animation's own type,
    /// subtype, duration and timing function; halfway through, the progress is the curve's.
    @Test func aCATransitionAddedWithATextChangeIsOneTransition() throws {
        let text = """
            class PushLabel: UILabel {
                override var text: String? {
                    didSet {
                        let push = CATransition()
                        push.timingFunction = CAMediaTimingFunction(name: .easeOut)
                        push.type = .push
                        push.subtype = .fromTop
                        push.duration = 0.4
                        layer.add(push, forKey: "push")
                    }
                }
            }
            """
        let (scene, clip) = try Self.evaluate(text, run: "let count = PushLabel()\nhost.addSubview(count)\ncount.text = \"7\"", views: ["count": .label])
        let found = Self.transitions(scene)
        try #require(found.count == 1)
        let p = found[0].1
        #expect(p.view == .label && p.type == .push && p.subtype == .fromTop && p.duration == 0.4 && p.curve == .easeOut)
        #expect(p.values.text == "7")
        #expect(!scene.actions.contains { if case .at(_, .set(let s)) = $0 { s.values.text == "7" } else { false } })
        let start = found[0].0
        let mid = clip.timeline.presentation(of: clip.layers.label, at: start + 0.2)
        let expected = TimingFunction.easeOut(0.5)
        #expect(abs((mid.transition?.progress ?? -1) - expected) < 1e-9)
        #expect(mid.text == "7" && mid.transition?.outgoing.text == "")
        // Over: no transition is drawn, the new text stays.
        let end = clip.timeline.presentation(of: clip.layers.label, at: start + 0.41)
        #expect(end.transition == nil && end.text == "7")
        // Swift 4's strings spell the same transition.
        let old = text.replacingOccurrences(of: "CAMediaTimingFunction(name: .easeOut)", with: "CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)")
            .replacingOccurrences(of: "push.type = .push", with: "push.type = kCATransitionPush")
            .replacingOccurrences(of: "push.subtype = .fromTop", with: "push.subtype = kCATransitionFromTop")
        let (oldScene, _) = try Self.evaluate(old, run: "let count = PushLabel()\nhost.addSubview(count)\ncount.text = \"7\"", views: ["count": .label])
        #expect(Self.transitions(oldScene).map(\.1) == found.map(\.1))
    }

    /// UIView.transition(with:duration:options:animations:): the flip options name their edge,
    /// the curve is UIKit's default ease-in-out, an empty block still turns the view over; a
    /// curl is refused by name; UIView.transition(from:to:) draws the new view as the old one's part.
    @Test func uiViewTransitionsFlipDissolveAndRefuseCurls() throws {
        let (scene, clip) = try Self.evaluate("", run: "UIView.transition(with: host, duration: 0.5, options: .transitionFlipFromRight, animations: { })")
        let flip = try #require(Self.transitions(scene).first?.1)
        #expect(flip.view == .host && flip.type == .flip && flip.subtype == .fromRight && flip.curve == .easeInEaseOut)
        #expect(flip.values.isEmpty)
        let t = try #require(Self.transitions(scene).first?.0)
        #expect(clip.timeline.presentation(of: clip.layers.host, at: t + 0.25).transition?.style == .flip(from: .fromRight))
        #expect(Self.refusal("", run: "UIView.transition(with: host, duration: 0.5, options: [.transitionCurlUp], animations: { })")
            .contains("transitionCurlUp and .transitionCurlDown are not drawn"))
        let (replaced, end) = try Self.evaluate("", run: """
            let other = UILabel(frame: label.frame)
            other.text = "Hello"
            UIView.transition(from: label, to: other, duration: 0.8, options: .transitionCrossDissolve) { _ in }
            """)
        let dissolve = try #require(Self.transitions(replaced).first?.1)
        #expect(dissolve.view == .label && dissolve.type == .fade && dissolve.values.text == "Hello")
        #expect(end.timeline.presentation(of: end.layers.label, at: end.duration).text == "Hello")
    }

    /// The transition action is a scene file's: its keyed texts read back as the same action.
    @Test func aTransitionActionReadsBackFromItsKeyedTexts() throws {
        var p = TransitionParameters()
        p.view = .label; p.type = .reveal; p.subtype = .fromBottom; p.duration = 0.6; p.curve = .easeIn
        p.values.text = "9"
        let action = SceneAction.transition(p)
        #expect(try SceneAction(named: action.name, action.keyedTexts) == action)
        #expect(action.isAnimation && action.exactDuration == Rational(reading: 0.6))
        #expect(throws: ParameterError.self) { try SceneAction(named: "transition", [("type", "curlUp")]) }
    }

    // MARK: gestures, tab bars, text fields, nesting, subclasses

    /// A tap recognizer calls its target's action with itself, its `view` the view it was added
    /// to; the run's `tap(view, count:)` fires the recognizer requiring that many taps. An image
    /// view passes no touch until its isUserInteractionEnabled is set (UIImageView.h).
    @Test func aTapCallsTheActionOfTheRecognizerThatRequiresIt() throws {
        let text = """
            class Screen: NSObject {
                let photo = UIImageView()
                let doubleTap = UITapGestureRecognizer()
                var tapped = 0
                func setUp() {
                    doubleTap.addTarget(self, action: #selector(didTap(_:)))
                    doubleTap.numberOfTapsRequired = 2
                    photo.tag = 7
                    photo.addGestureRecognizer(doubleTap)
                }
                @objc func didTap(_ gesture: UITapGestureRecognizer) {
                    tapped += 1
                    if gesture.view?.tag == 7 { UIView.animate(withDuration: 0.3) { badge.alpha = 0.25 } }
                }
            }
            """
        #expect(Self.refusal(text, run: "let s = Screen()\ns.setUp()\ntap(s.photo, count: 2)").contains("isUserInteractionEnabled false"))
        let (_, clip) = try Self.evaluate(text, run: "let s = Screen()\ns.setUp()\ns.photo.isUserInteractionEnabled = true\ntap(s.photo, count: 2)")
        #expect(clip.timeline.presentation(of: clip.layers.badge, at: clip.duration).opacity == 0.25)
        #expect(Self.refusal(text, run: "let s = Screen()\ns.setUp()\ns.photo.isUserInteractionEnabled = true\ntap(s.photo)")
            .contains("numberOfTapsRequired = 1"))
    }

    /// An image view drawn as a part draws its `UIImage(systemName:)` as the renderer draws
    /// that symbol, in its tint; a symbol the renderer does not draw is refused with the list.
    @Test func anImageViewDrawsItsSymbolOrRefusesOneNotDrawn() throws {
        let run = """
            let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
            heart.tintColor = .white
            UIView.animate(withDuration: 0.3) { heart.alpha = 0.5 }
            """
        let (_, clip) = try Self.evaluate("", run: run, views: ["heart": .host])
        let host = clip.timeline.presentation(of: clip.layers.host, at: 0)
        #expect(host.contents == "heart.fill" && host.foregroundColor == RGBA(hex: 0xFFFFFF))
        do {
            _ = try Self.evaluate("", run: run.replacingOccurrences(of: "heart.fill", with: "paperplane.fill"), views: ["heart": .host])
            Issue.record("a symbol not drawn was accepted")
        } catch {
            #expect(error.message.contains("UIImage(systemName: \"paperplane.fill\") is not drawn (supported: bell, bell.fill, heart"), "\(error.message)")
        }
    }

    /// A tab's badge: `badgeValue` on a view controller's item in a tab bar controller puts a
    /// `_UIBadgeView` in the tab's button, which a walk of `tabBar.subviews` finds by its class's
    /// name; it is drawn as the scene's badge with the value, and its layer's animation moves it.
    @Test func aTabBadgeIsFoundByWalkingTheTabBar() throws {
        let text = """
            extension UITabBarController {
                func badgeViews(in view: UIView) -> [UIView] {
                    var found: [UIView] = []
                    for subview in view.subviews {
                        if String(describing: type(of: subview)) == "_UIBadgeView" { found.append(subview) }
                        else { found += badgeViews(in: subview) }
                    }
                    return found
                }
            }
            """
        let (_, clip) = try Self.evaluate(text, run: """
            let tabs = UITabBarController()
            let first = UIViewController()
            tabs.viewControllers = [first]
            first.tabBarItem.badgeValue = "5"
            let badges = tabs.badgeViews(in: tabs.tabBar)
            let shake = CABasicAnimation(keyPath: "position.x")
            shake.byValue = 10
            shake.duration = 0.2
            badges[0].layer.add(shake, forKey: "shake")
            """)
        let start = clip.timeline.presentation(of: clip.layers.badge, at: 0)
        #expect(start.text == "5" && start.backgroundColor == RGBA(hex: 0xFF3B30))
        let moved = clip.timeline.presentation(of: clip.layers.badge, at: clip.start + 0.1)
        #expect(abs(moved.position.x - (start.position.x + 5)) < 1e-9)
    }

    /// A text field bound to a part draws its placeholder until it has text, each in its
    /// colour; Auto Layout's anchors and constraints are accepted without being solved.
    @Test func aTextFieldDrawsItsPlaceholderThenItsText() throws {
        let run = """
            let field = UITextField()
            field.translatesAutoresizingMaskIntoConstraints = false
            field.placeholder = "Password"
            field.font = UIFont.preferredFont(forTextStyle: .headline)
            host.addSubview(field)
            NSLayoutConstraint.activate([field.topAnchor.constraint(equalTo: host.safeAreaLayoutGuide.topAnchor, constant: 8)])
            UIView.animate(withDuration: 0.2) { field.alpha = 0.5 }
            field.text = "secret"
            """
        let (_, clip) = try Self.evaluate("", run: run, views: ["field": .badge])
        // The lead-in shows the starting state: the placeholder, in .placeholderText (30% alpha).
        let first = clip.timeline.presentation(of: clip.layers.badge, at: 0)
        #expect(first.text == "Password" && first.fontSize == 17 && first.fontWeight == 600)
        #expect(first.foregroundColor.alpha < 0.5)
        let last = clip.timeline.presentation(of: clip.layers.badge, at: clip.duration)
        #expect(last.text == "secret" && last.foregroundColor == RGBA(hex: 0x000000))
    }

    /// animateKeyframes inside a property animator's block inherits the animator's duration and
    /// curve ("nested animations inherit the duration and animation curve of the outer
    /// animation", UIView.AnimationOptions.overrideInheritedDuration): a keyframe at relative
    /// time 0.5 is reached at half the animator's duration, not the keyframe block's own.
    @Test func aKeyframeBlockInsideAnAnimatorInheritsItsTiming() throws {
        let (scene, clip) = try Self.evaluate("", run: """
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
                UIView.animateKeyframes(withDuration: 3, delay: 0, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.transform = CGAffineTransform(rotationAngle: 0.2) }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.transform = .identity }
                })
            })
            """)
        let blocks = scene.actions.compactMap { if case .at(_, .viewKeyframes(let a)) = $0 { a } else { nil } }
        try #require(blocks.count == 1)
        #expect(blocks[0].block.duration == 0.4 && blocks[0].block.curve == .linear)
        #expect(!scene.actions.contains { if case .at(_, .viewAnimate) = $0 { true } else { false } })
        let peak = clip.timeline.presentation(of: clip.layers.badge, at: clip.start + 0.2).rotation
        #expect(abs(peak - 0.2) < 1e-9)
    }

    /// A subclass of CABasicAnimation configured in its own method animates exactly as the
    /// same CABasicAnimation made directly.
    @Test func aCABasicAnimationSubclassAnimatesAsItsBase() throws {
        let text = """
            class Swing: CABasicAnimation {
                func setUp() { fromValue = -0.2; toValue = 0.2; duration = 0.3; autoreverses = true; repeatCount = 2 }
            }
            """
        let (_, sub) = try Self.evaluate(text, run: "let s = Swing(keyPath: \"transform.rotation.z\")\ns.setUp()\nbadge.layer.add(s, forKey: \"swing\")")
        let (_, plain) = try Self.evaluate("", run: """
            let s = CABasicAnimation(keyPath: "transform.rotation.z")
            s.fromValue = -0.2; s.toValue = 0.2; s.duration = 0.3; s.autoreverses = true; s.repeatCount = 2
            badge.layer.add(s, forKey: "swing")
            """)
        #expect(sub.duration == plain.duration)
        for k in stride(from: 0, to: plain.frameCount, by: 3) {
            #expect(sub.snapshot(frame: k) == plain.snapshot(frame: k))
        }
    }
}
