/**
 * `npm run admin:create -- --email ana@example.com`: creates that
 * administrator, or sets a new password on it if it exists (signing out its
 * sessions). The password comes from ADMIN_PASSWORD or is asked for at the
 * prompt, without echo. Works on the configured database (DATABASE_URL or
 * the embedded one, which must not be in use by a running server).
 */
import readline from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { adminCredentialsSchema, MIN_PASSWORD_LENGTH, upsertAdmin } from "#src/server/auth/admins.ts";
import { ConfigError } from "#src/server/config.ts";
import { closeDatabase } from "#src/server/db/index.ts";
import { runCli } from "./lib/run-cli.ts";

const USAGE = "Usage: npm run admin:create -- --email <e-mail>  (password from ADMIN_PASSWORD or the prompt)";

function parseEmail(): string {
  let email: string | undefined;
  try {
    ({
      values: { email },
    } = parseArgs({ options: { email: { type: "string" } }, strict: true }));
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}. ${USAGE}`);
  }
  if (!email) throw new ConfigError(`Missing --email. ${USAGE}`);
  return email;
}

/** Reads a line from the terminal without showing what is typed. */
async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new ConfigError(
      `No terminal to ask for the password: set ADMIN_PASSWORD (at least ${MIN_PASSWORD_LENGTH} characters).`,
    );
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = new Promise<string>((resolve) => rl.question(question, resolve));
    muted = true;
    return await answer;
  } finally {
    rl.close();
    process.stdout.write("\n");
  }
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const password = await promptHidden(`Senha (mínimo ${MIN_PASSWORD_LENGTH} caracteres): `);
  const again = await promptHidden("Repita a senha: ");
  if (password !== again) throw new ConfigError("As senhas não conferem.");
  return password;
}

runCli(async () => {
  const email = parseEmail();
  const password = await readPassword();
  const parsed = adminCredentialsSchema.safeParse({ email, password });
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join(" "));
  try {
    const result = await upsertAdmin(parsed.data);
    console.log(
      result.created
        ? `Administrador ${result.email} criado.`
        : `Senha do administrador ${result.email} redefinida (sessões abertas foram encerradas).`,
    );
  } finally {
    await closeDatabase();
  }
});
