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

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

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
