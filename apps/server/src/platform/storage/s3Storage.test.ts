import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3Storage.ts";

/**
 * The S3 storage against a small stand-in for an S3-compatible service (path-style, as MinIO),
 * which keeps objects in memory and ignores signatures: what is checked is what the storage sends
 * and how it reads the answers, including a missing key.
 */
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: string[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    seen.push(`${request.method} ${path}`);
    if (request.method === "PUT") {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      objects.set(path, { body: Buffer.concat(chunks), type: String(request.headers["content-type"]) });
      response.writeHead(200, { etag: '"1"' }).end();
      return;
    }
    if (request.method === "DELETE") {
      objects.delete(path);
      response.writeHead(204).end();
      return;
    }
    const found = objects.get(path);
    if (!found) {
      response
        .writeHead(404, { "content-type": "application/xml" })
        .end("<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>");
      return;
    }
    response
      .writeHead(200, { "content-type": found.type, "content-length": found.body.length })
      .end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("createS3Storage", () => {
  it("puts, reads back, misses and deletes objects under the bucket", async () => {
    const storage = createS3Storage({
      bucket: "quadra",
      region: "us-east-1",
      endpoint,
      accessKeyId: "teste",
      secretAccessKey: "segredo-de-teste",
      forcePathStyle: true,
    });
    const key = "t/1f0c/2025/03/ab12.pdf";
    await storage.put({ key, body: Buffer.from("%PDF-1.4 conteúdo"), contentType: "application/pdf" });
    expect(objects.get(`/quadra/${key}`)?.type).toBe("application/pdf");

    const stored = await storage.get(key);
    expect({ size: stored?.size, type: stored?.contentType, body: await text(stored!.stream) }).toEqual({
      size: Buffer.byteLength("%PDF-1.4 conteúdo"),
      type: "application/pdf",
      body: "%PDF-1.4 conteúdo",
    });
    expect(await storage.get("t/1f0c/2025/03/nada.pdf")).toBeUndefined();

    await storage.delete(key);
    expect(objects.has(`/quadra/${key}`)).toBe(false);
    expect(seen).toEqual(
      expect.arrayContaining([`PUT /quadra/${key}`, `GET /quadra/${key}`, `DELETE /quadra/${key}`]),
    );
  });

  it("refuses a key the server would not have made, before any request", async () => {
    const storage = createS3Storage({
      bucket: "quadra",
      region: "us-east-1",
      endpoint,
      accessKeyId: "teste",
      secretAccessKey: "segredo-de-teste",
      forcePathStyle: true,
    });
    const before = seen.length;
    await expect(storage.get("../outro-bucket/x")).rejects.toThrow(/invalid storage key/);
    await expect(
      storage.put({ key: "/x", body: Buffer.from("x"), contentType: "text/plain" }),
    ).rejects.toThrow();
    expect(seen.length).toBe(before);
  });
});
