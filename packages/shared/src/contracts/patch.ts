import { z } from "zod";

/**
 * The PATCH form of a create schema: every field optional and without its default. Zod 4 applies a
 * field's `.default()` even inside `.partial()`, so a partial body parsed with `schema.partial()`
 * comes back with every field the client did not send reset to its default, and the update would
 * write them all (a rename would wipe a tenant's hosts and modules, or a role's permissions).
 */
export const patchOf = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) => {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape) as unknown as ReturnType<z.ZodObject<Shape>["partial"]>;
};
