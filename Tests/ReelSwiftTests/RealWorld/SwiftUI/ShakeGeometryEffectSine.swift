// Source: https://github.com/MZZTRMND/Sticky-ToDo/blob/993b91552ba508a36b53bfbd3fc4ad7e68069327/StickyTodos/Sources/StickyTodos/ShakeEffect.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// geometry effect; the run declares the field that uses it, as the app does.
// On a device: a wrong entry shakes: a GeometryEffect translates the view by 8·sin(π·3·t) as its
// animatableData goes from the old attempt count to the new one (default animation), three shakes
// per unit.
// reel-run: struct Entry: View {
// reel-run:     @State var attempts: CGFloat = 0
// reel-run:     var body: some View { Text("Wrong").modifier(SineShake(animatableData: attempts)) }
// reel-run: }
// reel-run: var v = Entry()
// reel-run: withAnimation(.default) { v.attempts += 1 }
// reel-moves: view:offset

import SwiftUI

struct SineShake: GeometryEffect {
    var travel: CGFloat = 8
    var shakesPerUnit: CGFloat = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        let dx = travel * sin(animatableData * .pi * shakesPerUnit)
        return ProjectionTransform(CGAffineTransform(translationX: dx, y: 0))
    }
}
