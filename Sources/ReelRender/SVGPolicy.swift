import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an SVG icon may ask librsvg to do, checked on its text before librsvg sees it, in the
/// spirit of ImageMagick's policy limits: librsvg has no time or filter-cost limit of its own
/// and cannot be interrupted, and a 201-byte SVG (4096 px, `feTurbulence numOctaves="1000"`)
/// drew for more than 400 s, an `feMorphology` radius of 50 for more than 40 s.
///
/// - No external references: the file is handed to librsvg as data with no base URL, so it
///   loads nothing else (librsvg's rule 3: "all URL schemes other than data: require a base
///   URL"); `xi:include` and `href`s that are not `#fragment` or `data:` are refused here
///   with a clear message instead of drawing nothing (an `xi:include` of a neighbouring
///   text file drew that file's text).
/// - Filter cost: every filter primitive costs the document's pixels times its per-pixel
///   work (feTurbulence: its octaves; feMorphology: its (2r+1)² window; feConvolveMatrix:
///   its order²), summed over the document and multiplied by the elements that use a
///   filter; the total must stay within `maxFilterCost`. A radius is in the user units of
///   the element the filter draws, so it is counted at the largest scale any element of the
///   document is drawn at (`ScaleBound`: the root's viewBox, every `transform` and nested
///   `<svg viewBox>` on the way down, and every `<use>` transform, which scales what it
///   names wherever that is): `transform="scale(1000)"` on a group, or a nested viewBox, ran
///   a radius of 1 at a radius of 1000 (issue 41: 40 s and more for one still).
struct SVGPolicy {
    /// Pixel operations the filters of one icon may cost: 4 full 4096x4096 passes. Measured
    /// here (librsvg 2.54, a loaded 2-core machine): 13 octaves of feTurbulence over 2048x2048
    /// (2.2e8) drew in 13 s, so this bounds an icon's filters to about 4 s (the refused
    /// cases of the issue cost 1.7e10 and 1.7e11).
    static let maxFilterCost = 4096.0 * 4096.0 * 4
    /// Shapes an icon may draw, counted with every <use> expanded: the icon's drawing is
    /// replayed into every frame, and a nested <use> of 1.4 KB drew 100,000 full-canvas
    /// rectangles (under librsvg's own limits) at ~1.7 s a frame. 10,000 is ten times the
    /// paths of a detailed app icon, and replays in well under 0.2 s.
    static let maxShapes = 10_000
    /// Element nesting deeper than this is refused (the count walks it).
    static let maxDepth = 256
    /// The largest numOctaves worth drawing: each octave doubles the frequency, and past
    /// 2^13 the noise is finer than a 4096 px icon's pixels.
    static let maxOctaves = 13.0

    enum Refusal: Error {
        case external(String)
        case filterCost(String)
        case drawingCost(String)
    }

    /// Checks `data` (an SVG document) drawn at `width`x`height` pixels.
    static func check(_ data: Data, width: Double, height: Double) throws(Refusal) {
        let scan = Scan(pixels: max(1, width) * max(1, height), side: max(width, height, 1))
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = scan
        _ = parser.parse()   // librsvg reports malformed XML itself; the scan judges what was read
        if let refusal = scan.refusal { throw refusal }
        let shapes = scan.tree.shapes()
        if shapes > maxShapes {
            throw .drawingCost("it draws \(shapes > maxShapes * 10 ? "more than \(maxShapes * 10)" : String(shapes)) shapes (its <use> elements repeat them); expected at most \(maxShapes)")
        }
        scan.finish()
        let uses = Double(max(1, scan.filterUses))
        if scan.cost * uses > maxFilterCost {
            throw .filterCost("its filters would cost \(Int(scan.cost * uses / 1e6)) million pixel operations (\(scan.costliest)); expected at most \(Int(maxFilterCost / 1e6)) million")
        }
    }

    /// The document's elements, read once.
    final class Scan: NSObject, XMLParserDelegate {
        let pixels: Double
        let side: Double
        var scale = 1.0
        var cost = 0.0
        var costliest = ""
        private var costliestCost = 0.0
        var filterUses = 0
        var refusal: Refusal?
        /// primitiveUnits="objectBoundingBox" of the filter being read: lengths are fractions of the size.
        var boundingBoxUnits = false
        /// The largest scale anything is drawn at, in device pixels per user unit of the root.
        var scales = ScaleBound()
        /// feMorphology radii in user units (the document's scale is known only at its end),
        /// nil for objectBoundingBox units (already pixels).
        private var morphologies: [(rx: Double, ry: Double)] = []

        /// The elements as a tree, for counting what the drawing repeats.
        var tree = ElementTree()

        init(pixels: Double, side: Double) { self.pixels = pixels; self.side = side }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            tree.close()
            scales.close()
        }

        /// Adds the radius-bound primitives' cost at the largest scale the document draws at.
        func finish() {
            let unit = scale * scales.largest
            for m in morphologies {
                add("feMorphology", pixels * (2 * m.rx * unit + 1) * (2 * m.ry * unit + 1))
            }
        }

        private func add(_ name: String, _ primitive: Double) {
            cost += primitive.isFinite ? primitive : .infinity
            if primitive > costliestCost { costliestCost = primitive; costliest = name }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let href = attributes.first { $0.key == "href" || $0.key.hasSuffix(":href") }?.value
            if !tree.open(name, id: attributes["id"], href: href) {
                refuse(.drawingCost("its elements nest more than \(maxDepth) deep"))
                parser.abortParsing()
                return
            }
            if namespaceURI == "http://www.w3.org/2001/XInclude" || (qualifiedName ?? "").hasSuffix(":include") && namespaceURI == nil {
                refuse(.external("it uses XInclude (\(qualifiedName ?? name)); SVG icons may not include other files"))
                return
            }
            for (key, value) in attributes where key == "href" || key.hasSuffix(":href") {
                let v = value.trimmingCharacters(in: .whitespaces)
                if !v.hasPrefix("#") && !v.lowercased().hasPrefix("data:") {
                    refuse(.external("it refers to \(value.count > 80 ? String(value.prefix(80)) + "…" : value); SVG icons may refer only to their own elements (#id) and data: URLs"))
                }
            }
            if attributes["filter"] != nil || (attributes["style"] ?? "").contains("filter") { filterUses += 1 }
            let root = !sawRoot
            if name == "svg", !sawRoot, let box = attributes["viewBox"] {
                let v = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                if v.count == 4, v[2] > 0, v[3] > 0 { scale = max(1, side / min(v[2], v[3])) }
            }
            sawRoot = true
            scales.open(name, attributes: attributes, root: root)
            if name == "filter" { boundingBoxUnits = attributes["primitiveUnits"] == "objectBoundingBox" }
            guard name.hasPrefix("fe") else { return }
            // A length in the filter's units as pixels (over-estimated: the whole document's scale).
            let unit = boundingBoxUnits ? side : scale
            let numbers = { (key: String, fallback: Double) -> [Double] in
                let v = (attributes[key] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                return v.isEmpty ? [fallback] : v.map { $0.isFinite ? abs($0) : .infinity }
            }
            var perPixel = 1.0
            switch name {
            case "feTurbulence":
                let octaves = numbers("numOctaves", 1)[0]
                if octaves > maxOctaves {
                    refuse(.filterCost("its feTurbulence asks for \(octaves.isFinite ? String(Int(octaves)) : "infinite") octaves; expected at most \(Int(maxOctaves))"))
                }
                perPixel = 4 * max(1, octaves)
            case "feMorphology":
                let r = numbers("radius", 0)
                let rx = r[0], ry = r.count > 1 ? r[1] : r[0]
                if boundingBoxUnits {
                    perPixel = (2 * rx * unit + 1) * (2 * ry * unit + 1)
                } else {
                    // Counted by `finish`, at the document's largest scale.
                    morphologies.append((rx, ry))
                    return
                }
            case "feConvolveMatrix":
                let o = numbers("order", 3)
                perPixel = o[0] * (o.count > 1 ? o[1] : o[0])
            case "feGaussianBlur":
                perPixel = 6   // three box-blur passes each way, whatever the deviation
            default:
                perPixel = 1
            }
            add(name, pixels * perPixel)
        }

        private var sawRoot = false

        private func refuse(_ refusal: Refusal) {
            if self.refusal == nil { self.refusal = refusal }
        }
    }
}

/// The largest scale an SVG document draws anything at, relative to its root's user units:
/// the product of the scales on the way down to each element (its `transform`, a nested
/// `<svg>`'s viewport over its viewBox), times every `<use>`'s own transform scale (a use
/// draws what it names, wherever that is, at its scale). Over-estimated where exactness would
/// need the drawing itself: a transform's scale is its matrix's Frobenius norm, a skew counts
/// as its tangent plus one, and a nested viewport given in percent is that share of the root.
struct ScaleBound {
    /// Far past any drawable scale; keeps the product finite.
    static let ceiling = 1e9
    private var stack: [Double] = [1]
    private var uses = 1.0
    private var deepest = 1.0
    /// The root's viewBox extent in user units, for a nested viewport in percent.
    private var rootExtent: Double?

    var largest: Double { min(Self.ceiling, deepest * uses) }

    mutating func open(_ name: String, attributes: [String: String], root: Bool) {
        var factor = 1.0
        if let transform = attributes["transform"] { factor *= Self.scale(ofTransform: transform) }
        if let style = attributes["style"], let range = style.range(of: "transform:") {
            let rest = style[range.upperBound...].prefix { $0 != ";" }
            factor *= Self.scale(ofTransform: String(rest))
        }
        if root {
            // Without a viewBox the root's user units are its own width and height.
            rootExtent = max(Self.number(attributes["width"]) ?? 0, Self.number(attributes["height"]) ?? 0, 1)
        }
        if name == "svg", let box = attributes["viewBox"] {
            let v = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if v.count == 4, v[2] > 0, v[3] > 0 {
                if root {
                    rootExtent = max(v[2], v[3])
                } else {
                    let w = length(attributes["width"]), h = length(attributes["height"])
                    factor *= max(w / v[2], h / v[3], 1)
                }
            }
        }
        if name == "use" { uses = min(Self.ceiling, uses * max(1, factor)) }
        let here = min(Self.ceiling, (stack.last ?? 1) * max(1, factor))
        deepest = max(deepest, here)
        stack.append(here)
    }

    mutating func close() { if stack.count > 1 { stack.removeLast() } }

    /// A nested viewport's width or height in the root's user units: a number (px or none),
    /// a percentage of the root's extent, or the root's extent when absent (`100%`).
    private func length(_ text: String?) -> Double {
        let extent = rootExtent ?? 1
        guard var t = text?.trimmingCharacters(in: .whitespaces), !t.isEmpty else { return extent }
        if t.hasSuffix("%") { return (Double(t.dropLast()) ?? 100) / 100 * extent }
        if t.hasSuffix("px") { t = String(t.dropLast(2)) }
        guard let v = Double(t), v.isFinite else { return Self.ceiling }
        return abs(v)
    }

    /// A plain length (a number, or a number in px), nil for anything else.
    static func number(_ text: String?) -> Double? {
        guard var t = text?.trimmingCharacters(in: .whitespaces) else { return nil }
        if t.hasSuffix("px") { t = String(t.dropLast(2)) }
        return Double(t).flatMap { $0.isFinite ? abs($0) : nil }
    }

    /// The scale factor bound of a `transform` list: the product of each function's.
    static func scale(ofTransform text: String) -> Double {
        var total = 1.0
        for part in text.split(separator: ")") {
            guard let open = part.firstIndex(of: "(") else { continue }
            let name = part[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\n\r")).lowercased()
            let n = part[part.index(after: open)...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
                .compactMap { Double($0) }.map { $0.isFinite ? abs($0) : ceiling }
            var f = 1.0
            switch name {
            case "scale": f = max(n.first ?? 1, n.count > 1 ? n[1] : (n.first ?? 1))
            case "matrix" where n.count >= 4: f = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2] + n[3] * n[3]).squareRoot()
            case "skewx", "skewy": f = 1 + abs(tan((n.first ?? 0) * .pi / 180))
            default: f = 1
            }
            total = min(ceiling, total * max(1, f.isFinite ? f : ceiling))
        }
        return total
    }
}

/// An SVG document's elements as a tree, to count the shapes its drawing makes with every
/// <use> expanded to what it names (a nested <use> multiplies), as librsvg draws them.
struct ElementTree {
    struct Node {
        var name: String
        var id: String?
        var href: String?
        var children: [Int] = []
    }

    private(set) var nodes: [Node] = []
    private var open: [Int] = []
    private var roots: [Int] = []

    /// Starts an element inside the one open; false when that nests past `maxDepth`.
    mutating func open(_ name: String, id: String?, href: String?) -> Bool {
        guard open.count < SVGPolicy.maxDepth else { return false }
        nodes.append(Node(name: name, id: id, href: href))
        let index = nodes.count - 1
        if let parent = open.last { nodes[parent].children.append(index) } else { roots.append(index) }
        open.append(index)
        return true
    }

    mutating func close() { _ = open.popLast() }

    /// Elements that draw a shape each time they are rendered.
    static let shapes: Set<String> = ["rect", "circle", "ellipse", "line", "polyline", "polygon", "path", "text", "image"]
    /// Elements whose content is drawn only where something refers to it (and then counted
    /// there), or never: definitions, and paint servers and effects drawn once as surfaces.
    static let referencedOnly: Set<String> = ["defs", "symbol", "clipPath", "mask", "pattern", "marker", "filter",
                                              "linearGradient", "radialGradient", "style", "title", "desc", "metadata"]

    /// The shapes drawn, past `SVGPolicy.maxShapes × 10` only "more" (saturating).
    func shapes() -> Int {
        let cap = SVGPolicy.maxShapes * 10 + 1
        var ids: [String: Int] = [:]
        for (i, node) in nodes.enumerated() { if let id = node.id, ids[id] == nil { ids[id] = i } }
        var memo: [Int: Int] = [:]
        var visiting = Set<Int>()
        // The depth of this walk is bounded: elements nest at most maxDepth deep, and a chain
        // of <use> references is cut where it would revisit an element (librsvg refuses
        // such cycles) and counted past the cap as "more".
        func count(_ i: Int, referenced: Bool, depth: Int) -> Int {
            let node = nodes[i]
            if !referenced && Self.referencedOnly.contains(node.name) { return 0 }
            if let known = memo[i] { return known }
            guard depth < SVGPolicy.maxDepth * 4, visiting.insert(i).inserted else { return 0 }
            defer { visiting.remove(i) }
            var total = Self.shapes.contains(node.name) ? 1 : 0
            for child in node.children { total = min(cap, total + count(child, referenced: false, depth: depth + 1)) }
            if node.name == "use", let href = node.href, href.hasPrefix("#"), let target = ids[String(href.dropFirst())] {
                total = min(cap, total + count(target, referenced: true, depth: depth + 1))
            }
            memo[i] = total
            return total
        }
        var total = 0
        for root in roots { total = min(cap, total + count(root, referenced: false, depth: 0)) }
        return total
    }
}

