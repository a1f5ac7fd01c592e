/// The studio's page: `Resources/index.html`, `studio.css` and the script's ES modules
/// (`studio.js` imports the others), real files that HTML, JS and CSS tools (and TypeScript's
/// checker, `tsconfig.json`) read, compiled into the tool by SwiftPM (`.embedInCode`), so
/// the executable stays one self-contained file and the server reads nothing from disk to
/// serve the page.
enum StudioPage {
    /// One file of the page: where it is served, its bytes and its MIME type.
    struct File: Sendable {
        var path: String
        var bytes: [UInt8]
        var type: String
    }

    static let html = File(path: "/", bytes: PackageResources.index_html, type: "text/html; charset=utf-8")
    static let style = File(path: "/studio.css", bytes: PackageResources.studio_css, type: "text/css; charset=utf-8")
    /// The modules, by concern (studio.js, the entry, lists them).
    static let modules: [File] = [
        ("studio.js", PackageResources.studio_js), ("address.js", PackageResources.address_js),
        ("api.js", PackageResources.api_js), ("contract.js", PackageResources.contract_js),
        ("controls.js", PackageResources.controls_js), ("curve.js", PackageResources.curve_js),
        ("dom.js", PackageResources.dom_js), ("edits.js", PackageResources.edits_js),
        ("format.js", PackageResources.format_js), ("history.js", PackageResources.history_js),
        ("plot.js", PackageResources.plot_js), ("preview.js", PackageResources.preview_js),
        ("refusal.js", PackageResources.refusal_js), ("scene.js", PackageResources.scene_js),
        ("state.js", PackageResources.state_js), ("values.js", PackageResources.values_js),
        ("swift.js", PackageResources.swift_js), ("literal.js", PackageResources.literal_js), ("swift-panel.js", PackageResources.swift_panel_js),
    ].map { File(path: "/" + $0.0, bytes: $0.1, type: "text/javascript; charset=utf-8") }

    /// Everything the page loads: served to anyone who may reach the studio (the Host
    /// check), without the token, for it holds nothing secret.
    static let files = [html, style] + modules
}
