import { userMessageOf } from '../../../api/user-message';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { useWalletFunctions } from '../api/get-wallet-functions';
import { OpenedStep, OpenStep, SignStep } from '../components/open-steps';
import { RegisterForm } from '../components/register-form';
import styles from '../wallet.module.css';

const STEPS = ['实名登记', '签署协议', '开通钱包'] as const;

/**
 * /accountOpen (spec 000 §2): opening the bank wallet, one step at a time as
 * user/wallet/function/query says what is still needed: register (real name,
 * identity card, phone, the bank's SMS code), sign the agreement, open. Each
 * step's answer asks the query again, which moves the page to the next step.
 */
export default function AccountOpenPage() {
  const functions = useWalletFunctions();
  const data = functions.data;
  const step = !data || data.status === 'NONE' ? 0 : !data.contractSigned ? 1 : 2;
  return (
    <>
      <NavHeader title="开通钱包" />
      <div className={styles.page}>
        {data?.status !== 'OPEN' && (
          <ol className={styles.tabs} aria-label="开通步骤">
            {STEPS.map((name, index) => (
              <li
                key={name}
                className={styles.tab}
                aria-current={index === step ? 'step' : undefined}
              >
                {index + 1}. {name}
              </li>
            ))}
          </ol>
        )}
        <QueryView
          view={functions.view}
          onRetry={() => void functions.refresh()}
          errorTitle="钱包状态加载失败"
          errorDescription={functions.error ? userMessageOf(functions.error) : undefined}
        >
          {data?.status === 'OPEN' ? (
            <OpenedStep sellerAccount={data.sellerAccount} />
          ) : step === 0 ? (
            <RegisterForm />
          ) : step === 1 ? (
            <SignStep />
          ) : (
            <OpenStep />
          )}
        </QueryView>
      </div>
    </>
  );
}
