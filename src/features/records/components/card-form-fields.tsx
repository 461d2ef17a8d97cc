import type { BankUseType } from '../../../shared/contracts/bank-wallet';
import type { CardErrors, CardField, CardForm } from '../card-form';
import styles from '../records.module.css';
import { CardNumberField } from './card-number-field';
import { SmsButton } from './sms-button';
import { TextField } from './text-field';

const USE_TYPES = [
  { value: 1, title: '转入卡（充值）' },
  { value: 2, title: '转出卡（提现）' },
] as const;

interface Props {
  form: CardForm;
  errors: CardErrors;
  onField: (field: CardField) => (value: string) => void;
  onUseType: (useType: BankUseType) => void;
  onError: (field: CardField, message: string) => void;
}

/** The fields of /bankAdd: use, card number (bank shown as typed), holder, phone, bank code. */
export function CardFormFields({ form, errors, onField, onUseType, onError }: Props) {
  return (
    <div className={styles.form}>
      <div className={styles.segmented} role="group" aria-label="银行卡用途">
        {USE_TYPES.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.segment}
            aria-pressed={form.useType === option.value}
            onClick={() => onUseType(option.value)}
          >
            {option.title}
          </button>
        ))}
      </div>
      <CardNumberField value={form.cardNo} onChange={onField('cardNo')} error={errors.cardNo} />
      <TextField
        id="bank-add-holder"
        label="持卡人"
        placeholder="与钱包实名一致"
        autoComplete="name"
        value={form.holderName}
        onChange={onField('holderName')}
        error={errors.holderName}
      />
      <TextField
        id="bank-add-phone"
        label="预留手机号"
        inputMode="tel"
        maxLength={11}
        placeholder="银行预留手机号"
        value={form.phone}
        onChange={onField('phone')}
        error={errors.phone}
      />
      <div className={styles.row}>
        <TextField
          id="bank-add-sms"
          label="银行验证码"
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder="6 位验证码"
          value={form.smsCode}
          onChange={onField('smsCode')}
          error={errors.smsCode}
        />
        <SmsButton phone={form.phone} onPhoneError={(message) => onError('phone', message)} />
      </div>
    </div>
  );
}
