import ArgumentParser
import ReelExport
import ReelModels
import Testing
@testable import BadgeReelCLI

/// The option groups are read through their declared fields (`ParameterField`: key paths),
/// not by reflecting on their property names: every option that holds a parameter is listed,
/// in the options' order, and every listed one is read, each from its own option.
@Suite struct OptionFieldTests {
    /// The options of a group that are not parameters (the loop's other spelling, the bar,
    /// the kind of user animation).
    static let notParameters: Set<String> = ["noLoop", "quiet", "spring"]

    /// The group's options by their property names, in declaration order: reflection is the
    /// test's independent look at what the group declares.
    static func optionNames(_ group: Any) -> [String] {
        Mirror(reflecting: group).children.compactMap { $0.label.map { String($0.dropFirst()) } }
            .filter { !notParameters.contains($0) }
    }

    /// Values for the declarations whose default text describes the default.
    static let values = ["locale": "en_US", "diameter": "30", "hostSize": "96x96", "badgeColor": "red", "hostColor": "systemIndigo",
                         "size": "120x80", "fps": "50", "loop": "2", "matte": "#FFFFFF", "layout": "bell", "maxSize": "2MB"]

    /// Each field's option given alone, as the parser reads it (its property, by the option's
    /// name): `named` gives back that field alone, so no field reads another's option. The
    /// value is the declaration's default, which the group's own checks accept, or one from
    /// `values` where the default text describes the default rather than being one.
    static func checkEveryFieldIsRead<G: ParsableArguments>(_: G.Type, _ fields: [ParameterField<G>], values: [ParameterInfo],
                                                            named: (G) -> [(name: String, text: String)]) throws {
        #expect(optionNames(try G.parse([])) == fields.map(\.name), "\(G.self): every option that holds a parameter is a field")
        #expect(named(try G.parse([])).isEmpty, "\(G.self): nothing given, nothing read")
        for field in fields {
            let info = try #require(values.first { $0.name == field.name }, "\(field.name) is declared")
            let flag = Flags.flag(for: field.name)
            let value = Self.values[field.name] ?? info.defaultText
            let (words, text): ([String], String) = switch field {
            case .text: (["\(flag)=\(value)"], value)
            case .toggle: ([flag], "true")
            }
            do {
                #expect(named(try G.parse(words)).map { "\($0.name)=\($0.text)" } == ["\(field.name)=\(text)"], "\(G.self) \(words)")
            } catch {
                Issue.record("\(G.self) \(words): \(error)")
            }
        }
    }

    @Test func everyFieldOfEveryGroupIsListedAndRead() throws {
        try Self.checkEveryFieldIsRead(BadgeOptions.self, BadgeOptions.fields, values: BadgeSetup.infos, named: \.named)
        try Self.checkEveryFieldIsRead(LookOptions.self, LookOptions.fields, values: BadgeSetup.infos, named: \.named)
        try Self.checkEveryFieldIsRead(CanvasOptions.self, CanvasOptions.fields, values: CanvasSpec.infos, named: \.named)
        try Self.checkEveryFieldIsRead(ClipOptions.self, ClipOptions.fields, values: ClipTiming.infos, named: \.named)
        try Self.checkEveryFieldIsRead(EncodingOptions.self, EncodingOptions.fields, values: EncodingSpec.infos, named: \.named)
        try Self.checkEveryFieldIsRead(AnimateOptions.self, AnimateOptions.fields, values: ExportWords.animateFields, named: \.named)
    }
}
