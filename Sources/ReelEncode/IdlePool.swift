import Synchronization

/// Things an encode leaves for the next one to take, at most `kept` of them: memory a new one
/// would allocate and clear again each time (`LZWTables`' coders, `GIFColorCaches`' colour
/// tables; a `--max-size` search encodes the same clip several times over). What is given
/// back must be as good as new (each kind's owner resets it); past `kept` it is dropped.
final class IdlePool<Item: Sendable>: Sendable {
    let kept: Int
    private let idle = Mutex<[Item]>([])

    init(kept: Int) {
        self.kept = kept
    }

    /// One left by an earlier encode, or nil.
    func take() -> Item? {
        idle.withLock { $0.popLast() }
    }

    /// Keeps `item` for the next encode, unless `kept` already wait.
    func giveBack(_ item: Item) {
        idle.withLock { items in
            if items.count < kept { items.append(item) }
        }
    }
}
