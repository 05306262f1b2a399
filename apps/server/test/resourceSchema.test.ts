import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_SCHEMA_PATH, generatedSchemaSource } from "../scripts/genResourceSchema.ts";

describe("the generated table exports", () => {
  it("are in step with the resource registry (run `npm run db:resources -w @quadra/server`)", () => {
    expect(readFileSync(GENERATED_SCHEMA_PATH, "utf8")).toBe(generatedSchemaSource());
  });
});
