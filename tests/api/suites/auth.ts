import { sql } from "kysely";
import { expect, it } from "vitest";
import { freshIp, type ServerContext } from "../servers.ts";
import { cookiesOf, send, signIn } from "../support.ts";

const THROTTLED = "Muitas tentativas de login. Tente novamente em alguns minutos.";
const WRONG = "Email ou senha incorretos";

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

  it("locks an account for 15 minutes after 5 wrong passwords, whatever the IP", async () => {
    const { url, throttled, db } = context();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signIn(url, throttled.email, "senha-errada", { ip: freshIp() });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(WRONG);
    }
    const locked = await signIn(url, throttled.email, throttled.password, { ip: freshIp() });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(THROTTLED);
    expect(locked.headers["set-cookie"]).toBeUndefined();
    // The e-mail is compared case-insensitively.
    expect((await signIn(url, throttled.email.toUpperCase(), throttled.password, { ip: freshIp() })).status).toBe(429);
    if (db) {
      const row = await sql<{ minutes: number }>`
        select extract(epoch from locked_until - now()) / 60 as minutes from login_throttle
        where kind = 'account' and key = ${throttled.email}`.execute(db.db);
      expect(Number(row.rows[0]?.minutes)).toBeGreaterThan(14);
      expect(Number(row.rows[0]?.minutes)).toBeLessThanOrEqual(15);
    }
  });

  it("locks an IP after 5 failed sign-ins, whatever the accounts", async () => {
    const { url, admin } = context();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(url, `ninguem${attempt}@rabisco.test`, "senha-errada", { ip })).status).toBe(401);
    }
    const locked = await signIn(url, admin.email, admin.password, { ip });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(THROTTLED);
    expect((await signIn(url, admin.email, admin.password, { ip: freshIp() })).status).toBe(200);
  });

  it("clears the account's failures on a successful sign-in", async () => {
    const { url, admin } = context();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await signIn(url, admin.email, "senha-errada", { ip: freshIp() })).status).toBe(401);
      }
      expect((await signIn(url, admin.email, admin.password, { ip: freshIp() })).status).toBe(200);
    }
  });
}
