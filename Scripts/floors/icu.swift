// ICU: a case- and accent-insensitive comparison loads its data.
import Foundation

print("ready", "Éclair".compare("eclair", options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame)
pause()
