import Hummingbird
import ReelExport
import ReelJSON
import ReelModels

/// A request refused, as every route answers one: an HTTP status and
/// `{"error": {"message": …, "field": …, "value": …, "accepted": …}}`, Hummingbird's own
/// error body (`{"error": {"message": …}}`) with the refused value's place and words, so the
/// page reads fields and never parses the message.
///
/// - `message`: the one line the command line prints for the same refusal
///   (`--pop-out-ratio 99: expected a number from 0.01 to 10`, `wiggle.yaml:14:
///   actions[1].keyTimes: …`);
/// - `field`: the neutral path of the value refused (`pop.popOutRatio`, `badge.diameter`,
///   `canvas.scale`, `actions[1].keyTimes`), as the library's typed errors carry it; absent
///   when the refusal is not of one value (a request that is not JSON, a busy exporter);
/// - `value` and `accepted`: the value as the message quotes it and what is accepted, when
///   the refusal is of one value against its declaration.
///
/// Routes throw it; `StudioGuard` turns it (and any other `HTTPResponseError`) into the
/// response, with the studio's headers.
public struct StudioFailure: HTTPResponseError, Sendable {
    /// The HTTP status the refusal is answered with.
    public var status: HTTPResponse.Status
    /// The one line the page shows: the command line's own words for the same refusal.
    public var message: String
    /// The neutral path of the value refused, if one was.
    public var field: String?
    /// The value refused, as the message quotes it.
    public var value: String?
    /// What is accepted instead.
    public var accepted: String?

    /// A refusal with `status` and `message`, at `field` when it is one value's.
    public init(_ status: Int, _ message: String, field: String? = nil, value: String? = nil, accepted: String? = nil) {
        self.status = HTTPResponse.Status(code: status)
        self.message = message
        self.field = field
        self.value = value
        self.accepted = accepted
    }

    /// The library's refusal of a request for `animation`, in the command line's `words`; a
    /// seed animation's own values are placed under its name (`pop.popOutRatio`), where
    /// `ParameterCatalog` (and the page) finds them.
    init(_ refusal: ReelRequest.Refusal, animation: AnimationName, words: any CommandLineWords) {
        guard let error = refusal.parameter else {
            self.init(400, words.message(for: refusal))
            return
        }
        self.init(400, words.message(for: refusal), field: Self.field(error.path, animation: animation), value: error.value,
                  accepted: words.accepted(error))
    }

    /// A request's refusal path as `ParameterCatalog` names it: the section's own checks
    /// place a value at its key (`scale`, `popOutRatio`), which is put under its group
    /// (`canvas.scale`, `pop.popOutRatio`); the badge's and the clip's keys are already whole
    /// (`badge.diameter`, `fps`).
    static func field(_ path: String, animation: AnimationName) -> String {
        for group in ParameterCatalog.groups where AnimationName(rawValue: group.name) == nil || group.name == animation.rawValue {
            guard group.parameters.contains(where: { $0.key == path }) else { continue }
            return group.prefix.isEmpty ? path : "\(group.prefix).\(path)"
        }
        return path
    }

    /// An export's or a scene's failure, at the path of the value refused, in the command
    /// line's `words`: a refused value or scene is the page's mistake (400), anything else
    /// the machine's (500), unless the route says (`status`).
    init(_ error: ExportError, status: Int? = nil, words: any CommandLineWords) {
        let code = status ?? (error.exitStatus == 64 || error.exitStatus == 65 ? 400 : 500)
        switch error {
        case .invalid(let e), .unreachable(let e):
            self.init(code, words.message(for: error), field: e.path, value: e.value, accepted: words.accepted(e))
        case .scene(let e): self.init(e, status: code)
        case .inputFile(let key, _, _): self.init(code, words.message(for: error), field: key)
        case .input, .output, .encoder: self.init(code, words.message(for: error))
        }
    }

    /// A scene file's refusal (in the scene's own words, its place and path), at its path.
    init(_ error: SceneError, status: Int) {
        self.init(status, ExportError.scene(error).description, field: error.path.isEmpty ? nil : error.path)
    }

    /// The answer's declared shape.
    struct Body: Encodable {
        struct Refusal: Encodable {
            var message: String
            var field: String?
            var value: String?
            var accepted: String?
        }
        var error: Refusal
    }

    /// The refusal as its response: JSON through BadgeReel's one writer (absent fields left
    /// out), with `status`.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        response()
    }

    /// The same, without a request (the guard refuses before any route runs).
    func response() -> Response {
        var response = Studio.json(Body(error: .init(message: message, field: field, value: value, accepted: accepted)))
        response.status = status
        return response
    }
}
