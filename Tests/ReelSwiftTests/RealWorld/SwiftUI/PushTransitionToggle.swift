// Source: https://github.com/rlarjsdn3/SwiftUI-Catalog/blob/0dc2d39751ac0cae24ce930eeeddfaa27b3a0386/SwiftUICatalog/Animation/Transition/Transition_Push.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: pressing Toggle pushes a red square in from the top while it fades in (push(from:)
// under withAnimation's default spring); pressing it again pushes it out toward the bottom,
// fading.
// reel-run: var v = PushedPanel()
// reel-run: tap("Toggle")
// reel-run: DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { tap("Toggle") }
// reel-moves: view:offset, view:opacity

import SwiftUI

struct PushedPanel: View {
    @State private var shown = false

    var body: some View {
        if shown {
            RedSquare()
                .transition(.push(from: .top))
        }
        Button("Toggle") {
            withAnimation {
                shown.toggle()
            }
        }
    }
}

private struct RedSquare: View {
    var body: some View {
        Color.red.frame(width: 120, height: 120)
    }
}
