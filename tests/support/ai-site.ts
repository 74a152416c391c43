import fs from "node:fs";
import { prepareEmbeddedDataDir, printedCredentials, tempDir } from "../api/support.ts";
import { bundleCopy } from "./bundle.ts";
import { type FakeAiServer, startFakeAi } from "./fake-ai.ts";
import { type RunningServer, startSiteServer } from "./server.ts";

/** What the AI sites are configured to charge, per million tokens (US$). */
export const AI_PRICES = { input: 2, output: 10 } as const;

export type AiSite = {
  server: RunningServer;
  fake: FakeAiServer;
  dataDir: string;
  /** The administrator the server printed at its first start. */
  credentials: { email: string; password: string };
  dispose(): Promise<void>;
};

/**
 * A whole site whose AI_* variables point at a fake chat completions API
 * (./fake-ai.ts) running in the test's own process, so a test queues the
 * model's replies and reads what the server sent. The site runs from its own
 * copy of the server bundle, on its own embedded database (one category, no
 * drawings, no administrator until it prints one), so it shares nothing with
 * the suite's main server, which keeps no AI configured.
 */
export async function startAiSite(name: string, env: Record<string, string> = {}): Promise<AiSite> {
  const fake = await startFakeAi();
  const distDir = await bundleCopy(`rabisco-${name}-dist`);
  const dataDir = tempDir(name);
  await prepareEmbeddedDataDir(dataDir);
  const server = await startSiteServer({
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    AI_BASE_URL: fake.url,
    AI_API_KEY: `sk-fake-${name}`,
    AI_MODEL: "fake-vision-model",
    AI_INPUT_PRICE_PER_MILLION: String(AI_PRICES.input),
    AI_OUTPUT_PRICE_PER_MILLION: String(AI_PRICES.output),
    AI_TIMEOUT_MS: "5000",
    ...env,
  });
  const credentials = printedCredentials(server.output());
  if (!credentials) throw new Error(`the AI site printed no administrator:\n${server.output()}`);
  return {
    server,
    fake,
    dataDir,
    credentials,
    async dispose() {
      await server.stop();
      await fake.close();
      for (const dir of [distDir, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
