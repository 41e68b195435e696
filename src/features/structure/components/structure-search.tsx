import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Input, Segmented, Slider } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { MaterialSummary } from '@/entities/material';
import { MEDIA, useMedia } from '@/shared/ui/layout';
import { structureIndexQuery } from '@/entities/material';
import { percent, type DrawnHit, type FromWorker, type ToWorker } from '../model/protocol';
import type { StructureMode } from '../model/search';
import { StructureEditor } from './structure-editor';
import { StructureResults } from './structure-results';
import styles from './structure-search.styles';

const MODES: { label: string; value: StructureMode }[] = [
  { label: '精确', value: 'exact' },
  { label: '子结构', value: 'substructure' },
  { label: '相似度', value: 'similarity' },
];

const REFUSED: Record<'empty' | 'invalid' | 'no-index' | 'failed', string> = {
  empty: '请输入 SMILES、绘制结构式或拖入 .mol 文件后再搜索。',
  invalid: '无法识别该结构式，请检查 SMILES 或 .mol 文件后重试。',
  'no-index': '结构式索引尚未加载完成，请稍后重试。',
  failed: '结构式搜索未能启动，请刷新页面重试，或改用关键词搜索。',
};

type Outcome =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'refused'; message: string }
  | { kind: 'hits'; hits: DrawnHit[]; total: number; mode: StructureMode };

/** The structure worker, one per page visit: a chunk of its own importing OpenChemLib, the one file the editor loads too. */
function useStructureWorker(onAnswer: (answer: FromWorker) => void) {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  }, [onAnswer]);
  useEffect(() => {
    const created = new Worker(new URL('../model/worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<FromWorker>) => latest.current(event.data);
    // a worker that fails to load answers nothing: say so instead of searching forever
    created.onerror = () => latest.current({ type: 'refused', seq: -1, reason: 'failed' });
    worker.current = created;
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);
  return useCallback((message: ToWorker) => worker.current?.postMessage(message), []);
}

/** A callback of stable identity that calls the latest `fn`: memoised parts keep their props when the page renders. */
function useHandler<A extends unknown[], R>(fn: (...args: A) => R) {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** The SMILES box: memoised, so starting a search (the button's running state) leaves it alone. */
const SmilesInput = memo(function SmilesInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      id="structure-smiles"
      className={styles.smiles}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="例如 Cc1ccccc1（甲苯）、c1ccccc1（苯环）"
      autoComplete="off"
      spellCheck={false}
    />
  );
});

/** The mode, the similarity threshold and the editor's toggle: memoised as the SMILES box. */
const SearchOptions = memo(function SearchOptions({
  mode,
  threshold,
  editorOpen,
  onMode,
  onThreshold,
  onThresholdDone,
  onToggleEditor,
}: {
  mode: StructureMode;
  threshold: number;
  editorOpen: boolean;
  onMode: (mode: StructureMode) => void;
  onThreshold: (value: number) => void;
  onThresholdDone: (value: number) => void;
  onToggleEditor: () => void;
}) {
  return (
    <div className={styles.row}>
      <Segmented<StructureMode> aria-label="搜索方式" options={MODES} value={mode} onChange={onMode} />
      {mode === 'similarity' ? (
        <div className={styles.threshold}>
          <span id="structure-threshold">相似度阈值 {percent(threshold)}</span>
          <Slider
            aria-labelledby="structure-threshold"
            min={0.3}
            max={1}
            step={0.05}
            value={threshold}
            onChange={onThreshold}
            onChangeComplete={onThresholdDone}
            tooltip={{ formatter: (value) => percent(value ?? 0) }}
          />
        </div>
      ) : null}
      <Button onClick={onToggleEditor} aria-expanded={editorOpen}>
        {editorOpen ? '收起结构式编辑器' : '绘制结构式'}
      </Button>
    </div>
  );
});

/** The .mol drop zone and file button: memoised as the SMILES box. */
const MolFileDrop = memo(function MolFileDrop({ onFile }: { onFile: (file: File | undefined) => Promise<void> }) {
  const [dropping, setDropping] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div
      className={`${styles.drop} ${dropping ? styles.dropActive : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropping(false);
        void onFile(event.dataTransfer.files[0]);
      }}
    >
      也可将 .mol 结构文件拖到这里，或
      <Button onClick={() => fileInput.current?.click()}>选择 .mol 文件</Button>
      <input
        ref={fileInput}
        type="file"
        accept=".mol,.sdf"
        hidden
        aria-label="选择 .mol 或 .sdf 结构文件"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
});

const Editor = memo(StructureEditor);
const Results = memo(StructureResults);

/**
 * 结构式搜索 (docs/api.md §5 Structures): draw (wide screens open the editor), paste a SMILES or drop a .mol
 * file; exact, substructure or similarity, searched in a worker over the mall's index. `renderMaterials` draws
 * a structure's materials as the product list does.
 */
export function StructureSearch({ renderMaterials }: { renderMaterials: (materials: MaterialSummary[]) => ReactNode }) {
  const phone = useMedia(MEDIA.phone);
  const index = useQuery(structureIndexQuery());
  const [smiles, setSmiles] = useState('');
  const [drawn, setDrawn] = useState('');
  const [drawing, setDrawing] = useState<boolean | undefined>(undefined);
  const [mode, setMode] = useState<StructureMode>('substructure');
  const [threshold, setThreshold] = useState(0.7);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const seq = useRef(0);
  const askedMode = useRef<StructureMode>(mode);
  const editorOpen = drawing ?? !phone;

  const post = useStructureWorker((answer) => {
    if (answer.seq !== seq.current && answer.seq !== -1) return; // an older query's answer
    // drawn in the background: typing or drawing meanwhile is not held up by the results
    startTransition(() => {
      if (answer.type === 'refused') setOutcome({ kind: 'refused', message: REFUSED[answer.reason] });
      else setOutcome({ kind: 'hits', hits: answer.hits, total: answer.total, mode: askedMode.current });
    });
  });

  // a search asked before the index came waits for it (the worker answers in order)
  const waiting = useRef<ToWorker | null>(null);
  useEffect(() => {
    if (!index.data) return;
    post({ type: 'index', version: index.data.version, entries: index.data.entries });
    if (waiting.current) post(waiting.current);
    waiting.current = null;
  }, [index.data, post]);

  const run = (text: string, nextMode = mode, nextThreshold = threshold) => {
    seq.current += 1;
    askedMode.current = nextMode;
    if (text.trim() === '') return setOutcome({ kind: 'refused', message: REFUSED.empty });
    // the query goes first; the running state is drawn after the click's (or the bond's) frame: that frame
    // was the whole form rendered again (632–1,048 ms at 4× CPU, issue 44)
    const message: ToWorker = { type: 'search', seq: seq.current, text, mode: nextMode, threshold: nextThreshold };
    if (index.data) post(message);
    else waiting.current = message;
    startTransition(() => setOutcome({ kind: 'running' }));
  };
  const query = () => (smiles.trim() !== '' ? smiles : drawn);

  const onDraw = useHandler((molfile: string) => {
    setDrawn(molfile);
    if (molfile === '') return;
    setSmiles('');
    run(molfile);
  });
  // a .mol or .sdf file, dropped or chosen with the file button
  const onFile = useHandler(async (file: File | undefined) => {
    if (!file) return;
    if (!/\.(mol|sdf)$/i.test(file.name) || file.size > 512 * 1024) {
      setOutcome({ kind: 'refused', message: '请选择或拖入 .mol 或 .sdf 结构文件（不超过 512 KB）。' });
      return;
    }
    const text = await file.text();
    setDrawn(text);
    setSmiles('');
    run(text);
  });
  const onMode = useHandler((next: StructureMode) => {
    setMode(next);
    if (query().trim() !== '') run(query(), next);
  });
  const onThresholdDone = useHandler((value: number) => {
    if (query().trim() !== '') run(query(), mode, value);
  });
  const onToggleEditor = useHandler(() => setDrawing(!editorOpen));

  // a search waiting for an index that failed to load waits no more: the alert below says so, with 重试
  const stalled = outcome.kind === 'running' && index.isError;
  const announce =
    stalled
      ? ''
      : outcome.kind === 'hits'
      ? outcome.total === 0
        ? '没有找到匹配的商品，可换用子结构或降低相似度阈值。'
        : `找到 ${outcome.total} 种结构${outcome.total > outcome.hits.length ? `，显示前 ${outcome.hits.length} 种` : ''}。`
      : outcome.kind === 'running'
        ? '正在搜索…'
        : '';

  return (
    <div className={styles.form}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          run(query());
        }}
      >
        <div>
          <label className={styles.label} htmlFor="structure-smiles">
            SMILES
          </label>
          <div className={styles.row}>
            <SmilesInput value={smiles} onChange={setSmiles} />
            <Button type="primary" htmlType="submit" loading={outcome.kind === 'running' && !stalled}>
              搜索结构
            </Button>
          </div>
        </div>
        <SearchOptions
          mode={mode}
          threshold={threshold}
          editorOpen={editorOpen}
          onMode={onMode}
          onThreshold={setThreshold}
          onThresholdDone={onThresholdDone}
          onToggleEditor={onToggleEditor}
        />
      </form>
      {editorOpen ? <Editor onChange={onDraw} /> : null}
      <MolFileDrop onFile={onFile} />
      {index.isError ? (
        <p className={styles.error} role="alert">
          {stalled ? '结构式索引加载失败，搜索未能进行。' : '结构式索引加载失败。'}
          <Button type="link" onClick={() => void index.refetch()}>
            重试
          </Button>
        </p>
      ) : null}
      {outcome.kind === 'refused' ? (
        <p className={styles.error} role="alert">
          {outcome.message}
        </p>
      ) : null}
      <p className={styles.message} role="status" aria-live="polite">
        {announce}
      </p>
      {outcome.kind === 'hits' && outcome.hits.length > 0 ? (
        <Results hits={outcome.hits} mode={outcome.mode} renderMaterials={renderMaterials} />
      ) : null}
    </div>
  );
}
