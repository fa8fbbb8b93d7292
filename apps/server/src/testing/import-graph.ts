/**
 * The server's import graph, read with TypeScript's own pre-processor (type-only imports, re-exports
 * and dynamic imports count: a type import is a dependency too). Used by the test that keeps the
 * server free of import circles, file by file and folder by folder.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

export interface ImportGraph {
  /** Source files, relative to the root, with the relative imports each makes (resolved, relative). */
  edges: Map<string, Set<string>>;
}

function listSources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listSources(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Reads every .ts file under `root` and the relative imports between them. */
export function readImportGraph(root: string): ImportGraph {
  const edges = new Map<string, Set<string>>();
  for (const file of listSources(root)) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = resolveImport(file, fileName);
      if (target) targets.add(relative(root, target));
    }
    edges.set(relative(root, file), targets);
  }
  return { edges };
}

/** Strongly connected components with more than one node (or a node importing itself). */
function circles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return found;
}

/** Groups of files that import each other, directly or through others. */
export function fileCircles(graph: ImportGraph): string[][] {
  return circles(graph.edges);
}

const isTestCode = (file: string) =>
  file.endsWith(".test.ts") || file.split(sep).includes("testing") || file.split(sep)[0] === "testing";

/** The top folder a file belongs to ("(root)" for files directly under the root). */
const folderOf = (file: string) => {
  const parts = file.split(sep);
  return parts.length > 1 ? (parts[0] ?? "(root)") : "(root)";
};

/**
 * Groups of top-level folders that import each other (test files and test helpers aside), each
 * with the imports that close the circle, e.g. "media/read-queue.ts -> conversation/process-inbound.ts".
 */
export function folderCircles(graph: ImportGraph): { folders: string[]; imports: string[] }[] {
  const folders = new Map<string, Set<string>>();
  const examples = new Map<string, string[]>();
  for (const [file, targets] of graph.edges) {
    if (isTestCode(file)) continue;
    const from = folderOf(file);
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from || isTestCode(target)) continue;
      folders.get(from)?.add(to);
      const key = `${from}\u0000${to}`;
      examples.set(key, [...(examples.get(key) ?? []), `${file} -> ${target}`]);
    }
  }
  return circles(folders).map((members) => ({
    folders: members,
    imports: members.flatMap((from) => members.flatMap((to) => examples.get(`${from}\u0000${to}`) ?? [])),
  }));
}
