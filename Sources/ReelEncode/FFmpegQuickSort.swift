/// FFmpeg's in-place quicksort (libavutil/qsort.h, AV_QSORT), step for step.
///
/// It is not stable, so elements that compare equal end in an order only this exact
/// sequence of swaps gives. palettegen sorts its colors with it along one channel (many
/// colors share a channel value) and paletteuse picks the median color of its k-d tree
/// nodes with it: reproducing their palettes and mappings bit for bit needs the same sort,
/// not any correct one.
enum FFmpegQuickSort {
    /// Sorts `a` in place; `compare` returns <0, 0 or >0 like C's comparators.
    static func sort<T>(_ a: inout [T], _ range: Range<Int>, by compare: (T, T) -> Int) {
        guard range.count > 1 else { return }
        var stack: [(Int, Int)] = [(range.lowerBound, range.upperBound - 1)]
        while let (s, e) = stack.popLast() {
            var start = s, end = e
            while start < end {
                if start < end - 1 {
                    var checksort = false
                    var right = end - 2
                    var left = start + 1
                    var mid = start + ((end - start) >> 1)
                    if compare(a[start], a[end]) > 0 {
                        if compare(a[end], a[mid]) > 0 { a.swapAt(start, mid) } else { a.swapAt(start, end) }
                    } else {
                        if compare(a[start], a[mid]) > 0 { a.swapAt(start, mid) } else { checksort = true }
                    }
                    if compare(a[mid], a[end]) > 0 {
                        a.swapAt(mid, end)
                        checksort = false
                    }
                    if start == end - 2 { break }
                    a.swapAt(end - 1, mid)
                    while left <= right {
                        while left <= right && compare(a[left], a[end - 1]) < 0 { left += 1 }
                        while left <= right && compare(a[right], a[end - 1]) > 0 { right -= 1 }
                        if left <= right {
                            a.swapAt(left, right)
                            left += 1
                            right -= 1
                        }
                    }
                    a.swapAt(end - 1, left)
                    if checksort && (mid == left - 1 || mid == left) {
                        mid = start
                        while mid < end && compare(a[mid], a[mid + 1]) <= 0 { mid += 1 }
                        if mid == end { break }
                    }
                    if end - left < left - start {
                        stack.append((start, right))
                        start = left + 1
                    } else {
                        stack.append((left + 1, end))
                        end = right
                    }
                } else {
                    if compare(a[start], a[end]) > 0 { a.swapAt(start, end) }
                    break
                }
            }
        }
    }
}
