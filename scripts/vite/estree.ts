/**
 * What the build's plugins that rewrite a library by its syntax tree share (antd-without-style-code.ts,
 * shared-openchemlib.ts): the parser's nodes as they read them, a walk, and splicing edits back into the code.
 */

/** A node of the parser's ESTree, with its place in the code. */
export interface EsNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is EsNode => typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';

const FUNCTION = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/;

/**
 * Each node with its parent and whether a function holds it (code run when called, not when the module starts);
 * `visit` returning false skips the node's children.
 */
export function walk(node: EsNode, visit: (node: EsNode, parent: EsNode | undefined, inFunction: boolean) => boolean | void, parent?: EsNode, inFunction = false): void {
  if (visit(node, parent, inFunction) === false) return;
  const inner = inFunction || FUNCTION.test(node.type);
  for (const value of Object.values(node)) {
    for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) walk(item, visit, node, inner);
  }
}

/** The code with each edit's range replaced by its text (the ranges do not overlap). */
export function splice(code: string, edits: readonly { start: number; end: number; by: string }[]): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.by + out.slice(edit.end);
  return out;
}
