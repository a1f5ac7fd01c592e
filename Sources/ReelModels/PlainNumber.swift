/// A number as a person writes it and as it reads back exactly: whole numbers without ".0",
/// others in Swift's shortest round-trip form. Used by messages, help text and scene files.
public func plainNumber(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return String(v)
}
