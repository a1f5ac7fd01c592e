import Foundation
import Testing
import ReelSwiftOut
import ReelSwiftUI
import ReelTestSupport
import ReelTimeline

/// `SwiftUIViewFile` on clips built by hand (a SwiftUI file's are read back in ReelSwiftTests'
/// SwiftUIViewOutTests): every view kind and modifier spelt, the file type-checks against the
/// SwiftUI stand-in, only what moves has a field, a recorded spring is written as that spring,
/// and what has no spelling is refused by name.
@Suite struct SwiftUIViewFileTests {
    /// A tree of every view kind and modifier the writer spells, at `u` from 0 to 1 of its
    /// motion: a scale, an offset, a colour channel and a corner move; a symbol swaps among
    /// three names and a text between two.
    static func tree(_ u: Double, symbol: String, text: String) -> ViewNode {
        let star = ViewNode.image(systemName: symbol, size: Size(width: 24, height: 24))
        let bar = ViewNode.image(systemName: "bell", size: Size(width: 18, height: 14))
        let row = ViewNode.hStack(alignment: .top, spacing: 4, [
            star.modifier(.scaleEffect(x: 1 + 0.3 * u, y: 1 + 0.3 * u, anchor: .center)),
            .spacer(minLength: 8),
            .text(text, font: Font(.caption2, weight: .bold)),
            bar,
            ViewNode.strokedShape(.circle, ShapeStroke(lineWidth: 2, insideBorder: true)).modifier(.frame(width: 10, height: 10, alignment: .center)),
            ViewNode.strokedShape(.roundedRectangle(cornerRadius: 2 + 4 * u), ShapeStroke(lineWidth: 1)).modifier(.frame(width: 12, height: 8, alignment: .center)),
        ])
        let column = ViewNode.vStack(alignment: .leading, spacing: nil, [
            row,
            ViewNode.shape(.capsule).modifier(.foreground(RGBA(red: 0.2, green: 0.4, blue: 0.6 + 0.3 * u, alpha: 0.8)))
                .modifier(.frame(width: 30, height: 8, alignment: .center)).modifier(.offset(x: 0, y: -6 * u)),
            ViewNode.color(RGBA(hex: 0xFF3B30)).modifier(.flexibleFrame(FlexibleFrame(minWidth: 10, maxWidth: .infinity, minHeight: 2))),
        ])
        return ViewNode.zStack(alignment: .topTrailing, [
            column,
            ViewNode.shape(.ellipse).modifier(.position(x: 4, y: 4)).modifier(.opacity(0.5)),
        ])
        .modifier(.padding(EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)))
        .modifier(.overlay(ViewNode.shape(.rectangle).modifier(.rotationEffect(radians: 0.1, anchor: UnitPoint(x: 0.25, y: 1))), alignment: .bottom))
        .modifier(.background(ViewNode.shape(.circle).modifier(.shadow(ViewShadow(radius: 2, x: 0, y: 1))).modifier(.blur(radius: 1)), alignment: .center))
        .modifier(.clipShape(.roundedRectangle(cornerRadius: 6)))
    }

    static func kitchenSink() -> ViewClip {
        let frames = (0...20).map { k in
            tree(Double(k) / 20, symbol: ["star", "star.fill", "heart"][min(2, k / 8)], text: k < 10 ? "1" : "2")
        }
        return ViewClip(fps: 60, frames: frames, contentName: "Sink", motion: ViewClipMotion(start: 0, numbers: []))
    }

    /// A scale moved 1 → 1.5 by `spring(duration: 0.4, bounce: 0.3)` from 0.1 s, ending at 0.75 s,
    /// drawn with the spring's closed form, as the stage records it.
    static func springClip() -> ViewClip {
        let spring = Spring(duration: 0.4, bounce: 0.3), fps = 60.0
        let frames = (0...60).map { k -> ViewNode in
            let t = Double(k) / fps
            let s = t < 0.1 ? 1 : t >= 0.75 ? 1.5 : 1 + 0.5 * spring.value(target: 1, time: t - 0.1)
            return ViewNode.shape(.circle).modifier(.frame(width: 20, height: 20, alignment: .center)).modifier(.scaleEffect(x: s, y: s, anchor: .center))
        }
        let events: [ViewClipMotion.Event] = [.set(time: 0.1, from: 1, to: 1.5, animation: .spring(duration: 0.4, bounce: 0.3), interrupted: false), .ended(time: 0.75)]
        let numbers = [2, 3].map { ViewClipMotion.Number(key: "0#scale", position: $0, events: events) }
        return ViewClip(fps: fps, frames: frames, contentName: "Pop", motion: ViewClipMotion(start: 0, numbers: numbers))
    }

    @Test func everyViewKindIsSpeltAndTypeChecks() throws {
        let modules = try AppleStandIn.modules.get()
        let folder = modules.deletingLastPathComponent().appendingPathComponent("view-files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, clip) in [("sink.swift", Self.kitchenSink()), ("pop.swift", Self.springClip())] {
            let text = try SwiftUIViewFile.source(.init(clip: clip, fileName: name, commandLine: "badgereel render X.swift -o \(name)",
                                                        options: ["run": "--run", "length": "--length"]))
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            let errors = try AppleStandIn.typecheck(url, modules: modules)
            #expect(errors.isEmpty, "\(name) does not type-check:\n\(errors)\n\(text)")
        }
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func onlyWhatMovesHasAField() throws {
        let text = try SwiftUIViewFile.source(.init(clip: Self.kitchenSink(), fileName: "sink.swift"))
        let fields = text.split(separator: "\n").filter { $0.contains(": CGFloat = ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        // scale (x and y as one), a corner, a colour channel, an offset, the symbol and the text.
        #expect(fields == ["var scale: CGFloat = 1.0", "var cornerRadius: CGFloat = 2.0", "var blue: CGFloat = 0.6",
                           "var offsetY: CGFloat = 0.0", "var symbol: CGFloat = 0.0", "var text: CGFloat = 0.0"], "\(fields)")
        #expect(text.contains(".scaleEffect(value.scale)"))
        #expect(text.contains("Image(systemName: [\"star\", \"star.fill\", \"heart\"][Int(value.symbol)])"))
        #expect(text.contains("Text(value.text < 1 ? \"1\" : \"2\")"))
        #expect(text.contains(".frame(minWidth: 10.0, maxWidth: .infinity, minHeight: 2.0)"))
        #expect(text.contains("Color.red"))
    }

    @Test func aRecordedSpringIsWrittenAsThatSpring() throws {
        let text = try SwiftUIViewFile.source(.init(clip: Self.springClip(), fileName: "pop.swift", options: ["run": "--run", "length": "--length"]))
        #expect(text.contains("LinearKeyframe(1.0, duration: 0.1)"), "\(text)")
        #expect(text.contains("SpringKeyframe(1.5, duration: 0.65, spring: Spring(duration: 0.4, bounce: 0.3))"), "\(text)")
        #expect(text.contains("MoveKeyframe(1.5)"), "\(text)")
        #expect(text.hasPrefix("// badgereel render pop.swift --run 'var v = PopMotion()' --length 1.0\n"), "\(text)")
    }

    /// Text 0.6 em a character, one line high.
    struct Advance: ReelSwiftUI.TextMeasuring {
        func size(of text: String, font: ResolvedFont, width: Double?) -> Size {
            Size(width: Double(text.count) * 0.6 * font.pointSize, height: font.pointSize * 1.2)
        }
    }

    /// A badge inserted with a scale and a fade under a clip and a shadow, a bell turned by a
    /// GeometryEffect, the badge removed sliding out while the bell moves over: frames of
    /// trees that change, as the stage lowers them.
    static func changingClip() -> ViewClip {
        let frames = (0...40).map { k -> ViewNode in
            let u = Double(k) / 10
            let bell = ViewNode.image(systemName: "bell", size: Size(width: 24, height: 24))
                .modifier(.transformEffect(AffineTransform.rotation(0.2 * sin(u * 3))))
            var badge = ViewNode.text("3", font: Font(.caption2)).modifier(.padding(EdgeInsets(all: 4)))
                .modifier(.background(ViewNode.shape(.capsule).modifier(.foreground(RGBA(hex: 0xFF3B30))).modifier(.shadow(ViewShadow(radius: 2, x: 0, y: 1))), alignment: .center))
                .modifier(.clipShape(.roundedRectangle(cornerRadius: 6)))
            if k < 10 { return ViewNode.hStack(alignment: .center, spacing: nil, [bell]) }
            if k < 20 { badge = badge.modifier(.scaleEffect(x: u - 1, y: u - 1, anchor: .center)).modifier(.opacity(u - 1)) }
            if k < 30 { return ViewNode.hStack(alignment: .center, spacing: nil, [bell, badge]) }
            if k >= 35 { return ViewNode.hStack(alignment: .center, spacing: nil, [bell]) }
            let gone = ViewNode.hStack(alignment: .center, spacing: nil, [bell.modifier(.hidden), badge.modifier(.sizedOffset(x: u - 3, y: 0))])
            return ViewNode.hStack(alignment: .center, spacing: nil, [bell]).modifier(.departing([gone], names: ["removed1"]))
        }
        return ViewClip(fps: 60, frames: frames, contentName: "Bell", motion: ViewClipMotion(start: 0, numbers: []))
    }

    /// Written as the views it draws, placed by numbers (SwiftUIPlacedTree): it type-checks,
    /// the badge's coming and going are `MoveKeyframe`s of its opacity, its clip is written
    /// around it, and the file draws the clip's frames item for item.
    @Test func aTreeThatChangesIsWrittenAsTheViewsItDraws() throws {
        let layout = ViewLayout(measure: Advance())
        let clip = Self.changingClip()
        let text = try SwiftUIViewFile.source(.init(clip: clip, fileName: "bell.swift", options: ["run": "--run", "length": "--length"], layout: layout))
        for spelt in ["ZStack(alignment: .topLeading) {", ".clipShape(RoundedRectangle(cornerRadius: 6.0))", ".rotationEffect(.radians(value.rotation), anchor: .topLeading)",
                      ".shadow(color: ", "MoveKeyframe(0.0)"] {
            #expect(text.contains(spelt), "\(spelt) in\n\(text)")
        }
        let modules = try AppleStandIn.modules.get()
        let folder = modules.deletingLastPathComponent().appendingPathComponent("placed-files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("bell.swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let errors = try AppleStandIn.typecheck(url, modules: modules)
        #expect(errors.isEmpty, "bell.swift does not type-check:\n\(errors)\n\(text)")
        try? FileManager.default.removeItem(at: folder)
        // Without the layout it is refused, naming the change.
        #expect(throws: SwiftOutRefusal.self) { try SwiftUIViewFile.source(.init(clip: clip, fileName: "bell.swift")) }
    }

    /// A GeometryEffect that moves or scales is written as the offset and scale it amounts to,
    /// in the view's own tree.
    @Test func aGeometryEffectsMoveIsAnOffset() throws {
        let frames = (0...20).map { k in
            ViewNode.shape(.circle).modifier(.frame(width: 10, height: 10, alignment: .center))
                .modifier(.transformEffect(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 8 * sin(Double(k) / 3), ty: 0)))
        }
        let text = try SwiftUIViewFile.source(.init(clip: ViewClip(fps: 60, frames: frames, contentName: "Shake"), fileName: "shake.swift"))
        #expect(text.contains("Circle()\n") && text.contains(".offset(x: value.offsetX)"), "\(text)")
        #expect(!text.contains("ZStack"), "\(text)")
    }

    @Test func whatHasNoSpellingIsRefusedByName() {
        let still = ViewNode.shape(.circle)
        for (node, words) in [(still.modifier(.transformEffect(AffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0))), "GeometryEffect"),
                              (still.modifier(.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))), "unequal edges")] {
            let moving = ViewClip(fps: 60, frames: [node.modifier(.opacity(1)), node.modifier(.opacity(0.5))], contentName: "X")
            do {
                _ = try SwiftUIViewFile.source(.init(clip: moving, fileName: "x.swift"))
                Issue.record("\(words) was written")
            } catch {
                #expect(error.message.contains(words), "\(error.message)")
            }
        }
    }
}
