// Source: https://github.com/juliasaboya/SocialMediaButtons/blob/e5027737073a936616b3389bfc9b984956eda737/Sources/SocialMediaButtons/Animations/PulseAnimation.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// modifier with the keyframe value type it animates (declared elsewhere in the package) declared
// here.
// On a device: a social button pulses when triggered: keyframeAnimator drives its scale through
// spring keyframes 1.3 (bouncy, 0.3 s), 0.75 (snappy, 0.15 s), 1.15 (bouncy, 0.15 s), 1.0 (smooth,
// 0.3 s).
// reel-run: struct LikePill: View {
// reel-run:     @State var go = false
// reel-run:     var body: some View { Image(systemName: "hand.thumbsup.fill").modifier(PulseOnTrigger(duration: 0.9, start: $go)) }
// reel-run: }
// reel-run: var v = LikePill()
// reel-run: v.go.toggle()
// reel-moves: view:scale

import SwiftUI

struct PulseFrame {
    var scale: CGFloat = 1
}

struct PulseOnTrigger: ViewModifier {
    let duration: TimeInterval
    @Binding var start: Bool

    func body(content: Content) -> some View {
        content
            .keyframeAnimator(initialValue: PulseFrame(), trigger: start) { view, frame in
                view
                    .scaleEffect(frame.scale)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.3, duration: 0.3, spring: .bouncy)
                    SpringKeyframe(0.75, duration: 0.15, spring: .snappy)
                    SpringKeyframe(1.15, duration: 0.15, spring: .bouncy)
                    SpringKeyframe(1.0, duration: 0.3, spring: .smooth)
                }
            }
    }
}
