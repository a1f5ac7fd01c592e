// Source: https://github.com/mitrakov/home/blob/8363b649dc1ff36b2477067bfda323385ef8665d/swift/exercise-1/sandbox1/views/TabButton.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// side-menu tab button; the run declares the two-button menu that shares its namespace.
// On a device: choosing a menu entry slides the black selection capsule to it
// (matchedGeometryEffect in a shared namespace) on a default spring, and bolds its title.
// reel-run: struct Menu: View {
// reel-run:     @Namespace var ns
// reel-run:     @State var selected = "Home"
// reel-run:     var body: some View {
// reel-run:         VStack {
// reel-run:             MenuTabButton(image: "house", title: "Home", selected: $selected, animation: ns)
// reel-run:             MenuTabButton(image: "bell", title: "Alerts", selected: $selected, animation: ns)
// reel-run:         }
// reel-run:     }
// reel-run: }
// reel-run: var v = Menu()
// reel-run: tap("Alerts")
// reel-moves: view:offset

import SwiftUI

struct MenuTabButton: View {
    var image: String
    var title: String
    @Binding var selected: String
    var animation: Namespace.ID

    var body: some View {
        Button(action: {
            withAnimation(.spring()) {
                selected = title
            }
        }, label: {
            HStack {
                Image(systemName: image)
                    .font(.title2)
                    .foregroundColor(selected == title ? Color.black : Color.black.opacity(0.5))
                    .frame(width: 25)
                Text(title)
                    .fontWeight(selected == title ? .semibold : .none)
                    .foregroundColor(selected == title ? Color.black : Color.black.opacity(0.5))
                    .animation(.none)
                Spacer()

                ZStack {
                    Capsule()
                        .fill(Color.clear)
                        .frame(width: 3, height: 25)
                    if selected == title {
                        Capsule()
                            .fill(Color.black)
                            .frame(width: 3, height: 25)
                            .matchedGeometryEffect(id: "Tab", in: animation)
                    }
                }
            }
            .padding(.leading)
        })
        .buttonStyle(PlainButtonStyle())
    }
}
