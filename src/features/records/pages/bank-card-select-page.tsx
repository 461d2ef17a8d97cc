import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { ErrorState } from '../../../components/query-state/error-state';
import { ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import type { BankCard, BankUseType } from '../../../shared/contracts/bank-wallet';
import { useCardPages } from '../api/get-card-pages';
import { parseReturnTo, parseUseTypeParam, withCardId } from '../card-select-params';
import styles from '../records.module.css';

function CardOption({ card, onPick }: { card: BankCard; onPick: () => void }) {
  return (
    <ListItem
      onClick={onPick}
      description={card.cardNoMasked}
      extra={card.isDefault ? <Tag>默认</Tag> : undefined}
    >
      {card.bankName}
    </ListItem>
  );
}

function CardChoices({ useType, returnTo }: { useType: BankUseType; returnTo: string }) {
  const list = useCardPages(useType);
  const online = useIsOnline();
  const navigate = useNavigate();
  return (
    <PagedList
      query={list}
      online={online}
      keyOf={(card) => card.id}
      emptyTitle={useType === 1 ? '暂无转入银行卡' : '暂无转出银行卡'}
      errorTitle="银行卡加载失败"
      renderItem={(card) => (
        <CardOption
          card={card}
          onPick={() => void navigate(withCardId(returnTo, card.id), { replace: true })}
        />
      )}
    />
  );
}

/**
 * /bankCardSelectList?useType=1|2&returnTo=/path (spec 000 §2): pick a card for
 * a recharge (1, transfer-in cards) or a withdrawal or transfer (2); the pick
 * goes back to returnTo with `cardId=<id>` added. returnTo must be a same-app
 * path: anything else shows an error instead of navigating off the app.
 */
export default function BankCardSelectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const useType = parseUseTypeParam(params.get('useType'));
  const returnTo = parseReturnTo(params.get('returnTo'));
  return (
    <>
      <NavHeader
        title="选择银行卡"
        rightText={useType ? '添加' : undefined}
        onRightClick={() => void navigate(`/bankAdd?useType=${useType ?? 1}`)}
      />
      <div className={styles.page}>
        {useType === null || returnTo === null ? (
          <ErrorState
            title="参数有误"
            description="链接中的银行卡用途或返回页面无法识别"
            actionText="返回"
            onRetry={() => void navigate(-1)}
          />
        ) : (
          <CardChoices useType={useType} returnTo={returnTo} />
        )}
      </div>
    </>
  );
}
