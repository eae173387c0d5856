// openquizz-fuzz: the fuzz targets of Sources/FuzzTargets, one executable for all of them.
//
//     openquizz-fuzz TARGET [FILE|DIR ...]           replay: run TARGET once on each file
//     openquizz-fuzz TARGET [libFuzzer options] [CORPUS_DIR ...]   (fuzz build, -DFUZZING)
//     openquizz-fuzz --list
//
// The target can also come from $OPENQUIZZ_FUZZ_TARGET (libFuzzer's -fork and -merge modes start
// the executable again without it). Scripts/fuzz.sh builds the fuzz build and runs it.
import Foundation
import FuzzTargets

#if FUZZING
    import CLibFuzzer
#endif

let targetVariable = "OPENQUIZZ_FUZZ_TARGET"

func usage() -> Never {
    var text = "usage: openquizz-fuzz TARGET [FILE|DIR ...]   (or $\(targetVariable)=TARGET)\ntargets:\n"
    for target in FuzzTarget.all {
        text += "  \(target.name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(target.summary)\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
    exit(2)
}

var arguments = CommandLine.arguments
if arguments.count > 1, arguments[1] == "--list" {
    for target in FuzzTarget.all { print(target.name) }
    exit(0)
}
let selected: FuzzTarget
if arguments.count > 1, let target = FuzzTarget.named(arguments[1]) {
    selected = target
    arguments.remove(at: 1)
    setenv(targetVariable, target.name, 1)
} else if let name = ProcessInfo.processInfo.environment[targetVariable], let target = FuzzTarget.named(name) {
    selected = target
} else {
    usage()
}

#if FUZZING
    /// Read by the C callback, which can't capture: set once, before libFuzzer starts.
    nonisolated(unsafe) var current = selected

    var argc = Int32(arguments.count)
    var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let status = cArguments.withUnsafeMutableBufferPointer { buffer in
        var argv = buffer.baseAddress
        return LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
            do {
                try current.run(data)
            } catch {
                // An abort is a crash to libFuzzer: it keeps the input as crash-<sha1>.
                FileHandle.standardError.write(Data("invariant violated in \(current.name): \(error)\n".utf8))
                abort()
            }
            return 0
        }
    }
    exit(status)
#else
    /// Every file named, and every file in the folders named (not recursively: hidden files and
    /// folders inside are skipped).
    func inputFiles(_ paths: [String]) -> [URL] {
        var files: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("openquizz-fuzz: no such file \(path)\n".utf8))
                exit(2)
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
                    .filter { !((try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false) }
            } else {
                files.append(url)
            }
        }
        return files
    }

    var failures = 0
    let files = inputFiles(Array(arguments.dropFirst()))
    for file in files {
        guard let data = try? Data(contentsOf: file) else {
            print("\(file.path): unreadable")
            failures += 1
            continue
        }
        do {
            try selected.run(data)
            print("\(file.path): ok")
        } catch {
            print("\(file.path): \(error)")
            failures += 1
        }
    }
    print("\(selected.name): \(files.count - failures) passed, \(failures) failed")
    exit(failures == 0 ? 0 : 1)
#endif
