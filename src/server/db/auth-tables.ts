import type { ColumnType, Kysely, Transaction } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Row types of the authentication tables (supabase/migrations/
 * 20261121010000_admin_auth.sql and later ones). better-auth reads and writes its own tables
 * through its adapter; these types serve our queries next to it (counting
 * administrators, the login throttle), joined to the shared Database type
 * with Kysely's `$extendTables` so the content schema stays untouched.
 */
export type AuthUserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** supabase/migrations/20261123010000_login_throttle_per_pair.sql; see src/server/auth/throttle.ts. */
export type LoginThrottleTable = {
  scope: ThrottleScope;
  ip: string;
  account: ColumnType<string, string | undefined, string>;
  attempts: number;
  retry_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
};

/** A pair (e-mail typed, client address) or a client address across e-mails. */
export type ThrottleScope = "pair" | "ip";

export type AuthTables = {
  user: AuthUserTable;
  login_throttle: LoginThrottleTable;
};

export type AuthDatabase = Database & AuthTables;

/** The same connection, typed to reach the authentication tables too. */
export function withAuthTables(db: Kysely<Database> | Transaction<Database>): Kysely<AuthDatabase> {
  return db.$extendTables<AuthTables>();
}
