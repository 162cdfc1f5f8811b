/**
 * Neighbour search for the particle background in near-linear time: a uniform
 * grid whose cells are as wide as the link distance, so every pair closer than
 * that distance lies in the same or an adjacent cell. Each pair is visited
 * once (own cell, then the right, lower-left, lower and lower-right cells).
 *
 * The grid keeps its buffers between frames (a counting sort into flat typed
 * arrays), so a frame allocates nothing.
 */
export interface Point {
  x: number;
  y: number;
}

export type PairVisitor = (i: number, j: number, distanceSquared: number) => void;

export class ParticleGrid {
  private cols = 0;
  private rows = 0;
  private cellStart = new Int32Array(0);
  private cellCount = new Int32Array(0);
  private order = new Int32Array(0);
  private cellOf = new Int32Array(0);

  constructor(readonly cellSize: number) {
    if (!(cellSize > 0)) throw new RangeError('cellSize must be positive');
  }

  /** Sorts the points into cells; points outside the area are clamped to the border cells. */
  build(points: readonly Point[], width: number, height: number): void {
    const cols = Math.max(1, Math.ceil(width / this.cellSize));
    const rows = Math.max(1, Math.ceil(height / this.cellSize));
    const cells = cols * rows;
    if (this.cellCount.length < cells) {
      this.cellCount = new Int32Array(cells);
      this.cellStart = new Int32Array(cells + 1);
    } else {
      this.cellCount.fill(0, 0, cells);
    }
    if (this.order.length < points.length) {
      this.order = new Int32Array(points.length);
      this.cellOf = new Int32Array(points.length);
    }
    this.cols = cols;
    this.rows = rows;

    for (let i = 0; i < points.length; i++) {
      const cx = clamp(Math.floor(points[i].x / this.cellSize), 0, cols - 1);
      const cy = clamp(Math.floor(points[i].y / this.cellSize), 0, rows - 1);
      const cell = cy * cols + cx;
      this.cellOf[i] = cell;
      this.cellCount[cell]++;
    }
    let running = 0;
    for (let c = 0; c < cells; c++) {
      this.cellStart[c] = running;
      running += this.cellCount[c];
    }
    this.cellStart[cells] = running;
    // Fill using cellCount as a cursor that counts back down to zero.
    for (let i = 0; i < points.length; i++) {
      const cell = this.cellOf[i];
      this.order[this.cellStart[cell] + --this.cellCount[cell]] = i;
    }
    // Restore the counts (used as bounds below).
    for (let c = 0; c < cells; c++) this.cellCount[c] = this.cellStart[c + 1] - this.cellStart[c];
  }

  /** Calls `visit(i, j, d²)` once for every pair (i ≠ j) closer than `maxDistance` (≤ cellSize). */
  forEachPairWithin(points: readonly Point[], maxDistance: number, visit: PairVisitor): void {
    const max2 = maxDistance * maxDistance;
    const { cols, rows } = this;
    for (let cy = 0; cy < rows; cy++) {
      for (let cx = 0; cx < cols; cx++) {
        const cell = cy * cols + cx;
        const start = this.cellStart[cell];
        const end = start + this.cellCount[cell];
        if (start === end) continue;
        // Pairs inside the cell.
        for (let a = start; a < end; a++) {
          const i = this.order[a];
          for (let b = a + 1; b < end; b++) this.test(points, i, this.order[b], max2, visit);
        }
        // Pairs with the forward neighbours: (1,0), (-1,1), (0,1), (1,1).
        this.pairCells(points, start, end, cx + 1, cy, max2, visit);
        this.pairCells(points, start, end, cx - 1, cy + 1, max2, visit);
        this.pairCells(points, start, end, cx, cy + 1, max2, visit);
        this.pairCells(points, start, end, cx + 1, cy + 1, max2, visit);
      }
    }
  }

  /** Calls `visit(i, d²)` for every point closer than `maxDistance` to (x, y). */
  forEachNear(points: readonly Point[], x: number, y: number, maxDistance: number, visit: (i: number, distanceSquared: number) => void): void {
    const max2 = maxDistance * maxDistance;
    const reach = Math.ceil(maxDistance / this.cellSize);
    const ccx = Math.floor(x / this.cellSize);
    const ccy = Math.floor(y / this.cellSize);
    for (let cy = Math.max(0, ccy - reach); cy <= Math.min(this.rows - 1, ccy + reach); cy++) {
      for (let cx = Math.max(0, ccx - reach); cx <= Math.min(this.cols - 1, ccx + reach); cx++) {
        const cell = cy * this.cols + cx;
        const start = this.cellStart[cell];
        const end = start + this.cellCount[cell];
        for (let a = start; a < end; a++) {
          const i = this.order[a];
          const dx = points[i].x - x;
          const dy = points[i].y - y;
          const d2 = dx * dx + dy * dy;
          if (d2 < max2) visit(i, d2);
        }
      }
    }
  }

  private pairCells(points: readonly Point[], start: number, end: number, ox: number, oy: number, max2: number, visit: PairVisitor): void {
    if (ox < 0 || ox >= this.cols || oy >= this.rows) return;
    const other = oy * this.cols + ox;
    const oStart = this.cellStart[other];
    const oEnd = oStart + this.cellCount[other];
    for (let a = start; a < end; a++) {
      const i = this.order[a];
      for (let b = oStart; b < oEnd; b++) this.test(points, i, this.order[b], max2, visit);
    }
  }

  private test(points: readonly Point[], i: number, j: number, max2: number, visit: PairVisitor): void {
    const dx = points[i].x - points[j].x;
    const dy = points[i].y - points[j].y;
    const d2 = dx * dx + dy * dy;
    if (d2 < max2) visit(i, j, d2);
  }
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}
