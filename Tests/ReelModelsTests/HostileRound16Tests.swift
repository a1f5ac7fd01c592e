import Testing
import ReelModels

/// Round 16's hostile scenes: views nested with clipsToBounds, each a layer clipping the next.
@Suite struct HostileRound16ModelTests {
    /// `n` layers, each added in the one before (the first in the host), each clipping.
    static func nested(_ n: Int) -> [SceneAction] {
        (1...n).map { i in
            var p = SublayerParameters()
            p.name = "l\(i)"
            p.parent = i == 1 ? "host" : "l\(i - 1)"
            p.width = 40; p.height = 40; p.cornerRadius = 3; p.masksToBounds = true
            return .layer(p)
        }
    }

    /// 190 views nested with clipsToBounds (within the views and layers limits) drew each
    /// frame in the cube of the depth: past 120 s for a 2 s clip. A layer at most 32 deep is
    /// drawn; the 33rd is refused where it is added, naming its parent.
    @Test func layersNestAtMost32Deep() {
        #expect(SublayerParameters.checkScript(Self.nested(32)) == nil)
        let refused = SublayerParameters.checkScript(Self.nested(190))
        #expect(refused?.index == 32)
        #expect(refused?.error.path == "parent")
        #expect(refused?.error.value == "l32")
        #expect(refused?.error.accepted == "a layer at most 32 deep (in 31 layers added in one another); l33 would be 33 deep")
    }
}
