/** A rectangle on a PDF page, in points from the page's top left corner (as poppler's tools give them). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of a page that content may fill. */
export interface Frame {
  left: number;
  width: number;
  top: number;
  bottom: number;
}

/** Photos three to a row, each in a fixed cell with its caption below. */
export const PHOTO_GRID = { columns: 3, gap: 12, cellHeight: 118, captionGap: 4, captionHeight: 22 } as const;
const ROW_HEIGHT = PHOTO_GRID.cellHeight + PHOTO_GRID.captionGap + PHOTO_GRID.captionHeight;

/** An image of `size` pixels in a box, aspect kept and never enlarged (a pixel is a point at most), at the box's top, centred across. */
export function fitIn(size: { width: number; height: number }, box: Rect): Rect {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y, width, height };
}

export interface PhotoCell {
  /** The cell starts a new page (its row did not fit on the one before). */
  newPage: boolean;
  image: Rect;
  caption: Rect;
}

/** The height a row of photos takes: what must fit below a heading for the heading to stay with its photos. */
export const PHOTO_ROW_HEIGHT = ROW_HEIGHT;

/**
 * Where each photo goes, from `y` down: rows of cells that flow onto a new page when a row does
 * not fit, and the `y` below the last row.
 */
export function photoGrid(sizes: { width: number; height: number }[], frame: Frame, y: number): { cells: PhotoCell[]; y: number } {
  const { columns, gap, cellHeight, captionGap, captionHeight } = PHOTO_GRID;
  const cellWidth = (frame.width - gap * (columns - 1)) / columns;
  const cells: PhotoCell[] = [];
  let top = y;
  sizes.forEach((size, index) => {
    const column = index % columns;
    let newPage = false;
    if (column === 0) {
      if (index > 0) top += ROW_HEIGHT + gap;
      if (top + ROW_HEIGHT > frame.bottom) {
        newPage = true;
        top = frame.top;
      }
    }
    const x = frame.left + column * (cellWidth + gap);
    cells.push({
      newPage,
      image: fitIn(size, { x, y: top, width: cellWidth, height: cellHeight }),
      caption: { x, y: top + cellHeight + captionGap, width: cellWidth, height: captionHeight },
    });
  });
  return { cells, y: sizes.length ? top + ROW_HEIGHT : y };
}
