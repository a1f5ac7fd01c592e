import ReelSwiftUI

extension RealWorldCorpus {
    /// A SwiftUI file's outcome (issue 39): what changes between its clip's first frame and
    /// the others, each modifier's numbers under the corpus's property names (`view:` only: a
    /// SwiftUI view tree has none of the scene's parts).
    static func outcome(_ clip: ViewClip, header: Header) -> Outcome {
        let first = properties(of: clip.frames.first ?? .spacer(minLength: nil))
        var changed: Set<Motion> = []
        let step = max(1, clip.frames.count / sampleLimit)
        for k in stride(from: step, to: clip.frames.count, by: step) {
            let now = properties(of: clip.frames[k])
            for property in Set(first.keys).union(now.keys) where first[property] != now[property] {
                changed.insert(Motion(target: "view", property: property))
            }
        }
        if header.moves.allSatisfy(changed.contains) { return .moves }
        return .still(moved: changed.sorted { $0.description < $1.description })
    }

    /// Every number a tree shows, by the corpus's property names, in tree order.
    static func properties(of node: ViewNode) -> [String: [Double]] {
        var found: [String: [Double]] = [:]
        func walk(_ node: ViewNode) {
            switch node {
            case let .text(text, font):
                found["text", default: []] += [Double(text.hashValue), font.resolved.pointSize]
            case let .image(name, size):
                found["contents", default: []] += [Double(name.hashValue)]
                found["size", default: []] += [size.width, size.height]
            case let .shape(kind), let .strokedShape(kind, _):
                if case let .roundedRectangle(r) = kind { found["corner", default: []].append(r) }
                if case let .strokedShape(_, stroke) = node { found["border", default: []].append(stroke.lineWidth) }
            case let .color(c):
                found["color", default: []] += [c.red, c.green, c.blue, c.alpha]
            case .spacer:
                break
            case let .zStack(_, children), let .hStack(_, _, children), let .vStack(_, _, children):
                found["hidden", default: []].append(Double(children.count))
                children.forEach(walk)
            case let .modified(inner, modifier):
                switch modifier {
                case let .frame(w, h, _): found["size", default: []] += [w ?? -1, h ?? -1]
                case let .flexibleFrame(f): found["size", default: []] += [f.minWidth, f.maxWidth, f.minHeight, f.maxHeight].map { $0 ?? -1 }
                case let .padding(e): found["size", default: []] += [e.top, e.leading, e.bottom, e.trailing]
                case let .offset(x, y), let .position(x, y): found["offset", default: []] += [x, y]
                case let .scaleEffect(x, y, _): found["scale", default: []] += [x, y]
                case let .rotationEffect(r, _): found["rotation", default: []].append(r)
                case let .opacity(o): found["opacity", default: []].append(o)
                case let .foreground(c): found["color", default: []] += [c.red, c.green, c.blue, c.alpha]
                case let .overlay(o, _), let .background(o, _): walk(o)
                case let .clipShape(kind):
                    if case let .roundedRectangle(r) = kind { found["corner", default: []].append(r) }
                case let .shadow(s): found["shadow", default: []] += [s.radius, s.x, s.y, s.color.alpha]
                case let .blur(r): found["blur", default: []].append(r)
                case let .transformEffect(t):
                    // A GeometryEffect: its translation is an offset, its linear part a transform.
                    found["offset", default: []] += [t.tx, t.ty]
                    found["transform", default: []] += [t.a, t.b, t.c, t.d]
                case .hidden: found["hidden", default: []].append(-1)
                case let .sizedOffset(x, y): found["offset", default: []] += [x, y]
                // The latest change's tree first, as when each wrapped the frame.
                case let .departing(trees, _): for gone in trees.reversed() { walk(gone) }
                case let .matchedGeometry(m): found["offset", default: []].append(m.progress)
                case .identified: break
                }
                walk(inner)
            }
        }
        walk(node)
        return found
    }
}
