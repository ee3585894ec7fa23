const BLOCK_BITS = 16;
const BLOCK_SIZE = 1 << BLOCK_BITS;
const BLOCK_MASK = BLOCK_SIZE - 1;

/**
 * An append-only list of unsigned 32-bit integers in fixed blocks: growing never copies, so a
 * million-row file never holds two copies of its offsets at once.
 */
export class Uint32List {
  private readonly blocks: Uint32Array[] = [];
  private size = 0;

  get length(): number {
    return this.size;
  }

  push(value: number): void {
    const slot = this.size & BLOCK_MASK;
    if (slot === 0) this.blocks.push(new Uint32Array(BLOCK_SIZE));
    (this.blocks[this.size >>> BLOCK_BITS] as Uint32Array)[slot] = value;
    this.size++;
  }

  /** Drops the values from `length` on (a record that turned out to be incomplete). */
  truncate(length: number): void {
    if (length >= this.size) return;
    this.size = length;
    this.blocks.length = (length + BLOCK_MASK) >>> BLOCK_BITS;
  }

  get(index: number): number {
    return (this.blocks[index >>> BLOCK_BITS] as Uint32Array)[index & BLOCK_MASK] as number;
  }
}
