#if canImport(Glibc)
import Glibc
import CLibcExtras
#elseif canImport(Darwin)
import Darwin
#endif

/// How much of the running thread's stack the evaluator may use. The evaluator recurses once
/// per nested expression, statement and call, so what a file nests multiplies: 200 calls deep
/// (the recursion depth limit) each 60 parentheses deep overflows a debug build's stack though
/// neither limit is reached. Every expression and statement checks the stack pointer against
/// the thread's own stack bounds instead, so no combination of nestings can crash the process.
struct StackBudget {
    /// The lowest stack address the evaluator goes down to (stacks grow down on every platform
    /// Swift runs on); nil where the bounds cannot be read, leaving the other limits to bound it.
    let floor: UInt?

    /// Left for what runs beyond the check (the bridge, the world, SwiftSyntax's accessors,
    /// formatting a refusal): a debug build's frames are large.
    static let reserve: UInt = 512 * 1024

    /// The current thread's stack.
    static func current() -> StackBudget {
        #if canImport(Glibc)
        // glibc's pthread_getattr_np (the only call giving a running thread's stack bounds) is
        // a GNU extension the Glibc module does not declare: CLibcExtras wraps it.
        var attributes = pthread_attr_t()
        guard reel_pthread_getattr_np(pthread_self(), &attributes) == 0 else { return StackBudget(floor: nil) }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return StackBudget(floor: nil) }
        let low = UInt(bitPattern: address)
        #elseif canImport(Darwin)
        let high = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = pthread_get_stacksize_np(pthread_self())
        let low = high - UInt(size)
        #else
        return StackBudget(floor: nil)
        #endif
        guard UInt(size) > reserve * 2 else { return StackBudget(floor: low + UInt(size) / 2) }
        return StackBudget(floor: low + reserve)
    }

    /// Whether the caller's frame is below the floor.
    @inline(never) func isExhausted() -> Bool {
        guard let floor else { return false }
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } < floor
    }
}
