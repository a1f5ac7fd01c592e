/// The studio's page: markup, script and style, compiled into the tool so it serves no file
/// from disk.
enum StudioPage {
    static let html = "<!doctype html><title>BadgeReel Studio</title>"
    static let script = ""
    static let style = ""
}
