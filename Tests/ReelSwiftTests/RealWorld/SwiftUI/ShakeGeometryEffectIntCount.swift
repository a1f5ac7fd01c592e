// Source: https://github.com/ACINQ/phoenix/blob/4c068c9bf0522939ebbcbc2abf29022366fd67f6/phoenix-ios/phoenix-ios/views/style/ShakeEffect.swift
// Licence: Apache-2.0, "Copyright 2019 ACINQ SAS" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a wallet's PIN field shakes after a wrong PIN: the effect translates by
// 10·sin(π·3·t) while an Int attempt count, converted to CGFloat, animates up by one (easeInOut).
// reel-run: struct PinField: View {
// reel-run:     @State var wrongAttempts = 0
// reel-run:     var body: some View { Text("• • • •").modifier(Shake(animatableData: CGFloat(wrongAttempts))) }
// reel-run: }
// reel-run: var v = PinField()
// reel-run: withAnimation(.easeInOut(duration: 0.4)) { v.wrongAttempts += 1 }
// reel-moves: view:offset

// Credit (as the original file gives it): objc.io's SwiftUI shake animation, 2019.

import SwiftUI

struct Shake: GeometryEffect {
	var amount: CGFloat = 10
	var shakesPerUnit = 3
	var animatableData: CGFloat

	func effectValue(size: CGSize) -> ProjectionTransform {
		let offset = amount * sin(animatableData * .pi * CGFloat(shakesPerUnit))
		return ProjectionTransform(CGAffineTransform(translationX: offset, y: 0))
	}
}
