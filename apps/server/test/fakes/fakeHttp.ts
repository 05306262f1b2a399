import { createServer, type IncomingMessage, type Server } from "node:http";

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
};
export type FakeAnswer = { status: number; body: unknown };
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A local HTTP server answering JSON, for the gateways' fakes; `requests` keeps what it was sent. */
export const startFakeHttp = async (handler: FakeHandler) => {
  const requests: FakeRequest[] = [];
  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(incoming.url ?? "/", "http://fake");
    const request: FakeRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body: text ? JSON.parse(text) : null,
    };
    requests.push(request);
    const answer = await handler(request);
    outgoing.writeHead(answer.status, { "content-type": "application/json" });
    outgoing.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type WebhookDelivery = {
  path: string;
  headers: Record<string, string>;
  body: unknown;
  eventId: string;
};

let counter = 0;
export const fakeId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(++counter).toString(36).padStart(6, "0")}`;
export const notFound: FakeAnswer = {
  status: 404,
  body: { errors: [{ code: "not_found", description: "Não encontrado." }] },
};
export const unauthorized: FakeAnswer = { status: 401, body: { message: "Unauthorized" } };
