// Source: https://github.com/saammat/AKNotes/blob/80bcaf3e06018a569f2c5dda462fd22ec00f23d2/AkNotes/Views/ModernInputSection.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// button style (the rest of the input section left out); the run declares a Save button that uses
// it.
// On a device: pressing a notes app's button shrinks it to 0.9 on a spring (response 0.2, damping
// 0.7) and releasing springs it back.
// reel-run: struct Save: View {
// reel-run:     var body: some View { Button("Save") { }.buttonStyle(PressScaleStyle()) }
// reel-run: }
// reel-run: var v = Save()
// reel-run: press("Save")
// reel-run: DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { release("Save") }
// reel-moves: view:scale

import SwiftUI

struct PressScaleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.9 : 1.0)
            .animation(.spring(response: 0.2, dampingFraction: 0.7), value: configuration.isPressed)
    }
}
