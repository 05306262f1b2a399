import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { TestServer } from "./harness.ts";
import { multipartBody } from "./multipart.ts";

/** Who imports: the test server, the tenant and a token allowed to import. */
export type Importing = { server: TestServer; tenant: { identifier: string }; token: string };

/** A CSV of these columns and rows (values already as the sheet holds them). */
export const csvOf = (rows: Record<string, string>[]) => {
  const headers = Object.keys(rows[0] ?? {});
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `${[headers.join(","), ...rows.map((row) => headers.map((key) => cell(row[key] ?? "")).join(","))].join("\r\n")}\r\n`;
};

/** Uploads a sheet for an import of `resource`: the stored import as the API answers it (201). */
export const uploadImport = async (
  { server, tenant, token }: Importing,
  { resource, filename, content }: { resource: string; filename: string; content: string },
) => {
  const form = multipartBody([
    { field: "resource", value: resource },
    { field: "file", filename, content },
  ]);
  const uploaded = await server.app.inject({
    method: "POST",
    url: `/t/${tenant.identifier}/api/v1/imports`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json().result as { id: string; suggested_mapping: Record<string, string | null> };
};

/** Uploads and previews an import of `resource` mapped column → field; answers each row's errors. */
export const previewImport = async (
  importing: Importing,
  resource: string,
  rows: Record<string, string>[],
) => {
  const { server, tenant, token } = importing;
  const { id } = await uploadImport(importing, {
    resource,
    filename: `${resource}.csv`,
    content: csvOf(rows),
  });
  const mapping = Object.fromEntries(Object.keys(rows[0]!).map((key) => [key, key]));
  const previewed = await server.api(tenant.identifier, "POST", `imports/${id}/preview`, {
    token,
    body: { mapping },
  });
  expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
  const byRow = new Map<number, Record<string, string>>(
    previewed.body.result.rows.map((row: { row_number: number; errors: Record<string, string> }) => [
      row.row_number,
      row.errors,
    ]),
  );
  return { id, errors: rows.map((_, index) => byRow.get(index + 2) ?? {}) };
};

/** Commits a previewed import and waits for its job to end: its status and message. */
export const commitImport = async ({ server, tenant, token }: Importing, id: string) => {
  const started = await server.api(tenant.identifier, "POST", `imports/${id}/commit`, {
    token,
    headers: { "idempotency-key": randomUUID() },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let attempt = 0; attempt < 500; attempt++) {
    const shown = await server.api(tenant.identifier, "GET", `imports/${id}`, { token });
    const job = shown.body.result.job;
    if (job.status === "succeeded" || job.status === "failed")
      return job as { status: string; message: string };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the import's job did not end");
};
