/// Lookups into one rendered `Frame`, built once per re-evaluation so that finding a node by id or
/// the asset views of a container takes constant time instead of a scan of the whole frame (which
/// made every re-evaluation quadratic in the number of containers on the screen).
struct FrameIndex {
    /// The first node of each id in `Frame.nodes`.
    private var byID: [String: Int] = [:]
    /// The asset views of each container (by its frame index), in frame order: their frame
    /// indices and kinds (the nodes themselves are read from the frame, not copied here).
    private var assets: [Int: [(index: Int, kind: AssetKind)]] = [:]
    /// The frame indices of the native containers, in frame order.
    private(set) var nativeContainers: [Int] = []
    /// The frame indices of the nodes that take part as containers (native and slider containers,
    /// GMA ad views), in frame order: what `Simulation.containersInFrame()` reads.
    private(set) var containers: [Int] = []

    init() {}

    init(_ frame: Frame) {
        // At most one id per node: room for all of them at once, instead of growing (and rehashing
        // every id so far) as the frame is read.
        byID.reserveCapacity(frame.nodes.count)
        // By index, reading each node where it lies (enumerating would copy every node).
        for index in frame.nodes.indices {
            if let id = frame.nodes[index].id, byID[id] == nil { byID[id] = index }
            if let container = frame.nodes[index].container, case .asset(let kind) = frame.nodes[index].kind {
                assets[container, default: []].append((index, kind))
            }
            switch frame.nodes[index].kind {
            case .nativeContainer:
                nativeContainers.append(index)
                containers.append(index)
            case .sliderContainer, .gmaAdView: containers.append(index)
            default: break
            }
        }
    }

    func index(ofID id: String) -> Int? { byID[id] }

    /// The asset views whose nearest container is the node at `containerIndex`.
    func assetViews(of containerIndex: Int) -> [(index: Int, kind: AssetKind)] {
        assets[containerIndex] ?? []
    }
}
