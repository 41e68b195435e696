/** A file of the pack: its name in the ZIP and its bytes. */
export interface PackFile {
  name: string;
  data: Uint8Array;
}

/**
 * The ZIP of the pack, by fflate (a small, maintained zip library), loaded on the first pack only: it is in no first
 * load (npm run size). Names are UTF-8 (fflate marks them so); the files are deflated (the mall's PDFs are text).
 */
export async function zipFiles(files: readonly PackFile[]): Promise<Blob> {
  const { zipSync } = await import('fflate');
  const tree: Record<string, Uint8Array> = {};
  for (const file of files) tree[file.name] = file.data;
  const bytes = zipSync(tree, { level: 6 });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}
