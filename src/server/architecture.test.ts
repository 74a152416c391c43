import fs from "node:fs";
import nodePath from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shape of the server code, read from its import statements: the
 * guarantees that Biome's import rules state per folder, checked on the
 * whole graph (a rule per folder cannot see a circle).
 */

const SOURCE_ROOT = nodePath.resolve("src");
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
});
