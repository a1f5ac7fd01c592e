// Source: https://github.com/pushpankq/BadgeButtonSwiftUI/blob/c813dedc384ba8b56919f2c3dd1616155faf9990/CustomButton/ContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a round green bell button: each press adds one to a count shown in a small black
// circle at its top right, which appears on the first press; the ZStack's value-less
// .animation(.spring()) animates the change.
// reel-run: var v = BellCountButton()
// reel-run: v.count += 1
// reel-moves: view:opacity

import SwiftUI

struct BellCountButton: View {

    @State var count = 0
    var body: some View {
        ZStack {
            Button(action: {
                self.count += 1
                print("clicked")
            }) {
                Image(systemName: "bell.fill")
                    .resizable()
                    .frame(width: 30, height: 30)
            }
            .padding()
            .background(Color.green)
            .foregroundColor(.white)
            .clipShape(Circle())

            if count != 0 {
                Text("\(count)")
                    .padding(6)
                    .background(Color.black)
                    .clipShape(Circle())
                    .foregroundColor(.white)
                    .offset(x: 17, y: -25)
            }
        }
        .animation(.spring())
    }
}
