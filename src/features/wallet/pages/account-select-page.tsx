import { useNavigate } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { List, ListItem } from '../../../components/ui/list';
import { Tag } from '../../../components/ui/tag';
import { readItem, STORAGE_KEYS } from '../../../lib/storage';
import { useWalletFunctions } from '../api/get-wallet-functions';
import { useOpenSellerAccount } from '../api/open-wallet';
import styles from '../wallet.module.css';

const STATUS_TEXT = { NONE: '未开通', REGISTERED: '待开通', OPEN: '已开通' } as const;

/**
 * /accountSelect (spec 000 §2): the accounts a user may open, as
 * user/wallet/function/query reports them: the bank wallet (opened on
 * /accountOpen) and, for a seller, the receiving account (seller/account/open,
 * once the wallet is open).
 */
export default function AccountSelectPage() {
  const navigate = useNavigate();
  const functions = useWalletFunctions();
  const openSeller = useOpenSellerAccount();
  const data = functions.data;
  // spec 000 §2: the seller role is implied by a sellerId in the page address.
  const isSeller = Boolean(readItem(STORAGE_KEYS.sellerId));
  const sellerRow = () => {
    if (!data || data.sellerAccount) return;
    if (data.status !== 'OPEN') return void navigate('/accountOpen');
    openSeller.submit({});
  };
  return (
    <>
      <NavHeader title="选择账户" />
      <div className={styles.page}>
        <QueryView
          view={functions.view}
          onRetry={() => void functions.refresh()}
          errorTitle="账户状态加载失败"
          errorDescription={functions.error ? userMessageOf(functions.error) : undefined}
        >
          {data && (
            <List>
              <ListItem
                description="充值、提现、与保证金账户互转、向卖家付款"
                extra={<Tag>{STATUS_TEXT[data.status]}</Tag>}
                onClick={() => void navigate(data.status === 'OPEN' ? '/myWallet' : '/accountOpen')}
              >
                个人钱包账户
              </ListItem>
              {isSeller && (
                <ListItem
                  description={
                    data.status === 'OPEN' ? '接收买家付款（开通钱包后）' : '请先开通个人钱包账户'
                  }
                  extra={
                    <Tag>
                      {data.sellerAccount ? '已开通' : openSeller.busy ? '开通中' : '去开通'}
                    </Tag>
                  }
                  onClick={sellerRow}
                >
                  卖家收款账户
                </ListItem>
              )}
            </List>
          )}
        </QueryView>
      </div>
    </>
  );
}
