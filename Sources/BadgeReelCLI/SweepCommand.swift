import ArgumentParser
import ReelModels
import ReelExport

/// `badgereel sweep`: the Shaky Bell's slider rig, side by side. Every combination of the
/// swept values becomes a labeled cell of one synchronized clip.
struct SweepCommand: EncodingCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Render every combination of comma-separated values as a labeled grid in one clip.",
        discussion: """
            Give any numeric parameter of the animation (or of the badge) several values, e.g. \
            badgereel sweep shake --angle 0.2,0.4,0.8 --y-offset 0,0.5,1 -o grid.gif. \
            Every other flag of the animation's own command applies to every cell.
            """
    )

    @Argument(help: "pop, bump, blink or shake.")
    var animation: AnimationName

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("The animation's flags, swept ones with comma-separated values, and -o FILE.", valueName: "flags"))
    var flags: [String] = []

    /// Flags whose value is one number, so a comma means several values: the animation's and
    /// the badge's numeric parameters, and the still time around it.
    static func sweepable(_ animation: AnimationName) -> Set<String> {
        let clip = ClipTiming.infos.filter { $0.name != "fps" }
        return Set((animation.type.sweepAxes + BadgeSetup.infos.filter(\.kind.isSweepable) + clip.filter(\.kind.isSweepable)).map { Flags.flag(for: $0.name) })
    }

    func run() throws {
        let sweepable = Self.sweepable(animation)
        // Split the swept flags from the rest.
        var base: [String] = []
        var swept: [(flag: String, values: [String])] = []
        var i = 0
        while i < flags.count {
            let flag = flags[i]
            if sweepable.contains(flag), i + 1 < flags.count, flags[i + 1].contains(",") {
                let values = flags[i + 1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard !swept.contains(where: { $0.flag == flag }) else { throw ValidationError("\(flag) is swept twice; give its values once") }
                swept.append((flag, values))
                i += 2
                continue
            }
            if flag == "--save-scene" { throw ValidationError("--save-scene: a sweep is many scenes; save one from its animation's own command") }
            base.append(flag)
            i += 1
        }
        guard !swept.isEmpty else {
            throw ValidationError("nothing to sweep: give a numeric flag comma-separated values, e.g. --angle 0.2,0.4,0.8")
        }
        // Count the cells before making any.
        var cells = 1
        for (_, values) in swept {
            let (product, overflow) = cells.multipliedReportingOverflow(by: values.count)
            cells = overflow ? Int.max : product
        }
        guard cells <= SweepGrid.maxCells else {
            let given = swept.map { "\($0.flag) \(ParameterText.quoted($0.values.joined(separator: ",")))" }.joined(separator: " ")
            throw ValidationError("\(given): \(cells == Int.max ? "too many" : String(cells)) cells; expected at most \(SweepGrid.maxCells)")
        }
        var combinations: [[(String, String)]] = [[]]
        for (flag, values) in swept { combinations = combinations.flatMap { c in values.map { c + [(flag, $0)] } } }

        // Each cell is the animation's own command, parsed and checked as if typed alone.
        var reels: [Reel] = []
        var output = "", quiet = false
        for combination in combinations {
            let args = base + combination.flatMap { [$0.0, $0.1] }
            let cell = try Self.reel(animation, args)
            reels.append(cell.reel)
            output = cell.output; quiet = cell.quiet
        }
        // With two swept flags the first runs down the rows and the second across the columns.
        let captions = combinations.map { $0.map { "\($0.0.dropFirst(2)) \($0.1)" } }
        let progress = Progress(quiet: quiet)
        defer { progress.clear() }
        do throws(ExportError) {
            let grid = try SweepGrid(cells: reels, captions: captions, columns: swept.count == 2 ? swept[1].values.count : nil)
            let summary = try grid.export(to: output, progress: progress.update)
            progress.clear()
            if !quiet { ConsoleExport.summarize(summary) }
        } catch {
            throw CommandFailure(error)
        }
    }

    /// One cell's reel, from its flags, read as the animation's own command reads them
    /// (`ExportWords`; words it leaves to the parser, through the command's parser).
    static func reel(_ animation: AnimationName, _ args: [String]) throws -> (reel: Reel, output: String, quiet: Bool) {
        if case .export(let export) = ExportWords.read([animation.rawValue] + args) {
            return (try export.job().reel, export.output, export.quiet)
        }
        func reel<A: SeedAnimation>(_: A.Type) throws -> (reel: Reel, output: String, quiet: Bool) {
            let command = try ExportCommand<A>.parse(Array(try ParserWords.prepared([animation.rawValue] + args).dropFirst()))
            return (try command.reel(), command.output, command.quiet)
        }
        return try reel(animation.type)
    }
}
