// Source: https://github.com/BorisKly/ActivityIndicator24/blob/38a009f2ccf50c6e81b1e5d8a8160cf37731b599/Sources/ActivityIndicator24/Indicators/GrowingCircleIndicatorView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: an activity indicator: a circle grows from nothing to full size while fading out,
// easeIn 1.1 s, repeating without reversing; the animation starts 0.01 s after appearing
// (asyncAfter, then withAnimation).
// reel-run: var v = GrowingCircleIndicator()
// reel-moves: view:scale, view:opacity

import SwiftUI

struct GrowingCircleIndicator: View {

    @State private var scale: CGFloat = 0
    @State private var opacity: Double = 0

    var body: some View {
        let growing = Animation
            .easeIn(duration: 1.1)
            .repeatForever(autoreverses: false)

        return Circle()
            .scaleEffect(scale)
            .opacity(opacity)
            .onAppear {
                scale = 0
                opacity = 1
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
                    withAnimation(growing) {
                        scale = 1
                        opacity = 0
                    }
                }
            }
    }
}
