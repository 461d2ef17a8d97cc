import { useState } from 'react';
import { userMessageOf } from '../../../api/user-message';
import { QueryView } from '../../../components/query-state/query-view';
import { Tabs } from '../../../components/ui/tabs';
import {
  brandRecord,
  categoryRecord,
  productListRecord,
  seriesProductRecord,
} from '../api/get-catalogue';
import styles from '../consign.module.css';
import { ChipGroup } from './chip-group';
import { ProductRows } from './product-rows';

type Pick = (productId: number) => void;

function Products({ seriesId, onPick }: { seriesId: number; onPick: Pick }) {
  const products = productListRecord.use({ seriesId });
  return (
    <QueryView
      view={products.view}
      onRetry={() => void products.refresh()}
      emptyTitle="该系列暂无机型"
    >
      {products.data && <ProductRows products={products.data.list} onPick={onPick} />}
    </QueryView>
  );
}

function Series({
  categoryId,
  brandId,
  onPick,
}: {
  categoryId: number;
  brandId: number;
  onPick: Pick;
}) {
  const series = seriesProductRecord.use({ categoryId, brandId });
  const [chosen, setChosen] = useState<number>();
  const list = series.data?.list ?? [];
  const seriesId = chosen ?? list[0]?.id;
  return (
    <QueryView
      view={series.view}
      onRetry={() => void series.refresh()}
      emptyTitle="该品牌暂无可估价系列"
    >
      <ChipGroup
        label="系列"
        options={list.map((s) => ({ key: s.id, text: s.name }))}
        value={seriesId}
        onChange={setChosen}
      />
      {seriesId !== undefined && <Products seriesId={seriesId} onPick={onPick} />}
    </QueryView>
  );
}

function Brands({ categoryId, onPick }: { categoryId: number; onPick: Pick }) {
  const brands = brandRecord.use({ categoryId });
  const [brandId, setBrandId] = useState<number>();
  return (
    <section className={styles.card} aria-label="品牌">
      <QueryView view={brands.view} onRetry={() => void brands.refresh()} emptyTitle="暂无品牌">
        <ChipGroup
          label="品牌"
          options={(brands.data?.list ?? []).map((b) => ({ key: b.id, text: b.name }))}
          value={brandId}
          onChange={setBrandId}
        />
      </QueryView>
      {brandId === undefined ? (
        <p className={styles.muted}>请选择品牌</p>
      ) : (
        <Series key={brandId} categoryId={categoryId} brandId={brandId} onPick={onPick} />
      )}
    </section>
  );
}

/** Category tabs → brand → series → model (spec 000 §7: the four catalogue lists). */
export function CataloguePicker({ onPick }: { onPick: Pick }) {
  const categories = categoryRecord.use({});
  const [chosen, setChosen] = useState<string>();
  const list = categories.data?.list ?? [];
  const categoryId = Number(chosen ?? list[0]?.id);
  return (
    <QueryView
      view={categories.view}
      onRetry={() => void categories.refresh()}
      errorDescription={categories.error ? userMessageOf(categories.error) : undefined}
    >
      <Tabs
        tabs={list.map((c) => ({ key: String(c.id), title: c.name }))}
        activeKey={String(categoryId)}
        onChange={setChosen}
      />
      {categoryId > 0 && <Brands key={categoryId} categoryId={categoryId} onPick={onPick} />}
    </QueryView>
  );
}
