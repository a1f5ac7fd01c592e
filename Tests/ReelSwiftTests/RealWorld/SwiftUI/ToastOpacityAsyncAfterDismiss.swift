// Source: https://github.com/a-blekot/memorize_shloka/blob/209fa08f923575ec8b003b65f2ad957708087a57/iosApp/iosApp/Views/Helpers/ToastView.swift
// Licence: Apache-2.0 (LICENSE read, commit 3d5c536cb13dc5ebd49d1f576d08e1c25b65f727)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. The run declares
// the screen that owns the flag the toast is bound to.
// On a device: a dark toast is shown as the screen appears; two seconds later its own onAppear's
// asyncAfter clears the binding inside withAnimation, and the toast fades out (its .opacity
// transition on removal, under the default animation).
// reel-run: struct Screen: View {
// reel-run:     @State var showing = true
// reel-run:     var body: some View { CopiedToast(text: "Verse copied", visible: $showing) }
// reel-run: }
// reel-run: var v = Screen()
// reel-moves: view:opacity

import SwiftUI

struct CopiedToast: View {
    let text: String
    @Binding var visible: Bool

    var body: some View {
        VStack {
            if visible {
                Text(text)
                    .padding()
                    .background(Color.black.opacity(0.7))
                    .foregroundColor(.white)
                    .cornerRadius(8)
                    .transition(.opacity)
                    .animation(.easeInOut(duration: 0.5), value: visible)
                    .onAppear {
                        // Hidden again two seconds after it shows.
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                            withAnimation {
                                visible = false
                            }
                        }
                    }
            }
        }
    }
}
