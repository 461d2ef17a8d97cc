import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readItem, STORAGE_KEYS } from '../../../lib/storage';
import { WALLET_CONTRACT_VERSION } from '../../../shared/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { useOpenSellerAccount, useOpenWallet, useSignWalletContract } from '../api/open-wallet';
import { AgreementCheck } from './agreement-check';
import { SubmitMoney } from './submit-money';
import styles from '../wallet.module.css';

/** Step 2: the wallet service agreement, read and signed. */
export function SignStep() {
  const [agreed, setAgreed] = useState(false);
  const sign = useSignWalletContract();
  return (
    <>
      <section className={styles.panel} aria-label="钱包服务协议">
        <h2 className={styles.title}>钱包服务协议</h2>
        <div className={styles.contract}>
          <p>一、钱包资金由合作银行存管，平台不直接持有您的资金。充值、提现经银行处理后到账。</p>
          <p>二、您应使用本人身份信息开通钱包，并妥善保管银行卡、手机及短信验证码。</p>
          <p>三、钱包可与保证金账户互转，可向已开通收款账户的卖家付款，转账实时到账。</p>
          <p>四、提现按平台公示的规则收取手续费，银行处理期间提现金额冻结。</p>
        </div>
      </section>
      <AgreementCheck name="钱包服务协议" checked={agreed} onChange={setAgreed} />
      <SubmitMoney
        text="签署协议"
        action="签署"
        busy={sign.busy}
        disabled={!agreed}
        onSubmit={() => sign.submit({ version: WALLET_CONTRACT_VERSION })}
      />
    </>
  );
}

/** Step 3: registered and signed, the wallet is opened. */
export function OpenStep() {
  const open = useOpenWallet();
  return (
    <>
      <section className={styles.status}>
        <div className={styles.statusTitle}>实名信息已登记，协议已签署</div>
        <p className={styles.hint}>开通后即可充值、提现和转账</p>
      </section>
      <SubmitMoney
        text="开通钱包"
        action="开通"
        busy={open.busy}
        onSubmit={() => open.submit({})}
      />
    </>
  );
}

/** Done: the wallet is open; a seller may also open the receiving account (seller/account/open). */
export function OpenedStep({ sellerAccount }: { sellerAccount: boolean }) {
  const navigate = useNavigate();
  const openSeller = useOpenSellerAccount();
  // spec 000 §2: the seller role is implied by a sellerId in the page address (kept in storage).
  const isSeller = Boolean(readItem(STORAGE_KEYS.sellerId));
  return (
    <>
      <section className={styles.status} aria-label="开通结果">
        <div className={styles.statusTitle}>钱包已开通</div>
        <p className={styles.hint}>
          {sellerAccount ? '卖家收款账户已开通，可接收买家付款' : '可充值、提现和转账'}
        </p>
      </section>
      {isSeller && !sellerAccount && (
        <SubmitMoney
          text="开通卖家收款账户"
          action="开通"
          busy={openSeller.busy}
          onSubmit={() => openSeller.submit({})}
        />
      )}
      <Button
        block
        look="primary"
        size="large"
        onClick={() => void navigate('/myWallet', { replace: true })}
      >
        进入我的钱包
      </Button>
    </>
  );
}
