import { useLocation, useNavigate } from 'react-router-dom';
import type { BankCard, BankUseType } from '../../../shared/contracts/bank-wallet';
import type { CardChoice } from '../use-card-choice';
import styles from '../wallet.module.css';

interface Props {
  useType: BankUseType;
  choice: CardChoice;
  onChoose: (cardId: number) => void;
}

const TITLE = { 1: '付款银行卡', 2: '到账银行卡' } as const;

function CardOption(props: { card: BankCard; checked: boolean; onChoose: () => void }) {
  return (
    <label className={styles.cardOption}>
      <input type="radio" checked={props.checked} onChange={props.onChoose} />
      <span>
        {props.card.bankName} {props.card.cardNoMasked}
      </span>
    </label>
  );
}

/**
 * The cards inline, with 更多银行卡 leading to /bankCardSelectList, which comes
 * back here with `?cardId=`. Card numbers come masked from the server.
 */
export function CardPicker({ useType, choice, onChoose }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const more = () => {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    void navigate(`/bankCardSelectList?useType=${useType}&returnTo=${returnTo}`);
  };
  const { view } = choice.page;
  return (
    <section className={styles.panel} aria-label={TITLE[useType]}>
      <h2 className={styles.title}>{TITLE[useType]}</h2>
      {view.kind === 'loading' && <p className={styles.hint}>银行卡加载中…</p>}
      {view.kind === 'error' && <p className={styles.hint}>银行卡加载失败，请稍后重试</p>}
      {view.kind === 'empty' && <p className={styles.hint}>还没有银行卡，请先添加</p>}
      {[...choice.cards, ...(choice.extra ? [choice.extra] : [])].map((card) => (
        <CardOption
          key={card.id}
          card={card}
          checked={choice.selectedId === card.id}
          onChoose={() => onChoose(card.id)}
        />
      ))}
      <div className={styles.fieldRow}>
        <button type="button" className={styles.linkButton} onClick={more}>
          更多银行卡
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void navigate('/bankAdd')}
        >
          添加银行卡
        </button>
      </div>
    </section>
  );
}
