import { useEffect, useRef, useState } from 'react';
import styles from './structure-search.styles';

/**
 * OpenChemLib's editor (a canvas in a shadow root: no `<style>`, no eval; docs/api.md §5 Structures), loaded when
 * first shown. Each change hands the drawing up as a molfile; an empty drawing as ''.
 */
export function StructureEditor({ onChange }: { onChange: (molfile: string) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onChange);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    let editor: { destroy: () => void } | undefined;
    let cancelled = false;
    import('openchemlib')
      .then(({ CanvasEditor }) => {
        if (cancelled || !host.current) return;
        const canvas = new CanvasEditor(host.current, { initialFragment: true });
        // only a change of the drawing, once per change (selection and highlight events come too)
        let last = '';
        canvas.setOnChangeListener((event) => {
          if (event.type !== 'molecule') return;
          const molecule = canvas.getMolecule();
          const idcode = molecule.getAllAtoms() === 0 ? '' : molecule.getIDCode();
          if (idcode === last) return;
          last = idcode;
          latest.current(idcode === '' ? '' : molecule.toMolfile());
        });
        editor = canvas;
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      editor?.destroy();
    };
  }, []);
  return (
    <div className={styles.editorBox}>
      <div ref={host} className={styles.editor} role="application" aria-label="结构式编辑器" aria-describedby="structure-editor-note" />
      <p id="structure-editor-note" className="sr-only">
        用鼠标或触屏绘制；也可改用上方的文本框输入 SMILES。
      </p>
      {state === 'loading' ? <p className={styles.editorNote}>正在加载结构式编辑器…</p> : null}
      {state === 'failed' ? <p className={styles.editorNote} role="alert">结构式编辑器加载失败，请刷新页面重试，或直接输入 SMILES。</p> : null}
    </div>
  );
}
