import { sql } from "kysely";
import { expect, it } from "vitest";
import type { DatabaseHandle } from "#src/server/db/connection.ts";
import { freshIp, type ServerContext } from "../servers.ts";
import { cookiesOf, send, signIn } from "../support.ts";

const THROTTLED = "Muitas tentativas de login. Tente novamente em alguns minutos.";
const WRONG = "Email ou senha incorretos";
const FLOODED = "Muitas requisições. Tente novamente em instantes.";

export function firstStartTests(context: () => ServerContext): void {
  it("prints the local administrator once, in a box, on the first embedded start", () => {
    const report = context().firstStart;
    if (!report) throw new Error("no first-start report");
    expect(report.firstOutput).toContain("Administrador local criado");
    expect(report.firstOutput).toMatch(/Entre em http:\/\/127\.0\.0\.1:\d+\/admin/);
    expect(report.firstOutput).toMatch(/┌─+┐/);
    expect(report.printed?.email).toBe("admin@rabisco.local");
    expect(report.printed?.password.length).toBeGreaterThanOrEqual(16);
    expect(report.printedSignInStatus).toBe(200);
    expect(report.secondOutput).not.toContain("Administrador local criado");
  });

  it("keeps the generated secret in DATA_DIR/auth-secret, so sessions survive a restart", () => {
    const report = context().firstStart;
    expect(report?.secretFileWritten).toBe(true);
    expect(report?.sessionStatusAfterRestart).toBe(200);
  });

  it("admin:create creates an administrator, then resets its password", () => {
    const report = context().firstStart;
    expect(report?.adminCreateOutputs[0]).toContain(`Administrador ${context().admin.email} criado.`);
    expect(report?.adminCreateOutputs[1]).toContain(`Senha do administrador ${context().admin.email} redefinida`);
    expect(report?.adminCreateShortPassword).toMatch(/^exit 1: .*A senha deve ter pelo menos 8 caracteres/);
  });
}

export function authTests(context: () => ServerContext): void {
  it("signs in with the password admin:create set last, and not with the one it replaced", async () => {
    const { url, admin, oldAdminPassword } = context();
    const ok = await signIn(url, admin.email, admin.password);
    expect(ok.status).toBe(200);
    const old = await signIn(url, admin.email, oldAdminPassword, { ip: freshIp() });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(WRONG);
  });

  it("sets an httpOnly, SameSite=Lax session cookie that GET /api/admin/session accepts", async () => {
    const { url, admin } = context();
    const response = await signIn(url, admin.email, admin.password);
    const cookie = (response.headers["set-cookie"] ?? []).find((value) => value.startsWith("rabisco.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // SITE_URL is http here; https makes it Secure
    const session = await send(url, "/api/admin/session", { cookie: cookiesOf(response) });
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ user: { id: expect.any(String), email: admin.email, name: expect.any(String) } });
  });

  it("answers 401 without a session, with a forged cookie, and after signing out", async () => {
    const { url, admin } = context();
    const none = await send(url, "/api/admin/session");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Não autenticado." });
    expect((await send(url, "/api/admin/session", { cookie: "rabisco.session_token=forged.value" })).status).toBe(401);
    const cookie = cookiesOf(await signIn(url, admin.email, admin.password));
    const signOut = await send(url, "/api/auth/sign-out", { method: "POST", json: {}, cookie });
    expect(signOut.status).toBe(200);
    expect((await send(url, "/api/admin/session", { cookie })).status).toBe(401);
  });

  it("has no public sign-up", async () => {
    const { url } = context();
    const ip = freshIp();
    const response = await send(url, "/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "intrusa@rabisco.test", password: "senha-da-intrusa", name: "Intrusa" },
      ip,
    });
    expect(response.status).toBe(404);
    expect((await signIn(url, "intrusa@rabisco.test", "senha-da-intrusa", { ip })).status).toBe(401);
  });

  it("refuses a sign-in carrying cookies from another origin", async () => {
    const { url, admin } = context();
    const response = await signIn(url, admin.email, admin.password, {
      origin: "https://evil.example",
      cookie: "x=1",
      ip: freshIp(),
    });
    expect(response.status).toBe(403);
  });

  it("keeps the right password working from another address while an attacker's is throttled for that account", async () => {
    const { url, throttled, db } = context();
    const attacker = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signIn(url, throttled.email, "senha-errada", { ip: attacker });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(WRONG);
    }
    // The attacker's next try waits a minute, right password or not: it is not even checked.
    const refused = await signIn(url, throttled.email, throttled.password, { ip: attacker });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(THROTTLED);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(50);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.headers["set-cookie"]).toBeUndefined();
    // The e-mail is compared case-insensitively.
    expect((await signIn(url, throttled.email.toUpperCase(), "senha-errada", { ip: attacker })).status).toBe(429);

    const owner = freshIp();
    const signedIn = await signIn(url, throttled.email, throttled.password, { ip: owner });
    expect(signedIn.status).toBe(200);
    if (db) {
      expect(await throttleRows(db, attacker)).toEqual([
        { scope: "ip", account: "", attempts: 5 },
        { scope: "pair", account: throttled.email, attempts: 5 },
      ]);
      expect(await throttleRows(db, owner)).toEqual([{ scope: "ip", account: "", attempts: 0 }]);
    }
  });

  it("checks at most 5 passwords of a burst of 100 parallel wrong ones, and answers the rest 429", async () => {
    const { url, throttled, db } = context();
    const attacker = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => signIn(url, throttled.email, "senha-errada", { ip: attacker })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    // Refused by the login throttle, or first by better-auth's flood guard (60 sign-in requests a minute per address).
    const messages = new Set(responses.filter((response) => response.status === 429).map((response) => response.body.message));
    expect(messages.has(THROTTLED)).toBe(true);
    expect([...messages].every((message) => message === THROTTLED || message === FLOODED)).toBe(true);
    if (db) {
      expect(await throttleRows(db, attacker)).toEqual([
        { scope: "ip", account: "", attempts: 5 },
        { scope: "pair", account: throttled.email, attempts: 5 },
      ]);
    }
    expect((await signIn(url, throttled.email, throttled.password, { ip: freshIp() })).status).toBe(200);
  });

  it("bars an address after 50 failures across e-mails, and only that address", async () => {
    const { url, admin } = context();
    const ip = freshIp();
    for (let batch = 0; batch < 5; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          signIn(url, `ninguem${batch * 10 + index}@rabisco.test`, "senha-errada", { ip }).then((response) => response.status),
        ),
      );
      expect(statuses).toEqual(Array(10).fill(401));
    }
    const barred = await signIn(url, admin.email, admin.password, { ip });
    expect(barred.status).toBe(429);
    expect(barred.body.message).toBe(THROTTLED);
    expect(Number(barred.headers["retry-after"])).toBeGreaterThan(55 * 60);
    expect((await signIn(url, admin.email, admin.password, { ip: freshIp() })).status).toBe(200);
  });

  it("ignores X-Forwarded-For without TRUSTED_PROXIES: a client cannot pose as fresh addresses", async () => {
    const { url, throttled } = context();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const headers = { "x-forwarded-for": `203.0.113.${attempt + 1}` };
      expect((await signIn(url, throttled.email, "senha-errada", { ip, headers })).status).toBe(401);
    }
    const headers = { "x-forwarded-for": "203.0.113.99" };
    expect((await signIn(url, throttled.email, throttled.password, { ip, headers })).status).toBe(429);
  });

  it("with TRUSTED_PROXIES=1, counts the address the proxy forwards, whatever the client wrote before it", async () => {
    const sibling = await context().startSibling({ TRUSTED_PROXIES: "1" });
    try {
      const { throttled } = context();
      const viaProxy = (client: string, password: string, forged = "") =>
        signIn(sibling.url, throttled.email, password, { headers: { "x-forwarded-for": `${forged}${client}` } });
      for (let attempt = 0; attempt < 5; attempt++) expect((await viaProxy("198.51.100.7", "senha-errada")).status).toBe(401);
      expect((await viaProxy("198.51.100.7", throttled.password)).status).toBe(429);
      expect((await viaProxy("198.51.100.7", throttled.password, "198.51.100.8, ")).status).toBe(429);
      // Every request came from the proxy's own address (127.0.0.1): another client behind it still signs in.
      expect((await viaProxy("198.51.100.8", throttled.password)).status).toBe(200);
    } finally {
      await sibling.stop();
    }
  }, 240_000);

  it("forgets a pair's failures on a successful sign-in", async () => {
    const { url, admin } = context();
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await signIn(url, admin.email, "senha-errada", { ip })).status).toBe(401);
      }
      expect((await signIn(url, admin.email, admin.password, { ip })).status).toBe(200);
    }
  });
}

/** The throttle's rows for one client address, as the server left them. */
async function throttleRows(db: DatabaseHandle, ip: string) {
  const result = await sql<{ scope: string; account: string; attempts: number }>`
    select scope, account, attempts from login_throttle where ip = ${ip} order by scope`.execute(db.db);
  return result.rows;
}
