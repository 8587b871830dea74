/// Values that parallel workers take out one index each, so that each is let go by the worker
/// that used it, as soon as it is done with it, instead of when the whole array goes (issue 15:
/// a corpus load frees each file's bytes once that file is loaded).
///
/// It is safe only as it is used: every index is taken by one caller at most (`ParallelMap` hands
/// each index to exactly one worker), so no two threads touch the same slot, and the slots are
/// separate storage, not an Array's elements (whose writes would share the buffer's header).
final class TakeOnce<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(_ values: [Value?]) {
        slots = .allocate(capacity: values.count)
        _ = slots.initialize(from: values)
    }

    /// The value at `index`, left empty behind: `nil` when it had none or was taken.
    func take(_ index: Int) -> Value? {
        slots[index].take()
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
}
