import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A socket listening on 127.0.0.1 that accepts nothing, for a test that needs a port and no
/// server: whether anything connected can be asked (the kernel queues a connection nobody
/// accepts), and once closed the port is one where nothing listens.
final class LoopbackListener {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    private var descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failed(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, 8) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let error = errno
            Glibc.close(descriptor)
            throw Failed(description: "bind, listen or getsockname: errno \(error)")
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close()
    }

    /// Whether a connection came and waits to be accepted.
    var hasConnection: Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    /// Stops listening: the port then refuses connections.
    func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }
}
