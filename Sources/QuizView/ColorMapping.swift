/// How many colours a terminal can show, and how an RGB colour is brought down to them.
public enum ColorDepth: Equatable, Sendable {
    /// No colour at all (`NO_COLOR`, `--no-color`, or a monochrome terminal).
    case none
    /// The 8 basic ANSI colours.
    case basic8
    /// The xterm 256-colour palette.
    case palette256
    /// 24-bit colour (a terminfo entry with direct colour, such as xterm-direct).
    case direct

    /// The depth for a terminal reporting `colors` colours.
    public init(colors: Int) {
        switch colors {
        case 0x100_0000...: self = .direct
        case 256...: self = .palette256
        case 8...: self = .basic8
        default: self = .none
        }
    }

    /// The terminal colour number for an RGB colour: -1 is the terminal's default.
    public func colorNumber(for color: Color) -> Int {
        guard case .rgb(let red, let green, let blue) = color else { return -1 }
        switch self {
        case .none: return -1
        case .direct: return Int(red) << 16 | Int(green) << 8 | Int(blue)
        case .palette256: return Self.nearest256(red, green, blue)
        case .basic8: return Self.nearestBasic(red, green, blue)
        }
    }

    // MARK: - 256 colours

    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The nearest entry of the xterm palette's 6x6x6 cube (16–231) or grey ramp (232–255).
    ///
    /// A clearly coloured source never lands on a grey, even when a grey is nearer by RGB
    /// distance: the course's dark blue must stay blue, not turn charcoal.
    static func nearest256(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        // Plain integers, no arrays: the terminal maps every cell's colours on every frame.
        let (red, green, blue) = (Int(red), Int(green), Int(blue))
        let (redIndex, greenIndex, blueIndex) = (cubeIndex(red), cubeIndex(green), cubeIndex(blue))
        let average = (red + green + blue) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let grey = 8 + greyStep * 10
        let cubeDistance = distance(
            red, green, blue, cubeLevels[redIndex], cubeLevels[greenIndex], cubeLevels[blueIndex])
        let greyDistance = distance(red, green, blue, grey, grey, grey)
        let chroma = max(red, green, blue) - min(red, green, blue)
        if chroma < 40, greyDistance < cubeDistance {
            return 232 + greyStep
        }
        return 16 + 36 * redIndex + 6 * greenIndex + blueIndex
    }

    /// The index of the cube level nearest `value`; the lower one on a tie.
    private static func cubeIndex(_ value: Int) -> Int {
        var best = 0
        for index in cubeLevels.indices where abs(cubeLevels[index] - value) < abs(cubeLevels[best] - value) {
            best = index
        }
        return best
    }

    private static func distance(_ red: Int, _ green: Int, _ blue: Int, _ red2: Int, _ green2: Int, _ blue2: Int)
        -> Int
    {
        (red - red2) * (red - red2) + (green - green2) * (green - green2) + (blue - blue2) * (blue - blue2)
    }

    // MARK: - 8 colours

    /// The basic colour of the same hue (0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta,
    /// 6 cyan, 7 white).
    ///
    /// Terminals disagree on the RGB of their 8 colours, and by plain RGB distance every pale
    /// colour (the course's green and red cards) lands on white; matching the hue keeps a green
    /// card green and a red card red.
    static func nearestBasic(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        let r = Double(red) / 255
        let g = Double(green) / 255
        let b = Double(blue) / 255
        let maximum = max(r, g, b)
        let minimum = min(r, g, b)
        let chroma = maximum - minimum
        let saturation = maximum == 0 ? 0 : chroma / maximum
        guard saturation >= 0.2, chroma >= 0.15 else {
            return maximum < 0.5 ? 0 : 7
        }
        var hue: Double
        if maximum == r {
            hue = 60 * ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
        } else if maximum == g {
            hue = 60 * ((b - r) / chroma + 2)
        } else {
            hue = 60 * ((r - g) / chroma + 4)
        }
        if hue < 0 { hue += 360 }
        switch hue {
        case 30..<75: return 3
        case 75..<165: return 2
        case 165..<205: return 6
        case 205..<270: return 4
        case 270..<330: return 5
        default: return 1
        }
    }
}
