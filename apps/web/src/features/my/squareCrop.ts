/** Where a square crop sits in an image: zoom 1 is the largest square; x and y move it (-1 to 1). */
export type SquareCrop = { zoom: number; x: number; y: number };

/** The source rectangle of the crop, in the image's pixels. */
export const cropRect = ({ width, height }: { width: number; height: number }, crop: SquareCrop) => {
  const side = Math.min(width, height) / crop.zoom;
  const freeX = width - side;
  const freeY = height - side;
  return { sx: (freeX * (crop.x + 1)) / 2, sy: (freeY * (crop.y + 1)) / 2, side };
};

/** Draws the crop of `image` on `canvas` at `size` × `size` pixels. */
export const drawCrop = (
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  crop: SquareCrop,
  size: number,
) => {
  canvas.width = size;
  canvas.height = size;
  const { sx, sy, side } = cropRect({ width: image.naturalWidth, height: image.naturalHeight }, crop);
  canvas.getContext("2d")?.drawImage(image, sx, sy, side, side, 0, 0, size, size);
};
