import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error oidc-provider ships no type declarations
import Provider from "oidc-provider";

/** A person known to the test identity provider. */
export type TestAccount = { sub: string; email: string; email_verified: boolean; name: string };

type Interaction = {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: { client_id: string };
  session?: { accountId?: string };
  grantId?: string;
};

type Grant = {
  addOIDCScope: (scope: string) => void;
  addOIDCClaims: (claims: string[]) => void;
  save: () => Promise<string>;
};

type OidcProvider = {
  callback: () => (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails: (req: IncomingMessage, res: ServerResponse) => Promise<Interaction>;
  interactionFinished: (
    req: IncomingMessage,
    res: ServerResponse,
    result: unknown,
    options?: object,
  ) => Promise<void>;
  Grant: {
    new (input: { accountId: string; clientId: string }): Grant;
    find: (id: string) => Promise<Grant>;
  };
};

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a random port, for browserless
 * sign-in tests: one confidential client with PKCE required, and an interaction handler that signs
 * in the account chosen with `signInAs` and consents to every requested scope, or, with
 * `denyNext`, answers access_denied.
 */
export const startOidcProvider = async (client: { redirectUris: string[]; profileInIdToken?: boolean }) => {
  const accounts = new Map<string, TestAccount>();
  let current: string | undefined;
  let deny = false;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `quadra-${randomBytes(4).toString("hex")}`;
  const clientSecret = randomBytes(24).toString("hex");

  const provider: OidcProvider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: {
      keys: [
        {
          ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }),
          use: "sig",
        },
      ],
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // By default the ID token carries the profile claims, as most providers do; otherwise they are
    // only given by the userinfo endpoint.
    conformIdTokenClaims: client.profileInIdToken === false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ ...account }) };
    },
  });
  const handle = provider.callback();

  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (deny) {
      deny = false;
      return provider.interactionFinished(req, res, {
        error: "access_denied",
        error_description: "The person refused.",
      });
    }
    if (details.prompt.name === "login") {
      if (!current) throw new Error("no test account chosen: call signInAs first");
      return provider.interactionFinished(req, res, { login: { accountId: current } });
    }
    const accountId = details.session?.accountId ?? current!;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: details.params.client_id });
    const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(" "));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  };

  server.on("request", (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return handle(req, res);
    interact(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    /** Adds (or replaces) an account and makes it the one that signs in next. */
    signInAs: (account: TestAccount) => {
      accounts.set(account.sub, account);
      current = account.sub;
    },
    /** The next interaction answers access_denied, as when a person refuses on the provider. */
    denyNext: () => {
      deny = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * Follows a sign-in the way a browser would, hop by hop with `redirect: "manual"`, keeping the
 * provider's cookies (`rewrite` may change a hop, to play an attacker), until the browser is sent back to the web app (a path outside `/api/`).
 */
export const followSignIn = async (
  startUrl: string,
  issuer: string,
  rewrite: (url: URL) => URL | Promise<URL> = (url) => url,
): Promise<URL> => {
  const cookies = new Map<string, string>();
  let url = new URL(startUrl);
  for (let hop = 0; hop < 20; hop++) {
    url = await rewrite(url);
    const atProvider = url.origin === new URL(issuer).origin;
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, {
      redirect: "manual",
      headers: atProvider && cookie ? { cookie } : {},
    });
    if (atProvider) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = line.split(";");
        const [name = "", value = ""] = pair.trim().split(/=(.*)/s);
        const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
        if (expired || !value) cookies.delete(name);
        else cookies.set(name, value);
      }
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`hop ${hop} to ${url.href} answered ${response.status}: ${await response.text()}`);
    }
    await response.body?.cancel();
    url = new URL(location, url);
    if (url.origin !== new URL(issuer).origin && !url.pathname.includes("/api/")) return url;
  }
  throw new Error("too many redirects");
};
