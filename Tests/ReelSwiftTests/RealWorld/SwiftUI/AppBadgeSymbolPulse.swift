// Source: https://github.com/SwiftyAlex/Samples/blob/df54cbc8a1bf0448060f6e8ea46c384d18615e1f/wwdc23/animatedsymbols/animatedsymbols/Views/PulsingAppBadge.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: an app.badge.fill symbol starts pulsing (symbolEffect(.pulse, isActive:)) once
// Increment has been pressed: its opacity throbs.
// reel-run: var v = PulsingBadgeSymbol()
// reel-run: tap("Increment")
// reel-moves: view:opacity

import SwiftUI

struct PulsingBadgeSymbol: View {
    @State var pushes: Int = 0

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "app.badge.fill")
                .foregroundStyle(.red, .gray)
                .font(.largeTitle)
                .fontDesign(.rounded)
                .symbolEffect(.pulse, isActive: pushes > 0)

            Button(action: {
                pushes += 1
            }, label: {
                Text("Increment")
                    .font(.headline.weight(.semibold))
                    .fontDesign(.rounded)
            })
            .foregroundColor(.cyan)
        }
    }
}

#Preview {
    PulsingBadgeSymbol()
}
