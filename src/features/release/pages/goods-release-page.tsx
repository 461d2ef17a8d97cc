import { useSearchParams } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { OfflineCachedNotice } from '../../../components/query-state/offline-notice';
import { QueryView } from '../../../components/query-state/query-view';
import { FailureBlock } from '../../../components/status-block/status-block';
import {
  pictureTemplateRecord,
  priceRangeRecord,
  publishCheckRecord,
  publishOptionsRecord,
} from '../api/get-release-info';
import { DurationSection } from '../components/duration-section';
import { ItemSummary } from '../components/item-summary';
import { PhotoSummary } from '../components/photo-summary';
import { PriceSection } from '../components/price-section';
import { PublishedView } from '../components/published-view';
import { ReleaseActions } from '../components/release-actions';
import { ResumeBanner } from '../components/resume-banner';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import { CodeSection, NoteSection } from '../components/text-sections';
import { EMPTY_FORM } from '../release-form';
import { itemIdFromParam } from '../release-params';
import { releaseScope, useSavedForm } from '../release-store';
import { useReleaseSubmit, type ReleaseRules } from '../use-release-submit';
import styles from '../release.module.css';
import { BadLinkState } from '../../../components/query-state/bad-link-state';

interface EditorProps {
  itemId: number;
  rules: ReleaseRules;
  durations: ReadonlyArray<{ hours: number; label: string }>;
}

function ReleaseEditor({ itemId, rules, durations }: EditorProps) {
  const scope = releaseScope(itemId);
  const { saved, edit } = useSavedForm(scope);
  const form = saved?.form ?? EMPTY_FORM;
  const submit = useReleaseSubmit(itemId, scope, rules);
  if (submit.done) return <PublishedView item={submit.done.item} listed={submit.done.listed} />;
  return (
    <>
      <ResumeBanner
        itemId={itemId}
        scope={scope}
        slotKeys={rules.slots.map((slot) => slot.key)}
        saved={saved}
        deleteDraft={submit.changes.deleteDraft}
      />
      <ItemSummary itemId={itemId} />
      <PhotoSummary itemId={itemId} slots={rules.slots} pictures={form.pictures} />
      <PriceSection
        itemId={itemId}
        value={form.priceText}
        onChange={(priceText) => edit({ priceText })}
      />
      <DurationSection
        durations={durations}
        value={form.durationHours}
        onChange={(durationHours) => edit({ durationHours })}
      />
      <NoteSection value={form.note} onChange={(note) => edit({ note })} />
      <CodeSection value={form.code} onChange={(code) => edit({ code })} />
      <ReleaseActions
        busy={submit.busy}
        error={submit.error}
        onSaveDraft={() => void submit.saveDraft(form)}
        onPublish={() => void submit.publish(form, true)}
        onSavePublish={() => void submit.publish(form, false)}
      />
    </>
  );
}

/** The item's checks and configuration, loaded before the form shows. */
function ReleaseGate({ itemId }: { itemId: number }) {
  const check = publishCheckRecord.use({ itemId });
  const template = pictureTemplateRecord.use({ itemId });
  const options = publishOptionsRecord.use({});
  const range = priceRangeRecord.use({ itemId });
  const queries = [check, template, options, range];
  const pending = queries.find((query) => query.view.kind !== 'ready');
  if (pending || !check.data || !template.data || !options.data || !range.data) {
    const shown = pending ?? check;
    return (
      <QueryView
        view={shown.view}
        onRetry={() => queries.forEach((query) => void query.refresh())}
        errorTitle="商品信息加载失败"
        errorDescription={shown.error ? userMessageOf(shown.error) : undefined}
      >
        {null}
      </QueryView>
    );
  }
  if (!check.data.canPublish) {
    return <FailureBlock title="该商品暂不能发布" description={check.data.reasons.join('；')} />;
  }
  const rules = { slots: template.data.slots, ...range.data };
  return (
    <>
      {queries.some((query) => query.view.offlineCached) && <OfflineCachedNotice />}
      <ReleaseEditor itemId={itemId} rules={rules} durations={options.data.durations} />
    </>
  );
}

/**
 * /goodsRelease?itemId=… (issue 16, spec 000 §2 "several goods-release pages",
 * kept alive): an inspected item of the seller put up for auction — checks,
 * price, length, note, publish code, drafts and publishing. Photos are taken on
 * /goodsReleasePhotos; both pages share the form kept on the phone.
 */
export default function GoodsReleasePage() {
  const [params] = useSearchParams();
  const itemId = itemIdFromParam(params.get('itemId'));
  return (
    <>
      <NavHeader title="发布商品" />
      <div className={styles.page}>
        <SellerOnly need="发布寄卖商品需要卖家身份">
          {itemId === null ? <BadLinkState title="商品不存在" /> : <ReleaseGate itemId={itemId} />}
        </SellerOnly>
      </div>
    </>
  );
}
