import fs from "node:fs";
import nodePath from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { credentialsBox } from "#src/server/auth/local-admin.ts";
import { authSecretFile, resolveAuthSecret } from "#src/server/auth/secret.ts";
import { ConfigError, parseConfig } from "#src/server/config.ts";
import { tempDir } from "./support.ts";

describe("AUTH_SECRET and Supabase settings", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("requires AUTH_SECRET in production, of at least 32 characters", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET.*required in production/);
    expect(() => parseConfig({ NODE_ENV: "production", AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32/);
    expect(parseConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).authSecret).toBe("x".repeat(32));
    expect(parseConfig({ NODE_ENV: "development" }).authSecret).toBeUndefined();
  });

  it("uses Supabase Storage only when both the URL and the service role key are set", () => {
    expect(parseConfig({ SUPABASE_URL: "https://abc.supabase.co/" }).supabase).toBeUndefined();
    expect(parseConfig({ SUPABASE_URL: "https://abc.supabase.co/", SUPABASE_SERVICE_ROLE_KEY: "k" }).supabase).toEqual({
      url: "https://abc.supabase.co",
      serviceRoleKey: "k",
    });
    expect(() => parseConfig({ SUPABASE_URL: "abc" })).toThrow(/SUPABASE_URL/);
  });

  it("generates a development secret once, keeps it private in DATA_DIR/auth-secret, and reuses it", () => {
    const dataDir = tempDir("auth-secret");
    dirs.push(dataDir);
    const settings = { authSecret: undefined, dataDir: nodePath.join(dataDir, "nested"), env: "development" as const };
    const first = resolveAuthSecret(settings);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(settings)).toBe(first);
    const file = authSecretFile(settings.dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ ...settings, authSecret: "y".repeat(40) })).toBe("y".repeat(40));
    expect(() => resolveAuthSecret({ ...settings, env: "production" })).toThrow(/AUTH_SECRET/);
  });

  it("prints the local administrator in a box", () => {
    const box = credentialsBox("admin@rabisco.local", "s3cr3t", "http://localhost:4321/admin").split("\n");
    expect(box[0]).toMatch(/^┌─+┐$/);
    expect(box.at(-1)).toMatch(/^└─+┘$/);
    expect(box.slice(1, -1).every((line) => line.startsWith("│ ") && line.endsWith(" │") && line.length === box[0]?.length)).toBe(
      true,
    );
    expect(box.join("\n")).toContain("Administrador local criado");
    expect(box.join("\n")).toContain("Entre em http://localhost:4321/admin");
  });
});
