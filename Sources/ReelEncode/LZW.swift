/// GIF's variable-length LZW (GIF89a, appendix F), for 8-bit indices: codes from 9 to 12
/// bits, least significant bit first, a clear code when the table is full.
struct LZW {
    private static let minimumCodeSize = 8
    private static let clearCode = 1 << minimumCodeSize
    private static let endCode = clearCode + 1
    private static let maxCode = 4095

    /// The table: the code for (prefix code, next index), valid while its stamp is the
    /// current generation, so a reset costs nothing. 4096 × 256 entries, 3 bytes each.
    private var codes = [UInt16](repeating: 0, count: 4096 * 256)
    private var stamps = [UInt8](repeating: 0, count: 4096 * 256)
    private var generation: UInt8 = 0

    /// The image data of one frame: the minimum code size byte, then the compressed stream
    /// in sub-blocks of at most 255 bytes, then the block terminator.
    mutating func encode(_ indices: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [UInt8(Self.minimumCodeSize)]
        var packed: [UInt8] = []
        packed.reserveCapacity(indices.count / 2 + 16)
        var bitBuffer = 0, bitCount = 0
        var codeSize = Self.minimumCodeSize + 1
        var nextCode = Self.endCode + 1
        func emit(_ code: Int) {
            bitBuffer |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                packed.append(UInt8(bitBuffer & 0xFF))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        func reset() {
            generation &+= 1
            if generation == 0 {   // stamps wrapped: clear them once every 255 resets
                for i in stamps.indices { stamps[i] = 0 }
                generation = 1
            }
            nextCode = Self.endCode + 1
        }
        reset()
        emit(Self.clearCode)
        if var prefix = indices.first.map(Int.init) {
            for index in indices.dropFirst() {
                let key = prefix << 8 | Int(index)
                if stamps[key] == generation {
                    prefix = Int(codes[key])
                    continue
                }
                emit(prefix)
                // As giflib: the table stops one short of 4096, then a clear code.
                if nextCode < Self.maxCode {
                    codes[key] = UInt16(nextCode)
                    stamps[key] = generation
                    // The decoder widens its codes one code later than it adds the entry.
                    if nextCode == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                    nextCode += 1
                } else {
                    emit(Self.clearCode)
                    reset()
                    codeSize = Self.minimumCodeSize + 1
                }
                prefix = Int(index)
            }
            emit(prefix)
            // The decoder widens its codes at the same count, end code included.
            if nextCode == 1 << codeSize && codeSize < 12 { codeSize += 1 }
        }
        emit(Self.endCode)
        if bitCount > 0 { packed.append(UInt8(bitBuffer & 0xFF)) }
        var i = 0
        while i < packed.count {
            let n = min(255, packed.count - i)
            out.append(UInt8(n))
            out.append(contentsOf: packed[i..<(i + n)])
            i += n
        }
        out.append(0)
        return out
    }
}
