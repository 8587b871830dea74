/// `@State`: a value kept by the graph across evaluations of `body`.
@propertyWrapper
public struct State<Value> {
    final class Box {
        var value: Value
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
            if let target = box.target { target.value = newValue } else { box.target = Box(newValue) }
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    @MainActor public func install(in graph: ViewGraph, key: String, property: String) {
        let initial = self.initial
        box.target = graph.storage(at: key) { Box(initial) }
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
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's publisher of `objectWillChange`: the graph re-evaluates `body` after every script
/// step, so nothing subscribes to it; it is here for the samples' types to conform.
public final class ObservableObjectPublisher: @unchecked Sendable {
    public init() {}
    public func send() {}
}

/// Combine's `@Published`: `$property` is a publisher of the values the property takes.
@propertyWrapper
public struct Published<Value> {
    private let box: Box

    final class Box {
        var value: Value
        var subscribers: [(Value) -> Void] = []
        init(_ value: Value) { self.value = value }
    }

    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set {
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
public struct StateObject<ObjectType: AnyObject> {
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
            box.target = graph.storage(at: key) { existing }
            return
        }
        let thunk = self.thunk
        box.target = graph.storage(at: key) { Box(graph.creatingStateObject(property: property, thunk)) }
    }
}

/// `@ObservedObject`: an object owned elsewhere (a view model passed in).
@propertyWrapper
public struct ObservedObject<ObjectType: AnyObject> {
    public let wrappedValue: ObjectType
    nonisolated public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    @MainActor public func install(in graph: ViewGraph, key: String, property: String) {}
}

// Conformances in extensions keep the wrappers' initialisers nonisolated.
extension State: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
