import { eq } from "drizzle-orm";
import sharp from "sharp";
import { users } from "../src/platform/db/schema/index.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import type { TestServer, TestTenant } from "./harness.ts";
import { multipartBody } from "./multipart.ts";

/** Fixtures of the /my area and privacy tests: rows of registry resources, uploads, a photo with GPS. */

/** Inserts a row of a registry resource straight into the tenant (as another module's screen would have). */
export const insertRow = async (
  server: TestServer,
  tenant: TestTenant,
  name: string,
  values: Record<string, unknown>,
): Promise<Record<string, any>> => {
  const table = resourceTable(name) as any;
  const [row] = await server.db.tenant(tenant.id, (tx) =>
    tx
      .insert(table)
      .values({ tenant_id: tenant.id, ...values })
      .returning(),
  );
  return row as Record<string, any>;
};

export const setPerson = (
  server: TestServer,
  tenant: TestTenant,
  id: string,
  values: Partial<typeof users.$inferInsert>,
) => server.db.tenant(tenant.id, (tx) => tx.update(users).set(values).where(eq(users.id, id)));

export const personRow = async (server: TestServer, tenant: TestTenant, id: string) =>
  (await server.db.tenant(tenant.id, (tx) => tx.select().from(users).where(eq(users.id, id))))[0];

/** A JPEG carrying GPS coordinates and a camera's EXIF, as a phone writes it. */
export const photoWithGps = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Camera do Atleta", Artist: "Pessoa Fotografada" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "23/1 33/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "46/1 38/1 0/1",
      },
    })
    .toBuffer();

export const uploadFile = async (
  server: TestServer,
  tenant: TestTenant,
  token: string,
  file: { filename: string; content: Buffer; contentType: string },
) => {
  const { payload, headers } = multipartBody([{ field: "file", ...file }]);
  const response = await server.app.inject({
    method: "POST",
    url: `/t/${tenant.identifier}/api/v1/uploads`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};

export const rawGet = (server: TestServer, tenant: TestTenant, path: string, token?: string) =>
  server.app.inject({
    method: "GET",
    url: `/t/${tenant.identifier}/api/v1/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
