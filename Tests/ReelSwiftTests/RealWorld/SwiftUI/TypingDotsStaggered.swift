// Source: https://github.com/lewlian/Widgy/blob/5c63e3c37e82248780644898a74255dbb5a6fec7/Widgy/Views/Components/TypingIndicator.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: three grey dots bounce in a wave while the assistant types: each moves between y +2
// and −4 (easeInOut 0.4 s, repeatForever autoreversing), delayed 0.15 s per index (ForEach).
// reel-run: none
// reel-moves: view:offset

import SwiftUI

/// Bouncing dots shown while a reply is being written.
struct TypingDots: View {
    @State private var bouncing = false

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.secondary)
                    .frame(width: 7, height: 7)
                    .offset(y: bouncing ? -4 : 2)
                    .animation(
                        .easeInOut(duration: 0.4)
                            .repeatForever(autoreverses: true)
                            .delay(Double(index) * 0.15),
                        value: bouncing
                    )
            }
        }
        .onAppear { bouncing = true }
    }
}

#Preview {
    TypingDots()
        .padding()
        .background(.ultraThinMaterial)
        .clipShape(RoundedRectangle(cornerRadius: 18))
}
