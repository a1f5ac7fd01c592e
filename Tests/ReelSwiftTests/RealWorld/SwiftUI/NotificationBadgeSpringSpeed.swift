// Source: https://github.com/Dimillian/MovieSwiftUI/blob/b54aa3d2dd8fcc638eb37b587baaeb6b8a9dca0c/MovieSwift/MovieSwift/views/shared/badges/NotificationBadge.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// badge; the run declares the screen that shows it.
// On a device: a movie app's toast badge ("Added to wishlist") springs in: scale 0.5 → 1 and
// opacity 0 → 1 on a spring at double speed when the bound show flag turns on.
// reel-run: struct Screen: View {
// reel-run:     @State var show = false
// reel-run:     var body: some View { ToastBadge(text: "Added to wishlist", color: .blue, show: $show) }
// reel-run: }
// reel-run: var v = Screen()
// reel-run: v.show = true
// reel-moves: view:scale, view:opacity

import SwiftUI

struct ToastBadge : View {
    let text: String
    let color: Color
    @Binding var show: Bool

    var animation: Animation {
        Animation
            .spring()
            .speed(2)
    }

    var body: some View {
        Text(text)
            .foregroundColor(.white)
            .padding()
            .background(color)
            .cornerRadius(8)
            .scaleEffect(show ? 1: 0.5)
            .opacity(show ? 1 : 0)
            .animation(animation)
    }
}
