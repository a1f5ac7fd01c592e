// A bell with a count badge at its top right; the badge springs in and grows with the count.
// badgereel render BellWithBadge.swift --run 'var v = BellWithBadge(); v.count += 1' -o badge.gif
// badgereel still BellWithBadge.swift -o badge.png          (the #Preview)
import SwiftUI

struct BellWithBadge: View {
    @State var count = 0

    var body: some View {
        Image(systemName: "bell.fill")
            .font(.system(size: 40))
            .foregroundStyle(Color.blue)
            .padding(12)
            .overlay(alignment: .topTrailing) {
                Text("\(count)")
                    .font(.caption2.bold())
                    .foregroundStyle(Color.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.red))
                    .scaleEffect(count > 0 ? 1 : 0.001)
                    .opacity(count > 0 ? 1 : 0)
            }
            .animation(.bouncy, value: count)
    }
}

#Preview("Three") {
    BellWithBadge(count: 3)
}
