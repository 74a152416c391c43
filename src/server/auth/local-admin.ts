import { randomBytes } from "node:crypto";
import { countAdmins } from "#src/server/repositories/admins.ts";
import { config } from "../config.ts";
import type { DatabaseHandle } from "../db/index.ts";
import { upsertAdmin } from "./admins.ts";

export const LOCAL_ADMIN_EMAIL = "admin@rabisco.local";

/**
 * On the embedded default (no DATABASE_URL) a fresh database gets a local
 * administrator with a random password, printed once so the admin area works
 * out of the box. Nothing happens on PostgreSQL or once any administrator
 * exists; `npm run admin:create` resets the password if it is lost.
 * Returns the credentials it created, or null.
 */
export async function ensureLocalAdmin(
  handle: DatabaseHandle,
  log: (line: string) => void = console.log,
): Promise<{ email: string; password: string } | null> {
  if (config().database.kind !== "pglite") return null;
  if ((await countAdmins(handle.db)) > 0) return null;
  const password = randomBytes(12).toString("base64url");
  await upsertAdmin({ email: LOCAL_ADMIN_EMAIL, password });
  log(credentialsBox(LOCAL_ADMIN_EMAIL, password, `${config().siteUrl}/admin`));
  return { email: LOCAL_ADMIN_EMAIL, password };
}

export function credentialsBox(email: string, password: string, adminUrl: string): string {
  const lines = ["Administrador local criado", "", `e-mail: ${email}`, `senha:  ${password}`, "", `Entre em ${adminUrl}`];
  const width = Math.max(...lines.map((line) => line.length));
  const border = "─".repeat(width + 2);
  return [`┌${border}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${border}┘`].join("\n");
}
