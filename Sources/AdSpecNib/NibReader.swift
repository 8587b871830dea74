import AdSpecEngine
import AdSpecHarness

/// Reads a Cocoa Touch `.xib` (`<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`)
/// into an `InterfaceBuilderNib`. Every problem is a `Diagnostic` at the element or attribute at
/// fault; reading goes on after one so that all are reported together.
package final class NibReader {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Every view element of the document by Interface Builder id (top-level objects included).
    private var viewIDs: [String: NibElement] = [:]

    /// The view elements `loadNibNamed` instantiates and the UIKit class each stands for.
    static let viewClasses = ["view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView"]
    /// UIKit's defaults of `isUserInteractionEnabled` (Interface Builder writes only what differs).
    static let interactiveByDefault: Set<String> = ["UIView", "UIButton", "GADMediaView"]
    /// `UIView.ContentMode`, as Interface Builder spells it.
    static let contentModes = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right", "topLeft",
        "topRight", "bottomLeft", "bottomRight",
    ]

    private init(path: String) { self.path = path }

    /// The nib of the document whose root element is `root`, read from the file at `path` (used in
    /// messages) and named `name`.
    package static func read(_ root: NibElement, name: String, path: String) throws(DiagnosticList) -> InterfaceBuilderNib {
        let reader = NibReader(path: path)
        let nib = reader.read(root, name: name)
        // In line order, as every file's problems are (outlets are read before the views they name).
        let problems = reader.diagnostics.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
        guard let nib, problems.isEmpty else { throw DiagnosticList(problems) }
        return nib
    }

    private func error(_ element: NibElement, attribute: String? = nil, _ message: String) {
        let at = attribute.flatMap { element.attribute($0) }
        diagnostics.append(
            Diagnostic(path: path, line: at?.line ?? element.line, column: at?.column ?? element.column, message: message))
    }

    private func read(_ root: NibElement, name: String) -> InterfaceBuilderNib? {
        guard root.name == "document", root["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.XIB" else {
            error(
                root,
                "not a Cocoa Touch Interface Builder file: the root is <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">, "
                    + "not <\(root.name)\(root["type"].map { " type=\"\($0)\"" } ?? "")>")
            return nil
        }
        guard let objects = root.child(named: "objects") else {
            error(root, "the document has no <objects>: nothing for loadNibNamed to return")
            return nil
        }
        collectIDs(objects.children)
        // `loadNibNamed(...)?.first`: the first top-level object; placeholders are not instantiated.
        guard let adView = objects.children.first(where: { $0.name != "placeholder" }) else {
            error(objects, "the nib has no top-level view: loadNibNamed(...)?.first would be nil")
            return nil
        }
        guard adView.name == "view", adView["customClass"] == "GADNativeAdView" else {
            error(
                adView,
                "the nib's first top-level object is <\(adView.name)\(adView["customClass"].map { " customClass=\"\($0)\"" } ?? "")>, "
                    + "not <view customClass=\"GADNativeAdView\">: 003's `as? GADNativeAdView` would fail")
            return nil
        }
        let outlets = readOutlets(of: adView)
        guard var frame = readFrame(adView) else { return nil }
        readConstraints(of: adView, into: &frame)
        let subviews = readSubviews(of: adView, outlets: outlets)
        return InterfaceBuilderNib(name: name, width: frame.width, height: frame.height, subviews: subviews)
    }

    private func collectIDs(_ elements: [NibElement]) {
        for element in elements where Self.viewClasses[element.name] != nil {
            if let id = element["id"] {
                if viewIDs[id] != nil { error(element, attribute: "id", "duplicate object id '\(id)'") }
                viewIDs[id] = element
            }
            for subviews in element.children(named: "subviews") { collectIDs(subviews.children) }
        }
    }

    // MARK: Outlets (GMA-2, GMA-13)

    /// The ad view's outlets, by destination id.
    private func readOutlets(of adView: NibElement) -> [String: GMAAsset] {
        var byDestination: [String: GMAAsset] = [:]
        var connected: [GMAAsset: NibElement] = [:]
        let insideAdView = Set(descendants(of: adView).compactMap { $0["id"] })
        for outlet in adView.child(named: "connections")?.children(named: "outlet") ?? [] {
            let property = outlet["property"] ?? ""
            guard let asset = GMAAsset.allCases.first(where: { $0.outlet == property }) else {
                let known = GMAAsset.allCases.map(\.outlet)
                let hint =
                    ["imageView", "adChoicesView"].contains(property)
                    ? "; it is an outlet of GADNativeAdView that 003 does not use and adspec does not model"
                    : NearestName.suggestion(for: property, in: known).map { "; did you mean '\($0)'?" }
                        ?? "; the outlets are \(known.joined(separator: ", "))"
                error(outlet, attribute: "property", "unknown outlet '\(property)' of GADNativeAdView\(hint)")
                continue
            }
            if connected[asset] != nil {
                error(outlet, attribute: "property", "outlet '\(property)' is connected twice (an outlet holds one view)")
                continue
            }
            connected[asset] = outlet
            let destination = outlet["destination"] ?? ""
            guard let view = viewIDs[destination] else {
                error(
                    outlet, attribute: "destination",
                    "outlet '\(property)' is connected to '\(destination)', which is no view of the nib")
                continue
            }
            guard insideAdView.contains(destination) else {
                error(
                    outlet, attribute: "destination",
                    "outlet '\(property)' is connected to '\(destination)', which is not a subview of the GADNativeAdView; "
                        + "a scenario says an outlet outside the ad view with <gma-asset-view ad-view=...> (GMA-13)")
                continue
            }
            if let problem = classProblem(of: view, for: asset) {
                error(outlet, attribute: "destination", "outlet '\(property)' is connected to \(problem)")
                continue
            }
            byDestination[destination] = asset
        }
        return byDestination
    }

    /// Why 003's populate code cannot fill `view` through the outlet of `asset`, if it cannot: its
    /// casts (`as? UILabel`, `as? UIButton`, `as? UIImageView`) fail, and `mediaContent` needs a `GADMediaView`.
    private func classProblem(of view: NibElement, for asset: GMAAsset) -> String? {
        let actual = className(view)
        let expected: String
        switch asset {
        case .media: expected = "GADMediaView"
        case .callToAction: expected = "UIButton"
        case .icon, .starRating: expected = "UIImageView"
        case .headline, .body, .store, .price, .advertiser: expected = "UILabel"
        }
        guard actual != expected else { return nil }
        let code = asset == .media ? "sets mediaContent on a GADMediaView" : "casts it `as? \(expected)`"
        return "a \(actual) (<\(view.name)>), but 003's code \(code): the view would stay empty"
    }

    private func className(_ view: NibElement) -> String {
        if view.name == "view", let custom = view["customClass"] { return custom }
        return Self.viewClasses[view.name] ?? view.name
    }

    private func descendants(of element: NibElement) -> [NibElement] {
        element.children(named: "subviews").flatMap(\.children).flatMap { [$0] + descendants(of: $0) }
    }

    // MARK: Views and their frames

    private func readSubviews(of parent: NibElement, outlets: [String: GMAAsset]) -> [InterfaceBuilderNib.View] {
        var views: [InterfaceBuilderNib.View] = []
        for element in parent.children(named: "subviews").flatMap(\.children) {
            guard Self.viewClasses[element.name] != nil else {
                error(
                    element,
                    "<\(element.name)> is not modelled: a nib's views are <view> (UIView, or customClass GADMediaView), <label>, "
                        + "<button> and <imageView>")
                continue
            }
            let className = className(element)
            if element.name == "view", let custom = element["customClass"], !["GADMediaView", "UIView"].contains(custom) {
                error(
                    element, attribute: "customClass", "custom class '\(custom)' is not modelled (GADMediaView or a plain UIView)"
                )
            }
            guard let id = element["id"] else {
                error(element, "<\(element.name)> has no id (Interface Builder gives every object one)")
                continue
            }
            guard var frame = readFrame(element) else { continue }
            readConstraints(of: element, into: &frame)
            let outlet = outlets[id]
            let interactive = flag(element, "userInteractionEnabled", default: Self.interactiveByDefault.contains(className))
            var contentMode = element["contentMode"] ?? "scaleToFill"
            if !Self.contentModes.contains(contentMode) {
                let hint =
                    NearestName.suggestion(for: contentMode, in: Self.contentModes).map { "; did you mean '\($0)'?" }
                    ?? "; UIView.ContentMode is one of \(Self.contentModes.joined(separator: ", "))"
                error(element, attribute: "contentMode", "unknown contentMode '\(contentMode)'\(hint)")
                contentMode = "scaleToFill"
            }
            views.append(
                InterfaceBuilderNib.View(
                    key: outlet?.rawValue ?? id, className: className, outlet: outlet, x: frame.x, y: frame.y,
                    width: frame.width, height: frame.height, hidden: flag(element, "hidden", default: false),
                    userInteractionEnabled: interactive, contentMode: contentMode,
                    subviews: readSubviews(of: element, outlets: outlets)))
        }
        return views
    }

    private func flag(_ element: NibElement, _ name: String, default fallback: Bool) -> Bool {
        switch element[name] {
        case nil: return fallback
        case "YES": return true
        case "NO": return false
        case let other?:
            error(element, attribute: name, "\(name) is YES or NO, not '\(other)'")
            return fallback
        }
    }

    private func readFrame(_ element: NibElement) -> Rect? {
        guard let rect = element.children(named: "rect").first(where: { $0["key"] == "frame" }) else {
            error(element, "<\(element.name)> has no <rect key=\"frame\">: adspec takes each view's frame from the nib")
            return nil
        }
        var values: [Double] = []
        for name in ["x", "y", "width", "height"] {
            let text = rect[name] ?? "0"
            guard let value = Double(text), value.isFinite, abs(value) < 1_000_000, !(name.count > 1 && value < 0) else {
                error(rect, attribute: name, "\(name)=\"\(text)\" is not a \(name.count > 1 ? "size" : "position") in points")
                return nil
            }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    // MARK: Constraints

    /// Auto Layout, where a verdict can depend on it: a view's own fixed width or height
    /// (`<constraint firstAttribute="height" constant="40"/>`) sets that size. Every other
    /// constraint (edges, centres, spacing, ratios, inequalities) would need a layout solver: it is
    /// refused at its place, never ignored. A constraint between views is in their common
    /// ancestor's list, so every list of the ad view's tree is looked at.
    private func readConstraints(of element: NibElement, into frame: inout Rect) {
        let ownID = element["id"]
        for constraint in element.children(named: "constraints").flatMap(\.children) {
            let first = constraint["firstItem"] ?? ownID
            let attribute = constraint["firstAttribute"] ?? ""
            let fixedSize =
                first == ownID && (attribute == "width" || attribute == "height") && constraint["secondItem"] == nil
                && constraint["relation"] == nil && constraint["multiplier"] == nil
            guard fixedSize, let text = constraint["constant"], let constant = Double(text), constant >= 0, constant < 1_000_000
            else {
                error(
                    constraint,
                    "Auto Layout constraint '\(constraint["id"] ?? "")' (\(describe(constraint, ownID: ownID))) is not solved: adspec "
                        + "takes each view's saved frame and solves only a view's own fixed width or height; give the view a "
                        + "fixed frame and remove the constraint (Documentation/Nibs.md)")
                continue
            }
            if attribute == "width" { frame.width = constant } else { frame.height = constant }
        }
    }

    private func describe(_ constraint: NibElement, ownID: String?) -> String {
        func item(_ name: String) -> String {
            let id = constraint[name] ?? ownID ?? "?"
            return id == ownID ? "self" : id
        }
        var text = "\(item("firstItem")).\(constraint["firstAttribute"] ?? "?") \(constraint["relation"] ?? "equal")"
        if constraint["secondItem"] != nil || constraint["secondAttribute"] != nil {
            text += " \(item("secondItem")).\(constraint["secondAttribute"] ?? "?")"
            if let multiplier = constraint["multiplier"] { text += " * \(multiplier)" }
        }
        if let constant = constraint["constant"] { text += " + \(constant)" }
        return text
    }
}
