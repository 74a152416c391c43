import { act, createElement, type FunctionComponent } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * The islands' component tests (jsdom): render a component the way Astro
 * does, on the server first, then hydrate that HTML in the document, and
 * act on it.
 */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export type Mounted = { container: HTMLElement; serverHtml: string; unmount(): void };

/** The HTML the server sends for the island. */
export function serverRender<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToString(createElement(component, props));
}

/** Server-renders the island into the document and hydrates it; fails on a hydration mismatch. */
export async function hydrate<P extends object>(component: FunctionComponent<P>, props: P): Promise<Mounted> {
  const serverHtml = serverRender(component, props);
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  const errors: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, createElement(component, props), { onRecoverableError: (error) => errors.push(error) });
  });
  if (errors.length > 0) throw new Error(`hydration mismatch: ${String(errors[0])}`);
  return {
    container,
    serverHtml,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises and effects settle inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Types into an input the way a browser does (value, then an input event React listens to). */
export async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
}
