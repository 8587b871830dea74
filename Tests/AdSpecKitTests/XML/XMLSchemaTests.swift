import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

@Suite("Scenario schema")
struct XMLSchemaTests {
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
        // A slider container's handlers are NativeEvents too: onAdClick there is the subject's to
        // refuse (SLD-5, an api negative scenario), not the schema's.
        #expect(try enumeration("PrimitiveForm") == PrimitiveForm.allCases.map(\.rawValue))
    }

    @Test func schemaCompiles() throws {
        _ = try XMLSchema.load(
            contentsOf: Repository.specs.appendingPathComponent("scenario.xsd"), path: "Specs/scenario.xsd")
    }
}
