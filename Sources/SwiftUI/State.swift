/// `@State`: a value kept by the graph across evaluations of `body`.
@propertyWrapper
public struct State<Value> {
    final class Box {
        var value: Value
        /// The graph's, once installed: a write marks the graph for a new evaluation.
        var invalidation: Invalidation?
        init(_ value: Value) { self.value = value }
    }
    private let initial: Value
    private let box: Reference<Box>

    nonisolated public init(wrappedValue: Value) {
        initial = wrappedValue
        box = Reference()
    }

    public var wrappedValue: Value {
        get { box.target?.value ?? initial }
        nonmutating set {
            if let target = box.target {
                target.value = newValue
                // SwiftUI evaluates the view again when its state changes, and only then.
                target.invalidation?.invalidate()
            } else {
                box.target = Box(newValue)
            }
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    @MainActor public func install(in graph: ViewGraph, key: String, property: String) {
        let initial = self.initial
        let stored = graph.storage(at: key) { Box(initial) }
        stored.invalidation = graph.invalidation
        box.target = stored
    }
}

/// A reference a property wrapper's storage is reached through; the graph fills it in.
final class Reference<Target: AnyObject> {
    var target: Target?
}

/// `$value` of a `@State`.
@propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}

/// Combine's `ObservableObject`, as SwiftUI re-exports it.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// As Combine synthesises it: one publisher per object, shared by every `@Published` property
    /// of the object (found by reflection, as Combine finds them), which each sends before its
    /// value changes. An object with no `@Published` property gets a publisher nothing sends on.
    public var objectWillChange: ObservableObjectPublisher {
        var published: [PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            published += current.children.compactMap { ($0.value as? any PublishedProperty)?.storage }
            mirror = current.superclassMirror
        }
        if let existing = published.lazy.compactMap(\.willChange).first { return existing }
        let publisher = ObservableObjectPublisher()
        for storage in published { storage.willChange = publisher }
        return publisher
    }
}

/// Combine's publisher of `objectWillChange`: `send()` reaches every subscriber (the graph of each
/// view that holds the object as `@StateObject` or `@ObservedObject`, which then evaluates again).
/// `send()` may come from any thread (an app that changes its model off the main thread; SwiftUI
/// warns about it, APP-1), so the subscribers are kept under a lock.
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [() -> Void] = []

    public init() {}

    public func send() {
        lock.lock()
        let subscribers = self.subscribers
        lock.unlock()
        for subscriber in subscribers { subscriber() }
    }

    /// Calls `receiveValue` each time the object is about to change.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        lock.lock()
        subscribers.append(receiveValue)
        lock.unlock()
        return AnyCancellable()
    }
}

/// A `@Published` property, whatever its value's type.
protocol PublishedProperty {
    var storage: PublishedStorage { get }
}

/// Where a `@Published` property keeps its object's shared `objectWillChange`.
class PublishedStorage {
    var willChange: ObservableObjectPublisher?
}

/// Combine's `@Published`: the enclosing object's `objectWillChange` is sent before every new
/// value (equal or not, as Combine does); `$property` is a publisher of the values it takes.
@propertyWrapper
public struct Published<Value> {
    private let box: Box

    final class Box: PublishedStorage {
        var value: Value
        var subscribers: [(Value) -> Void] = []
        init(_ value: Value) { self.value = value }
    }

    var storage: PublishedStorage { box }

    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set {
            box.willChange?.send()
            box.value = newValue
            for subscriber in box.subscribers { subscriber(newValue) }
        }
    }

    public var projectedValue: Publisher { Publisher(box: box) }

    /// `$property`: `sink` receives the current value, then every new one.
    public struct Publisher {
        let box: Box
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(box.value)
            box.subscribers.append(receiveValue)
            return AnyCancellable()
        }
    }
}

/// What `sink` returns.
public final class AnyCancellable {
    public init() {}
    public func cancel() {}
}

/// `@StateObject`: the object is made once, from the initial value, the first time the view is
/// evaluated, and kept across evaluations.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    final class Box {
        let object: ObjectType
        init(_ object: ObjectType) { self.object = object }
    }
    private let thunk: () -> ObjectType
    private let box: Reference<Box>

    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
        box = Reference()
    }

    public var wrappedValue: ObjectType {
        if let box = box.target { return box.object }
        // Read outside an evaluation (a method of the view called by the script before the first
        // render): made here and kept once the view is installed.
        let made = Box(thunk())
        box.target = made
        return made.object
    }

    @MainActor public func install(in graph: ViewGraph, key: String, property: String) {
        if let existing = box.target {
            let stored = graph.storage(at: key) { existing }
            box.target = stored
            graph.observe(stored.object)
            return
        }
        let thunk = self.thunk
        let stored = graph.storage(at: key) { Box(graph.creatingStateObject(property: property, thunk)) }
        box.target = stored
        graph.observe(stored.object)
    }
}

/// `@ObservedObject`: an object owned elsewhere (a view model passed in).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType
    nonisolated public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    @MainActor public func install(in graph: ViewGraph, key: String, property: String) { graph.observe(wrappedValue) }
}

// Conformances in extensions keep the wrappers' initialisers nonisolated.
extension State: DynamicProperty {}
extension Published: PublishedProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
