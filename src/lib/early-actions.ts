/**
 * A page's actions work from its first paint (issue 47): 'Salvar',
 * 'Imprimir', 'Compartilhar' and the downloads are plain HTML, and a tiny
 * inline script, run before the first of them is parsed, holds every tap on
 * them until their module has bound its handlers (src/browser/actions.ts),
 * which then replays the held taps in order. A held control says it is busy
 * meanwhile. A link marked `data-action-native` (WhatsApp) needs no script
 * and is never held. Without JavaScript at all, the links still work.
 */

/** The taps held so far: the controls tapped, in order, each once. */
export const EARLY_ACTIONS_QUEUE = "rabiscoEarlyActions";
/** On a `[data-actions]` root once its handlers are bound: taps inside it are no longer held. */
export const ACTIONS_READY_ATTRIBUTE = "data-actions-ready";

/** The inline script (its CSP hash is among the site's, src/server/http/site-scripts.ts). */
export function earlyActionsScript(): string {
  const held = `[data-actions]:not([${ACTIONS_READY_ATTRIBUTE}]) [data-action]:not([data-action-native])`;
  return [
    // Once per page, however many groups of actions carry it.
    `(function(){if(window.${EARLY_ACTIONS_QUEUE})return;var q=window.${EARLY_ACTIONS_QUEUE}=[];`,
    'document.addEventListener("click",function(e){',
    `var c=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(held)});`,
    'if(!c)return;e.preventDefault();c.setAttribute("aria-busy","true");',
    "if(q.indexOf(c)<0)q.push(c)},true)})()",
  ].join("");
}
