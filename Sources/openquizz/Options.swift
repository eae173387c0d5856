/// What the command line asked for.
struct Options: Equatable {
    /// Questions per game, 1 to 50.
    var amount = 10
    /// Play the bundled bank without touching the network.
    var offline = false
    /// Makes the order of bundled questions reproducible.
    var seed: UInt64?
    var useColor = true
    var ascii = false

    static let amountRange = 1...50
    static let version = "0.1.0"

    /// What to do once the command line is read.
    enum Action: Equatable {
        case play(Options)
        case printHelp
        case printVersion
    }

    /// A command line that can't be obeyed; the message is one line, without the program name.
    struct ParseError: Error, Equatable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Reads the arguments (without the program name) and the environment (`NO_COLOR`).
    static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(ParseError) -> Action {
        var options = Options()
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            options.useColor = false
        }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            func value() throws(ParseError) -> String {
                if let attached { return attached }
                guard let next = remaining.popFirst() else { throw ParseError(message: "\(name) needs a value") }
                return next
            }
            if attached != nil,
                ["--help", "--version", "--offline", "--no-color", "--no-colour", "--ascii"].contains(name)
            {
                throw ParseError(message: "\(name) takes no value")
            }
            switch name {
            case "-h", "--help":
                return .printHelp
            case "--version":
                return .printVersion
            case "-n", "--amount":
                let text = try value()
                guard let amount = Int(text), amountRange.contains(amount) else {
                    throw ParseError(message: "--amount takes a number from 1 to 50, not '\(text)'")
                }
                options.amount = amount
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw ParseError(message: "--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'")
                }
                options.seed = seed
            case "--offline":
                options.offline = true
            case "--no-color", "--no-colour":
                options.useColor = false
            case "--ascii":
                options.ascii = true
            default:
                throw ParseError(message: "unknown option '\(argument)'")
            }
        }
        return .play(options)
    }

    static let usage = """
        OpenQuizz \(version): true or false? A quiz game for the terminal.

        Usage: openquizz [options]

        Options:
          -n, --amount N   questions per game, 1 to 50 (default 10)
              --offline    play the questions shipped with the game; never touch the network
              --seed N     make the order of the shipped questions reproducible
              --no-color   no colours (also when NO_COLOR is set)
              --ascii      draw with plain ASCII: borders, icons and spinner
          -h, --help       show this help and exit
              --version    show the version and exit

        Keys:
          → or l   true            ← or h   false
          n        new game        ?        help
          q or Esc quit

        Based on the OpenClassrooms course "Développez une application iPhone avec le modèle MVC".
        """
}
