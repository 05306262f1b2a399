import { join, resolve } from "node:path";

/** Where uploaded files go: a folder (default `${QUADRA_DATA_DIR}/uploads`) or an S3 bucket. */
export type StorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export type ServerConfig = {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means the embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** In-memory PGlite (tests). */
  memoryDb: boolean;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The canonical web address, used in mailed links when the request's host is not a tenant's. */
  publicUrl: string | undefined;
  /** Generic hosts of the product (connect mode): the web app asks for a client code there. */
  connectHosts: string[];
  rateLimit: { max: number; authMax: number; windowMs: number };
  /**
   * Which peers may tell the client's address (X-Forwarded-For) and host: `TRUST_PROXY` is `true`
   * (any), or addresses, CIDRs and `loopback`/`uniquelocal`, comma-separated. The default trusts no
   * proxy: trusting loopback would let any process on the same host (another site, a local script)
   * pick a new address per request and slip past the per-address login and cpf-check limits.
   */
  trustProxy: boolean | string;
  logLevel: string;
  /** Where the built web app is; served at / when present. */
  webDist: string;
  /** Seeds the demo tenant on first start. */
  seedDemo: boolean;
  /**
   * With the demo tenant, seeds the demonstration set (clubs, athletes, staff, competitions, one
   * running with results): what a newcomer sees. Off for suites that build their own records.
   */
  seedDemoData: boolean;
  /** A ViaCEP-compatible JSON service; `{cep}` stands for the 8 digits. */
  cepLookupUrl: string;
  /** How long a CEP lookup may take before the person is told to type the address. */
  cepLookupTimeoutMs: number;
  storage: StorageConfig;
  /**
   * Hosts the WhatsApp Cloud API base URL may name over plain http (a local fake in development and
   * tests). Everywhere else it must be https: the URL is set by tenants, and the server calls it.
   */
  whatsappInsecureHosts: string[];
  /** Hosts a payment gateway's API may be reached on over plain http (a local fake, in tests). */
  paymentsInsecureHosts: string[];
  /**
   * Rows an import reads, checks and inserts per batch and per INSERT; unset, the defaults
   * (IMPORT_BATCH_ROWS, bulkInsert's MAX_ROWS). Tests set a small one to cover many batches with a small file.
   */
  importBatchRows?: number | undefined;
  /**
   * How long a list remembers that a search matched more than it counts (countCache.ts); unset, 30 s.
   * 0 counts every time (bench/resources measures the framework's overhead with the same SQL as the
   * bare handler that way).
   */
  countCacheTtlMs?: number | undefined;
  /**
   * How often the recurring charges' runner looks for due runs (QUADRA_RECURRENCE_TICK_MS); unset,
   * every five minutes; 0 turns it off (tests run it themselves).
   */
  recurrenceTickMs?: number | undefined;
  /**
   * How often the registers' sweep (expiries, renewal reminders; once a day per tenant) looks
   * (QUADRA_REGISTERS_TICK_MS); unset, every hour; 0 turns it off (tests run it themselves).
   */
  registersTickMs?: number | undefined;
};

const list = (value: string | undefined, fallback: string[]) =>
  value
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : fallback;

const parseTrustProxy = (value: string | undefined): boolean | string => {
  const text = value?.trim();
  if (!text) return false;
  return text === "true" || text === "false" ? text === "true" : text;
};

// Setting a bucket is what chooses S3: without one, files stay on this machine's disk.
const storageConfig = (env: NodeJS.ProcessEnv, dataDir: string): StorageConfig =>
  env.S3_BUCKET
    ? {
        kind: "s3",
        bucket: env.S3_BUCKET,
        region: env.S3_REGION || "us-east-1",
        endpoint: env.S3_ENDPOINT || undefined,
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === "1" || env.S3_FORCE_PATH_STYLE === "true",
      }
    : { kind: "local", dir: join(dataDir, "uploads") };

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: Number(env.PORT ?? 3000),
  host: env.HOST ?? "0.0.0.0",
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(env.QUADRA_DATA_DIR ?? "./data"),
  memoryDb: env.QUADRA_MEMORY_DB === "1",
  adminPassword: env.QUADRA_ADMIN_PASSWORD || undefined,
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM ?? "Quadra <nao-responda@quadra.local>",
  publicUrl: env.PUBLIC_URL || undefined,
  connectHosts: list(env.QUADRA_CONNECT_HOSTS, ["127.0.0.1"]),
  rateLimit: {
    max: Number(env.RATE_LIMIT_MAX ?? 600),
    authMax: Number(env.RATE_LIMIT_AUTH_MAX ?? 30),
    windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000),
  },
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  logLevel: env.LOG_LEVEL ?? "info",
  webDist: resolve(env.QUADRA_WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
  seedDemo: env.QUADRA_SEED_DEMO !== "0",
  seedDemoData: env.QUADRA_SEED_DEMO_DATA !== "0",
  cepLookupUrl: env.CEP_LOOKUP_URL || "https://viacep.com.br/ws/{cep}/json/",
  cepLookupTimeoutMs: Number(env.CEP_LOOKUP_TIMEOUT_MS ?? 4000),
  storage: storageConfig(env, resolve(env.QUADRA_DATA_DIR ?? "./data")),
  whatsappInsecureHosts: list(env.WHATSAPP_INSECURE_HOSTS, []),
  paymentsInsecureHosts: list(env.PAYMENTS_INSECURE_HOSTS, []),
  recurrenceTickMs:
    env.QUADRA_RECURRENCE_TICK_MS === undefined ? undefined : Number(env.QUADRA_RECURRENCE_TICK_MS),
  registersTickMs:
    env.QUADRA_REGISTERS_TICK_MS === undefined ? undefined : Number(env.QUADRA_REGISTERS_TICK_MS),
});
