import Foundation
import Testing
@testable import ReelRender

/// Issue 41 (round four's finding, untouched then): a filter's radius is in the user units of
/// the element it draws, so a `transform` or a nested `<svg viewBox>` above it (or a `<use>`
/// that draws it scaled) multiplies its cost; the check counted it at the root's scale, and
/// such an icon drew for 40 s and more. Each is refused before librsvg sees it; the same
/// filter unscaled, and modest icons, pass.
@Suite struct SVGFilterScaleTests {
    static func refusal(_ svg: String, side: Double = 256) -> SVGPolicy.Refusal? {
        do { try SVGPolicy.check(Data(svg.utf8), width: side, height: side); return nil } catch { return error }
    }

    static let filter = #"<filter id="f"><feMorphology radius="1"/></filter>"#

    @Test(arguments: [
        #"<g transform="scale(1000)"><rect width="0.2" height="0.2" filter="url(#f)"/></g>"#,
        #"<g transform="translate(1 2) matrix(800 0 0 800 0 0)"><rect width="1" height="1" filter="url(#f)"/></g>"#,
        #"<svg width="100" height="100" viewBox="0 0 0.1 0.1"><rect width="0.1" height="0.1" filter="url(#f)"/></svg>"#,
        ##"<defs><rect id="r" width="1" height="1" filter="url(#f)"/></defs><use href="#r" transform="scale(900)"/>"##,
        #"<g style="transform: scale(1000)"><rect width="1" height="1" filter="url(#f)"/></g>"#,
    ])
    func aScaledFilterIsRefused(body: String) throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">"# + Self.filter + body + "</svg>"
        let refusal = try #require(Self.refusal(svg), "\(body)")
        guard case .filterCost(let message) = refusal else { Issue.record("\(refusal)"); return }
        #expect(message.contains("feMorphology"))
    }

    /// A nested viewport in percent of a root without a viewBox is a share of the root's
    /// own width and height, its user units.
    @Test func aNestedViewportInPercentOfARootWithoutViewBox() {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">"# + Self.filter
            + #"<svg width="100%" height="100%" viewBox="0 0 0.5 0.5"><rect width="0.5" height="0.5" filter="url(#f)"/></svg></svg>"#
        #expect(Self.refusal(svg) != nil)
    }

    @Test func theSameFilterUnscaledAndModestIconsDraw() {
        let plain = #"<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">"# + Self.filter
            + #"<g transform="rotate(30) translate(10 10) scale(2)"><rect width="10" height="10" filter="url(#f)"/></g></svg>"#
        #expect(Self.refusal(plain) == nil)
        let soft = #"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><g transform="scale(40)"><circle cx="0.8" cy="0.8" r="0.5" filter="url(#f)"/></g></svg>"#
        #expect(Self.refusal(soft) == nil)
    }

    @Test func aTransformsScaleIsBoundedByItsMatrix() {
        #expect(ScaleBound.scale(ofTransform: "scale(3)") == 3)
        #expect(ScaleBound.scale(ofTransform: "scale(2, 5) translate(100 100)") == 5)
        #expect(ScaleBound.scale(ofTransform: "rotate(45) scale(0.5)") == 1)
        #expect(ScaleBound.scale(ofTransform: "matrix(3 0 0 4 0 0)") == 5)
        #expect(ScaleBound.scale(ofTransform: "scale(1e400)") == ScaleBound.ceiling)
    }
}
