import Foundation
import Testing
import ReelModels
import ReelTestSupport
@testable import ReelSwiftOut

/// Each seed animation's Swift lives in its own file (`SeedAnimation.uikitMethod(setup:)`,
/// `swiftUITracks(on:)`): the registry says which animation lacks a form, and the writer
/// names no seed animation's type, so adding an animation stays two files for `-o x.swift` too.
@Suite struct SeedSwiftFormTests {
    @Test func everyRegisteredAnimationHasBothSwiftForms() throws {
        var lacking: [String] = []
        for type in SeedAnimations.all {
            let animation = BadgeAnimation(try type.from([]))
            let setup = BadgeSetup()
            let stage = setup.makeStage(for: animation, measure: FixedAdvanceMetrics())
            if animation.parameters.uikitMethod(setup: setup) == nil { lacking.append("\(type.name): no UIKit method") }
            if animation.parameters.swiftUITracks(on: stage) == nil { lacking.append("\(type.name): no SwiftUI tracks") }
        }
        #expect(lacking.isEmpty, "seed animations without a Swift form: \(lacking.joined(separator: "; "))")
    }

    /// An animation without a UIKit form is refused by name, not written half.
    @Test func anAnimationWithoutAUIKitFormIsRefusedByName() throws {
        struct Faded: SeedAnimation {
            static let name = AnimationName(declaring: "faded")
            static let summary = "test"
            static let parameters: [Parameter<Self>] = []
            var duration: Double { 0.2 }
            var keyframeOffsets: [Double] { [0, 0.2] }
            func run(on stage: inout BadgeStage) { stage.wait(0.2) }
        }
        var scene = Scene()
        scene.actions = [.wait(0.1), .animate(BadgeAnimation(Faded())), .wait(0.1)]
        #expect(throws: SwiftOutRefusal.self) {
            _ = try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "f.swift"))
        }
        do {
            _ = try SwiftOut.source(.init(scene: scene, measure: FixedAdvanceMetrics(), fileName: "f.swift"))
        } catch {
            #expect(error.subject == "faded")
            #expect(error.message.hasPrefix("faded: "))
        }
    }

    /// The writer's sources name no seed animation's type: each animation's Swift is in its file.
    @Test func theWriterNamesNoSeedAnimation() throws {
        let folder = WriterCases.repository.appendingPathComponent("Sources/ReelSwiftOut")
        let names = SeedAnimations.all.map { String(describing: $0) }
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for name in names { #expect(!text.contains(name), "\(file) names \(name)") }
        }
    }
}
