import { useNavigate } from 'react-router-dom';
import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import type { WalletFunction, WalletView } from '../../../shared/contracts/wallet-info';
import { useWallet } from '../api/get-wallet';
import { formatCents } from '../amount';
import styles from '../wallet.module.css';

const FUNCTION_NAMES: Record<WalletFunction, string> = {
  RECHARGE: '充值',
  WITHDRAW: '提现',
  TRANSFER: '转账',
  PAY_SELLER: '付款给卖家',
  RECEIVE: '卖家收款',
};

const ENTRIES: ReadonlyArray<{ text: string; path: string; needs: WalletFunction }> = [
  { text: '充值', path: '/sellerWalletRecharge', needs: 'RECHARGE' },
  { text: '提现', path: '/withdrawCash', needs: 'WITHDRAW' },
  { text: '转出', path: '/fundsTransferOut', needs: 'TRANSFER' },
  { text: '转入', path: '/fundsTransferIn', needs: 'TRANSFER' },
];

function OpenedWallet({ wallet }: { wallet: WalletView }) {
  const navigate = useNavigate();
  return (
    <>
      <section className={styles.hero} aria-label="钱包余额">
        <div className={styles.heroLabel}>钱包余额（元）</div>
        <div className={styles.heroValue} data-wallet-balance>
          {formatCents(wallet.balanceCents)}
        </div>
        <div className={styles.figures}>
          <div>
            可用
            <div className={styles.figureValue} data-wallet-available>
              {formatCents(wallet.availableCents)}
            </div>
          </div>
          <div>
            冻结
            <div className={styles.figureValue} data-wallet-frozen>
              {formatCents(wallet.frozenCents)}
            </div>
          </div>
          <div>
            在途
            <div className={styles.figureValue}>{formatCents(wallet.incomingCents)}</div>
          </div>
        </div>
      </section>
      <nav className={styles.entries} aria-label="钱包功能">
        {ENTRIES.map((entry) => (
          <button
            key={entry.path}
            type="button"
            className={styles.entry}
            disabled={!wallet.functions.includes(entry.needs)}
            onClick={() => void navigate(entry.path)}
          >
            {entry.text}
          </button>
        ))}
      </nav>
      <section className={styles.panel} aria-label="账户信息">
        <div className={styles.lines}>
          <div className={styles.line}>
            <span>实名</span>
            <span>{wallet.realNameMasked ?? '—'}</span>
          </div>
          <div className={styles.line}>
            <span>预留手机号</span>
            <span>{wallet.phoneMasked ?? '—'}</span>
          </div>
        </div>
        <div className={styles.tags}>
          {wallet.functions.map((name) => (
            <Tag key={name}>{FUNCTION_NAMES[name]}</Tag>
          ))}
        </div>
      </section>
      <Button block onClick={() => void navigate('/financialDetails')}>
        资金明细
      </Button>
    </>
  );
}

function NotOpened({ wallet }: { wallet: WalletView }) {
  const navigate = useNavigate();
  return (
    <section className={styles.status} aria-label="钱包未开通">
      <div className={styles.statusTitle}>
        {wallet.status === 'REGISTERED' ? '钱包已实名，待开通' : '您还没有开通钱包'}
      </div>
      <p className={styles.hint}>开通银行存管钱包后，可充值、提现并与保证金账户互转</p>
      <Button look="primary" block size="large" onClick={() => void navigate('/accountSelect')}>
        去开通
      </Button>
    </section>
  );
}

/**
 * /myWallet (spec 000 §2): the bank wallet's balance, its frozen part and money
 * on its way in, the functions the user has, and the entries to recharge,
 * withdraw and transfer. Offline it shows the cached figures with the notice.
 */
export default function MyWalletPage() {
  const wallet = useWallet();
  return (
    <>
      <NavHeader title="我的钱包" />
      <div className={styles.page}>
        <QueryView
          view={wallet.view}
          onRetry={() => void wallet.refresh()}
          errorTitle="钱包加载失败"
          errorDescription={wallet.error ? userMessageOf(wallet.error) : undefined}
        >
          {wallet.data &&
            (wallet.data.status === 'OPEN' ? (
              <OpenedWallet wallet={wallet.data} />
            ) : (
              <NotOpened wallet={wallet.data} />
            ))}
        </QueryView>
      </div>
    </>
  );
}
