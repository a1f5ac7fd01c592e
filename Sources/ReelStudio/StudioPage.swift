/// The studio's page: `Resources/index.html`, `studio.js` and `studio.css`, real files that
/// HTML, JS and CSS tools can read, compiled into the tool by SwiftPM (`.embedInCode`), so the
/// executable stays one self-contained file and the server reads nothing from disk to serve
/// the page.
enum StudioPage {
    static let html = String(decoding: PackageResources.index_html, as: UTF8.self)
    static let script = String(decoding: PackageResources.studio_js, as: UTF8.self)
    static let style = String(decoding: PackageResources.studio_css, as: UTF8.self)
}
