/** Disjoint sets over 0..size-1 with path halving and union by size. */
export class UnionFind {
  private readonly parent: Int32Array;
  private readonly size: Int32Array;

  constructor(count: number) {
    this.parent = new Int32Array(count);
    this.size = new Int32Array(count).fill(1);
    for (let i = 0; i < count; i++) this.parent[i] = i;
  }

  find(item: number): number {
    let node = item;
    while (this.parent[node] !== node) {
      const grand = this.parent[this.parent[node] ?? node] ?? node;
      this.parent[node] = grand;
      node = grand;
    }
    return node;
  }

  union(a: number, b: number): void {
    let rootA = this.find(a);
    let rootB = this.find(b);
    if (rootA === rootB) return;
    if ((this.size[rootA] ?? 0) < (this.size[rootB] ?? 0)) [rootA, rootB] = [rootB, rootA];
    this.parent[rootB] = rootA;
    this.size[rootA] = (this.size[rootA] ?? 0) + (this.size[rootB] ?? 0);
  }
}
