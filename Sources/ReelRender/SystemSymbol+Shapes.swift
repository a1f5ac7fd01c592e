import Foundation
import CCairo
import ReelTimeline

// The symbols the SwiftUI corpus needed beyond the first set (issue 39 item 7): an app icon
// with its badge, an inbox tray, a thumbs-up, a house. Our own drawings on the same 24-unit
// grid and line as the others; a fill form keeps its outline's silhouette, and its inner
// lines (the tray's opening, the house's door, the badge's gap) are cut out of the fill, as
// the envelope's flap is (inside the symbol's group, so the clear reaches nothing beneath).
extension SystemSymbol {
    /// A rounded app icon with a badge at its top-right corner, set apart by a gap.
    func drawAppBadge(_ cr: OpaquePointer, filled: Bool) {
        let badge = (x: 18.2, y: 5.8, r: 3.5), gap = 1.7
        cairo_save(cr)
        // Everything but the disc around the badge: the icon's outline stops short of it.
        cairo_rectangle(cr, -1, -1, 26, 26)
        cairo_new_sub_path(cr)
        cairo_arc(cr, badge.x, badge.y, badge.r + gap, 0, 2 * .pi)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        continuousRoundedRect(cr, Rect(x: 2.6, y: 5.6, width: 15.8, height: 15.8), radius: 4)
        finish(cr, filled: filled)
        cairo_restore(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, badge.x, badge.y, badge.r, 0, 2 * .pi)
        cairo_close_path(cr)
        finish(cr, filled: filled)
    }

    /// An inbox tray seen from the front: a rounded box with the dipped line of its opening.
    func drawTray(_ cr: OpaquePointer, filled: Bool) {
        continuousRoundedRect(cr, Rect(x: 2.6, y: 5, width: 18.8, height: 14.4), radius: 2.6)
        finishBeforeCutLines(cr, filled: filled)
        SymbolPaths.trayOpening.trace(on: cr)
        cairo_stroke(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// A hand giving a thumbs-up beside its cuff: one outline of cuff and hand.
    func thumbsUp(_ cr: OpaquePointer) {
        continuousRoundedRect(cr, Rect(x: 2.6, y: 10.4, width: 3.8, height: 10.2), radius: 1.2)
        cairo_new_sub_path(cr)
        SymbolPaths.thumbsUp.trace(on: cr)
    }

    /// A house: its roof, walls and door; the fill form cuts the door out.
    func drawHouse(_ cr: OpaquePointer, filled: Bool) {
        SymbolPaths.houseWalls.trace(on: cr)
        finish(cr, filled: filled)
        strokeLines(cr, [[(2.6, 12.4), (12, 3.9), (21.4, 12.4)]])
        if filled { cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR) }
        cairo_rectangle(cr, 10, 14.6, 4, 6)
        if filled { cairo_fill(cr) } else { cairo_stroke(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
}
