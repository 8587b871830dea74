/// Evaluates a view tree: runs `body` of every view, keeps the storage of `@State` and
/// `@StateObject` across evaluations (by the view's structural path, as SwiftUI keeps it by
/// identity), and collects the `onAppear` actions. One graph hosts one root view.
@MainActor
public final class ViewGraph {
    /// The graph evaluating a `body` right now, if any: state objects ask it where they are made.
    public private(set) static var current: ViewGraph?

    /// Where a state object is being created, for the objects that care (the ad states, LOAD-5).
    public enum CreationContext: Sendable, Equatable {
        /// Outside any evaluation: a view model's method, the script.
        case outside
        /// In the initial value of a `@StateObject`: made once, kept across renders. `property` is
        /// the property's name without the underscore.
        case stateObject(property: String)
        /// In `body` (or in a function it calls): made anew by every evaluation.
        case body
    }

    public private(set) var creationContext: CreationContext = .outside
    private var storage: [String: AnyObject] = [:]
    /// `onAppear` actions of the last evaluation, by the path of the view they are attached to.
    public private(set) var appearActions: [(path: String, action: @MainActor () -> Void)] = []
    /// How many times `body` of the root has been evaluated.
    public private(set) var evaluations = 0
    /// Set when a value the evaluated views observe changes (a `@State` written, an
    /// `objectWillChange` of an object held as `@StateObject` or `@ObservedObject`): SwiftUI
    /// evaluates a view again then, and only then.
    let invalidation = Invalidation()
    private var observed: Set<ObjectIdentifier> = []
    /// Whether the last evaluation changed a value the views observe while they were being
    /// evaluated (SwiftUI: "Publishing changes from within view updates is not allowed").
    public private(set) var publishedDuringUpdate = false

    public init() {}

    /// Whether a value the views observe changed since the last evaluation began.
    public var needsUpdate: Bool { invalidation.isSet }

    /// Subscribes the graph to `object`'s `objectWillChange` (once per object).
    func observe<Object: ObservableObject>(_ object: Object) {
        guard observed.insert(ObjectIdentifier(object)).inserted else { return }
        let invalidation = self.invalidation
        _ = object.objectWillChange.sink { invalidation.invalidate() }
    }

    /// Evaluates `root` into its rendered nodes.
    public func evaluate<Root: View>(_ root: Root) -> [RenderedNode] {
        let previous = Self.current
        Self.current = self
        defer { Self.current = previous }
        appearActions = []
        evaluations += 1
        invalidation.reset()
        let nodes = render(root, path: "root")
        publishedDuringUpdate = invalidation.isSet
        return nodes
    }

    /// Renders one view at `path` (its position in the tree).
    public func render<V: View>(_ view: V, path: String) -> [RenderedNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.render(in: self, path: path)
        }
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any DynamicProperty else { continue }
            let label = child.label ?? "?"
            property.install(in: self, key: path + "/" + label, property: String(label.drop { $0 == "_" }))
        }
        let saved = creationContext
        creationContext = .body
        let body = view.body
        creationContext = saved
        return render(body, path: path + "/" + String(describing: V.self))
    }

    /// Registers an `onAppear` action of the view at `path`.
    public func onAppear(path: String, _ action: @escaping @MainActor () -> Void) {
        appearActions.append((path, action))
    }

    /// The storage of a `@State` or `@StateObject` at `key`, made by `make` the first time.
    func storage<Box: AnyObject>(at key: String, make: () -> Box) -> Box {
        if let box = storage[key] as? Box { return box }
        let box = make()
        storage[key] = box
        return box
    }

    /// Runs `make` with the creation context of a `@StateObject`'s initial value.
    func creatingStateObject<T>(property: String, _ make: () -> T) -> T {
        let saved = creationContext
        creationContext = .stateObject(property: property)
        defer { creationContext = saved }
        return make()
    }
}

/// A property wrapper whose storage the graph keeps (`@State`, `@StateObject`, `@ObservedObject`).
@MainActor
public protocol DynamicProperty {
    func install(in graph: ViewGraph, key: String, property: String)
}

/// The graph's "needs a new evaluation" flag. A change may be published from any thread (an app
/// that changes its model off the main thread, APP-1), so it is kept under a lock.
final class Invalidation: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return flag
    }

    func invalidate() {
        lock.lock()
        flag = true
        lock.unlock()
    }

    func reset() {
        lock.lock()
        flag = false
        lock.unlock()
    }
}
