import { HOME_POPULAR_DRAWINGS } from "#src/lib/site.ts";
import { reportContentChange } from "#src/server/changes/bus.ts";
import { countersMovePopular, type WebhookDependencies } from "#src/server/changes/webhook.ts";
import { config } from "#src/server/config.ts";
import { getDb } from "#src/server/db/index.ts";
import { runsInNetlifyFunctions } from "#src/server/deploy-adapter.ts";
import { triggerPurger } from "#src/server/netlify/purge-trigger.ts";
import { queueCdnChange } from "#src/server/repositories/cdn.ts";
import { popularDrawings } from "#src/server/repositories/drawings.ts";

/**
 * The content webhook (src/server/changes/webhook.ts) wired to this
 * process: its configuration, the change bus, and on Netlify the CDN
 * purger's queue and trigger. It sits above both the change bus and the
 * purger, so neither knows the other; the route only hands it the request.
 */
export function contentWebhookDependencies(): WebhookDependencies {
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
