// Source: https://github.com/shaunjacobsen/huisnow-ios/blob/b3d6158211371bd8f30de991bd53229eb6d805f9/HuisNow/Extensions/View+Extensions.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a view extension puts a red count circle at a corner; when a count appears the
// circle scales in (transition .scale) while its own content changes are not animated
// (.animation(nil)).
// reel-run: struct Inbox: View {
// reel-run:     @State var unread: Int? = nil
// reel-run:     var body: some View { Image(systemName: "tray").badge(count: unread) }
// reel-run: }
// reel-run: var v = Inbox()
// reel-run: withAnimation { v.unread = 3 }
// reel-moves: view:scale

import Foundation
import SwiftUI

extension View {
  func badge(count: Int? = nil, alignment: Alignment = .topTrailing) -> some View {
    ZStack(alignment: alignment) {
      self
      ZStack {
        if let shown = count {
          Text("\(shown)")
            .font(.footnote)
            .frame(width: 20, height: 20)
            .background(Circle().fill(Color.red))
            .animation(nil)
            .transition(.scale)
        } else {
          Text("")
            .font(.footnote)
            .frame(width: 20, height: 20)
            .background(Circle().fill(Color.red))
            .animation(nil)
            .transition(.scale)
        }
      }
      .offset(x: 10, y: -10)
    }
  }
}
