import Foundation
import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// Issue 38's breadth: the UIKit classes real code lives in (UIButton, UIViewController,
/// UIImage by name) and the Swift it is written in, each case against what UIKit or Swift does.
@Suite struct UIKitBreadthTests {
    static let measure = FixedAdvanceMetrics()

    static func clip(_ text: String, run: String, views: [String: ViewPart] = [:]) throws -> Clip {
        try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Code.swift", text: text, run: run),
                                              views: views, measure: measure)).scene.makeClip(measure: measure)
    }

    static func scene(_ text: String, run: String) throws -> Scene {
        try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Code.swift", text: text, run: run), measure: measure)).scene
    }

    static func refusal(_ text: String, run: String) -> String {
        do {
            _ = try SwiftScene.make(SwiftSceneRequest(program: SwiftProgram(fileName: "Code.swift", text: text, run: run), measure: measure))
            return "evaluated"
        } catch {
            return error.description
        }
    }

    static func core(_ text: String) throws -> Interpreter {
        try SwiftProgram(fileName: "Core.swift", text: text, run: nil).evaluate()
    }

    /// A UIButton subclass whose `isSelected` observer animates: the run's `isSelected = true`
    /// runs the observer, the button (added to the host, so the badge) scales, and it draws
    /// its title for the selected state, falling back to the normal state's where none is set.
    @Test func aButtonSubclassObserverAnimatesAndDrawsItsTitleForTheState() throws {
        let text = """
            class Like: UIButton {
                override var isSelected: Bool {
                    didSet {
                        UIView.animate(withDuration: 0.4) { self.transform = CGAffineTransform(scaleX: 2, y: 2) }
                    }
                }
            }
            """
        let clip = try Self.clip(text, run: """
            let like = Like(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            like.backgroundColor = .red
            like.setTitle("Like", for: .normal)
            like.setTitle("Liked", for: .selected)
            host.addSubview(like)
            like.isSelected = true
            """)
        let end = clip.timeline.presentation(of: clip.layers.badge, at: clip.duration)
        #expect(end.scaleX == 2 && end.scaleY == 2)
        let scales = stride(from: 0.0, through: clip.duration, by: 0.02).map { clip.timeline.presentation(of: clip.layers.badge, at: $0).scaleX }
        #expect(scales.contains { $0 > 1.1 && $0 < 1.9 })
        // The override observes UIButton's own isSelected (Swift calls the superclass's
        // setter before didSet), so the button is selected and draws the selected title.
        #expect(end.text == "Liked")
        let normal = try Self.clip(text, run: """
            let like = Like(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            like.setTitle("Like", for: .normal)
            host.addSubview(like)
            UIView.animate(withDuration: 0.3) { like.alpha = 0.5 }
            """)
        #expect(normal.timeline.presentation(of: normal.layers.badge, at: normal.duration).text == "Like")
    }

    @Test func titleAndImageFallBackToTheNormalState() throws {
        let interpreterRun = """
            let b = UIButton(type: .system)
            b.setTitle("A", for: .normal)
            b.setImage(UIImage(systemName: "heart").withRenderingMode(.alwaysTemplate), for: .normal)
            b.isSelected = true
            let selectedTitle = b.title(for: .selected)
            let current = b.currentTitle
            b.setTitle("B", for: .selected)
            let after = b.currentTitle
            let image = b.image(for: .highlighted)
            b.addTarget(nil, action: #selector(UIView.layoutIfNeeded), for: .touchUpInside)
            UIView.animate(withDuration: 0.3) { badge.alpha = 0.5 }
            """
        #expect(Self.refusal("", run: interpreterRun + "\nlet check: Int = selectedTitle == \"A\" && current == \"A\" && after == \"B\" && image != nil ? 1 : 0\nbadge.tag = check")
                == "evaluated")
        // The values themselves, through the world's button.
        let clip = try Self.clip("", run: """
            let b = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            b.setTitle("A", for: .normal)
            host.addSubview(b)
            b.isSelected = true
            UIView.animate(withDuration: 0.3) { b.alpha = 0.5 }
            """)
        #expect(clip.timeline.presentation(of: clip.layers.badge, at: clip.duration).text == "A")
    }

    /// A view controller's lifecycle called by the run: its root view is a screen centred on
    /// the host, so a view centred in it is centred on the host, and a view added to it binds
    /// by inference as one added to the host does.
    @Test func aViewControllersViewIsAScreenCentredOnTheHost() throws {
        let text = """
            class Screen: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                    box.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
                    box.backgroundColor = .blue
                    view.addSubview(box)
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    UIView.animate(withDuration: 0.5) { self.box.alpha = 0 }
                }
            }
            """
        let clip = try Self.clip(text, run: "let s = Screen()\ns.viewDidLoad()\ns.viewDidAppear(false)")
        let host = clip.timeline.presentation(of: clip.layers.host, at: 0)
        let box = clip.timeline.presentation(of: clip.layers.badge, at: 0)
        #expect(box.position == host.position)
        #expect(clip.timeline.presentation(of: clip.layers.badge, at: clip.duration).opacity == 0)
        // UIScreen.main.bounds is the same screen.
        let screen = try Self.clip(text, run: "let s = Screen()\nbadge.frame = UIScreen.main.bounds\nbadge.bounds = s.view.bounds\nUIView.animate(withDuration: 0.2) { badge.alpha = 0.5 }")
        let b = screen.timeline.presentation(of: screen.layers.badge, at: 0)
        #expect(b.size == Size(width: 2 * host.position.x, height: 2 * host.position.y))
    }

    /// A superclass from another module stays a refusal, and the refusal names it.
    @Test func aThirdPartySuperclassIsNamed() {
        let text = """
            import ESTabBarController_swift
            class Bounce: ESTabBarItemContentView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            """
        let message = Self.refusal(text, run: "let b = Bounce(frame: CGRect.zero)")
        #expect(message.contains("'Bounce' inherits from 'ESTabBarItemContentView', which this file does not declare"), "\(message)")
        #expect(message.contains("Code.swift:3:"), "\(message)")
    }

    /// CoreGraphics declares CGRect's, CGPoint's and CGSize's initializers for Int, Double and
    /// CGFloat: all-Int arguments are fine, a mix of Int and CGFloat is not.
    @Test func cgGeometryTakesIntArgumentsAsItsOverloadsDo() throws {
        #expect(Self.refusal("let side = 80\nlet r = CGRect(x: 0, y: 0, width: side, height: side)\nlet p = CGPoint(x: side, y: 1)\nlet s = CGSize(width: side, height: side)",
                             run: "badge.frame = r\nUIView.animate(withDuration: 0.2) { badge.center = p; badge.bounds.size = s }") == "evaluated")
        let mixed = Self.refusal("let side = 80\nlet w: CGFloat = 3\nlet r = CGRect(x: 0, y: 0, width: side, height: w)", run: "badge.frame = r")
        #expect(mixed.contains("cannot convert value of type 'Int' to expected argument type 'CGFloat'"), "\(mixed)")
        let fraction = Self.refusal("let side = 80\nlet r = CGRect(x: 0.5, y: 0, width: side, height: side)", run: "badge.frame = r")
        #expect(fraction.contains("to expected argument type 'Int'"), "\(fraction)")
    }

    /// Swift's name lookup: a member of `self` before a variable outside the type, a
    /// superclass's nested types and statics unqualified, extensions of CGFloat, switch
    /// expressions, escaped keywords as names.
    @Test func swiftNameLookupAndExpressions() throws {
        let i = try Self.core("""
            extension CGFloat {
                var doubled: CGFloat { self * 2 }
                func plus(_ x: CGFloat) -> CGFloat { self + x }
            }
            extension Int { var squared: Int { self * self } }
            class Base {
                enum Direction { case left, right }
                static let step = 3
            }
            class Turn: Base {
                var direction = Direction.right
                func spin() -> Int { step * 2 }
                func go() -> Int { spin() }
                func isLeft() -> Bool {
                    return switch direction {
                    case .left: true
                    case .right: false
                    }
                }
            }
            let spin = 100
            let turn = Turn()
            let viaMember = turn.go()
            let left = turn.isLeft()
            let w: CGFloat = 4
            let doubled = w.doubled
            let plus = w.plus(1)
            let squared = 5.squared
            func repeatCount(repeat: Int) -> Int { `repeat` + 1 }
            let escaped = repeatCount(repeat: 2)
            """)
        #expect(i.text(of: i.globalValue("viaMember")!) == "6")
        #expect(i.text(of: i.globalValue("left")!) == "false")
        #expect(i.text(of: i.globalValue("doubled")!) == "8.0")
        #expect(i.text(of: i.globalValue("plus")!) == "5.0")
        #expect(i.text(of: i.globalValue("squared")!) == "25")
        #expect(i.text(of: i.globalValue("escaped")!) == "3")
    }

    /// CAKeyframeAnimation.keyTimes that do not fit the values are ignored, as Core Animation
    /// ignores "invalid or inappropriate" key times: the values are evenly spaced.
    @Test func keyTimesThatDoNotFitAreIgnored() throws {
        func clip(_ keyTimes: String) throws -> Clip {
            try Self.clip("", run: """
                let a = CAKeyframeAnimation(keyPath: "opacity")
                a.values = [1, 0, 1]
                \(keyTimes)
                a.duration = 1
                badge.layer.add(a, forKey: nil)
                """)
        }
        let ignored = try clip("a.keyTimes = [0, 0.1, 0.2, 1]")
        let even = try clip("")
        let fitting = try clip("a.keyTimes = [0, 0.1, 1]")
        #expect(ignored.duration == even.duration)
        for t in stride(from: 0.0, through: even.duration, by: 0.05) {
            #expect(ignored.timeline.presentation(of: ignored.layers.badge, at: t).opacity
                    == even.timeline.presentation(of: even.layers.badge, at: t).opacity)
        }
        // Fitting key times are kept: the 0 comes at 0.1 s, not at 0.5 s as evenly spaced.
        let opacities = stride(from: 0.0, through: fitting.duration, by: 0.01).map { fitting.timeline.presentation(of: fitting.layers.badge, at: $0).opacity }
        let evens = stride(from: 0.0, through: even.duration, by: 0.01).map { even.timeline.presentation(of: even.layers.badge, at: $0).opacity }
        #expect(opacities != evens)
        #expect(opacities.contains { $0 < 1e-9 })
    }

    /// A trailing closure fills a parameter whose function type is the file's typealias; a
    /// struct assigns its `let` in its own initializer (and only there).
    @Test func typealiasedClosuresAndStructLets() throws {
        let i = try Self.core("""
            typealias Done = (Bool) -> Void
            func after(_ n: Int, completion: @escaping Done) { completion(n > 1) }
            var got = false
            after(2) { done in got = done }
            struct Item {
                let view: Int
                init(view: Int) { self.view = view }
            }
            let item = Item(view: 7)
            let v = item.view
            """)
        #expect(i.text(of: i.globalValue("got")!) == "true")
        #expect(i.text(of: i.globalValue("v")!) == "7")
        let outside = (try? Self.core("struct Item { let view: Int }\nvar item = Item(view: 1)\nitem.view = 2")) == nil
        #expect(outside, "a let assigned outside its initializer is refused")
    }

    /// Xcode's literals are UIKit's initializers; Swift 2's spellings of `add(_:forKey:)` and
    /// `NSValue(caTransform3D:)` are the same calls.
    @Test func literalsAndSwift2Spellings() throws {
        let literal = try Self.scene("", run: """
            badge.backgroundColor = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)
            let image = #imageLiteral(resourceName: "bell")
            host.image = image
            UIView.animate(withDuration: 0.2) { badge.alpha = 0.5 }
            """)
        let written = try Self.scene("", run: """
            badge.backgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
            host.image = UIImage(named: "bell")
            UIView.animate(withDuration: 0.2) { badge.alpha = 0.5 }
            """)
        #expect(literal == written)
        func pulse(_ add: String, _ value: String) throws -> Scene {
            try Self.scene("", run: """
                let a = CABasicAnimation(keyPath: "transform")
                a.toValue = \(value)
                a.duration = 0.5
                badge.layer.\(add)(a, forKey: "p")
                """)
        }
        let modern = try pulse("add", "NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))")
        #expect(try pulse("addAnimation", "NSValue(CATransform3D: CATransform3DMakeScale(2, 2, 1))") == modern)
    }

    /// A run's `touchesBegan(Set<UITouch>(), with: nil)` calls the override as a touch would;
    /// its `super.touchesBegan` is UIResponder's, which does nothing here.
    @Test func touchesBeganCalledByTheRun() throws {
        let clip = try Self.clip("""
            class Like: UIButton {
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                    UIView.animate(withDuration: 0.3) { self.transform = .identity }
                    super.touchesBegan(touches, with: event)
                }
            }
            """, run: "let like = Like(frame: CGRect(x: 0, y: 0, width: 30, height: 30))\nlike.backgroundColor = .red\nhost.addSubview(like)\nlike.touchesBegan(Set<UITouch>(), with: nil)")
        let scales = stride(from: 0.0, through: clip.duration, by: 0.02).map { clip.timeline.presentation(of: clip.layers.badge, at: $0).scaleX }
        #expect(scales.contains { $0 > 1.2 } && scales.last == 1)
        #expect(Self.refusal("", run: "let s = Set<UITouch>(1)").contains("is not evaluated"))
    }

    /// UIView.setAnimationRepeatCount inside a `.repeat` block: the block repeats that many
    /// times, then its completion runs; outside a block it does nothing (UIView.h).
    @Test func setAnimationRepeatCountBoundsARepeatBlock() throws {
        let counted = try Self.scene("", run: """
            UIView.setAnimationRepeatCount(9)
            UIView.animate(withDuration: 0.1, delay: 0, options: [.autoreverse, .repeat], animations: {
                UIView.setAnimationRepeatCount(4)
                badge.alpha = 0.5
            }, completion: { _ in UIView.animate(withDuration: 0.1) { badge.alpha = 1 } })
            """)
        // Four 0.2 s cycles there and back, then the completion's 0.1 s block.
        let clip = counted.makeClip(measure: Self.measure)
        let views = counted.actions.filter { if case .at(_, .viewAnimate) = $0 { return true }; return false }
        #expect(views.count == 2)
        if case .at(let t, .viewAnimate(let second))? = views.last {
            #expect(abs(t - views.first.map { if case .at(let s, _) = $0 { return s }; return 0 }! - 0.8) < 1e-9)
            #expect(second.duration == 0.1)
        }
        #expect(clip.timeline.presentation(of: clip.layers.badge, at: clip.duration).opacity == 1)
    }

    /// `(self.view as? BellView)?.bell.alpha = …` assigns through the cast's reference.
    @Test func assignmentThroughAnOptionalCast() throws {
        let clip = try Self.clip("""
            class Holder: UIView { let dot = UIView() }
            """, run: """
            let h = Holder(frame: .zero)
            let any: UIView = h
            (any as? Holder)?.dot.backgroundColor = .red
            h.dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            host.addSubview(h.dot)
            UIView.animate(withDuration: 0.2) { (any as? Holder)?.dot.alpha = 0.5 }
            (any as? UILabel)?.alpha = 0
            """)
        #expect(clip.timeline.presentation(of: clip.layers.badge, at: clip.duration).opacity == 0.5)
    }

    /// A file's UIView subclass handed to UIKit reads back as itself (a controller's `view`
    /// set in loadView, `subviews`), as the same object does on a device.
    @Test func aSubclassInstanceReadsBackFromUIKitAsItself() throws {
        let text = """
            class Bell: UIView { let clapper = UIView() }
            class Screen: UIViewController {
                override func loadView() { view = Bell(frame: UIScreen.main.bounds) }
                func ring() { UIView.animate(withDuration: 0.2) { (self.view as? Bell)?.clapper.alpha = 0.25 } }
            }
            """
        let clip = try Self.clip(text, run: "let s = Screen()\ns.loadView()\ns.ring()", views: ["clapper": .badge])
        #expect(clip.timeline.presentation(of: clip.layers.badge, at: clip.duration).opacity == 0.25)
        let viaSubviews = try Self.clip(text, run: """
            let b = Bell(frame: .zero)
            host.addSubview(b)
            UIView.animate(withDuration: 0.2) { (host.subviews.last as? Bell)?.clapper.alpha = 0.5 }
            """, views: ["clapper": .badge])
        #expect(viaSubviews.timeline.presentation(of: viaSubviews.layers.badge, at: viaSubviews.duration).opacity == 0.5)
    }

    /// A button drawn as a part with nothing to draw (no image, title, background or border)
    /// is refused by name, not drawn as a clip where nothing visible moves; its image, a
    /// background or a title is something to draw.
    @Test func aButtonThatDrawsNothingIsRefusedByName() {
        let run = """
            let b = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            host.addSubview(b)
            UIView.animate(withDuration: 0.3) { b.transform = CGAffineTransform(scaleX: 2, y: 2) }
            """
        let message = Self.refusal("", run: run)
        #expect(message.contains("the badge is a UIButton that draws nothing: it has no image, backgroundColor, border, title or sublayer"), "\(message)")
        #expect(Self.refusal("", run: run + "\nb.backgroundColor = .red") == "evaluated")
        #expect(Self.refusal("", run: run + "\nb.setImage(UIImage(named: \"star\"), for: .normal)") == "evaluated")
        #expect(Self.refusal("", run: run + "\nb.imageView?.image = UIImage(systemName: \"heart\")") == "evaluated")
        let unknown = Self.refusal("", run: run + "\nb.setImage(UIImage(systemName: \"paperplane\"), for: .normal)")
        #expect(unknown.contains("UIImage(systemName: \"paperplane\") is not drawn (supported: bell, bell.fill, heart"), "\(unknown)")
    }

    /// A UIBarButtonItem subclass holds its custom view; a badge added to that view moves as
    /// any view does.
    @Test func aBarButtonItemsCustomViewHoldsTheBadge() throws {
        let clip = try Self.clip("""
            class Item: UIBarButtonItem {
                let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                init(view: UIView) {
                    super.init()
                    customView = view
                    dot.backgroundColor = .red
                    customView?.addSubview(dot)
                }
                func bump() { UIView.animate(withDuration: 0.2) { self.dot.transform = CGAffineTransform(scaleX: 1.5, y: 1.5) } }
            }
            """, run: "let item = Item(view: host)\nitem.bump()")
        let end = clip.timeline.presentation(of: clip.layers.badge, at: clip.duration)
        #expect(end.scaleX == 1.5)
        #expect(end.size == Size(width: 10, height: 10))
    }
}
