import Testing
@testable import ReelWorld

/// The bridge's constants (`.easeIn`, `.center`, `.end`) are read from each enum's `name`, a
/// switch kept beside the cases so startup does not ask the runtime to print them. The switch
/// must spell each case exactly as Swift does, or `UIView.AnimationCurve.easeIn` would stop
/// evaluating.
@Suite struct CaseNameTests {
    @Test func everyCaseIsNamedAsSwiftSpellsIt() {
        for c in UIViewAnimationCurve.allCases { #expect(c.name == String(describing: c)) }
        for c in UIViewAnimatingPosition.allCases { #expect(c.name == String(describing: c)) }
        for c in NSTextAlignment.allCases { #expect(c.name == String(describing: c)) }
    }
}
