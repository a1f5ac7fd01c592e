// Source: https://github.com/ram4ik/CreatePhysicsBasedMotionWithSpring/blob/10a9d3a07015e45bd63c3e3901f953ca187b56ce/CreatePhysicsBasedMotionWithSpring/ContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a blue bell with a pink badge reading 2 rings: its rotation about the top swings
// between −25° and 60° on an underdamped spring (response 0.87, damping 0.1, blend 5), forever,
// four times faster (speed 4).
// reel-run: var v = BellWithBadge()
// reel-moves: view:rotation

import SwiftUI

struct BellWithBadge: View {
    @State var ring = false
    var body: some View {
        ZStack {
            Text("Physics-based motion")
                .offset(y: -150)
            Image(systemName: "bell.fill")
                .font(.largeTitle)
                .scaleEffect(2)
                .foregroundColor(.blue)
                .rotationEffect(.degrees(ring ? -25 : 60), anchor: .top)
                .animation(Animation.spring(response: 0.87, dampingFraction: 0.1, blendDuration: 5)
                    .repeatForever(autoreverses: false).speed(4))
                .onAppear() {
                    self.ring.toggle()
                }

            Circle()
                .frame(width: 25, height: 25)
                .foregroundColor(.pink)
                .offset(y: -35)

            Text("2")
                .font(.body)
                .fontWeight(.bold)
                .foregroundColor(.white)
                .offset(y: -35)
        }
    }
}

struct BellWithBadge_Previews: PreviewProvider {
    static var previews: some View {
        BellWithBadge()
    }
}
