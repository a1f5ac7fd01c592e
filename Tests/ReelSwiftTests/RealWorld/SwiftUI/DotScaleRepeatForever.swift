// Source: https://github.com/shawnzheng99/days-left/blob/25270b7a57440e135c452c34f767a89628023e36/left/left/DotView.swift
// Licence: MIT, "Copyright (c) 2021 Shawn_Zheng" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a translucent cyan dot breathes forever: scale 0 → 1 and back (easeInOut 1 s,
// repeatForever, autoreversing by default), started on appear.
// reel-run: var v = BreathingDot()
// reel-moves: view:scale

import SwiftUI

struct BreathingDot: View {
    @State private var scale: CGFloat = 0.0

    var body: some View {
        Circle()
            .frame(width: 15.0, height: 15.0)
            .foregroundColor(Color(hue: 0.471, saturation: 1.0, brightness: 1.0, opacity: 0.453))
            .scaleEffect(scale)
            .animation(.easeInOut(duration: 1).repeatForever().delay(0), value: scale)
            .onAppear {
                self.scale = 1
            }
    }
}

struct BreathingDot_Previews: PreviewProvider {
    static var previews: some View {
        BreathingDot()
    }
}
