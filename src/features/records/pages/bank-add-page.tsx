import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import type { BankUseType } from '../../../shared/contracts/bank-wallet';
import { useBindCard } from '../api/bind-card';
import { CardFormFields } from '../components/card-form-fields';
import {
  checkCardForm,
  EMPTY_CARD_FORM,
  type CardErrors,
  type CardField,
  type CardForm,
} from '../card-form';
import { parseUseTypeParam } from '../card-select-params';
import styles from '../records.module.css';

/**
 * /bankAdd (spec 000 §2, kept alive): bind a card to the wallet's holder. The
 * number is checked as typed (Luhn, the bank from its BIN), every field with
 * the contract's own rule before the call, then the bank's SMS code; a double
 * tap binds once. Offline it cannot be sent, and says so.
 */
export default function BankAddPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const online = useIsOnline();
  const bind = useBindCard();
  const [form, setForm] = useState<CardForm>(() => ({
    useType: parseUseTypeParam(params.get('useType')) ?? 1,
    ...EMPTY_CARD_FORM,
  }));
  const [errors, setErrors] = useState<CardErrors>({});

  const set = (field: CardField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setUseType = (useType: BankUseType) => setForm((current) => ({ ...current, useType }));

  const submit = () => {
    const checked = checkCardForm(form);
    setErrors(checked.errors);
    if (!checked.input) return;
    bind.submit(checked.input, {
      onSuccess: (card) => {
        showToast('绑定成功');
        // The page stays alive: the next visit starts from an empty form.
        setForm((current) => ({ ...current, ...EMPTY_CARD_FORM }));
        void navigate(`/banks?useType=${card.useType}`, { replace: true });
      },
    });
  };

  return (
    <>
      <NavHeader title="添加银行卡" />
      <div className={styles.page}>
        <CardFormFields
          form={form}
          errors={errors}
          onField={set}
          onUseType={setUseType}
          onError={(field, message) => setErrors((current) => ({ ...current, [field]: message }))}
        />
        <div className={styles.actions}>
          {!online && <PendingSyncNotice text="当前离线，绑卡不会在离线时提交，请联网后再试" />}
          <Button
            block
            look="primary"
            size="large"
            disabled={!online || bind.busy}
            loading={bind.busy}
            onClick={submit}
          >
            确认绑定
          </Button>
        </div>
      </div>
    </>
  );
}
