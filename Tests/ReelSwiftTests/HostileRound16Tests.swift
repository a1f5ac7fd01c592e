import Testing
@testable import ReelSwift
import ReelModels

/// Round 16's hostile inputs to views drawn as layers (docs/swift-files.md, "Views the code
/// creates"): each hung BadgeReel or left out of its refusal what the user wrote. Each is now
/// one line placed in the user's code naming what was given.
@Suite struct HostileRound16Tests {
    /// What making the scene of `run` says, nil when it is made.
    func refusal(_ run: String, views: [String: ViewPart] = [:]) -> String? {
        do {
            _ = try SwiftScene.make(UnboundViewLayerTests.request(run, views: views))
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// `v.addSubview(v)` (or adding a view to one inside it) made the view tree loop: the view
    /// was its own superview, and every walk up it (`isDescendant(of:)`, a template image's
    /// inherited tint) ran for ever (a render hung past 120 s). UIKit raises "Can't add self as
    /// subview"; each way of adding a view is refused at the call, naming it.
    @Test func aViewTreeNeverLoops() {
        let cases: [(run: String, method: String, whereTo: String)] = [
            ("let v = UIView()\nhost.addSubview(v)\nv.addSubview(v)", "addSubview(_:)", "to itself"),
            ("let v = UIImageView()\nhost.addSubview(v)\nlet c = UIView()\nv.addSubview(c)\nc.addSubview(v)", "addSubview(_:)", "to a view inside it"),
            ("let v = UIView()\nhost.addSubview(v)\nlet c = UILabel()\nv.addSubview(c)\nc.insertSubview(v, at: -5)", "insertSubview(_:at:)", "to a view inside it"),
            ("let v = UIView()\nhost.addSubview(v)\nv.addSubview(host)", "addSubview(_:)", "to a view inside it"),
        ]
        for c in cases {
            let said = refusal(c.run)
            #expect(said?.contains(": \(c.method) adds a ") == true, "\(said ?? "made")")
            #expect(said?.contains(" \(c.whereTo), which would make the view tree loop (UIKit raises \"Can't add self as subview\"): add it to a view outside it") == true,
                    "\(said ?? "made")")
            // Placed at the call: its last line.
            let lines = c.run.split(separator: "\n").count
            #expect(said?.hasPrefix("run:\(lines):1: ") == true, "\(said ?? "made")")
        }
        // A view taken out of another may hold it: no loop.
        #expect(refusal("let v = UIView()\nlet c = UIView()\nv.addSubview(c)\nc.removeFromSuperview()\nc.addSubview(v)\nhost.addSubview(c)", views: ["c": .badge]) == nil)
    }

    /// A value out of range set on a view drawn as a layer after it was first drawn (in
    /// `asyncAfter`) was refused without the value ("the layer layer1's fontSize is not
    /// drawn"); where the layer is added, the value was named. Both name it now.
    @Test func aLaterValueOutOfRangeIsNamed() {
        let cases: [(set: String, said: String)] = [
            ("l.font = .systemFont(ofSize: 1e308)", "fontSize 1e+308 is not drawn: expected a number from 0 to 1000"),
            ("l.layer.cornerRadius = -3", "cornerRadius -3 is not drawn: expected a number from 0 to 100000"),
            ("l.center = CGPoint(x: 1e9, y: 0)", "positionX 1000000000 is not drawn: expected a number from -100000 to 100000"),
        ]
        for c in cases {
            let said = refusal("""
                let count = UILabel()
                host.addSubview(count)
                let l = UILabel()
                l.text = "a"
                l.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                host.addSubview(l)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { \(c.set) }
                """, views: ["count": .label])
            #expect(said?.hasPrefix("run:7:") == true, "\(said ?? "made")")
            #expect(said?.hasSuffix(": the layer layer1's \(c.said)") == true, "\(said ?? "made")")
        }
    }

    /// A bound part taken out of the view tree (`removeFromSuperview`, its own or a superview's)
    /// went on being drawn, moving, for the rest of the clip: a silent wrong frame. UIKit
    /// removes it "from the screen" (Apple, UIView.removeFromSuperview); it is drawn hidden
    /// until it is added again.
    @Test func aPartTakenOutOfTheViewTreeIsNotDrawn() throws {
        for (remove, add) in [("b.removeFromSuperview()", "host.addSubview(b)"), ("box.removeFromSuperview()", "host.addSubview(box)")] {
            let scene = try UnboundViewLayerTests.scene("""
                let box = UIView()
                box.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
                host.addSubview(box)
                let b = UIView()
                b.frame = CGRect(x: 60, y: 0, width: 20, height: 20)
                b.backgroundColor = .red
                box.addSubview(b)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { \(remove) }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { \(add) }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { b.alpha = 0.5 }
                """, views: ["b": .badge])
            // The badge's middle, at 2 pixels a point: red, gone, red again.
            let red = (255, 0, 0), white = (255, 255, 255)
            for (t, expected) in [(0.25, red), (0.75, white), (1.25, red)] {
                let p = UnboundViewLayerTests.frame(scene, at: t)(140, 20)
                #expect(p == expected, "\(remove) at \(t) s: \(p)")
            }
        }
    }

    /// `UIColor(red: .nan, …)` was drawn as full red and a NaN alpha as opaque (exit 0): a
    /// view drawn as a layer took the colour as given. NaN and infinite components of every
    /// UIColor initializer name no colour and are refused at the call, as Color's are.
    @Test func uiColorComponentsAreFinite() {
        let cases: [(String, String)] = [
            ("UIColor(red: .nan, green: 0, blue: 0, alpha: 1)", "red nan"),
            ("UIColor(red: 1, green: 0, blue: 0, alpha: -.infinity)", "alpha -inf"),
            ("UIColor(white: .infinity, alpha: 1)", "white inf"),
            ("UIColor(hue: Double.nan, saturation: 1, brightness: 1, alpha: 1)", "hue nan"),
            ("UIColor.red.withAlphaComponent(.nan)", "alpha nan"),
        ]
        for (color, named) in cases {
            let said = refusal("""
                let count = UILabel()
                host.addSubview(count)
                let l = UILabel()
                l.text = "a"
                l.textColor = \(color)
                host.addSubview(l)
                """, views: ["count": .label])
            #expect(said?.hasPrefix("run:5:") == true, "\(said ?? "made")")
            #expect(said?.hasSuffix("UIColor's \(named) is not drawn: expected a finite number") == true, "\(said ?? "made")")
        }
    }
}
