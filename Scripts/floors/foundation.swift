// Foundation, touched the way the game touches it before its first frame.
import Foundation

print("ready \(Date().timeIntervalSince1970) \(ProcessInfo.processInfo.environment.count)")
pause()
