// Source: https://github.com/dobson980/Daily-Swift-Tasks/blob/cfffbedf6ecf8d850d6b054c2d767a556ea7be47/PhaseBell/PhaseBell/ContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: pressing Notify Me makes the orange bell lift 30 pt and grow to 1.2 (spring, bounce
// 0.5), rock −30°/+30° twice about its top (easeInOut 0.15 s each), and settle back: a
// phaseAnimator over six phases triggered by the button's state.
// reel-run: var v = NotifyBellView()
// reel-run: tap("Notify Me")
// reel-moves: view:rotation, view:scale

import SwiftUI

struct NotifyBellView: View {
    @State private var notified = false

    var body: some View {
        HStack(spacing: 20) {
            Button("Notify Me") {
                notified.toggle()
            }
            .buttonStyle(.borderedProminent)
            .tint(.orange)
            .fontWeight(.semibold)
            .controlSize(.large)

            Image(systemName: "bell")
                .resizable()
                .frame(width: 44, height: 44)
                .foregroundStyle(.orange)
                .phaseAnimator([RingPhase.rest, .raised, .left, .right, .left, .right], trigger: notified) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .rotationEffect(.degrees(phase.degrees), anchor: .top)
                        .offset(y: phase.lift)
                } animation: { phase in
                    switch phase {
                    case .rest, .raised: .spring(bounce: 0.5)
                    case .left, .right: .easeInOut(duration: 0.15)
                    }
                }
        }
        .padding()
    }
}

enum RingPhase: CaseIterable {
    case rest, raised, left, right

    var lift: CGFloat {
        switch self {
        case .rest: 0
        case .raised, .left, .right: -30
        }
    }

    var scale: CGFloat {
        switch self {
        case .rest: 1
        case .raised, .left, .right: 1.2
        }
    }

    var degrees: Double {
        switch self {
        case .rest, .raised: 0
        case .left: -30
        case .right: 30
        }
    }
}

#Preview {
    NotifyBellView()
}
