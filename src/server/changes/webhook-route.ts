import { HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { config } from "../config.ts";
import { getDb } from "../db/index.ts";
import { createBuildHook } from "../netlify/build-hook.ts";
import { databaseBuildHookGate } from "../netlify/build-hook-gate.ts";
import { processSingleton } from "../process-singleton.ts";
import { popularDrawings } from "../repositories/drawings.ts";
import { reportContentChange } from "./bus.ts";
import { countersMovePopular, handleContentWebhook, type WebhookDependencies } from "./webhook.ts";

/** The content webhook wired to this process: its configuration, the change bus, Netlify's build hook when set. */
export function webhookDependencies(): WebhookDependencies {
  const { webhookSecret, netlifyBuildHookUrl, netlifyBuildIntervals } = config();
  const buildHook = netlifyBuildHookUrl
    ? processSingleton(`build-hook:${netlifyBuildHookUrl}`, () =>
        createBuildHook({
          url: netlifyBuildHookUrl,
          gate: { claim: async (kind) => databaseBuildHookGate(await getDb(), netlifyBuildIntervals).claim(kind) },
        }),
      )
    : undefined;
  return {
    secret: webhookSecret,
    report: reportContentChange,
    requestBuild: buildHook ? (reason, kind) => buildHook.trigger(reason, kind) : undefined,
    popularMoved: async (change) => countersMovePopular(change, await popularDrawings(await getDb(), HOME_POPULAR_DRAWINGS + 1)),
    log: (line) => console.error(line),
  };
}

export function contentWebhook(request: Request): Promise<Response> {
  return handleContentWebhook(request, webhookDependencies());
}
