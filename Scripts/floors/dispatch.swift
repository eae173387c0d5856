// One job on a Dispatch worker thread: libdispatch's pool monitor then wakes once a second.
import Dispatch
import Glibc

DispatchQueue.global().async { print("ready") }
pause()
