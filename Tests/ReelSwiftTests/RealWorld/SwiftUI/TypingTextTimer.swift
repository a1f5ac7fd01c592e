// Source: https://github.com/MuratovArthur/ImamIOS/blob/18f7164cb51c7bdfa3a74e534be421a2804655cd/ImamAI/Elements/TypingAnimationView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a status line reads "Imam is typing" followed by one, two, three dots, cycling every
// 0.5 s through a repeating Timer (under a value-less repeatForever animation).
// reel-run: var v = TypingLine()
// reel-moves: view:text

import SwiftUI

struct TypingLine: View {
    @State private var dots = 1
    private let maxDots = 3
    private let step = 0.5

    var body: some View {
        HStack {
            Text("Imam is typing" + String(repeating: ".", count: dots))
                .animation(Animation.easeInOut(duration: step).repeatForever())
                .onAppear {
                    start()
                }
            Spacer()
        }
    }

    private func start() {
        Timer.scheduledTimer(withTimeInterval: step, repeats: true) { timer in
            dots = (dots % maxDots) + 1
        }
    }
}
