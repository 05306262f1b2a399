import type { MyData } from "@quadra/shared";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../platform/db/database.ts";
import { users } from "../../platform/db/schema/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { authOf } from "../../platform/http/requestScope.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import type { UserRow } from "../auth/sessionInfo.ts";

/** The caller as the author of an audited write. */
export const selfActor = (request: FastifyRequest): Actor => {
  const { user } = authOf(request);
  return { tenantId: user.tenantId, userId: user.id, userName: user.name, ip: request.ip };
};

/** A person's current row, read in the write's transaction (the session's copy may be seconds old). */
export const loadPerson = async (tx: Executor, id: string, options: { forUpdate?: boolean } = {}) => {
  const query = tx.select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = await (options.forUpdate ? query.for("update") : query);
  if (!row) throw notFound("Pessoa não encontrada.");
  return row;
};

/** The name a person goes by: the approved nome social when there is one. */
export const displayName = (user: Pick<UserRow, "name" | "socialName">) => user.socialName || user.name;

export const toMyData = (user: UserRow): MyData => ({
  id: user.id,
  name: user.name,
  social_name: user.socialName,
  pending_social_name: user.pendingSocialName,
  cpf: user.cpf,
  email: user.email,
  phone: user.phone,
  birthdate: user.birthdate,
  gender: (user.gender as MyData["gender"]) ?? null,
  mother_name: user.motherName,
  father_name: user.fatherName,
  rg: user.rg,
  nationality: user.nationality,
  birth_city: user.birthCity,
  blood_type: (user.bloodType as MyData["blood_type"]) ?? null,
  emergency_contact_name: user.emergencyContactName,
  emergency_contact_phone: user.emergencyContactPhone,
  address: user.address ?? null,
  image_url: user.imageUrl,
  pending_image_url: user.pendingImageUrl,
  registration_number: user.registrationNumber,
  version: user.version,
});
