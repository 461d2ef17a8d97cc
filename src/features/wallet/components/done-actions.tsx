import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import styles from '../wallet.module.css';

/** The way on from a result: back to the wallet (replacing the result) or to the records. */
export function DoneActions() {
  const navigate = useNavigate();
  return (
    <div className={styles.lines}>
      <Button
        block
        look="primary"
        size="large"
        onClick={() => void navigate('/myWallet', { replace: true })}
      >
        返回钱包
      </Button>
      <Button block onClick={() => void navigate('/financialDetails')}>
        查看资金明细
      </Button>
    </div>
  );
}
