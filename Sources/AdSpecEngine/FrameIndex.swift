/// Lookups into one rendered `Frame`, built once per re-evaluation so that finding a node by id or
/// the asset views of a container takes constant time instead of a scan of the whole frame (which
/// made every re-evaluation quadratic in the number of containers on the screen).
struct FrameIndex {
    /// The first node of each id, made at the first `index(ofID:)` of this frame: most frames are
    /// never asked (only some timers and steps look a node up by id), so hashing every id of every
    /// frame would be work for nothing.
    private let ids: IDTable
    /// The asset views of each container, by the container's frame index (an array as long as the
    /// frame, not a dictionary: no hashing), in frame order: their frame indices and kinds (the
    /// nodes themselves are read from the frame, not copied here).
    private var assets: [[(index: Int, kind: AssetKind)]] = []
    /// The frame indices of the native containers, in frame order.
    private(set) var nativeContainers: [Int] = []
    /// The nodes that take part as containers (native and slider containers, GMA ad views), in
    /// frame order: what `Simulation.containersInFrame()` gives. Made here, once per render, not
    /// at each of the three passes of every evaluation.
    private(set) var containers: [FrameContainer] = []

    init() { ids = IDTable([]) }

    /// `modelOfAdView` names the GMA view model whose ad view has this id ("" when none does).
    init(_ frame: Frame, modelOfAdView: (String) -> String) {
        ids = IDTable(frame.nodes)
        assets = Array(repeating: [], count: frame.nodes.count)
        // By index, reading each node where it lies (enumerating would copy every node).
        for index in frame.nodes.indices {
            if let container = frame.nodes[index].container, case .asset(let kind) = frame.nodes[index].kind {
                assets[container].append((index, kind))
            }
            switch frame.nodes[index].kind {
            case .nativeContainer(let state, let handlers):
                nativeContainers.append(index)
                containers.append((frame.nodes[index].id ?? "?", index, state, false, handlers))
            case .sliderContainer(let state, let handlers):
                containers.append((frame.nodes[index].id ?? "?", index, state, true, handlers))
            case .gmaAdView:
                // A GADNativeAdView takes part as a container of the model that fills it (source 003).
                let id = frame.nodes[index].id ?? "?"
                containers.append((id, index, modelOfAdView(id), false, []))
            default: break
            }
        }
    }

    func index(ofID id: String) -> Int? { ids.byID[id] }

    /// The frame index of the container with this instance id (as `index(ofID:)`: ids are unique
    /// on a screen): a scan of the frame's containers, far fewer than its nodes, instead of the id
    /// table, which the end of a dwell would otherwise make for its frame alone.
    func containerIndex(ofID id: String) -> Int? { containers.first { $0.id == id }?.index }

    /// The first index of each id among `nodes`.
    fileprivate static func firstIndices(of nodes: [PlacedNode]) -> [String: Int] {
        // At most one id per node: room for all of them at once, instead of growing (and rehashing
        // every id so far) as the frame is read.
        var byID = [String: Int](minimumCapacity: nodes.count)
        for index in nodes.indices {
            if let id = nodes[index].id, byID[id] == nil { byID[id] = index }
        }
        return byID
    }

    /// The asset views whose nearest container is the node at `containerIndex`.
    func assetViews(of containerIndex: Int) -> [(index: Int, kind: AssetKind)] {
        assets.indices.contains(containerIndex) ? assets[containerIndex] : []
    }
}

/// A node that takes part as a container: its instance id, frame index, state, whether it is a
/// slider, and its handlers.
typealias FrameContainer = (id: String, index: Int, state: String, slider: Bool, handlers: Set<ContainerEvent>)

/// The id table of one `FrameIndex`, made on first use (a `lazy` property: a class, so that a
/// lookup through a frame index that is not `var` can make it). It keeps the frame's nodes (the
/// same array buffer as `Simulation.frame`, not a copy) until then.
private final class IDTable {
    let nodes: [PlacedNode]
    lazy var byID: [String: Int] = FrameIndex.firstIndices(of: nodes)

    init(_ nodes: [PlacedNode]) { self.nodes = nodes }
}
