// SHA-256 block compression with the x86-64 SHA extensions (SHA-NI), for AdSpecKit's SHA256.
// Written by hand (Documentation/WrittenByHand.md): Foundation on Linux has no SHA-256, and the
// extensions' intrinsics are reachable only from C. AdSpecKit/Loader/SHA256.swift does the padding
// and falls back to its portable Swift rounds where adspec_sha256_accelerated() is 0.
//
// Header only, in a module of its own (module.modulemap; Package.swift declares it as a system
// library target, as CFuzzerDriver): the functions are compiled where Swift imports them, into
// AdSpecKit's object code with its debug information. A C target of its own would bring clang's
// DWARF 5, which valgrind 3.19 (Debian 12, the benchmark's instruction counts) cannot read, and
// changing that takes an unsafe flag, which a package depending on the kit could not build with.
// SwiftPM does not track this header: after editing it, touch AdSpecKit/Loader/SHA256.swift (or
// build clean), else the old code stays in the build.
//
// The extensions keep the eight working variables in two vectors, ABEF and CDGH (each from its
// highest lane down: A in lane 3). SHA256RNDS2 runs two rounds with two words of K + W from the
// low half of its third operand and returns the new ABEF; after two rounds the old ABEF is the new
// CDGH, so the two vectors swap roles and four rounds are two calls. SHA256MSG1 and SHA256MSG2
// make the message schedule four words at a time:
//   W[t] = sigma1(W[t-2]) + W[t-7] + sigma0(W[t-15]) + W[t-16]
// MSG1(W[t-16..t-13], W[t-12..t-9]) adds the sigma0 terms, PALIGNR picks W[t-7..t-4], and
// MSG2(sum, W[t-4..t-1]) adds the sigma1 terms, including those on the words it is making.
#ifndef ADSPEC_CSHA256_H
#define ADSPEC_CSHA256_H

#include <stddef.h>
#include <stdint.h>

// adspec_sha256_accelerated(): 1 when this process runs on an x86-64 CPU with the SHA extensions
// (and SSSE3 and SSE4.1, which every such CPU has), else 0; always 0 on other architectures.
// Valgrind's CPU reports no SHA extensions, so under valgrind this is 0.
//
// adspec_sha256_compress(state, data, blocks): compresses `blocks` 64-byte blocks at `data` into
// `state`, the eight hash words in the order of FIPS 180-4 (H0 first). Only to be called where
// adspec_sha256_accelerated() returned 1.

// The 64 round constants (FIPS 180-4, 4.2.2), for both implementations: SHA256.swift's Swift
// rounds read this table too, on every architecture.
static const uint32_t adspec_sha256_k[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

static inline int adspec_sha256_accelerated(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    const int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    const int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}


__attribute__((target("sha,sse4.1,ssse3")))
static inline void adspec_sha256_compress(uint32_t state[8], const uint8_t *data, size_t blocks) {
    // Each 32-bit word of the message is big-endian: reverse the bytes within every word.
    const __m128i byteSwap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);

    // state[0..3] = A B C D and state[4..7] = E F G H (lane 0 first) into ABEF and CDGH.
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);

    for (size_t block = 0; block < blocks; block++, data += 64) {
        const __m128i savedABEF = abef, savedCDGH = cdgh;
        // w[i % 4] holds W[4i .. 4i+3] (lane 0 first) for the group of four rounds i.
        __m128i w[4];
        for (int i = 0; i < 16; i++) {
            __m128i words;
            if (i < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * i)), byteSwap);
            } else {
                const __m128i back4 = w[i & 3], back3 = w[(i + 1) & 3], back2 = w[(i + 2) & 3], back1 = w[(i + 3) & 3];
                __m128i sum = _mm_sha256msg1_epu32(back4, back3);
                sum = _mm_add_epi32(sum, _mm_alignr_epi8(back1, back2, 4));
                words = _mm_sha256msg2_epu32(sum, back1);
            }
            w[i & 3] = words;
            __m128i kw = _mm_add_epi32(words, _mm_load_si128((const __m128i *)&adspec_sha256_k[4 * i]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, kw);
            kw = _mm_shuffle_epi32(kw, 0x0E);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, kw);
        }
        abef = _mm_add_epi32(abef, savedABEF);
        cdgh = _mm_add_epi32(cdgh, savedCDGH);
    }

    // ABEF and CDGH back into A B C D and E F G H.
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

static inline static inline int adspec_sha256_accelerated(void) { return 0; }

static inline void adspec_sha256_compress(uint32_t state[8], const uint8_t *data, size_t blocks) {
    (void)state;
    (void)data;
    (void)blocks;
    __builtin_trap();
}

#endif

#endif
