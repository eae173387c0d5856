// The Swift runtime alone: what any Swift program costs.
import Glibc

print("ready")
pause()
