/**
 * The resource framework's benchmarks (issue 3), run on demand, never in CI:
 *   npm run bench:resources -w bench            # both
 *   npm run bench:resources -w bench -- list    # the list request only
 *   npm run bench:resources -w bench -- import  # the 100,000-row import only
 * Each creates its own quadra_bench_* database on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test) and drops it at the end. See bench/resources/README.md.
 */
import { runListBenchmark } from "./list.ts";

const which = process.argv[2] ?? "all";
if (!["all", "list", "import"].includes(which)) throw new Error(`unknown benchmark ${which}: list or import`);
if (which === "all" || which === "list") await runListBenchmark();
if (which === "all" || which === "import") {
  const { runImportBenchmark } = await import("./import.ts");
  await runImportBenchmark();
}
