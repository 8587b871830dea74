/// A scheduled timer, as returned by `TimerQueue.schedule`: the way to cancel it, and to tell
/// whether a timer that fires is still the one a container waits for.
struct TimerToken: Hashable {
    fileprivate let sequence: Int
}

/// One queue of timers ordered by (engine time, sequence number): timers due at the same
/// millisecond fire in the order they were scheduled, so a run never depends on anything but
/// the scenario.
struct TimerQueue<Payload> {
    struct Entry {
        var time: Int
        var token: TimerToken
        var payload: Payload
    }

    private(set) var entries: [Entry] = []
    private var nextSequence = 0

    /// Schedules `payload` at `time`; the token cancels it.
    @discardableResult
    mutating func schedule(at time: Int, _ payload: Payload) -> TimerToken {
        let entry = Entry(time: time, token: TimerToken(sequence: nextSequence), payload: payload)
        nextSequence += 1
        let index =
            entries.firstIndex { ($0.time, $0.token.sequence) > (entry.time, entry.token.sequence) } ?? entries.count
        entries.insert(entry, at: index)
        return entry.token
    }

    mutating func cancel(_ token: TimerToken) {
        entries.removeAll { $0.token == token }
    }

    /// Removes and returns the earliest entry due at or before `time`.
    mutating func popDue(atOrBefore time: Int) -> Entry? {
        guard let first = entries.first, first.time <= time else { return nil }
        return entries.removeFirst()
    }
}
