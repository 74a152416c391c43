import { type FakeAiServer, startFakeAi } from "../support/fake-ai.ts";
import type { RunningServer } from "../support/server.ts";
import { freshIp, type ServerContext } from "./servers.ts";
import { cookiesOf, signIn } from "./support.ts";

export type AiSibling = { fake: FakeAiServer; server: RunningServer; cookie: string; stop(): Promise<void> };

/**
 * The AI suites' server: a sibling of the suite's own (which has no AI)
 * whose AI_* variables point at a fresh fake chat completions API
 * (tests/support/fake-ai.ts), plus `env`, signed in as an administrator.
 */
export async function startAiSibling(
  context: ServerContext,
  settings: {
    apiKey: string;
    model: string;
    timeoutMs: number;
    prices?: { input: number; output: number };
    env?: Record<string, string>;
  },
): Promise<AiSibling> {
  const fake = await startFakeAi();
  const server = await context.startSibling({
    AI_BASE_URL: fake.url,
    AI_API_KEY: settings.apiKey,
    AI_MODEL: settings.model,
    ...(settings.prices
      ? {
          AI_INPUT_PRICE_PER_MILLION: String(settings.prices.input),
          AI_OUTPUT_PRICE_PER_MILLION: String(settings.prices.output),
        }
      : {}),
    AI_TIMEOUT_MS: String(settings.timeoutMs),
    ...settings.env,
  });
  // PostgreSQL: the sibling shares the suite's database. PGlite: a fresh one, where only `throttled` exists.
  const who = context.driver === "pglite" ? context.throttled : context.admin;
  const signedIn = await signIn(server.url, who.email, who.password, { ip: freshIp() });
  if (signedIn.status !== 200) throw new Error(`sign-in on the AI server failed: ${signedIn.status}`);
  return {
    fake,
    server,
    cookie: cookiesOf(signedIn),
    async stop() {
      await server.stop();
      await fake.close();
    },
  };
}
