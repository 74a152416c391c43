import { config } from "../config.ts";
import { clientIp } from "../http/client-ip.ts";
import { json } from "../http/json.ts";
import { CLIENT_IP_HEADER, getAuth } from "./auth.ts";

const RATE_LIMITED_MESSAGE = "Muitas requisições. Tente novamente em instantes.";

/**
 * Hands a request to better-auth with the client's address (src/server/http/
 * client-ip.ts) in CLIENT_IP_HEADER, replacing any value the client sent,
 * and answers
 * better-auth's own rate-limit refusal in Portuguese.
 */
export async function handleAuthRequest(request: Request, clientAddress: string | undefined): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(request.headers, clientAddress, config().trustedProxies);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: await request.arrayBuffer() } : {}),
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
