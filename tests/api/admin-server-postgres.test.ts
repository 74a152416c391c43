import { adminServerSuite } from "./admin-server.ts";

adminServerSuite("postgres");
