import Testing
import ReelModels
import ReelTimeline
@testable import ReelWorld

/// A UIButton's image, drawn: which drawing an image by name becomes, the colour a template
/// image takes from the tint UIKit would inherit, the state's image swapped at the moment the
/// code changes the state, and the refusals left (no image at all; a symbol not drawn).
@Suite struct ButtonImageTests {
    static func record(_ code: (UIKitWorld) throws -> Void) throws -> (UIKitWorld, Clip, [SceneAction]) {
        try WorldBindingTests.record(code)
    }

    /// A button added to the host, bound as the badge (as the run binds one by inference).
    static func button(_ w: UIKitWorld) throws -> UIButton {
        let button = try w.makeButton(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        try w.host.addSubview(button)
        button.bind(to: .badge)
        return button
    }

    @Test func aSymbolIsDrawnInTheInheritedTintAndAnAssetAsTheHostsIcon() throws {
        let (_, clip, _) = try Self.record { w in
            let b = try Self.button(w)
            b.setImage(UIImage(name: "heart.fill", isSymbol: true), for: .normal)
        }
        let badge = clip.timeline.presentation(of: clip.layers.badge, at: 0)
        let host = clip.timeline.presentation(of: clip.layers.host, at: 0)
        #expect(badge.contents == "heart.fill")
        // No tint of its own: the host image view's tint (UIKit's tintColor is inherited).
        #expect(badge.foregroundColor == host.foregroundColor)

        let (_, own, _) = try Self.record { w in
            let b = try Self.button(w)
            b.tintColor = .named("systemRed")
            b.setImage(UIImage(name: "record", isSymbol: false), for: .normal)
        }
        let asset = own.timeline.presentation(of: own.layers.badge, at: 0)
        let ownHost = own.timeline.presentation(of: own.layers.host, at: 0)
        // An app's asset is drawn as the host's icon, in its own (the icon's) colours: an
        // original image ignores the tint.
        #expect(asset.contents == ownHost.contents && asset.contents != nil)
        #expect(asset.foregroundColor == ownHost.foregroundColor)

        let (_, template, _) = try Self.record { w in
            let b = try Self.button(w)
            b.tintColor = .named("systemRed")
            b.setImage(UIImage(name: "app", isSymbol: false).withRenderingMode(.alwaysTemplate), for: .normal)
        }
        let tinted = template.timeline.presentation(of: template.layers.badge, at: 0)
        #expect(tinted.contents == "app" && tinted.foregroundColor == RGBA(hex: 0xFF3B30))
    }

    @Test func aButtonOnItsOwnTakesUIKitsDefaultBlue() throws {
        let (_, clip, _) = try Self.record { w in
            let b = try w.makeButton(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            b.bind(to: .badge)
            b.imageView.image = UIImage(name: "star", isSymbol: true)
        }
        let badge = clip.timeline.presentation(of: clip.layers.badge, at: 0)
        #expect(badge.contents == "star" && badge.foregroundColor == RGBA(hex: 0x007AFF))
    }

    /// Selecting the button inside an animation block swaps its image at the block's start (an
    /// image is not animated: CALayer.contents is not among the properties UIView animates), while
    /// the scale animates over the block.
    @Test func theSelectedImageSwapsWhenTheStateChanges() throws {
        let (_, clip, actions) = try Self.record { w in
            let b = try Self.button(w)
            b.setImage(UIImage(name: "heart", isSymbol: true), for: .normal)
            b.setImage(UIImage(name: "heart.fill", isSymbol: true), for: .selected)
            try w.asyncAfter(seconds: 0.5) {
                try w.animate(withDuration: 0.2, animations: {
                    b.isSelected = true
                    b.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                })
            }
        }
        let images = actions.compactMap { action -> String? in
            switch action.unplaced {
            case .set(let p): p.values.image
            case .viewAnimate(let p): p.values.image
            default: nil
            }
        }
        #expect(images == ["heart", "heart.fill"])
        let before = clip.timeline.presentation(of: clip.layers.badge, at: 0.49)
        let during = clip.timeline.presentation(of: clip.layers.badge, at: 0.6)
        #expect(before.contents == "heart" && before.scaleX == 1)
        #expect(during.contents == "heart.fill" && during.scaleX > 1 && during.scaleX < 1.5)
    }

    @Test func aTitleIsDrawnInsteadOfTheImage() throws {
        let (_, clip, _) = try Self.record { w in
            let b = try Self.button(w)
            b.setTitle("Like", for: .normal)
            b.setImage(UIImage(name: "heart", isSymbol: true), for: .normal)
        }
        let badge = clip.timeline.presentation(of: clip.layers.badge, at: 0)
        #expect(badge.text == "Like" && badge.contents == nil)
    }

    @Test func aButtonWithNothingToDrawAndASymbolNotDrawnAreRefused() throws {
        #expect(throws: WorldError.self) {
            _ = try Self.record { w in
                let b = try Self.button(w)
                try w.animate(withDuration: 0.2, animations: { b.alpha = 0.5 })
            }
        }
        do {
            _ = try Self.record { w in
                let b = try Self.button(w)
                b.setImage(UIImage(name: "paperplane", isSymbol: true), for: .normal)
            }
            Issue.record("a symbol the renderer does not draw was accepted")
        } catch {
            #expect("\(error)".contains("paperplane") && "\(error)".contains("heart.fill"))
        }
    }
}
