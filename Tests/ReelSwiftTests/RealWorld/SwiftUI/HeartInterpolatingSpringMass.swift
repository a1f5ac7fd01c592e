// Source: https://github.com/ram4ik/DesigningAnimationsWithSwiftUIAndKiteCompositor/blob/1216f89cde53eb013d86576be99f021e3feaf63a/DesigningAnimationsWithSwiftUIAndKiteCompositor/ContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: tapping the red heart blows it up to 4× on a bouncy spring (interpolatingSpring mass
// 0.7, stiffness 200, damping 10, initial velocity 4); tapping again springs it back.
// reel-run: var v = SpringHeart()
// reel-run: v.big.toggle()
// reel-moves: view:scale

import SwiftUI

struct SpringHeart: View {
    @State var big = false
    var body: some View {
        Image(systemName: "heart.fill")
            .foregroundColor(.red)
            .imageScale(.large)
            .scaleEffect(big ? 4 : 1)
            .animation(.interpolatingSpring(mass: 0.7, stiffness: 200, damping: 10, initialVelocity: 4))
            .onTapGesture {
                self.big.toggle()
            }
    }
}

struct SpringHeart_Previews: PreviewProvider {
    static var previews: some View {
        SpringHeart()
    }
}
