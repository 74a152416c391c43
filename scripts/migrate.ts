/** `npm run migrate`: applies pending migrations to the configured database. */
import { config } from "#src/server/config.ts";
import { openDatabase } from "#src/server/db/connection.ts";
import { migrate } from "#src/server/db/migrate.ts";
import { runCli } from "./lib/run-cli.ts";

runCli(async () => {
  const handle = await openDatabase(config().database);
  try {
    const applied = await migrate(handle);
    console.log(applied.length > 0 ? `Applied migrations: ${applied.join(", ")}` : "The database is up to date.");
  } finally {
    await handle.close();
  }
});
