import { HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { config } from "../config.ts";
import { getDb } from "../db/index.ts";
import { runsInNetlifyFunctions } from "../netlify/adapter.ts";
import { triggerPurger } from "../netlify/purge-trigger.ts";
import { queueCdnChange } from "../repositories/cdn.ts";
import { popularDrawings } from "../repositories/drawings.ts";
import { reportContentChange } from "./bus.ts";
import { countersMovePopular, handleContentWebhook, type WebhookDependencies } from "./webhook.ts";

/** The content webhook wired to this process: its configuration, the change bus, and on Netlify the CDN purger. */
export function webhookDependencies(): WebhookDependencies {
  const { webhookSecret, siteUrl } = config();
  const onNetlify = runsInNetlifyFunctions();
  return {
    secret: webhookSecret,
    report: reportContentChange,
    requestPurge:
      onNetlify && webhookSecret
        ? async (change) => {
            await queueCdnChange(await getDb(), change);
            await triggerPurger(siteUrl, webhookSecret);
          }
        : undefined,
    popularMoved: async (change) => countersMovePopular(change, await popularDrawings(await getDb(), HOME_POPULAR_DRAWINGS + 1)),
    log: (line) => console.error(line),
  };
}

export function contentWebhook(request: Request): Promise<Response> {
  return handleContentWebhook(request, webhookDependencies());
}
