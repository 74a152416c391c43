import { z } from "zod";

/**
 * zod, configured once for every schema of the project: the admin runs under
 * a Content-Security-Policy without eval (docs/decisions/0010-security-headers.md),
 * and zod probes for eval with `new Function("")` when it builds an object
 * schema, which the browser reports as a violation even though zod copes
 * with the refusal. Every module that builds a schema imports z from here,
 * so the setting runs before the first z.object() of any of them, whatever
 * the bundle's module order. On the server it only skips zod's compiled
 * fast path.
 */
z.config({ jitless: true });

export { z };
