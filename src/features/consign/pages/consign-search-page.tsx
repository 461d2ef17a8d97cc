import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { evaluationSearchProduct } from '../../../shared/contracts/seller-evaluation';
import { searchProductRecord } from '../api/get-catalogue';
import { useSaveSearch } from '../../../components/search-history/search-history-changes';
import { ProductRows } from '../components/product-rows';
import { SearchBar } from '../../../components/search-history/search-bar';
import { SearchHistory } from '../../../components/search-history/search-history';
import { idParams, orderSuffix } from '../consign-params';
import { SellerOnly } from '../../../components/seller-only/seller-only';
import styles from '../consign.module.css';

const keywordRule = evaluationSearchProduct.input.shape.keyword;

function Results({ keyword, onPick }: { keyword: string; onPick: (id: number) => void }) {
  const results = searchProductRecord.use({ keyword });
  return (
    <QueryView
      view={results.view}
      onRetry={() => void results.refresh()}
      emptyTitle="没有找到相关机型"
    >
      {results.data && <ProductRows products={results.data.list} onPick={onPick} />}
    </QueryView>
  );
}

/** /consignSearch: find a model by name (evaluation/app/search/product), with the saved history. */
export default function ConsignSearchPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const suffix = orderSuffix(idParams(params).orderId);
  const [keyword, setKeyword] = useState<string | null>(null);
  const save = useSaveSearch();

  const search = (value: string) => {
    setKeyword(value);
    save.submit({ keyword: value });
  };
  const pick = (productId: number) =>
    void navigate(`/consignEvaluate?productId=${productId}${suffix}`);

  return (
    <SellerOnly title="搜索机型" need="寄卖估价、下单与发货需要卖家身份">
      <NavHeader title="搜索机型" />
      <div className={styles.page}>
        <SearchBar
          label="机型名称"
          placeholder="输入机型，如 iPhone 13"
          rule={keywordRule}
          key={keyword ?? ''}
          initial={keyword ?? ''}
          onSearch={search}
        />
        {keyword === null ? (
          <SearchHistory scene="product" title="搜索历史" onPick={search} />
        ) : (
          <Results keyword={keyword} onPick={pick} />
        )}
      </div>
    </SellerOnly>
  );
}
