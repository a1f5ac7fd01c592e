import ReelModels
import ReelTimeline
import ReelWorld

// UIGraphicsImageRenderer (UIKit, UIGraphicsImageRenderer.h) and the CGContext its closure
// draws in: "image(actions:) … Creates an image by following a set of drawing instructions"
// (Apple). The closure runs, as UIKit runs it, once and at once, with a context whose drawing
// calls are evaluated (their arguments read and checked); the image it makes is not turned into
// pixels, so wherever it would be drawn (an image view or a button drawn as a part, a layer's
// contents) it is refused by name (`UIImage.isDrawnByCode`). An image drawn into an image view
// that no part shows (a track behind a moving dot) changes nothing drawn, on a device as here.

/// A `UIGraphicsImageRenderer`: its size, in points.
final class ImageRendererValue: NativeValue {
    let size: Size
    init(size: Size) { self.size = size }
    var typeName: String { "UIGraphicsImageRenderer" }
    var isReference: Bool { true }
    func isEqual(to other: any NativeValue) -> Bool { (other as? ImageRendererValue) === self }
}

/// The `UIGraphicsImageRendererContext` handed to `image(actions:)`'s closure.
final class ImageRendererContextValue: NativeValue {
    var typeName: String { "UIGraphicsImageRendererContext" }
    var isReference: Bool { true }
    func isEqual(to other: any NativeValue) -> Bool { (other as? ImageRendererContextValue) === self }
}

/// The `CGContext` of an image renderer's context (`cgContext`).
final class GraphicsContextValue: NativeValue {
    var typeName: String { "CGContext" }
    var isReference: Bool { true }
    func isEqual(to other: any NativeValue) -> Bool { (other as? GraphicsContextValue) === self }
}

extension WorldType {
    static let uiGraphicsImageRenderer = WorldType(
        name: "UIGraphicsImageRenderer", superclass: "NSObject",
        summary: "an image drawn by the code: its closure runs; the image it makes is refused wherever it would be drawn",
        methods: [
            .method("image", [.closure("actions", "(UIGraphicsImageRendererContext) -> Void")], on: ImageRendererValue.self) { _, a in
                guard let actions = a.closure("actions", trailing: true) else { throw a.site.refuse("UIGraphicsImageRenderer.image(actions:) needs its actions", .invalid) }
                _ = try a.site.invoke(actions, [Argument(label: nil, value: .native(ImageRendererContextValue()))])
                return .native(ImageValue(image: UIImage(drawnByCode: "UIGraphicsImageRenderer.image(actions:)")))
            },
        ],
        initializers: [
            .function("init", [.arg("size", .size)]) { a in
                .native(ImageRendererValue(size: try ImageRendererDeclarations.size(try a.required("size", .size), a)))
            },
            .function("init", [.arg("bounds", .rect)]) { a in
                .native(ImageRendererValue(size: try ImageRendererDeclarations.size(try a.required("bounds", .rect).size, a)))
            },
        ])

    static let uiGraphicsImageRendererContext = WorldType(
        name: "UIGraphicsImageRendererContext", superclass: "NSObject",
        summary: "the context an image renderer's closure draws in",
        properties: [.readOnly("cgContext", \ImageRendererContextValue.graphicsContext, .graphicsContext)],
        methods: [
            .method("fill", [.arg("_", .rect)], on: ImageRendererContextValue.self) { _, a in _ = try a.required(nil, .rect); return .void },
            .method("stroke", [.arg("_", .rect)], on: ImageRendererContextValue.self) { _, a in _ = try a.required(nil, .rect); return .void },
        ])

    /// CGContext's path and drawing calls (CGContext.h), evaluated for their arguments.
    static let cgContext = WorldType(
        name: "CGContext", superclass: nil,
        summary: "Core Graphics drawing in an image renderer's closure: calls evaluated, the image not turned into pixels",
        methods: [
            .method("setStrokeColor", [.arg("_", .color)], on: GraphicsContextValue.self) { _, a in _ = try a.required(nil, .color); return .void },
            .method("setFillColor", [.arg("_", .color)], on: GraphicsContextValue.self) { _, a in _ = try a.required(nil, .color); return .void },
            .method("setLineWidth", [.arg("_", .cgFloat)], on: GraphicsContextValue.self) { _, a in _ = try a.number(nil, .cgFloat); return .void },
            .method("setLineCap", [.arg("_", .lineCap)], on: GraphicsContextValue.self) { _, a in _ = try a.required(nil, .lineCap); return .void },
            .method("move", [.arg("to", .point)], on: GraphicsContextValue.self) { _, a in _ = try a.required("to", .point); return .void },
            .method("addLine", [.arg("to", .point)], on: GraphicsContextValue.self) { _, a in _ = try a.required("to", .point); return .void },
            .method("addRect", [.arg("_", .rect)], on: GraphicsContextValue.self) { _, a in _ = try a.required(nil, .rect); return .void },
            .method("addEllipse", [.arg("in", .rect)], on: GraphicsContextValue.self) { _, a in _ = try a.required("in", .rect); return .void },
            .method("addPath", [.arg("_", .cgPath)], on: GraphicsContextValue.self) { _, a in _ = try a.required(nil, .cgPath); return .void },
            .method("closePath", on: GraphicsContextValue.self) { _, _ in .void },
            .method("drawPath", [.arg("using", .pathDrawingMode)], on: GraphicsContextValue.self) { _, a in _ = try a.required("using", .pathDrawingMode); return .void },
            .method("strokePath", on: GraphicsContextValue.self) { _, _ in .void },
            .method("fillPath", on: GraphicsContextValue.self) { _, _ in .void },
            .method("fill", [.arg("_", .rect)], on: GraphicsContextValue.self) { _, a in _ = try a.required(nil, .rect); return .void },
            .method("stroke", [.arg("_", .rect)], on: GraphicsContextValue.self) { _, a in _ = try a.required(nil, .rect); return .void },
            .method("fillEllipse", [.arg("in", .rect)], on: GraphicsContextValue.self) { _, a in _ = try a.required("in", .rect); return .void },
            .method("strokeEllipse", [.arg("in", .rect)], on: GraphicsContextValue.self) { _, a in _ = try a.required("in", .rect); return .void },
        ])

    /// CGPathDrawingMode (CGContext.h): how drawPath(using:) paints the path.
    static let cgPathDrawingMode = WorldType(
        name: "CGPathDrawingMode", superclass: nil,
        constants: ImageRendererDeclarations.drawingModes.map { .token($0, "CGPathDrawingMode", .pathDrawingMode($0)) })
}

enum ImageRendererDeclarations {
    /// CGPathDrawingMode's cases.
    static let drawingModes = ["fill", "eoFill", "stroke", "fillStroke", "eoFillStroke"]

    /// A renderer's size: finite, not negative, within what a view's may be.
    static func size(_ size: Size, _ a: BridgeArguments) throws -> Size {
        guard size.width.isFinite, size.height.isFinite, (0...100_000).contains(size.width), (0...100_000).contains(size.height) else {
            throw a.site.refuse("UIGraphicsImageRenderer's size \(plainNumber(size.width)) × \(plainNumber(size.height)) is not drawn: expected a width and a height from 0 to 100000", .invalid)
        }
        return size
    }
}

extension ImageRendererContextValue {
    /// UIGraphicsImageRendererContext.cgContext.
    var graphicsContext: GraphicsContextValue { GraphicsContextValue() }
}

extension ValueKind where T == GraphicsContextValue {
    static let graphicsContext = ValueKind.matching("CGContext", hint: "CGContext", wrap: { v, _ in .native(v) }) { $0.nativeOperand as? GraphicsContextValue }
}

extension ValueKind where T == String {
    static let pathDrawingMode = ValueKind.token("CGPathDrawingMode", { .pathDrawingMode($0) }) {
        if case .pathDrawingMode(let m) = $0 { return m }
        return nil
    }
}
