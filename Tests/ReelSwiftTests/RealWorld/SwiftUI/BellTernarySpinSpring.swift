// Source: https://github.com/ram4ik/AnimateUsingTernaryConditionalOperator/blob/95bc23cc2a1bd1c7e396e76dba2c3b7c4c0c8ea3/AnimateUsingTernaryConditionalOperator/ContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a bell twice its size swings a full turn about its top and back, forever (spring
// response 0.87, damping 0.5, repeatForever autoreversing, through the value-less .animation
// modifier), with a dot below it; a tap toggles it.
// reel-run: var v = SpinningBell()
// reel-moves: view:rotation

import SwiftUI

struct SpinningBell: View {
    @State var spinning = false
    var body: some View {
        ZStack {
            Image(systemName: "bell")
                .font(.largeTitle)
                .scaleEffect(2)
                .rotationEffect(.degrees(spinning ? 360 : 0), anchor: .top)
                .animation(Animation.spring(response: 0.87, dampingFraction: 0.5, blendDuration: 1).repeatForever(autoreverses: true))
                .onAppear() {
                    self.spinning.toggle()
                }
                .onTapGesture {
                    self.spinning.toggle()
                }
            Circle()
                .frame(width: 20)
                .shadow(radius: 5)
                .offset(y: -30)
        }
    }
}

struct SpinningBell_Previews: PreviewProvider {
    static var previews: some View {
        SpinningBell()
    }
}
