// A message icon whose "New" badge pops in beside it with a scale and a fade, and slides out
// to the trailing edge when read; the icon moves over to make room.
// badgereel render NewMessageBadge.swift --run 'var v = NewMessageBadge(); withAnimation(.easeOut(duration: 0.3)) { v.unread = true }; DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { withAnimation(.easeIn(duration: 0.25)) { v.unread = false } }' -o badge.gif
import SwiftUI

struct NewMessageBadge: View {
    @State var unread = false

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "message.fill")
                .font(.system(size: 28))
                .foregroundStyle(Color.blue)
            if unread {
                Text("New")
                    .font(.caption.bold())
                    .foregroundStyle(Color.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.red))
                    .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .move(edge: .trailing)))
            }
        }
        .padding(12)
    }
}

#Preview {
    NewMessageBadge(unread: true)
}
