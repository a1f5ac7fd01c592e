import Foundation
import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// A symbol image view as UIKit sizes and lays out its symbol: the configured point size
/// (UIImage.SymbolConfiguration, `withConfiguration`, `applyingSymbolConfiguration`,
/// `preferredSymbolConfiguration`), our symbols' 1.2 em box, the view's content mode.
@Suite struct UIKitSymbolImageTests {
    /// The badge's state at the start of a run of `run`, a view `heart` bound as the badge.
    static func badge(_ run: String) throws(SwiftRefusal) -> LayerState {
        let (_, clip) = try UIKitTransitionTests.evaluate("", run: run + "\nUIView.animate(withDuration: 0.3) { heart.alpha = 0.5 }", views: ["heart": .badge])
        return clip.timeline.presentation(of: clip.layers.badge, at: 0)
    }

    static func refusal(_ run: String) -> String {
        do { _ = try badge(run); return "evaluated" } catch { return error.description }
    }

    /// Each way of giving a symbol its point size, and the image view's content mode.
    @Test(arguments: [
        // UIKit's default: body text, 17 pt: a 20.4 pt box, stretched to the view (.scaleToFill).
        ("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\"))", 20.4, "scaleToFill"),
        ("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))\nheart.contentMode = .center", 48, "center"),
        ("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))", 36, "scaleToFill"),
        ("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\")?.applyingSymbolConfiguration(.init(pointSize: 10)))", 12, "scaleToFill"),
        ("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\")!.withConfiguration(UIImage.SymbolConfiguration(textStyle: .title1)))\nheart.contentMode = .scaleAspectFit", 33.6, "scaleAspectFit"),
        ("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\"))\nheart.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 60, weight: .regular, scale: .medium)", 72, "scaleToFill"),
        // The image's own point size is the more specific [Inferred]; the view's fills in the rest.
        ("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))\nheart.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 60)", 24, "scaleToFill"),
        ("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)))\nheart.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 50)\nheart.contentMode = .bottomRight", 60, "bottomRight"),
        ("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\", withConfiguration: UIImage.SymbolConfiguration(font: UIFont.systemFont(ofSize: 25))))", 30, "scaleToFill"),
    ])
    func aSymbolTakesItsConfiguredSize(_ c: (String, Double, String)) throws {
        let s = try Self.badge(c.0)
        #expect(s.contents == "heart.fill")
        #expect(s.contentsSize.map { abs($0.width - c.1) < 1e-9 && abs($0.height - c.1) < 1e-9 } == true, "\(String(describing: s.contentsSize))")
        #expect(s.contentMode == c.2)
    }

    /// A symbol scale other than the default and medium is refused where drawn (its ratio to
    /// the point size is not published), by name.
    @Test func aSmallOrLargeSymbolScaleIsRefused() {
        let message = Self.refusal("let heart = UIImageView(image: UIImage(systemName: \"heart.fill\", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))")
        #expect(message.contains("UIImage.SymbolScale.large is not drawn"), "\(message)")
    }
}
