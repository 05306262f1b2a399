import { describe, expect, it } from "vitest";
import { connectHosts, directoryQuery } from "./connectMode.ts";

describe("connect mode", () => {
  it("defaults the generic hosts to 127.0.0.1", () => {
    expect(connectHosts(undefined)).toEqual(["127.0.0.1"]);
    expect(connectHosts(" app.quadra.com.br , 127.0.0.1 ")).toEqual(["app.quadra.com.br", "127.0.0.1"]);
  });

  it("asks by host on a branded host and by stored code on a generic one", () => {
    const hosts = ["127.0.0.1"];
    expect(directoryQuery({ host: "localhost:3000", hostname: "localhost", storedCode: "x", hosts })).toEqual(
      {
        host: "localhost:3000",
      },
    );
    expect(
      directoryQuery({ host: "127.0.0.1:3000", hostname: "127.0.0.1", storedCode: "demo", hosts }),
    ).toEqual({
      code: "demo",
    });
    expect(
      directoryQuery({ host: "127.0.0.1:3000", hostname: "127.0.0.1", storedCode: null, hosts }),
    ).toBeNull();
  });
});
