import { randomBytes } from "node:crypto";
import fs from "node:fs";
import nodePath from "node:path";
import type { AppConfig } from "../config.ts";

/** Where development keeps its generated secret, so sessions survive restarts. */
export function authSecretFile(dataDir: string): string {
  return nodePath.join(dataDir, "auth-secret");
}

/**
 * The secret that signs session cookies: AUTH_SECRET when set (config.ts
 * requires it in production). Otherwise one generated on the first start and
 * kept in <DATA_DIR>/auth-secret (mode 600). Created with O_EXCL, so two
 * processes starting together agree on the first one written.
 */
export function resolveAuthSecret(config: Pick<AppConfig, "authSecret" | "dataDir" | "env">): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === "production") throw new Error("AUTH_SECRET is required in production.");
  const file = authSecretFile(config.dataDir);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const written = readSecret(file);
  if (!written) throw new Error(`Could not read the generated auth secret at ${file}. Delete it, or set AUTH_SECRET.`);
  return written;
}

function readSecret(file: string): string | null {
  try {
    const value = fs.readFileSync(file, "utf8").trim();
    return value.length >= 32 ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
