import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import Foundation

/// `adspec verify --profile FILE` (issue 36, item 1): a JSON object, setting name to value, with
/// an optional `"configurable": [names]`; checked against the rule catalogue's dimensions.
package enum ProfileFile {
    package enum Failure: Error {
        /// The file cannot be read or is not a profile's JSON: bad input, naming the file.
        case unreadable(String)
        /// Names or values the catalogue refuses: a usage error, a message each.
        case refused([String])
    }

    package static func load(_ path: String, specs: URL) -> Result<Profile, Failure> {
        let data: [UInt8]
        do throws(BoundedFile.Failure) {
            data = try BoundedFile.read(path: path, limit: 1 << 20)
        } catch {
            return .failure(.unreadable("\(path): error: cannot read the profile: \(error)"))
        }
        let profile: Profile
        do {
            let json = try JSONValue.parse(data)
            var members: [(String, JSONValue)] = []
            var configurable: JSONValue?
            if case .object(let all) = json {
                members = all.filter { $0.0 != "configurable" }
                configurable = all.first { $0.0 == "configurable" }?.1
            }
            profile = try Profile(wire: members.isEmpty && !isObject(json) ? json : .object(members), configurable: configurable)
        } catch {
            return .failure(.unreadable("\(path): error: not a profile: \(error)"))
        }
        do throws(DiagnosticList) {
            let problems = try Catalogue.load(specsDirectory: specs).catalogue.problems(of: profile)
            return problems.isEmpty ? .success(profile) : .failure(.refused(problems.map { "\(path): \($0)" }))
        } catch {
            return .failure(.unreadable(error.description))
        }
    }

    private static func isObject(_ json: JSONValue) -> Bool {
        if case .object = json { return true }
        return false
    }
}
