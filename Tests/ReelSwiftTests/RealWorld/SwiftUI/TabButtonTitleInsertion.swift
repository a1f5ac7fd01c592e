// Source: https://github.com/Elechim01/TutorialWWDC2020/blob/278a7db45abba510c41a17c713d78deb35bf4cc4/TutorialWWDC2020/CustomSwipeToActionCustomTabBar/View/TabButtonCustomSwipeToActionCustomTabBar.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the tab
// button; the run declares the bar of two.
// On a device: choosing a tab (withAnimation(.spring())) shows its title next to the icon
// (inserted, default opacity transition) and lights its capsule background (opacity 0 → 0.08).
// reel-run: struct Tabs: View {
// reel-run:     @State var selected = "Home"
// reel-run:     var body: some View {
// reel-run:         HStack {
// reel-run:             PillTabButton(title: "Home", image: "house", selected: $selected)
// reel-run:             PillTabButton(title: "Inbox", image: "tray", selected: $selected)
// reel-run:         }.background(Color.purple)
// reel-run:     }
// reel-run: }
// reel-run: var v = Tabs()
// reel-run: tap("tray")
// reel-moves: view:opacity

import SwiftUI

struct PillTabButton: View {

    var title: String
    var image: String

    @Binding var selected: String

    var body: some View {
        Button {
            withAnimation(.spring()) {
                selected = title
            }
        } label: {
            HStack(spacing: 10) {
                Image(systemName: image)
                    .resizable()
                    .renderingMode(.template)
                    .frame(width: 25, height: 25)
                    .foregroundColor(.white)

                if selected == title {
                    Text(title)
                        .fontWeight(.bold)
                        .foregroundColor(.white)
                }
            }
            .padding(.vertical, 10)
            .padding(.horizontal)
            .background(Color.white.opacity(selected == title ? 0.08 : 0))
            .clipShape(Capsule())
        }
    }
}
