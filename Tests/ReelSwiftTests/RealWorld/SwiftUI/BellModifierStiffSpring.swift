// Source: https://github.com/adevinta/spark-ios/blob/76fa6d27d45660ca3c534b660ee25567f63377fb/.Demo/Classes/Animation/SwiftUI/ViewModifier/BellAnimationModifier.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a bell modifier: the icon turns ±15° on a stiff spring (interpolatingSpring
// stiffness 400, damping 4) counter-rotated by an easeOut rotation, started on appear and re-
// triggered every 5 s through onChange and asyncAfter.
// reel-run: var v = Image(systemName: "bell").font(.largeTitle).modifier(RingModifier())
// reel-moves: view:rotation

import SwiftUI

internal struct RingModifier: ViewModifier {

    private let swing: CGFloat = 15
    @State private var ringing: Bool = true

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(ringing ? self.swing : -self.swing))
            .animation(.interpolatingSpring(stiffness: 400, damping: 4), value: ringing)
            .rotationEffect(.degrees(ringing ? -self.swing : self.swing))
            .animation(.easeOut, value: self.ringing)
            .onAppear() {
                self.ringing.toggle()
            }
            .onChange(of: self.ringing) { _ in
                DispatchQueue.main.asyncAfter(deadline: .now() + 5, execute: {
                    self.ringing.toggle()
                })
            }
    }
}
