// Source: https://github.com/jarede-l1ma/ShoppingBuddy/blob/c92494817f8568f4b2b48b57adf5e3de535eaa52/ShoppingBuddy/Components/ShakeEffect.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// effect; the run declares a list row that shakes when an item is refused, with
// .animation(_:value:).
// On a device: a shopping-list row shakes 8 pt three times when the trigger count goes up, animated
// by the row's .animation(.linear(duration: 0.5), value:).
// reel-run: struct Row: View {
// reel-run:     @State var refusals: CGFloat = 0
// reel-run:     var body: some View {
// reel-run:         Text("Milk").modifier(ShakeEffect(animatableData: refusals)).animation(.linear(duration: 0.5), value: refusals)
// reel-run:     }
// reel-run: }
// reel-run: var v = Row()
// reel-run: v.refusals += 1
// reel-moves: view:offset

import SwiftUI

struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 8
    var shakesPerUnit: CGFloat = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * shakesPerUnit), y: 0))
    }
}
