import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLE_TIMEOUT_MS, serverBundle } from "../support/bundle.ts";
import { DRIVERS, type DriverName } from "../support/databases.ts";
import { type ServerContext, startEmbedded, startPostgres } from "./servers.ts";
import { addressTests } from "./suites/addresses.ts";
import { aiTests } from "./suites/ai.ts";
import { articleTests } from "./suites/articles.ts";
import { authTests, firstStartTests } from "./suites/auth.ts";
import { authEndpointTests } from "./suites/auth-endpoints.ts";
import { categoryTests } from "./suites/categories.ts";
import { collectionTests } from "./suites/collections.ts";
import { colouringTests } from "./suites/colouring.ts";
import { counterTests } from "./suites/counters.ts";
import { directUploadTests } from "./suites/direct-uploads.ts";
import { drawingTests } from "./suites/drawings.ts";
import { generatorTests } from "./suites/generator.ts";
import { guardTests } from "./suites/guard.ts";
import { headerTests, hostileContentHeaderTests } from "./suites/headers.ts";
import { imageFileTests } from "./suites/image-files.ts";
import { imageCheckTests } from "./suites/images.ts";
import { poisonedStartTests } from "./suites/poisoned-start.ts";
import { publishingTests } from "./suites/publishing.ts";
import { searchTests } from "./suites/search.ts";

/**
 * The admin API against the real server (see support.ts for why), once per
 * database: always on the embedded one (after its first start), on a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set, and through the
 * transaction pooler when TEST_POOLER_URL is set too. One file per driver
 * (admin-server-*.test.ts), so the three servers are tested side by side.
 */
export function adminServerSuite(driver: DriverName): void {
  // Built here, under its own timeout, rather than in the first server's start.
  beforeAll(() => serverBundle(), BUNDLE_TIMEOUT_MS);

  describe.skipIf(!DRIVERS.includes(driver))(`admin API [${driver}]`, () => {
    let server: ServerContext | undefined;
    const context = () => {
      if (!server) throw new Error("server not started");
      return server;
    };
    beforeAll(async () => {
      server = driver === "pglite" ? await startEmbedded() : await startPostgres(driver);
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
    });

    if (driver === "pglite") describe("first start", () => firstStartTests(context));
    describe("sign-in and session", () => authTests(context));
    describe("auth endpoints", () => authEndpointTests(context));
    describe("guard", () => guardTests(context));
    describe("categories", () => categoryTests(context));
    describe("collections", () => collectionTests(context));
    describe("drawings", () => drawingTests(context));
    describe("articles", () => articleTests(context));
    describe("image check", () => imageCheckTests(context));
    describe("image files", () => imageFileTests(context));
    describe("direct uploads", () => directUploadTests(context));
    describe("stable addresses", () => addressTests(context));
    describe("public counters", () => counterTests(context));
    describe("colouring and difficulty", () => colouringTests(context));
    describe("search", () => searchTests(context));
    describe("security headers", () => headerTests(context));
    describe("security headers after hostile content", () => hostileContentHeaderTests(context));
    describe("AI reformulation", () => aiTests(context));
    describe("AI article generator", () => generatorTests(context));
    describe("automatic publishing", () => publishingTests(context));

    describe("a start with poisoned content", () => poisonedStartTests(context));

    it("answered every request above on purpose: no unexpected error was logged", () => {
      expect(context().server.output()).not.toContain("Admin API error");
    });
  });
}
