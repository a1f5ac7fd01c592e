/// Encodes an `Encodable` value as a `JSONValue` with each object's keys in the order they
/// were encoded (declaration order for synthesized conformances), then writes it with
/// `JSONWriter`. Foundation's JSONEncoder orders keys by hash or alphabetically, and rlottie
/// skips a shape's keys that come before its `ty`.
public struct OrderedJSONEncoder: Sendable {
    /// How numbers are written.
    public var numbers: JSONNumberStyle
    /// Where lines break.
    public var layout: JSONLayout

    /// An encoder writing in that style; by default compact with plain decimals, as Lottie files are.
    public init(numbers: JSONNumberStyle = .decimal, layout: JSONLayout = .compact) {
        self.numbers = numbers; self.layout = layout
    }

    /// `value` as UTF-8 JSON. Throws `EncodingError.invalidValue` for a non-finite number
    /// (JSON has none), naming where it is.
    public func encode(_ value: some Encodable) throws -> [UInt8] {
        JSONWriter(numbers: numbers, layout: layout).bytes(try Self.value(value))
    }

    /// `value` as a `JSONValue`, for a caller that adds to it or writes it in pieces.
    public static func value(_ value: some Encodable) throws -> JSONValue {
        let root = Node()
        try value.encode(to: TreeEncoder(box: root, codingPath: []))
        return root.value
    }
}

/// A JSON value under construction: containers hand out their children and fill them in later,
/// so each is a reference until the tree is complete.
private final class Node {
    enum Content { case value(JSONValue), array([Node]), object([(String, Node)]) }
    var node: Content = .value(.null)

    /// The finished tree.
    var value: JSONValue {
        switch node {
        case .value(let v): v
        case .array(let items): .array(items.map(\.value))
        case .object(let members): .object(members.map { ($0.0, $0.1.value) })
        }
    }
}

private struct TreeEncoder: Encoder {
    let box: Node
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

private func leaf(_ value: some Encodable, codingPath: [any CodingKey]) throws -> Node {
    let box = Node()
    switch value {
    case let v as Double: box.node = .value(.number(try finite(v, codingPath)))
    case let v as Float: box.node = .value(.number(try finite(Double(v), codingPath)))
    case let v as Int: box.node = .value(.int(v))
    case let v as Bool: box.node = .value(.bool(v))
    case let v as String: box.node = .value(.string(v))
    // Every other integer type (none in the model today): as a number, never re-encoded, since
    // a primitive's own encode(to:) would come straight back here.
    case let v as any BinaryInteger: box.node = .value(.number(Double(v)))
    default: try value.encode(to: TreeEncoder(box: box, codingPath: codingPath))
    }
    return box
}

/// `v`, or the error JSON's lack of NaN and infinities calls for, at `codingPath`.
private func finite(_ v: Double, _ codingPath: [any CodingKey]) throws -> Double {
    guard v.isFinite else {
        throw EncodingError.invalidValue(v, .init(codingPath: codingPath, debugDescription: "a number in JSON must be finite"))
    }
    return v
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: Node
    var codingPath: [any CodingKey]

    private func append(_ key: Key, _ child: Node) {
        guard case .object(var members) = box.node else { return }
        members.removeAll { $0.0 == key.stringValue }
        members.append((key.stringValue, child))
        box.node = .object(members)
    }

    mutating func encodeNil(forKey key: Key) throws { append(key, Node()) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        append(key, try leaf(value, codingPath: codingPath + [key]))
    }
    // Optional properties left nil are skipped, as JSONEncoder does.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) }
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = Node(); child.node = .object([])
        append(key, child)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: child, codingPath: codingPath + [key]))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = Node(); child.node = .array([])
        append(key, child)
        return UnkeyedContainer(box: child, codingPath: codingPath + [key])
    }
    mutating func superEncoder() -> any Encoder { TreeEncoder(box: box, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = Node()
        append(key, child)
        return TreeEncoder(box: child, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: Node
    var codingPath: [any CodingKey]
    var count: Int {
        if case .array(let items) = box.node { return items.count }
        return 0
    }

    private func append(_ child: Node) {
        guard case .array(var items) = box.node else { return }
        items.append(child)
        box.node = .array(items)
    }

    mutating func encodeNil() throws { append(Node()) }
    mutating func encode<T: Encodable>(_ value: T) throws { append(try leaf(value, codingPath: codingPath)) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = Node(); child.node = .object([])
        append(child)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: child, codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = Node(); child.node = .array([])
        append(child)
        return UnkeyedContainer(box: child, codingPath: codingPath)
    }
    mutating func superEncoder() -> any Encoder {
        let child = Node()
        append(child)
        return TreeEncoder(box: child, codingPath: codingPath)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let box: Node
    var codingPath: [any CodingKey]
    mutating func encodeNil() throws { box.node = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { box.node = try leaf(value, codingPath: codingPath).node }
}
