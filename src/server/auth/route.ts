import { config } from "../config.ts";
import { readBodyLimited } from "../http/body.ts";
import { clientIp } from "../http/client-ip.ts";
import { json } from "../http/json.ts";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from "./auth.ts";

const RATE_LIMITED_MESSAGE = "Muitas requisições. Tente novamente em instantes.";
const NOT_FOUND_MESSAGE = "Não encontrado.";
const TOO_LARGE_MESSAGE = "Requisição grande demais.";

/**
 * The better-auth endpoints the product uses (method and path under
 * /api/auth). better-auth serves many more (password reset, account
 * linking, session listing...); none of them has a use here, so none is
 * reachable: fewer doors, fewer surprises when a plugin or an upgrade adds
 * one.
 */
export const ALLOWED_AUTH_ENDPOINTS: ReadonlyMap<string, string> = new Map([
  ["/sign-in/email", "POST"],
  ["/sign-out", "POST"],
  ["/get-session", "GET"],
]);

/** Sign-in bodies are an e-mail (≤ 254 characters) and a password (≤ 128): a few KB is room to spare. */
export const MAX_AUTH_BODY_BYTES = 4 * 1024;

class BodyTooLarge extends Error {}

/**
 * Hands a request to better-auth, if it is for an endpoint the product uses
 * (404 otherwise), with its body read under MAX_AUTH_BODY_BYTES (413
 * otherwise) and the client's address (src/server/http/client-ip.ts) in
 * CLIENT_IP_HEADER, replacing any value the client sent. Answers
 * better-auth's own rate-limit refusal in Portuguese.
 */
export async function handleAuthRequest(request: Request, clientAddress: string | undefined): Promise<Response> {
  const endpoint = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  const method = ALLOWED_AUTH_ENDPOINTS.get(endpoint);
  if (!method) return json({ message: NOT_FOUND_MESSAGE }, 404);
  if (request.method !== method) return json({ message: NOT_FOUND_MESSAGE }, 405, { allow: method });

  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(request.headers, clientAddress, config().trustedProxies);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  let body: Uint8Array | undefined;
  if (method !== "GET") {
    try {
      body = await readBodyLimited(request, MAX_AUTH_BODY_BYTES, () => new BodyTooLarge());
    } catch (error) {
      if (error instanceof BodyTooLarge) return json({ message: TOO_LARGE_MESSAGE }, 413);
      throw error;
    }
    headers.delete("content-length");
  }
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}),
    redirect: "manual",
  });
  const response = await (await getAuth()).handler(forwarded);
  if (response.status === 429 && !(await isOurThrottle(response))) {
    const retryAfter = response.headers.get("x-retry-after");
    return json({ message: RATE_LIMITED_MESSAGE }, 429, retryAfter ? { "retry-after": retryAfter } : {});
  }
  return response;
}

async function isOurThrottle(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === "LOGIN_THROTTLED";
}
