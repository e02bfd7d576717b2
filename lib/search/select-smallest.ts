/**
 * The `k` smallest of `count` numbers, ascending, without sorting them all: a bounded max-heap
 * keeps the best `k` seen so far, so most values cost one comparison with the heap's root.
 */
export function selectSmallest(values: Float64Array, count: number, k: number): Float64Array {
  const size = Math.min(k, count)
  if (size <= 0) return new Float64Array(0)
  if (count <= 4 * size || count <= 256) return values.slice(0, count).sort().subarray(0, size)
  const heap = values.slice(0, size)
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(heap, i, size)
  for (let i = size; i < count; i++) {
    const value = values[i] as number
    if (value < (heap[0] as number)) {
      heap[0] = value
      siftDown(heap, 0, size)
    }
  }
  return heap.sort()
}

/** Restores the max-heap property below `start`. */
function siftDown(heap: Float64Array, start: number, size: number): void {
  let parent = start
  const value = heap[parent] as number
  for (;;) {
    let child = 2 * parent + 1
    if (child >= size) break
    if (child + 1 < size && (heap[child + 1] as number) > (heap[child] as number)) child++
    if ((heap[child] as number) <= value) break
    heap[parent] = heap[child] as number
    parent = child
  }
  heap[parent] = value
}
