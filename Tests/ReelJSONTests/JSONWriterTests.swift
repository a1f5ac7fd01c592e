import Testing
import ReelJSON

/// The bytes every JSON file BadgeReel writes is made of. These pin what the two writers this
/// one replaced wrote (ReelLottie's OrderedJSONEncoder, ReelExport's report writer), so a
/// change here is a change to every published Lottie file and report.
@Suite struct JSONNumberStyleTests {
    /// Both styles: rounded to six decimals, integral values without a fraction, no "-0".
    @Test(arguments: [JSONNumberStyle.shortest, .decimal])
    func roundingIsShared(_ style: JSONNumberStyle) {
        #expect(style.text(0.1 + 0.2) == "0.3")
        #expect(style.text(2) == "2")
        #expect(style.text(-3) == "-3")
        #expect(style.text(12.75) == "12.75")
        #expect(style.text(1e-7) == "0")
        #expect(style.text(-1e-7) == "0")
        #expect(style.text(-0.0) == "0")
        #expect(style.text(0.0001) == "0.0001")
        #expect(style.text(1.0000004) == "1")
        #expect(style.text(123456.1234567) == "123456.123457")
        // The largest doubles stay numbers (scaling them for the rounding overflowed to "inf").
        #expect(style.text(1e308) == "1e+308")
        #expect(style.text(-Double.greatestFiniteMagnitude) == "-1.7976931348623157e+308")
        #expect(style.text(.nan) == "null")
        #expect(style.text(.infinity) == "null")
    }

    /// Below 1e-4 the report style keeps Swift's exponent (as every `timeline` report has it);
    /// Lottie files spell the decimals out.
    @Test func smallNumbersDiffer() {
        #expect(JSONNumberStyle.shortest.text(0.00001) == "1e-05")
        #expect(JSONNumberStyle.decimal.text(0.00001) == "0.00001")
        #expect(JSONNumberStyle.shortest.text(-0.0000125) == "-1.3e-05")
        #expect(JSONNumberStyle.decimal.text(-0.0000125) == "-0.000013")
        #expect(JSONNumberStyle.shortest.text(0.000099) == "9.9e-05")
        #expect(JSONNumberStyle.decimal.text(0.000099) == "0.000099")
        #expect(JSONNumberStyle.decimal.text(0.000001) == "0.000001")
    }
}

@Suite struct JSONWriterTests {
    static let sample: JSONValue = .object([
        ("z", .int(1)), ("a", .number(0.5)), ("list", .array([.int(1), .object([("t", .number(0.25)), ("on", .bool(true))])])),
        ("none", .null), ("empty", .array([])), ("nothing", .object([])), ("s", .string("q\"\\\n\r\t\u{1}é")),
    ])

    /// Compact: no whitespace at all, keys in the order given.
    @Test func compact() {
        let text = JSONWriter(numbers: .decimal, layout: .compact).text(Self.sample)
        #expect(text == #"{"z":1,"a":0.5,"list":[1,{"t":0.25,"on":true}],"none":null,"empty":[],"nothing":{},"s":"q\"\\\n\r\t\u0001é"}"#)
    }

    /// Indented: two spaces a level, containers from `oneLineFrom` deep on one line.
    @Test func indented() {
        let text = JSONWriter(numbers: .shortest, layout: .indented()).text(Self.sample)
        #expect(text == """
        {
          "z": 1,
          "a": 0.5,
          "list": [
            1,
            {"t": 0.25, "on": true}
          ],
          "none": null,
          "empty": [],
          "nothing": {},
          "s": "q\\"\\\\\\n\\r\\t\\u0001é"
        }
        """)
    }

    /// A value written at a depth inside a larger document: one line from that depth on.
    @Test func indentedAtALevel() {
        let value: JSONValue = .object([("x", .number(1e-5)), ("y", .array([.int(2)]))])
        #expect(JSONWriter(numbers: .shortest, layout: .indented(level: 2, oneLineFrom: 2)).text(value) == #"{"x": 1e-05, "y": [2]}"#)
        #expect(JSONWriter(numbers: .shortest, layout: .indented(level: 1, oneLineFrom: 2)).text(value) == "{\n    \"x\": 1e-05,\n    \"y\": [2]\n  }")
    }

    @Test func quote() {
        #expect(JSONWriter.quote("a\"b") == #""a\"b""#)
        #expect(JSONWriter.quote("\u{1f}\u{7f}") == "\"\\u001f\u{7f}\"")
    }
}

@Suite struct OrderedJSONEncoderTests {
    /// Every primitive encodes as JSON does; keys stay in the order they were encoded; a nil
    /// optional is left out, as JSONEncoder leaves it.
    @Test func primitivesInOrder() throws {
        struct Sample: Encodable {
            var z = 1; var a: Float = 0.5; var m: UInt8 = 7; var b = true; var s = "q\"\n"; var n: Int? = nil; var d = [1.25, 0.00001]
        }
        let text = String(decoding: try OrderedJSONEncoder().encode(Sample()), as: UTF8.self)
        #expect(text == #"{"z":1,"a":0.5,"m":7,"b":true,"s":"q\"\n","d":[1.25,0.00001]}"#)
        #expect(try OrderedJSONEncoder.value(Sample()) == .object([
            ("z", .int(1)), ("a", .number(0.5)), ("m", .number(7)), ("b", .bool(true)), ("s", .string("q\"\n")),
            ("d", .array([.number(1.25), .number(0.00001)])),
        ]))
    }

    /// JSON has no NaN or infinity: refused, naming where.
    @Test func nonFiniteIsRefused() {
        struct Holder: Encodable { var inner = [1.0, .infinity] }
        #expect {
            _ = try OrderedJSONEncoder().encode(Holder())
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue).first == "inner"
        }
    }
}
