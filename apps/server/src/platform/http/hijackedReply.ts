import type { ServerResponse } from "node:http";

/**
 * Ends a hijacked answer (a streamed export) that failed: Fastify no longer ends those, so without
 * this the client would wait on an open connection forever. Before the file started, it is still a
 * pt-BR 500 envelope; after, the connection is cut, which a browser shows as a failed download
 * rather than a truncated file.
 */
export const endFailedHijacked = (raw: ServerResponse) => {
  if (raw.headersSent) {
    raw.destroy();
    return;
  }
  raw.writeHead(500, { "content-type": "application/json; charset=utf-8" });
  raw.end(
    JSON.stringify({
      status: 0,
      message: "Erro interno do servidor. Tente de novo; se persistir, fale com o suporte.",
    }),
  );
};
