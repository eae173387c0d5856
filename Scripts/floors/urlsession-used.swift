// URLSession after one request to a closed local port: libcurl initialised.
import Foundation
import FoundationNetworking

let done = DispatchSemaphore(value: 0)
URLSession.shared.dataTask(with: URL(string: "http://127.0.0.1:9/")!) { _, _, _ in done.signal() }.resume()
done.wait()
print("ready")
pause()
