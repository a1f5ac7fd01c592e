// Source: https://github.com/AbnerBaluyut/SampleSwiftUI/blob/ada4fa119be4e4bf18775726fa06aab33a193b5c/SwiftfulThinkingApp/Views/Dashboard/Views/components/TabButton.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the tab
// button; the run declares the bar of two that shares the selection and namespace.
// On a device: tapping a tab (onTapGesture with withAnimation(.easeInOut)) grows its icon from 24
// to 26 pt, tints it brown and moves the small capsule under it (matchedGeometryEffect).
// reel-run: struct Bar: View {
// reel-run:     @Namespace var ns
// reel-run:     @State var tab = 0
// reel-run:     var body: some View {
// reel-run:         HStack {
// reel-run:             IconTabButton(index: 0, image: "house", title: "Home", animation: ns, selectedTab: $tab)
// reel-run:             IconTabButton(index: 1, image: "bell", title: "Alerts", animation: ns, selectedTab: $tab)
// reel-run:         }
// reel-run:     }
// reel-run: }
// reel-run: var v = Bar()
// reel-run: withAnimation(.easeInOut) { v.tab = 1 }
// reel-moves: view:size

import SwiftUI

struct IconTabButton: View {
    let index: Int
    let image: String
    let title: String
    let animation: Namespace.ID
    @Binding var selectedTab: Int

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: image)
                .font(.system(size: selectedTab == index ? 26 : 24))
                .foregroundColor(selectedTab == index ? .brown : .gray)
            ZStack {
                if selectedTab == index {
                    Capsule()
                        .fill(Color.brown)
                        .frame(width: 15, height: 6)
                        .offset(y: 5)
                        .matchedGeometryEffect(id: "TAB", in: animation)
                } else {
                    Capsule()
                        .fill(.clear)
                        .frame(width: 15, height: 6)
                        .offset(y: 5)
                }
            }
        }
        .onTapGesture {
            withAnimation(.easeInOut) {
                selectedTab = index
            }
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 14)
    }
}
