import ArgumentParser
import ReelModels
import ReelExport
import Synchronization

/// An option group whose options are parameters of one set, each `@Option` property named
/// after its parameter and holding the text as typed: the declaration parses and checks it,
/// so a flag and a scene key refuse the same values in the same words.
protocol ParameterOptions: ParsableArguments {
    associatedtype Values: ParameterSet
    /// The options that hold `Values`' parameters, by key path, in the group's order.
    static var fields: [ParameterField<Self>] { get }
}

extension ParameterOptions {
    /// The parameters the user gave, as (key, text) for `Values` (a test checks every field
    /// is a declared parameter).
    var given: [(key: String, text: String)] {
        named.compactMap { pair in Values.parameter(named: pair.name).map { ($0.key, pair.text) } }
    }

    /// The options the user gave, as (declaration name, text), in `fields`' order.
    var named: [(name: String, text: String)] {
        Self.fields.compactMap { field in field.text(in: self).map { (field.name, $0) } }
    }

    /// The flags the user gave, for refusing them where they do not apply.
    var givenFlags: [String] {
        given.compactMap { pair in Values.parameter(key: pair.key).map { Flags.flag(for: $0.name) } }
    }

    /// These options over `base`, checked by the model's own validation.
    func values(over base: Values = Values()) throws -> Values {
        do { return try Values.from(given, over: base) } catch { throw ValidationError(Flags.message(for: error)) }
    }

    /// Checks the values given, once, as soon as they are parsed.
    func validateParameters() throws { _ = try values() }
}

/// Help text for a parameter's option, from its declaration; made once per option.
/// ArgumentParser runs an option group's `init()` (and so this, for each of its options)
/// every time it reflects the group: several times a parse, many more in a debug build,
/// whose self-check rebuilds each group's arguments (ArgumentSet.init). Making the text each
/// time was 17 % of the CPU of `badgereel timeline pop` in the debug binary (perf,
/// 2026-11-24); a test run parses thousands of command lines.
func help<S: ParameterSet>(_ set: S.Type, _ name: String) -> ArgumentHelp {
    let key = ParameterHelpKey(set: ObjectIdentifier(set), name: name)
    if let made = parameterHelps.withLock({ $0[key] }) { return made }
    let made = makeHelp(set, name)
    parameterHelps.withLock { $0[key] = made }
    return made
}

/// One option's help: its parameter set and its declaration's name.
private struct ParameterHelpKey: Hashable {
    var set: ObjectIdentifier
    var name: String
}

/// The helps made so far.
private let parameterHelps = Mutex<[ParameterHelpKey: ArgumentHelp]>([:])

/// The help text `help(_:_:)` gives, made from the declaration.
private func makeHelp<S: ParameterSet>(_: S.Type, _ name: String) -> ArgumentHelp {
    guard let p = S.parameter(named: name) else { return ArgumentHelp("") }
    return parameterHelp(p.info)
}

/// A parameter's option's help: the declaration's help, what it accepts and its default,
/// after `prefix`.
func parameterHelp(_ p: ParameterInfo, prefix: String = "") -> ArgumentHelp {
    let accepted: String
    switch p.kind {
    case .choice(let names): accepted = " One of \(names.joined(separator: ", "))."
    case .number, .integer: accepted = " " + p.kind.accepted.prefix(1).uppercased() + p.kind.accepted.dropFirst() + "."
    default: accepted = ""
    }
    let defaultText = p.kind == .toggle ? "" : " (default: \(p.defaultText))"
    return ArgumentHelp(prefix + p.help + accepted + defaultText, valueName: p.kind.valueName)
}
