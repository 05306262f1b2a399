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
} as const;

export type DemoImageName = keyof typeof DRAWINGS;
export const DEMO_IMAGE_NAMES = Object.keys(DRAWINGS) as DemoImageName[];

/**
 * Stores one drawing as a public upload of the tenant, through the same preparation as a file a
 * person sends (type read from the bytes, re-encoded), and answers the value an image field holds.
 * The file is written before the row: `written` collects its key so the caller removes it if the
 * transaction fails.
 */
export const storeDemoImage = async ({
  tx,
  storage,
  tenantId,
  userId,
  name,
  written,
}: {
  tx: Executor;
  storage: Storage;
  tenantId: string;
  userId: string;
  name: DemoImageName;
  written: string[];
}): Promise<string> => {
  const png = await sharp(Buffer.from(DRAWINGS[name])).png().toBuffer();
  const prepared = await prepareUpload({ buffer: png, filename: `demonstracao-${name}.png` });
  const id = randomUUID();
  const key = uploadKey({ tenantId, id, ext: prepared.ext });
  await storage.put({ key, body: prepared.body, contentType: prepared.contentType });
  written.push(key);
  await tx.insert(uploads).values({
    tenantId,
    id,
    key,
    name: prepared.name,
    contentType: prepared.contentType,
    size: prepared.body.length,
    kind: prepared.kind,
    visibility: "public",
    width: prepared.width,
    height: prepared.height,
    createdBy: userId,
  });
  return `uploads/${id}`;
};
