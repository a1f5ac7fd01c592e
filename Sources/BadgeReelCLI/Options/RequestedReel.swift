import ArgumentParser
import ReelExport

extension ReelRequest {
    /// The reel, or the request's refusal as the parser's own usage error (exit 64): the same
    /// line whichever command or option group the value came through.
    func checkedReel() throws -> Reel {
        do throws(ReelRequest.Refusal) { return try reel() } catch {
            throw ValidationError(Flags.message(for: error))
        }
    }

    /// `checkMotion()`, refusing as `checkedReel()` does.
    func checkedMotion() throws {
        do throws(ReelRequest.Refusal) { try checkMotion() } catch { throw ValidationError(Flags.message(for: error)) }
    }
}
