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
        cairo_move_to(cr, 2.6, 12.6)
        cairo_line_to(cr, 7.6, 12.6)
        cairo_curve_to(cr, 8.3, 12.6, 8.5, 15.2, 9.6, 15.2)
        cairo_line_to(cr, 14.4, 15.2)
        cairo_curve_to(cr, 15.5, 15.2, 15.7, 12.6, 16.4, 12.6)
        cairo_line_to(cr, 21.4, 12.6)
        cairo_stroke(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// A hand giving a thumbs-up beside its cuff: one outline of cuff and hand.
    func thumbsUp(_ cr: OpaquePointer) {
        continuousRoundedRect(cr, Rect(x: 2.6, y: 10.4, width: 3.8, height: 10.2), radius: 1.2)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, 8.4, 10.6)
        cairo_line_to(cr, 11.4, 4.8)
        cairo_curve_to(cr, 12, 3.6, 13.4, 3.3, 14.3, 4.1)
        cairo_curve_to(cr, 14.9, 4.7, 15, 5.6, 14.8, 6.5)
        cairo_line_to(cr, 14.2, 9.4)
        cairo_line_to(cr, 19.1, 9.4)
        cairo_curve_to(cr, 20.6, 9.4, 21.6, 10.8, 21.2, 12.3)
        cairo_line_to(cr, 19.7, 18.9)
        cairo_curve_to(cr, 19.4, 20.1, 18.4, 20.8, 17.2, 20.8)
        cairo_line_to(cr, 8.4, 20.8)
        cairo_close_path(cr)
    }

    /// A house: its roof, walls and door; the fill form cuts the door out.
    func drawHouse(_ cr: OpaquePointer, filled: Bool) {
        cairo_move_to(cr, 5.2, 10.4)
        cairo_line_to(cr, 5.2, 20.6)
        cairo_line_to(cr, 18.8, 20.6)
        cairo_line_to(cr, 18.8, 10.4)
        cairo_line_to(cr, 12, 4.4)
        cairo_close_path(cr)
        finish(cr, filled: filled)
        strokeLines(cr, [[(2.6, 12.4), (12, 3.9), (21.4, 12.4)]])
        if filled { cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR) }
        cairo_rectangle(cr, 10, 14.6, 4, 6)
        if filled { cairo_fill(cr) } else { cairo_stroke(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
}
