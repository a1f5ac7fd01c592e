import Foundation
import Testing
import ReelModels
@testable import ReelSwift

/// The world's declarations are the one place a member exists: every declared member is
/// reachable from Swift text, every member the bridge answers to is declared (so it is in the
/// refusals' "supported:" lists), and the docs' table is the declarations'.
@Suite struct WorldRegistryTests {
    /// An expression of each type that has members (a value of it, or the type for statics).
    static let samples: [String: String] = [
        "UIView": "badge", "UILabel": "label", "UIImageView": "host", "CALayer": "badge.layer",
        "CAShapeLayer": "CAShapeLayer()", "CAReplicatorLayer": "CAReplicatorLayer()", "UIBezierPath": "UIBezierPath()",
        "CGMutablePath": "CGMutablePath()", "PlaygroundPage": "PlaygroundPage.current",
        "CAAnimation": "CABasicAnimation(keyPath: \"opacity\")", "CAPropertyAnimation": "CABasicAnimation(keyPath: \"opacity\")",
        "CABasicAnimation": "CABasicAnimation(keyPath: \"opacity\")", "CASpringAnimation": "CASpringAnimation(keyPath: \"opacity\")",
        "CAKeyframeAnimation": "CAKeyframeAnimation(keyPath: \"opacity\")", "CAAnimationGroup": "CAAnimationGroup()",
        "CGRect": "CGRect(x: 1, y: 2, width: 3, height: 4)", "CGPoint": "CGPoint(x: 1, y: 2)", "CGSize": "CGSize(width: 1, height: 2)",
        "CGVector": "CGVector(dx: 1, dy: 2)", "CGAffineTransform": "CGAffineTransform(rotationAngle: 0.5)",
        "CATransform3D": "CATransform3DMakeScale(1, 2, 1)", "UIColor": "UIColor.red", "UIFont": "UIFont.systemFont(ofSize: 12)",
        "UIViewPropertyAnimator": "UIViewPropertyAnimator(duration: 1, curve: .linear)", "DispatchQueue": "DispatchQueue.main",
        "UIButton": "UIButton(type: .system)", "UIImage": "UIImage(named: \"bell\")", "UIViewController": "UIViewController()",
        "UIScreen": "UIScreen.main", "UIBarButtonItem": "UIBarButtonItem()",
        "UIGestureRecognizer": "UITapGestureRecognizer()", "UITapGestureRecognizer": "UITapGestureRecognizer()",
        "UISwitch": "UISwitch()", "UITextField": "UITextField()", "NSLayoutAnchor": "badge.topAnchor",
        "NSLayoutConstraint": "badge.topAnchor.constraint(equalTo: host.topAnchor)", "UILayoutGuide": "badge.safeAreaLayoutGuide",
        "UITabBarController": "UITabBarController()", "UITabBar": "UITabBarController().tabBar", "UITabBarItem": "UITabBarItem()",
        "CATransition": "CATransition()",
    ]

    /// An argument of each parameter type the declarations use.
    static let arguments: [String: String] = [
        "CALayer": "CALayer()", "CGFloat": "0.5", "Double": "0.5", "Float": "0.5", "CFTimeInterval": "0.5", "TimeInterval": "0.5", "Int": "1", "Bool": "true",
        "String": "\"opacity\"", "String?": "\"opacity\"", "CGRect": "CGRect.zero", "CGPoint": "CGPoint(x: 0.2, y: 0.1)",
        "CGSize": "CGSize.zero", "CGAffineTransform": "CGAffineTransform.identity", "CGAffineTransform?": "nil", "CATransform3D": "CATransform3DIdentity",
        "UIView": "UIView()", "CAAnimation": "CABasicAnimation(keyPath: \"opacity\")", "UIViewAnimationCurve": ".easeIn",
        "UIView.AnimationOptions": "[.curveEaseIn]", "UIView.KeyframeAnimationOptions": "[.calculationModeLinear]",
        "CAMediaTimingFunctionName": ".easeIn", "CAMediaTimingFunction?": "CAMediaTimingFunction(name: .easeIn)",
        "UIFont.Weight": ".bold", "CGVector": "CGVector(dx: 0, dy: 0)", "DispatchTime": ".now() + 0.5",
        "UITimingCurveProvider": "UICubicTimingParameters(animationCurve: .linear)",
        "UIControl.State": ".selected", "UIControl.Event": ".touchUpInside", "UIButton.ButtonType": ".custom",
        "UIImage?": "UIImage(systemName: \"heart.fill\")", "UIImage.RenderingMode": ".alwaysTemplate", "UIColor?": "UIColor.red",
        "Any?": "nil", "Set<UITouch>": "Set<UITouch>()", "UIEvent?": "nil", "Selector": "#selector(UIView.layoutIfNeeded)", "Selector?": "nil",
        "() -> Void": "{ }", "(() -> Void)?": "{ }", "((Bool) -> Void)?": "{ _ in }",
        "(UIViewAnimatingPosition) -> Void": "{ _ in }", "((UIViewAnimatingPosition) -> Void)?": "{ _ in }",
        "Any": "badge", "UIGestureRecognizer": "UITapGestureRecognizer()", "NSLayoutAnchor": "host.topAnchor",
        "[NSLayoutConstraint]": "[badge.topAnchor.constraint(equalTo: host.topAnchor)]", "UIFont.TextStyle": ".body",
        "UIImage.SymbolConfiguration": "UIImage.SymbolConfiguration(pointSize: 30)", "UIImage.SymbolConfiguration?": "UIImage.SymbolConfiguration(pointSize: 30)",
        "UIImage.SymbolWeight": ".bold", "UIImage.SymbolScale": ".medium", "UIFont": "UIFont.systemFont(ofSize: 20)",
    ]

    /// The refusal of `run` against the world (nil when it evaluates).
    static func refusal(_ run: String) -> SwiftRefusal? {
        let request = SwiftSceneRequest(program: SwiftProgram(fileName: "Reach.swift", text: "", run: run), measure: FixedAdvanceMetrics())
        do {
            _ = try SwiftScene.make(request)
            return nil
        } catch {
            return error
        }
    }

    static func call(_ method: WorldMethod, on base: String) -> String {
        let written = method.parameters.map { p in
            let value = swiftUIArguments["\(p.label): \(p.type)"] ?? swiftUIMotionArguments["\(p.label): \(p.type)"] ?? arguments[p.type]
                ?? swiftUIArguments[p.type] ?? swiftUIMotionArguments[p.type] ?? "<no sample argument for \(p.type)>"
            return p.label == "_" ? value : "\(p.label): \(value)"
        }
        return (method.name == "init" ? base : "\(base).\(method.name)") + "(" + written.joined(separator: ", ") + ")"
    }

    /// Statements that use each declared member once, with what each is.
    static var uses: [(what: String, statement: String)] {
        var uses: [(String, String)] = []
        for type in WorldRegistry.all {
            if let sample = samples[type.name] ?? swiftUISamples[type.name] {
                for property in type.properties {
                    uses.append(("\(type.name).\(property.name)", "let v = \(sample).\(property.name)"))
                    if !property.isReadOnly {
                        uses.append(("\(type.name).\(property.name) =", "var s = \(sample)\ns.\(property.name) = s.\(property.name)"))
                    }
                }
                for method in type.methods {
                    uses.append(("\(type.name).\(method.signature)", "var s = \(sample)\nlet v = " + call(method, on: "s")))
                }
            }
            for method in type.initializers + type.statics {
                // `Task.sleep` suspends: Swift wants it awaited (which makes the run a task).
                let awaited = type.name == "Task" && method.name == "sleep" ? "try await " : ""
                uses.append(("\(type.name).\(method.signature)", "let v = " + awaited + call(method, on: type.name)))
            }
            for constant in type.constants {
                uses.append(("\(type.name).\(constant.name)", "let v = \(type.name).\(constant.name)"))
            }
        }
        return uses
    }

    @Test func everyDeclaredMemberIsReachable() {
        for (what, statement) in Self.uses {
            #expect(!statement.contains("<no sample"), "\(what): \(statement)")
            let refusal = Self.refusal(statement)
            if case .notEvaluated? = refusal?.kind { Issue.record("\(what) is declared but refused: \(refusal!)") }
            if case .invalid? = refusal?.kind { Issue.record("\(what) is declared but refused: \(refusal!)") }
        }
    }

    /// Every name any type declares, and the members that drifted out of the old hand-kept
    /// "supported:" lists while the bridge still answered to them.
    static var candidateNames: Set<String> {
        var names: Set<String> = ["translatesAutoresizingMaskIntoConstraints", "isDescendant", "setNeedsDisplay"]
        for type in WorldRegistry.all {
            names.formUnion(type.properties.map(\.name))
            names.formUnion(type.methods.map(\.name))
        }
        return names
    }

    @Test func everyMemberTheBridgeAnswersIsInItsSupportedList() throws {
        for (typeName, sample) in Self.samples.sorted(by: { $0.key < $1.key }) {
            let request = SwiftSceneRequest(program: SwiftProgram(fileName: "Reach.swift", text: "", run: "let v = \(sample)"),
                                            measure: FixedAdvanceMetrics())
            let result = try SwiftScene.make(request)
            let bridge = try #require(result.interpreter.world as? WorldBridge)
            guard case .native(let value)? = result.interpreter.globalValue("v") else { Issue.record("\(sample) is no world value"); continue }
            let supported = bridge.supportedMembers(ofType: value.typeName)
            for name in Self.candidateNames {
                let site = try #require(result.interpreter.testSite())
                guard try bridge.member(name, of: value, at: site) != nil else { continue }
                #expect(supported.contains { $0 == name || $0.hasPrefix(name + "(") },
                        "\(typeName).\(name) is evaluated but missing from its supported list \(supported)")
            }
        }
    }

    @Test func theDriftedMembersAreDeclared() {
        let view = WorldRegistry.instanceMembers(of: "UIView")
        #expect(view.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(view.contains("isDescendant(of:)"))
        #expect(view.contains("setNeedsDisplay()"))
        #expect(WorldRegistry.instanceMembers(of: "CALayer").contains("setNeedsDisplay()"))
    }

    @Test func aMemberOutsideTheDeclarationsIsRefusedWithTheDeclaredOnes() throws {
        let refusal = try #require(Self.refusal("badge.setNeedsUpdateConstraints()"))
        guard case .notEvaluated(let supported) = refusal.kind else { Issue.record("refused as \(refusal.kind)"); return }
        #expect(supported == WorldRegistry.instanceMembers(of: "UIView"))
        #expect((refusal.line, refusal.column) == (1, 1))
    }

    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/swift-files.md")
    static let begin = "<!-- world-table: generated from WorldRegistry by WorldRegistryTests; BADGEREEL_WRITE_DOCS=1 rewrites it -->"
    static let end = "<!-- world-table end -->"

    /// The docs' table of what is evaluated is the declarations' (BADGEREEL_WRITE_DOCS=1 writes it).
    @Test func theDocsTableIsTheRegistrys() throws {
        let page = try String(contentsOf: Self.docs, encoding: .utf8)
        let start = try #require(page.range(of: Self.begin + "\n"))
        let stop = try #require(page.range(of: Self.end, range: start.upperBound..<page.endIndex))
        let expected = WorldRegistry.markdownTable + "\n"
        if ProcessInfo.processInfo.environment["BADGEREEL_WRITE_DOCS"] == "1" {
            try (page[..<start.upperBound] + expected + page[stop.lowerBound...]).write(to: Self.docs, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(page[start.upperBound..<stop.lowerBound]) == expected, "docs/swift-files.md's world table differs from WorldRegistry.markdownTable")
    }
}
