import Foundation
import Testing
import ReelModels
import ReelSwiftOut
import ReelTimeline
import ReelTestSupport

/// Every file the writer makes type-checks against UIKit, QuartzCore, CoreGraphics and
/// SwiftUI as Apple declares them (the stand-in modules), without a Mac: each seed animation at
/// its defaults and at random values, every user action kind and option, every example scene,
/// in both API forms. One swift-frontend process per file (they declare the same methods, so
/// they cannot share a module), two at a time.
@Suite struct SwiftFileTypecheckTests {
    @Test func everyGeneratedFileTypeChecks() throws {
        let started = Date()
        let modules = try AppleStandIn.modules.get()
        let folder = modules.deletingLastPathComponent().appendingPathComponent("files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [URL] = []
        for c in try WriterCases.all(randomPerAnimation: 3) {
            for api in SwiftAPI.allCases {
                let name = "\(c.name)-\(api.rawValue).swift"
                // The SwiftUI form's scene view is written for a canvas (any will do here).
                let canvas = SwiftOut.SceneCanvas(frame: Rect(x: -20, y: -30, width: 150, height: 140), values: [])
                let text = try SwiftOut.source(.init(scene: c.scene, measure: FixedAdvanceMetrics(), fileName: name,
                                                     commandLine: "badgereel test -o \(name)", api: api, canvas: api == .swiftui ? canvas : nil))
                #expect(api == .uikit || text.contains("ZStack(alignment: .topLeading)"), "\(name) has no scene view")
                let url = folder.appendingPathComponent(name)
                try text.write(to: url, atomically: true, encoding: .utf8)
                files.append(url)
            }
        }
        let generated = Date()
        #expect(files.count >= 36)
        let written = files
        let failures = Mutex2<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for (i, file) in written.enumerated() where i % 2 == worker {
                let errors = (try? AppleStandIn.typecheck(file, modules: modules)) ?? "swift-frontend did not run"
                if !errors.isEmpty { failures.append("\(file.lastPathComponent):\n\(errors)") }
            }
        }
        let all = failures.value
        print("wrote \(files.count) files in \(generated.timeIntervalSince(started)) s, type-checked in \(Date().timeIntervalSince(generated)) s")
        try? FileManager.default.removeItem(at: folder)
        #expect(all.isEmpty, "\(all.count) of \(files.count) files do not type-check:\n\(all.prefix(3).joined(separator: "\n"))")
    }

    /// The stand-in refuses what Apple's SDK refuses: a misspelt label, a Float where UIKit
    /// takes a CGFloat, a keyframe without its duration.
    @Test func theStandInRefusesWrongCode() throws {
        let modules = try AppleStandIn.modules.get()
        let wrong = [
            "import UIKit\nfunc f(v: UIView) { UIView.animate(withDuraton: 0.2) { v.alpha = 0 } }\n",
            "import UIKit\nfunc f(v: UIView) { let a: Float = 1; v.alpha = a }\n",
            "import UIKit\nfunc f() { let s = CASpringAnimation(keyPath: \"opacity\"); s.stiffness = Float(1) }\n",
            "import SwiftUI\nstruct V { var x: CGFloat = 0 }\nfunc f(_ v: some View) -> some View { v.keyframeAnimator(initialValue: V(), trigger: 1) { c, _ in c } keyframes: { _ in KeyframeTrack(\\.x) { LinearKeyframe(1.0) } } }\n",
        ]
        for (i, text) in wrong.enumerated() {
            let url = modules.deletingLastPathComponent().appendingPathComponent("wrong\(i).swift")
            defer { try? FileManager.default.removeItem(at: url) }
            try text.write(to: url, atomically: true, encoding: .utf8)
            #expect(try AppleStandIn.typecheck(url, modules: modules).contains("error:"), "case \(i) type-checked")
        }

    }
}

/// A value shared by the type-check workers.
final class Mutex2<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func append<T>(_ element: T) where Value == [T] { lock.lock(); stored.append(element); lock.unlock() }
}
