import Yams

/// The tree of an edited scene text whose edit left the script (the top mapping's `actions`
/// entry) as it was, composed without composing the script again: the text with the script's
/// lines replaced by `actions: []` and as many empty lines is composed, and the original
/// script's node is put in place of that empty list. A batch's 50 `render --set` jobs over one
/// 10,000-action scene composed its 244 KB for each job, most of it the script (issue 41).
///
/// The tree is the one composing the whole edited text gives, value for value and mark for
/// mark outside the script, because libyaml reads the text left to right: the lines before
/// the script are the same in both texts, so they leave the scanner in the same state, and the
/// stand-in's `actions` key found at the script's first line, column 1, as the root mapping's
/// key shows that state is "the next key of the root block mapping"; the original file's
/// script was read from that same state into the node kept here, and leaves the scanner at the
/// next column-1 key, as the stand-in does; the lines after it are the same again, on the same
/// line numbers. Anchors and aliases could tie the script to the rest of the file, so a text
/// holding `&` or `*` anywhere is composed whole, as is one whose edit touches the script's
/// lines, whose top mapping is not a block with its `actions` key at column 1, or where
/// anything here fails (the stand-in's `[]` not where it was written, say): the
/// whole text's composition is then the one that refuses, in its own words.
///
/// The script's marks are the original's: lines the edit added above it move the script in
/// the text but not in its node (`linesMoved`), so an edit inside the script after such an
/// edit composes the text whole first (`SceneTextEditor`).
struct SceneScriptSplice {
    /// The edited text's tree.
    var root: Node
    /// Whether the script's marks are off by the lines the edit added or removed above it.
    var linesMoved: Bool

    /// The tree of `edited` (the text of `editedSource`), an edit of `originalSource` whose
    /// tree is `original`; nil when the edit cannot be shown to have left the script alone.
    static func compose(edited: String, editedSource: SourceText, originalSource: SourceText, original: Node,
                        file: String) -> SceneScriptSplice? {
        // Yams reports a block mapping's style as `.any`: block is what does not open with `{`.
        guard case .mapping(let top) = original, top.style != .flow, !originalSource.opensFlow(at: top.mark) else { return nil }
        let pairs = Array(top)
        guard let at = pairs.firstIndex(where: { SceneTextEditor.isKey($0.key, "actions") }),
              case .scalar(let key) = pairs[at].key, key.style == .plain,
              let keyMark = key.mark, keyMark.column == 1 else { return nil }
        // The script's lines in the original: from its key's line to the next key's (or the end).
        let start = keyMark.line - 1
        let end = at + 1 < pairs.count ? (pairs[at + 1].key.mark?.line).map { $0 - 1 } : originalSource.lines.count
        guard let end, start < end, end <= originalSource.lines.count else { return nil }
        // The lines the edit changed: between the lines both texts start and end with.
        let (old, new) = (originalSource, editedSource)
        guard old.bom == new.bom else { return nil }
        let shortest = min(old.lines.count, new.lines.count)
        var prefix = 0
        while prefix < shortest, old.lines[prefix] == new.lines[prefix], old.breaks[prefix] == new.breaks[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shortest - prefix, old.lines[old.lines.count - 1 - suffix] == new.lines[new.lines.count - 1 - suffix],
              old.breaks[old.breaks.count - 1 - suffix] == new.breaks[new.breaks.count - 1 - suffix] { suffix += 1 }
        let moved = new.lines.count - old.lines.count
        let scriptStart: Int
        if old.lines.count - suffix <= start {
            scriptStart = start + moved          // changed above the script
        } else if prefix >= end {
            scriptStart = start                  // changed below it
        } else {
            return nil                           // changed in it
        }
        guard !edited.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "*") }),
              (try? BoundedYAML.checkBounds(edited, file: file)) != nil else { return nil }
        var standIn = new
        let count = end - start
        standIn.lines.replaceSubrange(scriptStart..<(scriptStart + count),
                                      with: [Array("actions: []".unicodeScalars)] + Array(repeating: [], count: count - 1))
        guard let composed = try? BoundedYAML.compose(standIn.text, file: file),
              case .mapping(let spliced) = composed, spliced.style != .flow else { return nil }
        var kept = Array(spliced)
        guard let i = kept.firstIndex(where: { SceneTextEditor.isKey($0.key, "actions") }),
              case .scalar(let standInKey) = kept[i].key, standInKey.style == .plain,
              standInKey.mark?.line == scriptStart + 1, standInKey.mark?.column == 1,
              case .sequence(let empty) = kept[i].value, empty.isEmpty,
              empty.mark?.line == scriptStart + 1, empty.mark?.column == 10 else { return nil }
        kept[i].value = pairs[at].value
        let root = Node.mapping(Node.Mapping(kept.map { ($0.key, $0.value) }, spliced.tag, spliced.style, spliced.mark, spliced.anchor))
        return SceneScriptSplice(root: root, linesMoved: scriptStart != start)
    }
}
