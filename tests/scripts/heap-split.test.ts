import { describe, expect, it } from 'vitest';
import { splitHeap } from '../../scripts/heap-split.ts';

// the shape of a V8 snapshot's nodes: one flat array, node_fields numbers per node
const META = {
  node_fields: ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'],
  node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic', 'concatenated string', 'sliced string', 'symbol', 'bigint', 'object shape'], 'string', 'number', 'number', 'number', 'number'],
};
const MB = 2 ** 20;
const node = (type: number, size: number) => [type, 0, 1, size, 0, 0];

describe('splitHeap (bench:soak)', () => {
  it("splits a snapshot's bytes into the page's JS data, compiled code and the browser's own", () => {
    const nodes = [
      ...node(3, 1 * MB), // object
      ...node(1, 0.5 * MB), // array
      ...node(2, 0.25 * MB), // string
      ...node(14, 0.25 * MB), // object shape
      ...node(4, 3 * MB), // code
      ...node(8, 2 * MB), // native
      ...node(0, 1 * MB), // hidden
    ];
    expect(splitHeap({ snapshot: { meta: META }, nodes })).toEqual({ dataMB: 2, codeMB: 3, nativeMB: 3 });
  });
});
