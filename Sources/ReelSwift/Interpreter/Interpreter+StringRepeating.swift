extension Interpreter {
    /// `String(repeating: "." , count: n)`: the string `n` times [Apple]
    /// (…/swift/string/init(repeating:count:): "count: The number of times to repeat the
    /// value passed in `repeating`. This value must not be negative"). A negative count traps in
    /// Swift, so it is refused; the result's length is checked against the value-length limit
    /// before it is made.
    func stringRepeating(_ repeated: Value, count: Value, at site: CallSite) throws -> Value {
        let text: String
        switch repeated {
        case .string(let s): text = s
        default: throw site.mismatch("cannot convert value of type '\(repeated.typeName)' to expected argument type 'String' (String(repeating:count:))",
                                     expected: "String", found: repeated)
        }
        guard let n = count.doubleValue, n == n.rounded(), abs(n) < 1e15 else {
            throw site.mismatch("cannot convert value of type '\(count.typeName)' to expected argument type 'Int' (String(repeating:count:) count:)",
                                expected: "Int", found: count)
        }
        guard n >= 0 else { throw site.refuse("String(repeating:count:) count: \(Int(n)) is negative (Swift traps: \"must not be negative\"); 0 or more is accepted", .invalid) }
        let (length, overflow) = text.utf8.count.multipliedReportingOverflow(by: Int(n))
        try checkLength(overflow ? Int.max : length, at: site.node)
        return .string(String(repeating: text, count: Int(n)))
    }
}
