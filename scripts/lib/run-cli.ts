import { ConfigError } from "#src/server/config.ts";
import { DatabaseUnavailableError } from "#src/server/db/connection.ts";
import { DataDirLockedError } from "#src/server/db/data-dir-lock.ts";

/**
 * Errors the person running a script can fix themselves (a bad setting, a
 * database in use or unreachable): their message already says what to do,
 * so it is printed alone, on one line, without a stack trace.
 */
const EXPECTED_ERRORS = [ConfigError, DataDirLockedError, DatabaseUnavailableError] as const;
const EXPECTED_NAMES = new Set<string>(EXPECTED_ERRORS.map((type) => type.name));

export function isExpectedError(error: unknown): error is Error {
  // By name as well: the Astro server bundle carries its own copies of these classes.
  return error instanceof Error && (EXPECTED_ERRORS.some((type) => error instanceof type) || EXPECTED_NAMES.has(error.name));
}

/**
 * Runs a script's main function. Expected errors print their message and
 * exit with status 1; anything else is a bug and keeps its stack trace. A
 * successful run leaves the process alone (a server keeps running).
 */
export function runCli(main: () => Promise<void>): void {
  loadDotEnv();
  main().catch((error: unknown) => {
    if (isExpectedError(error)) {
      console.error(error.message.replace(/\s*\n\s*/g, " "));
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}

/**
 * Settings from ./.env, when there is one (see .env.example). Variables
 * already set in the environment win. Loaded before `main` reads the
 * configuration, which is parsed lazily on first use.
 */
function loadDotEnv(): void {
  try {
    process.loadEnvFile(".env");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
