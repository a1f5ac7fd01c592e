import Foundation
import Hummingbird
import ReelExport
import ReelJSON
import ReelModels

/// The studio's server: its routes, its one open scene, its preview gate and exporter.
///
/// Routes (docs/studio.md has every request's and answer's shape):
/// - `GET /`, `/studio.css` and the page's modules (`/studio.js`, `/api.js`, …): the page,
///   which holds nothing secret and needs no token;
/// - `GET /api/schema`: every parameter's declaration as the controls read it;
/// - `GET /api/scene?action=N`: the open scene file's values for action N, as
///   [flag name, text, scene path];
/// - `POST /api/preview`: frames for a request, streamed (`StudioPreview`);
/// - `POST /api/export`: the file the normal exporter makes, as a download;
/// - `POST /api/save`: writes the scene file with the request's sets, only those values changed;
/// - `POST /api/revert`: reads the scene file again from disk;
/// - `GET /api/swift`: in Swift mode, the Swift file's controls (its numeric literals that
///   feed the animation, with units and ranges) and its version; `animation: "swift"` in a
///   request names the Swift file, its `sets` are [control id, value] pairs.
/// - `POST /api/swift-code?api=uikit|swiftui`: the Swift that moves as the request does (`StudioSwift`).
/// Every `/api/` route wants the token as `Authorization: Bearer`; every refusal is a
/// `StudioFailure`.
public struct Studio: Sendable {
    /// The largest request body: a request is a few hundred bytes of arguments; even every
    /// parameter at its longest text stays under this.
    static let maxBody = 64 * 1024

    let document: StudioDocument?
    /// The Swift file open in Swift mode (`badgereel studio Badge.swift --run '…'`), if any.
    let swift: StudioSwiftDocument?
    let hosts: StudioHosts
    let token: StudioToken
    /// The command line's words for refusals and commands (BadgeReelCLI's).
    let words: any CommandLineWords
    let gate = StudioPreviewGate()
    let exporter: StudioExporter

    /// The one line a request without the token gets.
    static let tokenRefusal = "this studio needs its token: open the address badgereel studio printed (http://127.0.0.1:PORT/#token=…)"

    /// The refusal of a route that needs a scene when none is open.
    static let noScene = StudioFailure(404, "no scene is open; name one: badgereel studio scene.yaml")

    /// A studio for `document` (or none), answering requests addressed to `listeningHost`
    /// that carry `token`, refusing and showing commands in the command line's `words`;
    /// exports are made in private folders under `exports` (the system's temporary directory).
    public init(document: StudioDocument?, swift: StudioSwiftDocument? = nil, listeningHost: String, token: StudioToken,
                words: any CommandLineWords, exports: URL = FileManager.default.temporaryDirectory) {
        exporter = StudioExporter(parent: exports)
        self.document = document
        self.swift = swift
        self.token = token
        self.words = words
        hosts = StudioHosts(listening: listeningHost)
    }

    /// The routes above behind `StudioGuard`. Package-wide, not public: the server uses it,
    /// and the tests drive it in process (RouterClient).
    package func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: StudioGuard(hosts: hosts, token: token))
        for file in StudioPage.files {
            router.get(RouterPath(file.path)) { _, _ in Self.bytes(file.bytes, type: file.type) }
        }
        router.get("/api/schema") { _, _ in
            Self.json(StudioSchema.root(document: document, swift: swift))
        }
        router.get("/api/swift") { _, _ throws(StudioFailure) in
            guard let swift else { throw Self.noSwift }
            return Self.json(Self.swiftValues(swift))
        }
        router.get("/api/scene") { request, _ throws(StudioFailure) in
            guard let document else { throw Self.noScene }
            let text = request.uri.queryParameters["action"].map(String.init) ?? ""
            guard let index = Int(text), document.animations.contains(where: { $0.index == index }) else {
                throw StudioFailure(400, "action \(ParameterText.quoted(text)): expected the index of one of the scene's animations",
                                    field: "action", value: ParameterText.quoted(text), accepted: "the index of one of the scene's animations")
            }
            // The values and the version they were read at, from one text: read again when a
            // Save or Revert came in between.
            var version = document.version, values = document.values(at: index)
            while version != document.version {
                version = document.version
                values = document.values(at: index)
            }
            return Self.json(SceneValues(values: values, version: version))
        }
        router.post("/api/preview") { request, _ throws(StudioFailure) in
            let studioRequest = try await Self.decode(request)
            // The turn is taken before the preview is prepared, in the page's own order:
            // taken when its body began, a preview prepared faster (another event loop, a
            // lighter scene) than the one the page sent before it made the newer one stale,
            // and the page got the newest header with no frames at all (a browser test held
            // the old picture for 60 s under load). Without a page and number, the order
            // requests are read in.
            let ticket = await gate.begin(page: studioRequest.page, sequence: studioRequest.seq)
            let plan = try studioRequest.plan(document: document, swift: swift, words: words)
            let preview = try StudioPreview(plan: plan, from: studioRequest.from ?? 0, box: studioRequest.box)
            var headers = HTTPFields()
            headers[.contentType] = "application/octet-stream"
            return Response(status: .ok, headers: headers, body: preview.body(gate: gate, ticket: ticket))
        }
        router.post("/api/export") { request, _ throws(StudioFailure) in
            let plan = try await Self.decode(request).plan(document: document, swift: swift, words: words)
            let made = try await exporter.export(plan)
            return try StudioExporter.download(made.file, folder: made.folder)
        }
        router.post("/api/save") { request, _ throws(StudioFailure) in
            let studioRequest = try await Self.decode(request)
            if studioRequest.animation == StudioRequest.swiftMode {
                guard let swift else { throw Self.noSwift }
                guard let base = studioRequest.base else {
                    throw StudioFailure(400, "base: expected the file's version as this page read it (GET /api/swift's version)",
                                        field: "base", accepted: "the version GET /api/swift answered")
                }
                try swift.save(try studioRequest.swiftSets(), base: base)
                return Self.json(Saved(saved: swift.path, version: swift.version))
            }
            guard let document else { throw Self.noScene }
            let plan = try studioRequest.plan(document: document, words: words)
            guard plan.actionIndex != nil else { throw StudioFailure(400, "choose one of the scene's actions to save the scene") }
            guard let base = studioRequest.base else {
                throw StudioFailure(400, "base: expected the scene's version as this page read it (GET /api/scene's version)",
                                    field: "base", accepted: "the version GET /api/scene answered")
            }
            try document.save(plan.sets, base: base, words: words)
            return Self.json(Saved(saved: document.path, version: document.version))
        }
        router.post("/api/swift-code") { request, _ throws(StudioFailure) in
            let api = try StudioSwift.api(request.uri.queryParameters["api"].map(String.init))
            let studioRequest = try await Self.decode(request)
            // A Swift file's own API is the file itself, its structure kept, with the page's
            // edits: what Save would write. A SwiftUI file's view is not written as UIKit.
            if studioRequest.animation == StudioRequest.swiftMode {
                guard let swift else { throw Self.noSwift }
                let sets = try studioRequest.swiftSets()
                if api == .uikit || swift.isSwiftUI {
                    return Self.json(try StudioSwift.answer(swift, sets: sets, api: api))
                }
            }
            let plan = try studioRequest.plan(document: document, swift: swift, words: words)
            return Self.json(try StudioSwift.answer(plan, api: api))
        }
        router.post("/api/revert") { request, _ throws(StudioFailure) in
            let studioRequest = try await Self.decode(request)
            if studioRequest.animation == StudioRequest.swiftMode {
                guard let swift else { throw Self.noSwift }
                try swift.reload()
                return Self.json(Reverted(reverted: swift.path, version: swift.version))
            }
            guard let document else { throw Self.noScene }
            try document.reload(words: words)
            return Self.json(Reverted(reverted: document.path, version: document.version))
        }
        return router
    }

    /// The request's JSON, at most `maxBody` bytes.
    static func decode(_ request: Request) async throws(StudioFailure) -> StudioRequest {
        let buffer: ByteBuffer
        do { buffer = try await request.body.collect(upTo: maxBody) } catch {
            throw StudioFailure(413, "the request is larger than \(maxBody) bytes")
        }
        let decoded: StudioRequest
        do { decoded = try JSONDecoder().decode(StudioRequest.self, from: Data(buffer.readableBytesView)) } catch {
            throw StudioFailure(400, "the request is not {\"animation\": NAME, \"args\": [[FLAG, VALUE], …]}")
        }
        if (decoded.page?.utf8.count ?? 0) > StudioRequest.maxPageName || (decoded.seq ?? 0) < 0 {
            throw StudioFailure(400, "page and seq: expected a name of at most \(StudioRequest.maxPageName) bytes and a number from 0")
        }
        if let box = decoded.box, box.count != 2 || !box.allSatisfy({ (1...StudioPreview.maxBox).contains($0) }) {
            let accepted = "[width, height] in device pixels, each from 1 to \(StudioPreview.maxBox)"
            throw StudioFailure(400, "box \(box.map(String.init).joined(separator: ",")): expected \(accepted)",
                                field: "box", value: box.map(String.init).joined(separator: ","), accepted: accepted)
        }
        return decoded
    }

    /// `GET /api/scene`'s answer: the file's values for the controls, and the version of the
    /// file they come from (Save sends it back as `base`).
    struct SceneValues: Encodable { var values: [[String]]; var version: String }
    /// `GET /api/swift`'s answer: the Swift file's controls as last read or saved, the
    /// version of the text they come from (Save sends it back as `base`), and how many of the
    /// literals the evaluation used were not tried (`StudioSwiftDocument.maxTried`).
    struct SwiftValues: Encodable { var path: String; var run: String?; var version: String; var controls: [SwiftControl]; var untried: Int }
    /// The controls and the version they were read at, from one text: read again when a Save
    /// or Revert came in between.
    static func swiftValues(_ swift: StudioSwiftDocument) -> SwiftValues {
        var version = swift.version, controls = swift.controls, untried = swift.untried
        while version != swift.version { version = swift.version; controls = swift.controls; untried = swift.untried }
        return SwiftValues(path: swift.path, run: swift.run, version: version, controls: controls, untried: untried)
    }
    /// The refusal of a Swift-mode route when no Swift file is open.
    static let noSwift = StudioFailure(404, "no Swift file is open: start the studio on a .swift file, with the statements to run")

    struct Saved: Encodable { var saved: String; var version: String }
    struct Reverted: Encodable { var reverted: String; var version: String }

    static func bytes(_ body: [UInt8], type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func json(_ value: some Encodable) -> Response {
        // BadgeReel's one JSON writer: keys in declaration order, so the same answer is the same bytes.
        let data = (try? OrderedJSONEncoder(numbers: .shortest).encode(value)) ?? Array("{}".utf8)
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

}

/// Checks every request before its route: the Host header names this server (DNS
/// rebinding); an API request carries the studio's token as `Authorization: Bearer`, else
/// 403 with one line (the page's own files hold nothing secret and need none, so loading the
/// page needs no credential the browser would send by itself: no cookie, which every server
/// on the same host would receive); a request that changes anything is JSON from this
/// server's own page (a form or a `no-cors` fetch from another site cannot set that content
/// type, nor the Authorization header, without a preflight, which the studio never answers).
/// Turns every refusal into its response, and adds headers that keep the page to itself.
struct StudioGuard<Context: RequestContext>: RouterMiddleware {
    let hosts: StudioHosts
    let token: StudioToken

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            try check(request)
            response = try await next(request, context)
        } catch let failure as StudioFailure {
            response = failure.response()
        } catch let error as any HTTPResponseError {
            // Hummingbird's own (a path that is no route): in the same shape as every refusal.
            let message = error.status == .notFound ? "\(ParameterText.quoted(request.uri.path)): not a page or API route of the studio" : error.status.reasonPhrase
            response = StudioFailure(error.status.code, message).response()
        }
        response.headers[.cacheControl] = "no-store"
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; script-src 'self'; frame-ancestors 'none'"
        return response
    }

    /// Refuses a request this studio must not answer.
    func check(_ request: Request) throws(StudioFailure) {
        guard hosts.accepts(request.head.authority) else {
            throw StudioFailure(403, "Host \(ParameterText.quoted(request.head.authority ?? "")) is not this studio's address; open http://127.0.0.1:PORT/")
        }
        if request.method == .get, StudioPage.files.contains(where: { $0.path == request.uri.path }) { return }
        guard token.matches(StudioToken.bearer(request.headers[.authorization])) else { throw StudioFailure(403, Studio.tokenRefusal) }
        if request.method == .post {
            guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
                throw StudioFailure(415, "a request to the studio is application/json")
            }
            if let origin = request.headers[.origin] {
                let host = origin.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
                guard origin.hasPrefix("http://"), hosts.accepts(host) else {
                    throw StudioFailure(403, "Origin \(ParameterText.quoted(origin)) is not this studio")
                }
            }
        }
    }
}
