/**
 * The index's dictionary of distinct words, as a trie in typed arrays. One walk of the trie finds
 * every word within the allowed typos of a query word, and, for the last query word, every word
 * that starts like it: a subtree of the trie is a contiguous range of the sorted word list, so a
 * prefix match is two numbers instead of thousands of words.
 */
import { MAX_TERM_LENGTH } from './tokenize'
import { nextDistanceRow } from './typo'

/** The words of the dictionary that a query word matches, each with its typos. */
export interface TermMatches {
  termIds: Int32Array
  typos: Uint8Array
  /** How many characters of the word the match covers (shorter than the word for a prefix match). */
  lengths: Uint8Array
  count: number
}

const NONE = -1

export class TermDictionary {
  /** The distinct words, sorted; a word's id is its index here. */
  readonly terms: readonly string[]
  private readonly idByTerm: Map<string, number>
  private readonly nodeChar: Uint16Array
  private readonly firstChild: Int32Array
  private readonly nextSibling: Int32Array
  private readonly nodeTerm: Int32Array
  private readonly rangeStart: Int32Array
  private readonly rangeEnd: Int32Array
  /** Scratch for resolving overlapping prefix ranges; reused because search is synchronous. */
  private readonly scratchTypos: Uint8Array
  private readonly scratchLength: Uint8Array
  private readonly scratchStamp: Uint32Array
  private stamp = 0

  constructor(sortedUniqueTerms: readonly string[]) {
    this.terms = sortedUniqueTerms
    this.idByTerm = new Map(sortedUniqueTerms.map((term, id) => [term, id]))
    let capacity = 1
    for (const term of sortedUniqueTerms) capacity += term.length
    const nodeChar = new Uint16Array(capacity)
    const firstChild = new Int32Array(capacity).fill(NONE)
    const nextSibling = new Int32Array(capacity).fill(NONE)
    const lastChild = new Int32Array(capacity).fill(NONE)
    const nodeTerm = new Int32Array(capacity).fill(NONE)
    const rangeStart = new Int32Array(capacity)
    const rangeEnd = new Int32Array(capacity)
    let nodeCount = 1
    rangeEnd[0] = sortedUniqueTerms.length
    sortedUniqueTerms.forEach((term, termId) => {
      let node = 0
      for (let depth = 0; depth < term.length; depth++) {
        const char = term.charCodeAt(depth)
        const candidate = lastChild[node] as number
        // Words arrive sorted, so an existing child for this character is always the last one added.
        if (candidate !== NONE && nodeChar[candidate] === char) {
          node = candidate
        } else {
          const child = nodeCount++
          nodeChar[child] = char
          rangeStart[child] = termId
          if (candidate === NONE) firstChild[node] = child
          else nextSibling[candidate] = child
          lastChild[node] = child
          node = child
        }
        rangeEnd[node] = termId + 1
      }
      nodeTerm[node] = termId
    })
    this.nodeChar = nodeChar.slice(0, nodeCount)
    this.firstChild = firstChild.slice(0, nodeCount)
    this.nextSibling = nextSibling.slice(0, nodeCount)
    this.nodeTerm = nodeTerm.slice(0, nodeCount)
    this.rangeStart = rangeStart.slice(0, nodeCount)
    this.rangeEnd = rangeEnd.slice(0, nodeCount)
    this.scratchTypos = new Uint8Array(sortedUniqueTerms.length)
    this.scratchLength = new Uint8Array(sortedUniqueTerms.length)
    this.scratchStamp = new Uint32Array(sortedUniqueTerms.length)
  }

  get size(): number {
    return this.terms.length
  }

  idOf(term: string): number | undefined {
    return this.idByTerm.get(term)
  }

  /** Bytes held by the typed arrays, for the benchmark's memory figure. */
  get byteLength(): number {
    return (
      this.nodeChar.byteLength +
      this.firstChild.byteLength * 5 +
      this.scratchTypos.byteLength * 2 +
      this.scratchStamp.byteLength
    )
  }

  /** Every dictionary word within `maxTypos` of `word`, or of its beginning when `asPrefix`. */
  match(word: string, maxTypos: number, asPrefix: boolean): TermMatches {
    if (word.length === 0 || word.length > MAX_TERM_LENGTH) return emptyMatches()
    if (maxTypos === 0) return this.matchExactly(word, asPrefix)
    const width = word.length + 1
    const rows = new Uint8Array((MAX_TERM_LENGTH + 1) * width)
    for (let j = 0; j < width; j++) rows[j] = j
    const found: Array<[start: number, end: number, typos: number, length: number]> = []
    // Fields and the imported function copied to locals: the walk visits thousands of nodes.
    const { firstChild, nextSibling, nodeChar, nodeTerm, rangeStart, rangeEnd } = this
    const distanceRow = nextDistanceRow
    const wordLength = word.length
    const walk = (node: number, depth: number, previousChar: number) => {
      const childDepth = depth + 1
      if (childDepth > MAX_TERM_LENGTH) return
      const previousAt = depth * width
      const beforePreviousAt = depth > 0 ? previousAt - width : -1
      const rowAt = previousAt + width
      for (let child = firstChild[node] as number; child !== NONE; child = nextSibling[child] as number) {
        const char = nodeChar[child] as number
        const rowMinimum = distanceRow(
          word,
          rows,
          previousAt,
          beforePreviousAt,
          char,
          previousChar,
          childDepth,
          rowAt,
        )
        const distance = rows[rowAt + wordLength] as number
        if (asPrefix && distance <= maxTypos) {
          found.push([rangeStart[child] as number, rangeEnd[child] as number, distance, childDepth])
          // Deeper nodes may match with fewer typos, or as many over a longer stretch of the word
          // (better to highlight); once every cell of the row exceeds `distance`, neither can happen.
          if (distance > 0 && rowMinimum <= distance) walk(child, childDepth, char)
        } else {
          const termId = nodeTerm[child] as number
          if (!asPrefix && termId !== NONE && distance <= maxTypos)
            found.push([termId, termId + 1, distance, childDepth])
          if (rowMinimum <= maxTypos) walk(child, childDepth, char)
        }
      }
    }
    walk(0, 0, -1)
    return this.resolveRanges(found)
  }

  private matchExactly(word: string, asPrefix: boolean): TermMatches {
    let node = 0
    for (let depth = 0; depth < word.length && node !== NONE; depth++) {
      const char = word.charCodeAt(depth)
      let child = this.firstChild[node] as number
      while (child !== NONE && this.nodeChar[child] !== char) child = this.nextSibling[child] as number
      node = child
    }
    if (node === NONE) return emptyMatches()
    if (asPrefix)
      return this.resolveRanges([
        [this.rangeStart[node] as number, this.rangeEnd[node] as number, 0, word.length],
      ])
    const termId = this.nodeTerm[node] as number
    return termId === NONE ? emptyMatches() : this.resolveRanges([[termId, termId + 1, 0, word.length]])
  }

  /** Ranges are found shallow-first; a nested, later range has as few or fewer typos, so later wins. */
  private resolveRanges(found: Array<[number, number, number, number]>): TermMatches {
    if (found.length === 1) {
      const [start, end, typos, length] = found[0] as [number, number, number, number]
      const count = end - start
      const termIds = new Int32Array(count)
      for (let i = 0; i < count; i++) termIds[i] = start + i
      return {
        termIds,
        typos: new Uint8Array(count).fill(typos),
        lengths: new Uint8Array(count).fill(length),
        count,
      }
    }
    this.stamp = (this.stamp + 1) >>> 0
    if (this.stamp === 0) {
      this.scratchStamp.fill(0)
      this.stamp = 1
    }
    const ids: number[] = []
    for (const [start, end, typos, length] of found) {
      for (let termId = start; termId < end; termId++) {
        if (this.scratchStamp[termId] !== this.stamp) {
          this.scratchStamp[termId] = this.stamp
          ids.push(termId)
        } else if ((this.scratchTypos[termId] as number) < typos) {
          continue
        }
        this.scratchTypos[termId] = typos
        this.scratchLength[termId] = length
      }
    }
    const count = ids.length
    const termIds = Int32Array.from(ids)
    const typos = new Uint8Array(count)
    const lengths = new Uint8Array(count)
    for (let i = 0; i < count; i++) {
      typos[i] = this.scratchTypos[termIds[i] as number] as number
      lengths[i] = this.scratchLength[termIds[i] as number] as number
    }
    return { termIds, typos, lengths, count }
  }
}

function emptyMatches(): TermMatches {
  return { termIds: new Int32Array(0), typos: new Uint8Array(0), lengths: new Uint8Array(0), count: 0 }
}
