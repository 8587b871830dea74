/// One queue of timers ordered by (engine time, sequence number): timers due at the same
/// millisecond fire in the order they were scheduled, so a run never depends on anything but
/// the scenario.
struct TimerQueue<Payload> {
    struct Entry {
        var time: Int
        var sequence: Int
        var payload: Payload
    }

    private(set) var entries: [Entry] = []
    private var nextSequence = 0

    /// Schedules `payload` at `time`; returns the sequence number, usable as a cancellation token.
    @discardableResult
    mutating func schedule(at time: Int, _ payload: Payload) -> Int {
        let entry = Entry(time: time, sequence: nextSequence, payload: payload)
        nextSequence += 1
        let index = entries.firstIndex { ($0.time, $0.sequence) > (entry.time, entry.sequence) } ?? entries.count
        entries.insert(entry, at: index)
        return entry.sequence
    }

    mutating func cancel(_ sequence: Int) {
        entries.removeAll { $0.sequence == sequence }
    }

    /// Removes and returns the earliest entry due at or before `time`.
    mutating func popDue(atOrBefore time: Int) -> Entry? {
        guard let first = entries.first, first.time <= time else { return nil }
        return entries.removeFirst()
    }
}
