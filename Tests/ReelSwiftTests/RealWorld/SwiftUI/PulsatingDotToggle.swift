// Source: https://github.com/boxingbat/CaveStickers/blob/215dbcf48433a750f400fb5151bc7902ec7de00b/CaveTickers/CaveTickers/Views/SwiftUIChart/PulsatingSwiftUIView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a live-price dot pulses outward forever: a 15 pt circle grows to 1.5× while fading
// to nothing, easeInOut 1 s, repeating without reversing, started by onAppear's toggle.
// reel-run: var v = LiveDot(color: .purple)
// reel-moves: view:scale, view:opacity

import SwiftUI

struct LiveDot: View {
    @State private var pulsing = false
    var color: Color

    var body: some View {
        Circle()
            .fill(color.opacity(0.5))
            .frame(width: 15, height: 15)
            .scaleEffect(pulsing ? 1.5 : 1)
            .opacity(pulsing ? 0 : 1)
            .animation(Animation.easeInOut(duration: 1).repeatForever(autoreverses: false), value: pulsing)
            .onAppear {
                self.pulsing.toggle()
            }
    }
}

struct LiveDot_Previews: PreviewProvider {
    static var previews: some View {
        LiveDot(color: .purple)
    }
}
