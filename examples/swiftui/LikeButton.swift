// A like button: a heart that fills red and pops when liked.
// badgereel render LikeButton.swift --run 'var v = LikeButton(); withAnimation(.spring(duration: 0.4, bounce: 0.3)) { v.isLiked = true }' -o like.gif
import SwiftUI

struct LikeButton: View {
    @State var isLiked = false

    var body: some View {
        Image(systemName: isLiked ? "heart.fill" : "heart")
            .font(.system(size: 44))
            .foregroundStyle(isLiked ? Color.red : Color.gray)
            .scaleEffect(isLiked ? 1.25 : 1)
            .padding(24)
    }
}

#Preview {
    LikeButton()
}
