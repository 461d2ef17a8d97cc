import { useState } from 'react';
import { checkWalletAmount, type WalletScene } from '../../shared/wallet-rules';
import { parseYuanToCents } from './amount';

export type AmountCheck = { ok: true; cents: number } | { ok: false; msg: string };

/** The typed text checked in the user's reading order: format, then the wallet's rules. */
export function checkAmountText(text: string, scene: WalletScene | null): AmountCheck {
  const parsed = parseYuanToCents(text);
  if (!parsed.ok) return parsed;
  if (scene === null) return { ok: false, msg: '规则加载中，请稍候' };
  const checked = checkWalletAmount(parsed.cents, scene);
  return checked.ok ? { ok: true, cents: parsed.cents } : checked;
}

/**
 * An amount field's state: its text, the check of it, and whether to show the
 * message (after the first edit or a tap on the button, not on an empty form).
 */
export function useAmount(scene: WalletScene | null) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const check = checkAmountText(text, scene);
  return {
    text,
    check,
    error: touched && !check.ok ? check.msg : null,
    change: (next: string) => {
      setText(next);
      setTouched(next !== '');
    },
    /** Shows the message of a form tapped while the amount breaks a rule. */
    touch: () => setTouched(true),
  };
}
