import {
  CONTROL_NOTE,
  conditionOf,
  ControlTags,
  DOC_TITLE,
  HazardPictograms,
  ShippingTag,
  SignalWord,
  sortedControls,
  useDownloadMaterialDoc,
  type MaterialDetail,
  type MaterialDocKind,
} from '@/entities/material';
import { LiteButton } from '@/shared/ui/lite';
import styles from './catalogue-detail.module.css';

/**
 * 安全信息 of a material's page (docs/api.md §20), under its heading (material-detail.tsx, which loads this module
 * lazily): the GHS pictograms with their names, the signal word, the H-statements, the control classes (what buying a
 * controlled one takes is said by 加入购物车: the page's 购买资质), the UN number and the shipping condition.
 */
export function SafetyFacts({ material }: { material: MaterialDetail }) {
  const hazard = material.hazard;
  if (!hazard) return null;
  const controls = sortedControls(hazard.controls);
  return (
    <div className={styles.safety}>
      {hazard.pictograms.length > 0 ? <HazardPictograms pictograms={hazard.pictograms} size={48} named /> : null}
      <dl className={styles.facts} style={{ margin: 0 }}>
        {hazard.signalWord ? (
          <>
            <dt>信号词</dt>
            <dd>
              <SignalWord word={hazard.signalWord} />
            </dd>
          </>
        ) : null}
        {hazard.hStatements.length > 0 ? (
          <>
            <dt>危险说明</dt>
            <dd>
              <ul className={styles.plainList}>
                {hazard.hStatements.map((h) => (
                  <li key={h.code}>
                    <b>{h.code}</b> {h.text}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {controls.length > 0 ? (
          <>
            <dt>管制类别</dt>
            <dd>
              <ul className={styles.plainList}>
                {controls.map((c) => (
                  <li key={c}>
                    <ControlTags controls={[c]} />
                    {/* what buying a controlled class takes is said once, by 加入购物车 (the page's 购买资质) */}
                    {c === 'hazardous' ? <span className={styles.note}>{CONTROL_NOTE[c]}</span> : null}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {hazard.unNumber ? (
          <>
            <dt>UN 编号</dt>
            <dd>{hazard.unNumber}</dd>
          </>
        ) : null}
        <dt>运输条件</dt>
        <dd>
          <ShippingTag condition={conditionOf(material)} />
        </dd>
      </dl>
    </div>
  );
}

/** 安全技术说明书 (when the material has one) and 产品说明书, saved through the shop's client. */
export function MaterialDocuments({ material }: { material: MaterialDetail }) {
  const download = useDownloadMaterialDoc();
  const kinds: MaterialDocKind[] = material.hasSds ? ['sds', 'datasheet'] : ['datasheet'];
  return (
    <div className={styles.docButtons}>
      {kinds.map((kind) => {
        const busy = download.isPending && download.variables.kind === kind;
        return (
          <LiteButton key={kind} onClick={() => (busy ? undefined : download.mutate({ matlId: material._id, catalogNo: material.catalogNo, kind }))}>
            {busy ? `正在下载${DOC_TITLE[kind]}…` : `${DOC_TITLE[kind]}${kind === 'sds' ? '（SDS）' : ''}`}
          </LiteButton>
        );
      })}
    </div>
  );
}
