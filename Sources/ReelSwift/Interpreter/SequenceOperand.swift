internal import SwiftSyntax

/// An operand of an operator sequence folded by the interpreter itself: an element as written,
/// or an operator applied to two operands. It refers to the file's own nodes, so nothing is
/// rebuilt and every node keeps its place and parents (OperatorFolding).
indirect enum SequenceOperand {
    case expr(ExprSyntax)
    case infix(SequenceOperand, ExprSyntax, SequenceOperand)
    /// `condition ? then : else`: the parser's `? then :` element stands between the two.
    case ternary(SequenceOperand, UnresolvedTernaryExprSyntax, SequenceOperand)
    /// `value as Type`, `as?`, `as!`, `is`: the parser's `as`/`is` element, then the type.
    case cast(SequenceOperand, ExprSyntax, TypeSyntax)

    /// The leftmost element: where the operand's text starts, so where a refusal of it is placed
    /// (a folded operator expression starts at its left operand's first token).
    var first: ExprSyntax {
        switch self {
        case .expr(let expr): return expr
        case .infix(let left, _, _), .ternary(let left, _, _), .cast(let left, _, _): return left.first
        }
    }
}

/// Swift's standard precedence groups for the binary and assignment operators, as the standard
/// library declares them ("Operator Declarations", The Swift Programming Language: from
/// AssignmentPrecedence, the lowest, to BitwiseShiftPrecedence, the highest; SwiftOperators'
/// `standardOperators` holds the same table).
enum SequenceFolding {
    enum Associativity { case left, right, none }

    struct Group {
        var level: Int
        var associativity: Associativity
    }

    static let assignment = Group(level: 1, associativity: .right)
    static let ternary = Group(level: 2, associativity: .right)
    static let casting = Group(level: 8, associativity: .none)
    static let groups: [String: Group] = {
        var table: [String: Group] = [:]
        func add(_ operators: [String], _ level: Int, _ associativity: Associativity) {
            for op in operators { table[op] = Group(level: level, associativity: associativity) }
        }
        add(["*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>="], 1, .right)
        // TernaryPrecedence is 2 (`ternary`); DefaultPrecedence (3), a custom operator's, is
        // SwiftOperators'.
        add(["||"], 4, .left)
        add(["&&"], 5, .left)
        add(["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~="], 6, .none)
        add(["??"], 7, .right)
        // CastingPrecedence is 8 (`casting`).
        add(["..<", "..."], 9, .none)
        add(["+", "-", "&+", "&-", "|", "^"], 10, .left)
        add(["*", "/", "%", "&*", "&"], 11, .left)
        add(["<<", ">>", "&<<", "&>>"], 12, .none)
        return table
    }()

    /// The sequence's elements folded by precedence; nil when SwiftOperators must fold it: an
    /// arrow or a custom operator in it, a chain of a non-associative group
    /// (`a < b < c`, which SwiftOperators refuses), or a `try`/`await`/`unsafe` on a left operand
    /// (which SwiftOperators hoists over the whole operation: `try? a + b` is `try? (a + b)`).
    static func fold(_ sequence: SequenceExprSyntax) -> SequenceOperand? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var operators: [(expr: ExprSyntax, group: Group)] = []
        operators.reserveCapacity(elements.count / 2)
        for k in stride(from: 1, to: elements.count, by: 2) {
            let element = elements[k]
            if element.is(AssignmentExprSyntax.self) {
                operators.append((element, assignment))
            } else if element.is(UnresolvedTernaryExprSyntax.self) {
                operators.append((element, ternary))
            } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                operators.append((element, casting))
            } else if let binary = element.as(BinaryOperatorExprSyntax.self), let group = groups[binary.operator.text] {
                operators.append((element, group))
            } else {
                return nil
            }
        }
        for k in stride(from: 0, to: elements.count - 1, by: 2) where isHoisted(elements[k]) { return nil }
        var climber = Climber(elements: elements, operators: operators)
        guard let folded = climber.climb(above: 0), climber.next == operators.count else { return nil }
        return folded
    }

    /// Whether SwiftOperators hoists `element` over the operation it is the left operand of
    /// (`try`, `await`, `unsafe`): such a sequence is left to it.
    static func isHoisted(_ element: ExprSyntax) -> Bool {
        element.is(TryExprSyntax.self) || element.is(AwaitExprSyntax.self) || element.is(UnsafeExprSyntax.self)
    }

    /// Precedence climbing: operand `i` is `elements[2i]`, operator `i` follows it.
    private struct Climber {
        let elements: [ExprSyntax]
        let operators: [(expr: ExprSyntax, group: Group)]
        var next = 0

        mutating func climb(above minimum: Int) -> SequenceOperand? {
            var left = SequenceOperand.expr(elements[2 * next])
            while next < operators.count {
                let (op, group) = operators[next]
                guard group.level >= minimum else { break }
                next += 1
                if group.level == casting.level {
                    // A cast's right side is its type alone, whatever follows it (SwiftOperators:
                    // "the RHS can't extend past the type that's part of the cast production"):
                    // `n as Double + 1` is `(n as Double) + 1`.
                    guard let type = elements[2 * next].as(TypeExprSyntax.self) else { return nil }
                    left = .cast(left, op, type.type)
                    if next < operators.count, operators[next].group.level == casting.level { return nil }
                    continue
                }
                guard let right = climb(above: group.associativity == .right ? group.level : group.level + 1) else { return nil }
                if let question = op.as(UnresolvedTernaryExprSyntax.self) {
                    left = .ternary(left, question, right)
                } else {
                    left = .infix(left, op, right)
                }
                if group.associativity == .none, next < operators.count, operators[next].group.level == group.level { return nil }
            }
            return left
        }
    }
}
