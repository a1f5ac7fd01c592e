// Source: https://github.com/sergiosepulveda09/LikeButtonAnimation/blob/fe3840a2f7930e2658d7179321bb64c40da169f9/LikeAnimation/ContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: tapping the heart squeezes it (scale 1.3 when unliked, 0.7 when liked; easeIn 0.1
// s), and 0.1 s later (asyncAfter) springs it back and flips the bound isLiked, which swaps heart
// and heart.fill and the caption.
// reel-run: var v = LikeScreen()
// reel-run: tap("heart")
// reel-moves: view:scale

import SwiftUI

struct LikeScreen: View {
    @State private var liked: Bool = false

    var body: some View {
        VStack {
            Text(liked ? "Liked!" : "Unliked")
            SqueezeHeart(liked: $liked)
        }
    }
}

struct SqueezeHeart: View {
    @Binding var liked: Bool
    private let squeezeDuration: Double = 0.1
    private var squeezeScale: CGFloat {
        liked ? 0.7 : 1.3
    }
    @State private var squeezing = false

    var body: some View {
        Button(action: {
            self.squeezing = true
            DispatchQueue.main.asyncAfter(deadline: .now() + self.squeezeDuration, execute: {
                self.squeezing = false
                self.liked.toggle()
            })
        }, label: {
            Image(systemName: liked ? "heart.fill" : "heart")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 100)
                .foregroundColor(liked ? .red : .gray)
        })
        .scaleEffect(squeezing ? squeezeScale : 1)
        .animation(.easeIn(duration: squeezeDuration))
    }
}

struct LikeScreen_Previews: PreviewProvider {
    static var previews: some View {
        LikeScreen()
    }
}
