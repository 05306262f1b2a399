import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Integration credentials (connections, WhatsApp tokens) are stored sealed with AES-256-GCM. The
 * key comes from QUADRA_SECRET_KEY (any string; hashed to 32 bytes) or, when unset, from a random
 * key file kept beside the data (`<data dir>/secret.key`), created on first use. Losing the key
 * means re-entering the credentials; a database dump alone never reveals them.
 */
let key: Buffer | undefined;

export const configureSecretKey = ({
  secret,
  keyFile,
}: {
  secret?: string | undefined;
  keyFile?: string;
}) => {
  if (secret) key = createHash("sha256").update(secret).digest();
  else if (keyFile) {
    if (!existsSync(keyFile)) {
      mkdirSync(dirname(keyFile), { recursive: true });
      writeFileSync(keyFile, randomBytes(32).toString("base64"), { mode: 0o600 });
    }
    key = createHash("sha256").update(readFileSync(keyFile, "utf8").trim()).digest();
  }
};

const currentKey = () => {
  // Tests and in-memory servers that configure nothing get a key for the life of the process.
  key ??= randomBytes(32);
  return key;
};

const PREFIX = "v1:";

export const sealSecret = (plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", currentKey(), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64")}`;
};

export const openSecret = (stored: string): string => {
  if (!stored.startsWith(PREFIX)) throw new Error("not a sealed secret");
  const data = Buffer.from(stored.slice(PREFIX.length), "base64");
  const decipher = createDecipheriv("aes-256-gcm", currentKey(), data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString("utf8");
};

/**
 * A keyed signature (HMAC-SHA-256 under the same key, `purpose` separating uses), base64url, cut to
 * `bytes`: for addresses that carry their own proof, like a referee's calendar feed.
 */
export const signValue = (purpose: string, value: string, bytes = 16) =>
  createHmac("sha256", currentKey())
    .update(`${purpose}\n${value}`)
    .digest()
    .subarray(0, bytes)
    .toString("base64url");
