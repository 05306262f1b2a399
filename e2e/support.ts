import { existsSync, readFileSync } from "node:fs";
import { type APIRequestContext, type APIResponse, expect, type Page } from "@playwright/test";
import { paymentSettingsInputOf } from "@quadra/shared";
import { startFakeAsaas } from "../apps/server/test/fakes/fakeAsaas.ts";
import type { CapturedMail } from "../apps/server/test/fakes/smtpMailbox.ts";
import { E2E_MAILBOX, E2E_MASTER_PASSWORD } from "./playwright.config.ts";

export const MASTER = { login: "master@quadra.local", password: E2E_MASTER_PASSWORD };
export const DEMO_API = "/t/demo/api/v1";

let counter = 0;
/** A valid cpf that no other test uses (check digits computed like packages/shared's validator). */
export const uniqueCpf = (): string => {
  const seed = (Date.now() % 100_000_000) * 10 + (counter++ % 10);
  const base = [...String(seed).padStart(9, "0").slice(-9)].map(Number);
  const digit = (digits: number[], start: number) => {
    const rest = (digits.reduce((sum, d, i) => sum + d * (start - i), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base, 10);
  return [...base, first, digit([...base, first], 11)].join("");
};

/** A valid numeric CNPJ (head office, 0001) that no other test uses. */
export const uniqueCnpj = (): string => {
  const seed = (Date.now() % 10_000_000) * 10 + (counter++ % 10);
  const base = [...`${String(seed).padStart(8, "0").slice(-8)}0001`].map(Number);
  const digit = (digits: number[]) => {
    const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2].slice(13 - digits.length);
    const rest = digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join("");
};

export type Person = { name: string; cpf: string; email: string; password: string };

export const newPerson = (name = "Joana Atleta"): Person => {
  const cpf = uniqueCpf();
  return { name, cpf, email: `atleta-${cpf}@example.com`, password: "uma frase-senha bem longa 2026" };
};

type Mail = Omit<CapturedMail, "raw">;

/** What the suite's server has mailed so far (e2e/mailServer.ts), oldest first; a line still being written is skipped. */
const mailed = (): Mail[] =>
  existsSync(E2E_MAILBOX)
    ? readFileSync(E2E_MAILBOX, "utf8")
        .split("\n")
        .flatMap((line) => {
          try {
            return line ? [JSON.parse(line) as Mail] : [];
          } catch {
            return [];
          }
        })
    : [];

/**
 * The newest message to `address` whose subject matches, once it has come: the server mails after
 * its answer (and a busy machine takes a while), so this waits on the mailbox, not on a clock.
 */
export const mailTo = async (address: string, subject: RegExp, timeout = 30_000): Promise<Mail> => {
  const find = () =>
    mailed()
      .filter((mail) => mail.to.includes(address.toLowerCase()) && subject.test(mail.subject))
      .at(-1);
  await expect
    .poll(() => find()?.subject ?? null, { timeout, message: `a mail to ${address}` })
    .not.toBeNull();
  return find()!;
};

/** Registers a person through the API of a tenant (the UI registration has its own test). */
export const registerByApi = async (request: APIRequestContext, person: Person, tenant = "demo") => {
  const response = await request.post(`/t/${tenant}/api/v1/auth/register`, {
    data: {
      name: person.name,
      cpf: person.cpf,
      email: person.email,
      phone: "11987654321",
      birthdate: "2000-01-15",
      password: person.password,
      accept_terms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).result as { token: string };
};

/** Registers a person through the API and answers their id (what a roster or a referee points at). */
export const registeredId = async (request: APIRequestContext, person: Person) => {
  const { token } = await registerByApi(request, person);
  return (await apiAs(request, token).get("auth/me")).id as string;
};

/** A new person (registered through the API) of `association`, on `team`'s roster as an athlete: their id. */
export const rosterPlayer = async (
  request: APIRequestContext,
  token: string,
  { association, team, name, number }: { association: string; team: string; name: string; number: number },
) => {
  const calls = apiAs(request, token);
  const userId = await registeredId(request, newPerson(name));
  await calls.post(`associations/${association}/associationusers`, { user_id: userId, status: "active" });
  await calls.post(`teams/${team}/teammembers`, { user_id: userId, role: "athlete", number });
  return userId;
};

/**
 * Two new players on `team`'s roster (of `association`): `suspended`, under another body's
 * suspension until 31/12/2099 (what the sheet shows as the reason), and `free`, her teammate.
 */
export const suspendedAndFreePlayers = async (
  request: APIRequestContext,
  token: string,
  {
    association,
    team,
    suspended,
    free,
  }: { association: string; team: string; suspended: string; free: string },
) => {
  const ids: string[] = [];
  for (const [index, name] of [suspended, free].entries())
    ids.push(await rosterPlayer(request, token, { association, team, name, number: index + 10 }));
  await apiAs(request, token).post("punishments", {
    kind: "suspension_days",
    user_id: ids[0],
    starts_on: "2020-01-01",
    ends_on: "2099-12-31",
    decided_on: "2020-01-01",
    external: true,
    issuer: "TJD",
    case_number: `${suspended.slice(-40)}/2026`,
    reason: "Agressão ao árbitro",
  });
  return { suspended: ids[0]!, free: ids[1]! };
};

export const masterToken = async (request: APIRequestContext) => {
  const response = await request.post(`${DEMO_API}/auth/login`, { data: MASTER });
  expect(response.status()).toBe(200);
  return (await response.json()).result.token as string;
};

/**
 * The demo tenant's API as the holder of `token`, for a spec's setup: each call checks its status
 * (the response's text says why when it is another) and answers the envelope's `result`.
 */
export const apiAs = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  const check = async (response: APIResponse, status: number): Promise<any> => {
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()).result;
  };
  return {
    post: async (path: string, data: object = {}, status = 201) =>
      check(await request.post(`${DEMO_API}/${path}`, { headers, data }), status),
    patch: async (path: string, data: object) =>
      check(await request.patch(`${DEMO_API}/${path}`, { headers, data }), 200),
    put: async (path: string, data: object, status = 200) =>
      check(await request.put(`${DEMO_API}/${path}`, { headers, data }), status),
    get: async (path: string) => check(await request.get(`${DEMO_API}/${path}`, { headers }), 200),
  };
};

/** The login screen's one field, which takes the cpf or the e-mail (labelled by the tenant's key). */
export const loginField = (page: Page) => page.getByLabel(/^(CPF ou e-mail|E-mail ou CPF)/);

/** Logs in through the login screen, by e-mail. */
export const loginWithEmail = async (
  page: Page,
  { login, password }: { login: string; password: string },
) => {
  await loginField(page).fill(login);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
};

/** Logs in through the login screen, by cpf (the field masks the digits as they are typed). */
export const loginWithCpf = async (page: Page, { cpf, password }: { cpf: string; password: string }) => {
  await loginField(page).pressSequentially(cpf);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
};

export type Delegation = { name: string; association: string };

/**
 * A running, public games edition "Jogos Escolares <word>" with two delegations, Norte and Sul, each
 * of a new association (a municipality), made through the API: the games specs' setup.
 */
export const gamesEdition = async (calls: ReturnType<typeof apiAs>, word: string) => {
  const olympic = await calls.post("olympics", {
    name: `Jogos Escolares ${word}`,
    edition: 2026,
    status: "running",
    public: true,
    point_ties: "share",
  });
  const delegations: Delegation[] = [];
  for (const [index, city] of ["Norte", "Sul"].entries()) {
    const association = await calls.post("associations", {
      name: `Prefeitura de ${city} ${word}`,
      email: `jogos-${index}-${word}@example.com`,
      cnpj: uniqueCnpj(),
    });
    const name = `Delegação ${city} ${word}`;
    await calls.post(`olympics/${olympic.id}/olympicmembers`, { name, association_id: association.id });
    delegations.push({ name, association: association.id });
  }
  const [north, south] = delegations as [Delegation, Delegation];
  return { olympic: olympic as { id: string; name: string }, north, south };
};

/**
 * An event of the edition (`name` with the test's word) and its competition created from the
 * edition, running, with a team "<name> <delegation>" of each delegation: ids and names in order.
 */
export const gamesEventCompetition = async (
  calls: ReturnType<typeof apiAs>,
  olympicId: string,
  { name, word, kind, sportId }: { name: string; word: string; kind: "team" | "individual"; sportId: string },
  delegations: readonly Delegation[],
) => {
  const event = await calls.post("olympicsevents", { name: `${name} ${word}`, kind, sport_id: sportId });
  const competition = await calls.post(`olympics/${olympicId}/events/${event.id}/competition`);
  const current = await calls.get(`competitions/${competition.id}`);
  await calls.patch(`competitions/${competition.id}`, { status: "running", version: current.version });
  const teams: { id: string; name: string }[] = [];
  for (const delegation of delegations) {
    const team = await calls.post(`competitions/${competition.id}/teams`, {
      name: `${name} ${delegation.name}`,
      association_id: delegation.association,
    });
    teams.push({ id: team.id, name: team.name });
  }
  return { id: competition.id as string, teams };
};

/** Today in São Paulo (YYYY-MM-DD), the day the server counts periods and due dates by. */
export const todayInSaoPaulo = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

/**
 * A calendar day `days` from São Paulo's today (YYYY-MM-DD), for due dates in a spec's records: the
 * server counts days late from that day (from 21:00 in Brazil the UTC date is already the next one).
 */
export const dayFrom = (days: number) =>
  new Date(Date.parse(`${todayInSaoPaulo()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A new association named `Clube <word>`, with the e-mail and CNPJ the settings may require. */
export const newAssociation = async (calls: ReturnType<typeof apiAs>, word: string) =>
  (await calls.post("associations", {
    name: `Clube ${word}`,
    email: `clube-${word}@example.com`,
    cnpj: uniqueCnpj(),
  })) as { id: string; name: string };

/**
 * A new association (named `Clube <word>`) that the master manages: what the managers' area
 * (/my/associations/…) needs, as the master's own row in associationmanagers.
 */
export const associationManagedByMaster = async (calls: ReturnType<typeof apiAs>, word: string) => {
  const me = await calls.get("auth/me");
  const association = await newAssociation(calls, word);
  await calls.post(`associations/${association.id}/associationmanagers`, {
    user_id: me.id,
    role: "president",
  });
  return association;
};

type Calls = ReturnType<typeof apiAs>;

/** Saves the demo tenant's payment settings (Finanças › Recebimentos) as they are, with `changes`. */
export const savePaymentSettings = async (calls: Calls, changes: Record<string, unknown>) => {
  const current = await calls.get("payments/settings");
  return calls.patch("payments/settings", { ...paymentSettingsInputOf(current), ...changes });
};

export type FakeAsaas = Awaited<ReturnType<typeof startFakeAsaas>>;

/** Where Asaas posts its events for the demo tenant. */
export const ASAAS_WEBHOOK = `${DEMO_API}/payments/webhooks/asaas`;

/**
 * Runs `use` while the demo tenant charges through a local fake Asaas (its key and webhook token
 * saved as staff save them), then puts the tenant's gateway back and forgets the fake's credentials.
 */
export const withFakeAsaas = async (calls: Calls, use: (asaas: FakeAsaas) => Promise<void>) => {
  const asaas = await startFakeAsaas({ apiKey: "aact_e2e_key", webhookToken: "e2e-asaas-token" });
  const { gateway } = await calls.get("payments/settings");
  try {
    await savePaymentSettings(calls, {
      gateway: "asaas",
      asaas: { base_url: asaas.baseUrl, api_key: "aact_e2e_key", webhook_secret: "e2e-asaas-token" },
    });
    await use(asaas);
  } finally {
    await savePaymentSettings(calls, { gateway: gateway === "asaas" ? null : gateway, asaas: null });
    await asaas.close();
  }
};
