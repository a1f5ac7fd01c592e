import Foundation
import CCairo
import ReelTimeline

/// The `Image(systemName:)` symbols badges and bells use, as BadgeReel's own vector drawings
/// (not SF Symbols' outlines): clean glyphs on a 24-unit grid, the plain forms stroked, the
/// `.fill` forms filled. A fill form is its outline's path filled and stroked with the same
/// line, so the two forms have the same silhouette and swap without a jump (as SF Symbols'
/// pairs do). The bell is `BuiltInIcon.bell`'s, so a UIKit bell and a SwiftUI one match.
public enum SystemSymbol: String, CaseIterable, Sendable {
    case bell, bellFill = "bell.fill"
    case heart, heartFill = "heart.fill"
    case star, starFill = "star.fill"
    case envelope, envelopeFill = "envelope.fill"
    case cart, cartFill = "cart.fill"
    case message, messageFill = "message.fill"
    case person, personFill = "person.fill"
    case chevronLeft = "chevron.left", chevronRight = "chevron.right"
    case chevronUp = "chevron.up", chevronDown = "chevron.down"
    case plus, minus, checkmark, xmark
    case appBadge = "app.badge", appBadgeFill = "app.badge.fill"
    case tray, trayFill = "tray.fill"
    case handThumbsup = "hand.thumbsup", handThumbsupFill = "hand.thumbsup.fill"
    case house, houseFill = "house.fill"

    /// The symbol `Image(systemName:)` names, or a refusal that lists the supported names.
    public init(validating name: String) throws(UnknownSymbol) {
        guard let symbol = SystemSymbol(rawValue: name) else { throw UnknownSymbol(name: name) }
        self = symbol
    }

    /// The grid the glyphs are designed on; its 20-unit live area (2…22) is one em.
    static let grid = 24.0
    /// The outline's line, in grid units: about Inter Regular's stem at the symbol's size
    /// (0.09 em; one grid unit is 0.05 em), so a symbol beside regular text is as heavy.
    static let line = 1.8

    /// Draws the symbol in `color`, centred in the rectangle (0, 0, size) of the current user
    /// space, the grid scaled to its shorter side.
    func draw(_ cr: OpaquePointer, size: Size, color: RGBA) {
        let side = min(size.width, size.height)
        guard side > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, (size.width - side) / 2, (size.height - side) / 2)
        cairo_scale(cr, side / Self.grid, side / Self.grid)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cr, Self.line)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_new_path(cr)
        switch self {
        case .bell, .bellFill: drawBell(cr, color: color, filled: self == .bellFill)
        case .heart, .heartFill: heart(cr); finish(cr, filled: self == .heartFill)
        case .star, .starFill: star(cr); finish(cr, filled: self == .starFill)
        case .envelope, .envelopeFill: drawEnvelope(cr, filled: self == .envelopeFill)
        case .cart, .cartFill: drawCart(cr, filled: self == .cartFill)
        case .message, .messageFill: bubble(cr); finish(cr, filled: self == .messageFill)
        case .person, .personFill:
            cairo_new_sub_path(cr)
            cairo_arc(cr, 12, 7.6, 3.9, 0, 2 * .pi)
            cairo_close_path(cr)
            SymbolPaths.personBody.trace(on: cr)
            finish(cr, filled: self == .personFill)
        case .chevronLeft, .chevronRight, .chevronUp, .chevronDown:
            // One chevron pointing left, turned about the grid's centre for the others.
            let turns: [SystemSymbol: Double] = [.chevronLeft: 0, .chevronUp: 0.5, .chevronRight: 1, .chevronDown: 1.5]
            cairo_translate(cr, 12, 12)
            cairo_rotate(cr, (turns[self] ?? 0) * .pi)
            cairo_translate(cr, -12, -12)
            strokeLines(cr, [[(15, 4.5), (7.5, 12), (15, 19.5)]])
        case .plus: strokeLines(cr, [[(12, 4), (12, 20)], [(4, 12), (20, 12)]])
        case .minus: strokeLines(cr, [[(4, 12), (20, 12)]])
        case .checkmark: strokeLines(cr, [[(4.5, 12.8), (9.6, 18.2), (19.5, 5.8)]])
        case .xmark: strokeLines(cr, [[(5.5, 5.5), (18.5, 18.5)], [(18.5, 5.5), (5.5, 18.5)]])
        case .appBadge, .appBadgeFill: drawAppBadge(cr, filled: self == .appBadgeFill)
        case .tray, .trayFill: drawTray(cr, filled: self == .trayFill)
        case .handThumbsup, .handThumbsupFill: thumbsUp(cr); finish(cr, filled: self == .handThumbsupFill)
        case .house, .houseFill: drawHouse(cr, filled: self == .houseFill)
        }
        cairo_restore(cr)
    }

    /// Strokes the current path; a fill form fills it first and keeps the stroke, so it has
    /// the outline's silhouette.
    func finish(_ cr: OpaquePointer, filled: Bool) {
        if filled { cairo_fill_preserve(cr) }
        cairo_stroke(cr)
    }

    /// Draws the current outline, and sets up the lines drawn next (the envelope's flap, the
    /// tray's opening) as a gap cut out of a fill form: cleared inside the symbol's group
    /// (`draw` is always called inside one, so the clear reaches nothing beneath). The caller
    /// strokes the lines and sets the operator back to OVER.
    func finishBeforeCutLines(_ cr: OpaquePointer, filled: Bool) {
        if filled {
            cairo_fill_preserve(cr)
            cairo_stroke(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_set_line_width(cr, 1.4)
        } else {
            cairo_stroke(cr)
        }
    }

    /// Strokes open polylines through grid points (the line symbols: chevrons, plus, minus,
    /// checkmark, xmark), each a move to its first point and lines to the rest.
    func strokeLines(_ cr: OpaquePointer, _ lines: [[(x: Double, y: Double)]]) {
        for line in lines {
            guard let first = line.first else { continue }
            cairo_move_to(cr, first.x, first.y)
            for point in line.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        }
        cairo_stroke(cr)
    }

    /// `BuiltInIcon.bell` in an 18-unit square at (3, 3): its dome, rim and clapper span
    /// 3.4…19.9 down the grid, as tall as the heart and the star.
    private func drawBell(_ cr: OpaquePointer, color: RGBA, filled: Bool) {
        cairo_translate(cr, 3, 3)
        if filled {
            BuiltInIcon.bell.draw(cr, size: Size(width: 18, height: 18), color: color)
        }
        cairo_scale(cr, 18, 18)
        cairo_set_line_width(cr, Self.line / 18)
        if filled {
            // The body's outline too, so the fill form has the outline's silhouette.
            BuiltInIcon.bellBody(cr)
            cairo_stroke(cr)
            return
        }
        BuiltInIcon.bellHanger(cr)
        cairo_fill(cr)
        BuiltInIcon.bellBody(cr)
        cairo_stroke(cr)
        BuiltInIcon.bellClapper(cr, closed: false)
        cairo_stroke(cr)
    }

    /// Two lobes meeting in a dip at the top and a point at the bottom.
    private func heart(_ cr: OpaquePointer) {
        SymbolPaths.heart.trace(on: cr)
    }

    /// A five-pointed star, point up, its inner radius 0.45 of the outer (a fuller star than
    /// the geometric 0.38, which reads thin at text sizes).
    private func star(_ cr: OpaquePointer) {
        let cx = 12.0, cy = 12.9, outer = 9.3, inner = 4.2
        for k in 0..<10 {
            let r = k.isMultiple(of: 2) ? outer : inner
            let a = -Double.pi / 2 + Double(k) * .pi / 5
            let x = cx + r * cos(a), y = cy + r * sin(a)
            if k == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
        }
        cairo_close_path(cr)
    }

    /// A rounded envelope with its flap; the fill form cuts the flap out of the body.
    private func drawEnvelope(_ cr: OpaquePointer, filled: Bool) {
        continuousRoundedRect(cr, Rect(x: 2.6, y: 5.2, width: 18.8, height: 13.6), radius: 2.2)
        finishBeforeCutLines(cr, filled: filled)
        SymbolPaths.envelopeFlap.trace(on: cr)
        cairo_stroke(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// A shopping cart: handle and frame, basket, two wheels.
    private func drawCart(_ cr: OpaquePointer, filled: Bool) {
        SymbolPaths.cartFrame.trace(on: cr)
        cairo_stroke(cr)
        SymbolPaths.cartBasket.trace(on: cr)
        finish(cr, filled: filled)
        for x in [8.6, 17.4] {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x, 19.9, 1.7, 0, 2 * .pi)
        }
        cairo_fill(cr)
    }

    /// A speech bubble: an ellipse with a tail at the lower left, one closed outline.
    private func bubble(_ cr: OpaquePointer) {
        let cx = 12.0, cy = 11.0, rx = 9.4, ry = 7.7
        let from = 145.0 * .pi / 180, to = (360.0 + 112) * .pi / 180
        cairo_move_to(cr, 3.4, 20.4)
        cairo_curve_to(cr, 4.6, 19.1, 5.2, 17.6, cx + rx * cos(from), cy + ry * sin(from))
        cairo_save(cr)
        cairo_translate(cr, cx, cy)
        cairo_scale(cr, rx, ry)
        cairo_arc(cr, 0, 0, 1, from, to)
        cairo_restore(cr)
        cairo_curve_to(cr, 7, 19.4, 5.4, 20.2, 3.4, 20.4)
        cairo_close_path(cr)
    }
}

/// `Image(systemName:)` named a symbol BadgeReel does not draw.
public struct UnknownSymbol: Error, CustomStringConvertible, Sendable, Equatable {
    public var name: String
    public var description: String {
        "unknown system symbol \"\(name)\"; supported: " + SystemSymbol.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
