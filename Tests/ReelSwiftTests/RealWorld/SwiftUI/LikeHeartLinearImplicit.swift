// Source: https://github.com/vincentkhdo/bearhub/blob/af6661f9f08c0de1d920c3a6900eac8aba520bf0/BearHub/BearHub/LikeButton.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: tapping the heart fills it: a filled heart over the outline grows from 0.1 to full
// size and fades in (implicit linear animation), and the colour turns red.
// reel-run: var v = BearLikeButton()
// reel-run: v.pressed.toggle()
// reel-moves: view:scale, view:opacity

import Foundation
import SwiftUI

struct BearLikeButton: View {
    @State var pressed = false
    var body: some View {
        ZStack {
            Image(systemName: "heart.fill")
                .opacity(pressed ? 1 : 0)
                .scaleEffect(pressed ? 1.0 : 0.1)
                .animation(Animation.linear)
            Image(systemName: "heart")
        }
        .font(.system(size: 40))
        .onTapGesture {
            self.pressed.toggle()
        }
        .foregroundColor(pressed ? .red : .black)
    }
}
