// Source: https://github.com/Iamzaryab/Chat-GPT-Application-KMM/blob/bb3249e1e34b71f92892897795646017477d72f8/iosChatApp/iosChatApp/presentation/components/shimmers/TypingBubble.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a chat bubble shows one, two, then three grey dots (fading), cycling every 0.5 s,
// driven by a repeating Timer that changes the state, under a value-less repeatForever linear
// animation.
// reel-run: var v = DotsBubble()
// reel-moves: view:opacity

import SwiftUI

struct DotsBubble: View {
    @State var step = 0

    var body: some View {
        HStack {
            if step == 0 {
                Circle().frame(width: 10, height: 10).foregroundColor(.gray)
            } else if step == 1 {
                HStack {
                    Circle().frame(width: 10, height: 10).foregroundColor(.gray)
                    Circle().frame(width: 10, height: 10).foregroundColor(.gray).opacity(0.5)
                }
            } else {
                HStack {
                    Circle().frame(width: 10, height: 10).foregroundColor(.gray)
                    Circle().frame(width: 10, height: 10).foregroundColor(.gray).opacity(0.5)
                    Circle().frame(width: 10, height: 10).foregroundColor(.gray).opacity(0.25)
                }
            }
        }
        .animation(Animation.linear(duration: 0.5).repeatForever(autoreverses: false))
        .onAppear {
            self.step = 0
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                self.step = (self.step + 1) % 3
            }
        }
    }
}
