// Source: https://github.com/nothing-to-add/budget-feature-example-for-ios/blob/034fb3101b5572bba27c5e3ef9b7299bdaa12b2b/Sources/BudgetFeature/Elements/BounceButtonStyle.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: pressing a budget card's button shrinks it to 0.95 and dims it to 0.9 on a spring
// (response 0.3, damping 0.6); releasing restores it.
// reel-run: struct AddExpense: View {
// reel-run:     var body: some View { Button("Add expense") { }.buttonStyle(DimBounceStyle()) }
// reel-run: }
// reel-run: var v = AddExpense()
// reel-run: press("Add expense")
// reel-run: DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { release("Add expense") }
// reel-moves: view:scale, view:opacity

import Foundation
import SwiftUI

struct DimBounceStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.isPressed ? 0.9 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
    }
}
