// URLSession linked but never used: libcurl and its TLS, Kerberos and LDAP libraries load at start.
import Foundation
import FoundationNetworking

print("ready", URLSession.self)
pause()
