internal import SwiftOperators
internal import SwiftSyntax

/// `#if` blocks as the compiler resolves them for the device the code runs on: an iPhone, iOS,
/// arm64, not the simulator, Swift 6.3. Only the first clause whose condition holds is
/// compiled ("Compiler Control Statements", The Swift Programming Language: "the compiler
/// compiles the statements in the first branch whose condition is true"; `os()` takes iOS,
/// macOS, watchOS, tvOS, visionOS, Linux, Windows; `targetEnvironment()` simulator and
/// macCatalyst; `canImport()` a module; `swift(>=)` and `compiler(>=)` a version).
/// `targetEnvironment(simulator)` is false: a scene shows what a device shows. A condition
/// whose answer depends on the build (a custom flag such as DEBUG, `hasFeature`) is refused
/// by name rather than guessed.
enum IfConfigEvaluation {
    /// A condition the device's answer is not known for.
    struct Unknown: Error {
        /// Where the refusal is placed: the condition, or the `#if` around what is not evaluated.
        var node: Syntax
        /// What is not evaluated, as the code writes it.
        var what: String

        init(condition: ExprSyntax) { node = Syntax(condition); what = "#if \(condition.trimmedText)" }
        init(node: Syntax, what: String) { self.node = node; self.what = what }
        init(around config: IfConfigDeclSyntax) { node = Syntax(config.clauses.first?.poundKeyword ?? config.poundEndif); what = "#if around switch cases, attributes or member accesses" }
    }

    /// The modules an iOS app can import (Apple's iOS SDK); `canImport` of any other is refused.
    static let iOSModules: Set<String> = [
        "UIKit", "QuartzCore", "CoreGraphics", "Foundation", "SwiftUI", "Combine", "CoreAnimation",
        "CoreFoundation", "Dispatch", "ObjectiveC", "Darwin", "CoreText", "CoreImage", "AVFoundation",
        "PlaygroundSupport", "Swift",
    ]
    /// Modules an iOS app cannot import.
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK"]
    /// The Swift the code is read as (the toolchain's own).
    static let swiftVersion = [6, 3]

    /// The items of the clause the device compiles (none when no clause holds).
    static func activeClause(of decl: IfConfigDeclSyntax) throws(Unknown) -> IfConfigClauseSyntax.Elements? {
        for clause in decl.clauses {
            if let condition = clause.condition {
                guard try holds(condition) else { continue }
            }
            return clause.elements
        }
        return nil
    }

    /// Whether `condition` holds on the device.
    static func holds(_ condition: ExprSyntax) throws(Unknown) -> Bool {
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `os(iOS) && !DEBUG` as the parser leaves it: folded here (the interpreter folds
            // the sequences it evaluates; these are read before it runs). The folded tree is
            // detached from the file's, so what it cannot answer is placed at the same token
            // of the sequence as written.
            guard let folded = try? OperatorTable.standardOperators.foldSingle(sequence) else { throw Unknown(condition: condition) }
            do { return try holds(folded) } catch {
                let offset = sequence.position.utf8Offset + error.node.positionAfterSkippingLeadingTrivia.utf8Offset
                throw Unknown(node: Syntax(sequence.token(at: AbsolutePosition(utf8Offset: offset)) ?? sequence.firstToken(viewMode: .sourceAccurate)!), what: error.what)
            }
        }
        if let bool = condition.as(BooleanLiteralExprSyntax.self) { return bool.literal.tokenKind == .keyword(.true) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try holds(only.expression)
        }
        if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
            return !(try holds(not.expression))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "&&":
                let left = try holds(infix.leftOperand), right = try holds(infix.rightOperand)
                return left && right
            case "||":
                let left = try holds(infix.leftOperand), right = try holds(infix.rightOperand)
                return left || right
            default: throw Unknown(condition: condition)
            }
        }
        guard let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
              call.arguments.count == 1, let argument = call.arguments.first?.expression else {
            throw Unknown(condition: condition)
        }
        let word = argument.trimmedText
        switch name.baseName.text {
        case "os":
            guard ["iOS", "macOS", "OSX", "watchOS", "tvOS", "visionOS", "Linux", "Windows", "Android", "FreeBSD"].contains(word) else { throw Unknown(condition: condition) }
            return word == "iOS"
        case "arch":
            guard ["arm64", "x86_64", "arm", "i386", "wasm32"].contains(word) else { throw Unknown(condition: condition) }
            return word == "arm64"
        case "targetEnvironment":
            guard ["simulator", "macCatalyst"].contains(word) else { throw Unknown(condition: condition) }
            return false
        case "canImport":
            if iOSModules.contains(word) { return true }
            if otherPlatformModules.contains(word) { return false }
            throw Unknown(condition: condition)
        case "swift", "compiler":
            guard let prefix = argument.as(PrefixOperatorExprSyntax.self), [">=", "<"].contains(prefix.operator.text) else {
                throw Unknown(condition: condition)
            }
            let parts = prefix.expression.trimmedText.split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, !parts.contains(nil) else { throw Unknown(condition: condition) }
            let version = parts.compactMap { $0 }
            let atLeast = !swiftVersion.lexicographicallyPrecedes(version.count < 2 ? version + [0] : Array(version.prefix(2)))
            return prefix.operator.text == ">=" ? atLeast : !atLeast
        default:
            throw Unknown(condition: condition)
        }
    }

    /// `items` with each `#if` replaced by the items of the clause the device compiles, in place.
    static func active(_ items: CodeBlockItemListSyntax) throws(Unknown) -> [CodeBlockItemSyntax] {
        var out: [CodeBlockItemSyntax] = []
        for item in items {
            guard let config = item.item.as(IfConfigDeclSyntax.self) else { out.append(item); continue }
            switch try activeClause(of: config) {
            case .statements(let inner)?: out += try active(inner)
            case .decls(let members)?: out += try active(members).map { CodeBlockItemSyntax(item: .decl($0.decl)) }
            case nil: break
            default: throw Unknown(around: config)
            }
        }
        return out
    }

    /// `members` with each `#if` replaced by the members of the clause the device compiles.
    static func active(_ members: MemberBlockItemListSyntax) throws(Unknown) -> [MemberBlockItemSyntax] {
        var out: [MemberBlockItemSyntax] = []
        for member in members {
            guard let config = member.decl.as(IfConfigDeclSyntax.self) else { out.append(member); continue }
            switch try activeClause(of: config) {
            case .decls(let inner)?: out += try active(inner)
            case nil: break
            default: throw Unknown(around: config)
            }
        }
        return out
    }
}

extension Interpreter {
    /// The items the device compiles (`#if` resolved), or a refusal at the condition not known.
    func compiled(_ items: CodeBlockItemListSyntax) throws -> [CodeBlockItemSyntax] {
        do { return try IfConfigEvaluation.active(items) } catch { throw ifConfigRefusal(error) }
    }

    /// The members the device compiles.
    func compiled(_ members: MemberBlockItemListSyntax) throws -> [MemberBlockItemSyntax] {
        do { return try IfConfigEvaluation.active(members) } catch { throw ifConfigRefusal(error) }
    }

    private func ifConfigRefusal(_ error: IfConfigEvaluation.Unknown) -> SwiftRefusal {
        refusal("\(error.what) is not evaluated (supported: os(), arch(), targetEnvironment(), canImport() of Apple's iOS modules, swift(>=), compiler(>=), with !, && and ||; the device is an iPhone on iOS, not the simulator)",
                at: error.node, kind: .notEvaluated(supported: ["os()", "arch()", "targetEnvironment()", "canImport()", "swift(>=)", "compiler(>=)"]))
    }
}
