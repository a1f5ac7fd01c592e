/// SwiftUI's samples and arguments for `WorldRegistryTests` (issue 39), apart from UIKit's.
extension WorldRegistryTests {
    /// A value of each SwiftUI type that has instance members.
    static let swiftUISamples: [String: String] = [
        "View": "Circle()", "Text": "Text(\"3\")", "Image": "Image(systemName: \"bell\")",
        "Font": "Font.body", "Animation": "Animation.easeIn",
    ]

    /// An argument of each SwiftUI parameter type.
    static let swiftUIArguments: [String: String] = [
        "systemName: String": "\"bell\"", "CGFloat?": "0.5", "RoundedCornerStyle": ".continuous", "VerticalAlignment": ".top", "HorizontalAlignment": ".leading",
        "Alignment": ".topTrailing", "UnitPoint": ".center", "Edge.Set": ".horizontal", "Edge": ".top", "Angle": ".degrees(30)",
        "View": "Circle()", "Color?": "Color.red", "ShapeStyle": "Color.red", "Font?": ".body", "Font.Weight": ".bold",
        "Font.Weight?": ".bold", "Animation?": ".easeIn", "V": "1", "() -> Content": "{ Circle() }", "() -> V": "{ Circle() }", "() -> Label": "{ Circle() }",
        "Shape": "Capsule()", "Color": "Color.red", "Image.Scale": ".large", "SymbolVariants": ".fill", "ViewModifier": "EmptyModifier()",
        "Range<Int>": "0..<2", "(Data.Element) -> Content": "{ _ in Circle() }", "Value": "true",
        "Data": "[1, 2]", "KeyPath<Data.Element, ID>": "\\.self",
        "Image.TemplateRenderingMode": ".template", "ContentMode": ".fit",
        "() async throws -> Void": "{ }", "() async -> Void": "{ }", "Duration": ".seconds(1)", "TaskPriority?": ".high",
        "ID": "1", "Namespace.ID": "Namespace().wrappedValue", "MatchedGeometryProperties": ".frame",
    ]
}
