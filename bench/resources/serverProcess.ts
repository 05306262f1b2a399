import { type ChildProcess, fork } from "node:child_process";

export type Server = { name: "bare" | "framework" | "counting"; port: number; child: ChildProcess };

/** Forks benchServer.ts and waits for the port it listens on (127.0.0.1). */
export const startServer = (name: Server["name"], url: string, tenantId: string) =>
  new Promise<Server>((resolve, reject) => {
    const child = fork(new URL("./benchServer.ts", import.meta.url).pathname, {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, BENCH_MODE: name, BENCH_URL: url, BENCH_TENANT_ID: tenantId },
    });
    child.once("message", (message: { port: number }) => resolve({ name, port: message.port, child }));
    child.once("exit", (code) => reject(new Error(`${name} server exited (${code})`)));
  });

export const stopServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.child.removeAllListeners("exit");
    server.child.once("exit", () => resolve());
    server.child.send("stop");
  });
