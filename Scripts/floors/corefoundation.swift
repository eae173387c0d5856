// A CoreFoundation-backed API: JSONSerialization and a URL, as the bank loader's neighbours use.
import Foundation

print("ready", (try? JSONSerialization.jsonObject(with: Data("[1]".utf8))) as Any, URL(fileURLWithPath: "/tmp").path)
pause()
