/**
 * A server of the public search benchmark in a process of its own (forked by publicSearch.ts):
 * the benchmarks' server (../resources/benchServer.ts) with the baseline of bareSearch.ts.
 */
import { serveBench } from "../resources/benchServer.ts";
import { bareSearchApp } from "./bareSearch.ts";

await serveBench(bareSearchApp);
