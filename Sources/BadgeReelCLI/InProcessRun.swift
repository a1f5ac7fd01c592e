extension Main {
    /// Reads and runs `arguments` as `main` does (an export's words through `ExportWords`,
    /// anything else through the parser), in this process, without printing a failure or
    /// exiting: the failure's line and status as `main` would end with them, or nil when the
    /// command ran. The tests' way into the command line, shared by the command line's own
    /// tests and ReelSwift's, which give it ReelSwift's evaluator first (a seam: `package`).
    package static func outcome(running arguments: [String]) -> (message: String, code: Int32)? {
        do {
            if case .export(let export) = ExportWords.read(arguments) {
                try run(export, arguments: arguments)
                return nil
            }
            var command = try BadgeReel.parseAsRoot(arguments)
            try command.run()
            return nil
        } catch {
            return outcome(of: error)
        }
    }
}
