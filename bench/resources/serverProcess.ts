import { type ChildProcess, fork } from "node:child_process";

export type Server = { name: "bare" | "framework" | "counting"; port: number; child: ChildProcess };

/** Forks benchServer.ts and waits for the port it listens on (127.0.0.1). */
export const startServer = (name: Server["name"], url: string, tenantId: string) =>
  new Promise<Server>((resolve, reject) => {
    const child = fork(new URL("./benchServer.ts", import.meta.url).pathname, {
      // BENCH_CPU_PROF=<dir>: the server's CPU profile written there when it stops (where its time goes).
      execArgv: [
        "--import",
        "tsx",
        ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ],
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
