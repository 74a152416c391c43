import fs from "node:fs";
import nodePath from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shape of the server code, read from its import statements: the
 * guarantees that Biome's import rules state per folder, checked on the
 * whole graph (a rule per folder cannot see a circle).
 */

const PROJECT_ROOT = process.cwd();
const SOURCE_ROOT = nodePath.resolve("src");
/** What runs beside src/ and imports it: the commands, the sample catalogue, the benchmarks. */
const OUTSIDE_ROOTS = ["scripts", "sample-content", "bench"].map((dir) => nodePath.resolve(dir));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every module specifier `text` imports or re-exports, statically or dynamically. */
function importedSpecifiers(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => (match[1] ?? match[2]) as string);
}

/** The file a specifier names, from the file that imports it; null for packages. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith("#src/")) return nodePath.join(SOURCE_ROOT, specifier.slice("#src/".length));
  if (specifier.startsWith(".")) return nodePath.resolve(nodePath.dirname(from), specifier);
  return null;
}

function sourceFiles(dir: string, extensions = /\.(ts|tsx)$/): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => extensions.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => nodePath.join(dir, file));
}

/** file → the source files it imports. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedSpecifiers(fs.readFileSync(file, "utf8"))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== null && fs.existsSync(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The import circles of a graph, each as the files along it (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

const relative = (file: string) => nodePath.relative(process.cwd(), file);

/**
 * The folder a file belongs to, for the folder graph: a first-level folder
 * of src/server (server/admin, server/content...) or of src (lib, islands,
 * components...). A file directly in src/server (config.ts, errors.ts) is a
 * unit of its own: each is a leaf or a root that a folder may lean on.
 */
function folderOf(file: string): string {
  const outside = nodePath.relative(PROJECT_ROOT, file).split(nodePath.sep);
  if (outside[0] !== "src") return outside[0] as string; // scripts, sample-content, bench
  const parts = nodePath.relative(SOURCE_ROOT, file).split(nodePath.sep);
  if (parts[0] === "server" && parts.length > 1) return `server/${parts[1]}`;
  return parts.length > 1 ? (parts[0] as string) : (parts[0] as string);
}

/** The file graph folded into folders: folder → the other folders its files import. */
function folderGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
    folders.set(from, edges);
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges].sort()]));
}

/** Which imports make `circle` a circle: each file-level import from one of its folders into another. */
function circleEdges(graph: ReadonlyMap<string, readonly string[]>, circle: readonly string[]): string[] {
  const members = new Set(circle);
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => members.has(folderOf(file)) && members.has(folderOf(target)) && folderOf(file) !== folderOf(target))
      .map((target) => `${relative(file)} → ${relative(target)}`),
  );
}

/**
 * Column names as the database spells them, read as a property
 * (`row.image_url`, `{ image_url }`): what the repositories map away. A key
 * being written (`{ image_url: ... }`, a prompt's variables) is not a read.
 */
const SNAKE_CASE_READ = /(?:\??\.|\{\s*|,\s*)([a-z][a-z0-9]*_[a-z0-9_]+)\b(?!\s*[:(])/g;

describe("the server code's shape", () => {
  it("finds imports, re-exports and dynamic imports, and circles, in code made to have them", () => {
    expect(
      importedSpecifiers(
        'import { a } from "./a.ts";\nimport type { B } from "#src/b.ts";\nexport { c } from "../c.ts";\nconst d = await import("./d.ts");',
      ),
    ).toEqual(["./a.ts", "#src/b.ts", "../c.ts", "./d.ts"]);
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(importCircles(graph)).toEqual([["a", "b", "c"]]);
    expect(
      importCircles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("has no import circle in src/", () => {
    const circles = importCircles(importGraph(sourceFiles(SOURCE_ROOT)));
    expect(circles.map((circle) => circle.map(relative))).toEqual([]);
  });

  it("has components and layouts that import no server code (the pages hand them data and the site's address)", () => {
    const server = nodePath.join(SOURCE_ROOT, "server");
    const files = ["components", "layouts"].flatMap((dir) => sourceFiles(nodePath.join(SOURCE_ROOT, dir), /\.(astro|ts|tsx)$/));
    const offenders = [...importGraph(files)].flatMap(([file, targets]) =>
      targets
        .filter((target) => target.startsWith(server + nodePath.sep))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });

  it("has SQL only in the repositories (and the database layer under them)", () => {
    const allowed = ["server/repositories", "server/db"].map((dir) => nodePath.join(SOURCE_ROOT, dir) + nodePath.sep);
    const query = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(<[^>]*>)?`/;
    const files = sourceFiles(SOURCE_ROOT, /\.(astro|ts|tsx)$/).filter((file) => !allowed.some((dir) => file.startsWith(dir)));
    expect(query.test('db.selectFrom("drawings")') && query.test("sql<number>`count(*)`")).toBe(true);
    expect(files.filter((file) => query.test(fs.readFileSync(file, "utf8"))).map(relative)).toEqual([]);
  });

  it("has no loader that reads the database but through the dependency kinds", () => {
    // A loader that queried a repository itself would show data that no page records: the page would go stale.
    const loaders = nodePath.join(SOURCE_ROOT, "server/site/loaders");
    const forbidden = [nodePath.join(SOURCE_ROOT, "server/repositories"), nodePath.join(SOURCE_ROOT, "server/db")];
    const offenders: string[] = [];
    for (const [file, targets] of importGraph(sourceFiles(loaders)))
      for (const target of targets)
        if (forbidden.some((dir) => target.startsWith(dir + nodePath.sep)))
          offenders.push(`${relative(file)} → ${relative(target)}`);
    expect(sourceFiles(loaders).length).toBeGreaterThan(3);
    expect(offenders).toEqual([]);
  });

  it("has no import circle between folders: each folder leans on others without being leant on back", () => {
    const graph = importGraph([
      ...sourceFiles(SOURCE_ROOT, /\.(astro|ts|tsx)$/),
      ...OUTSIDE_ROOTS.flatMap((dir) => sourceFiles(dir)),
    ]);
    const folders = folderGraph(graph);
    expect(folders.get("scripts")).toContain("sample-content");
    expect(folders.get("server/content")).toContain("server/repositories");
    const circles = importCircles(folders);
    expect(circles.map((circle) => ({ folders: circle, imports: circleEdges(graph, circle) }))).toEqual([]);
  });

  it("finds a circle between folders that no file circle shows", () => {
    const graph = new Map([
      [nodePath.join(SOURCE_ROOT, "server/a/one.ts"), [nodePath.join(SOURCE_ROOT, "server/b/one.ts")]],
      [nodePath.join(SOURCE_ROOT, "server/b/two.ts"), [nodePath.join(SOURCE_ROOT, "server/a/two.ts")]],
      [nodePath.join(SOURCE_ROOT, "server/b/one.ts"), []],
      [nodePath.join(SOURCE_ROOT, "server/a/two.ts"), []],
    ]);
    expect(importCircles(graph)).toEqual([]);
    expect(importCircles(folderGraph(graph))).toEqual([["server/a", "server/b"]]);
  });

  it("keeps src/server/admin the admin API's adapter: only the routes under src/pages/api/admin import it", () => {
    const admin = nodePath.join(SOURCE_ROOT, "server/admin") + nodePath.sep;
    const allowed = [
      nodePath.join(SOURCE_ROOT, "pages/api/admin") + nodePath.sep,
      // The spec fixes this address outside /api/admin; its POST is the admin screen's.
      nodePath.join(SOURCE_ROOT, "pages/api/publish-drawing.ts"),
    ];
    const offenders = [...importGraph(sourceFiles(SOURCE_ROOT, /\.(astro|ts|tsx)$/))].flatMap(([file, targets]) =>
      file.startsWith(admin) || allowed.some((prefix) => file.startsWith(prefix))
        ? []
        : targets.filter((target) => target.startsWith(admin)).map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it("reads no snake_case column outside the repositories: rows become objects there", () => {
    const allowed = ["server/repositories", "server/db"].map((dir) => nodePath.join(SOURCE_ROOT, dir) + nodePath.sep);
    // Formats that are not rows: the change payload (the webhook's and NOTIFY's shape), the model's
    // JSON reply, a static page's front matter, better-auth's options, and Netlify's deploy event.
    const notRows = new Map([
      ["server/changes/change.ts", ["old_record"]],
      ["server/netlify/deploy-purge.ts", ["published_at"]],
      ["server/site/plan/invalidation.ts", ["category_id"]],
      ["server/ai/generate-article.ts", ["meta_title", "meta_description"]],
      ["server/content/static-pages.ts", ["updated_at"]],
    ]);
    const code = (text: string) =>
      text
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "")
        .replace(/(["'`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');
    const reads = (text: string) => [...code(text).matchAll(SNAKE_CASE_READ)].map((match) => match[1] as string);
    expect(
      reads(
        'const a = row.image_url; const { category_slug, id } = b; f(row.file_name); x.do_it(); "a.b_c"; g({ meta_title: 1 });',
      ),
    ).toEqual(["image_url", "category_slug", "file_name"]);
    const files = sourceFiles(nodePath.join(SOURCE_ROOT, "server")).filter(
      (file) => !allowed.some((dir) => file.startsWith(dir)),
    );
    const offenders = files.flatMap((file) => {
      const expected = new Set(notRows.get(nodePath.relative(SOURCE_ROOT, file)) ?? []);
      return [...new Set(reads(fs.readFileSync(file, "utf8")))]
        .filter((name) => !expected.has(name))
        .map((name) => `${relative(file)}: ${name}`);
    });
    expect(offenders).toEqual([]);
  });

  it("reads the environment only in config.ts: one place says what each variable means", () => {
    const server = sourceFiles(nodePath.join(SOURCE_ROOT, "server"));
    // Writes are no reads: the node adapter's entry is told not to start a server, and React's
    // production build is loaded with NODE_ENV set for the moment (saving the value it restores).
    const isWrite = (line: string) => /process\.env\.\w+\s*=[^=]|delete process\.env\./.test(line);
    const saved = new Map([["server/site/react-production.ts", "const previous = process.env.NODE_ENV;"]]);
    const offenders = server
      .filter((file) => !file.endsWith(`${nodePath.sep}config.ts`))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .filter(
            (line) =>
              line.includes("process.env") && !isWrite(line) && line.trim() !== saved.get(nodePath.relative(SOURCE_ROOT, file)),
          )
          .map((line) => `${relative(file)}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it("keeps each shelf to where its code runs: src/lib both sides, src/browser the browser, src/admin the admin, src/server the server", () => {
    const graph = importGraph([
      ...sourceFiles(SOURCE_ROOT, /\.(astro|ts|tsx)$/),
      ...OUTSIDE_ROOTS.flatMap((dir) => sourceFiles(dir)),
    ]);
    const under = (dir: string) => (file: string) => file.startsWith(nodePath.join(SOURCE_ROOT, dir) + nodePath.sep);
    const [lib, browser, server, admin, islands] = ["lib", "browser", "server", "admin", "islands"].map(under) as ((
      file: string,
    ) => boolean)[] as [
      (file: string) => boolean,
      (file: string) => boolean,
      (file: string) => boolean,
      (file: string) => boolean,
      (file: string) => boolean,
    ];
    const imports = (from: (file: string) => boolean, forbidden: (file: string) => boolean) =>
      [...graph].flatMap(([file, targets]) =>
        from(file) ? targets.filter(forbidden).map((target) => `${relative(file)} → ${relative(target)}`) : [],
      );
    const notShared = (file: string) => file.startsWith(SOURCE_ROOT + nodePath.sep) && !lib(file);
    // The shared shelf leans on nothing but itself; the browser's on itself and the shared one.
    expect(imports(lib, notShared)).toEqual([]);
    expect(imports(browser, (file) => notShared(file) && !browser(file))).toEqual([]);
    // The server never loads browser code (it would reach for window, or ship a second copy).
    expect(imports(server, (file) => browser(file) || islands(file) || admin(file))).toEqual([]);

    // A src/lib module that only one side reaches belongs on that side's shelf.
    const sideOf = (file: string): string => {
      if (server(file) || OUTSIDE_ROOTS.some((dir) => file.startsWith(dir + nodePath.sep))) return "server";
      if (admin(file)) return "admin";
      if (browser(file) || islands(file)) return "browser";
      return "templates"; // pages, views, components, layouts: rendered on the server, with scripts for the browser
    };
    const reachedFrom = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      if (lib(file)) continue;
      const side = sideOf(file);
      const seen = new Set<string>();
      const stack = targets.filter(lib);
      while (stack.length > 0) {
        const target = stack.pop() as string;
        if (seen.has(target)) continue;
        seen.add(target);
        const sides = reachedFrom.get(target) ?? new Set<string>();
        sides.add(side);
        reachedFrom.set(target, sides);
        stack.push(...(graph.get(target) ?? []).filter(lib));
      }
    }
    const oneSided = [...reachedFrom]
      .filter(([, sides]) => sides.size === 1 && !sides.has("templates"))
      .map(([file, sides]) => `${relative(file)}: only ${[...sides][0]}`);
    expect(reachedFrom.size).toBeGreaterThan(30);
    expect(oneSided).toEqual([]);
  });

  it("has one planning core: the engine and the CDN purger both import site/plan, and neither the plan nor the CDN's code imports the engine", () => {
    const graph = importGraph(sourceFiles(nodePath.join(SOURCE_ROOT, "server")));
    const dir = (name: string) => nodePath.join(SOURCE_ROOT, name) + nodePath.sep;
    const [engine, plan] = [dir("server/site/engine"), dir("server/site/plan")];
    const planUsers = new Set<string>();
    const offenders: string[] = [];
    for (const [file, targets] of graph) {
      const folder = [dir("server/netlify"), dir("server/site/cdn"), plan].find((prefix) => file.startsWith(prefix));
      for (const target of targets) {
        if (target.startsWith(plan) && !file.startsWith(plan))
          planUsers.add(nodePath.relative(SOURCE_ROOT, nodePath.dirname(file)));
        if (folder && target.startsWith(engine)) offenders.push(`${relative(file)} → ${relative(target)}`);
      }
    }
    expect(offenders).toEqual([]);
    expect([...planUsers]).toEqual(expect.arrayContaining(["server/site/engine", "server/site/cdn"]));
  });

  it("has imports that climb at most one folder inside src/: beyond that, the alias #src/", () => {
    const climbing = /^(?:\.\.\/){2,}/;
    const offenders = sourceFiles(SOURCE_ROOT, /\.(astro|ts|tsx)$/).flatMap((file) =>
      importedSpecifiers(fs.readFileSync(file, "utf8"))
        .filter((specifier) => climbing.test(specifier))
        .filter((specifier) => nodePath.resolve(nodePath.dirname(file), specifier).startsWith(SOURCE_ROOT + nodePath.sep))
        .map((specifier) => `${relative(file)}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("has routes that reach data through the services: no route imports the repositories or the database layer", () => {
    const pages = nodePath.join(SOURCE_ROOT, "pages");
    const forbidden = ["server/repositories", "server/db"].map((dir) => nodePath.join(SOURCE_ROOT, dir) + nodePath.sep);
    const routes = sourceFiles(pages, /\.(astro|ts)$/);
    const offenders = [...importGraph(routes)].flatMap(([file, targets]) =>
      targets
        .filter((target) => forbidden.some((dir) => target.startsWith(dir)))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(offenders).toEqual([]);
  });

  it("names a repository one way: by its own file under the alias outside the repositories, relatively inside them", () => {
    const repositories = nodePath.join(SOURCE_ROOT, "server/repositories") + nodePath.sep;
    const offenders = sourceFiles(SOURCE_ROOT, /\.(astro|ts|tsx)$/).flatMap((file) =>
      importedSpecifiers(fs.readFileSync(file, "utf8"))
        .filter((specifier) => {
          const target = resolveSpecifier(file, specifier);
          if (!target?.startsWith(repositories)) return false;
          if (file.startsWith(repositories)) return !specifier.startsWith("./");
          return !specifier.startsWith("#src/server/repositories/") || specifier.endsWith("/index.ts");
        })
        .map((specifier) => `${relative(file)}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
