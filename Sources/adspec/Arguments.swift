/// A hand-written argument parser (no package outside the toolchain can be fetched here, so not
/// swift-argument-parser). Accepts `--name value`, `--name=value`, boolean `--flag`, `-h`, `--`,
/// and positional arguments in any order.
struct Arguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `options` take a value; `switches` do not. Names are given without the leading dashes.
    init(_ arguments: [String], options: Set<String>, switches: Set<String>) throws(Failure) {
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            if argument == "-h" {
                flags.insert("help")
                continue
            }
            if argument == "-j" || argument.hasPrefix("-j") && !argument.hasPrefix("--") {
                // -j N or -jN: the number of jobs.
                let rest = String(argument.dropFirst(2))
                if !rest.isEmpty {
                    values["jobs", default: []].append(rest)
                } else if index < arguments.count {
                    values["jobs", default: []].append(arguments[index])
                    index += 1
                } else {
                    throw Failure(description: "option -j needs a value")
                }
                continue
            }
            guard argument.hasPrefix("--") else { throw Failure(description: "unknown option '\(argument)'") }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if switches.contains(name) {
                if inlineValue != nil { throw Failure(description: "option --\(name) takes no value") }
                flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw Failure(description: "option --\(name) needs a value")
                }
            } else {
                throw Failure(description: "unknown option '--\(name)'")
            }
        }
    }

    func last(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }
}
