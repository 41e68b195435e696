/**
 * The structure worker: holds the prepared index (one per version) and answers searches, so drawing and typing
 * never wait for OpenChemLib (docs/api.md §5 Structures).
 */
import { Molecule } from 'openchemlib';
import type { FromWorker, ToWorker } from './protocol';
import { parseQuery, prepareIndex, searchStructures, type PreparedIndex } from './search';

/** Structures drawn per answer: the page shows at most this many. */
const SHOWN = 20;

let version = '';
let prepared: PreparedIndex | undefined;

const post = (message: FromWorker) => self.postMessage(message);

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'index') {
    if (message.version !== version) {
      try {
        prepared = prepareIndex(message.entries);
        // warm up while the member types or draws: the first search otherwise pays for the library's start and
        // for reading every structure (seconds on a slow machine)
        searchStructures(prepared, Molecule.fromSmiles('C'), 'substructure');
        Molecule.fromSmiles('c1ccccc1').toSVG(180, 130, 'warm');
        // recorded once prepared: a failure here leaves no version, so the index sent again is prepared again
        version = message.version;
      } catch {
        prepared = undefined;
        version = '';
      }
    }
    return;
  }
  if (!prepared) return post({ type: 'refused', seq: message.seq, reason: 'no-index' });
  const parsed = parseQuery(message.text);
  if (!parsed.ok) return post({ type: 'refused', seq: message.seq, reason: parsed.reason });
  try {
    const hits = searchStructures(prepared, parsed.molecule, message.mode, message.threshold);
    post({
      type: 'result',
      seq: message.seq,
      total: hits.length,
      hits: hits.slice(0, SHOWN).map((hit, i) => ({ ...hit, svg: Molecule.fromIDCode(hit.idcode).toSVG(180, 130, `s${message.seq}-${i}`, { autoCrop: true, autoCropMargin: 8 }) })),
    });
  } catch {
    post({ type: 'refused', seq: message.seq, reason: 'invalid' });
  }
};
