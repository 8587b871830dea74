import AdSpecHarness
import AdSpecKit
import Testing

@Suite struct ParallelMapTests {
    @Test func resultsAndEmissionsFollowInputOrder() {
        let items = Array(0..<200)
        let emitted = Lock<[Int]>([])
        let results = ParallelMap.run(
            items, jobs: 8,
            body: { item -> Int in
                var spin = 0
                for step in 0..<((200 - item) * 50) { spin &+= step }
                return item * 2 + (spin == -1 ? 1 : 0)
            }, emit: { index, value in emitted.withLock { $0.append(index * 1000 + value) } })
        #expect(results == items.map { $0 * 2 })
        #expect(emitted.withLock { $0 } == items.map { $0 * 1000 + $0 * 2 })
    }
}
