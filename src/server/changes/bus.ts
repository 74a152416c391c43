import { EventEmitter } from "node:events";
import { processSingleton } from "../process-singleton.ts";
import type { ContentChange } from "./change.ts";

/**
 * Content changes, in the shape of a Supabase Database Webhook payload. The
 * database announces every committed write itself (NOTIFY, ./listen.ts);
 * this in-process channel carries the content webhook's changes from its
 * route to the rebuild engine of `npm start`, which follows it only where it
 * cannot LISTEN (docs/decisions/0016-one-change-channel.md).
 */
const bus = () => processSingleton("content-changes", () => new EventEmitter().setMaxListeners(50));

export function reportContentChange(change: ContentChange): void {
  bus().emit("change", change);
}

export function onContentChange(listener: (change: ContentChange) => void): () => void {
  bus().on("change", listener);
  return () => bus().off("change", listener);
}
