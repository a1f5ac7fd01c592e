// Source: https://github.com/sumpen99/WeraTents/blob/215d918ce69c674483645bdabc8349b357cf3716/WeraTents/View/Styles/Badge/Badge.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// badge modifier with the app's hTrailing()/vTop() helpers declared here; the run declares the cart
// button that uses it.
// On a device: a cart icon's count badge (a circle with the count) sits at its top trailing corner
// and, as the bound count changes, animates with .bouncy; it is removed at zero.
// reel-run: struct CartIcon: View {
// reel-run:     @State var count = 1
// reel-run:     var body: some View { Image(systemName: "cart").font(.title).modifier(CountBadge(count: $count)) }
// reel-run: }
// reel-run: var v = CartIcon()
// reel-run: v.count += 1
// reel-moves: view:text

import SwiftUI

extension View {
    func hTrailing() -> some View {
        frame(maxWidth: .infinity, alignment: .trailing)
    }

    func vTop() -> some View {
        frame(maxHeight: .infinity, alignment: .top)
    }
}

struct CountBadge: ViewModifier {
    @Binding var count: Int

    @ViewBuilder
    func body(content: Content) -> some View {
        ZStack {
            content
                .overlay {
                    if count > 0 {
                        badge
                    }
                }
        }
    }

    var badge: some View {
        ZStack {
            Circle().fill(Color.brown)
            Text("\(count)")
                .foregroundStyle(Color.yellow)
                .bold()
        }
        .frame(width: 25.0, height: 25.0)
        .hTrailing()
        .vTop()
        .offset(x: 5, y: -11)
        .animation(.bouncy, value: count)
    }
}
