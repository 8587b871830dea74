/// A scheduled timer, as returned by `TimerQueue.schedule`: the way to cancel it, and to tell
/// whether a timer that fires is still the one a container waits for.
struct TimerToken: Hashable {
    fileprivate let sequence: Int
}

/// One queue of timers ordered by (engine time, sequence number): timers due at the same
/// millisecond fire in the order they were scheduled, so a run never depends on anything but
/// the scenario.
///
/// A binary min-heap on (time, sequence), which is a total order (sequence numbers are unique),
/// so the order entries come out in is exactly that of a sorted list. Scheduling and popping take
/// O(log n); cancelling marks the entry and it is dropped when it reaches the top, O(1) then
/// O(log n) (a sorted array made 32,000 timers cost seconds).
struct TimerQueue<Payload> {
    struct Entry {
        var time: Int
        var token: TimerToken
        var payload: Payload
    }

    private var heap: [Entry] = []
    /// Sequences of the entries scheduled and neither fired nor cancelled; an entry of `heap`
    /// whose sequence is not here was cancelled and is dropped when it reaches the top.
    private var live: Set<Int> = []
    private var nextSequence = 0

    /// The entries still scheduled, in the order they will fire.
    var entries: [Entry] {
        heap.filter { live.contains($0.token.sequence) }.sorted { Self.precedes($0, $1) }
    }

    /// How many entries are still scheduled.
    var count: Int { live.count }

    /// Schedules `payload` at `time`; the token cancels it.
    @discardableResult
    mutating func schedule(at time: Int, _ payload: Payload) -> TimerToken {
        let entry = Entry(time: time, token: TimerToken(sequence: nextSequence), payload: payload)
        nextSequence += 1
        heap.append(entry)
        live.insert(entry.token.sequence)
        siftUp(heap.count - 1)
        return entry.token
    }

    /// Cancels the timer; nothing happens when it already fired or was cancelled.
    mutating func cancel(_ token: TimerToken) {
        guard live.remove(token.sequence) != nil else { return }
        dropCancelledTop()
        if heap.count > 2 * live.count + 16 { compact() }
    }

    /// Removes and returns the earliest entry due at or before `time`.
    mutating func popDue(atOrBefore time: Int) -> Entry? {
        dropCancelledTop()
        guard let first = heap.first, first.time <= time else { return nil }
        live.remove(first.token.sequence)
        return removeTop()
    }

    // MARK: - Heap

    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.time != b.time ? a.time < b.time : a.token.sequence < b.token.sequence
    }

    private mutating func dropCancelledTop() {
        while let first = heap.first, !live.contains(first.token.sequence) {
            _ = removeTop()
        }
    }

    private mutating func removeTop() -> Entry {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return top
    }

    /// Drops every cancelled entry and rebuilds the heap, so that cancelled entries never much
    /// outnumber live ones.
    private mutating func compact() {
        heap.removeAll { !live.contains($0.token.sequence) }
        var index = heap.count / 2
        while index > 0 {
            index -= 1
            siftDown(index)
        }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let count = heap.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { return }
            var first = left
            if left + 1 < count && Self.precedes(heap[left + 1], heap[left]) { first = left + 1 }
            guard Self.precedes(heap[first], heap[parent]) else { return }
            heap.swapAt(first, parent)
            parent = first
        }
    }
}
