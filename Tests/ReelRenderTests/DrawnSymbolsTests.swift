import Testing
import ReelRender
import ReelSwiftUI

/// The interpreter refuses an `Image(systemName:)` the renderer does not draw by reading
/// ReelSwiftUI's list (it cannot see ReelRender): the list must be the renderer's symbols.
@Suite struct DrawnSymbolsTests {
    @Test func theInterpretersListIsTheRenderersSymbols() {
        #expect(DrawnSymbols.names == SystemSymbol.allCases.map(\.rawValue))
    }
}
