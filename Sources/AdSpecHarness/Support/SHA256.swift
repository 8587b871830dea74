/// SHA-256 (FIPS 180-4), written out because Foundation on Linux has none and CryptoKit is not
/// available there (Documentation/WrittenByHand.md). Used for `LoadedScenario.sourceHash`, the
/// golden header's record of what a golden was made from; not for anything secret.
/// It sits with the other plain-Swift utilities the kit and the self-test share (Foundation only).
/// Tests/AdSpecHarnessTests/Support/SHA256Tests.swift checks the NIST vectors and the lengths around
/// the padding boundaries against coreutils' sha256sum.
///
/// Plain Swift, written for the cost of hashing every scenario file on every run (issue 35: the
/// hash was the largest single part of what `verify` gained when the C version went): the whole
/// blocks are read where they lie, only the padded tail is copied, the message schedule is one
/// fixed buffer for all blocks, and the state is eight local words, the rounds eight at a time
/// with the words' roles rotated (FIPS 180-4, 6.2.2, step 3) instead of moved.
package enum SHA256 {
    /// The round constants (FIPS 180-4, 4.2.2).
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

    /// The hash state: the eight words H0 to H7.
    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// The initial hash value (FIPS 180-4, 5.3.3).
    private static let initial: State = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )

    /// The digest of `bytes`, 32 bytes: the state's words, big-endian.
    package static func digest(_ bytes: [UInt8]) -> [UInt8] {
        let h = state(after: bytes)
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7] {
            for shift: UInt32 in [24, 16, 8, 0] { digest.append(UInt8(truncatingIfNeeded: word >> shift)) }
        }
        return digest
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The digest as 64 lower-case hex digits.
    package static func hex(_ bytes: [UInt8]) -> String {
        let digest = digest(bytes)
        return String(unsafeUninitializedCapacity: 64) { text in
            for (index, byte) in digest.enumerated() {
                text[2 * index] = hexDigits[Int(byte >> 4)]
                text[2 * index + 1] = hexDigits[Int(byte & 0xF)]
            }
            return 64
        }
    }

    /// The hash state after `bytes` and their padding (FIPS 180-4, 5.1.1 and 6.2): 0x80, zeros,
    /// and the length in bits as a big-endian 64-bit number, to a multiple of 64 bytes. The whole
    /// blocks of `bytes` are hashed where they are; the rest and the padding, one or two blocks,
    /// are put together in a buffer of their own.
    private static func state(after bytes: [UInt8]) -> State {
        var h = initial
        let whole = bytes.count / 64 * 64
        k.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                bytes.withUnsafeBytes { message in
                    for block in stride(from: 0, to: whole, by: 64) {
                        compress(&h, UnsafeRawBufferPointer(rebasing: message[block..<block + 64]), w, k)
                    }
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                        let rest = message.count - whole
                        let length = rest < 56 ? 64 : 128
                        _ = tail.initialize(from: repeatElement(0, count: 128))
                        for index in 0..<rest { tail[index] = message[whole + index] }
                        tail[rest] = 0x80
                        let bitLength = UInt64(message.count) &* 8
                        for index in 0..<8 { tail[length - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> (8 * index)) }
                        let padded = UnsafeRawBufferPointer(tail)
                        for block in stride(from: 0, to: length, by: 64) {
                            compress(&h, UnsafeRawBufferPointer(rebasing: padded[block..<block + 64]), w, k)
                        }
                    }
                }
            }
        }
        return h
    }

    /// One 64-byte block into the state `h` (FIPS 180-4, 6.2.2); `w` is room for the schedule.
    private static func compress(
        _ h: inout State, _ block: UnsafeRawBufferPointer, _ w: UnsafeMutableBufferPointer<UInt32>,
        _ k: UnsafeBufferPointer<UInt32>
    ) {
        for t in 0..<16 {
            w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
        }
        for t in 16..<64 {
            let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, hh) = h
        // Round t leaves each word in the place of the next letter (h = g, ..., b = a) and
        // changes only the new a and e; eight rounds bring the letters back to where they were.
        for t in stride(from: 0, to: 64, by: 8) {
            round(a, b, c, &d, e, f, g, &hh, k[t] &+ w[t])
            round(hh, a, b, &c, d, e, f, &g, k[t + 1] &+ w[t + 1])
            round(g, hh, a, &b, c, d, e, &f, k[t + 2] &+ w[t + 2])
            round(f, g, hh, &a, b, c, d, &e, k[t + 3] &+ w[t + 3])
            round(e, f, g, &hh, a, b, c, &d, k[t + 4] &+ w[t + 4])
            round(d, e, f, &g, hh, a, b, &c, k[t + 5] &+ w[t + 5])
            round(c, d, e, &f, g, hh, a, &b, k[t + 6] &+ w[t + 6])
            round(b, c, d, &e, f, g, hh, &a, k[t + 7] &+ w[t + 7])
        }
        h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
    }

    /// One round (FIPS 180-4, 6.2.2, step 3) with `kw` = K(t) + W(t): the new e is `d` + T1 and
    /// the new a is T1 + T2, written into the places of `d` and `h`, whose old values the round
    /// no longer needs.
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ kw: UInt32
    ) {
        let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ kw
        let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
        d = d &+ t1
        h = t1 &+ t2
    }

    private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
