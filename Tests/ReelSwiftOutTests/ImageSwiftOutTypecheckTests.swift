import Foundation
import Testing
import ReelExport
import ReelModels
import ReelSwiftOut
import ReelTestSupport

/// The files the writer makes for scenes whose parts show images (what a Swift file's
/// UIButton `setImage` and UIImageView symbols record, as the UIKit corpus's runs record them)
/// and for a UIView block's repeatDuration type-check against the Apple API stand-in, in both
/// forms: `UIButton.setImage(_:for:)`, `UIImage(named:)`, `UIImage(systemName:)`,
/// `preferredSymbolConfiguration`, `contentMode`, `tintColor`; SwiftUI's `Image(systemName:)`
/// content. (Their replay is ImageSwiftOutTests, in ReelSwiftTests.)
@Suite struct ImageSwiftOutTypecheckTests {
    /// The actions LikeButtonTouchSpring's run records: a button with a symbol bound as the badge.
    static let button = """
    actions:
      - action: set
        at: 0
        view: badge
        centerX: 22
        centerY: 22
        width: 44
        height: 44
        backgroundColor: transparent
        cornerRadius: 0
        borderColor: "#000000"
        fontSize: 15
        textColor: "#5856D6"
        image: heart
      - action: set
        at: 0
        view: label
        hidden: true
      - action: set
        at: 0.25
        view: badge
        scaleX: 1.1
        scaleY: 1.1
      - action: viewAnimate
        at: 0.25
        view: badge
        scaleX: 1
        scaleY: 1
        duration: 0.5
        springDamping: 0.5
        springVelocity: 6
      - action: wait
        at: 0.75
        seconds: 0
      - action: wait
        seconds: 0.75
    """

    /// HatchetFullTurnKeyframes': a button with the app's own image, turned by keyframes.
    static let named = """
    actions:
      - action: set
        at: 0
        view: badge
        centerX: 20
        centerY: 20
        width: 40
        height: 40
        backgroundColor: transparent
        cornerRadius: 0
        image: host
      - action: viewKeyframes
        at: 0.25
        view: badge
        duration: 2
        keyframes:
          - start: 0
            duration: 0.5
            rotation: 3.141592653589793
          - start: 0.5
            duration: 0.5
            rotation: 6.283185307179586
    """

    /// DoubleTapHeartFade's, with a point size and content mode: an image view's symbol as the host.
    static let imageView = """
    actions:
      - action: set
        at: 0
        view: host
        width: 24
        height: 30
        alpha: 0
        textColor: "#FFFFFF"
        image: heart.fill
        imageSize: 30x30
        contentMode: scaleAspectFit
      - action: viewAnimate
        at: 0.25
        view: host
        alpha: 1
        duration: 0.5
      - action: set
        at: 0.9
        view: host
        image: bell
        imageSize: 20.4x20.4
    """

    /// BlinkFromDimWithCompletion's: an endless blink cut to 2 s.
    static let blink = """
    actions:
      - action: set
        at: 0.25
        view: badge
        alpha: 0.2
      - action: viewAnimate
        at: 0.25
        view: badge
        alpha: 1
        duration: 0.5
        repeatDuration: 2
        autoreverses: true
    """

    /// TabBarBadgeViewShake's: a UILabel bound as the badge, its text drawn on the badge.
    static let badgeLabel = """
    actions:
      - action: set
        at: 0
        view: badge
        backgroundColor: "#FF3B30"
        text: "5"
        fontSize: 13
        textColor: "#FFFFFF"
      - action: set
        at: 0
        view: label
        hidden: true
      - action: viewAnimate
        view: badge
        scaleX: 1.2
        scaleY: 1.2
        duration: 0.3
      - action: wait
        seconds: 0.5
    """

    static func scene(_ name: String, _ text: String) throws -> Scene {
        let file = scratchFolder().appendingPathComponent("\(name).yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try SceneFileReader.load(file.path).scene
    }

    static func source(_ scene: Scene, _ name: String, _ api: SwiftAPI) throws -> String {
        try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "\(name).swift",
                                  commandLine: "badgereel render \(name).yaml -o \(name).swift", options: SwiftUILayerFileTests.options, api: api))
    }

    @Test(arguments: [("button", button, ["badge: UIButton", "badge.setImage(UIImage(systemName: \"heart\"), for: .normal)", "badge.tintColor = UIColor("]),
                      ("named", named, ["badge.setImage(UIImage(named: \"icon\"), for: .normal)"]),
                      ("imageView", imageView, ["host: UIImageView", "host.image = UIImage(systemName: \"heart.fill\")",
                                                "host.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 25.0)",
                                                "host.contentMode = .scaleAspectFit", "host.tintColor = UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0)",
                                                "host.image = UIImage(systemName: \"bell\")", "host.preferredSymbolConfiguration = nil"]),
                      ("blink", blink, ["UIView.modifyAnimations(withRepeatCount: 2.0, autoreverses: true) {"]),
                      ("badgeLabel", badgeLabel, ["badge: UILabel", "let badgeLabel = UILabel(); playBadgeLabel(host: host, badge: badgeLabel, label: label)",
                                                  "badge.text = \"5\"", "badge.font = UIFont.systemFont(ofSize: 13.0, weight: .regular)",
                                                  "badge.textColor = UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0)"])])
    func theUIKitFormTypeChecks(_ name: String, _ yaml: String, _ lines: [String]) throws {
        let text = try Self.source(try Self.scene(name, yaml), name, .uikit)
        for line in lines { #expect(text.contains(line), "\(line)\n\(text)") }
        try SwiftUILayerFileTests.expectTypeChecks(text, as: "\(name).swift", in: "image-files-uikit-\(name)")
    }

    /// The SwiftUI form: a symbol the part shows from the start as the view the keyframes are
    /// applied to; the blink's keyframes.
    @Test(arguments: [("button", button, ["struct PlayButtonSymbol: View {", "Image(systemName: \"heart\")", ".font(.system(size: 17.0))",
                                          ".frame(width: 44.0, height: 44.0)", "// Views: badge: PlayButtonSymbol().playButton(trigger:)."]),
                      ("named", named, ["// Views: badge: .playNamed(trigger:)."]),
                      ("blink", blink, ["KeyframeTrack(\\.opacity) {"])])
    func theSwiftUIFormTypeChecks(_ name: String, _ yaml: String, _ lines: [String]) throws {
        let text = try Self.source(try Self.scene(name, yaml), name, .swiftui)
        for line in lines { #expect(text.contains(line), "\(line)\n\(text)") }
        try SwiftUILayerFileTests.expectTypeChecks(text, as: "\(name).swift", in: "image-files-swiftui-\(name)")
    }

    /// A block's whole runs there and back are keyframes, exact (SwiftUITracks measures them
    /// against the timeline and samples what misses): the way back through the curve reversed
    /// (an ease-in comes back as an ease-out), the jump to the block's value at the end; a
    /// repeatDuration's runs as its count's.
    @Test func theSwiftUIFormOfARepeatIsExact() throws {
        let easeIn = """
        actions:
          - action: viewAnimate
            view: badge
            alpha: 0.3
            duration: 0.4
            curve: easeIn
            repeatCount: 2
            autoreverses: true
        """
        let text = try Self.source(try Self.scene("easeIn", easeIn), "easeIn", .swiftui)
        #expect(!text.contains("Approximate"), "\(text)")
        let forth = "LinearKeyframe(0.3, duration: 0.4, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0.0), endControlPoint: UnitPoint(x: 1.0, y: 1.0)))"
        let back = "LinearKeyframe(1.0, duration: 0.4, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.0, y: 0.0), endControlPoint: UnitPoint(x: 0.58, y: 1.0)))"
        #expect(text.components(separatedBy: forth).count == 3 && text.components(separatedBy: back).count == 3, "\(text)")
        #expect(text.contains("MoveKeyframe(0.3)"), "\(text)")
        let blink = try Self.source(try Self.scene("blink", Self.blink), "blink", .swiftui)
        #expect(!blink.contains("Approximate"), "\(blink)")
        #expect(blink.components(separatedBy: "LinearKeyframe(0.2, duration: 0.5").count == 3, "\(blink)")
        try SwiftUILayerFileTests.expectTypeChecks(text, as: "easeIn.swift", in: "image-files-repeat")
    }

    /// An image view's symbol that changes later has no SwiftUI keyframe: refused by name.
    @Test func aLaterImageIsRefusedInTheSwiftUIForm() throws {
        let scene = try Self.scene("imageView", Self.imageView)
        #expect(throws: SwiftOutRefusal.self) { try Self.source(scene, "imageView", .swiftui) }
        do { _ = try Self.source(scene, "imageView", .swiftui) } catch let error as SwiftOutRefusal {
            #expect(error.message.hasPrefix("set: an image change at 0.9 s (host: bell) is not written in the SwiftUI form"), "\(error.message)")
        }
    }
}
