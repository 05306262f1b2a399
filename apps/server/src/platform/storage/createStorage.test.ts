import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";

describe("storage configuration", () => {
  it("keeps files under QUADRA_DATA_DIR/uploads unless a bucket is named", () => {
    expect(loadConfig({ QUADRA_DATA_DIR: "/srv/quadra" }).storage).toEqual({
      kind: "local",
      dir: join(resolve("/srv/quadra"), "uploads"),
    });
  });

  it("chooses S3 when S3_BUCKET is set, with its endpoint, region, credentials and path style", () => {
    expect(
      loadConfig({
        S3_BUCKET: "arquivos",
        S3_ENDPOINT: "https://minio.example.com:9000",
        S3_REGION: "sa-east-1",
        S3_ACCESS_KEY_ID: "chave",
        S3_SECRET_ACCESS_KEY: "segredo",
        S3_FORCE_PATH_STYLE: "1",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "arquivos",
      endpoint: "https://minio.example.com:9000",
      region: "sa-east-1",
      accessKeyId: "chave",
      secretAccessKey: "segredo",
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: "arquivos" }).storage).toMatchObject({
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: undefined,
      forcePathStyle: false,
    });
  });
});
