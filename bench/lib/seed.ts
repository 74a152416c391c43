/**
 * Seeds the database and storage of DATA_DIR (the embedded default) with the
 * sample catalogue, or with `--drawings N` drawings, then exits. Run as its
 * own process so the benchmark's timings never include seeding.
 */

import { closeDatabase, getDatabase } from "#src/server/db/index.ts";
import { getStorage } from "#src/server/storage/index.ts";
import { seedDatabase } from "../../sample-content/seed.ts";

const flag = process.argv.indexOf("--drawings");
const drawings = flag === -1 ? undefined : Number(process.argv[flag + 1]);
if (drawings !== undefined && !(Number.isInteger(drawings) && drawings > 0)) {
  console.error("Usage: node bench/lib/seed.ts [--drawings N]");
  process.exit(2);
}

const handle = await getDatabase();
await seedDatabase(handle, getStorage(), drawings === undefined ? {} : { drawings });
await closeDatabase();
