import type { Plugin } from "vite";

type Graph = { imported(id: string): readonly string[] };

/** Every module `from` reaches through static imports, `from` included. */
export function staticClosure(graph: Graph, from: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...graph.imported(id));
  }
  return reached;
}

/**
 * Reads the client build's module graph once it is complete and keeps what every page loads:
 * the client entry and the root route with all they import statically. Chunking runs after
 * the graph is built, so the groups' `test` functions can ask it.
 */
export function chunkPlan() {
  let everyPage = new Set<string>();
  const plugin: Plugin = {
    name: "chunk-plan",
    apply: "build",
    buildEnd() {
      if (this.environment.name !== "client") return;
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) =>
        /[\\/]app[\\/](entry\.client\.tsx|root\.tsx\?__react-router-build-client-route)$/.test(id),
      );
      if (roots.length !== 2) throw new Error(`chunk-plan: found ${roots.join(", ")}`);
      const graph = { imported: (id: string) => this.getModuleInfo(id)?.importedIds ?? [] };
      everyPage = staticClosure(graph, roots);
    },
  };
  return { plugin, everyPage: (id: string) => everyPage.has(id) };
}
