import ArgumentParser
import ReelModels
import ReelExport

/// How the host and badge look: icon, colors, border. Shared by every drawing command.
struct LookOptions: ParameterOptions {
    typealias Values = BadgeSetup
    @Option(help: help(Values.self, "icon")) var icon: String?
    @Option(help: help(Values.self, "badgeColor")) var badgeColor: String?
    @Option(help: help(Values.self, "textColor")) var textColor: String?
    @Option(help: help(Values.self, "borderColor")) var borderColor: String?
    @Option(parsing: .unconditional, help: help(Values.self, "borderWidth")) var borderWidth: String?
    @Option(help: help(Values.self, "hostColor")) var hostColor: String?

    /// The options that hold parameters, read by `named` in this order.
    static var fields: [ParameterField<LookOptions>] {
        [
            .text("icon", \.icon),
            .text("badgeColor", \.badgeColor),
            .text("textColor", \.textColor),
            .text("borderColor", \.borderColor),
            .text("borderWidth", \.borderWidth),
            .text("hostColor", \.hostColor),
        ]
    }

    func validate() throws { try validateParameters() }
}
