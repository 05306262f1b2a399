import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Executor } from "../../platform/db/database.ts";
import { uploads } from "../../platform/db/schema/index.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { uploadKey } from "../../platform/storage/uploadKey.ts";
import { prepareUpload } from "../uploads/prepareUpload.ts";

/**
 * Pictures of the demonstration content (slides, highlights), drawn here so the demo needs no
 * network and carries no third party's image: gradients and the lines of a court, a track, a net.
 * No text is drawn, so a server without fonts renders them the same.
 */
const gradient = (from: string, to: string) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const line = (width = 8) => `fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${width}"`;

const DRAWINGS = {
  court: svg(
    1600,
    900,
    `${gradient("#0b3d91", "#1e88e5")}<rect x="200" y="150" width="1200" height="600" ${line()}/><line x1="800" y1="150" x2="800" y2="750" ${line()}/><circle cx="800" cy="450" r="110" ${line()}/><rect x="200" y="330" width="140" height="240" ${line()}/><rect x="1260" y="330" width="140" height="240" ${line()}/>`,
  ),
  track: svg(
    1600,
    900,
    `${gradient("#b71c1c", "#ff7043")}${[0, 1, 2, 3, 4, 5]
      .map((lane) => {
        const r = 170 + lane * 45;
        return `<path d="M ${500} ${450 - r} H ${1100} A ${r} ${r} 0 0 1 ${1100} ${450 + r} H ${500} A ${r} ${r} 0 0 1 ${500} ${450 - r} Z" ${line(6)}/>`;
      })
      .join("")}`,
  ),
  net: svg(
    1600,
    900,
    `${gradient("#00695c", "#26a69a")}<line x1="0" y1="600" x2="1600" y2="600" ${line()}/>${Array.from(
      { length: 17 },
      (_, i) => `<line x1="${i * 100}" y1="300" x2="${i * 100}" y2="600" ${line(3)}/>`,
    ).join("")}${[0, 1, 2, 3]
      .map((row) => `<line x1="0" y1="${300 + row * 75}" x2="1600" y2="${300 + row * 75}" ${line(3)}/>`)
      .join("")}<circle cx="1250" cy="200" r="90" fill="#ffffff" fill-opacity="0.85"/>`,
  ),
  ball: svg(
    800,
    450,
    `${gradient("#4a148c", "#7e57c2")}<circle cx="400" cy="225" r="130" ${line()}/><path d="M 270 225 Q 400 120 530 225 M 270 225 Q 400 330 530 225 M 400 95 V 355" ${line(6)}/>`,
  ),
  podium: svg(
    800,
    450,
    `${gradient("#e65100", "#ffb300")}<rect x="160" y="250" width="160" height="140" fill="#ffffff" fill-opacity="0.5"/><rect x="320" y="170" width="160" height="220" fill="#ffffff" fill-opacity="0.7"/><rect x="480" y="290" width="160" height="100" fill="#ffffff" fill-opacity="0.4"/>`,
  ),
  // A scanned card: what a person's document (RG, atestado) looks like in the review queue.
  document: svg(
    1200,
    800,
    `${gradient("#eceff1", "#cfd8dc")}<rect x="80" y="80" width="1040" height="640" rx="36" fill="#ffffff" stroke="#90a4ae" stroke-width="6"/><rect x="140" y="170" width="260" height="320" rx="16" fill="#b0bec5"/><circle cx="270" cy="290" r="70" fill="#eceff1"/><rect x="200" y="380" width="140" height="90" rx="40" fill="#eceff1"/>${[
      0, 1, 2, 3, 4,
    ]
      .map(
        (row) =>
          `<rect x="460" y="${190 + row * 70}" width="${520 - row * 60}" height="26" rx="13" fill="#cfd8dc"/>`,
      )
      .join("")}<rect x="140" y="560" width="920" height="26" rx="13" fill="#cfd8dc"/>`,
  ),
} as const;

export type DemoImageName = keyof typeof DRAWINGS;
export const DEMO_IMAGE_NAMES = Object.keys(DRAWINGS) as DemoImageName[];

/**
 * A drawing rendered and prepared once per process: the demo stores the same scan for many
 * documents, and rendering it each time was most of their cost.
 */
const prepared = new Map<DemoImageName, ReturnType<typeof prepareUpload>>();
const preparedDrawing = (name: DemoImageName) => {
  let drawing = prepared.get(name);
  if (!drawing) {
    drawing = sharp(Buffer.from(DRAWINGS[name]))
      .png()
      .toBuffer()
      .then((png) => prepareUpload({ buffer: png, filename: `demonstracao-${name}.png` }));
    // A failed rendering is tried again next time rather than remembered.
    drawing.catch(() => prepared.delete(name));
    prepared.set(name, drawing);
  }
  return drawing;
};

/**
 * Starts rendering every drawing in the background (sharp works on other threads), so they are
 * ready when the records that use them are written instead of holding the seed up then.
 */
export const prepareDemoDrawings = () => {
  for (const name of DEMO_IMAGE_NAMES) void preparedDrawing(name).catch(() => undefined);
};

/**
 * Stores drawings as uploads of the tenant (public unless asked otherwise), through the same
 * preparation as a file a person sends (type read from the bytes, re-encoded), the rows in one
 * INSERT, and answers the values image fields hold, in the order of `names`. The files are written
 * before the rows: `written` collects their keys so the caller removes them if the transaction fails.
 */
export const storeDemoImages = async ({
  tx,
  storage,
  tenantId,
  userId,
  names,
  written,
  visibility = "public",
}: {
  tx: Executor;
  storage: Storage;
  tenantId: string;
  userId: string;
  names: readonly DemoImageName[];
  written: string[];
  /** Public for the site's pictures; private for a person's document, seen only through its record. */
  visibility?: "public" | "private";
}): Promise<string[]> => {
  if (!names.length) return [];
  const rows: (typeof uploads.$inferInsert)[] = [];
  for (const name of names) {
    const prepared = await preparedDrawing(name);
    const id = randomUUID();
    const key = uploadKey({ tenantId, id, ext: prepared.ext });
    await storage.put({ key, body: prepared.body, contentType: prepared.contentType });
    written.push(key);
    rows.push({
      tenantId,
      id,
      key,
      name: prepared.name,
      contentType: prepared.contentType,
      size: prepared.body.length,
      kind: prepared.kind,
      visibility,
      width: prepared.width,
      height: prepared.height,
      createdBy: userId,
    });
  }
  await tx.insert(uploads).values(rows);
  return rows.map((row) => `uploads/${row.id}`);
};
