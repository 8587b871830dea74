import AdSpecEngine
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

@Suite("Schema and hashing")
struct SchemaTests {
    private func enumeration(_ typeName: String) throws -> [String] {
        let url = Repository.specs.appendingPathComponent("scenario.xsd")
        let root = try SafeXML.parse([UInt8](try Data(contentsOf: url)), path: "scenario.xsd")
        let type = try #require(root.children.first { $0.name == "simpleType" && $0["name"] == typeName })
        return type.allElements().filter { $0.name == "enumeration" }.compactMap { $0["value"] }
    }

    @Test func settingNamesMatchTheEngine() throws {
        #expect(try enumeration("SettingName") == Settings.names)
    }

    @Test func assetKindsMatchTheEngine() throws {
        #expect(try enumeration("AssetKind") == AssetKind.allCases.map(\.rawValue))
    }

    @Test func handlersMatchTheEngine() throws {
        #expect(try enumeration("NativeEvent") == ContainerEvent.allCases.map(\.rawValue))
        #expect(try enumeration("SliderEvent") == ContainerEvent.allCases.filter { $0 != .onAdClick }.map(\.rawValue))
    }

    @Test func schemaCompiles() throws {
        _ = try XMLSchema.load(
            contentsOf: Repository.specs.appendingPathComponent("scenario.xsd"), path: "Specs/scenario.xsd")
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sha256KnownVectors(_ input: String, _ digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test func sha256MillionA() {
        #expect(
            SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
