// Source: https://github.com/WayApp/WayAppPay-iOS/blob/405acba9ae5cfb1e599610995a5fcb1180c72ef1/WayPay/general/BadgeView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// badge view, with a small ObservableObject standing in for the app's session.
// On a device: a shopping-cart badge in the top-right corner (placed with alignment guides) shows
// the cart's item count and is invisible at zero: when the first item is added it appears at once
// (opacity 0 → 1, no animation).
// reel-run: let cart = Cart()
// reel-run: var v = CartBadge().environmentObject(cart)
// reel-run: cart.items.append("coffee")
// reel-moves: view:opacity

import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.clear
            Text(String(cart.items.count))
                .font(.system(size: 16))
                .padding(5)
                .background(Color.red)
                .foregroundColor(Color.white)
                .clipShape(Circle())
                // Top-right corner, half outside.
                .alignmentGuide(.top) { $0[.bottom] }
                .alignmentGuide(.trailing) { $0[.trailing] - $0.width * 0.25 }
                .opacity(cart.items.count == 0 ? 0 : 1)
        }
    }
}
