/** JSON responses of the server routes: `{ message }` bodies for errors. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ message, ...extra }, status);
}
