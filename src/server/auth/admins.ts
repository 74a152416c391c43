import { z } from "zod";
import { getAuth } from "./auth.ts";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const adminCredentialsSchema = z.object({
  email: z.email("Informe um e-mail válido.").transform((email) => email.trim().toLowerCase()),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`)
    .max(MAX_PASSWORD_LENGTH, `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres.`),
});

export type AdminCredentials = z.input<typeof adminCredentialsSchema>;

export type AdminUpsertResult = { id: string; email: string; created: boolean };

/**
 * Creates the administrator with this e-mail, or sets a new password on the
 * existing one (signing out all its sessions). Goes through better-auth's own
 * adapter and password hashing, so sign-in verifies it exactly like any other.
 */
export async function upsertAdmin(credentials: AdminCredentials): Promise<AdminUpsertResult> {
  const { email, password } = adminCredentialsSchema.parse(credentials);
  const context = await (await getAuth()).$context;
  const hash = await context.password.hash(password);
  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    const { user, accounts } = existing;
    const credential = accounts.find((account) => account.providerId === "credential" && account.accountId === user.id);
    if (credential) await context.internalAdapter.updatePassword(user.id, hash);
    else
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: hash,
      });
    await context.internalAdapter.deleteUserSessions(user.id);
    return { id: user.id, email: user.email, created: false };
  }
  const user = await context.internalAdapter.createUser(
    { email, name: defaultName(email), emailVerified: true },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
  return { id: user.id, email: user.email, created: true };
}

function defaultName(email: string): string {
  return email.split("@")[0] || "Administrador";
}
