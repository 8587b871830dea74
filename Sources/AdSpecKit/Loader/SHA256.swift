import CSHA256

/// SHA-256 (FIPS 180-4), written out because Foundation on Linux has none and CryptoKit is not
/// available there. Used for `LoadedScenario.sourceHash`; not for anything secret.
///
/// It hashes every scenario file of every load, so the block compression has two
/// implementations, both written by hand (Documentation/WrittenByHand.md):
/// - `.accelerated`: the x86-64 SHA extensions, in C (`Sources/CSHA256`: their intrinsics are not
///   reachable from Swift), about 2 instructions a byte; chosen wherever the CPU has them;
/// - `.portable`: plain Swift, about 52 instructions a byte. The whole blocks are compressed
///   straight from the caller's bytes; the 64-word schedule lives in a fixed buffer on the stack;
///   the rounds are unrolled eight at a time, so that the eight working variables are renamed
///   instead of moved; all arithmetic is wrapping (`&+`), as the standard defines it.
/// Both share the padding: only the padded tail (one or two blocks) is copied, into a fixed
/// buffer on the stack. Nothing is allocated per block. Tests/AdSpecKitTests/Loader/SHA256Tests.swift
/// checks the NIST vectors and the lengths around the padding boundaries on each implementation,
/// and the two against each other on every length up to a few blocks.
package enum SHA256 {
    /// How the blocks are compressed (the digest is the same).
    package enum Implementation: Sendable, CaseIterable {
        /// The CPU's SHA extensions (x86-64 only).
        case accelerated
        /// Plain Swift, on every CPU.
        case portable

        /// Whether this CPU runs this implementation.
        package var isAvailable: Bool { self == .portable || SHA256.hasExtensions }
    }

    /// The implementation used when none is named: `.accelerated` where the CPU has it.
    package static let fastest: Implementation = hasExtensions ? .accelerated : .portable

    private static let hasExtensions = adspec_sha256_accelerated() != 0

    /// The round constants, from the C header's table (one table for both implementations).
    private static let k: [UInt32] = withUnsafeBytes(of: adspec_sha256_k) { Array($0.bindMemory(to: UInt32.self)) }

    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// The digest of `bytes`, 32 bytes.
    package static func digest(_ bytes: [UInt8], using implementation: Implementation = fastest) -> [UInt8] {
        let h = state(after: bytes, using: implementation)
        var result = [UInt8]()
        result.reserveCapacity(32)
        for word in [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7] {
            for shift in stride(from: 24, through: 0, by: -8) { result.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
        }
        return result
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The digest as 64 lower-case hex digits.
    package static func hex(_ bytes: [UInt8], using implementation: Implementation = fastest) -> String {
        let h = state(after: bytes, using: implementation)
        return String(unsafeUninitializedCapacity: 64) { text in
            hexDigits.withUnsafeBufferPointer { digits in
                var at = 0
                for word in [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7] {
                    var shift: UInt32 = 28
                    while true {
                        text[at] = digits[Int((word >> shift) & 0xF)]
                        at += 1
                        if shift == 0 { break }
                        shift -= 4
                    }
                }
            }
            return 64
        }
    }

    /// The hash state after `bytes` and their padding (FIPS 180-4, 5.1.1 and 6.2).
    private static func state(after bytes: [UInt8], using implementation: Implementation) -> State {
        precondition(implementation.isAvailable, "SHA256: \(implementation) is not available on this CPU")
        var h: State = (
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
        )
        let whole = bytes.count / 64 * 64
        k.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                bytes.withUnsafeBytes { message in
                    if whole > 0 { compress(&h, message.baseAddress!, blocks: whole / 64, w, k, implementation) }
                    // The rest of the bytes, 0x80, zeros and the length in bits (big-endian):
                    // one block when the rest is at most 55 bytes, else two.
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                        let rest = bytes.count - whole
                        let tailCount = rest < 56 ? 64 : 128
                        let base = tail.baseAddress!
                        base.initialize(repeating: 0, count: 128)
                        if rest > 0 { base.update(from: message.baseAddress!.assumingMemoryBound(to: UInt8.self) + whole, count: rest) }
                        base[rest] = 0x80
                        let bitLength = UInt64(bytes.count) &* 8
                        for index in 0..<8 {
                            base[tailCount - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(index * 8))
                        }
                        compress(&h, UnsafeRawPointer(base), blocks: tailCount / 64, w, k, implementation)
                    }
                }
            }
        }
        return h
    }

    /// `blocks` 64-byte blocks from `data` into the state `h`; `w` is room for the portable
    /// implementation's schedule.
    @inline(__always)
    private static func compress(
        _ h: inout State, _ data: UnsafeRawPointer, blocks: Int, _ w: UnsafeMutableBufferPointer<UInt32>,
        _ k: UnsafeBufferPointer<UInt32>, _ implementation: Implementation
    ) {
        switch implementation {
        case .accelerated:
            // A tuple of eight UInt32 is laid out as eight consecutive words, H0 first.
            withUnsafeMutablePointer(to: &h) { state in
                state.withMemoryRebound(to: UInt32.self, capacity: 8) { words in
                    adspec_sha256_compress(words, data.assumingMemoryBound(to: UInt8.self), blocks)
                }
            }
        case .portable:
            for block in 0..<blocks { compress(&h, data + block &* 64, w, k) }
        }
    }

    /// One 64-byte block at `block` into the state `h` (FIPS 180-4, 6.2.2); `w` is room for the
    /// schedule.
    @inline(__always)
    private static func compress(
        _ h: inout State, _ block: UnsafeRawPointer, _ w: UnsafeMutableBufferPointer<UInt32>, _ k: UnsafeBufferPointer<UInt32>
    ) {
        let w = w.baseAddress!
        let k = k.baseAddress!
        for i in 0..<16 {
            w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
        }
        var i = 16
        while i < 64 {
            let w15 = w[i &- 15]
            let w2 = w[i &- 2]
            let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 &>> 3)
            let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 &>> 10)
            w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
            i &+= 1
        }
        var (a, b, c, d, e, f, g, hh) = h
        // Eight rounds a turn, each naming the working variables one place further on: after
        // them, every variable is back in its place (FIPS 180-4, 6.2.2 step 3, renamed).
        i = 0
        while i < 64 {
            round(a, b, c, &d, e, f, g, &hh, k[i] &+ w[i])
            round(hh, a, b, &c, d, e, f, &g, k[i &+ 1] &+ w[i &+ 1])
            round(g, hh, a, &b, c, d, e, &f, k[i &+ 2] &+ w[i &+ 2])
            round(f, g, hh, &a, b, c, d, &e, k[i &+ 3] &+ w[i &+ 3])
            round(e, f, g, &hh, a, b, c, &d, k[i &+ 4] &+ w[i &+ 4])
            round(d, e, f, &g, hh, a, b, &c, k[i &+ 5] &+ w[i &+ 5])
            round(c, d, e, &f, g, hh, a, &b, k[i &+ 6] &+ w[i &+ 6])
            round(b, c, d, &e, f, g, hh, &a, k[i &+ 7] &+ w[i &+ 7])
            i &+= 8
        }
        h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
    }

    /// One round: T1 = h + Σ1(e) + Ch(e, f, g) + K + W, T2 = Σ0(a) + Maj(a, b, c); then d += T1
    /// and h = T1 + T2 (the caller's next round calls this h its a). `Ch` is written
    /// g ^ (e & (f ^ g)) and `Maj` (a & b) | (c & (a | b)), the same functions with fewer steps.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ kw: UInt32
    ) {
        let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ (g ^ (e & (f ^ g))) &+ kw
        let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) | (c & (a | b)))
        d = d &+ t1
        h = t1 &+ t2
    }

    @inline(__always)
    private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { (x &>> n) | (x &<< (32 &- n)) }
}
