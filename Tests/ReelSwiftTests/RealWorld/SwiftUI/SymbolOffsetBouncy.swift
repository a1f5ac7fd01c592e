// Source: https://github.com/GepengCn/GepengCn.github.io/blob/fa75a57eabfa3d5ca1dc6f81627afd88e7cb19b4/docs/swiftui/animations/creating_phase_based_animation.md
// Licence: none found: the repository has no LICENSE file in the index; the snippet is the first example of Apple's article "Creating phase-based animation", which this page translates
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: tapping a large red heart symbol moves it 200 pt up with a .bouncy animation.
// reel-run: var v = BouncyUpView(symbol: "heart")
// reel-run: withAnimation(.bouncy) { v.offset = -200 }
// reel-moves: view:offset

import SwiftUI

struct BouncyUpView: View {

    var symbol: String

    @State private var offset = 0.0

    var body: some View {
        Image(systemName: symbol)
            .symbolVariant(.fill)
            .font(.system(size: 144))
            .foregroundStyle(.red)
            .offset(y: offset)
            .onTapGesture {
                withAnimation(.bouncy) {
                    offset = -200
                }
            }
    }
}

#Preview {
    BouncyUpView(symbol: "heart")
}
