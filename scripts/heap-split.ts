/**
 * A V8 heap snapshot (CDP HeapProfiler.takeHeapSnapshot) split by what holds the bytes: the page's own JS data
 * (objects, arrays, strings, closures, their shapes), code (V8's `code` nodes: bytecode, the optimised code it adds
 * as functions get hot, and their metadata) and the browser's and the engine's native objects. JS heap used grows
 * with the code while a long session warms up; a leak of the shop's own shows in the data (bench-soak.ts).
 */
export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } };
  nodes: number[];
}

export interface HeapSplit {
  dataMB: number;
  codeMB: number;
  nativeMB: number;
}

export function splitHeap(snapshot: HeapSnapshot): HeapSplit {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0] as string[];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const bytes = { data: 0, code: 0, native: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]!];
    const size = snapshot.nodes[i + sizeAt]!;
    if (type === 'code') bytes.code += size;
    else if (type === 'native' || type === 'synthetic' || type === 'hidden') bytes.native += size;
    else bytes.data += size;
  }
  const mb = (n: number) => n / 2 ** 20;
  return { dataMB: mb(bytes.data), codeMB: mb(bytes.code), nativeMB: mb(bytes.native) };
}
