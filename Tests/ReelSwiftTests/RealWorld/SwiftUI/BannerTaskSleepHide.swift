// Source: https://github.com/rojarand-training/swiftui-demo/blob/5f42604b9fb61c55359e4a0dc79a28d650fb5169/SwiftUITipsAndTricks/ContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: pressing Show slides a green banner up from below the screen (offset, easeOut
// 1.2 s) and turns the button red; a Task started in the same action sleeps three seconds and
// hides the banner again — outside withAnimation by then, so it jumps back.
// reel-run: var v = BannerDemo()
// reel-run: tap("Show")
// reel-moves: view:offset, view:color

import SwiftUI

struct SlidingBanner: View {
    let text: String
    var visible: Bool

    var body: some View {
        Text(text)
            .font(.title)
            .frame(width: UIScreen.main.bounds.width - 40, height: 90)
            .foregroundColor(.white)
            .background(Color.green)
            .cornerRadius(12)
            .offset(y: visible ? UIScreen.main.bounds.height / 3 : UIScreen.main.bounds.height)
    }
}

struct BannerDemo: View {
    @State var visible = false

    var body: some View {
        VStack {
            SlidingBanner(text: "Saved", visible: visible)
            Button {
                withAnimation(.easeOut(duration: 1.2)) {
                    visible.toggle()
                    if visible {
                        Task {
                            try? await Task.sleep(nanoseconds: 3_000_000_000)
                            visible.toggle()
                        }
                    }
                }
            } label: {
                Text(visible ? "Hide" : "Show")
                    .padding()
                    .frame(width: 100)
                    .foregroundColor(.white)
                    .background(visible ? Color.red : Color.blue)
                    .cornerRadius(10)
            }
        }
    }
}
