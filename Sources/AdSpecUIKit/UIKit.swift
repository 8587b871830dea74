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
    /// The subviews, as the nib lists them (or the app adds them), back to front.
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// Moves `view` here from wherever it was, in front of the other subviews.
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }
    /// Takes the view out of its superview (and out of a stack view's arranged subviews, as UIKit does).
    public func removeFromSuperview() {
        guard let superview else { return }
        (superview as? UIStackView)?.removeArrangedSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }
    /// What a UI test finds the view by.
    open var accessibilityIdentifier: String?
    /// Moves the view from where its superview lays it out, as drawn (not laid out).
    open var transform = CGAffineTransform.identity
    /// The constraints this view holds: the active ones of which it is the nearest common ancestor.
    public private(set) var constraints: [NSLayoutConstraint] = []
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }

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
    private var loadedView: UIView?

    public init() {}

    /// The view the controller manages, made by `loadView()` (then `viewDidLoad()`) when first asked for.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    public var isViewLoaded: Bool { loadedView != nil }
    public func loadViewIfNeeded() { _ = view }
    open func loadView() { view = UIView() }
    open func viewDidLoad() {}
}

/// A view that lays its arranged subviews out in a row or a column, `spacing` points apart.
@MainActor
open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0

    public override init() { super.init() }
    public convenience init(arrangedSubviews: [UIView]) {
        self.init()
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    }
    /// No longer laid out by the stack; still a subview until it is removed from its superview.
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
}

/// A view whose content (its subviews) is moved by `contentOffset`: where the user scrolled it to.
@MainActor
open class UIScrollView: UIView {
    open var contentOffset = CGPoint.zero
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}

/// CoreGraphics' affine transform, as far as a view's `transform` moves it.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
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
    /// `NSLayoutConstraint.Axis`: a stack view's direction.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

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

    /// Activating installs the constraint on the nearest common ancestor of its items (the first
    /// item alone when there is no second), as UIKit does; deactivating removes it.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            guard let holder = holder else { return }
            if isActive {
                holder.addConstraint(self)
                Self.observer?(self)
            } else {
                holder.removeConstraint(self)
            }
        }
    }

    private var holder: UIView? {
        guard let first = firstItem as? UIView else { return nil }
        guard let second = secondItem as? UIView else { return first }
        var ancestors: [UIView] = []
        var view: UIView? = first
        while let current = view {
            ancestors.append(current)
            view = current.superview
        }
        view = second
        while let current = view {
            if ancestors.contains(where: { $0 === current }) { return current }
            view = current.superview
        }
        return first
    }
}
