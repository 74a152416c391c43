/**
 * Cookie consent (spec section 4): unset → accepted | rejected, and back to
 * unset on reset. The choice lives in localStorage under 'cookie-consent' and
 * is reported to analytics through a gtag-style consent call. Pure functions
 * over a Storage-like object and a gtag function, so they run in unit tests.
 */
export const CONSENT_STORAGE_KEY = "cookie-consent";
/** Window event asking the cookie banner to show itself again (sent by CookieReset). */
export const CONSENT_RESET_EVENT = "rabisco:consent-reset";

export type ConsentChoice = "accepted" | "rejected";
export type ConsentState = { analytics_storage: "granted" | "denied"; ad_storage: "granted" | "denied" };
export type ConsentStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
export type Gtag = (command: "consent", action: "default" | "update", state: ConsentState) => void;

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: Gtag;
  }
}

/** Analytics and ads are denied unless the visitor accepted. */
export function consentState(choice: ConsentChoice | null): ConsentState {
  const value = choice === "accepted" ? "granted" : "denied";
  return { analytics_storage: value, ad_storage: value };
}

/** The stored choice; null when unset, unknown, or when storage is blocked (then the banner asks again). */
export function readConsent(storage: ConsentStorage): ConsentChoice | null {
  try {
    const value = storage.getItem(CONSENT_STORAGE_KEY);
    return value === "accepted" || value === "rejected" ? value : null;
  } catch {
    return null;
  }
}

/** Records the visitor's choice and tells analytics. A blocked storage only loses the memory of it. */
export function chooseConsent(storage: ConsentStorage, gtag: Gtag, choice: ConsentChoice): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse writes; the choice still applies to this page.
  }
  gtag("consent", "update", consentState(choice));
}

/** Back to unset. Analytics return to denied at once: a reset withdraws any earlier acceptance. */
export function resetConsent(storage: ConsentStorage, gtag: Gtag): void {
  try {
    storage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  gtag("consent", "update", consentState(null));
}

/**
 * The inline script that must run in <head> before any other script: it sets
 * up the gtag queue, defaults every storage to denied, and applies a stored
 * choice, or marks <html> with CONSENT_PENDING_ATTRIBUTE when there is none
 * (the cookie banner shows on it). Written as ES5 text (not bundled) because it has to be synchronous
 * and inline; the unit tests run it against the functions above.
 */
/** On <html> while no cookie choice is stored: the banner is shown (src/styles/global.css). */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

export function consentBootstrapScript(): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY);
  return [
    "window.dataLayer=window.dataLayer||[];",
    "window.gtag=function(){window.dataLayer.push(arguments)};",
    "window.gtag('consent','default',{analytics_storage:'denied',ad_storage:'denied'});",
    `try{var c=window.localStorage.getItem(${key});`,
    "if(c==='accepted'||c==='rejected'){var v=c==='accepted'?'granted':'denied';",
    "window.gtag('consent','update',{analytics_storage:v,ad_storage:v})}}catch(e){}",
    // No choice yet: the banner shows from the first paint (CSS on this attribute), so it moves nothing when it appears.
    `if(c!=='accepted'&&c!=='rejected'){try{window.document.documentElement.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},'')}catch(e){}}`,
  ].join("");
}
