import { type ChildProcess, fork } from "node:child_process";

export type Server = { name: "bare" | "framework"; port: number; child: ChildProcess };

/** Forks competitionsServer.ts in `name` mode and waits for the port it listens on (127.0.0.1). */
export const startServer = (name: Server["name"], url: string, tenantId: string) =>
  new Promise<Server>((resolve, reject) => {
    const child = fork(new URL("./competitionsServer.ts", import.meta.url).pathname, {
      // BENCH_CPU_PROF=<dir>: the product's server writes a V8 CPU profile there when it stops.
      execArgv: [
        "--import",
        "tsx",
        ...(process.env.BENCH_CPU_PROF && name === "framework"
          ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
          : []),
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

/** How many statements the server has sent to PostgreSQL so far (competitionsServer.ts counts them). */
export const statementsOf = (server: Server) =>
  new Promise<number>((resolve) => {
    const listener = (message: { queries?: number }) => {
      if (message.queries === undefined) return;
      server.child.off("message", listener);
      resolve(message.queries);
    };
    server.child.on("message", listener);
    server.child.send("queries");
  });

/** Statements per call of `fn` on `server`, over `times` calls one after another. */
export const statementsPer = async (
  server: Server,
  times: number,
  fn: (index: number) => Promise<unknown>,
) => {
  const before = await statementsOf(server);
  for (let i = 0; i < times; i++) await fn(i);
  return ((await statementsOf(server)) - before) / times;
};
