import ArgumentParser
import Foundation
import ReelExport
import ReelModels
import Synchronization

/// Where a `ParameterSlots` group's options come from: parameter declarations, in the order
/// help lists them, and the check a group of them makes as soon as it is parsed.
protocol ParameterSlotSource {
    /// The declarations; at most `ParameterSlots.capacity`.
    static func declarations() -> [ParameterInfo]
    /// Checks the values given (declaration name, text) as the group's `validate()` does.
    static func check(_ named: [(name: String, text: String)]) throws(ParameterError)
    /// What the options' help says before a declaration's own help ("" for nothing).
    static func helpPrefix(for info: ParameterInfo) -> String
}

extension ParameterSlotSource {
    static func helpPrefix(for info: ParameterInfo) -> String { "" }
}

/// An option group whose options are made from parameter declarations rather than declared
/// one by one: each slot is an `@Option` holding the text as typed, named, parsed and helped
/// from the declaration at its place in `Source.declarations()`.
///
/// Why slots: ArgumentParser binds options to stored properties, so a group has as many
/// options as its type has properties; a group generic over the declarations (one for every
/// animation, the animation's own file the only place its parameters are written) needs a
/// fixed number of them. A slot past the declarations has no name at all (argv cannot reach
/// it) and private visibility (help and completion scripts leave it out).
struct ParameterSlots<Source: ParameterSlotSource>: ParsableArguments {
    /// How many options a group can make; a source declaring more stops at its first use.
    static var capacity: Int { 12 }

    @Option(name: Self.name(0), parsing: Self.parsing(0), help: Self.help(0)) var slot0: String?
    @Option(name: Self.name(1), parsing: Self.parsing(1), help: Self.help(1)) var slot1: String?
    @Option(name: Self.name(2), parsing: Self.parsing(2), help: Self.help(2)) var slot2: String?
    @Option(name: Self.name(3), parsing: Self.parsing(3), help: Self.help(3)) var slot3: String?
    @Option(name: Self.name(4), parsing: Self.parsing(4), help: Self.help(4)) var slot4: String?
    @Option(name: Self.name(5), parsing: Self.parsing(5), help: Self.help(5)) var slot5: String?
    @Option(name: Self.name(6), parsing: Self.parsing(6), help: Self.help(6)) var slot6: String?
    @Option(name: Self.name(7), parsing: Self.parsing(7), help: Self.help(7)) var slot7: String?
    @Option(name: Self.name(8), parsing: Self.parsing(8), help: Self.help(8)) var slot8: String?
    @Option(name: Self.name(9), parsing: Self.parsing(9), help: Self.help(9)) var slot9: String?
    @Option(name: Self.name(10), parsing: Self.parsing(10), help: Self.help(10)) var slot10: String?
    @Option(name: Self.name(11), parsing: Self.parsing(11), help: Self.help(11)) var slot11: String?

    /// The slots' texts, in slot order.
    private var texts: [String?] { [slot0, slot1, slot2, slot3, slot4, slot5, slot6, slot7, slot8, slot9, slot10, slot11] }

    /// The values given, by declaration name.
    var named: [(name: String, text: String)] {
        zip(Self.declared, texts).compactMap { info, text in text.map { (info.name, $0) } }
    }

    /// The flags given, for refusing them where they do not apply.
    var givenFlags: [String] { named.map { Flags.flag(for: $0.name) } }

    func validate() throws {
        do throws(ParameterError) { try Source.check(named) } catch { throw ValidationError(Flags.message(for: error)) }
    }

    /// The source's declarations, read once per source: ArgumentParser makes the group (and
    /// so asks every slot its name and help) several times a parse, more in a debug build.
    static var declared: [ParameterInfo] {
        let key = ObjectIdentifier(Source.self)
        if let known = slotDeclarations.withLock({ $0[key] }) { return known }
        let made = Source.declarations()
        precondition(made.count <= capacity, "\(Source.self) declares \(made.count) options; ParameterSlots holds \(capacity): add slots")
        slotDeclarations.withLock { $0[key] = made }
        return made
    }

    private static func name(_ slot: Int) -> NameSpecification {
        slot < declared.count ? [.customLong(String(Flags.flag(for: declared[slot].name).dropFirst(2)))] : []
    }

    private static func parsing(_ slot: Int) -> SingleValueParsingStrategy {
        // A number may be negative: read the next word whatever it starts with.
        guard slot < declared.count else { return .next }
        switch declared[slot].kind {
        case .number, .integer: return .unconditional
        default: return .next
        }
    }

    /// A slot's help, made once (as `help(_:_:)` makes a declared option's, for the reason it gives).
    private static func help(_ slot: Int) -> ArgumentHelp {
        guard slot < declared.count else { return ArgumentHelp(visibility: .private) }
        let key = SlotKey(source: ObjectIdentifier(Source.self), slot: slot)
        if let made = slotHelps.withLock({ $0[key] }) { return made }
        let info = declared[slot]
        let made = parameterHelp(info, prefix: Source.helpPrefix(for: info))
        slotHelps.withLock { $0[key] = made }
        return made
    }
}

/// Each slot source's declarations, once read.
private let slotDeclarations = Mutex<[ObjectIdentifier: [ParameterInfo]]>([:])

/// One slot of one source.
private struct SlotKey: Hashable {
    var source: ObjectIdentifier
    var slot: Int
}

/// The slots' helps made so far.
private let slotHelps = Mutex<[SlotKey: ArgumentHelp]>([:])

/// A seed animation's own parameters, but the curve, which every animation shares
/// (`CurveOptions`): the animation's export command's first group.
enum OwnParameters<Animation: SeedAnimation>: ParameterSlotSource {
    static func declarations() -> [ParameterInfo] { Animation.infos.filter { $0.name != "curve" } }

    static func check(_ named: [(name: String, text: String)]) throws(ParameterError) {
        _ = try Animation.from(named.compactMap { pair in Animation.parameter(named: pair.name).map { ($0.info.key, pair.text) } })
    }
}
