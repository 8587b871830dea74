// A subset of UIKit, shaped as 003's Swift samples use it, for Linux where the toolchain has none
// (Documentation/DocSamples.md, "Source 003"). Toolchain only: it knows nothing of ads or of the
// engine. What an app's code sets on a view is told to `UIView.observer`, which the front end of
// 003 (AdSpecGMA) installs to learn the app's populate code; the views themselves draw nothing.
import Foundation

/// What an app's code did to a view: the statements 003's populate code is made of.
public enum UIViewChange {
    case text(String?)
    case title(String?, UIControl.State)
    case image(UIImage?)
    case hidden(Bool)
    case userInteractionEnabled(Bool)
    case contentMode(UIView.ContentMode)
}

@MainActor
open class UIView {
    /// Told of every change an app's code makes to a view (set by the front end that runs the code).
    public static var observer: ((UIView, UIViewChange) -> Void)?

    public init() {}

    open var isHidden = false { didSet { Self.observer?(self, .hidden(isHidden)) } }
    open var isUserInteractionEnabled = true { didSet { Self.observer?(self, .userInteractionEnabled(isUserInteractionEnabled)) } }
    open var contentMode: ContentMode = .scaleToFill { didSet { Self.observer?(self, .contentMode(contentMode)) } }
    /// The subviews, as the nib lists them.
    public private(set) var subviews: [UIView] = []
    public func addSubview(_ view: UIView) { subviews.append(view) }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
        /// Spelled as 003 spells it (`.aspectFill`), beside UIKit's own names.
        public static let aspectFill = ContentMode.scaleAspectFill
        public static let aspectFit = ContentMode.scaleAspectFit
    }
}

@MainActor
open class UILabel: UIView {
    open var text: String? { didSet { Self.observer?(self, .text(text)) } }
}

@MainActor
open class UIControl: UIView {
    open var isEnabled = true

    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

@MainActor
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        Self.observer?(self, .title(title, state))
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
}

/// An image; `name` says which (the ad's image names are what a transcript shows).
public final class UIImage: Sendable {
    public let name: String
    public init(name: String) { self.name = name }
    /// UIKit's `UIImage(named:)`: the image of the app's own art of that name (always found here).
    public convenience init?(named name: String) { self.init(name: name) }
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { Self.observer?(self, .image(image)) } }
}

@MainActor
open class UIViewController {
    public init() {}
}

/// `UINib.OptionsKey`, the type of `loadNibNamed`'s options.
public enum UINib {
    public struct OptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Where `Bundle.loadNibNamed` takes a nib's top-level objects from, by name (set by the front
    /// end that hosts the app: from the engine's nib model, a scenario's `<gma-ad-view>` today).
    @MainActor public static var loader: ((String) -> [Any]?)?
}

extension Bundle {
    /// The nib's top-level objects, made anew at each call, as UIKit does; nil for an unknown name.
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.loader?(name)
    }
}

/// An Auto Layout constraint, as 003 builds the media view's height: `item.attribute =
/// multiplier * toItem.attribute + constant`. Activating one tells `NSLayoutConstraint.observer`.
@MainActor
open class NSLayoutConstraint {
    public enum Attribute: Int, Sendable { case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, notAnAttribute = 0 }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    public static var observer: ((NSLayoutConstraint) -> Void)?

    public let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var constant: CGFloat

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    open var isActive = false { didSet { if isActive { Self.observer?(self) } } }
}
