// Source: https://github.com/Alintor/Cooplay/blob/1cc345edbb90985a8f8344232358bf004153b27c/Cooplay/Presentation/Home/Subviews/InvitesIconView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: an invites icon: a filled bell hung from its top rings forever as it appears: its
// rotation springs from 30° to 0° (interpolatingSpring stiffness 170, damping 5), repeating without
// reversing.
// reel-run: var v = InvitesBell()
// reel-moves: view:rotation

import SwiftUI

struct InvitesBell: View {

    @State private var tilt = 30

    var body: some View {
        ZStack {
            Image(systemName: "bell.fill")
                .shadow(radius: 4)
                .rotationEffect(.degrees(Double(tilt)), anchor: .top)
                .animation(.interpolatingSpring(stiffness: 170, damping: 5).repeatForever(autoreverses: false), value: tilt)
        }
        .onAppear() {
            tilt = 0
        }
    }
}

struct InvitesBell_Previews: PreviewProvider {
    static var previews: some View {
        InvitesBell()
            .preferredColorScheme(.dark)
            .frame(width: 32, height: 32)
    }
}
