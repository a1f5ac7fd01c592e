// Source: https://github.com/Onore849/SwiftUI_CustomButton/blob/bd89ec21b3db654ef1c74b06e6f7bfbf26b584c0/CustomButton/ContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: the same tutorial's bell button with a red count badge, pressed twice: the badge
// appears on the first press and its number changes on the second, under .animation(.spring()).
// reel-run: var v = RedBadgeBell()
// reel-run: v.count += 1
// reel-run: DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { v.count += 1 }
// reel-moves: view:text

import SwiftUI

struct RedBadgeBell : View {

    @State var count = 0

    var body: some View {
        ZStack {
            Button(action: {
                print("Clicked")
                self.count += 1
            }) {
                Image(systemName: "bell.fill").resizable().frame(width: 30, height: 30)
            }.padding()
                .foregroundColor(Color.white)
                .background(Color.green)
                .clipShape(Circle())

            if count != 0 {
                Text("\(count)").padding(6).background(Color.red).clipShape(Circle()).foregroundColor(.white).offset(x: 17, y: -25)
            }
        }.animation(.spring())
    }
}

struct RedBadgeBell_Previews: PreviewProvider {
    static var previews: some View {
        RedBadgeBell()
    }
}
