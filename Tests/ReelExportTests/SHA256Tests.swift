import Foundation
import ReelTestSupport
import Testing
@testable import ReelExport

/// SHA-256 (libcrypto's, the one engine) against NIST's published vectors and against coreutils' `sha256sum` on random files: the digests key the
/// up-to-date records batches have already written, so they must never change.
@Suite struct SHA256Tests {
    func hex(_ feed: (inout SHA256) -> Void) -> String {
        var h = SHA256()
        feed(&h)
        return h.hexDigest()
    }

    /// FIPS 180-4 examples (NIST CSRC "SHA256.pdf", "SHA2_Additional.pdf").
    @Test func nistVectors() {
        #expect(hex { $0.update("") } == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex { $0.update("abc") } == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex { $0.update("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") }
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex {
            $0.update("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
        } == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(hex { $0.update([UInt8(0xbd)]) } == "68325720aabd7c82f30f554b313d0570c95accbb7dc4b5aae11204c08ffe732b")
        #expect(hex { $0.update([UInt8]([0xc9, 0x8c, 0x8e, 0x55])) }
                == "7abc22c0ae5af26ce93dbb94433a0e0b2e119d014f8e7f65bd56c61ccccd9504")
        #expect(hex { $0.update([UInt8](repeating: 0, count: 55)) }
                == "02779466cdec163811d078815c633f21901413081449002f24aa3e80f0b88ef7")
        #expect(hex { $0.update([UInt8](repeating: 0, count: 56)) }
                == "d4817aa5497628e7c77e6b606107042bbba3130888c5f47a375e6179be789fbb")
        #expect(hex { $0.update([UInt8](repeating: 0, count: 57)) }
                == "65a16cb7861335d5ace3c60718b5052e44660726da4cd13bb745381b235a1785")
        #expect(hex { $0.update([UInt8](repeating: 0, count: 64)) }
                == "f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b")
        #expect(hex { $0.update([UInt8](repeating: 0, count: 1000)) }
                == "541b3e9daa09b20bf85fa273e5cbd3e80185aa4ec298e765db87742b70138a53")
        #expect(hex { $0.update([UInt8](repeating: 0x41, count: 1000)) }
                == "c2e686823489ced2017f6059b8b239318b6364f6dcd835d0a519105a1eadd6e4")
        #expect(hex { $0.update([UInt8](repeating: 0x55, count: 1005)) }
                == "f4d62ddec0f3dd90ea1380fa16a5ff8dc4c54b21740650f24afc4120903552b0")
        let million = [UInt8](repeating: 0x61, count: 1_000_000)
        #expect(hex { $0.update(million) } == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The same message fed in pieces of every size from 1 to 130 bytes gives the one-call
    /// digest: the partial-block carry at every offset.
    @Test func piecesOfEverySizeGiveTheSameDigest() {
        var generator = SystemRandomNumberGenerator()
        let message = (0..<1_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let whole = hex { $0.update(message) }
        for piece in 1...130 {
            let digest = hex { h in
                var i = 0
                while i < message.count { h.update(message[i..<min(message.count, i + piece)]); i += piece }
            }
            #expect(digest == whole, "pieces of \(piece)")
        }
    }

    /// The one-call digest of text equals the streamed one, on every length around the
    /// padding's boundaries (byte by byte against whole).
    @Test func oneCallAndStreamingAgreeOnEveryShortLength() {
        let message = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) }
        for length in 0...message.count {
            let prefix = message[0..<length]
            #expect(hex { $0.update(prefix) } == hex { h in for byte in prefix { h.update(CollectionOfOne(byte)) } }, "length \(length)")
        }
        #expect(SHA256.hex("badgereel") == hex { h in for byte in "badgereel".utf8 { h.update(CollectionOfOne(byte)) } })
    }

    /// A digest read midway leaves the hash going, and a copy goes on independently (the
    /// libcrypto context is copied on the first write after a copy).
    @Test func aCopyIsIndependent() {
        var a = SHA256()
        a.update("abc")
        let b = a
        #expect(a.hexDigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        a.update("dbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        #expect(a.hexDigest() == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(b.hexDigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    /// Random files of sizes around the read chunk and the block, streamed by `FileDigests`,
    /// against `sha256sum`.
    @Test func filesMatchSha256sum() throws {
        let dir = TestScratch.url("reel-sha-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let chunk = FileDigests.chunkBytes
        let sizes = [0, 1, 63, 64, 65, 4_097, chunk - 1, chunk, chunk + 1, 3 * chunk + 57]
        var generator = SystemRandomNumberGenerator()
        var paths: [String] = []
        for size in sizes {
            var bytes = [UInt8](repeating: 0, count: size)
            bytes.withUnsafeMutableBytes { raw in
                var i = 0
                while i + 8 <= size { raw.storeBytes(of: generator.next(), toByteOffset: i, as: UInt64.self); i += 8 }
                while i < size { raw[i] = UInt8.random(in: 0...255, using: &generator); i += 1 }
            }
            let path = dir.appendingPathComponent("r\(size).bin").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let expected = try sha256sum(paths)
        for (path, size) in zip(paths, sizes) {
            let (readSize, digest) = try FileDigests.compute(path)
            #expect(readSize == size)
            #expect(digest == expected[path], "\(size) bytes")
            if size <= chunk + 1 {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                #expect(hex { $0.update(data) } == expected[path], "\(size) bytes in memory")
            }
        }
    }

    /// One large buffer in a single update, and a message longer than 2^32 bits (512 MiB),
    /// whose length field needs more than 32 bits: fed as one repeated 1 MiB block, against
    /// digests `sha256sum` (GNU coreutils 9.1) gave for the same bytes. The block is
    /// SplitMix64 from a fixed seed, so the digests are fixed too: asking `sha256sum` each run
    /// hashed 577 MiB again (2 CPU-s of the suite) to learn the same three lines. libcrypto
    /// only over 512 MiB: the Swift fallback, unoptimised in a debug test build, would take
    /// minutes.
    @Test func largeMessagesMatchSha256sum() throws {
        let block = Self.splitMixBlock(seed: 0x5EED, bytes: 1 << 20)
        var libcrypto = SHA256()
        block.withUnsafeBytes { raw in
            for _ in 0..<513 { libcrypto.update(raw) }
        }
        #expect(libcrypto.hexDigest() == "30f669c89b8d58ccbb63fa414133c3d7c691cbef083e4a92f495852b99b6c702")

        var big: [UInt8] = []
        big.reserveCapacity(64 << 20)
        for _ in 0..<64 { big += block }
        #expect(hex { $0.update(big) } == "95d8745446216a7c1221c1deaf8f67e228db342c517cc762b3ba13f795e21374")
        // One 4 MiB buffer, a slice of the one above.
        let four = Array(big[0..<(4 << 20)])
        #expect(hex { $0.update(four) } == "791753aaf3184b42124df078aa43432c8e0b128c0da3bdb3d13531ce6abcf440")
    }

    /// `bytes` bytes of SplitMix64 (Steele, Lea and Flood 2014) from `seed`, each word little-endian.
    static func splitMixBlock(seed: UInt64, bytes: Int) -> [UInt8] {
        var state = seed
        var block = [UInt8](repeating: 0, count: bytes)
        block.withUnsafeMutableBytes { raw in
            for i in 0..<(bytes / 8) {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                raw.storeBytes(of: (z ^ (z >> 31)).littleEndian, toByteOffset: i * 8, as: UInt64.self)
            }
        }
        return block
    }

    // MARK: sha256sum

    private func sha256sum(_ paths: [String]) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = paths
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var digests: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            digests[String(parts[1].drop { $0 == " " || $0 == "*" })] = String(parts[0])
        }
        return digests
    }
}
