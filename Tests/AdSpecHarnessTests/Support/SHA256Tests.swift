import AdSpecHarness
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sha256KnownVectors(_ input: String, _ digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test func sha256MillionA() {
        #expect(
            SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
    /// Lengths on each side of the padding boundaries: up to 55 bytes of a block leave room for
    /// the 0x80 and the length; 56 to 63 need a second padding block; 64 is whole blocks only.
    /// Bytes (i * 7 + 3) mod 256, digests from coreutils' sha256sum.
    @Test func sha256PaddingBoundaries() {
        let rows: [(Int, String)] = [
            (55, "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b"),
            (56, "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27"),
            (57, "35df609437dcfea3279283ab79fd554e2bf78f8f7ae2de532d8ee300b09e8f73"),
            (63, "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055"),
            (64, "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241"),
            (65, "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e"),
            (119, "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e"),
            (120, "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5"),
            (127, "a8d23e75d936f303d248888d9b165ee543f4cbafcad3c9dd2a79bd84faa11d07"),
            (128, "d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6"),
            (129, "307f8fc2c1622b92762e818d39a185d4d667ad49a4b07ceae1f4afa008a93ec4"),
        ]
        for (count, digest) in rows {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
            #expect(SHA256.hex(bytes) == digest, "\(count) bytes")
        }
    }

    @Test func sha256DigestIsTheHexBytes() {
        let bytes = Array("abc".utf8)
        let hex = SHA256.digest(bytes).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
        #expect(SHA256.digest(bytes).count == 32)
        #expect(hex.joined() == SHA256.hex(bytes))
    }
}
