import { adminServerSuite } from "./admin-server.ts";

adminServerSuite("pglite");
