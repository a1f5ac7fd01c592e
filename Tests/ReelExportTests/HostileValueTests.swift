import Foundation
import ReelTestSupport
import Testing
import PropertyBased
import ReelModels
import ReelTimeline
@testable import ReelExport

/// Text a fuzzer throws at every parameter: numbers at and past every edge, every syntax the
/// kinds read, and text of every sort (control characters, huge, emoji, format strings).
let hostileTexts: [String] = [
    "", " ", "0", "-0", "1", "-1", "0.5", "1e308", "-1e308", "5e-324", "1e-320", "nan", "-nan", "inf", "-inf", "+1",
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "99999999999999999999", "0x1p3", "1_000",
    "1,2", "-15,15", "1e308,1e308", "nan,1", "1,", ",", "96x96", "1x1", "0x0", "-1x-1", "1e9x1e9", "8192x8192", "x",
    "#FFF", "#12", "#FF000000", "transparent", "systemRed", "red", "cubic-bezier(0,0,1,1)", "cubic-bezier(2,0,1,1)",
    "cubic-bezier(nan,0,1,1)", "cubic-bezier(0,1e308,1,-1e308)", "easeIn", "linear", "true", "false", "yes", "none",
    "max", "notification", "cubicPaced", "discrete", "en_US", "ar_EG", "en_US@numbers=klingon", "hi_IN@numbers=deva",
    "zz", String(repeating: "9", count: 5000), String(repeating: "x", count: 101), "a\u{0}b", "a\nb", "\r\n",
    "\u{85}\u{2028}\u{2029}", "%n%s%d", "../../etc/passwd", "😀👍🏽", "日本語", "\u{202E}rtl", "\u{FEFF}bom", "-", "--count",
]

let hostileText = Gen.oneOf(
    Gen.element(of: hostileTexts).map { $0 ?? "" },
    Gen.double(in: -1e12...1e12).map { "\($0)" },
    Gen.int(in: -2_000_000_000...2_000_000_000).map { "\($0)" },
    Gen.letterOrNumber.string(of: 0...8)
)

/// Every parameter set as a function from (key, text) pairs to either its values' round trip
/// or a refusal: what the fuzz checks, whatever the set.
struct AnySet: Sendable {
    let name: String
    let keys: [String]
    /// nil when accepted and written back equal; the refusal's path otherwise.
    let apply: @Sendable ([(key: String, text: String)]) -> (accepted: Bool, roundTrips: Bool, path: String?)

    init<S: ParameterSet & Equatable>(_ type: S.Type, _ name: String) {
        self.name = name
        keys = S.parameters.map(\.key)
        apply = { given in
            do throws(ParameterError) {
                let value = try S.from(given)
                return (true, (try? S.from(value.keyedTexts)) == value, nil)
            } catch {
                return (false, false, error.path)
            }
        }
    }
}

let allSets: [AnySet] = [
    AnySet(PopParameters.self, "pop"), AnySet(BumpParameters.self, "bump"), AnySet(BlinkParameters.self, "blink"),
    AnySet(ShakeParameters.self, "shake"), AnySet(BadgeSetup.self, "setup"), AnySet(ClipTiming.self, "timing"),
    AnySet(CanvasSpec.self, "canvas"), AnySet(EncodingSpec.self, "encoding"),
]

@Suite struct HostileValueTests {
    /// Any value for any parameter is either accepted, valid and written back exactly, or
    /// refused at that parameter's own key: never a crash, never a refusal elsewhere.
    @Test func everyParameterTakesAnyTextSafely() async {
        await propertyCheck(count: PropertyCases.count(standard: 3000), input: Gen.int(in: 0...(allSets.count - 1)), Gen.int(in: 0...63), hostileText) { s, k, text in
            let set = allSets[s]
            let key = set.keys[k % set.keys.count]
            let result = set.apply([(key, text)])
            if result.accepted {
                #expect(result.roundTrips, "\(set.name).\(key) = \(text)")
            } else {
                #expect(result.path == key, "\(set.name).\(key) = \(text): refused at \(result.path ?? "nil")")
            }
        }
    }

    /// Every accepted value can be prepared: the clip is evaluated and the canvas fitted or
    /// refused with a reason, within the clip's bounds, never a crash.
    @Test func acceptedBadgeValuesPrepareOrAreRefused() async {
        let setup = AnySet(BadgeSetup.self, "setup")
        await propertyCheck(count: PropertyCases.count(standard: 300), input: Gen.int(in: 0...63), hostileText, Gen.int(in: 0...63), hostileText) { a, ta, b, tb in
            let given = [(setup.keys[a % setup.keys.count], ta), (setup.keys[b % setup.keys.count], tb)]
            guard given[0].0 != given[1].0, let values = try? BadgeSetup.from(given) else { return }
            var icon = values
            if let name = icon.icon, ![ "bell", "app", "avatar", "none"].contains(name) { icon.icon = nil }
            let reel = Reel(scene: Scene(animation: .seed(PopParameters()), setup: icon, timing: ClipTiming()))
            do throws(ExportError) {
                let prepared = try PreparedReel(reel)
                let renderer = prepared.makeRenderer()
                renderer.render(prepared.clip.snapshot(frame: prepared.clip.frameCount / 2))
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    /// Scene files built from known keys and hostile values: read or refused with a place,
    /// and what is read writes back to the same reel.
    @Test func sceneFilesReadOrAreRefused() async {
        let keys = ["fps", "host.size", "host.icon", "host.color", "badge.count", "badge.maxCount", "badge.text", "badge.locale",
                    "badge.diameter", "badge.circleOffset", "badge.style", "canvas.scale", "canvas.margin", "encoding.loop",
                    "actions.pop.popOutRatio", "actions.shake.angle", "actions.wait.seconds", "actions.setCount.count", "bogus"]
        await propertyCheck(count: PropertyCases.count(standard: 500), input: Gen.int(in: 0...(keys.count - 1)), hostileText, Gen.int(in: 0...(keys.count - 1)), hostileText) { a, ta, b, tb in
            var top: [String: [String: String]] = [:]
            var actions: [String] = []
            for (key, text) in [(keys[a], ta), (keys[b], tb)] {
                let parts = key.split(separator: ".").map(String.init)
                let quoted = SceneFileWriter.quote(text)
                if parts[0] == "actions" { actions.append("  - action: \(parts[1])\n    \(parts[2]): \(quoted)\n") }
                else if parts.count == 1 { top[parts[0], default: [:]][""] = quoted }
                else { top[parts[0], default: [:]][parts[1]] = quoted }
            }
            var yaml = ""
            for (section, entries) in top.sorted(by: { $0.key < $1.key }) {
                if let value = entries[""] { yaml += "\(section): \(value)\n"; continue }
                yaml += "\(section):\n" + entries.sorted(by: { $0.key < $1.key }).map { "  \($0.key): \($0.value)\n" }.joined()
            }
            yaml += "actions:\n" + (actions.isEmpty ? "  - pop\n" : actions.joined())
            do throws(SceneError) {
                let reel = try SceneFileReader(file: "fuzz.yaml").read(yaml)
                #expect((try? SceneFileReader(file: "fuzz.yaml").read(SceneFileWriter.yaml(reel))) != nil, "\(yaml)")
            } catch {
                #expect(error.description.hasPrefix("fuzz.yaml") && !error.description.contains("\n"), "\(error.description)")
            }
        }
    }
}
