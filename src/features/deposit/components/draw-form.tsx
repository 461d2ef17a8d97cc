import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { yuanTextToCents } from '../../../lib/yuan';
import { checkYuan, money } from '../amount';
import {
  useDrawCalc,
  useDrawMargin,
  useOfflineDrawMargin,
  useRefreshMoney,
} from '../api/draw-margin';
import { accountProblem, type OfflineAccount } from '../draw-input';
import { passwordProblem } from '../password-problem';
import { AmountField } from './amount-field';
import { DrawCalc, OfflineAccountFields } from './draw-extras';
import { TextField } from './text-field';
import styles from '../deposit.module.css';

const MODES = [
  { key: 'card', title: '提现到银行卡' },
  { key: 'offline', title: '线下提现' },
] as const;

/** The withdrawal: amount (fee and what arrives from calculate/v2), where to, the margin password. */
export function DrawForm() {
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'card' | 'offline'>('card');
  const [password, setPassword] = useState('');
  const [account, setAccount] = useState<OfflineAccount>({
    accountName: '',
    bankName: '',
    accountNo: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const typed = yuanTextToCents(text) ?? 0;
  const calc = useDrawCalc(typed);
  const toCard = useDrawMargin();
  const offline = useOfflineDrawMargin();
  const online = useIsOnline();
  const navigate = useNavigate();
  const refreshMoney = useRefreshMoney();
  const limits = calc.data;
  const busy = toCard.busy || offline.busy;

  const onSubmit = () => {
    if (!limits) return;
    const checked = checkYuan(
      text,
      { kind: 'withdraw', availableCents: limits.availableCents },
      limits,
    );
    const fault = !checked.ok
      ? checked.msg
      : (passwordProblem(password) ?? (mode === 'offline' ? accountProblem(account) : null));
    setProblem(fault);
    if (fault !== null || checked.cents === undefined) return;
    const callbacks = {
      onSuccess: (drawn: { payNo: string }) => {
        refreshMoney();
        void navigate(`/payResult?payNo=${encodeURIComponent(drawn.payNo)}`, { replace: true });
      },
      onError: (error: Error) => setProblem(userMessageOf(error)),
    };
    if (mode === 'card') toCard.submit({ amountCents: checked.cents, password }, callbacks);
    else
      offline.submit(
        { amountCents: checked.cents, password, ...account, accountNo: account.accountNo.trim() },
        callbacks,
      );
  };

  return (
    <section className={styles.card}>
      <Tabs tabs={MODES} activeKey={mode} onChange={setMode} />
      <AmountField
        label="提现金额（元）"
        value={text}
        onChange={setText}
        error={problem}
        hint={
          limits
            ? `可提现 ${money(limits.availableCents)} 元，最低 ${money(limits.minCents)} 元`
            : undefined
        }
      />
      {limits && typed > 0 && limits.amountCents === typed && <DrawCalc calc={limits} />}
      {mode === 'offline' && <OfflineAccountFields account={account} onChange={setAccount} />}
      <TextField label="保证金密码" secret numeric value={password} onChange={setPassword} />
      {!online && <PendingSyncNotice text="当前离线，提现不会在离线时发起" />}
      <Button
        block
        look="primary"
        size="large"
        disabled={!online || busy || !limits?.contractSigned}
        loading={busy}
        onClick={onSubmit}
      >
        确认提现
      </Button>
    </section>
  );
}
