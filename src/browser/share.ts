/**
 * Sharing a page (spec "Blog article page", and drawing pages the same way):
 * the browser's own share sheet when it has one, else the link copied to the
 * clipboard. WhatsApp, where most Brazilian parents and teachers pass links
 * on, gets a link of its own.
 */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "shareFailed";

/** What 'Compartilhar' and 'Salvar' say, per kind of page (src/browser/share-messages.ts). */
export type ShareAndSaveMessages = Record<Exclude<ShareOutcome, "cancelled"> | "saved" | "removed", string>;

export async function sharePage(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      console.error(error);
      return "shareFailed";
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return "copied";
  } catch (error) {
    console.error(error);
    return "shareFailed";
  }
}

/** WhatsApp's documented click-to-chat link with a prepared message: the title, then the address. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
