import { describe, expect, it } from "vitest";
import { cropRect } from "./squareCrop.ts";

describe("cropRect", () => {
  it("takes the largest centred square at zoom 1 and moves it within the image", () => {
    expect(cropRect({ width: 400, height: 200 }, { zoom: 1, x: 0, y: 0 })).toEqual({
      sx: 100,
      sy: 0,
      side: 200,
    });
    expect(cropRect({ width: 400, height: 200 }, { zoom: 1, x: -1, y: 0 })).toEqual({
      sx: 0,
      sy: 0,
      side: 200,
    });
    expect(cropRect({ width: 400, height: 200 }, { zoom: 2, x: 1, y: 1 })).toEqual({
      sx: 300,
      sy: 100,
      side: 100,
    });
  });
});
