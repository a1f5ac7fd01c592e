/// Encodes a Codable value as compact JSON with each object's keys in the order they were
/// encoded (declaration order for synthesized conformances). Foundation's JSONEncoder orders
/// keys by hash or alphabetically, and rlottie skips a shape's keys that come before its `ty`.
struct OrderedJSONEncoder {
    /// Every number is written with at most this many decimals (1e-6 of a point, a percent
    /// or a frame), which keeps the file small and changes nothing a player can show.
    static let decimals = 6

    func encode(_ value: some Encodable) throws -> [UInt8] {
        let root = Node.Box()
        try value.encode(to: TreeEncoder(box: root, codingPath: []))
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        try root.node.write(to: &out)
        return out
    }
}

/// A JSON value under construction; objects keep their keys in insertion order.
indirect enum Node {
    case null, bool(Bool), number(Double), integer(Int), string(String)
    case array([Box]), object([(String, Box)])

    /// A node that containers fill in after handing it out.
    final class Box { var node: Node = .null }

    func write(to out: inout [UInt8]) throws {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .integer(let i): out += Array(String(i).utf8)
        case .number(let d):
            guard d.isFinite else {
                throw EncodingError.invalidValue(d, .init(codingPath: [], debugDescription: "a number in a Lottie file must be finite"))
            }
            out += Array(Self.format(d).utf8)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                try item.node.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, (key, item)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                try item.node.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Shortest text for `d` rounded to `decimals` places: integers without a fraction.
    static func format(_ d: Double) -> String {
        let scale = 1_000_000.0
        let rounded = (d * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        let text = String(rounded)
        // Swift writes 1e-05 style for small magnitudes; JSON accepts it, but plain decimals
        // read better and are no longer at this precision.
        guard text.contains("e") else { return text }
        var digits = String(Int((abs(rounded) * scale).rounded()))
        while digits.count < OrderedJSONEncoder.decimals + 1 { digits = "0" + digits }
        let cut = digits.index(digits.endIndex, offsetBy: -OrderedJSONEncoder.decimals)
        var fraction = String(digits[cut...])
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (rounded < 0 ? "-" : "") + digits[..<cut] + "." + fraction
    }

    static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += Array("\\\"".utf8)
            case "\\": out += Array("\\\\".utf8)
            case "\n": out += Array("\\n".utf8)
            case "\r": out += Array("\\r".utf8)
            case "\t": out += Array("\\t".utf8)
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    out += Array(String(scalar).utf8)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

private struct TreeEncoder: Encoder {
    let box: Node.Box
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = box.node {} else { box.node = .object([]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = box.node {} else { box.node = .array([]) }
        return UnkeyedContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(box: box, codingPath: codingPath) }
}

private func leaf(_ value: some Encodable, codingPath: [any CodingKey]) throws -> Node.Box {
    let box = Node.Box()
    switch value {
    case let v as Double: box.node = .number(v)
    case let v as Float: box.node = .number(Double(v))
    case let v as Int: box.node = .integer(v)
    case let v as Bool: box.node = .bool(v)
    case let v as String: box.node = .string(v)
    // Every other integer type (none in the model today): as a number, never re-encoded, since
    // a primitive's own encode(to:) would come straight back here.
    case let v as any BinaryInteger: box.node = .number(Double(v))
    default: try value.encode(to: TreeEncoder(box: box, codingPath: codingPath))
    }
    return box
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: Node.Box
    var codingPath: [any CodingKey]

    private func append(_ key: Key, _ child: Node.Box) {
        guard case .object(var members) = box.node else { return }
        members.removeAll { $0.0 == key.stringValue }
        members.append((key.stringValue, child))
        box.node = .object(members)
    }

    mutating func encodeNil(forKey key: Key) throws { append(key, Node.Box()) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        append(key, try leaf(value, codingPath: codingPath + [key]))
    }
    // Optional properties left nil are skipped, as JSONEncoder does.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = Node.Box(); child.node = .object([])
        append(key, child)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: child, codingPath: codingPath + [key]))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = Node.Box(); child.node = .array([])
        append(key, child)
        return UnkeyedContainer(box: child, codingPath: codingPath + [key])
    }
    mutating func superEncoder() -> any Encoder { TreeEncoder(box: box, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = Node.Box()
        append(key, child)
        return TreeEncoder(box: child, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: Node.Box
    var codingPath: [any CodingKey]
    var count: Int {
        if case .array(let items) = box.node { return items.count }
        return 0
    }

    private func append(_ child: Node.Box) {
        guard case .array(var items) = box.node else { return }
        items.append(child)
        box.node = .array(items)
    }

    mutating func encodeNil() throws { append(Node.Box()) }
    mutating func encode<T: Encodable>(_ value: T) throws { append(try leaf(value, codingPath: codingPath)) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = Node.Box(); child.node = .object([])
        append(child)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: child, codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = Node.Box(); child.node = .array([])
        append(child)
        return UnkeyedContainer(box: child, codingPath: codingPath)
    }
    mutating func superEncoder() -> any Encoder {
        let child = Node.Box()
        append(child)
        return TreeEncoder(box: child, codingPath: codingPath)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let box: Node.Box
    var codingPath: [any CodingKey]
    mutating func encodeNil() throws { box.node = .null }
    mutating func encode<T: Encodable>(_ value: T) throws { box.node = try leaf(value, codingPath: codingPath).node }
}
