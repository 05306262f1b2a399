// Writes the PWA icons (a sports court drawn on the brand colour) as PNG files using only Node's zlib,
// so the icons are reproducible without an image toolchain: `node apps/web/scripts/make-icons.mjs`.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "icons");
const BRAND = [0x1c, 0x7e, 0xd6];
const LINE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** The court: an outlined rectangle, a half-way line and a centre circle; `padding` keeps maskable icons safe. */
const pixel = ({ x, y, size, padding, rounded }) => {
  const radius = size * 0.18;
  if (rounded) {
    const cx = Math.min(Math.max(x, radius), size - radius);
    const cy = Math.min(Math.max(y, radius), size - radius);
    if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) return [0, 0, 0, 0];
  }
  const inner = size - 2 * padding;
  const left = padding + inner * 0.14;
  const right = size - padding - inner * 0.14;
  const top = padding + inner * 0.24;
  const bottom = size - padding - inner * 0.24;
  const stroke = Math.max(1, inner * 0.035);
  const onBorder =
    x >= left - stroke / 2 &&
    x <= right + stroke / 2 &&
    y >= top - stroke / 2 &&
    y <= bottom + stroke / 2 &&
    (Math.abs(x - left) < stroke / 2 ||
      Math.abs(x - right) < stroke / 2 ||
      Math.abs(y - top) < stroke / 2 ||
      Math.abs(y - bottom) < stroke / 2);
  const midX = size / 2;
  const onMidLine = Math.abs(x - midX) < stroke / 2 && y >= top && y <= bottom;
  const circle = Math.abs(Math.hypot(x - midX, y - size / 2) - inner * 0.12) < stroke / 2;
  return [...(onBorder || onMidLine || circle ? LINE : BRAND), 255];
};

const png = ({ size, padding = 0, rounded = false }) => {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel({ x: x + 0.5, y: y + 0.5, size, padding, rounded });
      row.writeUInt8(r, 1 + x * 4);
      row.writeUInt8(g, 2 + x * 4);
      row.writeUInt8(b, 3 + x * 4);
      row.writeUInt8(a, 4 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(6, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

const icons = [
  { name: "icon-192.png", size: 192, rounded: true },
  { name: "icon-512.png", size: 512, rounded: true },
  { name: "maskable-512.png", size: 512, padding: 512 * 0.1 },
  { name: "apple-touch-icon-180.png", size: 180 },
  { name: "favicon-32.png", size: 32, rounded: true },
];
for (const icon of icons) writeFileSync(join(outDir, icon.name), png(icon));
console.log(`icons written to ${outDir}`);
