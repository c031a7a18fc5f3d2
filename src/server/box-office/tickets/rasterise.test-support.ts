/** For tests only: jsQR reads pixels, so a matrix is drawn into an image first. */
import type { QrMatrix } from "./qr";

/** Draws the matrix into an RGBA buffer, `scale` pixels a module, with a quiet zone of four modules. */
export function rasterise(matrix: QrMatrix, scale = 4): { data: Uint8ClampedArray; width: number } {
  const quiet = 4;
  const width = (matrix.size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.modules[y]?.[x]) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const offset = (((y + quiet) * scale + dy) * width + (x + quiet) * scale + dx) * 4;
          data[offset] = 0;
          data[offset + 1] = 0;
          data[offset + 2] = 0;
        }
      }
    }
  }
  return { data, width };
}
